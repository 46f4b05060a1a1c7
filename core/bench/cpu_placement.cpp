#include "core/bench/cpu_placement.h"

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <set>

#include <fmt/format.h>

#include "core/bench/job_validation.h"
#include "core/util/text_file.h"

namespace am::bench {

namespace {

constexpr unsigned kMaxCpu = 4096;

unsigned cpuNumber(std::string_view part, std::string_view whole)
{
    unsigned value = 0;
    const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (part.empty() || error != std::errc() || end != part.data() + part.size() ||
        value >= kMaxCpu)
        throw JobError(fmt::format(
            "--cpus {}: '{}' is not a CPU number; give numbers and ranges below {} joined by "
            "commas, e.g. 0-3,8",
            whole, part, kMaxCpu));
    return value;
}

// The CPUs of the device's NUMA node, or empty when the kernel names none.
std::vector<unsigned> nodeCpus(const std::filesystem::path& sysfs, const std::string& device,
                               long& node)
{
    node = -1;
    if (device.empty()) return {};
    const auto text = util::readAttribute(sysfs / "block" / device / "device" / "numa_node");
    if (!text || text->empty() || (*text)[0] == '-') return {};
    node = std::stol(*text);
    const auto list = util::readAttribute(sysfs / "devices/system/node" /
                                          fmt::format("node{}", node) / "cpulist");
    if (!list || list->empty()) return {};
    try {
        return parseCpuList(*list);
    } catch (const JobError&) {
        return {};
    }
}

} // namespace

std::vector<unsigned> parseCpuList(std::string_view text)
{
    std::set<unsigned> cpus;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t comma = std::min(text.find(',', at), text.size());
        const std::string_view part = text.substr(at, comma - at);
        const std::size_t dash = part.find('-');
        if (dash == std::string_view::npos) {
            cpus.insert(cpuNumber(part, text));
        } else {
            const unsigned low = cpuNumber(part.substr(0, dash), text);
            const unsigned high = cpuNumber(part.substr(dash + 1), text);
            if (low > high)
                throw JobError(
                    fmt::format("--cpus {}: range {} runs backwards; write low-high", text, part));
            for (unsigned cpu = low; cpu <= high; ++cpu) cpus.insert(cpu);
        }
        at = comma + 1;
    }
    return {cpus.begin(), cpus.end()};
}

std::string formatCpuList(const std::vector<unsigned>& cpus)
{
    std::string out;
    for (std::size_t i = 0; i < cpus.size();) {
        std::size_t j = i;
        while (j + 1 < cpus.size() && cpus[j + 1] == cpus[j] + 1) ++j;
        if (!out.empty()) out += ',';
        out += j == i ? fmt::format("{}", cpus[i]) : fmt::format("{}-{}", cpus[i], cpus[j]);
        i = j + 1;
    }
    return out;
}

std::string cpuPolicyText(const Job& job)
{
    switch (job.cpu_policy) {
    case CpuPolicy::NumaNode:
        return "numa";
    case CpuPolicy::None:
        return "none";
    case CpuPolicy::List:
        break;
    }
    return formatCpuList(job.cpus);
}

void applyCpuPolicyText(Job& job, std::string_view text)
{
    job.cpus.clear();
    if (text == "numa") {
        job.cpu_policy = CpuPolicy::NumaNode;
    } else if (text == "none") {
        job.cpu_policy = CpuPolicy::None;
    } else {
        job.cpus = parseCpuList(text);
        job.cpu_policy = CpuPolicy::List;
    }
}

std::vector<unsigned> allowedCpus()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    std::vector<unsigned> cpus;
    if (sched_getaffinity(0, sizeof(set), &set) != 0) return cpus;
    for (unsigned cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &set)) cpus.push_back(cpu);
    return cpus;
}

CpuPlan planCpus(const Job& job, std::size_t threads, const TargetInfo& target,
                 const std::filesystem::path& sysfs, const std::vector<unsigned>& allowed)
{
    CpuPlan plan;
    std::vector<unsigned> cpus;
    if (job.cpu_policy == CpuPolicy::None) {
        plan.cpus.assign(threads, -1);
        plan.source = "scheduler";
        return plan;
    }
    if (job.cpu_policy == CpuPolicy::List) {
        checkCpusAllowed(job, allowed);
        cpus = job.cpus;
        plan.source = fmt::format("cpus {}", formatCpuList(cpus));
    } else {
        long node = -1;
        for (unsigned cpu : nodeCpus(sysfs, target.device_name, node))
            if (std::find(allowed.begin(), allowed.end(), cpu) != allowed.end())
                cpus.push_back(cpu);
        if (!cpus.empty()) {
            plan.source = fmt::format("numa node {}", node);
        } else {
            cpus = allowed;
            plan.source = node < 0
                              ? "no numa node: all allowed CPUs"
                              : fmt::format("numa node {} not allowed: all allowed CPUs", node);
        }
    }
    if (cpus.empty()) {
        plan.cpus.assign(threads, -1);
        plan.source = "scheduler";
        return plan;
    }
    for (std::size_t i = 0; i < threads; ++i)
        plan.cpus.push_back(static_cast<int>(cpus[i % cpus.size()]));
    plan.pool = cpus;
    return plan;
}

void checkCpusAllowed(const Job& job, const std::vector<unsigned>& allowed)
{
    if (job.cpu_policy != CpuPolicy::List) return;
    for (unsigned cpu : job.cpus)
        if (std::find(allowed.begin(), allowed.end(), cpu) == allowed.end())
            throw JobError(fmt::format("--cpus {}: CPU {} is not one this process may use ({})",
                                       formatCpuList(job.cpus), cpu, formatCpuList(allowed)));
}

int sqpollCpuFor(const Job& job, const CpuPlan& plan, std::size_t thread)
{
    if (job.sqpoll_cpu >= 0) return job.sqpoll_cpu;
    if (thread >= plan.cpus.size() || plan.cpus[thread] < 0 || plan.pool.empty()) return -1;
    const auto at =
        std::find(plan.pool.begin(), plan.pool.end(), static_cast<unsigned>(plan.cpus[thread]));
    const auto next = static_cast<std::size_t>(at - plan.pool.begin() + 1) % plan.pool.size();
    return static_cast<int>(plan.pool[next]);
}

std::string pinCurrentThread(int cpu)
{
    if (cpu < 0) return {};
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(static_cast<unsigned>(cpu), &set);
    const int error = pthread_setaffinity_np(pthread_self(), sizeof(set), &set);
    return error == 0 ? std::string()
                      : fmt::format("cannot pin to CPU {}: {}", cpu, std::strerror(error));
}

} // namespace am::bench
