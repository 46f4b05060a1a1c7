#include "ui/bench/histogram_chart.h"

#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "core/bench/histogram_shares.h"
#include "ui/bench/axis_format.h"
#include "ui/bench/chart_reset.h"
#include "ui/bench/chart_style.h"

namespace am::ui {

namespace {

struct HistogramChart {
    Q_DECLARE_TR_FUNCTIONS(HistogramChart)
};

// One line to draw: a direction of one run's cell.
struct Line {
    QString name;
    QColor color;
    bool overlay = false;
    std::vector<bench::HistogramShare> shares;
};

QString countText(std::uint64_t count)
{
    return QLocale().toString(static_cast<qulonglong>(count));
}

std::uint64_t countOf(const std::vector<bench::HistogramShare>& shares)
{
    std::uint64_t count = 0;
    for (const auto& share : shares) count += share.count;
    return count;
}

void addLines(std::vector<Line>& lines, const bench::CellHistograms& histograms,
              const QString& run_label, bool overlay)
{
    const std::pair<const bench::SparseHistogram*, QString> directions[] = {
        {&histograms.read, HistogramChart::tr("read")},
        {&histograms.write, HistogramChart::tr("write")}};
    int color = 0;
    for (const auto& [buckets, direction] : directions) {
        Line line;
        line.shares = bench::histogramShares(*buckets);
        line.color = paletteColor(color++);
        line.overlay = overlay;
        if (line.shares.empty()) continue;
        line.name = overlay ? HistogramChart::tr("%1 — %2").arg(direction, run_label)
                            : HistogramChart::tr("%1 (%2 I/Os)")
                                  .arg(direction, countText(countOf(line.shares)));
        lines.push_back(std::move(line));
    }
}

} // namespace

int fillHistogramChart(QChart* chart, const bench::CellResult* cell, const QString& name,
                       const QList<ChartRun>& runs)
{
    emptyChart(chart);
    std::vector<Line> lines;
    if (cell) {
        addLines(lines, cell->histograms, QString(), false);
        for (const ChartRun& run : runs) {
            if (run.kind != ChartRun::Kind::Overlay) continue;
            if (const bench::CellResult* same = bench::sameJobCell(run.cells, cell->job))
                addLines(lines, same->histograms, run.label, true);
        }
    }
    if (!cell)
        chart->setTitle(HistogramChart::tr("Latency histogram"));
    else if (cell->histograms.empty())
        chart->setTitle(HistogramChart::tr("Latency histogram: %1 (none kept)").arg(name));
    else
        chart->setTitle(HistogramChart::tr("Latency histogram: %1").arg(name));

    double min_ns = 0, max_ns = 0, max_share = 0;
    for (const Line& line : lines)
        for (const auto& share : line.shares) {
            const double low = std::max(1.0, share.lower_ns);
            min_ns = min_ns > 0 ? std::min(min_ns, low) : low;
            max_ns = std::max(max_ns, share.upper_ns);
            max_share = std::max(max_share, share.percent);
        }
    // ms when the whole distribution is above a millisecond (a hard disk, a busy array).
    const bool in_ms = min_ns >= 1e6;
    const double unit = in_ms ? 1e6 : 1e3;
    const QString unit_name = in_ms ? HistogramChart::tr("ms") : HistogramChart::tr("µs");
    auto* x = new QLogValueAxis;
    x->setBase(10);
    const double low = min_ns > 0 ? std::pow(10.0, std::floor(std::log10(min_ns / unit))) : 1;
    const double high =
        max_ns > 0 ? std::pow(10.0, std::ceil(std::log10(max_ns / unit * 1.01))) : 1000;
    x->setLabelFormat(logAxisLabelFormat(low));
    x->setRange(low, std::max(high, low * 10));
    x->setMinorTickCount(8); // 2..9 between the decades: a log axis is read by its grid
    x->setTitleText(cell && cell->histograms.latency == bench::HistogramLatency::Completion
                        ? HistogramChart::tr("completion latency, %1 (log)").arg(unit_name)
                        : HistogramChart::tr("total latency, %1 (log)").arg(unit_name));
    auto* y = new QValueAxis;
    setNiceRange(y, 0, max_share > 0 ? max_share * 1.1 : 10);
    y->setTitleText(HistogramChart::tr("share of I/Os (%)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    for (const Line& line : lines) {
        auto* series = new QLineSeries;
        series->setName(line.name);
        series->setPen(QPen(line.color, line.overlay ? 1.5 : 2,
                            line.overlay ? Qt::DashDotLine : Qt::SolidLine));
        QList<QPointF> points;
        // From zero and back to it: the outline of the distribution, its area the I/Os.
        points.append({std::max(low, line.shares.front().lower_ns / unit), 0});
        for (const auto& share : line.shares)
            points.append({share.middle_ns / unit, share.percent});
        points.append({line.shares.back().upper_ns / unit, 0});
        series->replace(points);
        series->setProperty("overlay", line.overlay);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        QObject::connect(
            series, &QXYSeries::hovered, series,
            [series, shares = line.shares, unit, unit_name](const QPointF& at, bool state) {
                if (!state) return QToolTip::hideText();
                const auto nearest = std::min_element(
                    shares.begin(), shares.end(), [&](const auto& a, const auto& b) {
                        return std::abs(std::log(a.middle_ns / unit / at.x())) <
                               std::abs(std::log(b.middle_ns / unit / at.x()));
                    });
                if (nearest == shares.end()) return;
                const int decimals = unit == 1e3 && nearest->upper_ns < 1e4 ? 2 : 1;
                QToolTip::showText(
                    QCursor::pos(),
                    HistogramChart::tr("%1\n%2–%3 %4: %5 % of the I/Os (%6)")
                        .arg(series->name(),
                             QLocale().toString(nearest->lower_ns / unit, 'f', decimals),
                             QLocale().toString(nearest->upper_ns / unit, 'f', decimals), unit_name,
                             QLocale().toString(nearest->percent, 'f', 2),
                             countText(nearest->count)));
            });
    }
    return static_cast<int>(lines.size());
}

} // namespace am::ui
