#include "ui/bench/bench_charts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QFont>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "ui/bench/axis_format.h"
#include "ui/bench/cell_name.h"
#include "ui/bench/chart_reset.h"
#include "ui/bench/chart_style.h"
#include "ui/bench/error_bars.h"
#include "ui/bench/load_chart.h"
#include "ui/bench/metric_text.h"
#include "ui/bench/queue_depth_chart.h"
#include "ui/bench/reference_overlay.h"
#include "ui/bench/series_list.h"

namespace am::ui {

namespace {

Qt::PenStyle penStyle(ChartRun::Kind kind)
{
    switch (kind) {
    case ChartRun::Kind::Primary:
        return Qt::SolidLine;
    case ChartRun::Kind::Overlay:
        return Qt::DashDotLine;
    case ChartRun::Kind::Reference:
        return Qt::DashLine;
    case ChartRun::Kind::Estimate:
        return Qt::CustomDashLine;
    }
    return Qt::SolidLine;
}

// The spread of a series' repeated cells, at the series' x (log2 of the block size, or the read
// share).
std::vector<ErrorBar> errorBarsOf(const ChartRun& run, const bench::ChartSeries& series,
                                  bool x_is_block_size, bench::Metric metric)
{
    std::vector<ErrorBar> bars;
    for (const auto& point : series.points) {
        if (point.cell_index < 0 || point.cell_index >= static_cast<int>(run.cells.size()))
            continue;
        const auto spread =
            bench::spreadOf(run.cells[static_cast<std::size_t>(point.cell_index)], metric);
        if (spread) bars.push_back({x_is_block_size ? std::log2(point.x) : point.x, *spread});
    }
    return bars;
}

QPen runPen(const QColor& color, ChartRun::Kind kind)
{
    QPen pen(color, kind == ChartRun::Kind::Primary ? 2 : 1.5, penStyle(kind));
    if (kind == ChartRun::Kind::Estimate)
        pen.setDashPattern({7, 4}); // longer than the reference's dashes
    return pen;
}

// Runs without a job shape of their own (published figures, predictions) take
// the colours of the block size or read share alone.
bool shapeless(ChartRun::Kind kind)
{
    return kind == ChartRun::Kind::Reference || kind == ChartRun::Kind::Estimate;
}

QChart* makeChart(const QString& title)
{
    auto* chart = new QChart;
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignRight);
    QFont font = chart->legend()->font();
    font.setPointSizeF(font.pointSizeF() *
                       0.85); // legends list many series; the plot needs the room
    chart->legend()->setFont(font);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setAnimationOptions(QChart::NoAnimation); // live data: animation would lag behind
    chart->setLocalizeNumbers(true);                 // "1,000,000" (or "1 000 000"), never "1e+06"
    chart->legend()->setShowToolTips(true);          // a cut legend name shows whole on hover
    return chart;
}

// A series' name: the fields that differ between the run's cells, less the
// chart's own axis; a CrystalDiskMark shape keeps its block size ("SEQ1M Q8T1")
// when the series has one.
QString seriesName(const bench::Job& job, unsigned varying, unsigned axis_field,
                   bool one_block_size)
{
    unsigned fields = varying & ~axis_field;
    if ((fields & kShapeField) && one_block_size) fields |= kBlockSizeField;
    if (fields == 0) fields = axis_field == kBlockSizeField ? kReadShareField : kBlockSizeField;
    return cellName(job, fields);
}

bench::Job jobOf(const bench::ShapeKey& shape, std::uint64_t block_size, std::uint32_t read_share)
{
    bench::Job job;
    job.pattern = shape.pattern;
    job.queue_depth = shape.queue_depth;
    job.workers = shape.workers;
    job.block_size = block_size;
    job.read_share = read_share;
    return job;
}

QString blockSizeText(double bytes)
{
    return QString::fromStdString(bench::blockSizeLabel(static_cast<std::uint64_t>(bytes)));
}
} // namespace

