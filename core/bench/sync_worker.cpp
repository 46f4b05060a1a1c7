// The pread/pwrite backend: one I/O at a time per thread. Where io_uring
// would hand every I/O to a kernel worker anyway (targets that cannot take
// non-blocking submission), plain threads skip that hand-off.
#include <unistd.h>

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

    stats.total_is_clat = true; // read by the sampler only after `ready`
    ctx.ready->fetch_add(1);
    while (!ctx.stop->load(std::memory_order_relaxed)) {
        if (job.stop_on_error && stats.errors.load(std::memory_order_relaxed) != 0) break;
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
        const std::uint64_t start = monotonicNs();
        const ssize_t done = is_read ? pread(ctx.fd, buffer, bs, static_cast<off_t>(offset))
                                     : pwrite(ctx.fd, buffer, bs, static_cast<off_t>(offset));
        const std::uint64_t end = monotonicNs();
        if (done == static_cast<ssize_t>(bs)) {
            // One call submits and completes: total and completion latency are the same.
            if (ctx.recording->load(std::memory_order_relaxed))
                stats.recordSameTotal(is_read, bs, end - start);
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
