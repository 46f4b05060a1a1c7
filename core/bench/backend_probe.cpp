#include "core/bench/backend_probe.h"

#include <liburing.h>
#include <sys/uio.h>

#include <cerrno>
#include <cstring>

#include <fmt/format.h>

#include "core/bench/error_kind.h"
#include "core/bench/io_buffers.h"
#include "core/bench/mode_checks.h"

namespace am::bench {

bool ioUringAvailable(std::string* why)
{
    io_uring ring;
    const int ret = io_uring_queue_init(2, &ring, 0);
    if (ret != 0) {
        if (why) *why = std::strerror(-ret);
        return false;
    }
    io_uring_queue_exit(&ring);
    return true;
}

BackendDecision chooseBackend(BackendChoice choice, int fd, const Job& job)
{
    std::string why;
    if (choice == BackendChoice::Sync) return {Backend::Sync, "requested (--engine sync)"};
    if (choice == BackendChoice::IoUring) {
        if (!ioUringAvailable(&why))
            throw EngineError(
                ErrorKind::IoUringUnavailable,
                fmt::format("--engine io_uring: io_uring is not available here: {}", why));
        return {Backend::IoUring, "requested (--engine io_uring)"};
    }
    if (const std::string modes = uringOnlyModes(job); !modes.empty()) {
        if (!ioUringAvailable(&why))
            throw EngineError(ErrorKind::IoUringUnavailable,
                              fmt::format("{}: io_uring is not available here: {}", modes, why));
        return {Backend::IoUring, fmt::format("needed by {}", modes)};
    }
    if (!ioUringAvailable(&why))
        return {Backend::Sync, fmt::format("io_uring not available: {}", why)};

    IoBuffers buffer(1, job.block_size, BufferFill::Zero, 0, 0);
    iovec iov{buffer.at(0), buffer.size()};
    const ssize_t ret = preadv2(fd, &iov, 1, static_cast<off_t>(job.offset), RWF_NOWAIT);
    if (ret >= 0)
        return {Backend::IoUring,
                "target accepts non-blocking submission (preadv2 RWF_NOWAIT succeeded)"};
    const int error = errno;
    if (error == EAGAIN || error == EOPNOTSUPP)
        return {Backend::Sync,
                fmt::format("target cannot take non-blocking submission (preadv2 RWF_NOWAIT: {}); "
                            "io_uring would hand each I/O to a kernel worker",
                            std::strerror(error))};
    return {Backend::IoUring,
            fmt::format("probe read failed ({}); io_uring by default", std::strerror(error))};
}

} // namespace am::bench
