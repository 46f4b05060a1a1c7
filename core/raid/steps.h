#pragma once

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/plan.h"

namespace am::raid {

// One thing the core does to the system. Either a program run with exact argv
// (never through a shell), or a value written to one sysfs attribute. The
// same Step is shown, run and logged: what is previewed is what runs.
struct Step {
    enum class Kind { Run, WriteAttribute };
    Kind kind = Kind::Run;
    std::vector<std::string> argv; // Run
    std::string attribute;         // WriteAttribute: the absolute path
    std::string value;             // WriteAttribute: what is written
    std::string purpose;           // one line for people: "create the container"
    // The examine check of delete succeeds when mdadm finds no superblock.
    bool expect_no_superblock = false;
    // A check that succeeds only when the program finds nothing: `blkid -p DEV` exits 2 when
    // no signature is left (the other backends' delete check).
    bool expect_nothing_found = false;
    // How long the program may take when it waits for the work itself (btrfs device remove moves
    // every block off the device); nullopt: the caller's RunOptions.
    std::optional<std::chrono::milliseconds> timeout;
    // The program leaves a process running that keeps its output (mdadm --grow or --assemble with
    // a backup file): run with RunOptions::output_to_files.
    bool leaves_process = false;

    // argv for Run; {"write", path, value} for WriteAttribute.
    std::vector<std::string> display() const;
};

// A Run step: the program's argv and the line people read.
Step runStep(std::vector<std::string> argv, std::string purpose);

// /dev/md/NAME
std::string arrayPath(const std::string& name);

// Every step that creates the array: native = one mdadm --create; imsm = the
// container, the volume, the optional second volume, then spares added to
// the container. The plan must have passed validate().
std::vector<Step> createSteps(const Plan& plan);

Step stopStep(const std::string& array_path);
// Neither: mdadm --assemble --scan. A path only: assemble it as mdadm.conf says.
// A uuid: assemble that array wherever its members are (at the path when given).
Step assembleStep(const std::optional<std::string>& array_path,
                  const std::optional<std::string>& uuid);

// Repair: rebuild a failed member onto free space of the volume group (LVM only).
enum class MemberAction { Fail, Remove, Add, ReAdd, Replace, Repair };
// Each action's name: mdadm's option without "--", the helper's op and the CLI's
// subcommand. The one place these names are spelled.
inline constexpr std::array<std::pair<MemberAction, std::string_view>, 6> kMemberActionNames{{
    {MemberAction::Fail, "fail"},
    {MemberAction::Remove, "remove"},
    {MemberAction::Add, "add"},
    {MemberAction::ReAdd, "re-add"},
    {MemberAction::Replace, "replace"},
    {MemberAction::Repair, "repair"},
}};
// The backend table's capability behind each action.
Capability capabilityOf(MemberAction action);
constexpr std::string_view memberActionName(MemberAction action)
{
    for (const auto& [each, name] : kMemberActionNames)
        if (each == action) return name;
    return "?";
}
std::string toString(MemberAction action); // memberActionName as a string
std::optional<MemberAction> parseMemberAction(std::string_view name);
// mdadm --manage ARRAY --fail|--remove|--add|--re-add|--replace DEV [--with SPARE].
// For an imsm volume pass the container as `array_path` for add (spares live in the container).
Step memberStep(const std::string& array_path, MemberAction action, const std::string& device,
                const std::optional<std::string>& with = std::nullopt);

// Add the device as a spare, then grow the array onto it (raid-devices + 1).
std::vector<Step> growBySpareSteps(const std::string& array_path, const std::string& device,
                                   std::uint32_t new_raid_devices);

// Stop each array (volumes before their container), then for each member:
// mdadm --zero-superblock, wipefs --all, and an mdadm --examine that must find nothing.
std::vector<Step> deleteSteps(const std::vector<std::string>& arrays_to_stop,
                              const std::vector<std::string>& members);

enum class ScrubAction { Check, Repair, Idle };
std::string toString(ScrubAction action);
// Writes check/repair/idle to <sysfs>/block/<md>/md/sync_action.
Step scrubStep(const drives::SystemRoots& roots, const std::string& md_name, ScrubAction action);

// mdadm --detail --brief ARRAY: the ARRAY line for mdadm.conf.
Step detailBriefStep(const std::string& array_path);

} // namespace am::raid
