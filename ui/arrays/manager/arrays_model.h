#pragma once

#include <QAbstractItemModel>
#include <vector>

#include "core/raid/array_status.h"

namespace am::ui {

// The arrays (md from sysfs, the other backends as the helper read them) as a tree: one row per
// array, its members as child rows. setArrays() is called about once a second; when the same arrays
// and members are still there only the changed cells are announced, so selection and expanded rows
// survive the live refresh.
class ArraysModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { Name, Backend, State, Level, Capacity, Members, Sync, Eta, ColumnCount };
    // Extra roles for pages and tests.
    enum Role { ArrayNameRole = Qt::UserRole + 1, MemberPathRole, HealthRole, ProgressRole };

    using QAbstractItemModel::QAbstractItemModel;

    void setArrays(std::vector<raid::ArrayStatus> arrays);
    const std::vector<raid::ArrayStatus>& arrays() const { return arrays_; }
    const raid::ArrayStatus*
    arrayAt(const QModelIndex& index) const; // the array of an array or member row
    const raid::MemberStatus* memberAt(const QModelIndex& index) const; // null on an array row
    QModelIndex indexOfArray(const QString& name) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant arrayData(const raid::ArrayStatus& array, int column, int role) const;
    QVariant memberData(const raid::MemberStatus& member, int column, int role) const;
    bool sameShape(const std::vector<raid::ArrayStatus>& other) const;

    std::vector<raid::ArrayStatus> arrays_;
};

} // namespace am::ui
