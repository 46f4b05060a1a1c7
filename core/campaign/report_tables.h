#pragma once

#include "core/campaign/document.h"
#include "core/campaign/report_model.h"

namespace am::campaign {

// Everything the reports say, in order: the summary ranking, one part per
// configuration (matrix, charts, ratio to one drive, against the estimate,
// latency, degraded and rebuilding, commands), the baseline, the method and
// the journal's timing. Missing data is said in words.
Report buildReport(const CampaignDocument& document);

} // namespace am::campaign
