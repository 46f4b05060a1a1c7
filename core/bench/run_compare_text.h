#pragma once

// A comparison of two runs (run_compare.h) as text and JSON: `arraymark-cli compare`'s table,
// --json and --format markdown read these.

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/result_reader.h"
#include "core/bench/run_compare.h"

namespace am::bench {

// The schema of `compare --json`'s document.
inline constexpr const char* kCompareSchema = "arraymark.compare/1";

// One side of a comparison as its header names it: the file and where and when it was measured.
struct CompareSide {
    std::string source; // the file read
    std::string hostname;
    std::string created;
    std::string target_path;
    std::string target_kind;
    std::string preset;
};
CompareSide compareSideOf(const std::string& source, const RunDocument& run);

// "host, 2026-12-05T10:00:00Z, /dev/nvme0n1 (block_device)"; the parts a file lacks left out.
std::string sideText(const CompareSide& side);

// A figure as the table shows it ("412.3k", "1688.6", "85.2 µs"), with the repeats' range when
// the cell was repeated: "412.3k [405.1k-420.0k]".
std::string figureText(double value, Metric metric);
std::string figureText(const FigureChange& change, bool b_side);
// "+7.7 %", "-12.0 %", "n/a" (A is 0).
std::string percentText(const FigureChange& change);
// "▲ better", "▼ worse" for a significant change (the arrow is the figure's direction), "not
// comparable", or empty.
std::string verdictText(const FigureChange& change);
// The rule, in one sentence.
std::string significanceRuleText();

// {"schema", "rule", "a", "b", "cells": [{"name", "job", "in", "figures": {id: {...}}}],
//  "summary": {id: {"better", "worse", ...}}}
nlohmann::json compareJson(const CompareSide& a, const CompareSide& b,
                           const std::vector<CellComparison>& cells);

// A heading, the two runs, a table of `figures` per cell, the cells only one run has, the rule.
std::string compareMarkdown(const CompareSide& a, const CompareSide& b,
                            const std::vector<CellComparison>& cells,
                            const std::vector<const CompareFigure*>& figures);

} // namespace am::bench
