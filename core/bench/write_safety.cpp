#include "core/bench/write_safety.h"

#include <sys/stat.h>

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/bench/job_validation.h"
#include "core/drives/scan.h"
#include "core/util/units.h"

namespace am::bench {

bool needsWriteCheck(const Job& job, const TargetInfo& target)
{
    return job.writes() && target.kind == TargetKind::BlockDevice;
}

void checkWriteAllowed(const Job& job, const TargetInfo& target,
                       const std::string& allow_write_device, const drives::ScanResult& scan)
{
    if (!needsWriteCheck(job, target)) return;
    if (allow_write_device.empty())
        throw WriteRefused(
            fmt::format("{} is a block device and this job writes ({}): its data would be lost; "
                        "pass --allow-write-device {} to confirm",
                        target.path, rwName(job), target.path));
    // An NVMe namespace may be named by its block or its generic device.
    struct stat st {};
    const bool names_block = ::stat(allow_write_device.c_str(), &st) == 0 && S_ISBLK(st.st_mode) &&
                             st.st_rdev == target.rdev;
    const bool names_generic =
        target.nvme && S_ISCHR(st.st_mode) && st.st_rdev == target.nvme->generic_rdev;
    if (!names_block && !names_generic)
        throw WriteRefused(
            fmt::format("--allow-write-device {} does not name the target {}; writes are allowed "
                        "only to the device named in both",
                        allow_write_device, target.path));
    const drives::BlockDevice* device = scan.find(target.device_name);
    if (device == nullptr)
        throw WriteRefused(
            fmt::format("{} ({}) is not in the drives scan, so it cannot be checked for use; "
                        "writes refused",
                        target.path, target.device_name));
    if (device->inUse()) {
        std::vector<std::string> reasons;
        for (const auto& reason : device->in_use_reasons)
            reasons.push_back(fmt::format("{} ({})", reason.detail, drives::toString(reason.kind)));
        throw WriteRefused(
            fmt::format("{} is in use: {}; writes refused even with --allow-write-device",
                        target.path, fmt::join(reasons, "; ")));
    }
}

namespace {

std::string sizeText(std::uint64_t bytes)
{
    return util::formatSize(bytes, util::SizeUnits::Binary);
}

bool anyWrites(const std::vector<Job>& jobs)
{
    return std::any_of(jobs.begin(), jobs.end(), [](const Job& job) { return job.writes(); });
}

// "--size 1M": the size a person can type to use what the file holds.
std::string sizeOptionFor(std::uint64_t bytes)
{
    if (bytes >= (1ULL << 20) && bytes % (1ULL << 20) == 0) return fmt::format("{}M", bytes >> 20);
    if (bytes >= (1ULL << 10) && bytes % (1ULL << 10) == 0) return fmt::format("{}k", bytes >> 10);
    return std::to_string(bytes);
}

void checkAllowWriteFileNamesTarget(const TargetInfo& target, const std::string& allow_write_file)
{
    if (allow_write_file.empty()) return;
    struct stat st {};
    const bool same = target.kind == TargetKind::File && target.exists &&
                      ::stat(allow_write_file.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
                      st.st_dev == target.file_dev && st.st_ino == target.file_ino;
    if (!same)
        throw WriteRefused(fmt::format(
            "--allow-write-file {} does not name the target {}; it allows writes only to "
            "the existing file named in both",
            allow_write_file, target.path));
}

} // namespace

void checkFileRunAllowed(const std::vector<Job>& jobs, const TargetInfo& target,
                         const std::string& allow_write_file)
{
    checkAllowWriteFileNamesTarget(target, allow_write_file);
    if (target.kind != TargetKind::File || jobs.empty()) return;
    const bool writes = anyWrites(jobs);
    const std::uint64_t end = runEnd(jobs, target);
    if (!target.exists) {
        if (!writes)
            throw JobError(fmt::format(
                "read bench: {} does not exist, and a read bench does not create files; run a "
                "write bench first (it creates and fills the file)",
                target.path));
        return;
    }
    if (end > target.size_bytes) {
        if (!writes)
            throw JobError(
                fmt::format("read bench: {} is {}, smaller than the {} range; {}give --size {}",
                            target.path, sizeText(target.size_bytes), sizeText(end),
                            target.test_file ? "run a write bench first or " : "",
                            sizeOptionFor(target.size_bytes)));
        if (!target.test_file)
            throw JobError(fmt::format(
                "{} is {}, smaller than the {} range, and ArrayMark grows only the test files "
                "it created; give --size {} or a new file",
                target.path, sizeText(target.size_bytes), sizeText(end),
                sizeOptionFor(target.size_bytes)));
    }
    if (writes && !target.test_file && allow_write_file.empty())
        throw WriteRefused(fmt::format(
            "{} is an existing file that ArrayMark did not create, and this run writes to "
            "it: its content would be overwritten; pass --allow-write-file {} to confirm",
            target.path, target.path));
}

} // namespace am::bench
