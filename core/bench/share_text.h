#pragma once

// A run as text to paste where people compare drives: CrystalDiskMark's layout (forums,
// reviews) and a Markdown table (issues, wikis). `bench --format cdm|markdown`, and the GUI's
// "Copy as text" / "Copy as Markdown" use these.

#include <string>
#include <vector>

#include "core/bench/result_reader.h"

namespace am::bench {

// [Read], [Write] (and [Mix] for mixed cells), one line per cell in the run's order:
//   "  SEQ    1MiB (Q=  8, T= 1):  3512.345 MB/s [   3349.6 IOPS] <  2386.12 us>"
// (MB/s = 10^6 B/s, mean latency in µs), then the run's profile, range, times, date, OS,
// device (model, interface, firmware) and engine.
std::string cdmText(const RunDocument& run);

// A heading, a table of the run (host, OS, kernel, device, preset, date) and a table of
// `cells` (IOPS, MB/s, mean and p50/p99/p99.9 latency, notes: repeats with their IOPS range,
// CPU-bound, warnings, cancelled, errors), then each warning's sentence. `cells` are the ones shown
// (the GUI may hide some); the run's own when not given.
std::string markdownText(const RunDocument& run, const std::vector<CellResult>* cells = nullptr);

// One line per honest-number warning of the cells: "<cell>: <sentence> [<id>]" (CLI, Markdown).
std::vector<std::string> warningLines(const std::vector<CellResult>& cells);

// "Samsung SSD 980 PRO 1TB [NVMe, PCIe 16.0 GT/s x4, firmware 5B2QGXA7]" from the result's
// target device; empty when the document has none (a file on an unknown device).
std::string deviceText(const nlohmann::json& document);

} // namespace am::bench
