#include "ui/bench/metric_text.h"

#include <QCoreApplication>
#include <QLocale>

namespace am::ui {

using bench::Metric;

QList<Metric> workspaceMetrics()
{
    // Total latency first: it is what a user waits for and what "latency" means
    // unqualified; completion latency (fio's clat) follows for comparison.
    return {Metric::Iops,      Metric::MBps,      Metric::MiBps,     Metric::LatMeanUs,
            Metric::LatP50Us,  Metric::LatP99Us,  Metric::LatP999Us, Metric::ClatMeanUs,
            Metric::ClatP50Us, Metric::ClatP99Us, Metric::ClatP999Us};
}

QString metricName(Metric metric)
{
    switch (metric) {
    case Metric::Iops:
        return QCoreApplication::translate("am::ui::Metrics", "IOPS");
    case Metric::MBps:
        return QCoreApplication::translate("am::ui::Metrics", "MB/s (10^6 B/s)");
    case Metric::MiBps:
        return QCoreApplication::translate("am::ui::Metrics", "MiB/s (2^20 B/s)");
    case Metric::LatMeanUs:
        return QCoreApplication::translate("am::ui::Metrics", "Mean latency (µs)");
    case Metric::LatP50Us:
        return QCoreApplication::translate("am::ui::Metrics", "p50 latency (µs)");
    case Metric::LatP99Us:
        return QCoreApplication::translate("am::ui::Metrics", "p99 latency (µs)");
    case Metric::LatP999Us:
        return QCoreApplication::translate("am::ui::Metrics", "p99.9 latency (µs)");
    case Metric::ClatMeanUs:
        return QCoreApplication::translate("am::ui::Metrics", "Mean completion latency (µs)");
    case Metric::ClatP50Us:
        return QCoreApplication::translate("am::ui::Metrics", "p50 completion latency (µs)");
    case Metric::ClatP99Us:
        return QCoreApplication::translate("am::ui::Metrics", "p99 completion latency (µs)");
    case Metric::ClatP999Us:
        return QCoreApplication::translate("am::ui::Metrics", "p99.9 completion latency (µs)");
    }
    return {};
}

QString metricUnit(Metric metric)
{
    switch (metric) {
    case Metric::Iops:
        return QCoreApplication::translate("am::ui::Metrics", "IOPS");
    case Metric::MBps:
        return QCoreApplication::translate("am::ui::Metrics", "MB/s");
    case Metric::MiBps:
        return QCoreApplication::translate("am::ui::Metrics", "MiB/s");
    default:
        return QCoreApplication::translate("am::ui::Metrics", "µs");
    }
}

QString metricToolTip(Metric metric)
{
    if (!bench::isLatency(metric)) return {};
    if (bench::isCompletionLatency(metric))
        return QCoreApplication::translate(
                   "am::ui::Metrics",
                   "Completion latency: from the return of the submit call to the completion, "
                   "like fio's clat. An I/O that the submit call already finished reads as "
                   "almost 0 µs.") +
               QLatin1Char('\n') + latencyKindsNote();
    return QCoreApplication::translate(
               "am::ui::Metrics",
               "Total latency: from submission to completion, like fio's lat. Results saved "
               "before ArrayMark measured it show completion latency here.") +
           QLatin1Char('\n') + latencyKindsNote();
}

QString latencyKindsNote()
{
    return QCoreApplication::translate(
        "am::ui::Metrics",
        "Latency is total: submission to completion, like fio's lat; completion latency "
        "counts from the return of the submit call, like fio's clat.");
}

QString formatMetric(double value, Metric metric)
{
    const QLocale locale;
    // Three significant digits are what the reference tables print, but IOPS
    // read better whole.
    if (metric == Metric::Iops) return locale.toString(value, 'f', 0);
    const int decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2;
    return locale.toString(value, 'f', decimals);
}

QString readShareLabel(std::uint32_t percent)
{
    return QCoreApplication::translate("am::ui::Metrics", "%1 % read").arg(percent);
}

QString rowLabel(const bench::ShapeKey& shape, std::uint64_t block_size, bool include_shape)
{
    return QString::fromStdString(bench::shapeLabel(shape, block_size, include_shape));
}

QString spreadMark(const bench::Spread& spread)
{
    const double percent = 50 * spread.relativeRange();
    return QCoreApplication::translate("am::ui::MetricText", "±%1 %")
        .arg(QLocale().toString(percent, 'f', percent < 10 ? 1 : 0));
}

QString spreadSentence(const bench::Spread& spread, std::size_t runs, bench::Metric metric)
{
    const int count = static_cast<int>(runs); // lupdate misses a cast as translate()'s count
    return QCoreApplication::translate("am::ui::MetricText", "Median of %n run(s): %1 to %2 %3", "",
                                       count)
        .arg(formatMetric(spread.min, metric), formatMetric(spread.max, metric),
             metricUnit(metric));
}

} // namespace am::ui
