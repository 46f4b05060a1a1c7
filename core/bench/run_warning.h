#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace am::bench {

// A number that cannot be what the user thinks it is. One table (run_warning.cpp) holds each
// kind's stable id (JSON, CLI, GUI) and its English sentence; the GUI has its own tr() sentence
// per kind with the same values.
enum class RunWarningKind {
    FasterThanLink,    // more bytes per second than the device's link can carry
    CacheServed,       // the device under the target did much less I/O than the engine counted
    CompressingTarget, // compressible buffers written to a target that compresses
    CowFilesystem,     // writes to a file on a copy-on-write filesystem
    CpuBound,          // the engine's threads used up their cores
    MdResyncing,       // the md array under the target was syncing, rebuilding or checking
};

struct RunWarning {
    RunWarningKind kind = RunWarningKind::CpuBound;
    // What it is about: the device ("nvme0n1", "md0"), the filesystem ("tmpfs", "btrfs").
    std::string subject;
    // The kind's particular: the link ("PCIe x4 8 GT/s"), the direction ("read"), the md
    // action ("resync"), the buffers ("50 % compressible"); empty when the kind has none.
    std::string detail;
    // The measured figure and the bound it broke: bytes per second (FasterThanLink), percent of
    // the engine's bytes the device moved (CacheServed; both 0 for a file in memory), percent of
    // the cores used and their count (CpuBound); 0 for the other kinds.
    double measured = 0;
    double limit = 0;
};

std::string_view warningId(RunWarningKind kind); // "cache_served"
std::optional<RunWarningKind> warningKindOf(std::string_view id);
std::vector<RunWarningKind> allWarningKinds();

// The warning as one English sentence with its figures (CLI, JSON "detail", Markdown).
std::string warningText(const RunWarning& warning);

// Adds a warning unless one of the same kind and subject is there (repeats of a cell).
void addWarning(std::vector<RunWarning>& warnings, RunWarning warning);

} // namespace am::bench
