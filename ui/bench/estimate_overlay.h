#pragma once

#include <QString>
#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/result_store.h"
#include "core/drives/block_device.h"
#include "core/estimate/estimator.h"
#include "core/estimate/level.h"
#include "ui/bench/chart_run.h"

namespace am::ui {

// What to estimate (issue #8, "after a benchmark of an array"): the array's
// plan and where its members' profile comes from.
struct EstimateSpec {
    estimate::Level level = estimate::Level::Raid0;
    int members = 2;
    std::uint64_t chunk_bytes = 512 * 1024; // mdadm's default
    QString array;        // "md0" when read from a measured array; empty when chosen by hand
    QString profile_file; // a result measured on one member; empty: the reference below
    QString reference = QStringLiteral("single-nvme");
};

// The md array a result was measured on, from its target path and the
// drives scan (level, members, chunk). The profile is the newest run in the
// history measured on one of its members, else the reference that fits the
// members (sata-hdd for rotating ones). nullopt when the target is not an md
// array the scan lists, or its level cannot be estimated (linear, container).
std::optional<EstimateSpec> arraySpecFor(const nlohmann::json& document,
                                         const drives::ScanResult& scan,
                                         const std::vector<bench::StoredRun>& history);

struct EstimateOverlay {
    ChartRun run;  // Kind::Estimate, cells in the result's shape; at_run_depths: the run's cells
    QString note;  // which profile was used, and the run's depths it did not measure (translated)
    QString error; // the estimator's refusal (its English text), empty when it worked
    std::optional<estimate::QueueCurve> queue_curve; // 4k reads against I/Os in flight
};

// Runs the estimator (reads the profile file: call it on a worker): the
// profile's matrix, and each of `run_cells` (the shown run's) at its own
// queue depth x jobs. A profile file that cannot be read falls back to the
// reference, and the note says so.
EstimateOverlay computeEstimateOverlay(const EstimateSpec& spec,
                                       const std::vector<bench::CellResult>& run_cells = {});

// "The profile was measured at 1, 4, 16 and 32 I/Os in flight; this run's 64
// and 128 are extrapolated (marked ≈)." Empty when the run has no such depth.
QString unmeasuredDepthsSentence(const estimate::Estimate& estimate);

} // namespace am::ui
