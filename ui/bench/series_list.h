#pragma once

#include <QList>
#include <QListWidget>
#include <QPointer>

class QChart;
class QAbstractSeries;

namespace am::ui {

// A legend beside a chart: Qt Charts' legend neither scrolls nor wraps, and
// past about seven entries it cuts names off or hides them. One checkable row per series, with its
// line, in a list that scrolls; unchecking hides the series, as clicking the legend does.
class SeriesList : public QListWidget {
    Q_OBJECT
public:
    explicit SeriesList(QWidget* parent = nullptr);

    // Rows for the series the legend lists (an overlaid run has one key
    // entry, as in the chart's legend).
    void showSeriesOf(QChart* chart);
    QAbstractSeries* seriesAt(int row) const;
    // For exported images: rows without check boxes (hidden series greyed).
    void setExportLook(bool on);
    bool exportLook() const { return export_look_; }

private:
    QList<QPointer<QAbstractSeries>> series_;
    bool export_look_ = false;
};

// Lists the chart's series in `list` (shown, fixed width) instead of the
// chart's own legend, whatever their number, so the plot never changes size.
void placeLegend(QChart* chart, SeriesList* list);

} // namespace am::ui
