#pragma once

#include <QList>
#include <QString>

#include "core/bench/result.h"
#include "ui/bench/chart_run.h"

class QChart;

namespace am::ui {

// Fills `chart` (emptied first) with the latency distribution of `cell` (its histograms, one
// line per direction): the share of the direction's I/Os (%) in each bin of an eighth of an
// octave (core/bench/histogram_shares.h) against latency on a log axis, in µs (ms when every
// bin is above 1 ms). For each overlaid run in `runs` (ChartRun::Kind::Overlay) the cell with
// the same job is drawn over it, dash-dotted in the same colours. `cell` nullptr: an empty chart.
// Returns the number of lines drawn.
int fillHistogramChart(QChart* chart, const bench::CellResult* cell, const QString& name,
                       const QList<ChartRun>& runs);

} // namespace am::ui
