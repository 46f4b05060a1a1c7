#include "core/bench/engine.h"

#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <memory>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "core/bench/backend_probe.h"
#include "core/bench/cpu_placement.h"
#include "core/bench/error_kind.h"
#include "core/bench/io_buffers.h"
#include "core/bench/job_validation.h"
#include "core/bench/mode_checks.h"
#include "core/bench/target.h"
#include "core/bench/thread_cpu.h"
#include "core/bench/verify_state.h"
#include "core/bench/worker.h"
#include "core/bench/write_safety.h"
#include "core/drives/scan.h"

namespace am::bench {

namespace {

CpuTime cpuNow()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    auto seconds = [](const timeval& tv) {
        return static_cast<double>(tv.tv_sec) + tv.tv_usec / 1e6;
    };
    return {seconds(usage.ru_utime), seconds(usage.ru_stime)};
}

std::vector<Lane> makeLanes(const Job& job, std::uint64_t range_blocks, std::uint32_t lane_count,
                            std::uint32_t depth)
{
    // Sequential streams and verify runs split the range so that lanes never
    // meet; random lanes share the whole range with different seeds.
    const bool split = job.pattern == Pattern::Sequential || job.verify;
    const std::uint64_t per_lane = split ? range_blocks / lane_count : range_blocks;
    if (per_lane == 0)
        throw JobError(
            fmt::format("size: {} blocks cannot be shared by {} threads; use a larger --size",
                        range_blocks, lane_count));
    // Verify never has two I/Os on one block, so each lane needs a free block
    // beyond those in flight.
    if (job.verify && per_lane <= depth)
        throw JobError(fmt::format(
            "size: verify needs more than {} blocks per thread, {} has {}; use a larger "
            "--size or a smaller --qd",
            depth, job.target, per_lane));
    std::vector<Lane> lanes(lane_count);
    for (std::uint32_t i = 0; i < lane_count; ++i) {
        lanes[i].id = i;
        lanes[i].start = job.offset + (split ? i * per_lane * job.block_size : 0);
        lanes[i].blocks = split && i + 1 == lane_count ? range_blocks - i * per_lane : per_lane;
        lanes[i].seed = job.seed + 0x9e3779b97f4a7c15ULL * (i + 1);
    }
    return lanes;
}

StatsSnapshot snapshotAll(const std::vector<std::unique_ptr<WorkerStats>>& stats)
{
    StatsSnapshot total;
    for (const auto& s : stats) total.add(*s);
    return total;
}

LatencySummary summarize(std::uint64_t ios, const LatencySnapshot& lat)
{
    LatencySummary s;
    s.count = ios;
    if (ios == 0) return s;
    s.mean_ns = static_cast<double>(lat.sum) / static_cast<double>(ios);
    s.min_ns = lat.min;
    s.max_ns = lat.max;
    fillPercentiles(s, lat.histogram);
    return s;
}

// Both directions in one summary: `kind` is &DirectionSnapshot::clat or ::total.
LatencySummary summarizeBoth(const StatsSnapshot& snap, LatencySnapshot DirectionSnapshot::*kind)
{
    LatencySnapshot both = snap.read.*kind;
    both.merge(snap.write.*kind);
    return summarize(snap.read.ios + snap.write.ios, both);
}

Sample makeSample(const StatsSnapshot& interval, double time_s, double interval_s)
{
    Sample sample;
    sample.time_s = time_s;
    sample.interval_s = interval_s;
    sample.read_iops = static_cast<double>(interval.read.ios) / interval_s;
    sample.write_iops = static_cast<double>(interval.write.ios) / interval_s;
    sample.iops = sample.read_iops + sample.write_iops;
    sample.bw_bytes = static_cast<double>(interval.read.bytes + interval.write.bytes) / interval_s;
    LatencyHistogram clat = interval.read.clat.histogram;
    clat.merge(interval.write.clat.histogram);
    sample.p99_ns = clat.percentile(99);
    LatencyHistogram total = interval.read.total.histogram;
    total.merge(interval.write.total.histogram);
    sample.total_p99_ns = total.percentile(99);
    return sample;
}

// Where each thread ran, and whether the engine's threads used up their
// cores: their CPU time (and that of io_uring's workers) over the measured
// time times the cores they had (the CPUs they were pinned to, or as many
// as they could use).
void recordPlacement(CellResult& result, const CpuPlan& plan,
                     const std::vector<std::unique_ptr<WorkerStats>>& stats,
                     const std::vector<double>& cpu_start, const std::vector<double>& cpu_end,
                     std::size_t allowed_cpus)
{
    result.placement = plan.source;
    double busy_s = result.cpu.io_workers_s;
    std::vector<int> pinned;
    for (std::size_t i = 0; i < stats.size(); ++i) {
        ThreadPlacement thread;
        thread.cpu = plan.cpus[i];
        thread.ran_on = stats[i]->last_cpu;
        if (i < cpu_start.size() && i < cpu_end.size())
            thread.cpu_s = std::max(0.0, cpu_end[i] - cpu_start[i]);
        thread.sqpoll_cpu = result.job.sqpoll ? sqpollCpuFor(result.job, plan, i) : -1;
        busy_s += thread.cpu_s;
        if (thread.cpu >= 0 && std::find(pinned.begin(), pinned.end(), thread.cpu) == pinned.end())
            pinned.push_back(thread.cpu);
        result.threads.push_back(thread);
    }
    const std::size_t cores = !pinned.empty()
                                  ? pinned.size()
                                  : std::max<std::size_t>(1, std::min(stats.size(), allowed_cpus));
    result.engine_cores = static_cast<unsigned>(cores);
    if (result.measured_s > 0)
        result.engine_busy = busy_s / (result.measured_s * static_cast<double>(cores));
    result.cpu_bound = !result.job.hipri && result.engine_busy >= kCpuBoundShare;
}

// After the timed part: read back every block this run wrote and check it.
void verifyPass(int fd, const Job& job, VerifyState& verify, const std::atomic<bool>* cancel)
{
    IoBuffers buffer(1, job.block_size, BufferFill::Zero, 0, 0);
    for (std::uint64_t i = 0; i < verify.blocks(); ++i) {
        if (cancel && cancel->load(std::memory_order_relaxed)) return;
        const std::uint64_t offset = verify.offsetOf(i);
        if (verify.expected(offset) == 0) continue;
        const ssize_t done = pread(fd, buffer.at(0), job.block_size, static_cast<off_t>(offset));
        if (done != static_cast<ssize_t>(job.block_size))
            verify.unreadable(offset);
        else
            verify.check(buffer.at(0), offset);
    }
}

} // namespace

