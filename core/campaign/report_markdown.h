#pragma once

#include <string>

#include "core/campaign/document.h"

namespace am::campaign {

// The HTML report's content as GitHub-flavoured Markdown tables, for a forum
// or an issue. Charts are left out, and the text says where each would be.
std::string markdownReport(const CampaignDocument& document);

} // namespace am::campaign
