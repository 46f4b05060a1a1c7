#include "core/raid/reshape_operation.h"

#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>

#include <algorithm>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "core/drives/scan.h"
#include "core/raid/md_sysfs.h"
#include "core/raid/mdadm_export.h"
#include "core/raid/operation_refused.h"
#include "core/raid/operations.h"
#include "core/util/json_text.h"
#include "core/util/text_file.h"

namespace am::raid {

namespace fs = std::filesystem;

namespace {

// A partition's disk: <sysfs>/class/block/NAME resolves into its disk's directory; fixture trees
// without class/block keep partitions as <sysfs>/block/DISK/NAME.
std::string diskOfPartition(const std::string& name, const fs::path& sysfs)
{
    std::error_code ec;
    const fs::path linked = sysfs / "class" / "block" / name;
    if (fs::exists(linked / "partition", ec)) {
        const fs::path resolved = fs::canonical(linked, ec);
        if (!ec) return resolved.parent_path().filename().string();
    }
    for (const auto& disk : fs::directory_iterator(sysfs / "block", ec))
        if (fs::exists(disk.path() / name / "partition", ec))
            return disk.path().filename().string();
    return {};
}

fs::path deviceDir(const std::string& name, const fs::path& sysfs)
{
    std::error_code ec;
    if (fs::exists(sysfs / "block" / name, ec)) return sysfs / "block" / name;
    return sysfs / "class" / "block" / name;
}

fs::path nearestExisting(fs::path path)
{
    std::error_code ec;
    while (!path.empty() && !fs::exists(path, ec)) {
        if (path == path.parent_path()) break;
        path = path.parent_path();
    }
    return path;
}

bool onTmpfs(const std::string& path)
{
    struct statfs st {};
    if (statfs(nearestExisting(path).c_str(), &st) != 0) return false;
    const auto type = static_cast<unsigned long>(st.f_type);
    return type == 0x01021994UL || type == 0x858458F6UL; // tmpfs, ramfs
}

std::string recordFileName(const ReshapeRecord& record)
{
    std::string key = record.uuid.empty() ? record.md_name : record.uuid;
    std::replace(key.begin(), key.end(), ':', '-');
    return key + ".json";
}

} // namespace

std::vector<std::string> devicesBelow(const std::string& device, const fs::path& sysfs)
{
    std::vector<std::string> result;
    std::set<std::string> seen;
    std::vector<std::string> todo{device};
    while (!todo.empty()) {
        const std::string name = todo.back();
        todo.pop_back();
        if (name.empty() || !seen.insert(name).second) continue;
        result.push_back(name);
        if (const std::string disk = diskOfPartition(name, sysfs); !disk.empty())
            todo.push_back(disk);
        std::error_code ec;
        for (const auto& slave : fs::directory_iterator(deviceDir(name, sysfs) / "slaves", ec))
            todo.push_back(slave.path().filename().string());
    }
    return result;
}

std::vector<std::string> devicesUnderPath(const std::string& path, const drives::SystemRoots& roots)
{
    struct stat st {};
    if (stat(nearestExisting(path).c_str(), &st) != 0 || major(st.st_dev) == 0) return {};
    std::error_code ec;
    const fs::path link =
        roots.sysfs / "dev" / "block" / fmt::format("{}:{}", major(st.st_dev), minor(st.st_dev));
    const fs::path resolved = fs::canonical(link, ec);
    if (ec) return {};
    return devicesBelow(resolved.filename().string(), roots.sysfs);
}

std::string backupPlaceProblem(const std::string& path, const ArrayStatus& array,
                               const std::vector<std::string>& devices_below)
{
    if (!fs::path(path).is_absolute())
        return fmt::format("--backup-file {}: give an absolute path", path);
    std::error_code ec;
    if (fs::exists(path, ec))
        return fmt::format("--backup-file {}: the file exists (it may hold another reshape's "
                           "backup; mdadm creates the file itself): remove it or choose another",
                           path);
    for (const auto& device : devices_below) {
        if (device == array.name)
            return fmt::format("--backup-file {}: the file would be on {} itself{}; mdadm needs it "
                               "to put the array back together, so it must live elsewhere",
                               path, array.path,
                               devices_below.front() == array.name
                                   ? ""
                                   : fmt::format(" (its filesystem is on /dev/{}, which is on {})",
                                                 devices_below.front(), array.name));
        for (const auto& member : array.members)
            if (device == member.name)
                return fmt::format(
                    "--backup-file {}: the file would be on /dev/{}, a member of {}; "
                    "the reshape rewrites it, so the backup must live elsewhere",
                    path, devices_below.front(), array.path);
    }
    return {};
}

ReshapePlan reshapeOperation(const drives::SystemRoots& roots, const std::string& array,
                             ReshapeRequest request, const fs::path& state_dir,
                             util::Runner* runner)
{
    requireMdDriver(roots);
    const std::string name = resolveArrayName(roots, array);
    ReshapeInput input;
    input.status = readArrayStatus(roots, name);
    input.sysfs = readMdSysfs(roots, name);
    if (input.status.backend == Backend::Imsm || !input.status.container.empty()) {
        // imsm: the container's free disks and its other volumes decide what may change.
        const std::string container =
            input.status.level == "container" ? name : input.status.container;
        ImsmContainerView view;
        for (auto& each : readAllArrayStatus(roots)) {
            if (each.name == container)
                view.container = std::move(each);
            else if (each.container == container)
                view.volumes.push_back(std::move(each));
        }
        if (view.container.name.empty())
            throw OperationRefused(kReshapeRefused,
                                   fmt::format("{} is an imsm volume of {}, which md does not "
                                               "show; nothing was written",
                                               input.status.path, container));
        input.imsm = std::move(view);
    }
    const auto scan = drives::scan(roots);
    for (const auto& member : input.sysfs.members) {
        if (!member.slot || member.has("faulty")) continue;
        const auto* device = scan.find(member.name);
        input.member_device_bytes.push_back(device ? device->size_bytes : 0);
    }
    if (const auto* device = scan.find(name); device && device->signature_usage == "filesystem") {
        input.filesystem = device->signature_type;
        util::SpawnRunner spawn;
        input.filesystem_usage = drives::filesystemUsage(*device, roots, runner ? *runner : spawn);
    }

    std::vector<std::string> added;
    for (const auto& given : request.add) {
        const std::string path = requireFreeDevice(given, roots, &input.status);
        if (std::find(added.begin(), added.end(), path) != added.end())
            throw OperationRefused(kReshapeRefused,
                                   fmt::format("--add {}: named twice; nothing was written", path));
        added.push_back(path);
        const auto* device = scan.find(path);
        input.added_device_bytes.push_back(device ? device->size_bytes : 0);
    }
    request.add = added;

    if (request.force_name) {
        try {
            request.force_name = resolveArrayName(roots, *request.force_name);
        } catch (const std::exception&) {
            if (request.force_name->starts_with("/dev/"))
                request.force_name = request.force_name->substr(5);
        }
    }
    const auto checkPlace = [&](const std::string& path, bool chosen_here) {
        const std::string problem =
            backupPlaceProblem(path, input.status, devicesUnderPath(path, roots));
        if (!problem.empty())
            throw OperationRefused(
                kReshapeRefused,
                problem + (chosen_here ? "; give --backup-file PATH on another filesystem" : "") +
                    "; nothing was written");
    };
    if (request.backup_file) checkPlace(*request.backup_file, false);
    const std::string default_file = (state_dir / (name + "-reshape.backup")).string();
    ReshapePlan plan = planReshape(input, request, default_file);
    if (plan.backup_file && !request.backup_file) checkPlace(*plan.backup_file, true);
    if (plan.backup_file && onTmpfs(*plan.backup_file))
        plan.notes.push_back(fmt::format(
            "the backup file {} is on tmpfs: it is lost at a restart, and an array whose reshape "
            "was interrupted then needs mdadm --assemble --invalid-backup",
            *plan.backup_file));
    return plan;
}

void writeReshapeRecord(const fs::path& state_dir, const ReshapeRecord& record)
{
    fs::create_directories(state_dir);
    const nlohmann::json doc{{"format", "arraymark.reshape/1"},
                             {"uuid", record.uuid},
                             {"md_name", record.md_name},
                             {"devname", record.devname},
                             {"backup_file", record.backup_file}};
    util::writeTextFile(state_dir / recordFileName(record), util::jsonText(doc, 2) + "\n");
}

ReshapeRecord recordReshape(const ReshapePlan& plan, util::Runner& runner,
                            const fs::path& state_dir)
{
    ReshapeRecord record;
    record.md_name = plan.md_name;
    if (!plan.backup_file) return record;
    record.backup_file = *plan.backup_file;
    const auto detail =
        runner.run({"mdadm", "--detail", "--export", plan.array_path}, {std::chrono::seconds(30)});
    if (detail.ok()) {
        const auto exported = parseDetailExport(detail.out);
        record.uuid = exported.uuid;
        if (!exported.devname.empty())
            record.devname =
                exported.devname.starts_with("/") ? exported.devname : arrayPath(exported.devname);
    }
    fs::create_directories(fs::path(*plan.backup_file).parent_path());
    writeReshapeRecord(state_dir, record);
    return record;
}

std::vector<ReshapeRecord> readReshapeRecords(const fs::path& state_dir)
{
    std::vector<ReshapeRecord> records;
    std::error_code ec;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(state_dir, ec))
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        const auto text = util::readTextFile(file);
        if (!text) continue;
        const auto doc = nlohmann::json::parse(*text, nullptr, false);
        if (!doc.is_object() || doc.value("format", "") != "arraymark.reshape/1") continue;
        ReshapeRecord record{doc.value("uuid", ""), doc.value("md_name", ""),
                             doc.value("devname", ""), doc.value("backup_file", "")};
        if (record.backup_file.empty() || !fs::exists(record.backup_file, ec)) {
            fs::remove(file, ec); // the reshape ended: mdadm removed its backup file
            continue;
        }
        records.push_back(std::move(record));
    }
    return records;
}

