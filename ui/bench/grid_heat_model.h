#pragma once

#include <QAbstractTableModel>
#include <optional>
#include <vector>

#include "core/bench/qd_jobs_grid.h"
#include "core/bench/result_matrix.h"

namespace am::ui {

// The QD x jobs grid (core/bench/qd_jobs_grid.h) as a heat map: threads (rows) by queue depth
// (columns), each cell the chosen metric with a background from pale (worst) to deep (best) on a
// log scale, so the corner where the target saturates shows at a glance.
class GridHeatModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setCells(const std::vector<bench::CellResult>& cells);
    void setMetric(bench::Metric metric);
    bool hasGrid() const { return grid_.has_value(); }
    QString title() const; // "IOPS by threads and queue depth, RND4K read"

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // 0 (worst of the grid) .. 1 (best), the share the background shows; nullopt where no cell.
    std::optional<double> heat(int row, int column) const;

private:
    const bench::CellResult* cellAt(int row, int column) const;
    void findRange();

    std::vector<bench::CellResult> cells_;
    std::optional<bench::QdJobsGrid> grid_;
    bench::Metric metric_ = bench::Metric::Iops;
    double low_ = 0, high_ = 0; // the grid's smallest and largest positive values
};

} // namespace am::ui
