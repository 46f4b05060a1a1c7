#include "ui/bench/fill_chart.h"

#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QLineSeries>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "ui/bench/axis_format.h"
#include "ui/bench/chart_reset.h"
#include "ui/bench/chart_style.h"

namespace am::ui {

namespace {

struct FillChart {
    Q_DECLARE_TR_FUNCTIONS(FillChart)
};

constexpr std::size_t kMaxFillPoints = 1200;
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QString gib(double bytes)
{
    return QLocale().toString(bytes / kGiB, 'f', bytes < 10 * kGiB ? 2 : 1);
}
QString mbs(double bytes_per_s) { return QLocale().toString(bytes_per_s / 1e6, 'f', 0); }

} // namespace

void fillFillChart(QChart* chart, const QString& name, const bench::FillCurve& curve, bool live)
{
    emptyChart(chart);
    chart->setTitle(live ? FillChart::tr("Cache cliff: %1 (running)").arg(name)
                         : FillChart::tr("Cache cliff: %1").arg(name));
    const auto points = bench::thinnedFillPoints(curve.points, kMaxFillPoints);
    double max_rate = 0;
    for (const auto& point : points) max_rate = std::max(max_rate, point.bytes_per_s);
    const double end_bytes = std::max(curve.written_bytes, curve.range_bytes);
    auto* x = new QValueAxis;
    setNiceRange(x, 0, end_bytes > 0 ? end_bytes / kGiB : 1);
    x->setTitleText(FillChart::tr("written (GiB)"));
    auto* y = new QValueAxis;
    setNiceRange(y, 0, max_rate > 0 ? max_rate * 1.15 / 1e6 : 100);
    y->setTitleText(FillChart::tr("MB/s"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    auto add = [&](QLineSeries* series) {
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    };

    auto* rate = new QLineSeries;
    rate->setName(FillChart::tr("MB/s"));
    // Flat ends: round or square ones overlap at each of many points and bead the line.
    rate->setPen(QPen(paletteColor(0), 2, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    QList<QPointF> list;
    list.reserve(static_cast<qsizetype>(points.size()));
    for (const auto& point : points)
        list.append({point.written_bytes / kGiB, point.bytes_per_s / 1e6});
    rate->replace(list);
    add(rate);
    QObject::connect(rate, &QXYSeries::hovered, rate, [rate](const QPointF& at, bool state) {
        if (!state) return QToolTip::hideText();
        const auto all = rate->points();
        const auto nearest =
            std::min_element(all.begin(), all.end(), [&at](const QPointF& a, const QPointF& b) {
                return std::abs(a.x() - at.x()) < std::abs(b.x() - at.x());
            });
        if (nearest == all.end()) return;
        QToolTip::showText(QCursor::pos(), FillChart::tr("%1 GiB written: %2 MB/s")
                                               .arg(QLocale().toString(nearest->x(), 'f', 2),
                                                    QLocale().toString(nearest->y(), 'f', 0)));
    });
    if (points.empty()) return;

    const double top = y->max();
    if (curve.cliff) {
        const double at = curve.points[*curve.cliff].written_bytes;
        auto* cliff = new QLineSeries;
        cliff->setName(FillChart::tr("cache ran out: %1 GiB").arg(gib(at)));
        cliff->setPen(QPen(paletteColor(1), 2, Qt::DashLine));
        cliff->append(at / kGiB, 0);
        cliff->append(at / kGiB, top);
        add(cliff);
    } else if (curve.late_drop) {
        const double at = curve.points[*curve.late_drop].written_bytes;
        auto* drop = new QLineSeries;
        drop->setName(FillChart::tr("rate fell: %1 GiB (not confirmed)").arg(gib(at)));
        drop->setPen(QPen(paletteColor(9), 1.5, Qt::DotLine));
        drop->append(at / kGiB, 0);
        drop->append(at / kGiB, top);
        add(drop);
    }
    if (curve.steady_rate > 0) {
        const double from = curve.cliff ? curve.points[*curve.cliff].written_bytes : 0;
        auto* steady = new QLineSeries;
        steady->setName(curve.cliff ? FillChart::tr("after it: %1 MB/s").arg(mbs(curve.steady_rate))
                                    : FillChart::tr("median: %1 MB/s").arg(mbs(curve.steady_rate)));
        steady->setPen(QPen(paletteColor(2), 2, Qt::DashDotLine));
        steady->append(from / kGiB, curve.steady_rate / 1e6);
        steady->append(curve.written_bytes / kGiB, curve.steady_rate / 1e6);
        add(steady);
    }
}

} // namespace am::ui
