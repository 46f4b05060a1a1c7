#include "ui/bench/error_bars.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>

namespace am::ui {

namespace {
constexpr const char* kErrorBarProperty = "errorBar";
}

void addErrorBars(QChart* chart, QXYSeries* of, const std::vector<ErrorBar>& bars,
                  double cap_half_width)
{
    QPen pen = of->pen();
    pen.setWidthF(std::max(1.0, pen.widthF() * 0.6));
    for (const ErrorBar& bar : bars) {
        // A log axis cannot draw zero, and a bar without width says nothing.
        if (bar.spread.min <= 0 || bar.spread.max <= bar.spread.min) continue;
        auto* line = new QLineSeries(chart);
        line->setPen(pen);
        // One polyline: the lower cap, the bar, the upper cap.
        const double left = bar.x - cap_half_width, right = bar.x + cap_half_width;
        line->append({{left, bar.spread.min},
                      {right, bar.spread.min},
                      {bar.x, bar.spread.min},
                      {bar.x, bar.spread.max},
                      {left, bar.spread.max},
                      {right, bar.spread.max}});
        line->setName(of->name());
        line->setProperty(kErrorBarProperty, true);
        line->setProperty("overlay", true); // series_list.cpp: not listed beside the chart
        chart->addSeries(line);
        for (QAbstractAxis* axis : of->attachedAxes()) line->attachAxis(axis);
        for (QLegendMarker* marker : chart->legend()->markers(line)) marker->setVisible(false);
        line->setVisible(of->isVisible());
        QObject::connect(of, &QAbstractSeries::visibleChanged, line,
                         [line, of] { line->setVisible(of->isVisible()); });
    }
}

bool isErrorBar(const QXYSeries* series) { return series->property(kErrorBarProperty).toBool(); }

} // namespace am::ui
