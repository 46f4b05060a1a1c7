#include "ui/arrays/wizard/queue_curve_chart.h"

#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QLogValueAxis>
#include <algorithm>
#include <cmath>

#include "ui/arrays/wizard/wizard_state.h"
#include "ui/bench/axis_format.h"
#include "ui/bench/chart_reset.h"
#include "ui/bench/chart_style.h"
#include "ui/estimate/queue_curve_text.h"

namespace am::ui {

void fillQueueCurveChart(QChart* chart, const std::vector<estimate::LevelRow>& rows,
                         raid::Level chosen)
{
    emptyChart(chart);
    const estimate::QueueCurve* member_curve = nullptr;
    double low = 0, high = 0;
    int deepest = 1;
    for (const auto& row : rows) {
        if (!row.possible || !row.queue_curve) continue;
        member_curve = member_curve ? member_curve : &*row.queue_curve;
        for (const auto& point : row.queue_curve->points) {
            for (const double iops : {point.read.iops, point.member_read_iops}) {
                if (!(iops > 0)) continue;
                low = low > 0 ? std::min(low, iops) : iops;
                high = std::max(high, iops);
            }
            deepest = std::max(deepest, point.in_flight);
        }
    }
    chart->setTitle(QCoreApplication::translate("am::ui::QueueCurveChart",
                                                "Random %1 KiB reads by I/Os in flight (estimate)")
                        .arg(member_curve ? member_curve->block_size / 1024 : 4));
    if (!member_curve) return;

    auto* x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setMinorTickCount(0);
    x->setRange(1 / 1.3, deepest * 1.3); // the end points clear of the frame
    x->setTitleText(
        QCoreApplication::translate("am::ui::QueueCurveChart", "I/Os in flight on the array"));
    auto* y = new QLogValueAxis;
    y->setBase(10);
    y->setMinorTickCount(-1); // minor ticks at 2..9 of each decade
    const double floor = std::pow(10.0, std::floor(std::log10(low)));
    y->setRange(floor, std::pow(10.0, std::ceil(std::log10(high * 1.05))));
    y->setLabelFormat(logAxisLabelFormat(floor));
    y->setTitleText(QCoreApplication::translate("am::ui::QueueCurveChart", "IOPS"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    const auto add = [&](QLineSeries* series) {
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    };
    int index = 0;
    for (const auto& row : rows) {
        if (!row.possible || !row.queue_curve) continue;
        auto* series = new QLineSeries;
        series->setName(levelTitle(row.level));
        series->setPen(QPen(paletteColor(index++), row.level == chosen ? 3.5 : 1.5));
        for (const auto& point : row.queue_curve->points)
            if (point.read.iops > 0) series->append(point.in_flight, point.read.iops);
        add(series);
    }
    auto* member = new QLineSeries;
    member->setName(QCoreApplication::translate("am::ui::QueueCurveChart", "one drive alone"));
    member->setPen(QPen(Qt::darkGray, 2, Qt::DashLine));
    for (const auto& point : member_curve->points)
        if (point.member_read_iops > 0) member->append(point.in_flight, point.member_read_iops);
    add(member);
}

QString queueCurveSentence(const estimate::LevelRow& row)
{
    if (!row.possible || !row.queue_curve) return {};
    return queueCurveSentence(levelTitle(row.level), *row.queue_curve);
}

} // namespace am::ui
