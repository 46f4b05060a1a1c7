#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/bench/result.h"
#include "core/bench/run_warning.h"
#include "core/bench/target_storage.h"
#include "core/drives/block_device.h"

namespace am::bench {

// What the honest-number rules know of a run's target, gathered once before its first cell.
struct WarningContext {
    TargetStorage storage;
    // The device's own link, when the target is a drive (or its partition) the scan knows.
    double link_line_bytes_per_s = 0; // the line-coded rate: no payload passes faster
    bool link_full_duplex = false;    // PCIe carries each direction at that rate; SATA shares it
    std::string link_text;            // "PCIe x4 8 GT/s", "SATA 6 Gb/s"
};

// `scan` may be null (file targets are not scanned): then no link is known.
WarningContext warningContext(const TargetInfo& target, const drives::ScanResult* scan,
                              const drives::SystemRoots& roots);

// What was read beside one run of a cell: the devices' counters and the md array's
// sync_action at its start and its end.
struct RunObservation {
    std::optional<StorageCounters> counters;
    std::string md_action;
};
RunObservation observeStorage(const WarningContext& context, const drives::SystemRoots& roots);

// A direction's device bytes below this share of the engine's means a cache served the rest.
inline constexpr double kCacheServedShare = 0.5;
// Fewer engine bytes than this in a direction are too few to judge (metadata, readahead).
inline constexpr std::uint64_t kCacheCheckMinBytes = 4ULL << 20;

// The warnings of one run of a cell, from its figures and what was observed around it.
std::vector<RunWarning> runWarnings(const WarningContext& context, const CellResult& run,
                                    const RunObservation& before, const RunObservation& after);

} // namespace am::bench
