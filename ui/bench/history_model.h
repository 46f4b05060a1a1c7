#pragma once

#include <QAbstractTableModel>
#include <vector>

#include "core/bench/result_store.h"

namespace am::ui {

// The saved runs of the history directory, newest first.
class HistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Date, Preset, Target, Cells, Status, ColumnCount };
    static constexpr int PathRole = Qt::UserRole; // QString: the result file

    explicit HistoryModel(QObject* parent = nullptr);

    void setRuns(std::vector<bench::StoredRun> runs);
    const bench::StoredRun* run(int row) const;
    const std::vector<bench::StoredRun>& runs() const { return runs_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<bench::StoredRun> runs_;
};

} // namespace am::ui
