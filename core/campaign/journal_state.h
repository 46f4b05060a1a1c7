#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/campaign/journal.h"
#include "core/campaign/spec.h"

namespace am::campaign {

// What a journal says happened.
struct JournalState {
    CampaignSpec spec;           // from the started event
    nlohmann::json drives_found; // from the started event
    std::vector<JournalEvent> events;
    bool truncated_tail = false; // the last line was cut by a crash: ignored
    std::string truncated_text;  // the sentence saying so, for the person
    bool finished = false;
    bool cleaned_up = false;
    // Arrays created and not deleted, as array_created's detail.array names
    // them, in creation order.
    // cleaned_up empties it: the cleanup stopped them all.
    std::vector<std::string> arrays_present;
    std::map<std::string, std::string>
        container_of; // array -> its imsm container (detail.container)
    std::optional<std::size_t> current_configuration; // started, not done
};

// Reads DIR/journal.jsonl. A cut last line is ignored (truncated_tail); any
// other unreadable line, or a first line that is not the started event,
// throws std::runtime_error naming the file and the line.
JournalState readJournal(const std::filesystem::path& dir);

// Where --resume continues. In the baseline (in_baseline): the drive and
// cell after the last baseline cell_done. Else the first configuration not
// done; in it, the phase (of phasesFor) and cell after the last cell_done or
// phase_done. phase "" with done false: every phase ran, only
// configuration_done is missing. done: nothing is left.
struct ResumePoint {
    bool in_baseline = false;
    std::size_t drive = 0; // in_baseline only
    std::size_t configuration = 0;
    std::string phase;
    std::size_t cell = 0;
    bool array_exists_per_journal = false; // the configuration's array was created, not deleted
    bool done = false;
};
ResumePoint resumePoint(const JournalState& state, std::size_t cell_count);

// What --cleanup may touch: arrays the journal created and did not delete
// (each volume before its container), and the drives that are both in the
// spec and in the started event's drives_found. Nothing else.
struct CleanupTargets {
    std::vector<std::string> arrays_to_stop;
    std::vector<std::string> drives_to_wipe;
};
CleanupTargets cleanupTargets(const JournalState& state);

// The finished cells, read back from cell_done events: key (configuration,
// phase), nullopt configuration for the baseline; each value the cell_done
// details in journal order. A cell measured twice (resumed) keeps the last.
using FinishedCellKey = std::pair<std::optional<std::size_t>, std::string>;
std::map<FinishedCellKey, std::vector<JournalEvent>> finishedCells(const JournalState& state);

} // namespace am::campaign
