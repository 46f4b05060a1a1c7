#include "ui/bench/load_chart.h"

#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "core/bench/load_ladder.h"
#include "ui/bench/axis_format.h"
#include "ui/bench/chart_reset.h"

namespace am::ui {

namespace {

struct LoadChart {
    Q_DECLARE_TR_FUNCTIONS(LoadChart)
};

QColor color(int index)
{
    static const QColor colors[] = {QColor(0x1f77b4), QColor(0xd62728), QColor(0x2ca02c),
                                    QColor(0x9467bd)};
    return colors[index % 4];
}

// The percentiles drawn, lightest line first.
struct Percentile {
    const char* name;
    std::uint64_t bench::LoadPoint::*ns;
    Qt::PenStyle style;
};
constexpr Percentile kPercentiles[] = {
    {QT_TRANSLATE_NOOP("LoadChart", "p50"), &bench::LoadPoint::p50_ns, Qt::DotLine},
    {QT_TRANSLATE_NOOP("LoadChart", "p99"), &bench::LoadPoint::p99_ns, Qt::SolidLine},
    {QT_TRANSLATE_NOOP("LoadChart", "p99.9"), &bench::LoadPoint::p999_ns, Qt::DashLine},
};

void showNearest(QXYSeries* series, const QPointF& point)
{
    const auto points = series->points();
    const auto nearest = std::min_element(
        points.begin(), points.end(), [&point](const QPointF& a, const QPointF& b) {
            return std::abs(a.x() - point.x()) < std::abs(b.x() - point.x());
        });
    if (nearest == points.end()) return;
    QToolTip::showText(QCursor::pos(),
                       LoadChart::tr("%1\n%2 IOPS offered: %3 µs")
                           .arg(series->name(), QLocale().toString(nearest->x(), 'f', 0),
                                QLocale().toString(nearest->y(), 'f', 1)));
}

} // namespace

bool hasLoadLadder(const std::vector<bench::CellResult>& cells)
{
    return !bench::loadCurves(cells).empty();
}

void fillLoadChart(QChart* chart, const std::vector<bench::CellResult>& cells)
{
    emptyChart(chart);
    chart->setTitle(LoadChart::tr("Latency under load: where p99 doubles"));
    const auto curves = bench::loadCurves(cells);
    double max_iops = 0, min_us = 0, max_us = 0;
    for (const auto& curve : curves)
        for (const auto& point : curve.points) {
            max_iops = std::max(max_iops, point.offered_iops);
            for (const Percentile& p : kPercentiles)
                if (const double us = static_cast<double>(point.*p.ns) / 1000.0; us > 0) {
                    min_us = min_us > 0 ? std::min(min_us, us) : us;
                    max_us = std::max(max_us, us);
                }
        }
    auto* x = new QValueAxis;
    setNiceRange(x, 0, max_iops > 0 ? max_iops * 1.05 : 1);
    x->setTitleText(LoadChart::tr("offered IOPS"));
    auto* y = new QLogValueAxis;
    y->setBase(10);
    // Whole decades, so the log axis has labelled ticks (10, 100, 1000 µs).
    const double low = min_us > 0 ? std::pow(10.0, std::floor(std::log10(min_us))) : 1;
    const double high = max_us > 0 ? std::pow(10.0, std::ceil(std::log10(max_us * 1.01))) : 10;
    y->setLabelFormat(logAxisLabelFormat(low));
    y->setRange(low, std::max(high, low * 10));
    y->setTitleText(LoadChart::tr("latency µs (log)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    auto add = [&](QXYSeries* series) {
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        QObject::connect(series, &QXYSeries::hovered, series,
                         [series](const QPointF& point, bool state) {
                             if (!state) return QToolTip::hideText();
                             showNearest(series, point);
                         });
    };
    for (std::size_t c = 0; c < curves.size(); ++c) {
        const auto& curve = curves[c];
        const QString name = QString::fromStdString(curve.name);
        for (const Percentile& p : kPercentiles) {
            auto* line = new QLineSeries;
            line->setName(curves.size() > 1
                              ? LoadChart::tr("%1, %2").arg(LoadChart::tr(p.name), name)
                              : LoadChart::tr(p.name));
            line->setPen(
                QPen(color(static_cast<int>(c)), p.style == Qt::SolidLine ? 2 : 1.5, p.style));
            line->setPointsVisible(true);
            for (const auto& point : curve.points)
                if (point.*p.ns > 0)
                    line->append(point.offered_iops, static_cast<double>(point.*p.ns) / 1000.0);
            add(line);
        }
        if (curve.knee) {
            const auto& at = curve.points[*curve.knee];
            auto* knee = new QScatterSeries;
            knee->setName(LoadChart::tr("knee: p99 doubled at %1 % (%2 IOPS)")
                              .arg(at.percent)
                              .arg(QLocale().toString(at.offered_iops, 'f', 0)));
            knee->setMarkerShape(QScatterSeries::MarkerShapeCircle);
            knee->setMarkerSize(16);
            knee->setBrush(Qt::NoBrush);
            knee->setPen(QPen(color(static_cast<int>(c)).darker(140), 2.5));
            knee->append(at.offered_iops, static_cast<double>(at.p99_ns) / 1000.0);
            add(knee);
        }
    }
}

} // namespace am::ui
