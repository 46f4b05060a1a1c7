#pragma once

#include <QAbstractTableModel>
#include <optional>
#include <vector>

#include "core/bench/repeats.h"
#include "core/bench/result_matrix.h"

namespace am::ui {

// The results matrix: block size (or job shape) rows x read share columns,
// one metric at a time, as in the reference table.
class ResultsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int RawValueRole = Qt::UserRole; // double, or invalid for a hole
    static constexpr int CellIndexRole =
        Qt::UserRole + 1; // index into the run's cells, -1 for a hole
    // bool: the cell a Stop interrupted. Its value is shown grey and its raw
    // value is empty: it is not a measurement of the whole cell.
    static constexpr int PartialRole = Qt::UserRole + 2;

    explicit ResultsTableModel(QObject* parent = nullptr);

    void setCells(std::vector<bench::CellResult> cells);
    void setMetric(bench::Metric metric);
    // The estimator's cells for this run (empty: none). Matched to measured
    // cells by pattern, block size, read share, queue depth and jobs (the
    // estimate at the run's own depths), else by the first three (the
    // profile's matrix). `extrapolated`, parallel to `estimate` (or empty):
    // those predicted at a depth the profile did not measure, marked "≈".
    void setEstimate(std::vector<bench::CellResult> estimate, std::vector<bool> extrapolated = {});
    bool hasEstimate() const { return !estimate_.empty(); }
    // Show measured / estimate for the metric instead of the measurement.
    void setShowRatio(bool show);
    bool showsRatio() const { return show_ratio_ && !estimate_.empty(); }
    // measured / estimate for one measured cell; nullopt without a matching estimate.
    std::optional<double> ratioToEstimate(int cell_index) const;
    bench::Metric metric() const { return metric_; }
    const std::vector<bench::CellResult>& cells() const { return cells_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Tab-separated, with headers: pastes as a table into spreadsheets.
    QString toTsv() const;

private:
    QString cellTooltip(int cell_index) const;
    // The shown metric's spread over a repeated cell's runs; nullopt for a cell run once.
    std::optional<bench::Spread> spreadOf(int cell_index) const;
    bool isPartial(int cell_index) const;
    bool isCpuBound(int cell_index) const;
    bool hasWarnings(int cell_index) const; // any besides CPU-bound (its own mark)
    const bench::CellResult* estimateFor(const bench::CellResult& cell) const;
    bool extrapolatedFor(const bench::CellResult& cell) const;
    void refreshValues();

    std::vector<bench::CellResult> cells_;
    bench::Metric metric_ = bench::Metric::Iops;
    bench::ResultMatrix matrix_;
    std::vector<bench::CellResult> estimate_;
    std::vector<bool> extrapolated_;
    bool show_ratio_ = false;
};

} // namespace am::ui
