#pragma once

#include <QList>
#include <QString>
#include <QWidget>
#include <vector>

#include "core/bench/result_matrix.h"
#include "ui/bench/chart_run.h"
#include "ui/bench/grid_heat_view.h"

class QChart;
class QChartView;
class QXYSeries;
class QAbstractAxis;
class QLineSeries;
class QValueAxis;

namespace am::ui {

class SeriesList;

// The workspace's four charts: (1) metric vs block size (log2 axis), one
// series per read share; (2) vs read share, one series per block size; (3) the
// running cell's IOPS and p99 over time; (4) latency percentiles of finished
// cells. Hover shows exact values; clicking a legend entry hides its series.
// When the shown run sweeps queue depth (qd-sweep), chart (2) gives way to
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
};

} // namespace am::ui