PreparedRun prepareRun(const std::vector<Job>& jobs, const RunControl& control)
{
    if (jobs.empty()) throw JobError("run: no jobs");
    for (const Job& job : jobs) validateJob(job);
    for (const Job& job : jobs)
        if (job.target != jobs.front().target)
            throw JobError(fmt::format("run: one target per run ({} and {})", jobs.front().target,
                                       job.target));
    PreparedRun run;
    run.inspected = inspectTarget(jobs.front().target);
    for (const Job& job : jobs)
        if (job.passthrough != jobs.front().passthrough)
            throw JobError("--passthrough: one run opens its target one way; every job of it "
                           "must use passthrough or none");
    const std::vector<unsigned> allowed = allowedCpus();
    for (const Job& job : jobs) {
        validateJobForTarget(job, run.inspected);
        validateModesForTarget(job, run.inspected, control.roots.sysfs);
        checkCpusAllowed(job, allowed);
    }
    // A device's scan entry goes into the result document, so reads scan too.
    if (run.inspected.kind == TargetKind::BlockDevice) run.scan = drives::scan(control.roots);
    for (const Job& job : jobs)
        checkWriteAllowed(job, run.inspected, control.allow_write_device, run.scan);
    checkFileRunAllowed(jobs, run.inspected, control.allow_write_file);
    run.target = RunTarget::open(run.inspected, jobs, control.cancel);
    return run;
}

