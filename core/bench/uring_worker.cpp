// The io_uring hot loop. Per batch: one clock read, fill free slots and their
// SQEs (up to a quarter of the depth; when paced, only the I/Os that are due),
// one io_uring_enter that submits and collects finished completions, one clock
// read, a wait only if nothing has finished and every slot is in flight (or,
// paced, until the next I/O is due) and then one more clock read, reap
// everything that is there, one CQ advance. Plain runs (no verify, passthrough
// or pacing) and plain read-only runs get copies of the loop of their own.
#include <liburing.h>
#include <sys/prctl.h>
#include <time.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstring>
#include <type_traits>
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

// 32 bytes: a slot's address is one shift from its index.
struct alignas(32) Slot {
    std::uint64_t offset = 0;
    // Total latency counts from here: just before its batch was prepared (as
    // fio's lat counts from the I/O's issue), or, when paced, the time the I/O
    // was due (a late engine then cannot hide queueing).
    std::uint64_t origin_ns = 0;
    std::uint64_t start_ns = 0; // when the submit call returned
    bool is_read = true;
    bool busy = false;
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
    const NvmeNamespace* const nvme_ns = ctx.nvme; // passthrough: NVMe commands, 128-byte SQEs
    const RingModes modes{job.hipri, job.sqpoll, ctx.sqpoll_cpu, nvme_ns != nullptr};
    if (!uring.setUp(std::bit_ceil(depth), modes, stats.features, stats.setup_error,
                     stats.setup_kind))
        return;
    io_uring& ring = *uring.get();
    IoBuffers buffers(depth, job.block_size, job.fill, job.compressible_percent, ctx.lane.seed);
    std::vector<iovec> iovecs(depth);
    for (unsigned i = 0; i < depth; ++i) iovecs[i] = {buffers.at(i), buffers.size()};
    // NVMe commands carry their buffer's address (registered buffers for them
    // came after 6.1), so a passthrough ring registers none.
    const bool fixed_buffers = !nvme_ns && uring.registerBuffers(iovecs, stats.features);
    const bool fixed_file = uring.registerFile(ctx.fd, stats.features);
    uring.registerRingFd(stats.features);
    const int file = fixed_file ? 0 : ctx.fd;

    std::vector<Slot> slots(depth);
    std::vector<unsigned> free_slots(depth);
    for (unsigned i = 0; i < depth; ++i) free_slots[i] = depth - 1 - i;
    unsigned free_count = depth;
    std::vector<std::uint64_t> generations(ctx.verify ? depth : 0); // verify: the last write's
    // Raw pointers for the hot loop: a vector's data pointer would be re-read
    // after every store that might alias it.
    Slot* const slot_at = slots.data();
    unsigned* const free_at = free_slots.data();
    std::uint64_t* const generation_at = generations.data();
    unsigned inflight = 0;
    std::uint64_t write_sequence = 0;

