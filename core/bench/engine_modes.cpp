#include "core/bench/engine_modes.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/bench/cpu_placement.h"
#include "core/bench/job_validation.h"
#include "core/bench/mode_checks.h"

namespace am::bench {

std::vector<std::string> engineModeArguments(const EngineModes& modes)
{
    std::vector<std::string> args;
    if (modes.hipri) args.emplace_back("--hipri");
    if (modes.sqpoll) {
        args.emplace_back("--sqpoll");
        if (modes.sqpoll_cpu >= 0) args.push_back(std::to_string(modes.sqpoll_cpu));
    }
    if (modes.passthrough) args.emplace_back("--passthrough");
    if (modes.rate_iops > 0) {
        args.emplace_back("--rate-iops");
        args.push_back(std::to_string(modes.rate_iops));
    }
    if (!modes.cpus.empty()) {
        args.emplace_back("--cpus");
        args.push_back(modes.cpus);
    }
    return args;
}

nlohmann::json engineModesJson(const EngineModes& modes)
{
    nlohmann::json out = nlohmann::json::object();
    if (modes.hipri) out["hipri"] = true;
    if (modes.sqpoll) out["sqpoll"] = true;
    if (modes.sqpoll_cpu >= 0) out["sqpoll_cpu"] = modes.sqpoll_cpu;
    if (modes.passthrough) out["passthrough"] = true;
    if (modes.rate_iops > 0) out["rate_iops"] = modes.rate_iops;
    if (!modes.cpus.empty()) out["cpus"] = modes.cpus;
    return out;
}

EngineModes engineModesFromJson(const nlohmann::json& object)
{
    EngineModes modes;
    for (const auto& [key, value] : object.items()) {
        if (key == "hipri")
            modes.hipri = value.get<bool>();
        else if (key == "sqpoll")
            modes.sqpoll = value.get<bool>();
        else if (key == "sqpoll_cpu")
            modes.sqpoll_cpu = value.get<int>();
        else if (key == "passthrough")
            modes.passthrough = value.get<bool>();
        else if (key == "rate_iops")
            modes.rate_iops = value.get<std::uint64_t>();
        else if (key == "cpus")
            modes.cpus = value.get<std::string>();
        else
            throw JobError(fmt::format("engine modes: unknown key \"{}\"", key));
    }
    checkEngineModes(modes);
    return modes;
}

void applyEngineModes(Job& job, const EngineModes& modes)
{
    job.hipri = modes.hipri;
    job.sqpoll = modes.sqpoll;
    job.sqpoll_cpu = modes.sqpoll_cpu;
    job.passthrough = modes.passthrough;
    job.rate_iops = modes.rate_iops;
    if (!modes.cpus.empty()) applyCpuPolicyText(job, modes.cpus);
    validateModes(job);
}

void checkEngineModes(const EngineModes& modes)
{
    Job scratch;
    applyEngineModes(scratch, modes);
}

} // namespace am::bench
