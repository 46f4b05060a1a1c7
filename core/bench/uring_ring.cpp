#include "core/bench/uring_ring.h"

#include <cerrno>
#include <cstring>

#include <fmt/format.h>

namespace am::bench {

namespace {

struct Step {
    unsigned flags;
    const char* names;
};

// Optional flags, newest first. Without SQPOLL the submitting thread runs the
// completion work (DEFER_TASKRUN); with it, the kernel thread does, and
// DEFER_TASKRUN and COOP_TASKRUN do not apply.
std::vector<Step> optionalSteps(bool sqpoll)
{
    if (sqpoll) return {{IORING_SETUP_SINGLE_ISSUER, "single_issuer"}, {0, ""}};
    return {{IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN | IORING_SETUP_COOP_TASKRUN,
             "single_issuer,defer_taskrun,coop_taskrun"},
            {IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_COOP_TASKRUN, "single_issuer,coop_taskrun"},
            {IORING_SETUP_COOP_TASKRUN, "coop_taskrun"},
            {0, ""}};
}

std::string modeNames(const RingModes& modes)
{
    std::string names;
    auto add = [&](bool on, const char* name) {
        if (!on) return;
        if (!names.empty()) names += "+";
        names += name;
    };
    add(modes.iopoll, "IOPOLL");
    add(modes.sqpoll, "SQPOLL");
    add(modes.big_entries, "SQE128+CQE32");
    return names;
}

} // namespace

UringRing::~UringRing()
{
    if (!ready_) return;
    // The registered file goes first, by a synchronous unregister: the ring's
    // own teardown is deferred to a kernel worker, and the target's O_EXCL
    // claim would outlive this run (the next write run, seconds later, would
    // find the device "opened exclusively").
    if (file_registered_) io_uring_unregister_files(&ring_);
    io_uring_queue_exit(&ring_);
}

bool UringRing::setUp(unsigned entries, const RingModes& modes, std::vector<std::string>& features,
                      std::string& error, ErrorKind& kind)
{
    unsigned mode_flags = 0;
    if (modes.iopoll) mode_flags |= IORING_SETUP_IOPOLL;
    if (modes.sqpoll) mode_flags |= IORING_SETUP_SQPOLL;
    if (modes.sqpoll && modes.sqpoll_cpu >= 0) mode_flags |= IORING_SETUP_SQ_AFF;
    if (modes.big_entries) mode_flags |= IORING_SETUP_SQE128 | IORING_SETUP_CQE32;
    int ret = 0;
    for (const Step& step : optionalSteps(modes.sqpoll)) {
        io_uring_params params{};
        params.flags = mode_flags | step.flags | IORING_SETUP_CQSIZE;
        params.cq_entries = entries;
        // The SQPOLL thread sleeps after a second without work, as fio's default does.
        params.sq_thread_idle = 1000;
        if (modes.sqpoll_cpu >= 0) params.sq_thread_cpu = static_cast<unsigned>(modes.sqpoll_cpu);
        ret = io_uring_queue_init_params(entries, &ring_, &params);
        if (ret == 0) {
            ready_ = true;
            if (modes.iopoll) features.emplace_back("iopoll");
            if (modes.sqpoll)
                features.push_back(modes.sqpoll_cpu >= 0
                                       ? fmt::format("sqpoll(cpu {})", modes.sqpoll_cpu)
                                       : std::string("sqpoll"));
            if (modes.big_entries) features.emplace_back("sqe128_cqe32");
            if (*step.names) features.emplace_back(step.names);
            return true;
        }
        if (ret != -EINVAL) break;
    }
    const std::string names = modeNames(modes);
    error = names.empty()
                ? fmt::format("io_uring setup failed: {}", std::strerror(-ret))
                : fmt::format("io_uring setup with {} failed: {}{}", names, std::strerror(-ret),
                              ret == -EINVAL ? " (this kernel does not take that mode)" : "");
    kind = ErrorKind::RingSetup;
    return false;
}

bool UringRing::registerBuffers(const std::vector<iovec>& buffers,
                                std::vector<std::string>& features)
{
    // Fixed buffers spare the kernel a page pin per I/O; they count against
    // RLIMIT_MEMLOCK, so an unprivileged run with big buffers may go without.
    const int ret =
        io_uring_register_buffers(&ring_, buffers.data(), static_cast<unsigned>(buffers.size()));
    features.push_back(ret == 0 ? std::string("fixed_buffers")
                                : fmt::format("no_fixed_buffers({})", std::strerror(-ret)));
    return ret == 0;
}

bool UringRing::registerFile(int fd, std::vector<std::string>& features)
{
    const int ret = io_uring_register_files(&ring_, &fd, 1);
    file_registered_ = ret == 0;
    features.push_back(ret == 0 ? std::string("fixed_file")
                                : fmt::format("no_fixed_file({})", std::strerror(-ret)));
    return ret == 0;
}

bool UringRing::registerRingFd(std::vector<std::string>& features)
{
    const int ret = io_uring_register_ring_fd(&ring_);
    features.push_back(ret == 1 ? std::string("registered_ring_fd")
                                : fmt::format("no_registered_ring_fd({})", std::strerror(-ret)));
    registered_fd_ = ret == 1;
    return registered_fd_;
}

} // namespace am::bench
