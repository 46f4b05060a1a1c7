#pragma once

#include <string>
#include <vector>

#include "core/bench/job.h"
#include "core/bench/preset.h"
#include "core/campaign/spec.h"
#include "core/drives/block_device.h"
#include "core/raid/array_status.h"
#include "core/raid/plan.h"
#include "core/raid/steps.h"

namespace am::campaign {

// md names are at most 32 characters (the 1.x superblock's name field), an
// imsm volume's at most 16 (MAX_RAID_SERIAL_LEN): "amc-<id>" for native
// metadata (at most 22), "ami-r<id without raid and -imsm>" for imsm
// (at most "ami-r10-512k-n2", 15). The imsm container is "<array>-c".
std::string arrayNameFor(const Configuration& configuration);

// The plan of configuration `index`: every drive by its canonical /dev path,
// assume_clean per the sync handling. Validation and the plan use this one.
raid::Plan campaignRaidPlan(const CampaignSpec& spec, std::size_t index,
                            const drives::ScanResult& scan);

// md or imsm: the runner's sync, degraded and rebuild phases are md's.
bool isMdFamily(const raid::Plan& plan);

// The array the plan will make, as its backend's readers would report it (name, path,
// mount folder, members): what an lvm or btrfs delete is planned from before it exists.
raid::ArrayStatus plannedStatus(const raid::Plan& plan);

// The test file a filesystem backend's array is measured through: FOLDER/arraymark-test.
std::string measureFileIn(const std::string& folder);

struct ConfigurationPlan {
    Configuration configuration;
    std::string array_name;                  // arrayNameFor
    raid::Plan plan;                         // campaignRaidPlan
    std::vector<raid::Step> create_steps;    // its backend's createSteps(plan): exactly what runs
    std::vector<std::string> arrays_to_stop; // /dev/md paths, the volume before its container;
                                             // lvm, btrfs: raid::plannedPath
    std::vector<raid::Step> delete_steps;    // raid::deleteSteps(arrays_to_stop, members), or
                                             // the backend's deleteSteps(plannedStatus)
    std::vector<std::string> phases;         // phasesFor(configuration, options)
    std::vector<double> phase_seconds;       // estimate per phase, parallel to phases
    double estimated_seconds = 0;
};

struct CampaignPlan {
    CampaignSpec spec;
    std::vector<bench::Job> cells;
    std::vector<ConfigurationPlan> configurations;
    std::vector<std::string> destroyed; // one sentence per drive: what it holds now
    double baseline_seconds = 0;        // 0 without the baseline option
    double estimated_seconds = 0;       // baseline + every configuration
};

// The spec must have passed validateCampaign. `presets` null: the compiled-in ones.
CampaignPlan planCampaign(const CampaignSpec& spec, const drives::ScanResult& scan,
                          const std::vector<bench::Preset>* presets = nullptr);

// The plan in words: drives, cells, options (precondition shown when off),
// each configuration's phases (and why raid0 has no degraded or rebuild run),
// the exact commands (Step::display()), what is destroyed, the duration.
std::string describePlan(const CampaignPlan& plan);

} // namespace am::campaign
