// The lvm2 commands of the LVM raid backend: what is previewed is what runs.
#include "core/raid/lvm/lvm_steps.h"

#include <stdexcept>

#include <fmt/format.h>

namespace am::raid {

namespace {

Step run(std::vector<std::string> argv, std::string purpose)
{
    return runStep(std::move(argv), std::move(purpose));
}

Step pvcreateStep(const std::string& device)
{
    return run({"pvcreate", device},
               fmt::format("make {} an LVM physical volume (writes its PV label)", device));
}

Step vgextendStep(const LvmVolume& volume, const std::string& device)
{
    return run(
        {"vgextend", volume.vg, device},
        fmt::format("add {} to volume group {} as free space to rebuild onto", device, volume.vg));
}

} // namespace

LvmVolume lvmVolumeOf(const ArrayStatus& array)
{
    const auto slash = array.name.find('/');
    if (slash == std::string::npos || slash == 0 || slash + 1 == array.name.size() ||
        array.name.find('/', slash + 1) != std::string::npos)
        throw std::invalid_argument(
            fmt::format("\"{}\" is not an LVM volume name: expected VG/LV", array.name));
    return {array.name.substr(0, slash), array.name.substr(slash + 1)};
}

std::vector<std::string> lvmLevelArguments(Level level, std::size_t members,
                                           const std::optional<std::uint64_t>& chunk_bytes)
{
    const auto count = [](std::size_t n) { return std::to_string(n); };
    std::vector<std::string> args{"--type", toString(level)};
    switch (level) {
    case Level::Raid0:
        args.insert(args.end(), {"--stripes", count(members)});
        break;
    case Level::Raid1:
        args.insert(args.end(), {"--mirrors", count(members - 1)});
        break;
    case Level::Raid5:
        args.insert(args.end(), {"--stripes", count(members - 1)});
        break;
    case Level::Raid6:
        args.insert(args.end(), {"--stripes", count(members - 2)});
        break;
    case Level::Raid10:
        args.insert(args.end(), {"--stripes", count(members / 2), "--mirrors", "1"});
        break;
    case Level::Raid1c3:
        throw std::invalid_argument("lvm2 has no raid1c3 (that is a btrfs profile)");
    }
    if (chunk_bytes && usesChunk(level))
        args.insert(args.end(), {"--stripesize", fmt::format("{}k", *chunk_bytes / 1024)});
    return args;
}

std::vector<Step> lvmCreateSteps(const Plan& plan)
{
    std::vector<Step> steps;
    for (const auto& member : plan.members) steps.push_back(pvcreateStep(member));
    std::vector<std::string> vgcreate{"vgcreate", plan.name};
    vgcreate.insert(vgcreate.end(), plan.members.begin(), plan.members.end());
    steps.push_back(run(std::move(vgcreate), fmt::format("create volume group {} of the {} members",
                                                         plan.name, plan.members.size())));
    std::vector<std::string> lvcreate{"lvcreate", "--yes"};
    const auto geometry = lvmLevelArguments(plan.level, plan.members.size(), plan.chunk_bytes);
    lvcreate.insert(lvcreate.end(), geometry.begin(), geometry.end());
    lvcreate.insert(lvcreate.end(), {"--extents", "100%FREE", "--name", plan.name, plan.name});
    steps.push_back(run(std::move(lvcreate),
                        fmt::format("create the {} logical volume /dev/{}/{} over all of the "
                                    "group's space (its initial sync starts now)",
                                    toString(plan.level), plan.name, plan.name)));
    return steps;
}

std::vector<Step> lvmReplaceSteps(const LvmVolume& volume, const std::string& old_device,
                                  const std::optional<std::string>& with)
{
    std::vector<Step> steps;
    std::vector<std::string> convert{"lvconvert", "--yes", "--replace", old_device, volume.full()};
    if (with) {
        steps.push_back(pvcreateStep(*with));
        steps.push_back(vgextendStep(volume, *with));
        convert.push_back(*with);
    }
    steps.push_back(
        run(std::move(convert),
            with ? fmt::format("rebuild {}'s leg of {} onto {}", old_device, volume.full(), *with)
                 : fmt::format("rebuild {}'s leg of {} onto free space lvm picks "
                               "in {}",
                               old_device, volume.full(), volume.vg)));
    // lvconvert drops the old image at once (the new one syncs in the background): the device
    // leaves the group and carries no label, so it is free afterwards, as after md's replace.
    steps.push_back(run({"vgreduce", volume.vg, old_device},
                        fmt::format("take {} out of volume group {}", old_device, volume.vg)));
    steps.push_back(run({"pvremove", "--yes", old_device},
                        fmt::format("erase the LVM label on {}", old_device)));
    return steps;
}

std::vector<Step> lvmRepairSteps(const LvmVolume& volume, const std::string& device)
{
    if (device.empty())
        return {run({"lvconvert", "--yes", "--repair", volume.full()},
                    fmt::format("rebuild the failed legs of {} onto free space lvm picks in {}",
                                volume.full(), volume.vg))};
    return {pvcreateStep(device), vgextendStep(volume, device),
            run({"lvconvert", "--yes", "--repair", volume.full(), device},
                fmt::format("rebuild the failed legs of {} onto {}", volume.full(), device))};
}

Step lvmScrubStep(const LvmVolume& volume, ScrubAction action)
{
    if (action == ScrubAction::Idle)
        throw std::invalid_argument(fmt::format(
            "lvm2 cannot stop a running check or repair of {}: it runs until it is done "
            "(lvchange --syncaction has only check and repair)",
            volume.full()));
    const std::string what = toString(action);
    return run(
        {"lvchange", "--syncaction", what, volume.full()},
        action == ScrubAction::Check
            ? fmt::format("read every copy of {} and count mismatches", volume.full())
            : fmt::format("read every copy of {} and rewrite the mismatches", volume.full()));
}

std::vector<Step> lvmStopSteps(const LvmVolume& volume)
{
    return {run({"lvchange", "--activate", "n", volume.full()},
                fmt::format("deactivate {} (its data stays)", volume.full())),
            run({"vgchange", "--activate", "n", volume.vg},
                fmt::format("deactivate the rest of volume group {}", volume.vg))};
}

std::vector<Step> lvmDeleteSteps(const LvmVolume& volume, const std::vector<std::string>& members)
{
    std::vector<Step> steps{
        run({"lvremove", "--yes", volume.full()},
            fmt::format("remove the logical volume {} and its hidden images", volume.full())),
        run({"vgremove", "--yes", volume.vg},
            fmt::format("remove the volume group {}", volume.vg))};
    for (const auto& member : members)
        steps.push_back(run({"pvremove", "--yes", member},
                            fmt::format("erase the LVM physical volume label on {}", member)));
    for (const auto& member : members)
        steps.push_back(run({"wipefs", "--all", member},
                            fmt::format("erase any other signature left on {}", member)));
    for (const auto& member : members) {
        Step check = run({"blkid", "-p", member},
                         fmt::format("check that no signature is left on {}", member));
        check.expect_nothing_found = true;
        steps.push_back(std::move(check));
    }
    return steps;
}

} // namespace am::raid
