#include "core/fleet/fleet_document.h"

#include <stdexcept>

#include <fmt/format.h>

namespace am::fleet {

namespace {

nlohmann::json spreadJson(const Spread& s)
{
    return {{"min", s.min}, {"median", s.median}, {"max", s.max}, {"spread", s.spread}};
}

} // namespace

nlohmann::json fleetDocument(const FleetInfo& info, const std::vector<HostOutcome>& outcomes,
                             const std::vector<CellSummary>& summary)
{
    nlohmann::json hosts = nlohmann::json::array();
    int succeeded = 0;
    for (const auto& o : outcomes) {
        if (o.ok) ++succeeded;
        hosts.push_back({{"name", o.host.name},
                         {"destination", o.host.destination},
                         {"via", toString(o.host.transport.value_or(Transport::Ssh))},
                         {"target", o.host.target},
                         {"ok", o.ok},
                         {"error", o.error},
                         {"exit_code", o.exit_code},
                         {"elapsed_s", o.elapsed_s},
                         {"cells_completed", o.cells_completed},
                         {"command", o.command},
                         {"result", o.result}});
    }
    nlohmann::json cells = nlohmann::json::array();
    for (const auto& c : summary) {
        cells.push_back({{"name", c.name},
                         {"job",
                          {{"rw", bench::rwName(c.job)},
                           {"bs", c.job.block_size},
                           {"read_share", c.job.read_share},
                           {"qd", c.job.queue_depth},
                           {"jobs", c.job.workers}}},
                         {"hosts", c.hosts},
                         {"iops", c.iops},
                         {"iops_stats", spreadJson(c.iops_spread)},
                         {"bw_bytes_stats", spreadJson(c.bw_bytes_spread)},
                         {"lat_mean_ns_stats", spreadJson(c.lat_mean_ns_spread)},
                         {"lat_p99_ns_stats", spreadJson(c.lat_p99_ns_spread)}});
    }
    return {{"schema", kFleetSchema},
            {"created", info.created},
            {"controller", info.controller},
            {"job_args", info.job_args},
            {"serial", info.serial},
            {"succeeded", succeeded},
            {"failed", static_cast<int>(outcomes.size()) - succeeded},
            {"hosts", hosts},
            {"summary", cells}};
}

std::vector<HostOutcome> readFleetDocument(const nlohmann::json& document)
{
    if (!document.is_object() || document.value("schema", "") != kFleetSchema)
        throw std::runtime_error(
            fmt::format("not an {} document (schema \"{}\")", kFleetSchema,
                        document.is_object() ? document.value("schema", "") : ""));
    if (!document.contains("hosts") || !document["hosts"].is_array())
        throw std::runtime_error(
            fmt::format("{} document without a \"hosts\" array", kFleetSchema));
    std::vector<HostOutcome> outcomes;
    for (const auto& h : document["hosts"]) {
        if (!h.is_object() || !h.contains("name"))
            throw std::runtime_error(
                fmt::format("{} document: a host without \"name\"", kFleetSchema));
        HostOutcome o;
        o.host.name = h["name"].get<std::string>();
        o.host.destination = h.value("destination", o.host.name);
        o.host.transport = parseTransport(h.value("via", "ssh"));
        o.host.target = h.value("target", "");
        o.ok = h.value("ok", false);
        o.error = h.value("error", "");
        o.exit_code = h.value("exit_code", -1);
        o.elapsed_s = h.value("elapsed_s", 0.0);
        o.cells_completed = h.value("cells_completed", std::size_t{0});
        o.command = h.value("command", "");
        o.result = h.contains("result") ? h["result"] : nlohmann::json();
        outcomes.push_back(std::move(o));
    }
    return outcomes;
}

} // namespace am::fleet
