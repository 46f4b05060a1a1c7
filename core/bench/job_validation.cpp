#include "core/bench/job_validation.h"

#include <algorithm>

#include <fmt/format.h>

#include "core/util/units.h"

namespace am::bench {

namespace {
std::string sizeText(std::uint64_t bytes)
{
    return util::formatSize(bytes, util::SizeUnits::Binary);
}
} // namespace

RangeSizeCheck checkRangeSize(std::string_view text, std::uint64_t largest_block)
{
    RangeSizeCheck check;
    try {
        check.bytes = util::parseSize(text);
    } catch (const std::invalid_argument& e) {
        check.problem = RangeSizeCheck::Problem::NotASize;
        check.message = e.what();
        return check;
    }
    const std::uint64_t block = std::max<std::uint64_t>(largest_block, 1);
    if (check.bytes == 0) {
        check.problem = RangeSizeCheck::Problem::Zero;
        check.message =
            fmt::format("0 does not mean the whole target: a size must be at least one block "
                        "({}); leave the size out for the whole target",
                        sizeText(block));
    } else if (check.bytes < block) {
        check.problem = RangeSizeCheck::Problem::BelowOneBlock;
        check.message =
            fmt::format("{} bytes is smaller than one block of this run ({}); a size must be at "
                        "least one block",
                        check.bytes, sizeText(block));
    } else if (check.bytes % block != 0) {
        check.problem = RangeSizeCheck::Problem::NotWholeBlocks;
        check.message =
            fmt::format("{} bytes is not a whole number of this run's largest blocks ({}); use "
                        "a multiple, e.g. {}",
                        check.bytes, sizeText(block), sizeText(check.bytes / block * block));
    }
    return check;
}

std::uint64_t largestBlockSize(const std::vector<Job>& jobs)
{
    std::uint64_t largest = 0;
    for (const Job& job : jobs) largest = std::max(largest, job.block_size);
    return largest;
}

void validateJob(const Job& job)
{
    if (job.block_size < kMinBlockSize || job.block_size > kMaxBlockSize)
        throw JobError(
            fmt::format("block size {}: must be between 512 B and 64 MiB", job.block_size));
    if (job.block_size % 512 != 0)
        throw JobError(
            fmt::format("block size {}: must be a multiple of 512 bytes", job.block_size));
    if (job.read_share > 100)
        throw JobError(
            fmt::format("read share {}: must be between 0 and 100 (percent)", job.read_share));
    if (job.queue_depth < 1 || job.queue_depth > kMaxQueueDepth)
        throw JobError(fmt::format("queue depth {}: must be between 1 and {}", job.queue_depth,
                                   kMaxQueueDepth));
    if (job.workers < 1 || job.workers > kMaxWorkers)
        throw JobError(fmt::format("jobs {}: must be between 1 and {}", job.workers, kMaxWorkers));
    const std::uint64_t buffer_bytes = job.block_size * job.queue_depth * job.workers;
    if (buffer_bytes > kMaxBufferBytes)
        throw JobError(fmt::format(
            "bs x qd x jobs = {} x {} x {} = {} of buffers: must be at most {}", job.block_size,
            job.queue_depth, job.workers, sizeText(buffer_bytes), sizeText(kMaxBufferBytes)));
    if (!(job.runtime_s > 0) || job.runtime_s > 7 * 86400.0)
        throw JobError(fmt::format("runtime {}: must be more than 0 and at most a week (seconds)",
                                   job.runtime_s));
    if (!(job.ramp_s >= 0) || job.ramp_s > 86400.0)
        throw JobError(fmt::format("ramp {}: must be between 0 and 86400 seconds", job.ramp_s));
    if (job.fill == BufferFill::Compressible && job.compressible_percent > 100)
        throw JobError(fmt::format("compressible share {}: must be between 0 and 100 (percent)",
                                   job.compressible_percent));
    if (job.fill_once && (job.pattern != Pattern::Sequential || job.read_share != 0))
        throw JobError(fmt::format("fill: a fill writes its range once, in order: it must be a "
                                   "sequential write (rw write), not {}",
                                   rwName(job)));
    if (job.fill_once && job.ramp_s > 0)
        throw JobError(fmt::format("fill: a fill counts every byte it writes from the first, so "
                                   "it has no ramp (ramp {} s)",
                                   job.ramp_s));
    if (job.fill_once && (job.load_peak || job.load_percent > 0))
        throw JobError("fill: a fill is not paced, so it cannot be on a load ladder");
    if (!(job.sample_interval_s >= 0.01))
        throw JobError(
            fmt::format("sample interval {}: must be at least 0.01 s", job.sample_interval_s));
}

std::uint64_t jobRange(const Job& job, const TargetInfo& target)
{
    std::uint64_t range = job.size;
    if (range == 0) {
        const std::uint64_t total = target.exists ? target.size_bytes : kDefaultFileSize;
        range = total > job.offset ? total - job.offset : 0;
    }
    return range / job.block_size * job.block_size;
}

std::uint64_t runEnd(const std::vector<Job>& jobs, const TargetInfo& target)
{
    std::uint64_t end = 0;
    for (const Job& job : jobs) end = std::max(end, job.offset + jobRange(job, target));
    return end;
}

void validateJobForTarget(const Job& job, const TargetInfo& target)
{
    validateJob(job);
    const std::uint32_t logical = target.logical_block_size;
    if (job.direct && job.block_size % logical != 0)
        throw JobError(
            fmt::format("block size {}: not a multiple of the logical block size of {} ({} bytes)",
                        job.block_size, target.path, logical));
    if (job.direct && job.offset % logical != 0)
        throw JobError(
            fmt::format("offset {}: not a multiple of the logical block size of {} ({} bytes)",
                        job.offset, target.path, logical));
    // Compared without adding: offset + size wraps around 2^64 and would pass.
    if (target.kind == TargetKind::BlockDevice) {
        if (job.offset > target.size_bytes)
            throw JobError(fmt::format("offset {} bytes: beyond the end of {} ({} bytes)",
                                       job.offset, target.path, target.size_bytes));
        if (job.size > target.size_bytes - job.offset)
            throw JobError(fmt::format(
                "size {} bytes ({}): larger than {} ({} bytes) from offset {}", job.size,
                sizeText(job.size), target.path, target.size_bytes, job.offset));
    } else if (job.offset > kMaxFileEnd || job.size > kMaxFileEnd - job.offset) {
        throw JobError(
            fmt::format("offset {} + size {}: beyond the largest file offset ({} bytes) of {}",
                        job.offset, job.size, kMaxFileEnd, target.path));
    }
    const std::uint64_t range = jobRange(job, target);
    if (range < job.block_size)
        throw JobError(fmt::format("size {}: smaller than one block ({} bytes) on {}",
                                   sizeText(job.size != 0 ? job.size : range), job.block_size,
                                   target.path));
    // Verify remembers a generation per block (8 bytes each).
    if (job.verify && range / job.block_size > (1ULL << 27))
        throw JobError(
            fmt::format("verify: {} blocks of {} bytes is more than 134M; use a larger --bs or a "
                        "smaller --size",
                        range / job.block_size, job.block_size));
}

} // namespace am::bench
