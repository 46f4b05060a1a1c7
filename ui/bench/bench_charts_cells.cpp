// BenchCharts: charts (3) and (4), one cell over time (or a fill's curve) and the latency
// percentiles of finished cells (or a cell's histogram); the matrix charts are in
// bench_charts.cpp.
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QFont>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QTabWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <cmath>

#include "ui/bench/axis_format.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/cell_name.h"
#include "ui/bench/chart_reset.h"
#include "ui/bench/chart_style.h"
#include "ui/bench/fill_chart.h"
#include "ui/bench/fill_text.h"
#include "ui/bench/histogram_chart.h"
#include "ui/bench/series_list.h"

namespace am::ui {

namespace {
constexpr int kMaxTimePoints = 2400; // 10 minutes at 4 Hz; older points are dropped
constexpr int kMaxLatencyCells = 12;
} // namespace

void BenchCharts::rebuildLatencyChart()
{
    emptyChart(lat_chart_);
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // Bare numbers under the title "percentile": "p99.99" does not fit a narrow chart's category.
    const QStringList names{QStringLiteral("50"), QStringLiteral("90"), QStringLiteral("99"),
                            QStringLiteral("99.9"), QStringLiteral("99.99")};
    for (int i = 0; i < names.size(); ++i) x->append(names[i], i);
    QFont labels = x->labelsFont();
    labels.setPointSizeF(labels.pointSizeF() * 0.85);
    x->setLabelsFont(labels);
    x->setRange(-0.3, names.size() - 0.6); // room for the last label ("p99.99") to be read whole
    x->setTitleText(tr("percentile"));

    const ChartRun* primary = nullptr;
    for (const auto& run : runs_)
        if (run.kind == ChartRun::Kind::Primary) primary = &run;
    std::vector<const bench::CellResult*> cells;
    if (primary)
        for (const auto& cell : primary->cells)
            if ((bench::shownLatency(cell).count > 0 || bench::shownLatency(cell).p50_ns > 0) &&
                !cell.cancelled)
                cells.push_back(&cell); // partial: not a result
    if (cells.size() > kMaxLatencyCells) cells.erase(cells.begin(), cells.end() - kMaxLatencyCells);
    const unsigned varying =
        varyingCellFields(primary ? primary->cells : std::vector<bench::CellResult>{});
    double min_y = 0, max_y = 0;
    for (const auto* cell : cells)
        for (const auto* lat = &bench::shownLatency(*cell);
             const auto ns : {lat->p50_ns, lat->p90_ns, lat->p99_ns, lat->p999_ns, lat->p9999_ns}) {
            const double value = static_cast<double>(ns) / 1000.0;
            if (value <= 0) continue;
            min_y = min_y == 0 ? value : std::min(min_y, value);
            max_y = std::max(max_y, value);
        }
    QAbstractAxis* y = makeYAxis(tr("µs"), min_y, max_y, true);
    lat_chart_->addAxis(x, Qt::AlignBottom);
    lat_chart_->addAxis(y, Qt::AlignLeft);
    int color = 0;
    for (const auto* cell : cells) {
        auto* series = new QLineSeries;
        series->setName(cellName(cell->job, varying));
        series->setPen(QPen(paletteColor(color++), 1.5));
        series->setPointsVisible(true);
        const bench::LatencySummary& lat =
            bench::shownLatency(*cell); // total latency where measured
        const std::uint64_t values[] = {lat.p50_ns, lat.p90_ns, lat.p99_ns, lat.p999_ns,
                                        lat.p9999_ns};
        for (int i = 0; i < 5; ++i)
            if (values[i] > 0) series->append(i, static_cast<double>(values[i]) / 1000.0);
        addSeries(lat_chart_, series, x, y);
        connect(series, &QXYSeries::hovered, this, [series](const QPointF& point, bool state) {
            if (!state) return QToolTip::hideText();
            QToolTip::showText(QCursor::pos(),
                               tr("%1\n%2: %3 µs")
                                   .arg(series->name(),
                                        QStringList{QStringLiteral("p50"), QStringLiteral("p90"),
                                                    QStringLiteral("p99"), QStringLiteral("p99.9"),
                                                    QStringLiteral("p99.99")}
                                            .value(static_cast<int>(std::lround(point.x()))),
                                        QLocale().toString(point.y(), 'f', 1)));
        });
    }
    placeLegend(lat_chart_, lat_list_);
    connectLegend(lat_chart_);
}

QWidget* BenchCharts::buildFillCell()
{
    fill_cell_ = new QWidget(this);
    auto* column = new QVBoxLayout(fill_cell_);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    auto* view = new QChartView(fill_chart_, fill_cell_);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(200, 150);
    fill_chart_->legend()->setAlignment(Qt::AlignBottom);
    column->addWidget(view, 1);
    fill_text_ = new QLabel(fill_cell_);
    fill_text_->setObjectName(QStringLiteral("benchFillText"));
    fill_text_->setWordWrap(true);
    fill_text_->setTextFormat(Qt::PlainText);
    fill_text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    fill_text_->setContentsMargins(6, 0, 6, 2);
    column->addWidget(fill_text_);
    fill_cell_->hide();
    return fill_cell_;
}

QWidget* BenchCharts::buildLatencyTabs()
{
    lat_tabs_ = new QTabWidget(this);
    lat_tabs_->setObjectName(QStringLiteral("benchLatencyTabs"));
    lat_tabs_->setDocumentMode(true);
    lat_tabs_->setTabPosition(QTabWidget::South); // the chart's title stays at the top
    lat_tabs_->addTab(chartCell(lat_chart_, lat_list_), tr("Percentiles"));
    lat_tabs_->setTabToolTip(0, tr("Latency percentiles of the finished cells"));
    lat_tabs_->addTab(chartCell(hist_chart_, nullptr), tr("Histogram"));
    lat_tabs_->setTabToolTip(1, tr("How the latencies of the cell chosen in the results table "
                                   "(else the last one) are spread, with the same cell of "
                                   "overlaid runs"));
    hist_chart_->legend()->setAlignment(Qt::AlignBottom);
    return lat_tabs_;
}

void BenchCharts::showLatencyHistogram(bool on) { lat_tabs_->setCurrentIndex(on ? 1 : 0); }

bool BenchCharts::showsLatencyHistogram() const { return lat_tabs_->currentIndex() == 1; }

void BenchCharts::setHistogramCell(std::optional<bench::CellResult> cell)
{
    if (cell) cell->samples = {}; // the histogram needs none
    hist_cell_ = std::move(cell);
    rebuildHistogramChart();
}

void BenchCharts::rebuildHistogramChart()
{
    const bench::CellResult* cell = hist_cell_ ? &*hist_cell_ : nullptr;
    if (!cell)
        for (const auto& run : runs_)
            if (run.kind == ChartRun::Kind::Primary && !run.cells.empty())
                cell = &run.cells.back(); // the last finished cell
    fillHistogramChart(hist_chart_, cell, cell ? cellName(cell->job) : QString(), runs_);
    connectLegend(hist_chart_);
}

void BenchCharts::setFillCurve(const QString& name, const bench::FillCurve& curve, bool live)
{
    fillFillChart(fill_chart_, name, curve, live);
    connectLegend(fill_chart_);
    const QString text = fillCurveText(curve, live);
    fill_text_->setText(text);
    fill_chart_->setToolTip(text);
    shows_fill_ = true;
    time_cell_->hide();
    fill_cell_->show();
}

QString BenchCharts::fillText() const { return fill_text_->text(); }

void BenchCharts::setRunningCell(const QString& name, const std::vector<bench::Sample>* samples,
                                 bool live)
{
    if (shows_fill_) {
        shows_fill_ = false;
        fill_cell_->hide();
        time_cell_->show();
    }
    if (live)
        time_chart_->setTitle(name.isEmpty() ? tr("Running cell")
                                             : tr("Running cell: %1").arg(name));
    else
        time_chart_->setTitle(tr("Over time: %1").arg(name));
    QList<QPointF> iops, p99;
    double max_iops = 0, max_p99 = 0, max_t = 0;
    if (samples) {
        const std::size_t first =
            samples->size() > kMaxTimePoints ? samples->size() - kMaxTimePoints : 0;
        iops.reserve(static_cast<qsizetype>(samples->size() - first));
        for (std::size_t i = first; i < samples->size(); ++i) {
            const auto& s = (*samples)[i];
            const double p99_us = static_cast<double>(bench::shownP99(s)) / 1000.0;
            iops.append({s.time_s, s.iops});
            p99.append({s.time_s, p99_us});
            max_iops = std::max(max_iops, s.iops);
            max_p99 = std::max(max_p99, p99_us);
            max_t = std::max(max_t, s.time_s);
        }
    }
    // replace() redraws once, where append() per point would redraw per point.
    time_iops_->replace(iops);
    time_p99_->replace(p99);
    setNiceRange(time_x_, iops.isEmpty() ? 0 : iops.front().x(), std::max(5.0, max_t));
    setNiceRange(time_y_, 0, max_iops > 0 ? max_iops * 1.1 : 100);
    setNiceRange(time_p99_axis_, 0, max_p99 > 0 ? max_p99 * 1.1 : 100);
}

} // namespace am::ui
