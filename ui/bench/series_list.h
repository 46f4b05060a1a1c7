#pragma once

#include <QList>
#include <QListWidget>
#include <QPointer>

class QChart;
class QAbstractSeries;

namespace am::ui {

// A legend beside a chart for when the chart's own would clip: Qt Charts'
// legend neither scrolls nor wraps, and past about seven entries it cuts
// names off or hides them. One checkable row per series, with its line, in a
// list that scrolls; unchecking hides the series, as clicking the legend does.
class SeriesList : public QListWidget {
    Q_OBJECT
public:
    explicit SeriesList(QWidget* parent = nullptr);

    // Rows for the series the legend lists (an overlaid run has one key
    // entry, as in the chart's legend).
    void showSeriesOf(QChart* chart);
    QAbstractSeries* seriesAt(int row) const;

private:
    QList<QPointer<QAbstractSeries>> series_;
};

// Chooses between the chart's own legend and the list: the list when the
// chart has more than `max_legend_entries` visible entries.
void placeLegend(QChart* chart, SeriesList* list, int max_legend_entries = 7);

} // namespace am::ui