BenchCharts::BenchCharts(QWidget* parent)
    : QWidget(parent), bs_chart_(makeChart(tr("%1 by block size"))),
      share_chart_(makeChart(tr("%1 by read share"))), time_chart_(makeChart(tr("Running cell"))),
      lat_chart_(makeChart(tr("Latency percentiles of finished cells"))),
      qd_chart_(makeChart(QString())), load_chart_(makeChart(QString())),
      bs_list_(new SeriesList(this)), share_list_(new SeriesList(this)),
      lat_list_(new SeriesList(this)), qd_list_(new SeriesList(this)),
      load_list_(new SeriesList(this)), time_iops_(new QLineSeries), time_p99_(new QLineSeries),
      time_x_(new QValueAxis), time_y_(new QValueAxis), time_p99_axis_(new QValueAxis),
      time_temp_axis_(new QValueAxis)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    share_cell_ = chartCell(share_chart_, share_list_);
    qd_cell_ = chartCell(qd_chart_, qd_list_);
    load_cell_ = chartCell(load_chart_, load_list_);
    heat_view_ = new GridHeatView(this);
    fill_chart_ = makeChart(QString());
    hist_chart_ = makeChart(QString());
    grid->addWidget(chartCell(bs_chart_, bs_list_), 0, 0);
    grid->addWidget(share_cell_, 0, 1);
    grid->addWidget(qd_cell_, 0, 1); // shares the cell: one of the three is shown
    grid->addWidget(load_cell_, 0, 1);
    grid->addWidget(heat_view_, 0, 1);
    time_cell_ = chartCell(time_chart_, nullptr);
    grid->addWidget(time_cell_, 1, 0);
    grid->addWidget(buildFillCell(), 1, 0); // a fill cell's curve, in place of the over-time chart
    grid->addWidget(buildLatencyTabs(), 1, 1);
    qd_cell_->hide();
    load_cell_->hide();
    heat_view_->hide();

    time_iops_->setName(tr("IOPS"));
    time_p99_->setName(tr("p99 latency (µs)"));
    time_x_->setTitleText(tr("seconds"));
    time_x_->setLabelFormat(QStringLiteral("%.0f"));
    time_y_->setTitleText(tr("IOPS"));
    time_y_->setLabelFormat(QStringLiteral("%.0f"));
    time_p99_axis_->setTitleText(tr("p99 µs"));
    time_p99_axis_->setLabelFormat(QStringLiteral("%.0f"));
    time_chart_->addAxis(time_x_, Qt::AlignBottom);
    time_chart_->addAxis(time_y_, Qt::AlignLeft);
    time_chart_->addAxis(time_p99_axis_, Qt::AlignRight);
    time_temp_axis_->setTitleText(tr("°C"));
    time_temp_axis_->setLabelFormat(QStringLiteral("%.0f"));
    time_chart_->addAxis(time_temp_axis_, Qt::AlignRight);
    time_temp_axis_->hide(); // until a drive's temperature arrives
    for (auto [series, y] :
         {std::pair{time_iops_, time_y_}, std::pair{time_p99_, time_p99_axis_}}) {
        time_chart_->addSeries(series);
        series->attachAxis(time_x_);
        series->attachAxis(y);
    }
    time_chart_->legend()->setAlignment(
        Qt::AlignBottom); // two entries: below, so both axes keep their labels' room
    time_p99_->setPen(QPen(paletteColor(1), 1.5, Qt::DashLine));
    time_iops_->setPen(QPen(paletteColor(0), 2));
    connectLegend(time_chart_);
    rebuildMatrixCharts();
    rebuildLatencyChart();
    rebuildHistogramChart();
    setRunningCell(QString(), nullptr);
}

QWidget* BenchCharts::chartCell(QChart* chart, SeriesList* list)
{
    auto* cell = new QWidget(this);
    auto* row = new QHBoxLayout(cell);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(0);
    auto* view = new QChartView(chart, cell);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(200, 150);
    row->addWidget(view, 1);
    if (list) {
        list->setParent(cell);
        list->hide();
        row->addWidget(list);
    }
    return cell;
}

SeriesList* BenchCharts::seriesListOf(QChart* chart) const
{
    if (chart == bs_chart_) return bs_list_;
    if (chart == share_chart_) return share_list_;
    if (chart == lat_chart_) return lat_list_;
    if (chart == qd_chart_) return qd_list_;
    if (chart == load_chart_) return load_list_;
    return nullptr;
}

void BenchCharts::setMetric(bench::Metric metric)
{
    metric_ = metric;
    heat_view_->setMetric(metric);
    rebuildMatrixCharts();
}

void BenchCharts::setLogarithmic(bool log_y)
{
    log_y_ = log_y;
    rebuildMatrixCharts();
}

void BenchCharts::setRuns(QList<ChartRun> runs)
{
    runs_ = std::move(runs);
    rebuildMatrixCharts();
    rebuildLatencyChart();
    rebuildHistogramChart();
}

