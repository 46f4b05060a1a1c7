#pragma once

#include <filesystem>

#include <nlohmann/json.hpp>

namespace am::campaign {

// Writes campaign.json (arraymark.campaign/1), report.html and report.md
// into the journal's own folder, from its journal alone, and returns their
// paths as {"json", "html", "markdown"}. The helper's campaign ops use it:
// a root process writes only where the journal already is, never where a
// caller says. Throws std::runtime_error naming a file it cannot write.
nlohmann::json writeCampaignOutputs(const std::filesystem::path& journal_dir);

} // namespace am::campaign
