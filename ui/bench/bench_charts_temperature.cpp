// BenchCharts: the drives' temperatures on chart (3), beside the rate.
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <optional>

#include "ui/bench/axis_format.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/chart_style.h"

namespace am::ui {

namespace {
constexpr int kFirstTemperatureColor = 2; // 0 and 1 are the rate and p99 lines
}

void BenchCharts::setCellTemperatures(const std::vector<bench::DeviceTemperature>& devices)
{
    std::vector<const bench::DeviceTemperature*> shown;
    for (const auto& device : devices)
        if (!device.points.empty()) shown.push_back(&device);
    // The same drives as before (every live tick): new points, same lines and legend.
    bool same = static_cast<std::size_t>(time_temps_.size()) >= shown.size();
    for (std::size_t i = 0; same && i < shown.size(); ++i)
        same = time_temps_[static_cast<qsizetype>(i)]->property("device").toString() ==
               QString::fromStdString(shown[i]->device);
    const bool warned =
        std::any_of(shown.begin(), shown.end(), [](const auto* d) { return d->reachedWarning(); });
    same = same && static_cast<std::size_t>(time_temps_.size()) == shown.size() + (warned ? 1 : 0);
    if (!same) {
        for (QLineSeries* series : time_temps_) {
            time_chart_->removeSeries(series);
            delete series;
        }
        time_temps_.clear();
    }
    double low = 0, high = 0, last_t = 0;
    std::optional<double> warning;
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const bench::DeviceTemperature& device = *shown[i];
        QList<QPointF> points;
        points.reserve(static_cast<qsizetype>(device.points.size()));
        for (const auto& p : device.points) {
            points.append({p.time_s, p.celsius});
            low = points.size() == 1 && i == 0 ? p.celsius : std::min(low, p.celsius);
            high = std::max(high, p.celsius);
            last_t = std::max(last_t, p.time_s);
        }
        if (device.reachedWarning() && (!warning || *device.warning_c < *warning))
            warning = device.warning_c;
        QLineSeries* series = nullptr;
        if (same) {
            series = time_temps_[static_cast<qsizetype>(i)];
        } else {
            series = new QLineSeries;
            const QString name = QString::fromStdString(device.device);
            series->setName(tr("%1 °C").arg(name));
            series->setProperty("device", name);
            series->setPen(
                QPen(paletteColor(kFirstTemperatureColor + static_cast<int>(i)), 1.5, Qt::DotLine));
            series->setPointsVisible(true);
            time_chart_->addSeries(series);
            series->attachAxis(time_x_);
            series->attachAxis(time_temp_axis_);
            time_temps_.append(series);
        }
        series->replace(points);
    }
    if (warning) {
        // The threshold a drive reached, across the chart: where throttling begins.
        QLineSeries* line = same ? time_temps_.back() : new QLineSeries;
        if (!same) {
            line->setName(tr("warning %1 °C").arg(*warning));
            line->setPen(QPen(QColor(0xd62728), 1, Qt::DashLine));
            time_chart_->addSeries(line);
            line->attachAxis(time_x_);
            line->attachAxis(time_temp_axis_);
            time_temps_.append(line);
        }
        line->replace({QPointF(0, *warning), QPointF(std::max(last_t, time_x_->max()), *warning)});
        high = std::max(high, *warning);
    }
    time_temp_axis_->setVisible(!shown.empty());
    if (!shown.empty()) setNiceRange(time_temp_axis_, std::floor(low - 5), std::ceil(high + 5));
    if (!same) connectLegend(time_chart_); // the new lines' legend entries toggle them too
}

} // namespace am::ui