CellResult runJob(const Job& job, const RunControl& control)
{
    if (!control.target) {
        const PreparedRun run = prepareRun({job}, control);
        RunControl prepared = control;
        prepared.target = run.target.get();
        return runJob(job, prepared);
    }
    const RunTarget& opened = *control.target;
    const TargetInfo& target = opened.info();
    validateJobForTarget(job, target);
    validateModesForTarget(job, target, control.roots.sysfs);
    if (job.target != target.path)
        throw JobError(
            fmt::format("job target {}: the run's target is {}", job.target, target.path));
    if (job.writes() && !opened.writable())
        throw JobError(
            fmt::format("{}: this run opened the target for reading only, and job {} writes",
                        target.path, defaultJobName(job)));
    const std::uint64_t range = jobRange(job, target);
    if (target.kind == TargetKind::File && job.offset + range > target.size_bytes)
        throw JobError(
            fmt::format("{} holds {} bytes, and job {} needs {}; the run did not prepare it",
                        target.path, target.size_bytes, defaultJobName(job), job.offset + range));
    opened.setDirect(job.direct);
    const int fd = opened.fd(); // the run's one descriptor, shared by every worker

    const BackendDecision decision = chooseBackend(job.backend, fd, job);
    const bool uring = decision.backend == Backend::IoUring;
    const std::uint32_t lane_count = uring ? job.workers : job.workers * job.queue_depth;
    const std::uint32_t depth = uring ? job.queue_depth : 1;
    const std::vector<Lane> lanes = makeLanes(job, range / job.block_size, lane_count, depth);

    std::unique_ptr<VerifyState> verify;
    if (job.verify)
        verify = std::make_unique<VerifyState>(job.offset, job.block_size, range / job.block_size);

    std::atomic<bool> stop{false};
    // Workers count I/Os only while this is set (the measured part): the
    // final counts are then read after they stopped, so that both latencies
    // and the counts describe the same I/Os, which a snapshot taken while
    // they run would not.
    // A fill (no ramp) counts from its first I/O: it is to account for every byte it writes.
    std::atomic<bool> recording{job.fill_once};
    std::vector<std::unique_ptr<WorkerStats>> stats;
    std::vector<std::thread> threads;
    std::atomic<std::uint32_t> running{lane_count};
    std::atomic<std::uint32_t> ready{0};
    const std::vector<unsigned> allowed = allowedCpus();
    const CpuPlan plan = planCpus(job, lane_count, target, control.roots.sysfs, allowed);
    // fio's rate_iops is per job thread: an io_uring thread paces its own
    // stream; the sync backend's queue-depth threads of one job share it,
    // each a period of qd I/Os, staggered so that together they are even.
    const double period_ns = job.rate_iops > 0 ? 1e9 / static_cast<double>(job.rate_iops) : 0;
    for (const Lane& lane : lanes) {
        stats.push_back(std::make_unique<WorkerStats>());
        WorkerContext ctx{&job,  fd,         lane,         depth, stats.back().get(),
                          &stop, &recording, verify.get(), &ready};
        ctx.cpu = plan.cpus[lane.id];
        ctx.nvme = opened.nvme();
        if (job.sqpoll) ctx.sqpoll_cpu = sqpollCpuFor(job, plan, lane.id);
        // A fill's lanes split the range: each writes its own blocks once (a sync thread is a
        // lane of its own).
        if (job.fill_once) ctx.io_limit = lane.blocks;
        if (period_ns > 0) {
            const std::uint32_t share = uring ? 1 : job.queue_depth;
            ctx.pace_period_ns = period_ns * share;
            ctx.pace_phase_ns = period_ns * (lane.id % share);
        }
        threads.emplace_back([ctx, uring, &running] {
            try {
                // Pinned before its buffers are touched: they land on its node.
                const std::string pin_error = pinCurrentThread(ctx.cpu);
                if (!pin_error.empty()) throw EngineError(ErrorKind::Internal, pin_error);
                if (uring)
                    runUringWorker(ctx);
                else
                    runSyncWorker(ctx);
            } catch (const std::exception& e) {
                ctx.stats->setup_error = e.what(); // read only after join
                ctx.stats->setup_kind = errorKindOf(e);
            }
            ctx.stats->last_cpu = sched_getcpu();
            running.fetch_sub(1);
        });
    }
    std::vector<pthread_t> handles;
    for (auto& t : threads) handles.push_back(t.native_handle());

    CellResult result;
    result.job = job;
    result.backend = decision.backend;
    result.backend_reason = decision.reason;

    // The clock starts once every worker has its ring and buffers (or gave
    // up): setting up 8 MiB of buffers can take longer than a short cell.
    while (ready.load() + (lane_count - running.load()) < lane_count &&
           !(control.cancel && control.cancel->load(std::memory_order_relaxed)))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    const auto ns = [](double s) { return static_cast<std::uint64_t>(s * 1e9); };
    const std::uint64_t started = monotonicNs();
    const std::uint64_t ramp_end = started + ns(job.ramp_s);
    const std::uint64_t interval = ns(job.sample_interval_s);
    bool measuring = false;
    std::uint64_t measure_start = 0, measure_end = 0, next_sample = 0, last_sample = 0;
    StatsSnapshot previous; // nothing is counted before the measured part
    bool count_final = false;
    CpuTime cpu_start;
    IoThreadCpu io_cpu_start;
    std::vector<double> thread_cpu_start, thread_cpu_end;

    for (;;) {
        std::uint64_t now = monotonicNs();
        if (control.cancel && control.cancel->load(std::memory_order_relaxed))
            result.cancelled = true;
        if (!measuring && !result.cancelled && now >= ramp_end) {
            recording.store(true, std::memory_order_relaxed);
            cpu_start = cpuNow();
            io_cpu_start = ioThreadCpuNow();
            thread_cpu_start = threadCpuNow(handles);
            measuring = true;
            measure_start = last_sample = now;
            next_sample = now + interval;
        }
        bool done = result.cancelled || running.load() == 0;
        if (measuring && !done && now >= next_sample) {
            const StatsSnapshot snap = snapshotAll(stats);
            const Sample sample =
                makeSample(snap.minus(previous), static_cast<double>(now - measure_start) / 1e9,
                           static_cast<double>(now - last_sample) / 1e9);
            previous = snap;
            last_sample = now;
            next_sample += interval;
            result.samples.push_back(sample);
            if (control.on_sample && !control.on_sample(sample)) done = true;
        }
        if (measuring && now >= measure_start + ns(job.runtime_s)) done = true;
        if (done) {
            measure_end = now;
            if (measuring) {
                recording.store(false, std::memory_order_relaxed);
                count_final = true;
                const CpuTime cpu_end = cpuNow();
                const IoThreadCpu io_cpu_end = ioThreadCpuNow();
                thread_cpu_end = threadCpuNow(handles);
                result.cpu = {cpu_end.user_s - cpu_start.user_s,
                              cpu_end.system_s - cpu_start.system_s,
                              std::max(0.0, io_cpu_end.sqpoll_s - io_cpu_start.sqpoll_s),
                              std::max(0.0, io_cpu_end.workers_s - io_cpu_start.workers_s)};
            }
            break;
        }
        std::uint64_t wake =
            measuring ? std::min(next_sample, measure_start + ns(job.runtime_s)) : ramp_end;
        // Poll the cancel flag at 20 Hz; a fill's lanes end on their own, so look every 2 ms.
        wake = std::min<std::uint64_t>(wake, now + (job.fill_once ? 2000000ULL : 50000000ULL));
        if (wake > now) std::this_thread::sleep_for(std::chrono::nanoseconds(wake - now));
    }
    stop.store(true);
    for (auto& t : threads) t.join();
    // A fill's last stretch is a sample of its own: the curve ends at what it wrote in all.
    if (job.fill_once && measuring && count_final && measure_end > last_sample)
        result.samples.push_back(makeSample(snapshotAll(stats).minus(previous),
                                            static_cast<double>(measure_end - measure_start) / 1e9,
                                            static_cast<double>(measure_end - last_sample) / 1e9));

    for (const auto& s : stats) {
        if (!s->setup_error.empty())
            throw EngineError(s->setup_kind, fmt::format("{}: {}", job.target, s->setup_error));
        if (result.ring_features.empty()) result.ring_features = s->features;
        if (result.first_error.empty()) {
            result.first_error = s->firstError();
            result.first_error_kind = s->firstErrorKind();
            result.first_errno = s->firstErrno();
        }
    }
    if (measuring) {
        // After join: every worker has stopped writing its counters.
        const StatsSnapshot measured = count_final ? snapshotAll(stats) : StatsSnapshot{};
        result.measured_s = static_cast<double>(measure_end - measure_start) / 1e9;
        const double secs = std::max(result.measured_s, 1e-9);
        result.read_ios = measured.read.ios;
        result.write_ios = measured.write.ios;
        result.read_bytes = measured.read.bytes;
        result.write_bytes = measured.write.bytes;
        result.read_iops = static_cast<double>(measured.read.ios) / secs;
        result.write_iops = static_cast<double>(measured.write.ios) / secs;
        result.iops = result.read_iops + result.write_iops;
        result.read_bw_bytes = static_cast<double>(measured.read.bytes) / secs;
        result.write_bw_bytes = static_cast<double>(measured.write.bytes) / secs;
        result.bw_bytes = result.read_bw_bytes + result.write_bw_bytes;
        result.read_lat = summarize(measured.read.ios, measured.read.clat);
        result.write_lat = summarize(measured.write.ios, measured.write.clat);
        result.lat = summarizeBoth(measured, &DirectionSnapshot::clat);
        result.read_total_lat = summarize(measured.read.ios, measured.read.total);
        result.write_total_lat = summarize(measured.write.ios, measured.write.total);
        result.total_lat = summarizeBoth(measured, &DirectionSnapshot::total);
        result.histograms.read = sparseOf(measured.read.total.histogram);
        result.histograms.write = sparseOf(measured.write.total.histogram);
    }
    result.errors = snapshotAll(stats).errors;
    recordPlacement(result, plan, stats, thread_cpu_start, thread_cpu_end, allowed.size());
    result.latency_from_due = job.rate_iops > 0;
    if (verify) {
        if (job.writes()) verifyPass(opened.readBackFd(), job, *verify, control.cancel);
        result.verify = verify->report();
    }
    return result;
}

} // namespace am::bench
