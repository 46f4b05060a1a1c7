#include "ui/bench/run_eta.h"

#include <algorithm>

namespace am::ui {

RunEta estimateRun(const RunClock& clock)
{
    RunEta eta;
    eta.total_cells = clock.reported_cells > 0
                          ? clock.reported_cells
                          : static_cast<std::size_t>(std::max(0, clock.preset_cells));
    const double runtime =
        clock.requested_runtime_s > 0 ? clock.requested_runtime_s : clock.preset_runtime_s;
    const double ramp = clock.requested_ramp_s >= 0 ? clock.requested_ramp_s : clock.preset_ramp_s;
    const double done = static_cast<double>(clock.finished_cells);
    const double total = static_cast<double>(eta.total_cells);
    // A repeated cell's sample clock goes on across its runs; each run ramps again.
    const double repeat = std::max(1U, clock.repeat);
    const double cell_s = (runtime + ramp) * repeat + clock.settle_s * (repeat - 1);
    const auto& fill = clock.running_fill;
    if (fill && clock.running_cell_s && fill->range_bytes > 0 && fill->rate > 0) {
        // The fill's own clock: what it has run, and its bytes left at its recent rate.
        const double left_s = std::max(0.0, fill->range_bytes - fill->written_bytes) / fill->rate;
        const double ran_s = *clock.running_cell_s;
        const double within = ran_s + left_s > 0 ? std::min(0.99, ran_s / (ran_s + left_s)) : 0;
        eta.fraction = eta.total_cells > 0 ? std::min(1.0, (done + within) / total) : 0;
        const double others = std::max(0.0, total - done - 1);
        const double per_cell = done > 0 ? std::max(0.0, clock.elapsed_s - ran_s) / done : cell_s;
        eta.remaining_s = left_s + others * per_cell;
        return eta;
    }
    double within = 0;
    // Its samples' clock runs over the measured seconds (and the first ramp), not the pauses.
    if (const double sampled_s = runtime * repeat + ramp; clock.running_cell_s && sampled_s > 0)
        within = std::min(0.99, (*clock.running_cell_s + ramp) / sampled_s);
    eta.fraction = eta.total_cells > 0 ? std::min(1.0, (done + within) / total) : 0;
    const double per_cell = done > 0 ? clock.elapsed_s / (done + within) : cell_s;
    eta.remaining_s = std::max(0.0, (total - done - within) * per_cell);
    return eta;
}

FillProgress fillProgress(const std::vector<bench::Sample>& samples, double range_bytes)
{
    FillProgress progress;
    progress.range_bytes = range_bytes;
    if (samples.empty()) return progress;
    const double from = samples.back().time_s - kFillRateWindowS;
    double window_bytes = 0, window_s = 0;
    for (const bench::Sample& sample : samples) {
        progress.written_bytes += sample.bw_bytes * sample.interval_s;
        if (sample.time_s > from) {
            window_bytes += sample.bw_bytes * sample.interval_s;
            window_s += sample.interval_s;
        }
    }
    progress.rate = window_s > 0 ? window_bytes / window_s : 0;
    return progress;
}

QString formatDuration(double seconds)
{
    const int s = static_cast<int>(std::max(0.0, seconds) + 0.5);
    return s >= 3600 ? QStringLiteral("%1:%2:%3")
                           .arg(s / 3600)
                           .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
                           .arg(s % 60, 2, 10, QLatin1Char('0'))
                     : QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace am::ui
