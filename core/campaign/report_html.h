#pragma once

#include <string>

#include "core/campaign/document.h"

namespace am::campaign {

// One self-contained HTML file: inline CSS and inline SVG charts, no script,
// no network reference. Every string from the document is escaped.
std::string htmlReport(const CampaignDocument& document);

} // namespace am::campaign
