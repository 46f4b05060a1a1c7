#include "core/helper/reshape_request.h"

#include <array>
#include <string_view>

#include <fmt/format.h>

#include "core/helper/protocol.h"
#include "core/raid/reshape_operation.h"
#include "core/raid/types.h"

namespace am::helper {

namespace fs = std::filesystem;

namespace {

constexpr std::array<std::string_view, 3> kMountFolders{"/mnt/", "/media/", "/run/media/"};

[[noreturn]] void refusePlace(const std::string& path, std::string_view why)
{
    throw Refused("bad_value", fmt::format("reshape: \"backup_file\" {}: {}", path, why));
}

} // namespace

void checkHelperBackupPlace(const std::string& path, const fs::path& state_dir)
{
    const fs::path given(path);
    if (!given.is_absolute()) refusePlace(path, "must be an absolute path");
    for (const char c : path)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            refusePlace(path, "holds a control character");
    for (const auto& part : given.relative_path())
        if (part.empty() || part == "." || part == "..")
            refusePlace(path, "must not have empty, \".\" or \"..\" parts");
    const fs::path folder = given.parent_path();
    std::error_code ec;
    const fs::path real = fs::canonical(folder, ec);
    if (ec || !fs::is_directory(real, ec))
        refusePlace(path, fmt::format("its folder {} does not exist", folder.string()));
    if (real != folder)
        refusePlace(path,
                    fmt::format("its folder is reached through a symlink ({})", real.string()));
    const fs::path own = fs::weakly_canonical(state_dir, ec);
    const std::string text = real.string() + "/";
    bool allowed = real == own;
    for (const auto prefix : kMountFolders) allowed = allowed || text.starts_with(prefix);
    if (!allowed)
        refusePlace(path, fmt::format("the helper writes a backup file only in {} or in a folder "
                                      "under /mnt, /media or /run/media",
                                      state_dir.string()));
    if (fs::symlink_status(given, ec).type() != fs::file_type::not_found)
        refusePlace(path, "already exists (mdadm creates the file)");
}

raid::ReshapePlan reshapePlanFor(const ReshapeFields& fields, const DeviceRules& rules,
                                 const fs::path& state_dir, util::Runner& runner)
{
    raid::ReshapeRequest request;
    for (const auto& device : fields.add) request.add.push_back(resolveDevicePath(device, rules));
    requireDistinct(request.add);
    request.raid_devices = fields.raid_devices;
    request.size_max = fields.size_max;
    if (fields.level) request.level = raid::parseLevel(*fields.level); // a kLevels name: parsed
    request.chunk_bytes = fields.chunk_bytes;
    if (fields.backup_file) {
        checkHelperBackupPlace(*fields.backup_file, state_dir);
        request.backup_file = fields.backup_file;
    }
    request.force_name = fields.force_name;
    const std::string array = resolveArrayReference(fields.array, rules);
    return raid::reshapeOperation(rules.roots, array, request, state_dir, &runner);
}

} // namespace am::helper
