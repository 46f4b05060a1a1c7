#pragma once

#include <QAbstractAxis>
#include <QChart>

namespace am::ui {

// Empties a chart before it is filled again: its series and its axes, which
// QChart keeps (and owns) until they are removed.
inline void emptyChart(QChart* chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

} // namespace am::ui
