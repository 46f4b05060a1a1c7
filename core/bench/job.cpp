#include "core/bench/job.h"

#include <stdexcept>

#include <fmt/format.h>

#include "core/bench/job_label.h"

namespace am::bench {

std::string rwName(const Job& job)
{
    const bool random = job.pattern == Pattern::Random;
    if (job.read_share == 100) return random ? "randread" : "read";
    if (job.read_share == 0) return random ? "randwrite" : "write";
    return random ? "randrw" : "rw";
}

void applyRwName(Job& job, const std::string& rw, std::uint32_t mixed_read_share)
{
    struct Form {
        const char* name;
        Pattern pattern;
        int share;
    };
    static constexpr Form forms[] = {
        {"randread", Pattern::Random, 100}, {"randwrite", Pattern::Random, 0},
        {"randrw", Pattern::Random, -1},    {"read", Pattern::Sequential, 100},
        {"write", Pattern::Sequential, 0},  {"rw", Pattern::Sequential, -1},
    };
    for (const auto& form : forms) {
        if (rw != form.name) continue;
        job.pattern = form.pattern;
        job.read_share = form.share < 0 ? mixed_read_share : static_cast<std::uint32_t>(form.share);
        return;
    }
    throw std::invalid_argument(
        fmt::format("rw '{}': must be one of randread, randwrite, randrw, read, write, rw", rw));
}

std::string defaultJobName(const Job& job)
{
    const std::string load = job.load_peak          ? " peak"
                             : job.load_percent > 0 ? fmt::format(" {}% load", job.load_percent)
                             : job.fill_once        ? std::string(" fill")
                                                    : std::string{};
    return fmt::format("{} {}{}",
                       jobShapeLabel(job.pattern, job.block_size, job.queue_depth, job.workers),
                       mixLabel(job.read_share), load);
}

std::string toString(Backend backend) { return backend == Backend::IoUring ? "io_uring" : "sync"; }

std::string toString(BackendChoice choice)
{
    switch (choice) {
    case BackendChoice::Auto:
        return "auto";
    case BackendChoice::IoUring:
        return "io_uring";
    case BackendChoice::Sync:
        return "sync";
    }
    return "auto";
}

BackendChoice parseBackendChoice(const std::string& text)
{
    if (text == "auto") return BackendChoice::Auto;
    if (text == "io_uring" || text == "uring") return BackendChoice::IoUring;
    if (text == "sync") return BackendChoice::Sync;
    throw std::invalid_argument(fmt::format("engine '{}': must be auto, io_uring or sync", text));
}

std::string toString(BufferFill fill)
{
    switch (fill) {
    case BufferFill::Random:
        return "random";
    case BufferFill::Zero:
        return "zero";
    case BufferFill::Compressible:
        return "compressible";
    }
    return "random";
}

} // namespace am::bench
