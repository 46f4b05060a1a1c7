#include "ui/estimate/queue_curve_text.h"

#include <QCoreApplication>
#include <QLocale>

namespace am::ui {

QString queueCurveSentence(const QString& level, const estimate::QueueCurve& curve)
{
    if (!curve.read_gap.empty()) return {}; // reads not predicted: nothing to say about them
    const auto& from = curve.read_payoff_in_flight;
    QString payoff;
    if (!from)
        payoff = QCoreApplication::translate(
                     "am::ui::QueueCurveText",
                     "%1 reads no faster than one drive at any number of I/Os in flight.")
                     .arg(level);
    else if (*from <= 1)
        payoff = QCoreApplication::translate(
                     "am::ui::QueueCurveText",
                     "%1 reads faster than one drive from the first I/O in flight.")
                     .arg(level);
    else
        payoff = QCoreApplication::translate(
                     "am::ui::QueueCurveText",
                     "Below about %1 I/Os in flight, %2 reads no faster than one drive: "
                     "each request waits on one member, and the others idle.")
                     .arg(*from)
                     .arg(level);
    const QString peak = QCoreApplication::translate(
                             "am::ui::QueueCurveText",
                             "It reaches 90 % of its peak (%1 IOPS) from about %2 in flight.")
                             .arg(QLocale().toString(curve.peak_read, 'f', 0))
                             .arg(curve.q90_read);
    return payoff + QLatin1Char(' ') + peak;
}

} // namespace am::ui
