// The io_uring hot loop. Per batch: fill free slots (up to a quarter of the
// depth), one io_uring_enter that submits and collects finished completions,
// one clock read, a wait only if nothing has finished and every slot is in
// flight, one clock read, reap everything that is there, one CQ advance.
#include <liburing.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstring>
#include <vector>

#include <fmt/format.h>

#include "core/bench/io_buffers.h"
#include "core/bench/offset_generator.h"
#include "core/bench/verify_block.h"
#include "core/bench/verify_state.h"
#include "core/bench/worker.h"

namespace am::bench {

namespace {

struct Slot {
    std::uint64_t offset = 0;
    std::uint64_t submit_ns = 0; // just before the io_uring_enter that submitted it
    std::uint64_t start_ns = 0;  // when that call returned
    std::uint64_t generation = 0;
    bool is_read = true;
    bool busy = false;
};

// Newest flags first; older kernels reject what they do not know with
// EINVAL, and we step down until one is taken.
bool setUpRing(io_uring& ring, unsigned entries, std::vector<std::string>& features,
               std::string& error, ErrorKind& kind)
{
    struct Attempt {
        unsigned flags;
        const char* names;
    };
    const Attempt attempts[] = {
        {IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN | IORING_SETUP_COOP_TASKRUN,
         "single_issuer,defer_taskrun,coop_taskrun"},
        {IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_COOP_TASKRUN, "single_issuer,coop_taskrun"},
        {IORING_SETUP_COOP_TASKRUN, "coop_taskrun"},
        {0, ""},
    };
    int ret = 0;

    for (const auto& attempt : attempts) {
        io_uring_params params{};
        params.flags = attempt.flags | IORING_SETUP_CQSIZE;
        params.cq_entries = entries;
        ret = io_uring_queue_init_params(entries, &ring, &params);
        if (ret == 0) {
            if (*attempt.names) features.emplace_back(attempt.names);
            return true;
        }
        if (ret != -EINVAL) break;
    }
    error = fmt::format("io_uring setup failed: {}", std::strerror(-ret));
    kind = ErrorKind::RingSetup;
    return false;
}

} // namespace

void runUringWorker(const WorkerContext& ctx)
{
    const Job& job = *ctx.job;
    WorkerStats& stats = *ctx.stats;
    const unsigned depth = ctx.depth;
    const auto bs = static_cast<unsigned>(job.block_size);

    io_uring ring;
    if (!setUpRing(ring, std::bit_ceil(depth), stats.features, stats.setup_error, stats.setup_kind))
        return;

    // Exits the ring on every way out. The registered file goes first, by a
    // synchronous unregister: the ring's own teardown is deferred to a kernel
    // worker, and the target's O_EXCL claim would outlive this run (the next
    // write run, seconds later, would find the device "opened exclusively").
    struct RingGuard {
        io_uring& ring;
        bool file_registered = false;
        ~RingGuard()
        {
            if (file_registered) io_uring_unregister_files(&ring);
            io_uring_queue_exit(&ring);
        }
    } guard{ring};
    IoBuffers buffers(depth, job.block_size, job.fill, job.compressible_percent, ctx.lane.seed);
    std::vector<iovec> iovecs(depth);
    for (unsigned i = 0; i < depth; ++i) iovecs[i] = {buffers.at(i), buffers.size()};
    // Fixed buffers spare the kernel a page pin per I/O; they count against
    // RLIMIT_MEMLOCK, so an unprivileged run with big buffers may go without.
    int ret = io_uring_register_buffers(&ring, iovecs.data(), depth);
    const bool fixed_buffers = ret == 0;
    stats.features.push_back(
        fixed_buffers ? "fixed_buffers" : fmt::format("no_fixed_buffers({})", std::strerror(-ret)));
    ret = io_uring_register_files(&ring, &ctx.fd, 1);
    const bool fixed_file = ret == 0;
    guard.file_registered = fixed_file;
    stats.features.push_back(fixed_file ? "fixed_file"
                                        : fmt::format("no_fixed_file({})", std::strerror(-ret)));
    const int file = fixed_file ? 0 : ctx.fd;

    OffsetGenerator offsets(job.pattern, ctx.lane.start, ctx.lane.blocks, job.block_size,
                            job.read_share, ctx.lane.seed);
    std::vector<Slot> slots(depth);
    std::vector<unsigned> free_slots(depth);
    for (unsigned i = 0; i < depth; ++i) free_slots[i] = depth - 1 - i;
    unsigned free_count = depth;
    std::vector<unsigned> batch(depth);
    std::vector<io_uring_cqe*> cqes(depth);
    unsigned inflight = 0;
    std::uint64_t write_sequence = 0;

    auto inFlight = [&](std::uint64_t offset) {
        for (const Slot& s : slots)
            if (s.busy && s.offset == offset) return true;
        return false;
    };
    // Verify runs never put two I/Os on one block at once: their order on the
    // device would be unknown, and so would the expected generation.
    auto pickOffset = [&]() {
        std::uint64_t offset = offsets.nextOffset();
        if (!ctx.verify) return offset;
        for (int tries = 0; tries < 16 && inFlight(offset); ++tries) offset = offsets.nextOffset();
        while (inFlight(offset))
            offset = offset + job.block_size < ctx.lane.start + ctx.lane.blocks * job.block_size
                         ? offset + job.block_size
                         : ctx.lane.start;
        return offset;
    };

    auto prepare = [&](unsigned i) {
        Slot& s = slots[i];
        s.is_read = offsets.nextIsRead();
        s.offset = pickOffset();
        s.busy = true;
        std::byte* buffer = buffers.at(i);
        if (!s.is_read) {
            buffers.refresh(i, offsets.rng());
            if (ctx.verify) {
                s.generation = (std::uint64_t{ctx.lane.id + 1} << 44) | ++write_sequence;
                stampBlock(buffer, job.block_size, s.offset, s.generation);
            }
        }
        io_uring_sqe* sqe = io_uring_get_sqe(&ring);
        if (fixed_buffers) {
            if (s.is_read)
                io_uring_prep_read_fixed(sqe, file, buffer, bs, s.offset, static_cast<int>(i));
            else
                io_uring_prep_write_fixed(sqe, file, buffer, bs, s.offset, static_cast<int>(i));
        } else {
            if (s.is_read)
                io_uring_prep_read(sqe, file, buffer, bs, s.offset);
            else
                io_uring_prep_write(sqe, file, buffer, bs, s.offset);
        }
        if (fixed_file) sqe->flags |= IOSQE_FIXED_FILE;
        sqe->user_data = i;
    };

    auto complete = [&](const io_uring_cqe* cqe, std::uint64_t now, bool recording) {
        const auto i = static_cast<unsigned>(cqe->user_data);
        Slot& s = slots[i];
        if (cqe->res == static_cast<int>(bs)) {
            if (recording) stats.record(s.is_read, bs, now - s.start_ns, now - s.submit_ns);
            if (ctx.verify) {
                if (s.is_read)
                    ctx.verify->check(buffers.at(i), s.offset);
                else
                    ctx.verify->written(s.offset, s.generation);
            }
        } else {
            const std::string what =
                cqe->res < 0 ? std::strerror(-cqe->res)
                             : fmt::format("short transfer ({} of {} bytes)", cqe->res, bs);
            stats.recordError(
                cqe->res < 0 ? ErrorKind::IoError : ErrorKind::ShortTransfer,
                cqe->res < 0 ? -cqe->res : 0,
                fmt::format("{} at offset {}: {}", s.is_read ? "read" : "write", s.offset, what));
            if (ctx.verify && s.is_read) ctx.verify->unreadable(s.offset);
        }
        s.busy = false;
        free_slots[free_count++] = i;
    };

    // At most a quarter of the depth per io_uring_enter: a whole queue submitted
    // at once completes as a convoy, the loop then sleeps until the next one,
    // and the device idles between convoys. Staggered batches keep it busy:
    // 4k random I/O at QD32 on a loop device went from 0.96x fio to about
    // 1.1x in A/B runs (docs/benchmarks.md).
    const unsigned submit_cap = std::max(1U, depth / 4);
    ctx.ready->fetch_add(1);
    for (;;) {
        const bool stopping =
            ctx.stop->load(std::memory_order_relaxed) ||
            (job.stop_on_error && stats.errors.load(std::memory_order_relaxed) != 0);
        unsigned batch_size = 0;
        if (!stopping) {
            while (free_count != 0 && batch_size < submit_cap) {
                const unsigned i = free_slots[--free_count];
                prepare(i);
                batch[batch_size++] = i;
            }
        }
        if (batch_size == 0 && inflight == 0) break;
        if (batch_size != 0) {
            // One io_uring_enter submits the batch and, with DEFER_TASKRUN,
            // also posts the completions that are already there, without
            // sleeping.
            const std::uint64_t submitted = monotonicNs();
            ret = io_uring_submit_and_get_events(&ring);
            if (ret < 0 && ret != -EINTR && ret != -EAGAIN && ret != -EBUSY) {
                stats.recordError(ErrorKind::SubmitFailed, -ret,
                                  fmt::format("io_uring_enter (submit): {}", std::strerror(-ret)));
                if (inflight != 0) buffers.abandon(); // the kernel may still write into them
                break;
            }
            // Completion latency counts from here, like fio's clat; total
            // latency from before the call, like fio's lat.
            const std::uint64_t now = monotonicNs();
            for (unsigned k = 0; k < batch_size; ++k) {
                Slot& slot = slots[batch[k]];
                slot.submit_ns = submitted;
                slot.start_ns = now;
            }
            inflight += batch_size;
        }
        // Sleep only when nothing has completed. Submitting and going to sleep
        // in the same call (io_uring_submit_and_wait) let the loop driver's
        // worker thread land on our CPU and ping-pong with us: median 34k vs
        // 217k IOPS over 8 A/B runs of 4k random reads at QD32 on a loop device
        // over tmpfs (see docs/benchmarks.md).
        // Free slots left by the cap are filled on the next turn, without sleeping.
        if (io_uring_cq_ready(&ring) == 0 && (stopping || free_count == 0)) {
            io_uring_cqe* first = nullptr;
            ret = io_uring_wait_cqe(&ring, &first);
            if (ret < 0 && ret != -EINTR && ret != -EAGAIN && ret != -EBUSY && ret != -ETIME) {
                stats.recordError(ErrorKind::SubmitFailed, -ret,
                                  fmt::format("io_uring_enter (wait): {}", std::strerror(-ret)));
                if (inflight != 0) buffers.abandon();
                break;
            }
        }
        const unsigned got = io_uring_peek_batch_cqe(&ring, cqes.data(), depth);
        if (got == 0) continue;
        const std::uint64_t now = monotonicNs();
        const bool recording = ctx.recording->load(std::memory_order_relaxed); // once per batch
        for (unsigned k = 0; k < got; ++k) complete(cqes[k], now, recording);
        io_uring_cq_advance(&ring, got);
        inflight -= got;
    }
}

} // namespace am::bench
