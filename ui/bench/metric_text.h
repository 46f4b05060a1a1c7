#pragma once

#include <QList>
#include <QString>

#include "core/bench/repeats.h"
#include "core/bench/result_matrix.h"

namespace am::ui {

// Names and formats of the workspace's metrics, translated. MB/s is 10^6
// bytes per second and MiB/s 2^20, and the names say so.
QList<bench::Metric> workspaceMetrics();
QString metricName(bench::Metric metric); // "IOPS", "MB/s (10^6 B/s)", "p99 latency (µs)"
QString metricUnit(bench::Metric metric); // "IOPS", "MB/s", "µs"
// For latencies, which kind it is (total like fio's lat, completion like
// fio's clat) and what that means; empty for the other metrics.
QString metricToolTip(bench::Metric metric);
// The two kinds side by side, for a tooltip that lists every metric.
QString latencyKindsNote();
QString formatMetric(double value, bench::Metric metric);
// A repeated cell's spread beside its median: "±3 %" (half the range from the slowest run to
// the fastest, of the median).
QString spreadMark(const bench::Spread& spread);
// "Median of 3 runs: 1,000 to 1,200 IOPS", for tooltips.
QString spreadSentence(const bench::Spread& spread, std::size_t runs, bench::Metric metric);
QString readShareLabel(std::uint32_t percent); // "70 % read"
QString rowLabel(const bench::ShapeKey& shape, std::uint64_t block_size, bool include_shape);

} // namespace am::ui
