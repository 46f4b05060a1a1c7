#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>

#include "core/bench/result.h"
#include "core/campaign/campaign_plan.h"
#include "core/campaign/journal.h"
#include "core/campaign/journal_state.h"
#include "core/drives/system_roots.h"
#include "core/util/process_runner.h"

namespace am::campaign {

struct RunnerContext {
    drives::SystemRoots roots;
    util::Runner* runner = nullptr;
    // Set from a signal handler: the campaign stops at the end of the cell
    // that is running, deletes the array it made and says so in the journal.
    const std::atomic<bool>* cancel = nullptr;
};

// Where a measurement belongs: a drive of the baseline or a configuration's phase.
struct Where {
    std::optional<std::size_t> configuration;
    std::string phase;
    std::string target;
};

struct RunnerEvents {
    std::function<void(const JournalEvent&)> journaled; // each line, once it is on disk
    std::function<void(const Where&, std::size_t cell, const bench::Job&)> cell_started;
    std::function<void(const Where&, std::size_t cell, const bench::Sample&)> sample;
    std::function<void(const std::string&)> log; // one line for people
};

enum class CampaignEnd { Finished, Stopped, Failed };
std::string toString(CampaignEnd end); // "finished", "stopped", "failed"

struct CampaignOutcome {
    CampaignEnd end = CampaignEnd::Finished;
    std::string reason; // why it stopped or failed
};

// Runs the plan, baseline first, then each configuration: create, sync,
// precondition, measure, degraded, rebuild, delete, each step through the same
// core operations as `arraymark-cli array` and journaled as it happens.
// `resumed`: a journal read back after a kill; the campaign first removes
// what that journal says still exists, then goes on from its first unfinished
// cell (the measure phase of the interrupted configuration keeps its finished
// cells; degraded and rebuild, which need the array as it was, run again).
CampaignOutcome runCampaign(const CampaignPlan& plan, Journal& journal, const JournalState* resumed,
                            const RunnerContext& context, const RunnerEvents& events);

struct CleanupOutcome {
    std::vector<std::string> deleted; // arrays stopped and their members wiped
    std::vector<std::string> commands;
    bool ok = true;
    std::string error;
};

// Stops and wipes what the journal says the campaign created and did not
// delete, and nothing else: an array the journal does not name is refused,
// never touched. Journaled as "cleaned_up".
CleanupOutcome cleanupCampaign(const JournalState& state, Journal& journal,
                               const RunnerContext& context);

} // namespace am::campaign
