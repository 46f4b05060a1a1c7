#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/bench/preset.h"
#include "core/campaign/spec.h"
#include "core/drives/block_device.h"
#include "core/raid/platform.h"
#include "core/raid/validation.h"

namespace am::campaign {

// Everything that refuses the campaign, all at once, before anything is written:
//  campaign_no_drives, campaign_duplicate_drive, campaign_no_configurations,
//  campaign_duplicate_configuration, campaign_unknown_preset, campaign_runtime,
//  campaign_size (also: the span larger than an array, or than a drive for the
//  baseline), and every raid::validate() problem of each configuration's
//  plan over the drives, its subject prefixed with the configuration id
//  ("raid6-512k: raid6"). Report paths are the CLI's to check.
// `platform` null: no imsm platform. `presets` null: the compiled-in ones.
// `controllers` (device name -> controller sysfs path) for the imsm rules.
std::vector<raid::Finding>
validateCampaign(const CampaignSpec& spec, const drives::ScanResult& scan,
                 const raid::Platform* platform,
                 const std::vector<bench::Preset>* presets = nullptr,
                 const std::map<std::string, std::string>& controllers = {});

// The warnings raid::validate() gives for the configurations (mixed media,
// size mismatch, --assume-clean), once each, for the plan text.
std::vector<raid::Finding>
campaignWarnings(const CampaignSpec& spec, const drives::ScanResult& scan,
                 const raid::Platform* platform,
                 const std::map<std::string, std::string>& controllers = {});

} // namespace am::campaign
