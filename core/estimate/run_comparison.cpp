#include "core/estimate/run_comparison.h"

#include "core/bench/job.h"

namespace am::estimate {

using nlohmann::json;

std::vector<const bench::CellResult*> finishedCells(const std::vector<bench::CellResult>& cells)
{
    std::vector<const bench::CellResult*> out;
    for (const auto& cell : cells)
        if (!cell.cancelled) out.push_back(&cell);
    return out;
}

std::vector<CellQuery> cellQueries(const std::vector<bench::CellResult>& cells)
{
    std::vector<CellQuery> out;
    for (const auto* cell : finishedCells(cells)) {
        const bench::Job& job = cell->job;
        out.push_back({bench::rwName(job), job.block_size, static_cast<int>(job.read_share),
                       static_cast<int>(job.queue_depth), static_cast<int>(job.workers)});
    }
    return out;
}

std::optional<double> measuredOverEstimated(const bench::CellResult& measured,
                                            const EstimateCell& estimated)
{
    if (!estimated.not_predicted.empty() || !(estimated.iops > 0)) return std::nullopt;
    return measured.iops / estimated.iops;
}

json runComparisonJson(const std::string& source, const std::vector<bench::CellResult>& cells,
                       const Estimate& estimate)
{
    const auto finished = finishedCells(cells);
    json list = json::array();
    for (std::size_t i = 0; i < finished.size() && i < estimate.run_cells.size(); ++i) {
        const bench::CellResult& measured = *finished[i];
        const EstimateCell& estimated = estimate.run_cells[i];
        const auto ratio = measuredOverEstimated(measured, estimated);
        const bool predicted = estimated.not_predicted.empty();
        list.push_back({{"name", measured.job.name},
                        {"job",
                         {{"rw", bench::rwName(measured.job)},
                          {"bs", measured.job.block_size},
                          {"read_share", measured.job.read_share},
                          {"qd", measured.job.queue_depth},
                          {"jobs", measured.job.workers}}},
                        {"measured_iops", measured.iops},
                        {"estimated_iops", predicted ? json(estimated.iops) : json()},
                        {"ratio", ratio ? json(*ratio) : json()},
                        {"extrapolated", predicted && estimated.extrapolated},
                        {"not_predicted", predicted ? json() : json(estimated.not_predicted)}});
    }
    return {{"source", source}, {"cells", std::move(list)}};
}

} // namespace am::estimate
