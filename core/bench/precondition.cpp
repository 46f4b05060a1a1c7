#include "core/bench/precondition.h"

#include <linux/fs.h>
#include <sys/ioctl.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>

#include <fmt/format.h>

#include "core/bench/job_validation.h"
#include "core/bench/run_target.h"
#include "core/util/units.h"

namespace am::bench {

namespace {

// The range every job of the run touches.
std::pair<std::uint64_t, std::uint64_t> runRange(const std::vector<Job>& jobs,
                                                 const TargetInfo& target)
{
    std::uint64_t start = jobs.front().offset;
    for (const Job& job : jobs) start = std::min(start, job.offset);
    const std::uint64_t end = runEnd(jobs, target);
    return {start, end > start ? end - start : 0};
}

std::string discardRange(const RunTarget& target, std::uint64_t offset, std::uint64_t length)
{
    if (target.info().kind != TargetKind::BlockDevice) return "not a block device";
    std::uint64_t range[2] = {offset, length};
    if (ioctl(target.readBackFd(), BLKDISCARD, range) == 0) return "done";
    const int error = errno;
    return error == EOPNOTSUPP ? "not supported by the device"
                               : fmt::format("failed: {}", std::strerror(error));
}

} // namespace

void checkPrecondition(const std::vector<Job>& jobs, unsigned passes)
{
    if (passes < 1 || passes > kMaxPreconditionPasses)
        throw JobError(fmt::format("precondition {}: the passes over the range must be 1 to {}",
                                   passes, kMaxPreconditionPasses));
    if (std::none_of(jobs.begin(), jobs.end(), [](const Job& job) { return job.writes(); }))
        throw JobError("precondition: it writes the whole range, so it is only for runs that "
                       "write; this run only reads, and its target is not written");
}

PreconditionRecord
precondition(const std::vector<Job>& jobs, unsigned passes, const RunControl& control,
             const std::function<void(unsigned pass, std::uint64_t range_bytes)>& on_pass)
{
    checkPrecondition(jobs, passes);
    if (!control.target || !control.target->writable())
        throw JobError("precondition: the run's target is not open for writing");
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    PreconditionRecord record;
    record.requested = true;
    record.passes = passes;
    std::tie(record.offset, record.range_bytes) = runRange(jobs, control.target->info());
    record.discard = discardRange(*control.target, record.offset, record.range_bytes);

    Job pass = jobs.front();
    pass.name = "precondition";
    pass.pattern = Pattern::Sequential;
    pass.read_share = 0;
    pass.block_size = 1 << 20;
    pass.queue_depth = 8;
    pass.workers = 1;
    pass.ramp_s = 0;
    pass.runtime_s = 7 * 86400.0; // a cap only: the pass ends once its range is written
    pass.fill_once = true;
    pass.offset = record.offset;
    pass.size = record.range_bytes / pass.block_size * pass.block_size;
    pass.verify = false;
    pass.load_peak = false;
    pass.load_percent = 0;
    pass.rate_iops = 0;
    pass.fill = BufferFill::Random; // what the cells will find: incompressible data
    if (pass.size == 0) pass.block_size = pass.size = 4096;
    for (unsigned i = 0; i < passes; ++i) {
        if (control.cancel && control.cancel->load()) {
            record.cancelled = true;
            break;
        }
        if (on_pass) on_pass(i, pass.size);
        const CellResult cell = runJob(pass, control);
        record.written_bytes += static_cast<double>(cell.write_bytes);
        if (cell.cancelled) {
            record.cancelled = true;
            break;
        }
        ++record.passes_done;
    }
    record.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return record;
}

std::string preconditionText(const PreconditionRecord& r)
{
    if (!r.requested) return "off";
    return fmt::format(
        "discard {}, {} of {} sequential pass{}: {} in {:.{}f} s{}", r.discard, r.passes_done,
        r.passes, r.passes == 1 ? "" : "es",
        util::formatSize(static_cast<std::uint64_t>(r.written_bytes), util::SizeUnits::Binary),
        r.seconds, r.seconds < 10 ? 1 : 0, r.cancelled ? " (stopped)" : "");
}

nlohmann::json preconditionToJson(const PreconditionRecord& r)
{
    if (!r.requested) return {{"requested", false}};
    return {{"requested", true},
            {"passes", r.passes},
            {"passes_done", r.passes_done},
            {"offset", r.offset},
            {"range_bytes", r.range_bytes},
            {"discard", r.discard},
            {"written_bytes", r.written_bytes},
            {"seconds", r.seconds},
            {"cancelled", r.cancelled}};
}

PreconditionRecord preconditionFromJson(const nlohmann::json& v)
{
    PreconditionRecord r;
    if (!v.is_object()) return r;
    r.requested = v.value("requested", false);
    if (!r.requested) return r;
    r.passes = v.value("passes", 0U);
    r.passes_done = v.value("passes_done", 0U);
    r.offset = v.value("offset", std::uint64_t{0});
    r.range_bytes = v.value("range_bytes", std::uint64_t{0});
    r.discard = v.value("discard", std::string());
    r.written_bytes = v.value("written_bytes", 0.0);
    r.seconds = v.value("seconds", 0.0);
    r.cancelled = v.value("cancelled", false);
    return r;
}

} // namespace am::bench
