#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/drives/filesystem_usage.h"
#include "core/raid/array_status.h"
#include "core/raid/md_sysfs.h"
#include "core/raid/steps.h"
#include "core/raid/types.h"

namespace am::raid {

// Grow and reshape an md array (issue #23): more members, the whole of bigger members, another
// level or chunk. The planner is pure: it takes what was read (ReshapeInput) and what was asked
// (ReshapeRequest) and returns the exact mdadm steps, or throws OperationRefused with rule
// kReshapeRefused and a message naming the value and the rule. Nothing here runs a step;
// reshape_operation.h reads the system and checks devices and the backup file's place.

inline constexpr const char* kReshapeRefused = "reshape_refused";

struct ReshapeRequest {
    std::vector<std::string> add;              // devices to add (paths as checked: /dev/sdX)
    std::optional<std::uint32_t> raid_devices; // --raid-devices N
    bool size_max = false;                     // --size max
    std::optional<Level> level;                // --level L
    std::optional<std::uint64_t> chunk_bytes;  // --chunk SIZE
    std::optional<std::string> backup_file;    // --backup-file PATH
    std::optional<std::string> force_name;     // --force-name NAME: confirms a shrink
};

// A level change md does (mdadm's Grow: takeovers and restripes), one row per change. The level
// names are kLevels'; this is only which pairs md converts between and how.
struct LevelChange {
    Level from;
    Level to;
    std::string_view how; // for people: what md does
};
inline constexpr std::array<LevelChange, 8> kLevelChanges{{
    {Level::Raid1, Level::Raid5, "a 2-member mirror becomes a 2-member raid5 at once, then grows"},
    {Level::Raid5, Level::Raid1, "a 2-member raid5 becomes a mirror at once"},
    {Level::Raid5, Level::Raid6, "a spare joins as the second parity; every stripe is rewritten"},
    {Level::Raid6, Level::Raid5, "every stripe is rewritten; the last member leaves as a spare"},
    {Level::Raid0, Level::Raid5, "the new member holds parity; every stripe is rewritten"},
    {Level::Raid5, Level::Raid0, "every stripe is rewritten; the parity member leaves the array"},
    {Level::Raid0, Level::Raid10, "each member gets a mirror (as many new members as old)"},
    {Level::Raid10, Level::Raid0, "a near-2 raid10 drops one copy (half its members leave)"},
}};
const LevelChange* findLevelChange(Level from, Level to);

// An imsm volume's surroundings (reshape_imsm.h): its container, with every disk in it, and
// every volume in that container (the one reshaped among them).
struct ImsmContainerView {
    ArrayStatus container;
    std::vector<ArrayStatus> volumes;
};

// What the planner reads: the array as md shows it, the size of each active member's device,
// and the devices to add (already checked free by the caller) with their sizes.
struct ReshapeInput {
    ArrayStatus status;
    MdSysfs sysfs;                                  // component_size, each member's data offset
    std::vector<std::uint64_t> member_device_bytes; // whole device size of each active member
    std::vector<std::uint64_t> added_device_bytes;  // one per request.add, in that order
    std::string filesystem; // the signature on the array ("ext4"), empty when none
    // Its size and the bytes it holds (drives/filesystem_usage.h); nullopt when not read.
    std::optional<drives::FilesystemUsage> filesystem_usage;
    std::optional<ImsmContainerView> imsm; // set for an imsm volume or container
};

// One shape of the array: before or after.
struct ReshapeShape {
    Level level = Level::Raid0;
    std::uint32_t raid_devices = 0;
    std::uint64_t chunk_bytes = 0;     // 0: no chunk (raid1)
    std::uint64_t member_bytes = 0;    // used of each member
    std::uint64_t capacity_bytes = 0;  // the array's size
    std::uint32_t fault_tolerance = 0; // members that may fail
};

struct ReshapePlan {
    std::string md_name;    // "md127"
    std::string array_path; // "/dev/md127"
    ReshapeShape before;
    ReshapeShape after;
    std::vector<std::string> added; // devices that join
    std::vector<Step> steps;        // in order; `mdadm --wait` between steps that start work
    // Whether mdadm needs --backup-file, and why (or why not).
    bool backup_needed = false;
    std::string backup_reason;
    std::optional<std::string> backup_file; // the file the steps pass (needed or asked for)
    bool restripes = false;                 // every stripe is read and written
    bool shrinks = false;                   // capacity goes down
    std::uint64_t reshape_member_bytes = 0; // bytes each member reads and writes (0: none)
    std::vector<std::string> notes;         // for people: what follows, what to do afterwards
    std::string filesystem;                 // on the array ("ext4"), empty when none
    std::optional<drives::FilesystemUsage> filesystem_usage; // its size and used bytes, when read
};

// A shape from its level, member count, chunk and the bytes each member uses.
ReshapeShape reshapeShape(Level level, std::uint32_t members, std::uint64_t chunk,
                          std::uint64_t member_bytes);
// A plan holding what every plan takes from what was read and asked: the array's name and path,
// the devices added, the filesystem on it. The md and imsm planners fill in the rest.
ReshapePlan reshapePlanOf(const ReshapeInput& input, const ReshapeRequest& request);
// Throws OperationRefused(kReshapeRefused) with the message and "; nothing was written".
[[noreturn]] void refuseReshape(const std::string& message);

// Levels as ReshapeShape and the planner see them: "raid5" -> Level::Raid5; throws
// OperationRefused for a level the planner cannot reshape ("linear", "raid4", "container").
Level reshapeLevelOf(const ArrayStatus& status);

// Throws OperationRefused(kReshapeRefused) naming the value and the rule. `backup_file` in the
// request must already have passed the place checks (reshape_operation.h); when a backup file is
// needed and none was given, `default_backup_file` is used (it must have passed them as well).
ReshapePlan planReshape(const ReshapeInput& input, const ReshapeRequest& request,
                        const std::string& default_backup_file);

// The plan as JSON (arraymark-cli array reshape --json) and as text lines.
nlohmann::json toJson(const ReshapePlan& plan);
std::vector<std::string> reshapePlanLines(const ReshapePlan& plan);

} // namespace am::raid
