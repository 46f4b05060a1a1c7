#include "core/bench/mode_checks.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <fmt/format.h>

#include "core/bench/job_validation.h"
#include "core/util/text_file.h"

namespace am::bench {

namespace {

// The queue directory of block device major:minor (a partition's is its parent's).
std::filesystem::path queueOf(const std::filesystem::path& sysfs, dev_t device)
{
    std::error_code ec;
    const auto link = sysfs / "dev/block" / fmt::format("{}:{}", major(device), minor(device));
    auto dir = std::filesystem::canonical(link, ec);
    if (ec) dir = link;
    if (std::filesystem::exists(dir / "partition", ec)) dir = dir.parent_path();
    return dir / "queue";
}

// st_dev of the file, or of the folder it will be created in.
std::optional<dev_t> fileSystemDevice(const TargetInfo& target)
{
    if (target.exists) return target.file_dev;
    struct stat st {};
    const auto parent = std::filesystem::absolute(target.path).parent_path();
    if (::stat(parent.c_str(), &st) != 0) return std::nullopt;
    return st.st_dev;
}

} // namespace

std::string uringOnlyModes(const Job& job)
{
    std::string modes;
    auto add = [&](bool on, const char* name) {
        if (!on) return;
        if (!modes.empty()) modes += ", ";
        modes += name;
    };
    add(job.hipri, "--hipri");
    add(job.sqpoll, "--sqpoll");
    add(job.passthrough, "--passthrough");
    return modes;
}

std::string engineModesText(const Job& job)
{
    std::string text;
    auto add = [&](bool on, const std::string& name) {
        if (!on) return;
        if (!text.empty()) text += ", ";
        text += name;
    };
    add(job.hipri, "hipri");
    add(job.sqpoll, job.sqpoll_cpu >= 0 ? fmt::format("sqpoll on CPU {}", job.sqpoll_cpu)
                                        : std::string("sqpoll"));
    add(job.passthrough, "passthrough");
    add(job.rate_iops > 0, fmt::format("paced {} IOPS", job.rate_iops));
    return text;
}

void validateModes(const Job& job)
{
    const std::string uring_only = uringOnlyModes(job);
    if (!uring_only.empty() && job.backend == BackendChoice::Sync)
        throw JobError(
            fmt::format("{}: io_uring modes; they cannot run with --engine sync", uring_only));
    if (job.hipri && !job.direct)
        throw JobError("--hipri: polled completions need direct I/O; drop --buffered");
    if (job.passthrough && !job.direct)
        throw JobError("--passthrough: NVMe commands bypass the page cache; drop --buffered");
    if (job.sqpoll_cpu >= 0 && !job.sqpoll)
        throw JobError(
            fmt::format("SQPOLL CPU {}: set only together with --sqpoll", job.sqpoll_cpu));
    if (job.sqpoll_cpu >= 0) {
        const long online = ::sysconf(_SC_NPROCESSORS_CONF);
        if (online > 0 && job.sqpoll_cpu >= online)
            throw JobError(fmt::format("--sqpoll {}: this machine has CPUs 0 to {}", job.sqpoll_cpu,
                                       online - 1));
    }
    if (job.rate_iops > kMaxRateIops)
        throw JobError(
            fmt::format("--rate-iops {}: at most {} per thread", job.rate_iops, kMaxRateIops));
    if (job.cpu_policy == CpuPolicy::List && job.cpus.empty())
        throw JobError("--cpus: an empty list; name CPUs (0-3,8) or none");
}

std::optional<std::string> pollProblem(const TargetInfo& target, const std::filesystem::path& sysfs)
{
    std::filesystem::path queue;
    std::string what;
    if (target.kind == TargetKind::BlockDevice) {
        queue = sysfs / "block" / target.device_name / "queue";
        what = target.device_name;
    } else {
        const auto device = fileSystemDevice(target);
        if (!device) return fmt::format("cannot find the filesystem of {}", target.path);
        if (major(*device) == 0)
            return fmt::format("{} is on a filesystem with no block device (tmpfs, overlay, a "
                               "network filesystem): nothing to poll",
                               target.path);
        queue = queueOf(sysfs, *device);
        what = fmt::format("{} (the device under {})", queue.parent_path().filename().string(),
                           target.path);
    }
    const auto io_poll = util::readAttribute(queue / "io_poll");
    if (!io_poll) return fmt::format("{} has no io_poll attribute: its kernel cannot poll", what);
    if (*io_poll != "1")
        return fmt::format("{} has no poll queues (queue/io_poll is {}); NVMe needs the "
                           "nvme.poll_queues module option, null_blk poll_queues",
                           what, *io_poll);
    return std::nullopt;
}

void validateModesForTarget(const Job& job, const TargetInfo& target,
                            const std::filesystem::path& sysfs)
{
    validateModes(job);
    if (target.named_generic && !job.passthrough)
        throw JobError(fmt::format("target {}: the generic device of NVMe namespace {} takes NVMe "
                                   "commands only; add --passthrough or name /dev/{}",
                                   target.path, target.device_name, target.device_name));
    if (job.passthrough && !target.nvme)
        throw JobError(fmt::format(
            "--passthrough: {} is no NVMe namespace with a generic device (/dev/ngXnY); "
            "passthrough sends NVMe commands",
            target.path));
    if (job.passthrough && target.nvme->max_transfer_bytes != 0 &&
        job.block_size > target.nvme->max_transfer_bytes)
        throw JobError(fmt::format("--passthrough: block size {} is above {}'s largest transfer, "
                                   "{} bytes (queue/max_hw_sectors_kb)",
                                   job.block_size, target.device_name,
                                   target.nvme->max_transfer_bytes));
    if (!job.hipri) return;
    if (const auto problem = pollProblem(target, sysfs))
        throw JobError(fmt::format("--hipri: {}", *problem));
}

} // namespace am::bench
