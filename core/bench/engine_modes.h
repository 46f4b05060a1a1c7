#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/bench/job.h"

namespace am::bench {

// The engine modes a run asks for, apart from its jobs: what `bench`'s mode
// options, the helper's bench request and the GUI's engine dialog carry, and
// what applyEngineModes puts into every job of the run.
struct EngineModes {
    bool hipri = false;          // --hipri
    bool sqpoll = false;         // --sqpoll
    int sqpoll_cpu = -1;         // --sqpoll CPU; -1: the CPU after its job thread's
    bool passthrough = false;    // --passthrough
    std::uint64_t rate_iops = 0; // --rate-iops, per job thread; 0: unpaced
    std::string cpus;            // --cpus text ("0-3,8", "numa", "none"); empty: the default
    bool operator==(const EngineModes&) const = default;
};

// The `arraymark-cli bench` options for the modes, in the order --help lists
// them; none for the default modes.
std::vector<std::string> engineModeArguments(const EngineModes& modes);

// Sets the job's mode fields and checks them (validateModes). Throws JobError
// naming the value and the rule: a CPU list that does not parse, an SQPOLL CPU
// without SQPOLL or past the machine's CPUs, a rate of 0 or above kMaxRateIops.
void applyEngineModes(Job& job, const EngineModes& modes);
// The same checks without a job to set (a job's defaults stand for the rest).
void checkEngineModes(const EngineModes& modes);

// The modes as JSON, under the helper protocol's bench keys ("hipri",
// "sqpoll", "sqpoll_cpu", "passthrough", "rate_iops", "cpus"); a mode at its
// default is left out. The reader takes the same keys, refuses others and
// checks the result with checkEngineModes: throws JobError or json's errors.
nlohmann::json engineModesJson(const EngineModes& modes);
EngineModes engineModesFromJson(const nlohmann::json& object);

} // namespace am::bench
