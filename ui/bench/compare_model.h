#pragma once

#include <QAbstractTableModel>
#include <QString>
#include <vector>

#include "core/bench/run_compare.h"

namespace am::ui {

// Two runs side by side (core/bench/run_compare.h) for one figure: a row per cell, A, B and the
// change in percent, marked (bold, ▲/▼, green/red, a tooltip with the rule) where the change
// exceeds the runs' own spread. Cells only one run measured are rows too, said as such.
class CompareModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Cell, A, B, Change, ColumnCount };
    static constexpr int VerdictRole = Qt::UserRole;     // int: bench::ChangeVerdict
    static constexpr int PercentRole = Qt::UserRole + 1; // double, or invalid when there is none
    static constexpr int SignificantRole = Qt::UserRole + 2; // bool

    explicit CompareModel(QObject* parent = nullptr);

    void setRuns(std::vector<bench::CellResult> a, std::vector<bench::CellResult> b);
    // One of bench::compareFigures()'s metrics; IOPS by default.
    void setMetric(bench::Metric metric);
    bench::Metric metric() const { return metric_; }
    const std::vector<bench::CellComparison>& comparisons() const { return rows_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The rule a mark follows, in one translated sentence.
    static QString ruleText();
    // "3 better, 1 worse, 10 within the noise, 2 only in A" for the chosen figure.
    QString summaryText() const;

private:
    QString valueText(const bench::FigureChange& change, bool b_side) const;
    QString changeText(const bench::FigureChange& change) const;
    QString changeToolTip(const bench::FigureChange& change) const;
    QString cellText(const bench::CellComparison& row) const;

    std::vector<bench::CellResult> a_, b_;
    std::vector<bench::CellComparison> rows_;
    bench::Metric metric_ = bench::Metric::Iops;
};

} // namespace am::ui
