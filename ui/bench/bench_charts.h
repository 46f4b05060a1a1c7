#pragma once

#include <QList>
#include <QString>
#include <QWidget>
#include <optional>
#include <vector>

#include "core/bench/fill_curve.h"
#include "core/bench/result_matrix.h"
#include "ui/bench/chart_run.h"
#include "ui/bench/grid_heat_view.h"

class QChart;
class QChartView;
class QLabel;
class QTabWidget;
class QXYSeries;
class QAbstractAxis;
class QLineSeries;
class QValueAxis;

namespace am::ui {

class SeriesList;

// The workspace's four charts: (1) metric vs block size (log2 axis), one
// series per read share; (2) vs read share, one series per block size; (3) the
// running cell's IOPS and p99 over time, or a fill cell's MB/s against bytes
// written (the cache cliff); (4) latency percentiles of finished cells, or (its
// second tab) the latency histogram of the chosen cell. Hover shows exact values; clicking a legend
// entry hides its series. When the shown run sweeps queue depth (qd-sweep), chart (2) gives way to
// IOPS and p99 against queue depth. A chart with more series than its legend
// can show lists them beside it instead (SeriesList).
class BenchCharts : public QWidget {
    Q_OBJECT
public:
    explicit BenchCharts(QWidget* parent = nullptr);

    void setMetric(bench::Metric metric);
    void setLogarithmic(bool log_y);
    void setRuns(QList<ChartRun> runs);
    // The jobs the primary run was planned with (its preset), when known: they
    // decide what the right-hand chart is, so it does not change kind as cells
    // arrive, nor when a stopped run ends early. Empty: the cells decide.
    // Takes effect with the next setRuns.
    void setPlannedJobs(std::vector<bench::Job> jobs) { planned_ = std::move(jobs); }
    // The running cell: its name and interval samples (nullptr clears).
    // `live` false: a finished cell chosen in the table (the sustained curve).
    void setRunningCell(const QString& name, const std::vector<bench::Sample>* samples,
                        bool live = true);
    // Chart (3) for a fill cell (Job::fill_once): MB/s against GiB written, the cliff and the
    // rate after it, with the curve's sentence under the chart, in place of the over-time chart
    // (setRunningCell brings that back). `live`: the fill is still running.
    void setFillCurve(const QString& name, const bench::FillCurve& curve, bool live);
    QChart* fillChart() const { return fill_chart_; }
    bool showsFill() const { return shows_fill_; }
    QString fillText() const; // the sentence under the fill chart
    // The cell whose latency histogram chart (4)'s Histogram tab shows (the one chosen in the
    // table); none: the primary run's last finished cell. Overlaid runs add the same job's cell.
    void setHistogramCell(std::optional<bench::CellResult> cell);
    QChart* histogramChart() const { return hist_chart_; }
    // Chart (4)'s tabs: the percentiles (false) or the histogram (true).
    void showLatencyHistogram(bool on);
    bool showsLatencyHistogram() const;
    // The drives' temperatures beside the rate on chart (3), on the cell's clock
    // (the samples' time): one line per drive on a second axis (°C) at the right.
    // None, or none with a reading: the axis and lines are hidden.
    void setCellTemperatures(const std::vector<bench::DeviceTemperature>& devices);
    // The temperature lines shown on chart (3), for tests.
    QList<QLineSeries*> temperatureSeries() const { return time_temps_; }
    QValueAxis* temperatureAxis() const { return time_temp_axis_; }

    QChart* blockSizeChart() const { return bs_chart_; }
    QChart* readShareChart() const { return share_chart_; }
    QChart* timeChart() const { return time_chart_; }
    QChart* latencyChart() const { return lat_chart_; }
    QChart* queueDepthChart() const { return qd_chart_; }
    // True when chart (2) shows queue depth instead of read share.
    bool showsQueueDepth() const { return shows_qd_; }
    QChart* loadChart() const { return load_chart_; }
    // True when chart (2) shows latency under load (a load ladder) instead.
    bool showsLoad() const { return shows_load_; }
    GridHeatView* gridHeat() const { return heat_view_; }
    // True when chart (2) is the heat map of a QD x jobs grid.
    bool showsGrid() const { return shows_grid_; }
    // The list beside a chart (visible only when its legend would clip).
    SeriesList* seriesListOf(QChart* chart) const;
    // Points drawn by (1) and (2), for tests and status text.
    int plottedPoints() const;
    // Exported images: series lists without check boxes.
    void setExportLook(bool on);

private:
    void rebuildMatrixCharts();
    void rebuildLatencyChart();
    void rebuildHistogramChart();
    QWidget* buildFillCell();    // bench_charts_cells.cpp
    QWidget* buildLatencyTabs(); // bench_charts_cells.cpp
    void addSeries(QChart* chart, QXYSeries* series, QAbstractAxis* x, QAbstractAxis* y);
    QAbstractAxis* makeYAxis(const QString& title, double min_value, double max_value,
                             bool log) const;
    void connectHover(QXYSeries* series, bool x_is_block_size);
    void connectLegend(QChart* chart);
    QWidget* chartCell(QChart* chart, SeriesList* list);

    bench::Metric metric_ = bench::Metric::Iops;
    bool log_y_ = false;
    QList<ChartRun> runs_;
    std::vector<bench::Job> planned_;
    QChart* bs_chart_;
    QChart* share_chart_;
    QChart* time_chart_;
    QChart* lat_chart_;
    QChart* qd_chart_;
    QChart* load_chart_;
    SeriesList* bs_list_;
    SeriesList* share_list_;
    SeriesList* lat_list_;
    SeriesList* qd_list_;
    SeriesList* load_list_;
    QWidget* share_cell_ = nullptr;
    QWidget* qd_cell_ = nullptr;
    QWidget* load_cell_ = nullptr;
    GridHeatView* heat_view_ = nullptr;
    bool shows_grid_ = false;
    bool shows_qd_ = false;
    bool shows_load_ = false;
    QLineSeries* time_iops_;
    QLineSeries* time_p99_;
    QValueAxis* time_x_;
    QValueAxis* time_y_;
    QValueAxis* time_p99_axis_;
    QValueAxis* time_temp_axis_;
    QList<QLineSeries*> time_temps_; // one per drive, then the warning line when reached
    QWidget* time_cell_ = nullptr;
    QWidget* fill_cell_ = nullptr;
    QChart* fill_chart_ = nullptr;
    QLabel* fill_text_ = nullptr;
    bool shows_fill_ = false;
    QChart* hist_chart_ = nullptr;
    QTabWidget* lat_tabs_ = nullptr;
    std::optional<bench::CellResult> hist_cell_;
};

} // namespace am::ui
