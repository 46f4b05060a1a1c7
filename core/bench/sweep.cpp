#include "core/bench/sweep.h"

#include <cmath>

namespace am::bench {

bool isSteady(const std::vector<Sample>& samples, const SteadyStateRule& rule)
{
    if (samples.empty() || samples.back().time_s < rule.window_s) return false;
    const double from = samples.back().time_s - rule.window_s;
    double n = 0, sum_t = 0, sum_y = 0, sum_tt = 0, sum_ty = 0;
    for (auto it = samples.rbegin(); it != samples.rend() && it->time_s > from; ++it) {
        n += 1;
        sum_t += it->time_s;
        sum_y += it->iops;
        sum_tt += it->time_s * it->time_s;
        sum_ty += it->time_s * it->iops;
    }
    if (n < 4) return false;
    const double mean = sum_y / n;
    const double denominator = n * sum_tt - sum_t * sum_t;
    if (mean <= 0 || denominator <= 0) return false;
    const double slope = (n * sum_ty - sum_t * sum_y) / denominator; // IOPS per second
    return std::abs(slope * rule.window_s) <= rule.slope_percent / 100.0 * mean;
}

SweepResult runSweep(const std::vector<Job>& jobs, const SweepOptions& options,
                     const RunControl& control, const SweepEvents& events)
{
    SweepResult sweep;
    if (jobs.empty()) return sweep;
    // One open target for every cell: a device written to stays held (O_EXCL) until the last cell
    // ends.
    PreparedRun prepared;
    RunControl run_control = control;
    if (!run_control.target) {
        prepared = prepareRun(jobs, control);
        run_control.target = prepared.target.get();
    }
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        if (control.cancel && control.cancel->load()) {
            sweep.cancelled = true;
            break;
        }
        if (events.cell_started) events.cell_started(i, jobs[i]);
        RunControl cell_control = run_control;
        std::vector<Sample> seen;
        cell_control.on_sample = [&](const Sample& sample) {
            if (events.sample) events.sample(i, sample);
            if (!options.steady_state) return true;
            seen.push_back(sample);
            return !isSteady(seen, *options.steady_state);
        };
        try {
            CellResult result = runJob(jobs[i], cell_control);
            if (options.steady_state)
                result.steady_state = isSteady(result.samples, *options.steady_state);
            if (events.finish_cell) events.finish_cell(i, result);
            if (events.cell_done) events.cell_done(i, result);
            const bool cancelled = result.cancelled;
            const bool failed = result.errors != 0;
            sweep.cells.push_back(std::move(result));
            if (cancelled) {
                sweep.cancelled = true;
                break;
            }
            if (failed && options.stop_on_error) break;
        } catch (const std::exception& error) {
            ++sweep.failed_cells;
            if (events.error) events.error(i, errorKindOf(error), error.what());
            if (options.stop_on_error) break;
        }
    }
    return sweep;
}

} // namespace am::bench
