#pragma once

#include <array>
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/campaign/spec.h"
#include "core/util/unique_fd.h"

namespace am::campaign {

// The journal's event kinds, in the order a campaign writes them.
// cell_failed: a cell that could not run (its reason in detail.message).
inline constexpr std::array<std::string_view, 12> kJournalEventKinds{"started",
                                                                     "configuration_started",
                                                                     "array_created",
                                                                     "phase_started",
                                                                     "cell_done",
                                                                     "cell_failed",
                                                                     "phase_done",
                                                                     "array_deleted",
                                                                     "configuration_done",
                                                                     "stopped",
                                                                     "finished",
                                                                     "cleaned_up"};
bool isJournalEventKind(std::string_view kind);

// One line of DIR/journal.jsonl.
struct JournalEvent {
    std::string kind;                         // one of kJournalEventKinds
    std::optional<std::size_t> configuration; // index into spec.configurations
    std::string phase;                        // "measure", "degraded", "baseline" ("" when none)
    std::optional<std::size_t> cell;          // index into the cells
    std::optional<std::size_t> drive;         // baseline: index into spec.drives
    // started: {spec, drives_found}; array_created: {array, container?, uuid, members};
    // array_deleted: {array}; cell_done: {cell: the result json}; phase_done: {seconds, ...}
    nlohmann::json detail = nlohmann::json::object();
    std::string at; // UTC ISO 8601, set by append

    bool operator==(const JournalEvent&) const = default;
};

// An event of `kind` (one of kJournalEventKinds); `at` is set when it is appended.
JournalEvent journalEvent(std::string kind, std::optional<std::size_t> configuration = {},
                          std::string phase = "", std::optional<std::size_t> cell = {},
                          nlohmann::json detail = nlohmann::json::object());

nlohmann::json toJson(const JournalEvent& event);
// Throws std::invalid_argument naming the field.
JournalEvent eventFromJson(const nlohmann::json& json);

inline constexpr std::string_view kJournalFileName = "journal.jsonl";
std::filesystem::path journalPath(const std::filesystem::path& dir);

// Append-only: each event one line, written with one write() and
// fdatasync'd, so a SIGKILL or a power loss leaves every earlier line whole.
class Journal {
public:
    // Creates DIR (when missing) and DIR/journal.jsonl, fsyncs the directory
    // and writes the started event. Refuses a journal already in DIR.
    static Journal create(const std::filesystem::path& dir, const CampaignSpec& spec,
                          const nlohmann::json& drives_found);
    // An existing journal, to append after --resume or --cleanup. A last line
    // cut by a crash is ended (a whole event) or cut off (a part of one), so
    // the lines appended next follow whole lines.
    static Journal open(const std::filesystem::path& dir);

    // Sets `at` and writes the line. Throws std::runtime_error with the path and errno text.
    void append(JournalEvent event);
    const std::filesystem::path& path() const { return path_; }

private:
    Journal(std::filesystem::path path, util::UniqueFd fd);
    std::filesystem::path path_;
    util::UniqueFd fd_;
};

} // namespace am::campaign
