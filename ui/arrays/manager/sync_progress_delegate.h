#pragma once

#include <QStyledItemDelegate>

namespace am::ui {

// Draws the Sync column of an array row as a progress bar with its text, so a
// running rebuild or check is seen at a glance; other cells paint as usual.
// The fraction comes from ArraysModel::ProgressRole (0..1, invalid when idle).
class SyncProgressDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
};

} // namespace am::ui
