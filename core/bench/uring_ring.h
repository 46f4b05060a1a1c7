#pragma once

#include <liburing.h>
#include <sys/uio.h>

#include <string>
#include <vector>

#include "core/bench/error_kind.h"

namespace am::bench {

// The ring modes a job asks for. Each is taken or the setup fails naming it:
// a mode is never dropped to make the ring work.
struct RingModes {
    bool iopoll = false;      // --hipri
    bool sqpoll = false;      // --sqpoll
    int sqpoll_cpu = -1;      // SQPOLL thread's CPU, -1: unpinned
    bool big_entries = false; // --passthrough: 128-byte SQEs, 32-byte CQEs for NVMe commands
};

// One worker's ring. setUp tries the newest optional flags first and steps
// down on EINVAL (older kernels); every step that took, and each
// registration, is named in `features` for the result.
class UringRing {
public:
    UringRing() = default;
    UringRing(const UringRing&) = delete;
    UringRing& operator=(const UringRing&) = delete;
    ~UringRing();

    bool setUp(unsigned entries, const RingModes& modes, std::vector<std::string>& features,
               std::string& error, ErrorKind& kind);
    // Each returns whether it took and names the outcome in `features`.
    bool registerBuffers(const std::vector<iovec>& buffers, std::vector<std::string>& features);
    bool registerFile(int fd, std::vector<std::string>& features);
    // The ring's own descriptor registered: io_uring_enter skips a file lookup per call.
    bool registerRingFd(std::vector<std::string>& features);

    io_uring* get() { return &ring_; }
    // One io_uring_enter: with `submit`, publishes what the caller wrote into
    // the SQ ring (up to sq.sqe_tail) as liburing's flush does and submits all
    // that the kernel has not taken yet; waits for wait_nr completions, posting
    // those already there. liburing's submit_and_get_events and wait_cqe cost
    // about 40 and 100 instructions around this one system call. Not for SQPOLL
    // rings (their thread submits). Returns io_uring_enter's value, -errno on failure.
    int enter(bool submit, unsigned wait_nr)
    {
        io_uring_sq& sq = ring_.sq;
        unsigned to_submit = 0;
        if (submit) {
            sq.sqe_head = sq.sqe_tail;
            io_uring_smp_store_release(sq.ktail, sq.sqe_tail);
            to_submit = sq.sqe_tail - *sq.khead;
        }
        const unsigned flags =
            IORING_ENTER_GETEVENTS | (registered_fd_ ? IORING_ENTER_REGISTERED_RING : 0U);
        return io_uring_enter(registered_fd_ ? static_cast<unsigned>(ring_.enter_ring_fd)
                                             : static_cast<unsigned>(ring_.ring_fd),
                              to_submit, wait_nr, flags, nullptr);
    }
    // Timeouts ride on io_uring_enter (IORING_FEAT_EXT_ARG), with no timeout SQE.
    bool timeoutsInEnter() const { return (ring_.features & IORING_FEAT_EXT_ARG) != 0; }

private:
    io_uring ring_{};
    bool registered_fd_ = false;
    bool ready_ = false;
    bool file_registered_ = false;
};

} // namespace am::bench
