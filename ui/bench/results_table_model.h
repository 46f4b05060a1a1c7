#pragma once

#include <QAbstractTableModel>
#include <vector>

#include "core/bench/result_matrix.h"

namespace am::ui {

// The results matrix: block size (or job shape) rows x read share columns,
// one metric at a time, as in the reference table.
class ResultsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int RawValueRole = Qt::UserRole;   // double, or invalid for a hole
    static constexpr int CellIndexRole = Qt::UserRole + 1; // index into the run's cells, -1 for a hole

    explicit ResultsTableModel(QObject* parent = nullptr);

    void setCells(std::vector<bench::CellResult> cells);
    void setMetric(bench::Metric metric);
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

    std::vector<bench::CellResult> cells_;
    bench::Metric metric_ = bench::Metric::Iops;
    bench::ResultMatrix matrix_;
};

} // namespace am::ui
