#include "ui/bench/grid_heat_model.h"

#include <QColor>
#include <algorithm>
#include <cmath>

#include "ui/bench/cell_name.h"
#include "ui/bench/metric_text.h"

namespace am::ui {

void GridHeatModel::setCells(const std::vector<bench::CellResult>& cells)
{
    beginResetModel();
    cells_ = cells;
    grid_ = bench::qdJobsGrid(cells_);
    findRange();
    endResetModel();
}

void GridHeatModel::setMetric(bench::Metric metric)
{
    beginResetModel();
    metric_ = metric;
    findRange();
    endResetModel();
}

void GridHeatModel::findRange()
{
    low_ = high_ = 0;
    if (!grid_) return;
    for (int row = 0; row < rowCount(); ++row)
        for (int column = 0; column < columnCount(); ++column)
            if (const auto* cell = cellAt(row, column)) {
                const double value = bench::metricValue(*cell, metric_);
                if (!(value > 0)) continue;
                low_ = low_ > 0 ? std::min(low_, value) : value;
                high_ = std::max(high_, value);
            }
}

QString GridHeatModel::title() const
{
    return grid_ ? tr("%1 by threads and queue depth, %2")
                       .arg(metricName(metric_), QString::fromStdString(grid_->shape))
                 : QString();
}

int GridHeatModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !grid_ ? 0 : static_cast<int>(grid_->jobs.size());
}

int GridHeatModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !grid_ ? 0 : static_cast<int>(grid_->depths.size());
}

const bench::CellResult* GridHeatModel::cellAt(int row, int column) const
{
    if (!grid_ || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return nullptr;
    const int index = grid_->cells[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)];
    return index < 0 ? nullptr : &cells_[static_cast<std::size_t>(index)];
}

std::optional<double> GridHeatModel::heat(int row, int column) const
{
    const auto* cell = cellAt(row, column);
    if (!cell) return std::nullopt;
    const double value = bench::metricValue(*cell, metric_);
    if (!(value > 0) || !(high_ > low_)) return value > 0 ? std::optional(1.0) : std::nullopt;
    // A log scale: IOPS across a grid spans orders of magnitude (QD1T1 to QD64T16).
    double share = std::log(value / low_) / std::log(high_ / low_);
    if (bench::lowerIsBetter(metric_)) share = 1 - share;
    return std::clamp(share, 0.0, 1.0);
}

QVariant GridHeatModel::data(const QModelIndex& index, int role) const
{
    const auto* cell = cellAt(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return cell ? formatMetric(bench::metricValue(*cell, metric_), metric_)
                    : QStringLiteral("—");
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignCenter);
    case Qt::ToolTipRole:
        return cell ? tr("%1\n%2: %3")
                          .arg(cellName(cell->job), metricName(metric_),
                               formatMetric(bench::metricValue(*cell, metric_), metric_))
                    : tr("Not measured in this run");
    case Qt::BackgroundRole: {
        const auto share = heat(index.row(), index.column());
        if (!share) return {};
        // Pale yellow (worst) to deep green (best): the saturated corner reads as the darkest.
        const QColor worst(0xff, 0xf7, 0xbc), best(0x1a, 0x98, 0x50);
        auto mix = [&](int a, int b) { return static_cast<int>(a + (b - a) * *share); };
        return QColor(mix(worst.red(), best.red()), mix(worst.green(), best.green()),
                      mix(worst.blue(), best.blue()));
    }
    case Qt::ForegroundRole: {
        const auto share = heat(index.row(), index.column());
        return share && *share > 0.6 ? QVariant(QColor(Qt::white)) : QVariant();
    }
    default:
        return {};
    }
}

QVariant GridHeatModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || !grid_) return {};
    if (orientation == Qt::Horizontal)
        return section < columnCount()
                   ? tr("QD %1").arg(grid_->depths[static_cast<std::size_t>(section)])
                   : QVariant();
    return section < rowCount()
               ? tr("%n thread(s)", "",
                    static_cast<int>(grid_->jobs[static_cast<std::size_t>(section)]))
               : QVariant();
}

} // namespace am::ui
