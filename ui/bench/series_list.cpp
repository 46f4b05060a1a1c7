#include "ui/bench/series_list.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QScrollBar>
#include <QXYSeries>

namespace am::ui {

namespace {
// Overlaid runs' series carry "overlay": their run has one key entry instead
// (BenchCharts). Marker visibility cannot tell: a hidden legend hides them all.
bool listed(const QAbstractSeries* series) { return !series->property("overlay").toBool(); }

QIcon lineIcon(const QPen& series_pen, int height)
{
    QPixmap pixmap(height * 2, height);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen = series_pen;
    pen.setWidthF(std::max(2.0, pen.widthF()));
    painter.setPen(pen);
    painter.drawLine(QPointF(1, height / 2.0), QPointF(height * 2 - 1, height / 2.0));
    return QIcon(pixmap);
}
} // namespace

SeriesList::SeriesList(QWidget* parent) : QListWidget(parent)
{
    setObjectName(QStringLiteral("seriesList"));
    setSelectionMode(QAbstractItemView::NoSelection);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTextElideMode(Qt::ElideRight); // names differ at their end ("…, read" / "…, write"): keep
                                      // their start, tooltip the rest
    setUniformItemSizes(true);
    setToolTip(tr("Untick a series to hide it"));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    setFont(small);
    connect(this, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (QAbstractSeries* series = seriesAt(row(item)))
            series->setVisible(item->checkState() == Qt::Checked);
    });
}

void SeriesList::showSeriesOf(QChart* chart)
{
    const QSignalBlocker block(this);
    clear();
    series_.clear();
    const int height = fontMetrics().height();
    for (QAbstractSeries* series : chart->series()) {
        if (!listed(series)) continue;
        auto* item = new QListWidgetItem(series->name(), this);
        item->setToolTip(series->name());
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(series->isVisible() ? Qt::Checked : Qt::Unchecked);
        if (auto* xy = qobject_cast<QXYSeries*>(series)) item->setIcon(lineIcon(xy->pen(), height));
        series_.append(series);
    }
    setIconSize(QSize(height * 2, height));
    // One width whatever the names: the chart beside keeps its size while a run fills in (names
    // elide, tooltips hold them).
    const int chrome = height * 2 + height * 2 + verticalScrollBar()->sizeHint().width() +
                       2 * frameWidth() + 12; // box, icon
    setFixedWidth(chrome + fontMetrics().horizontalAdvance(QLatin1Char('M')) * 11);
    setExportLook(export_look_);
}

void SeriesList::setExportLook(bool on)
{
    export_look_ = on;
    const QSignalBlocker block(this);
    for (int i = 0; i < count(); ++i) {
        QListWidgetItem* entry = item(i);
        QAbstractSeries* series = seriesAt(i);
        const bool shown = !series || series->isVisible();
        if (on) {
            // An image has nothing to tick: no check boxes, a hidden series greyed as in the
            // chart's legend.
            entry->setFlags(Qt::ItemIsEnabled);
            entry->setData(Qt::CheckStateRole, QVariant());
            entry->setForeground(shown ? palette().text() : palette().placeholderText());
        } else {
            entry->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            entry->setCheckState(shown ? Qt::Checked : Qt::Unchecked);
            entry->setData(Qt::ForegroundRole, QVariant());
        }
    }
}

QAbstractSeries* SeriesList::seriesAt(int row) const
{
    return row >= 0 && row < series_.size() ? series_[row].data() : nullptr;
}

void placeLegend(QChart* chart, SeriesList* list)
{
    // Always the list, never the chart's own legend: a legend that appears, grows
    // or gives way to the list as cells arrive would resize the plot mid-run.
    chart->legend()->setVisible(false);
    list->setVisible(true);
    list->showSeriesOf(chart);
}

} // namespace am::ui
