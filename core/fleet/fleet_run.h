#pragma once

// Runs one bench on every host of a fleet, in parallel (a thread per host) or
// one after another, and collects what each host returned.

#include <atomic>
#include <functional>
#include <string_view>
#include <vector>

#include "core/fleet/host_list.h"
#include "core/fleet/host_run.h"

namespace am::fleet {

struct FleetPlan {
    std::vector<HostSpec> hosts;
    Transport transport = Transport::Ssh; // for hosts whose line names none
    std::string target;                   // for hosts whose line names none
    RunSpec spec;
    bool serial = false; // one host at a time: hosts that share a backend would disturb each other
};

// Callbacks come from the hosts' threads but never two at once.
struct FleetEvents {
    std::function<void(const HostSpec&)> host_started;
    LineSink line;
    std::function<void(const HostOutcome&)> host_done;
};

// Fills in each host's transport and target from the plan's defaults.
// Throws HostListError naming the host that ends up without a target.
std::vector<HostSpec> resolveHosts(const std::vector<HostSpec>& hosts, Transport transport,
                                   const std::string& target);

// One outcome per host, in the plan's order. A failing host never stops the others.
std::vector<HostOutcome> runFleet(const FleetPlan& plan, const FleetEvents& events,
                                  const std::atomic<bool>* cancel);

} // namespace am::fleet
