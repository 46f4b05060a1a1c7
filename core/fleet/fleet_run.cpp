#include "core/fleet/fleet_run.h"

#include <mutex>
#include <thread>

#include <fmt/format.h>

namespace am::fleet {

std::vector<HostSpec> resolveHosts(const std::vector<HostSpec>& hosts, Transport transport,
                                   const std::string& target)
{
    std::vector<HostSpec> resolved = hosts;
    for (auto& host : resolved) {
        if (!host.transport) host.transport = transport;
        if (host.target.empty()) host.target = target;
        if (host.target.empty())
            throw HostListError(fmt::format(
                "host {}: no target; give --target PATH or target=PATH on its line", host.name));
    }
    return resolved;
}

std::vector<HostOutcome> runFleet(const FleetPlan& plan, const FleetEvents& events,
                                  const std::atomic<bool>* cancel)
{
    const std::vector<HostSpec> hosts = resolveHosts(plan.hosts, plan.transport, plan.target);
    std::vector<HostOutcome> outcomes(hosts.size());
    std::mutex events_mutex;
    const LineSink line = [&](const HostSpec& host, std::string_view text) {
        if (!events.line) return;
        std::lock_guard lock(events_mutex);
        events.line(host, text);
    };
    auto runOne = [&](std::size_t i) {
        if (events.host_started) {
            std::lock_guard lock(events_mutex);
            events.host_started(hosts[i]);
        }
        outcomes[i] = runHost(hosts[i], plan.spec, line, cancel);
        if (events.host_done) {
            std::lock_guard lock(events_mutex);
            events.host_done(outcomes[i]);
        }
    };
    if (plan.serial) {
        for (std::size_t i = 0; i < hosts.size(); ++i) {
            if (cancel && cancel->load()) {
                outcomes[i].host = hosts[i];
                outcomes[i].error = "cancelled before it started";
                continue;
            }
            runOne(i);
        }
        return outcomes;
    }
    std::vector<std::jthread> threads;
    threads.reserve(hosts.size());
    for (std::size_t i = 0; i < hosts.size(); ++i) threads.emplace_back(runOne, i);
    threads.clear(); // joins
    return outcomes;
}

} // namespace am::fleet
