#pragma once

#include <filesystem>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/helper/device_path.h"
#include "core/helper/passthrough.h"
#include "core/helper/request.h"
#include "core/util/process_runner.h"

namespace am::helper {

// Where the helper keeps campaign journals: a fixed folder that only root
// can write. The caller names a journal, never a folder: a root process that
// creates and appends to a folder the caller chose would let anyone allowed
// to start a campaign plant or overwrite files anywhere (a journal in
// /etc/cron.d, say), and resume/cleanup trust what the journal says was
// created, so a journal the caller could write would let it aim the cleanup's
// wipe at any drive. Under this root the journal is root's, and readable
// (0755/0644) so the GUI can follow it and build the report from it.
inline const std::filesystem::path kCampaignsRoot = "/var/lib/arraymark/campaigns";

// A journal name: 1-64 of letters, digits, '_', '-', '.', starting with a
// letter or digit (so never "..", never a '/'). Throws Refused (bad_name).
void checkJournalName(const std::string& name);

// What a campaign session needs beyond the device rules.
struct CampaignContext {
    DeviceRules rules;
    std::filesystem::path root = kCampaignsRoot;
    util::Runner* runner = nullptr;
    // Writes the document and the reports into the journal's folder once the
    // campaign ends (the campaign document's writer); empty: only the journal.
    // Returns the files written ("json", "html", "markdown" -> path).
    std::function<nlohmann::json(const std::filesystem::path& journal_dir)> write_outputs;
    // The md driver check; the default is raid::mdDriverLoaded(rules.roots).
    std::function<void()> require_md;
};

// Checks the name and that no journal has it, resolves every drive to its
// canonical /dev path, validates the campaign on a fresh scan (every
// refusal at once, answered as campaign_invalid with "findings"), then
// creates the journal and runs the campaign in this process, writing the
// `campaign --stream` lines (core/campaign/campaign_stream.h) to
// link.output_fd. A cancel on the link stops it at the end of the running
// cell (the array it made is deleted). Fills `doc` and returns it.
nlohmann::json runCampaignRequest(const CampaignRequest& request, const CampaignContext& context,
                                  const RunLink& link, nlohmann::json& doc);

// The journal `name` read back; its spec re-validated on a fresh scan with
// the arrays it says exist allowed; then runCampaign resumed from it.
nlohmann::json runCampaignResume(const CampaignResumeRequest& request,
                                 const CampaignContext& context, const RunLink& link,
                                 nlohmann::json& doc);

// cleanupCampaign on the journal `name`: what it created and did not delete.
nlohmann::json runCampaignCleanup(const CampaignCleanupRequest& request,
                                  const CampaignContext& context, nlohmann::json& doc);

} // namespace am::helper
