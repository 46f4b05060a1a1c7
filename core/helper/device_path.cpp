#include "core/helper/device_path.h"

#include <sys/stat.h>

#include <regex>

#include <fmt/format.h>

#include "core/helper/request_text.h"
#include "core/raid/md_sysfs.h"

namespace am::helper {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxPathLength = 255;

void checkCharacters(const std::string& given, const char* what)
{
    if (given.empty()) throw Refused("empty_path", fmt::format("the {} is empty", what));
    if (given.size() > kMaxPathLength)
        throw Refused("path_too_long",
                      fmt::format("the {} is longer than {} characters", what, kMaxPathLength));
    for (const unsigned char c : given)
        if (c < 0x20 || c == 0x7f)
            throw Refused("control_character",
                          fmt::format("the {} contains a control character", what));
}

} // namespace

bool isBlockDeviceNode(const fs::path& path)
{
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISBLK(st.st_mode);
}

std::string resolveDevicePath(const std::string& given, const DeviceRules& rules)
{
    checkCharacters(given, "device path");
    if (!given.starts_with("/dev/"))
        throw Refused(
            "outside_dev",
            fmt::format("{} is not a /dev path: only block devices under /dev are accepted",
                        given));
    if (given.find("//") != std::string::npos)
        throw Refused(
            "path_trick",
            fmt::format("{} has an empty part: give the device's plain /dev path", given));
    const fs::path relative = fs::path(given.substr(5));
    for (const auto& part : relative)
        if (part == "." || part == ".." || part.empty())
            throw Refused(
                "path_trick",
                fmt::format(
                    "{} has a \".\", \"..\" or empty part: give the device's plain /dev path",
                    given));
    std::error_code error;
    const fs::path devfs = fs::canonical(rules.roots.devfs, error);
    if (error)
        throw Refused("devfs", fmt::format("the device directory {} cannot be read: {}",
                                           rules.roots.devfs.string(), error.message()));
    const fs::path resolved = fs::canonical(rules.roots.devfs / relative, error);
    if (error)
        throw Refused("no_such_device",
                      fmt::format("{} does not exist: {}", given, error.message()));
    const fs::path inside = resolved.lexically_relative(devfs);
    if (inside.empty() || *inside.begin() == ".." ||
        std::distance(inside.begin(), inside.end()) != 1)
        throw Refused("outside_dev",
                      fmt::format("{} leads to {}, which is not a device node directly in /dev",
                                  given, resolved.string()));
    if (!rules.is_block_device(resolved))
        throw Refused("not_block_device", fmt::format("{} is not a block device", given));
    return "/dev/" + inside.string();
}

std::string resolveArrayReference(const std::string& given, const DeviceRules& rules)
{
    checkCharacters(given, "array");
    static const std::regex md_node("md[0-9]+");
    std::string path = given;
    if (!given.starts_with("/")) {
        if (std::regex_match(given, md_node))
            path = "/dev/" + given;
        else {
            checkArrayName(given, "array");
            path = "/dev/md/" + given;
        }
    }
    const std::string device = resolveDevicePath(path, rules);
    const std::string name = device.substr(5);
    if (!std::regex_match(name, md_node))
        throw Refused("not_md", fmt::format("{} ({}) is not an md array", given, device));
    std::error_code error;
    if (!fs::is_directory(rules.roots.sysfs / "block" / name / "md", error))
        throw Refused(
            "not_md",
            fmt::format("{} ({}) has no md/ directory in sysfs: not an md array", given, device));
    return name;
}

std::string resolveAnyArrayReference(const std::string& given, std::optional<raid::Backend> only,
                                     const DeviceRules& rules)
{
    checkCharacters(given, "array");
    // An md array needs the driver: say that rather than that its node is missing.
    const auto md = [&] {
        if (!raid::mdDriverLoaded(rules.roots)) throw Refused("md_driver", raid::kMdDriverMissing);
        return resolveArrayReference(given, rules);
    };
    const bool md_allowed = !only || *only == raid::Backend::Md || *only == raid::Backend::Imsm;
    if (only && md_allowed) return md();
    // The other backends' names: lvm's characters, a UUID's, a folder's slashes.
    static const std::regex spelling("[A-Za-z0-9_.+:/-]+");
    if (!std::regex_match(given, spelling))
        throw Refused("bad_name",
                      fmt::format("array \"{}\" is not an array's name: md127, /dev/md/NAME or "
                                  "NAME; lvm VG/LV or /dev/VG/LV; a btrfs label, UUID or mount "
                                  "folder (letters, digits and _ . + : / -)",
                                  clipped(given)));
    const fs::path relative = given.starts_with('/') ? fs::path(given.substr(1)) : fs::path(given);
    bool trick = given.find("//") != std::string::npos;
    for (const auto& part : relative) trick = trick || part == "." || part == ".." || part.empty();
    if (trick)
        throw Refused("path_trick",
                      fmt::format("array \"{}\" has a \".\", \"..\" or empty part", given));
    static const std::regex md_node("md[0-9]+");
    std::error_code error;
    const bool md_shaped =
        std::regex_match(given, md_node) || given.starts_with("/dev/md") ||
        (!given.starts_with('/') && fs::exists(rules.roots.devfs / "md" / given, error));
    if (md_allowed && md_shaped) return md();
    // A /dev path that exists: an md node (through a link) or an LVM volume's dm node.
    if (given.starts_with("/dev/") && fs::exists(rules.roots.devfs / given.substr(5), error)) {
        const std::string device = resolveDevicePath(given, rules);
        const std::string node = device.substr(5);
        if (md_allowed && std::regex_match(node, md_node)) return md();
        if (!node.starts_with("dm-"))
            throw Refused("no_such_array",
                          fmt::format("{} ({}) is not an array: neither an md device nor an LVM "
                                      "volume (/dev/VG/LV)",
                                      given, device));
    }
    return given;
}

void checkArrayName(const std::string& name, const char* field)
{
    static const std::regex rule("[A-Za-z0-9][A-Za-z0-9_.-]{0,31}");
    if (!std::regex_match(name, rule))
        throw Refused(
            "bad_name",
            fmt::format(
                "{} \"{}\" must be 1-32 letters, digits, '_', '-' or '.', starting with a letter or digit",
                field, clipped(name)));
}

void checkUuid(const std::string& uuid)
{
    static const std::regex rule("[0-9A-Fa-f]{8}(:[0-9A-Fa-f]{8}){3}");
    if (!std::regex_match(uuid, rule))
        throw Refused(
            "bad_uuid",
            "uuid must be four groups of 8 hex digits joined by ':' (as mdadm --detail prints it)");
}

void requireDistinct(const std::vector<std::string>& canonical_paths)
{
    for (std::size_t i = 0; i < canonical_paths.size(); ++i)
        for (std::size_t j = i + 1; j < canonical_paths.size(); ++j)
            if (canonical_paths[i] == canonical_paths[j])
                throw Refused("device_twice",
                              fmt::format("{} is named twice in the request", canonical_paths[i]));
}

} // namespace am::helper
