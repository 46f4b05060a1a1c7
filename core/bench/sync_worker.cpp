// The pread/pwrite backend: one I/O at a time per thread. Where io_uring
// would hand every I/O to a kernel worker anyway (targets that cannot take
// non-blocking submission), plain threads skip that hand-off.
#include <sys/prctl.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fmt/format.h>

#include "core/bench/io_buffers.h"
#include "core/bench/offset_generator.h"
#include "core/bench/verify_block.h"
#include "core/bench/verify_state.h"
#include "core/bench/worker.h"

namespace am::bench {

void runSyncWorker(const WorkerContext& ctx)
{
    const Job& job = *ctx.job;
    WorkerStats& stats = *ctx.stats;
    const std::size_t bs = job.block_size;
    IoBuffers buffers(1, bs, job.fill, job.compressible_percent, ctx.lane.seed);
    std::byte* buffer = buffers.at(0);
    OffsetGenerator offsets(job.pattern, ctx.lane.start, ctx.lane.blocks, bs, job.read_share,
                            ctx.lane.seed);
    std::uint64_t write_sequence = 0;

    // Paced: I/O k is due at pace_start + phase + k * period; its total
    // latency counts from then, so time spent waiting for a late turn shows.
    const bool paced = ctx.pace_period_ns > 0;
    stats.total_is_clat = !paced; // read by the sampler only after `ready`
    if (paced) prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL); // as in uring_worker.cpp
    ctx.ready->fetch_add(1);
    const std::uint64_t pace_start = monotonicNs();
    std::uint64_t paced_count = 0;
    std::uint64_t issued = 0; // a fill (ctx.io_limit): its blocks, once
    while (!ctx.stop->load(std::memory_order_relaxed)) {
        if (job.stop_on_error && stats.errors.load(std::memory_order_relaxed) != 0) break;
        if (ctx.io_limit != 0 && issued++ >= ctx.io_limit) break;
        const bool is_read = offsets.nextIsRead();
        const std::uint64_t offset = offsets.nextOffset();
        std::uint64_t generation = 0;
        if (!is_read) {
            buffers.refresh(0, offsets.rng());
            if (ctx.verify) {
                generation = (std::uint64_t{ctx.lane.id + 1} << 44) | ++write_sequence;
                stampBlock(buffer, bs, offset, generation);
            }
        }
        std::uint64_t due = 0;
        if (paced) {
            due = pace_start +
                  static_cast<std::uint64_t>(
                      ctx.pace_phase_ns + static_cast<double>(paced_count++) * ctx.pace_period_ns);
            // In steps of at most 50 ms: the engine's stop flag is polled at 20 Hz.
            for (std::uint64_t now = monotonicNs();
                 now < due && !ctx.stop->load(std::memory_order_relaxed); now = monotonicNs()) {
                const std::uint64_t wait = std::min<std::uint64_t>(due - now, 50'000'000);
                const timespec ts{0, static_cast<long>(wait)};
                nanosleep(&ts, nullptr);
            }
            if (ctx.stop->load(std::memory_order_relaxed)) break;
        }
        const std::uint64_t start = monotonicNs();
        const ssize_t done = is_read ? pread(ctx.fd, buffer, bs, static_cast<off_t>(offset))
                                     : pwrite(ctx.fd, buffer, bs, static_cast<off_t>(offset));
        const std::uint64_t end = monotonicNs();
        if (done == static_cast<ssize_t>(bs)) {
            // One call submits and completes: total and completion latency are the same.
            if (ctx.recording->load(std::memory_order_relaxed)) {
                if (paced)
                    stats.record(is_read, bs, end - start, end - due);
                else
                    stats.recordSameTotal(is_read, bs, end - start);
            }
            if (ctx.verify) {
                if (is_read)
                    ctx.verify->check(buffer, offset);
                else
                    ctx.verify->written(offset, generation);
            }
        } else {
            const int error_number = done < 0 ? errno : 0;
            const std::string what = done < 0
                                         ? std::strerror(error_number)
                                         : fmt::format("short transfer ({} of {} bytes)", done, bs);
            stats.recordError(
                done < 0 ? ErrorKind::IoError : ErrorKind::ShortTransfer, error_number,
                fmt::format("{} at offset {}: {}", is_read ? "read" : "write", offset, what));
            if (ctx.verify && is_read) ctx.verify->unreadable(offset);
        }
    }
}

} // namespace am::bench
