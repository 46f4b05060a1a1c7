#pragma once

// The one place a result file is read from disk: an arraymark.result/1
// document as it is, or fio's JSON output (--output-format=json or json+, one
// or many jobs) converted by importFioJson (fio_import.h). The two are told
// apart by content, never by file name: fio's output has no "schema" and has
// "fio version" or a "jobs" array. Every reader of result files (the result
// reader, the history, estimate profiles, `arraymark-cli import`) comes here.

#include <filesystem>

#include <nlohmann/json.hpp>

namespace am::bench {

enum class ResultFileKind { ArrayMark, Fio };

struct ResultFileJson {
    nlohmann::json document; // arraymark.result/1 (converted when kind is Fio)
    ResultFileKind kind = ResultFileKind::ArrayMark;
};

// True for fio's JSON output (by its keys).
bool isFioOutput(const nlohmann::json& parsed);

// Reads the file. Throws ResultFormatError (result_reader.h) naming the file
// and what is wrong: unreadable, not JSON, neither kind, or a fio job that
// cannot be a cell (with the job, the key and the rule). Does not check an
// arraymark document's cells: readResultDocument does.
ResultFileJson readResultFileJson(const std::filesystem::path& path);

} // namespace am::bench
