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
    setTextElideMode(Qt::ElideMiddle);
    setUniformItemSizes(true);
    setToolTip(tr("Untick a series to hide it"));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    setFont(small);
    connect(this, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (QAbstractSeries* series = seriesAt(row(item))) series->setVisible(item->checkState() == Qt::Checked);
    });
}

void SeriesList::showSeriesOf(QChart* chart)
{
    const QSignalBlocker block(this);
    clear();
    series_.clear();
    const int height = fontMetrics().height();
    int widest = 0;
    for (QAbstractSeries* series : chart->series()) {
        if (!listed(series)) continue;
        auto* item = new QListWidgetItem(series->name(), this);
        item->setToolTip(series->name());
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(series->isVisible() ? Qt::Checked : Qt::Unchecked);
        if (auto* xy = qobject_cast<QXYSeries*>(series)) item->setIcon(lineIcon(xy->pen(), height));
        series_.append(series);
        widest = std::max(widest, fontMetrics().horizontalAdvance(series->name()));
    }
    setIconSize(QSize(height * 2, height));
    // Wide enough for the names (they differ in the middle: "RND4K Q32T1, 70 % read"),
    // but never more than a legend would take: the chart keeps most of the room.
    const int chrome = height * 2 + height * 2 + verticalScrollBar()->sizeHint().width() + 2 * frameWidth() + 12; // box, icon
    setFixedWidth(std::min(widest + chrome, fontMetrics().horizontalAdvance(QLatin1Char('M')) * 20));
}

QAbstractSeries* SeriesList::seriesAt(int row) const { return row >= 0 && row < series_.size() ? series_[row].data() : nullptr; }

void placeLegend(QChart* chart, SeriesList* list, int max_legend_entries)
{
    int entries = 0;
    for (const QAbstractSeries* series : chart->series()) entries += listed(series) ? 1 : 0;
    const bool many = entries > max_legend_entries;
    chart->legend()->setVisible(entries > 0 && !many);
    list->setVisible(many);
    if (many) list->showSeriesOf(chart);
    else list->clear();
}

} // namespace am::ui