std::optional<ReshapeRecord> reshapeRecordFor(const std::vector<ReshapeRecord>& records,
                                              const std::optional<std::string>& array_path,
                                              const std::optional<std::string>& uuid)
{
    for (const auto& record : records) {
        if (uuid && !record.uuid.empty() && record.uuid == *uuid) return record;
        if (array_path && !uuid) {
            const std::string& given = *array_path;
            const std::string bare = given.starts_with("/dev/md/") ? given.substr(8)
                                     : given.starts_with("/dev/")  ? given.substr(5)
                                                                   : given;
            if (given == record.devname || arrayPath(bare) == record.devname ||
                bare == record.md_name)
                return record;
        }
    }
    if (array_path || uuid) return std::nullopt;
    if (records.empty()) return std::nullopt;
    if (records.size() == 1) return records.front();
    std::vector<std::string> names;
    for (const auto& record : records)
        names.push_back(record.devname.empty() ? record.md_name : record.devname);
    throw std::runtime_error(fmt::format(
        "{} arrays have an interrupted reshape with a backup file ({}): assemble each by name so "
        "each gets its own; nothing was run",
        records.size(), fmt::join(names, ", ")));
}

Step withBackupFile(Step assemble, const ReshapeRecord& record, bool invalid_backup)
{
    auto& argv = assemble.argv;
    if (const auto scan = std::find(argv.begin(), argv.end(), "--scan"); scan != argv.end()) {
        *scan = record.devname.empty() ? "/dev/" + record.md_name : record.devname;
        const bool has_uuid = std::any_of(argv.begin(), argv.end(), [](const std::string& arg) {
            return arg.starts_with("--uuid=");
        });
        if (!has_uuid && !record.uuid.empty()) argv.push_back("--uuid=" + record.uuid);
    }
    argv.push_back("--backup-file=" + record.backup_file);
    if (invalid_backup) argv.push_back("--invalid-backup");
    assemble.leaves_process = true; // mdadm forks the process that continues the reshape
    assemble.purpose += invalid_backup
                            ? " (an interrupted reshape continues without restoring its critical "
                              "section from " +
                                  record.backup_file + ")"
                            : " (an interrupted reshape continues from " + record.backup_file + ")";
    return assemble;
}

bool criticalSectionNotRestored(const std::string& mdadm_output)
{
    return mdadm_output.find("Failed to restore critical section") != std::string::npos;
}

} // namespace am::raid
