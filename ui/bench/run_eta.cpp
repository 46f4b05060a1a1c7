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
    // A repeated cell's sample clock goes on across its runs; each run ramps again.
    const double repeat = std::max(1U, clock.repeat);
    const double cell_s = (runtime + ramp) * repeat + clock.settle_s * (repeat - 1);
    double within = 0;
    if (clock.running_cell_s && cell_s > 0)
        within = std::min(0.99, (*clock.running_cell_s + ramp) / (runtime * repeat + ramp));
    const double total = static_cast<double>(eta.total_cells);
    eta.fraction = eta.total_cells > 0 ? std::min(1.0, (done + within) / total) : 0;
    const double per_cell = done > 0 ? clock.elapsed_s / (done + within) : cell_s;
    eta.remaining_s = std::max(0.0, (total - done - within) * per_cell);
    return eta;
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
