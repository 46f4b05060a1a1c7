#pragma once

// Reads what `arraymark-cli bench` writes: arraymark.result/1 documents
// (--json, history files) and --stream JSON lines (see the bench branch's
// stream_writer.h for the producer side). Core, no Qt: the GUI and tests use
// the same parser.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/result.h"

namespace am::bench {

class ResultFormatError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A result document as read back: the parsed cells plus the document itself,
// kept whole so that exporting it or saving it to history loses nothing.
struct RunDocument {
    std::string created; // "2026-11-29T23:59:01Z", empty when the document has none
    std::string preset;  // empty for a single job
    std::string hostname;
    std::string os; // "Debian GNU/Linux 12 (bookworm)"; empty in older files
    std::string kernel;
    std::string target_path;
    std::string target_kind; // "file", "block_device", or what the producer wrote
    std::uint64_t target_size = 0;
    std::string backend; // "io_uring", "sync", "mixed"
    bool cancelled = false;
    std::vector<CellResult> cells;
    RunTemperatures temperatures; // the drives' series; interval_s 0 when not sampled
    nlohmann::json json;          // the whole document
};

// One element of "cells". Throws ResultFormatError naming the missing or
// malformed key.
CellResult cellFromJson(const nlohmann::json& cell);
// Checks "schema" and reads every cell. Throws ResultFormatError.
RunDocument readResultDocument(const nlohmann::json& doc);
// Reads a file: a result document, or fio's JSON output converted
// (result_file.h); the error names the file.
RunDocument readResultFile(const std::filesystem::path& path);

// One --stream line.
struct StreamEvent {
    enum class Type { Sample, Cell, Error, Done, Temperature, Precondition };
    Type type = Type::Sample;
    std::optional<std::size_t> cell; // null for an error before any cell
    std::size_t cells = 0;           // cells in the run
    std::string name;                // sample: the running cell's name
    Sample sample;                   // Type::Sample
    unsigned repeat = 0;             // Type::Sample: the run of a repeated cell, 0-based
    unsigned repeats = 1;            // Type::Sample: runs of the cell (--repeat)
    CellResult result;               // Type::Cell
    nlohmann::json result_json;      // Type::Cell: the cell as sent
    RunDocument document;            // Type::Done: the whole run
    std::string message;             // Type::Error
    std::string kind;              // Type::Error: an id of error_kind.h; empty from older producers
    bool cancelled = false;        // Type::Done
    std::size_t completed = 0;     // Type::Done
    std::size_t failed = 0;        // Type::Done
    TemperatureReading reading;    // Type::Temperature
    unsigned pass = 0;             // Type::Precondition: the pass beginning, 0-based
    unsigned passes = 0;           // Type::Precondition
    std::uint64_t range_bytes = 0; // Type::Precondition: what each pass writes
};

// Parses one line (without its newline). Throws ResultFormatError for a line
// that is not JSON or lacks what its type needs.
StreamEvent parseStreamLine(std::string_view line);

} // namespace am::bench
