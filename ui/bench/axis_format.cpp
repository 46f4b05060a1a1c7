#include "ui/bench/axis_format.h"

#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace am::ui {

QString axisLabelFormat(double min, double max, int ticks)
{
    const double step = ticks > 1 ? (max - min) / (ticks - 1) : max - min;
    int decimals = 0;
    // The fewest decimals that show every tick value exactly (0.25 needs 2).
    if (step > 0)
        for (double scaled = step; decimals < 6; ++decimals, scaled *= 10)
            if (std::abs(scaled - std::round(scaled)) < 1e-6 * std::max(1.0, scaled)) break;
    return QStringLiteral("%.%1f").arg(decimals);
}

QString logAxisLabelFormat(double low)
{
    const int decimals =
        low > 0 && low < 1 ? std::min(6, static_cast<int>(std::ceil(-std::log10(low) - 1e-9))) : 0;
    return QStringLiteral("%.%1f").arg(decimals);
}

void setNiceRange(QValueAxis* axis, double min, double max)
{
    axis->setRange(min, max);
    axis->applyNiceNumbers();
    axis->setLabelFormat(axisLabelFormat(axis->min(), axis->max(), axis->tickCount()));
}

} // namespace am::ui
