#include "core/bench/sweep.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

#include "core/bench/load_ladder.h"
#include "core/bench/repeats.h"
#include "core/bench/run_warnings.h"

namespace am::bench {

namespace {

bool cancelled(const RunControl& control) { return control.cancel && control.cancel->load(); }

// The pause between two repeats of a cell; false when cancelled meanwhile (checked every 50 ms,
// as the engine checks).
bool settle(double seconds, const RunControl& control)
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point until = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                                       std::chrono::duration<double>(seconds));
    for (Clock::time_point now = Clock::now(); now < until; now = Clock::now()) {
        if (cancelled(control)) return false;
        std::this_thread::sleep_for(
            std::min<Clock::duration>(std::chrono::milliseconds(50), until - now));
    }
    return !cancelled(control);
}

} // namespace

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
    const WarningContext warning_context =
        warningContext(run_control.target->info(), options.scan, control.roots);
    const unsigned repeats = std::max(1U, options.repeat);
    std::optional<double> peak_iops; // of the latest load ladder's peak cell (load_ladder.h)
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        if (cancelled(control)) {
            sweep.cancelled = true;
            break;
        }
        if (jobs[i].load_peak) peak_iops.reset();
        if (events.cell_started) events.cell_started(i, jobs[i]);
        try {
            const Job job = resolveLadderJob(jobs[i], peak_iops);
            std::vector<CellResult> runs;
            double time_offset = 0; // a repeat's samples go on where the last one's ended
            for (unsigned repeat = 0; repeat < repeats; ++repeat) {
                if (repeat > 0 && !settle(options.settle_s, control)) break;
                if (events.repeat_started && repeats > 1) events.repeat_started(i, repeat, repeats);
                RunControl cell_control = run_control;
                std::vector<Sample> seen;
                cell_control.on_sample = [&](const Sample& sample) {
                    if (events.sample) {
                        Sample shown = sample;
                        shown.time_s += time_offset;
                        events.sample(i, shown);
                    }
                    if (!options.steady_state) return true;
                    seen.push_back(sample);
                    return !isSteady(seen, *options.steady_state);
                };
                const RunObservation before = observeStorage(warning_context, control.roots);
                CellResult run = runJob(job, cell_control);
                run.warnings = runWarnings(warning_context, run, before,
                                           observeStorage(warning_context, control.roots));
                if (options.steady_state)
                    run.steady_state = isSteady(run.samples, *options.steady_state);
                time_offset += run.measured_s;
                const bool stop = run.cancelled || (run.errors != 0 && options.stop_on_error);
                runs.push_back(std::move(run));
                if (stop) break;
            }
            const bool short_of_repeats = runs.size() < repeats;
            CellResult result = combineRepeats(std::move(runs));
            if (job.load_peak) peak_iops = result.iops;
            // Stopped while settling: the cell holds fewer repeats than asked, and says so.
            if (short_of_repeats && cancelled(control)) result.cancelled = true;
            if (events.finish_cell) events.finish_cell(i, result);
            if (events.cell_done) events.cell_done(i, result);
            const bool was_cancelled = result.cancelled || cancelled(control);
            const bool failed = result.errors != 0;
            sweep.cells.push_back(std::move(result));
            if (was_cancelled) {
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
