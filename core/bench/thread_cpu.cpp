#include "core/bench/thread_cpu.h"

#include <time.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>
#include <string>

#include "core/util/text_file.h"

namespace am::bench {

IoThreadCpu ioThreadCpuNow()
{
    IoThreadCpu out;
    static const double tick = static_cast<double>(::sysconf(_SC_CLK_TCK));
    std::error_code ec;
    for (const auto& task : std::filesystem::directory_iterator("/proc/self/task", ec)) {
        const auto stat = util::readTextFile(task.path() / "stat");
        if (!stat) continue;
        // pid (comm) state ...: comm may hold spaces, so split at the last ')'.
        const auto open = stat->find('(');
        const auto close = stat->rfind(')');
        if (open == std::string::npos || close == std::string::npos || close < open) continue;
        const std::string comm = stat->substr(open + 1, close - open - 1);
        const bool sqpoll = comm.rfind("iou-sqp-", 0) == 0;
        const bool worker = comm.rfind("iou-wrk-", 0) == 0;
        if (!sqpoll && !worker) continue;
        std::istringstream fields(stat->substr(close + 2));
        std::string field;
        unsigned long long utime = 0, stime = 0;
        // Fields 3.. after comm: utime and stime are the 14th and 15th of the line.
        for (int i = 3; i <= 15 && fields >> field; ++i) {
            if (i == 14) utime = std::stoull(field);
            if (i == 15) stime = std::stoull(field);
        }
        const double seconds = static_cast<double>(utime + stime) / tick;
        (sqpoll ? out.sqpoll_s : out.workers_s) += seconds;
    }
    return out;
}

std::vector<double> threadCpuNow(const std::vector<pthread_t>& threads)
{
    std::vector<double> out;
    out.reserve(threads.size());
    for (pthread_t thread : threads) {
        clockid_t clock{};
        timespec ts{};
        if (pthread_getcpuclockid(thread, &clock) != 0 || clock_gettime(clock, &ts) != 0) {
            out.push_back(0);
            continue;
        }
        out.push_back(static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9);
    }
    return out;
}

} // namespace am::bench
