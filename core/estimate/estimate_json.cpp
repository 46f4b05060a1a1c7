#include "core/estimate/estimate_json.h"

#include "core/estimate/backend_model.h"

#include <fmt/format.h>

#include "core/util/units.h"

namespace am::estimate {

using nlohmann::json;

namespace {

json optionalNumber(const std::optional<double>& value) { return value ? json(*value) : json(); }

// in_flight: the --qd the cell was predicted at (job.qd = it, job.jobs = 1), else null;
// a run's cell keeps its own qd and jobs.
json cellToJson(const EstimateCell& cell, const std::optional<int>& in_flight)
{
    const std::string size = util::formatSize(cell.block_size, util::SizeUnits::Binary);
    const json qd = cell.qd > 0 ? json(cell.qd) : in_flight ? json(*in_flight) : json();
    const json jobs = cell.qd > 0 ? json(cell.jobs) : in_flight ? json(1) : json();
    return json{
        {"name", fmt::format("{} {} {}% read", cell.rw, size, cell.read_share)},
        {"job",
         {{"rw", cell.rw},
          {"bs", cell.block_size},
          {"read_share", cell.read_share},
          {"qd", qd},
          {"jobs", jobs},
          {"runtime", nullptr}}},
        {"iops", cell.iops},
        {"read_iops", cell.read_iops},
        {"write_iops", cell.write_iops},
        {"bw_bytes", cell.bw_bytes},
        {"read_bw_bytes", cell.read_iops * static_cast<double>(cell.block_size)},
        {"write_bw_bytes", cell.write_iops * static_cast<double>(cell.block_size)},
        {"lat_ns", {{"mean", cell.mean_latency_ns}}},
        {"estimate", {{"limit", toString(cell.limit)}, {"extrapolated", cell.extrapolated}}}};
}

json seriesPoint(const EstimateCell& cell)
{
    return json{{"iops", cell.iops},
                {"lat_ns_mean", cell.mean_latency_ns},
                {"limit", toString(cell.limit)},
                {"extrapolated", cell.extrapolated}};
}

json curveToJson(const QueueCurve& curve)
{
    // An unpredicted series is null throughout; "not_predicted" says why.
    const auto known = [](const std::string& gap, const json& value) {
        return gap.empty() ? value : json();
    };
    json points = json::array();
    for (const auto& p : curve.points)
        points.push_back({{"in_flight", p.in_flight},
                          {"read", known(curve.read_gap, seriesPoint(p.read))},
                          {"write", known(curve.write_gap, seriesPoint(p.write))},
                          {"mix", known(curve.mix_gap, seriesPoint(p.mix))},
                          {"member_read_iops", known(curve.member_read_gap, p.member_read_iops)},
                          {"member_write_iops", known(curve.member_write_gap, p.member_write_iops)},
                          {"member_read_extrapolated", p.member_read_extrapolated},
                          {"member_write_extrapolated", p.member_write_extrapolated}});
    return json{{"block_size", curve.block_size},
                {"mix_read_share", curve.mix_read_share},
                {"peak",
                 {{"read", known(curve.read_gap, curve.peak_read)},
                  {"write", known(curve.write_gap, curve.peak_write)},
                  {"mix", known(curve.mix_gap, curve.peak_mix)}}},
                // The fewest in flight from which reads beat one member (payoff.h; null: never).
                {"reads_pay_off_from_in_flight",
                 curve.read_payoff_in_flight ? json(*curve.read_payoff_in_flight) : json()},
                {"in_flight_for_90_percent",
                 {{"read", known(curve.read_gap, curve.q90_read)},
                  {"write", known(curve.write_gap, curve.q90_write)},
                  {"mix", known(curve.mix_gap, curve.q90_mix)}}},
                {"not_predicted",
                 [&] {
                     json gaps = json::object();
                     for (const auto& [key, gap] :
                          {std::pair{"read", &curve.read_gap}, std::pair{"write", &curve.write_gap},
                           std::pair{"mix", &curve.mix_gap},
                           std::pair{"member_read", &curve.member_read_gap},
                           std::pair{"member_write", &curve.member_write_gap}})
                         if (!gap->empty()) gaps[key] = *gap;
                     return gaps;
                 }()},
                {"points", points}};
}

json rebuildToJson(const RebuildEstimate& r)
{
    return json{{"bytes", r.bytes},
                {"idle_bytes_per_s", r.idle_bytes_per_s},
                {"idle_limit", r.idle_limit},
                {"idle_seconds", r.idle_seconds},
                {"loaded_bytes_per_s", r.loaded_bytes_per_s},
                {"loaded_seconds", r.loaded_seconds}};
}

} // namespace

json toJson(const Estimate& e)
{
    json cells = json::array();
    for (const auto& cell : e.random)
        cells.push_back(cellToJson(cell, e.parameters.array_outstanding_ios));
    for (const auto& cell : e.sequential) cells.push_back(cellToJson(cell, std::nullopt));
    const Parameters& p = e.parameters;
    const ArrayPlan model = modelledPlan(e.plan); // btrfs raid1: raid10 with 2 copies
    const bool raid10 = model.level == Level::Raid10;
    return json{
        {"schema", kEstimateSchema},
        {"mode", e.mode == Mode::Healthy ? "healthy" : "degraded"},
        {"available", e.available},
        {"plan",
         {{"backend", raid::toString(e.plan.backend)},
          {"level", toString(e.plan.level)},
          {"modelled_as", model.level != e.plan.level ? json(toString(model.level)) : json()},
          {"members", e.plan.members},
          {"chunk_bytes", model.level == Level::Raid1 ? json() : json(model.chunk_bytes)},
          {"layout", raid10 ? json(toString(model.raid10_layout)) : json()},
          {"copies", raid10 ? json(model.raid10_copies) : json()},
          {"member_size_bytes", e.member_size_bytes ? json(*e.member_size_bytes) : json()}}},
        {"caps",
         {{"link_bytes_per_s", optionalNumber(e.caps.link_bytes_per_s)},
          {"bus_bytes_per_s", optionalNumber(e.caps.bus_bytes_per_s)},
          {"parity_bytes_per_s", optionalNumber(e.caps.parity_bytes_per_s)},
          {"host_member_iops", optionalNumber(e.caps.host_member_iops)}}},
        {"parameters",
         {{"mix_rule", toString(p.mix_rule)},
          {"member_utilisation", p.member_utilisation},
          {"raid1_sequential_read_members", p.raid1_sequential_read_members},
          {"md_speed_limit_min_bytes_per_s", p.md_speed_limit_min_bytes_per_s},
          {"md_speed_limit_max_bytes_per_s", p.md_speed_limit_max_bytes_per_s},
          {"assumed_outstanding_ios", p.assumed_outstanding_ios},
          {"array_outstanding_ios",
           p.array_outstanding_ios ? json(*p.array_outstanding_ios) : json()},
          {"curve_mix_read_share", p.curve_mix_read_share}}},
        {"profiles",
         [&] {
             json list = json::array();
             for (std::size_t i = 0; i < e.profile_names.size(); ++i)
                 list.push_back({{"name", e.profile_names[i]}, {"source", e.profile_sources[i]}});
             return list;
         }()},
        {"capacity_bytes", e.capacity_bytes ? json(*e.capacity_bytes) : json()},
        {"fault_tolerance", e.fault_tolerance},
        {"rebuild", e.rebuild ? rebuildToJson(*e.rebuild) : json()},
        {"queue_curve", e.queue_curve ? curveToJson(*e.queue_curve) : json()},
        {"unmeasured_qd", e.unmeasured_qd},
        {"profile_qd", e.profile_qd},
        {"run_unmeasured_qd", e.run_unmeasured_qd},
        {"run_cells",
         [&] {
             json list = json::array();
             for (const auto& cell : e.run_cells) {
                 json item = cellToJson(cell, std::nullopt);
                 if (!cell.not_predicted.empty())
                     item["estimate"]["not_predicted"] = cell.not_predicted;
                 list.push_back(std::move(item));
             }
             return list;
         }()},
        {"notes", e.notes},
        {"cells", cells},
        {"unpredicted", [&] {
             json list = json::array();
             for (const auto& cell : e.unpredicted)
                 list.push_back({{"rw", cell.rw},
                                 {"bs", cell.block_size},
                                 {"read_share", cell.read_share},
                                 {"reason", cell.not_predicted}});
             return list;
         }()}};
}

} // namespace am::estimate