    // What follows, instantiated per kind of run (see the end).
    auto run = [&](auto plain_tag, auto read_only_tag) {
        constexpr bool kPlain = decltype(plain_tag)::value;
        constexpr bool kReadOnly = decltype(read_only_tag)::value; // only with kPlain
        // Its state stays in registers as long as its address does not escape (the
        // buffer refresh gets a copy of its generator).
        OffsetGenerator offsets(job.pattern, ctx.lane.start, ctx.lane.blocks, job.block_size,
                                job.read_share, ctx.lane.seed);
        const NvmeNamespace* const nvme = kPlain ? nullptr : nvme_ns;
        const bool verify = !kPlain && ctx.verify != nullptr;
        const bool paced = !kPlain && ctx.pace_period_ns > 0;
        const std::uint64_t io_limit = kPlain ? 0 : ctx.io_limit; // a fill: its blocks, once
        std::uint64_t issued = 0;

        auto inFlight = [&](std::uint64_t offset) {
            for (const Slot& s : slots)
                if (s.busy && s.offset == offset) return true;
            return false;
        };
        // Verify runs never put two I/Os on one block at once: their order on the
        // device would be unknown, and so would the expected generation.
        auto pickOffset = [&]() {
            std::uint64_t offset = offsets.nextOffset();
            if (!verify) return offset;
            for (int tries = 0; tries < 16 && inFlight(offset); ++tries)
                offset = offsets.nextOffset();
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
        const unsigned sqe_shift = nvme && (ring.flags & IORING_SETUP_SQE128) ? 1 : 0;
        const bool mixed_or_write = !kReadOnly && job.writes();
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
        auto prepare = [&](unsigned i) {
            Slot& s = slot_at[i];
            if (!kReadOnly) s.is_read = offsets.nextIsRead(); // else always its initial true
            s.offset = pickOffset();
            if (verify) s.busy = true;
            if (!kReadOnly && !s.is_read) {
                std::byte* buffer = buffers.at(i);
                Prng words = offsets.rng();
                buffers.refresh(i, words);
                offsets.rng() = words;
                if (verify) {
                    generation_at[i] = (std::uint64_t{ctx.lane.id + 1} << 44) | ++write_sequence;
                    stampBlock(buffer, job.block_size, s.offset, generation_at[i]);
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
            const std::string what =
                nvme           ? nvmeCompletionProblem(cqe->res)
                : cqe->res < 0 ? std::strerror(-cqe->res)
                               : fmt::format("short transfer ({} of {} bytes)", cqe->res, bs);
            stats.recordError(
                cqe->res < 0 || nvme ? ErrorKind::IoError : ErrorKind::ShortTransfer,
                cqe->res < 0 ? -cqe->res : 0,
                fmt::format("{} at offset {}: {}", s.is_read ? "read" : "write", s.offset, what));
            if (verify && s.is_read) ctx.verify->unreadable(s.offset);
        };
        // An NVMe command completes with its status (0), a read or write with its length.
        const int complete_res = nvme ? 0 : static_cast<int>(bs);
        // Completions reaped together whose I/Os were submitted together have the
        // same stamps, so the same two latencies: one record for each such run, not
        // one per I/O. Kept in locals, which the compiler holds in registers.
        std::uint64_t run_start = 0, run_origin = 0, run_count = 0;
        bool run_read = true;
        auto flushRun = [&](std::uint64_t now) {
            if (run_count != 0)
                stats.recordRun(run_read, bs, now - run_start, now - run_origin, run_count);
            run_count = 0;
        };
        auto complete = [&](const io_uring_cqe* cqe, unsigned i, std::uint64_t now,
                            bool recording) {
            Slot& s = slot_at[i];
            if (cqe->res == complete_res) [[likely]] {
                const bool is_read = kReadOnly || s.is_read;
                if (recording) {
                    // One submit batch has one start stamp; unpaced, one origin too. A
                    // match after a flush (count 0) carries the same stamps: a new run.
                    if (s.start_ns == run_start && (kPlain || s.origin_ns == run_origin) &&
                        (kReadOnly || is_read == run_read)) {
                        ++run_count;
                    } else {
                        flushRun(now);
                        run_start = s.start_ns;
                        run_origin = s.origin_ns;
                        run_read = is_read;
                        run_count = 1;
                    }
                }
                if (verify) {
                    if (s.is_read)
                        ctx.verify->check(buffers.at(i), s.offset);
                    else
                        ctx.verify->written(s.offset, generation_at[i]);
                }
            } else {
                failed(cqe, s);
            }
            if (verify) s.busy = false;
        };

        // Paced: I/O k is due at pace_start + phase + k * period, whether or not
        // the engine is ready for it then.
        std::uint64_t pace_start = 0;
        std::uint64_t paced_count = 0;
        auto dueAt = [&](std::uint64_t k) {
            return pace_start +
                   static_cast<std::uint64_t>(ctx.pace_phase_ns +
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
        const unsigned cqe_shift = nvme && (ring.flags & IORING_SETUP_CQE32) ? 1 : 0;
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
                (job.stop_on_error && stats.errors.load(std::memory_order_relaxed) != 0) ||
                (io_limit != 0 && issued >= io_limit);
            const std::uint64_t now = paced ? monotonicNs() : 0;
            unsigned batch_size = 0;
            std::uint64_t after = 0; // when the submit call returned
            unsigned batch_top = 0;  // free_at[batch_top - k]: the batch's k-th slot
            if (!stopping) {
                const unsigned room =
                    io_limit != 0 ? static_cast<unsigned>(std::min<std::uint64_t>(
                                        std::min(free_count, submit_cap), io_limit - issued))
                                  : std::min(free_count, submit_cap);
                unsigned fc = free_count;
                unsigned tail = sq.sqe_tail;
                const std::uint64_t origin = !paced && room != 0 ? monotonicNs() : 0;
                // The SQE is written in the same pass: the offset generator is a local
                // whose address never escapes, so the 64-bit stores into the SQE do not
                // make the compiler reload its state after each I/O.
                while (batch_size < room && (!paced || next_due <= now)) {
                    const unsigned i = free_at[--fc];
                    prepare(i);
                    if (paced) {
                        slot_at[i].origin_ns = next_due;
                        next_due = dueAt(++paced_count);
                    } else {
                        slot_at[i].origin_ns = origin;
                    }
                    if (!nvme) {
                        io_uring_sqe* sqe = &sqes[i << sqe_shift];
                        sqe->off = slot_at[i].offset;
                        if (mixed_or_write) sqe->opcode = slot_at[i].is_read ? read_op : write_op;
                        sq_array[tail++ & sq_mask] = i;
                    }
                    ++batch_size;
                }
                free_count = fc;
                issued += batch_size;
                // The batch is the slots just taken off the free list, in the order they
                // were prepared; the reap pass writes there only after the stamp pass.
                batch_top = fc + batch_size - 1;
                if (!nvme) sq.sqe_tail = tail; // published by the submit call, as liburing's are
            }
            if (stopping && batch_size == 0 && inflight == 0) break;
            if (batch_size != 0) {
                // One io_uring_enter submits the batch and, with DEFER_TASKRUN,
                // also posts the completions that are already there, without
                // sleeping. With SQPOLL the kernel thread submits: no call unless
                // it sleeps.
                ret = job.sqpoll ? io_uring_submit(&ring) : uring.enter(true, 0);
                if (ret < 0 && ret != -EINTR && ret != -EAGAIN && ret != -EBUSY) {
                    stats.recordError(
                        ErrorKind::SubmitFailed, -ret,
                        fmt::format("io_uring_enter (submit): {}", std::strerror(-ret)));
                    if (inflight != 0) buffers.abandon(); // the kernel may still write into them
                    break;
                }
                // Completion latency counts from here, like fio's clat.
                after = monotonicNs();
                for (unsigned k = 0; k < batch_size; ++k)
                    slot_at[free_at[batch_top - k]].start_ns = after;
                inflight += batch_size;
            }
            // Sleep only when nothing has completed. Submitting and going to sleep
            // in the same call (io_uring_submit_and_wait) let the loop driver's
            // worker thread land on our CPU and ping-pong with us: median 34k vs
            // 217k IOPS over 8 A/B runs of 4k random reads at QD32 on a loop device
            // over tmpfs (see docs/benchmarks.md).
            // Free slots left by the cap are filled on the next turn, without sleeping.
            // What is there now the submit call posted (with DEFER_TASKRUN it runs
            // the completions' task work): reaped at `after`, without a clock read.
            bool reaped_at_after = batch_size != 0;
            if (io_uring_cq_ready(&ring) == 0) {
                reaped_at_after = false;
                if ((stopping || free_count == 0) && inflight != 0) {
                    io_uring_cqe* first = nullptr;
                    ret = job.sqpoll ? io_uring_wait_cqe(&ring, &first) : uring.enter(false, 1);
                } else if (paced && !stopping) {
                    ret = waitUntil(next_due);
                } else {
                    ret = 0;
                }
                if (ret < 0 && ret != -EINTR && ret != -EAGAIN && ret != -EBUSY && ret != -ETIME) {
                    stats.recordError(
                        ErrorKind::SubmitFailed, -ret,
                        fmt::format("io_uring_enter (wait): {}", std::strerror(-ret)));
                    if (inflight != 0) buffers.abandon();
                    break;
                }
                if (io_uring_cq_ready(&ring) == 0) continue;
            }
            // The CQ ring read in place (one tail read for the batch), not copied
            // out through io_uring_peek_batch_cqe.
            const std::uint64_t reaped = reaped_at_after ? after : monotonicNs();
            const bool recording = ctx.recording->load(std::memory_order_relaxed); // once per batch
            const unsigned tail = io_uring_smp_load_acquire(ring.cq.ktail);
            const unsigned first = *ring.cq.khead;
            unsigned fc = free_count;
            auto reap = [&](auto recording_tag) {
                for (unsigned head = first; head != tail; ++head) {
                    const io_uring_cqe* cqe = &cqes[(head & cq_mask) << cqe_shift];
                    const auto i = static_cast<unsigned>(cqe->user_data);
                    complete(cqe, i, reaped, decltype(recording_tag)::value);
                    free_at[fc++] = i;
                }
            };
            if (recording) // the ramp records nothing: a loop of its own, without the test
                reap(std::true_type{});
            else
                reap(std::false_type{});
            free_count = fc;
            flushRun(reaped);
            io_uring_cq_advance(&ring, tail - first);
            inflight -= tail - first;
        }
    };
    // Plain runs (no verify, no passthrough, unpaced, no fill) get their own copies of the
    // loop, where those modes' branches fold away; read-only ones one more.
    const bool plain = !ctx.verify && !nvme_ns && !(ctx.pace_period_ns > 0) && ctx.io_limit == 0;
    if (plain && job.read_share >= 100)
        run(std::true_type{}, std::true_type{});
    else if (plain)
        run(std::true_type{}, std::false_type{});
    else
        run(std::false_type{}, std::false_type{});
}

} // namespace am::bench
