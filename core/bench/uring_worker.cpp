// The io_uring hot loop. Per batch: fill free slots (up to a quarter of the
// depth; when paced, only the I/Os that are due), one io_uring_enter that
// submits and collects finished completions, one clock read, a wait only if
// nothing has finished and every slot is in flight (or, paced, until the next
// I/O is due), one clock read, reap everything that is there, one CQ advance.
#include <liburing.h>
#include <sys/prctl.h>
#include <time.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstring>
#include <vector>

#include <fmt/format.h>

#include "core/bench/io_buffers.h"
#include "core/bench/nvme_generic.h"
#include "core/bench/offset_generator.h"
#include "core/bench/uring_ring.h"
#include "core/bench/verify_block.h"
#include "core/bench/verify_state.h"
#include "core/bench/worker.h"

namespace am::bench {

namespace {

struct Slot {
    std::uint64_t offset = 0;
    // Total latency counts from here: just before the submit call, or, when
    // paced, the time the I/O was due (a late engine then cannot hide queueing).
    std::uint64_t origin_ns = 0;
    std::uint64_t start_ns = 0; // when the submit call returned
    std::uint64_t generation = 0;
    bool is_read = true;
    bool busy = false;
};

// Completions reaped together whose I/Os were submitted together have the
// same two latencies: one record for each such run, not one per I/O.
class RunRecorder {
public:
    RunRecorder(WorkerStats& stats, std::uint64_t bytes) : stats_(stats), bytes_(bytes) {}
    void add(bool is_read, std::uint64_t clat, std::uint64_t total)
    {
        if (count_ != 0 && is_read == is_read_ && clat == clat_ && total == total_) {
            ++count_;
            return;
        }
        flush();
        is_read_ = is_read;
        clat_ = clat;
        total_ = total;
        count_ = 1;
    }
    void flush()
    {
        if (count_ != 0) stats_.recordRun(is_read_, bytes_, clat_, total_, count_);
        count_ = 0;
    }

private:
    WorkerStats& stats_;
    std::uint64_t bytes_;
    bool is_read_ = true;
    std::uint64_t clat_ = 0, total_ = 0, count_ = 0;
};

// The engine polls its stop flag at 20 Hz; a paced wait is never longer.
constexpr std::uint64_t kLongestPacedWaitNs = 50'000'000;

} // namespace

void runUringWorker(const WorkerContext& ctx)
{
    const Job& job = *ctx.job;
    WorkerStats& stats = *ctx.stats;
    const unsigned depth = ctx.depth;
    const auto bs = static_cast<unsigned>(job.block_size);

    UringRing uring;
    const NvmeNamespace* nvme = ctx.nvme; // passthrough: NVMe commands, 128-byte SQEs
    const RingModes modes{job.hipri, job.sqpoll, ctx.sqpoll_cpu, nvme != nullptr};
    if (!uring.setUp(std::bit_ceil(depth), modes, stats.features, stats.setup_error,
                     stats.setup_kind))
        return;
    io_uring& ring = *uring.get();
    IoBuffers buffers(depth, job.block_size, job.fill, job.compressible_percent, ctx.lane.seed);
    std::vector<iovec> iovecs(depth);
    for (unsigned i = 0; i < depth; ++i) iovecs[i] = {buffers.at(i), buffers.size()};
    // NVMe commands carry their buffer's address (registered buffers for them
    // came after 6.1), so a passthrough ring registers none.
    const bool fixed_buffers = !nvme && uring.registerBuffers(iovecs, stats.features);
    const bool fixed_file = uring.registerFile(ctx.fd, stats.features);
    uring.registerRingFd(stats.features);
    const int file = fixed_file ? 0 : ctx.fd;

    OffsetGenerator offsets(job.pattern, ctx.lane.start, ctx.lane.blocks, job.block_size,
                            job.read_share, ctx.lane.seed);
    std::vector<Slot> slots(depth);
    std::vector<unsigned> free_slots(depth);
    for (unsigned i = 0; i < depth; ++i) free_slots[i] = depth - 1 - i;
    unsigned free_count = depth;
    std::vector<unsigned> batch(depth);
    // Raw pointers for the hot loop: a vector's data pointer would be re-read
    // after every store that might alias it.
    Slot* const slot_at = slots.data();
    unsigned* const free_at = free_slots.data();
    unsigned* const batch_at = batch.data();
    unsigned inflight = 0;
    std::uint64_t write_sequence = 0;
    RunRecorder recorder(stats, bs);

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

    // Each slot owns one SQE, written whole once here: per I/O only its offset
    // (and, mixed, its opcode) changes, and the SQ ring's index array is
    // pointed at it (the kernel ABI: array[tail & mask] names the SQE to run).
    // That spares liburing's get_sqe and prep per I/O. NVMe commands fill
    // their 128-byte SQEs through liburing as before.
    io_uring_sq& sq = ring.sq;
    // Held in locals, not re-read through `ring`: stores into the SQ array
    // (unsigned) would otherwise make the compiler reload every unsigned
    // behind a reference on each I/O.
    io_uring_sqe* const sqes = sq.sqes;
    unsigned* const sq_array = sq.array;
    const unsigned sq_mask = sq.ring_mask;
    const unsigned sqe_shift = (ring.flags & IORING_SETUP_SQE128) ? 1 : 0;
    const bool verify = ctx.verify != nullptr;
    const bool mixed_or_write = job.writes();
    const std::uint8_t read_op = fixed_buffers ? IORING_OP_READ_FIXED : IORING_OP_READ;
    const std::uint8_t write_op = fixed_buffers ? IORING_OP_WRITE_FIXED : IORING_OP_WRITE;
    if (!nvme)
        for (unsigned i = 0; i < depth; ++i) {
            io_uring_sqe* sqe = &sqes[i << sqe_shift];
            io_uring_prep_rw(read_op, sqe, file, buffers.at(i), bs, 0);
            if (fixed_buffers) sqe->buf_index = static_cast<std::uint16_t>(i);
            if (fixed_file) sqe->flags |= IOSQE_FIXED_FILE;
            sqe->user_data = i;
        }

    // The slot's next I/O; NVMe commands also get their SQE here.
    auto prepare = [&, verify](unsigned i) {
        Slot& s = slot_at[i];
        s.is_read = offsets.nextIsRead();
        s.offset = pickOffset();
        if (verify) s.busy = true;
        if (!s.is_read) {
            std::byte* buffer = buffers.at(i);
            buffers.refresh(i, offsets.rng());
            if (verify) {
                s.generation = (std::uint64_t{ctx.lane.id + 1} << 44) | ++write_sequence;
                stampBlock(buffer, job.block_size, s.offset, s.generation);
            }
        }
        if (nvme) {
            io_uring_sqe* sqe = io_uring_get_sqe(&ring);
            prepareNvmeIo(sqe, file, s.is_read, buffers.at(i), bs, s.offset, *nvme);
            if (fixed_file) sqe->flags |= IOSQE_FIXED_FILE;
            sqe->user_data = i;
        }
    };

    // A completion that is not the whole block: counted, and the verify map told.
    auto failed = [&](const io_uring_cqe* cqe, const Slot& s) {
        const std::string what = nvme ? nvmeCompletionProblem(cqe->res)
                                 : cqe->res < 0
                                     ? std::strerror(-cqe->res)
                                     : fmt::format("short transfer ({} of {} bytes)", cqe->res, bs);
        stats.recordError(
            cqe->res < 0 || nvme ? ErrorKind::IoError : ErrorKind::ShortTransfer,
            cqe->res < 0 ? -cqe->res : 0,
            fmt::format("{} at offset {}: {}", s.is_read ? "read" : "write", s.offset, what));
        if (verify && s.is_read) ctx.verify->unreadable(s.offset);
    };
    // An NVMe command completes with its status (0), a read or write with its length.
    const int complete_res = nvme ? 0 : static_cast<int>(bs);
    auto complete = [&, verify, complete_res](const io_uring_cqe* cqe, unsigned i,
                                              std::uint64_t now, bool recording) {
        Slot& s = slot_at[i];
        if (cqe->res == complete_res) [[likely]] {
            if (recording) recorder.add(s.is_read, now - s.start_ns, now - s.origin_ns);
            if (verify) {
                if (s.is_read)
                    ctx.verify->check(buffers.at(i), s.offset);
                else
                    ctx.verify->written(s.offset, s.generation);
            }
        } else {
            failed(cqe, s);
        }
        s.busy = false;
    };

    // Paced: I/O k is due at pace_start + phase + k * period, whether or not
    // the engine is ready for it then.
    const bool paced = ctx.pace_period_ns > 0;
    std::uint64_t pace_start = 0;
    std::uint64_t paced_count = 0;
    auto dueAt = [&](std::uint64_t k) {
        return pace_start + static_cast<std::uint64_t>(ctx.pace_phase_ns +
                                                       static_cast<double>(k) * ctx.pace_period_ns);
    };
    // Until `due` or a completion, whichever is first.
    auto waitUntil = [&](std::uint64_t due) {
        const std::uint64_t now = monotonicNs();
        if (due <= now) return 0;
        const std::uint64_t wait = std::min(due - now, kLongestPacedWaitNs);
        if (job.hipri) return io_uring_get_events(&ring); // polled: completions need a poll
        if (uring.timeoutsInEnter()) {
            __kernel_timespec ts{static_cast<long long>(wait / 1000000000ULL),
                                 static_cast<long long>(wait % 1000000000ULL)};
            io_uring_cqe* first = nullptr;
            return io_uring_wait_cqe_timeout(&ring, &first, &ts);
        }
        // No timeout in io_uring_enter (before 5.11): a timeout SQE would post a
        // completion of its own, so sleep instead.
        const timespec ts{static_cast<time_t>(wait / 1000000000ULL),
                          static_cast<long>(wait % 1000000000ULL)};
        nanosleep(&ts, nullptr);
        return 0;
    };

    // At most a quarter of the depth per io_uring_enter: a whole queue submitted
    // at once completes as a convoy, the loop then sleeps until the next one,
    // and the device idles between convoys. Staggered batches keep it busy:
    // 4k random I/O at QD32 on a loop device went from 0.96x fio to about
    // 1.1x in A/B runs (docs/benchmarks.md).
    const unsigned submit_cap = std::max(1U, depth / 4);
    io_uring_cqe* const cqes = ring.cq.cqes;
    const unsigned cq_mask = ring.cq.ring_mask;
    const unsigned cqe_shift = (ring.flags & IORING_SETUP_CQE32) ? 1 : 0;
    // The default 50 us of timer slack would make every paced wake-up late by
    // about that, and the engine's lateness would read as the device's latency.
    if (paced) prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
    ctx.ready->fetch_add(1);
    if (paced) pace_start = monotonicNs();
    std::uint64_t next_due = paced ? dueAt(0) : 0;
    int ret = 0;
    for (;;) {
        const bool stopping =
            ctx.stop->load(std::memory_order_relaxed) ||
            (job.stop_on_error && stats.errors.load(std::memory_order_relaxed) != 0);
        const std::uint64_t now = paced ? monotonicNs() : 0;
        unsigned batch_size = 0;
        if (!stopping) {
            const unsigned room = std::min(free_count, submit_cap);
            unsigned fc = free_count;
            unsigned tail = sq.sqe_tail;
            while (batch_size < room && (!paced || next_due <= now)) {
                const unsigned i = free_at[--fc];
                prepare(i);
                if (paced) {
                    slot_at[i].origin_ns = next_due;
                    next_due = dueAt(++paced_count);
                }
                batch_at[batch_size++] = i;
            }
            free_count = fc;
            // The SQEs in a second pass: a store into one (its 64-bit offset) may
            // alias any 64-bit value, and would make the compiler reload the
            // offset generator's state after each I/O in the first.
            if (!nvme) {
                for (unsigned k = 0; k < batch_size; ++k) {
                    const unsigned i = batch_at[k];
                    io_uring_sqe* sqe = &sqes[i << sqe_shift];
                    sqe->off = slot_at[i].offset;
                    if (mixed_or_write) sqe->opcode = slot_at[i].is_read ? read_op : write_op;
                    sq_array[tail++ & sq_mask] = i;
                }
                sq.sqe_tail = tail; // published by the submit call, as liburing's own are
            }
        }
        if (stopping && batch_size == 0 && inflight == 0) break;
        if (batch_size != 0) {
            // One io_uring_enter submits the batch and, with DEFER_TASKRUN,
            // also posts the completions that are already there, without
            // sleeping. With SQPOLL the kernel thread submits: no call unless
            // it sleeps.
            const std::uint64_t submitted = paced ? now : monotonicNs();
            ret = job.sqpoll ? io_uring_submit(&ring) : io_uring_submit_and_get_events(&ring);
            if (ret < 0 && ret != -EINTR && ret != -EAGAIN && ret != -EBUSY) {
                stats.recordError(ErrorKind::SubmitFailed, -ret,
                                  fmt::format("io_uring_enter (submit): {}", std::strerror(-ret)));
                if (inflight != 0) buffers.abandon(); // the kernel may still write into them
                break;
            }
            // Completion latency counts from here, like fio's clat; total
            // latency from before the call, like fio's lat (or from the due time).
            const std::uint64_t after = monotonicNs();
            for (unsigned k = 0; k < batch_size; ++k) {
                Slot& slot = slot_at[batch_at[k]];
                if (!paced) slot.origin_ns = submitted;
                slot.start_ns = after;
            }
            inflight += batch_size;
        }
        // Sleep only when nothing has completed. Submitting and going to sleep
        // in the same call (io_uring_submit_and_wait) let the loop driver's
        // worker thread land on our CPU and ping-pong with us: median 34k vs
        // 217k IOPS over 8 A/B runs of 4k random reads at QD32 on a loop device
        // over tmpfs (see docs/benchmarks.md).
        // Free slots left by the cap are filled on the next turn, without sleeping.
        if (io_uring_cq_ready(&ring) == 0) {
            if ((stopping || free_count == 0) && inflight != 0) {
                io_uring_cqe* first = nullptr;
                ret = io_uring_wait_cqe(&ring, &first);
            } else if (paced && !stopping) {
                ret = waitUntil(next_due);
            } else {
                ret = 0;
            }
            if (ret < 0 && ret != -EINTR && ret != -EAGAIN && ret != -EBUSY && ret != -ETIME) {
                stats.recordError(ErrorKind::SubmitFailed, -ret,
                                  fmt::format("io_uring_enter (wait): {}", std::strerror(-ret)));
                if (inflight != 0) buffers.abandon();
                break;
            }
        }
        // The CQ ring read in place (one tail read for the batch), not copied
        // out through io_uring_peek_batch_cqe.
        if (io_uring_cq_ready(&ring) == 0) continue;
        const std::uint64_t reaped = monotonicNs();
        const bool recording = ctx.recording->load(std::memory_order_relaxed); // once per batch
        const unsigned tail = io_uring_smp_load_acquire(ring.cq.ktail);
        const unsigned first = *ring.cq.khead;
        unsigned fc = free_count;
        for (unsigned head = first; head != tail; ++head) {
            const io_uring_cqe* cqe = &cqes[(head & cq_mask) << cqe_shift];
            const auto i = static_cast<unsigned>(cqe->user_data);
            complete(cqe, i, reaped, recording);
            free_at[fc++] = i;
        }
        free_count = fc;
        recorder.flush();
        io_uring_cq_advance(&ring, tail - first);
        inflight -= tail - first;
    }
}

} // namespace am::bench
