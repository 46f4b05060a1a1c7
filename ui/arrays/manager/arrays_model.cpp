#include "ui/arrays/manager/arrays_model.h"

#include <QColor>
#include <QIcon>
#include <algorithm>

#include "ui/arrays/manager/array_status_text.h"
#include "ui/arrays/wizard/backend_text.h"
#include "ui/drives/drives_model.h"

namespace am::ui {

// internalId: 0 for an array row, array row + 1 for its member rows.
namespace {
constexpr quintptr kArrayRow = 0;
}

void ArraysModel::setArrays(std::vector<raid::ArrayStatus> arrays)
{
    if (sameShape(arrays)) {
        arrays_ = std::move(arrays);
        if (arrays_.empty()) return;
        emit dataChanged(index(0, 0), index(static_cast<int>(arrays_.size()) - 1, ColumnCount - 1));
        for (std::size_t a = 0; a < arrays_.size(); ++a) {
            const QModelIndex parent = index(static_cast<int>(a), 0);
            if (!arrays_[a].members.empty())
                emit dataChanged(index(0, 0, parent),
                                 index(static_cast<int>(arrays_[a].members.size()) - 1,
                                       ColumnCount - 1, parent));
        }
        return;
    }
    beginResetModel();
    arrays_ = std::move(arrays);
    endResetModel();
}

bool ArraysModel::sameShape(const std::vector<raid::ArrayStatus>& other) const
{
    if (other.size() != arrays_.size()) return false;
    for (std::size_t a = 0; a < other.size(); ++a) {
        if (other[a].name != arrays_[a].name ||
            other[a].members.size() != arrays_[a].members.size())
            return false;
        for (std::size_t m = 0; m < other[a].members.size(); ++m)
            if (other[a].members[m].name != arrays_[a].members[m].name) return false;
    }
    return true;
}

const raid::ArrayStatus* ArraysModel::arrayAt(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != this) return nullptr;
    const std::size_t row = index.internalId() == kArrayRow ? static_cast<std::size_t>(index.row())
                                                            : index.internalId() - 1;
    return row < arrays_.size() ? &arrays_[row] : nullptr;
}

const raid::MemberStatus* ArraysModel::memberAt(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == kArrayRow)
        return nullptr;
    const raid::ArrayStatus* array = arrayAt(index);
    const auto row = static_cast<std::size_t>(index.row());
    return array && row < array->members.size() ? &array->members[row] : nullptr;
}

QModelIndex ArraysModel::indexOfArray(const QString& name) const
{
    for (std::size_t a = 0; a < arrays_.size(); ++a)
        if (QString::fromStdString(arrays_[a].name) == name) return index(static_cast<int>(a), 0);
    return {};
}

QModelIndex ArraysModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount) return {};
    if (!parent.isValid())
        return row < static_cast<int>(arrays_.size()) ? createIndex(row, column, kArrayRow)
                                                      : QModelIndex();
    if (parent.internalId() != kArrayRow || parent.row() >= static_cast<int>(arrays_.size()))
        return {};
    const auto& members = arrays_[static_cast<std::size_t>(parent.row())].members;
    if (row >= static_cast<int>(members.size())) return {};
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex ArraysModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == kArrayRow) return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kArrayRow);
}

int ArraysModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid()) return static_cast<int>(arrays_.size());
    if (parent.column() != 0 || parent.internalId() != kArrayRow) return 0;
    const auto row = static_cast<std::size_t>(parent.row());
    return row < arrays_.size() ? static_cast<int>(arrays_[row].members.size()) : 0;
}

int ArraysModel::columnCount(const QModelIndex&) const { return ColumnCount; }

QVariant ArraysModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid()) return {};
    const raid::ArrayStatus* array = arrayAt(index);
    if (!array) return {};
    if (role == ArrayNameRole) return QString::fromStdString(array->name);
    if (const raid::MemberStatus* member = memberAt(index)) {
        if (role == MemberPathRole) return QString::fromStdString(member->path);
        return memberData(*member, index.column(), role);
    }
    if (role == HealthRole) return static_cast<int>(arrayHealth(*array));
    if (role == ProgressRole)
        return array->progress && index.column() == Sync ? QVariant(*array->progress) : QVariant();
    return arrayData(*array, index.column(), role);
}

QVariant ArraysModel::arrayData(const raid::ArrayStatus& array, int column, int role) const
{
    const ArrayHealth health = arrayHealth(array);
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Name:
            return QString::fromStdString(array.path);
        case Backend:
            return backendTitle(array.backend);
        case State:
            return arrayStateText(array);
        case Level: {
            QString level = QString::fromStdString(array.level);
            if (!array.metadata.empty())
                level += tr(" (metadata %1)").arg(QString::fromStdString(array.metadata));
            return level;
        }
        case Capacity:
            return array.size_bytes ? sizeText(array.size_bytes, util::SizeUnits::Decimal)
                                    : QString();
        case Members: {
            int active = 0;
            // In sync = holding its share of the data (a spare rebuilding onto a slot is not yet).
            for (const auto& member : array.members)
                active +=
                    member.role != "faulty" && std::find(member.states.begin(), member.states.end(),
                                                         "in_sync") != member.states.end()
                        ? 1
                        : 0;
            return array.raid_disks ? tr("%1 of %2 active").arg(active).arg(array.raid_disks)
                                    : QString::number(array.members.size());
        }
        case Sync:
            return syncText(array);
        case Eta:
            return etaText(array);
        }
    }
    if (role == Qt::DecorationRole && column == State) return healthIcon(health);
    if (role == Qt::ForegroundRole && column == State) {
        const QColor color = healthColor(health);
        if (color.isValid()) return color;
    }
    if (role == Qt::ToolTipRole && column == State)
        return tr("Kernel: array_state %1, sync_action %2, degraded %3")
            .arg(QString::fromStdString(array.array_state),
                 QString::fromStdString(array.sync_action))
            .arg(array.degraded);
    if (role == Qt::ToolTipRole && column == Backend)
        return tr("--backend %1 on arraymark-cli array")
            .arg(QString::fromStdString(raid::toString(array.backend)));
    if (role == Qt::TextAlignmentRole && column == Capacity)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ArraysModel::memberData(const raid::MemberStatus& member, int column, int role) const
{
    const bool faulty = member.role == "faulty";
    if (role == Qt::DisplayRole) {
        if (column == Name) return QString::fromStdString(member.path);
        if (column == State) return memberRoleText(member);
        if (column == Level) {
            QStringList states;
            for (const auto& state : member.states) states << QString::fromStdString(state);
            return states.join(QLatin1Char(','));
        }
        return {};
    }
    if (role == Qt::DecorationRole && column == State && faulty)
        return healthIcon(ArrayHealth::Broken);
    // A spare given a slot is the member being rebuilt.
    if (role == Qt::DecorationRole && column == State &&
        (member.role == "rebuilding" || (member.role == "spare" && member.slot)))
        return healthIcon(ArrayHealth::Busy);
    if (role == Qt::ForegroundRole && column == State && faulty)
        return healthColor(ArrayHealth::Broken);
    return {};
}

QVariant ArraysModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Name:
        return tr("Array / member");
    case Backend:
        return tr("Backend");
    case State:
        return tr("State");
    case Level:
        return tr("Level / kernel state");
    case Capacity:
        return tr("Capacity");
    case Members:
        return tr("Members");
    case Sync:
        return tr("Sync");
    case Eta:
        return tr("Time left");
    }
    return {};
}

} // namespace am::ui
