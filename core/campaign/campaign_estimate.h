#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "core/campaign/configuration.h"
#include "core/campaign/document.h"
#include "core/campaign/journal_state.h"

namespace am::campaign {

// The estimator's prediction for one configuration over the campaign's
// drives (estimate_json.h's document), so the report can put measured beside
// estimated: from each drive's baseline cells when the campaign measured a
// baseline, else from the shipped reference for the drive's kind (sata-hdd
// for a rotational drive, single-nvme otherwise). Null, with nothing
// invented, when the cells give the estimator nothing to predict from.
nlohmann::json configurationEstimate(const JournalState& state, const Configuration& configuration,
                                     const std::vector<PhaseResult>& baseline);

} // namespace am::campaign
