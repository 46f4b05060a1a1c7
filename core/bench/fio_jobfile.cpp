#include "core/bench/fio_jobfile.h"

#include <fmt/format.h>

#include "core/bench/cpu_placement.h"

namespace am::bench {

std::string fioJobFile(const std::vector<Job>& jobs)
{
    std::string out = "; fio job file written by arraymark-cli bench --print-fio\n"
                      "[global]\n"
                      "ioengine=io_uring\n"
                      "fixedbufs=1\n"
                      "registerfiles=1\n"
                      "norandommap=1\n"
                      "randrepeat=0\n"
                      "time_based=1\n"
                      "thread=1\n"
                      "group_reporting=1\n"
                      "refill_buffers=0\n"
                      "scramble_buffers=1\n";
    int index = 0;
    for (const Job& job : jobs) {
        std::string name = job.name.empty() ? defaultJobName(job) : job.name;
        for (char& c : name)
            if (c == ' ' || c == '/' || c == '[' || c == ']') c = '-';
        out += fmt::format(
            "\n[{}-{}]\nstonewall\nfilename={}\nrw={}\nbs={}\niodepth={}\nnumjobs={}\n"
            "runtime={}\nramp_time={}\ndirect={}\nrandseed={}\n",
            ++index, name, job.target, rwName(job), job.block_size, job.queue_depth, job.workers,
            fmt::format("{}ms", static_cast<long long>(job.runtime_s * 1000)),
            fmt::format("{}ms", static_cast<long long>(job.ramp_s * 1000)), job.direct ? 1 : 0,
            job.seed);
        if (job.read_share != 0 && job.read_share != 100)
            out += fmt::format("rwmixread={}\n", job.read_share);
        if (job.offset != 0) out += fmt::format("offset={}\n", job.offset);
        if (job.size != 0) out += fmt::format("size={}\n", job.size);
        if (job.fill == BufferFill::Zero) out += "zero_buffers=1\n";
        if (job.fill == BufferFill::Compressible)
            out += fmt::format("buffer_compress_percentage={}\n", job.compressible_percent);
        if (job.verify) out += "verify=crc32c\ndo_verify=1\n";
        // The engine modes, in fio's words.
        if (job.passthrough) out += "ioengine=io_uring_cmd\ncmd_type=nvme\n";
        out += fmt::format("hipri={}\n", job.hipri ? 1 : 0);
        if (job.sqpoll) {
            out += "sqthread_poll=1\n";
            if (job.sqpoll_cpu >= 0) out += fmt::format("sqthread_poll_cpu={}\n", job.sqpoll_cpu);
        }
        if (job.rate_iops > 0) out += fmt::format("rate_iops={}\n", job.rate_iops);
        if (job.cpu_policy == CpuPolicy::List)
            out += fmt::format("cpus_allowed={}\ncpus_allowed_policy=split\n",
                               formatCpuList(job.cpus));
    }
    return out;
}

} // namespace am::bench
