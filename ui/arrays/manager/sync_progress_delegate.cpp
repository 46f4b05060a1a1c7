#include "ui/arrays/manager/sync_progress_delegate.h"

#include <QApplication>
#include <QPainter>
#include <QStyleOptionProgressBar>
#include <cmath>

#include "ui/arrays/manager/arrays_model.h"

namespace am::ui {

void SyncProgressDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const
{
    const QVariant progress = index.data(ArraysModel::ProgressRole);
    if (!progress.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionProgressBar bar;
    bar.rect = option.rect.adjusted(1, 1, -1, -1);
    bar.minimum = 0;
    bar.maximum = 1000;
    bar.progress = static_cast<int>(std::lround(progress.toDouble() * 1000.0));
    bar.text = index.data(Qt::DisplayRole).toString();
    bar.textVisible = true;
    bar.textAlignment = Qt::AlignCenter;
    bar.state = option.state | QStyle::State_Horizontal;
    bar.palette = option.palette;
    QStyle* style = option.widget ? option.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ProgressBar, &bar, painter, option.widget);
}

} // namespace am::ui
