#include "app/cli/estimate_run.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/cli/command.h"
#include "app/cli/estimate_text.h"
#include "app/cli/table.h"
#include "core/bench/job.h"
#include "core/estimate/run_comparison.h"

namespace am::cli {

void printRunComparison(const estimate::Estimate& e, const std::string& path,
                        const std::vector<bench::CellResult>& cells)
{
    const auto& plan = e.plan;
    fmt::print("Estimate for {}, {} members ({}) of the cells of {}, from profile {}\n",
               toString(plan.level), plan.members,
               e.mode == estimate::Mode::Healthy ? "healthy" : "degraded: one member missing", path,
               fmt::join(e.profile_names, ", "));
    if (!e.available) {
        for (const auto& note : e.notes) fmt::print("{}\n", note);
        return;
    }
    TextTable table(
        {"RW", "BS", "READ", "QD x JOBS", "MEASURED IOPS", "ESTIMATED IOPS", "MEASURED/ESTIMATED"});
    const auto finished = estimate::finishedCells(cells);
    std::vector<std::string> unpredicted;
    for (std::size_t i = 0; i < finished.size() && i < e.run_cells.size(); ++i) {
        const bench::CellResult& measured = *finished[i];
        const estimate::EstimateCell& estimated = e.run_cells[i];
        const auto ratio = estimate::measuredOverEstimated(measured, estimated);
        const std::string depth =
            fmt::format("{} x {}", measured.job.queue_depth, measured.job.workers);
        if (!estimated.not_predicted.empty())
            unpredicted.push_back(fmt::format("  {} {} {}% read {}: {}", estimated.rw,
                                              sizeText(estimated.block_size), estimated.read_share,
                                              depth, estimated.not_predicted));
        table.addRow({bench::rwName(measured.job), sizeText(measured.job.block_size),
                      fmt::format("{}%", measured.job.read_share), depth, compact(measured.iops),
                      estimated.not_predicted.empty()
                          ? compact(estimated.iops) + (estimated.extrapolated ? "~" : "")
                          : "-",
                      ratio ? fmt::format("{:.2f}", *ratio) : "-"});
    }
    fmt::print("\n{}", table.render());
    std::size_t extrapolated = 0;
    for (const auto& cell : e.run_cells) extrapolated += cell.extrapolated;
    if (extrapolated)
        fmt::print("~ extrapolated in {} cell(s): the profile was measured at {} I/Os in flight{}, "
                   "and a block size without a measured depth curve is extrapolated at any depth "
                   "but its own\n",
                   extrapolated, fmt::join(e.profile_qd, ", "),
                   e.run_unmeasured_qd.empty() ? std::string()
                                               : fmt::format(" (this run's {} are not)",
                                                             fmt::join(e.run_unmeasured_qd, ", ")));
    if (!unpredicted.empty())
        fmt::print("Not predicted (- above): {} cell(s)\n{}\n", unpredicted.size(),
                   fmt::join(unpredicted, "\n"));
    for (const auto& source : e.profile_sources) fmt::print("Source: {}\n", source);
}

bench::RunDocument readRun(const std::string& path)
{
    bench::RunDocument run;
    try {
        run = bench::readResultFile(path);
    } catch (const bench::ResultFormatError& error) {
        throw UsageError(fmt::format("--run {}", error.what()));
    }
    if (estimate::finishedCells(run.cells).empty())
        throw UsageError(fmt::format(
            "--run {}: no finished cell: the run must hold measured cells to compare with", path));
    return run;
}

} // namespace am::cli
