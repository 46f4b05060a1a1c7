#include "ui/bench/history_model.h"

#include <QDateTime>
#include <QLocale>

namespace am::ui {

HistoryModel::HistoryModel(QObject* parent) : QAbstractTableModel(parent) {}

void HistoryModel::setRuns(std::vector<bench::StoredRun> runs)
{
    beginResetModel();
    runs_ = std::move(runs);
    endResetModel();
}

const bench::StoredRun* HistoryModel::run(int row) const
{
    return row >= 0 && row < rowCount() ? &runs_[static_cast<std::size_t>(row)] : nullptr;
}

int HistoryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(runs_.size());
}
int HistoryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto& run = runs_[static_cast<std::size_t>(index.row())];
    if (role == PathRole) return QString::fromStdString(run.path.string());
    if (role == Qt::ToolTipRole) return QString::fromStdString(run.path.string());
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Date: {
        const QDateTime when =
            QDateTime::fromString(QString::fromStdString(run.created), Qt::ISODate);
        return when.isValid() ? QLocale().toString(when.toLocalTime(), QLocale::ShortFormat)
                              : QString::fromStdString(run.created);
    }
    case Preset:
        if (run.imported) return tr("fio import");
        return run.preset.empty() ? tr("single job") : QString::fromStdString(run.preset);
    case Target:
        return QString::fromStdString(run.target_path);
    case Cells:
        return static_cast<qulonglong>(run.cells);
    case Status:
        return run.cancelled ? tr("stopped") : tr("complete");
    default:
        return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Date:
        return tr("Date");
    case Preset:
        return tr("Preset");
    case Target:
        return tr("Target");
    case Cells:
        return tr("Cells");
    case Status:
        return tr("Status");
    default:
        return {};
    }
}

} // namespace am::ui
