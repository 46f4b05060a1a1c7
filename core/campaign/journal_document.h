#pragma once

#include "core/campaign/document.h"
#include "core/campaign/journal_state.h"

namespace am::campaign {

// The arraymark.campaign/1 document of what a journal recorded, so a
// finished, stopped or resumed campaign is reported from one source: every
// cell the journal holds (a cell measured again after a resume counts once,
// the later one), the commands, the sync and rebuild figures and, for each
// configuration, the estimator's prediction from the baseline when the
// campaign measured one (else from the shipped reference for the drives'
// kind), so the report can set measured against estimated.
CampaignDocument documentFromJournal(const JournalState& state);

} // namespace am::campaign
