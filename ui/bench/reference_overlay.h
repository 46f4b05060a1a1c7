#pragma once

#include <QString>

#include "ui/bench/chart_run.h"

namespace am::ui {

// The published single-NVMe IOPS matrix, embedded from
// resources/reference-overlay/ (its source named in the file), as a chart run.
// `label` names the source for tooltips. Throws std::invalid_argument when the
// resource is malformed.
ChartRun loadReferenceOverlay();
QString referenceOverlaySource();

// How an overlay's jobs differ from the run it is drawn over, said for its
// legend entry: "QD 32, this run QD 1 and 8; no 128K". Queue depths are
// compared where both say one (estimates and the reference do not: 0);
// block sizes and patterns the run has and the overlay lacks are named.
// Empty when the overlay measured what the run measured.
QString overlayJobDifference(const std::vector<bench::CellResult>& overlay,
                             const std::vector<bench::CellResult>& run);

} // namespace am::ui
