#pragma once

#include <QString>

#include "ui/bench/bench_charts.h"

namespace am::ui {

// The published single-NVMe IOPS matrix, embedded from
// resources/reference-overlay/ (its source named in the file), as a chart run.
// `label` names the source for tooltips. Throws std::invalid_argument when the
// resource is malformed.
ChartRun loadReferenceOverlay();
QString referenceOverlaySource();

} // namespace am::ui