QAbstractAxis* BenchCharts::makeYAxis(const QString& title, double min_value, double max_value,
                                      bool log) const
{
    if (log) {
        auto* axis = new QLogValueAxis;
        axis->setBase(10);
        const double low = min_value > 0 ? std::pow(10.0, std::floor(std::log10(min_value))) : 1;
        axis->setLabelFormat(logAxisLabelFormat(low)); // "%g" would print 1e+06
        const double high =
            max_value > 0 ? std::pow(10.0, std::ceil(std::log10(max_value * 1.01))) : 10;
        axis->setRange(low, std::max(high, low * 10));
        axis->setTitleText(title);
        return axis;
    }
    auto* axis = new QValueAxis;
    setNiceRange(axis, 0, max_value > 0 ? max_value * 1.1 : 1);
    axis->setTitleText(title);
    return axis;
}

void BenchCharts::addSeries(QChart* chart, QXYSeries* series, QAbstractAxis* x, QAbstractAxis* y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

void BenchCharts::rebuildMatrixCharts()
{
    emptyChart(bs_chart_);
    emptyChart(share_chart_);
    bs_chart_->setTitle(tr("%1 by block size").arg(metricName(metric_)));
    share_chart_->setTitle(tr("%1 by read share").arg(metricName(metric_)));

    // Colours follow the read share (chart 1) and block size (chart 2) across
    // runs, so an overlay's line has its original's colour and another dash.
    std::set<std::uint32_t> shares;
    std::set<std::uint64_t> sizes;
    // Colour keys: the fixed value, and the shape when runs mix shapes (quick: SEQ1M Q8T1 and RND4K
    // Q32T1).
    std::set<std::pair<bench::ShapeKey, std::uint32_t>> share_keys;
    std::set<std::pair<bench::ShapeKey, std::uint64_t>> size_keys;
    std::set<bench::ShapeKey> shapes;
    double min_y = 0, max_y = 0;
    bool any = false;
    for (const auto& run : runs_)
        for (const auto& cell : run.cells) {
            const double y = bench::metricValue(cell, metric_);
            if (y <= 0)
                continue; // the reference has no latency; zero cannot be drawn on a log axis
            shares.insert(cell.job.read_share);
            sizes.insert(cell.job.block_size);
            const bench::ShapeKey shape{cell.job.pattern, cell.job.queue_depth, cell.job.workers};
            share_keys.insert(
                {shapeless(run.kind) ? bench::ShapeKey{} : shape, cell.job.read_share});
            size_keys.insert(
                {shapeless(run.kind) ? bench::ShapeKey{} : shape, cell.job.block_size});
            // Only the primary run's shapes decide the names: overlays are named by their key
            // entry.
            if (run.kind == ChartRun::Kind::Primary)
                shapes.insert({cell.job.pattern, cell.job.queue_depth, cell.job.workers});
            min_y = any ? std::min(min_y, y) : y;
            max_y = std::max(max_y, y);
            any = true;
            if (const auto spread = bench::spreadOf(cell, metric_); spread && spread->min > 0) {
                min_y = std::min(min_y, spread->min); // the error bars fit too
                max_y = std::max(max_y, spread->max);
            }
        }
    const bool name_shapes = shapes.size() > 1;
    const ChartRun* primary = nullptr;
    for (const auto& run : runs_)
        if (run.kind == ChartRun::Kind::Primary) primary = &run;
    const unsigned varying = varyingCellFields(
        primary && !primary->cells.empty() ? primary->cells : std::vector<bench::CellResult>{});

    auto* bs_axis = new QCategoryAxis;
    bs_axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    bs_axis->setTitleText(tr("block size"));
    QFont bs_labels =
        bs_axis->labelsFont(); // a size label is cut, not wrapped, when its category is narrow
    bs_labels.setPointSizeF(bs_labels.pointSizeF() * 0.85);
    bs_axis->setLabelsFont(bs_labels);
    double lo = 12, hi = 20; // 4K..1M when empty
    if (!sizes.empty()) {
        lo = std::log2(static_cast<double>(*sizes.begin()));
        hi = std::log2(static_cast<double>(*sizes.rbegin()));
    }
    // Every power of two when few; every other one, or every third, when labels would crowd
    // ("256K" is wide, and the chart is narrow beside CrystalDiskMark's panel).
    const double step = hi - lo >= 9 ? 3 : hi - lo >= 5 ? 2 : 1;
    std::vector<double> ticks; // from the largest down, so the largest size is always labelled
    for (double e = std::ceil(hi); e >= std::floor(lo); e -= step) ticks.insert(ticks.begin(), e);
    for (const double e : ticks)
        bs_axis->append(blockSizeText(std::pow(2.0, e)), e); // QCategoryAxis wants ascending ends
    bs_axis->setRange(lo - 0.3, hi + 0.3);
    auto* share_axis = new QValueAxis;
    share_axis->setRange(0, 100);
    share_axis->setTickCount(6); // 0, 20, ... 100: eleven labels are elided on a narrow chart
    share_axis->setLabelFormat(QStringLiteral("%.0f"));
    share_axis->setTitleText(tr("read share (%)"));
    QAbstractAxis* bs_y = makeYAxis(metricUnit(metric_), min_y, max_y, log_y_);
    QAbstractAxis* share_y = makeYAxis(metricUnit(metric_), min_y, max_y, log_y_);
    bs_chart_->addAxis(bs_axis, Qt::AlignBottom);
    bs_chart_->addAxis(bs_y, Qt::AlignLeft);
    share_chart_->addAxis(share_axis, Qt::AlignBottom);
    share_chart_->addAxis(share_y, Qt::AlignLeft);

    // One legend entry per overlaid run (its line style), first, so a long legend never hides it.
    for (const auto& run : runs_) {
        if (run.kind == ChartRun::Kind::Primary) continue;
        for (QChart* chart : {bs_chart_, share_chart_}) {
            auto* key = new QLineSeries;
            const QString difference =
                primary ? overlayJobDifference(run.cells, primary->cells) : QString();
            // The sign first: it stays in sight when the name is cut; the tooltip has the whole
            // sentence.
            key->setName(difference.isEmpty()
                             ? run.label
                             : QStringLiteral("⚠ ") +
                                   tr("%1 (other jobs: %2)").arg(run.label, difference));
            key->setPen(runPen(Qt::darkGray, run.kind));
            addSeries(chart, key,
                      chart == bs_chart_ ? static_cast<QAbstractAxis*>(bs_axis) : share_axis,
                      chart == bs_chart_ ? bs_y : share_y);
        }
    }
    for (const auto& run : runs_) {
        const bool overlay = run.kind != ChartRun::Kind::Primary;
        const QString suffix =
            overlay ? QStringLiteral(" — ") + run.label : QString(); // for hover tooltips
        for (const auto& s : bench::seriesByBlockSize(run.cells, metric_)) {
            auto* series = new QLineSeries;
            const bool one_size =
                !s.points.empty() &&
                std::all_of(s.points.begin(), s.points.end(),
                            [&](const bench::SeriesPoint& p) { return p.x == s.points.front().x; });
            const unsigned fields = shapeless(run.kind) ? varying & ~kShapeField : varying;
            const double size = s.points.empty() ? 0 : s.points.front().x;
            series->setName(
                seriesName(jobOf(s.shape, static_cast<std::uint64_t>(size), s.read_share), fields,
                           kBlockSizeField, one_size) +
                suffix);
            const auto share_key = std::pair{
                name_shapes && !shapeless(run.kind) ? s.shape : bench::ShapeKey{}, s.read_share};
            const int color =
                name_shapes
                    ? static_cast<int>(
                          std::distance(share_keys.begin(), share_keys.find(share_key)))
                    : static_cast<int>(std::distance(shares.begin(), shares.find(s.read_share)));
            series->setPen(runPen(paletteColor(std::max(0, color)), run.kind));
            series->setPointsVisible(true);
            for (const auto& p : s.points)
                if (p.y > 0) series->append(std::log2(p.x), p.y);
            series->setProperty("overlay", overlay);
            addSeries(bs_chart_, series, bs_axis, bs_y);
            connectHover(series, true);
            addErrorBars(bs_chart_, series, errorBarsOf(run, s, true, metric_), 0.08);
        }
        for (const auto& s : bench::seriesByReadShare(run.cells, metric_)) {
            auto* series = new QLineSeries;
            const unsigned fields = shapeless(run.kind) ? varying & ~kShapeField : varying;
            series->setName(
                seriesName(jobOf(s.shape, s.block_size, 100), fields, kReadShareField, true) +
                suffix);
            const auto size_key = std::pair{
                name_shapes && !shapeless(run.kind) ? s.shape : bench::ShapeKey{}, s.block_size};
            const int color =
                name_shapes
                    ? static_cast<int>(std::distance(size_keys.begin(), size_keys.find(size_key)))
                    : static_cast<int>(std::distance(sizes.begin(), sizes.find(s.block_size)));
            series->setPen(runPen(paletteColor(std::max(0, color)), run.kind));
            series->setPointsVisible(true);
            for (const auto& p : s.points)
                if (p.y > 0) series->append(p.x, p.y);
            series->setProperty("overlay", overlay);
            addSeries(share_chart_, series, share_axis, share_y);
            connectHover(series, false);
            addErrorBars(share_chart_, series, errorBarsOf(run, s, false, metric_), 1.2);
        }
    }
    // Overlaid runs share their original's colours: one legend entry per run
    // (its line style) instead of one per series keeps the legend readable.
    for (QChart* chart : {bs_chart_, share_chart_}) {
        for (QAbstractSeries* series : chart->series())
            if (series->property("overlay").toBool())
                for (QLegendMarker* marker : chart->legend()->markers(series))
                    marker->setVisible(false);
    }
    // Past a few entries the legend clips; the list beside the chart scrolls.
    placeLegend(bs_chart_, bs_list_);
    placeLegend(share_chart_, share_list_);
    connectLegend(bs_chart_);
    connectLegend(share_chart_);

    shows_qd_ = primary && (planned_.empty() ? hasQueueDepthSweep(primary->cells)
                                             : hasQueueDepthSweep(planned_));
    if (shows_qd_) {
        const auto estimate = std::find_if(runs_.begin(), runs_.end(), [](const ChartRun& run) {
            return run.kind == ChartRun::Kind::Estimate;
        });
        fillQueueDepthChart(qd_chart_, primary->cells,
                            estimate == runs_.end() ? nullptr : &*estimate);
        placeLegend(qd_chart_, qd_list_);
        connectLegend(qd_chart_);
    }
    // A load ladder's cells are one shape at many rates: latency against offered load says it.
    shows_load_ = primary && hasLoadLadder(primary->cells);
    // A QD x jobs grid reads best as a heat map (its QD sweeps are in it, one row each).
    shows_grid_ = !shows_load_ && primary && heat_view_->setCells(primary->cells);
    if (shows_load_ || shows_grid_) shows_qd_ = false;
    if (shows_load_) {
        fillLoadChart(load_chart_, primary->cells);
        placeLegend(load_chart_, load_list_);
        connectLegend(load_chart_);
    }
    share_cell_->setVisible(!shows_qd_ && !shows_load_ && !shows_grid_);
    qd_cell_->setVisible(shows_qd_);
    load_cell_->setVisible(shows_load_);
    heat_view_->setVisible(shows_grid_);
}

void BenchCharts::connectHover(QXYSeries* series, bool x_is_block_size)
{
    connect(series, &QXYSeries::hovered, this,
            [this, series, x_is_block_size](const QPointF& point, bool state) {
                if (!state) return QToolTip::hideText();
                // The hover point lies anywhere on the line; report the nearest measured point.
                const auto points = series->points();
                if (points.isEmpty()) return;
                const auto nearest = std::min_element(
                    points.begin(), points.end(), [&point](const QPointF& a, const QPointF& b) {
                        return std::abs(a.x() - point.x()) < std::abs(b.x() - point.x());
                    });
                const QString x = x_is_block_size
                                      ? blockSizeText(std::pow(2.0, nearest->x()))
                                      : readShareLabel(static_cast<std::uint32_t>(nearest->x()));
                QToolTip::showText(QCursor::pos(),
                                   tr("%1\n%2: %3 %4")
                                       .arg(series->name(), x, formatMetric(nearest->y(), metric_),
                                            metricUnit(metric_)));
            });
}

void BenchCharts::connectLegend(QChart* chart)
{
    for (QLegendMarker* marker : chart->legend()->markers()) {
        marker->disconnect(this);
        connect(marker, &QLegendMarker::clicked, this, [marker] {
            QAbstractSeries* series = marker->series();
            series->setVisible(!series->isVisible());
            marker->setVisible(true); // hiding a series hides its marker; keep it to click again
            QColor label = marker->labelBrush().color();
            label.setAlphaF(series->isVisible() ? 1.0 : 0.4);
            marker->setLabelBrush(label);
        });
    }
}

void BenchCharts::setExportLook(bool on)
{
    for (SeriesList* list : {bs_list_, share_list_, lat_list_, qd_list_, load_list_})
        list->setExportLook(on);
}

int BenchCharts::plottedPoints() const
{
    int points = 0;
    for (QChart* chart : {bs_chart_, share_chart_})
        for (QAbstractSeries* series : chart->series())
            if (auto* xy = qobject_cast<QXYSeries*>(series); xy && !isErrorBar(xy))
                points += static_cast<int>(xy->count());
    return points;
}

} // namespace am::ui
