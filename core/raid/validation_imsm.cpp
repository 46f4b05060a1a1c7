#include "core/raid/validation_imsm.h"

#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/raid/geometry.h"

namespace am::raid {

namespace fs = std::filesystem;

std::string controllerOf(const drives::SystemRoots& roots, const std::string& name)
{
    std::error_code error;
    const fs::path resolved = fs::canonical(roots.sysfs / "block" / name, error);
    if (error) return "";
    const fs::path devices_root = fs::canonical(roots.sysfs / "devices", error);
    if (error) return "";
    const fs::path relative = resolved.lexically_relative(devices_root);
    std::vector<std::string> parts;
    for (const auto& part : relative) parts.push_back(part.string());
    if (parts.empty() || parts[0] == "..") return "";
    std::size_t controller_end = 0; // index one past the controller component
    for (std::size_t i = 1; i < parts.size(); ++i) {
        // A VMD domain shows up as a PCI bus of domain 10000 and up below its endpoint.
        if (parts[i].starts_with("pci1") && parts[i].size() > 8) {
            controller_end = i;
            break;
        }
        if (parts[i].starts_with("ata") || parts[i] == "nvme" || parts[i].starts_with("host")) {
            controller_end = i;
            break;
        }
    }
    if (controller_end == 0) return "";
    std::string path = "/sys/devices";
    for (std::size_t i = 0; i < controller_end; ++i) path += "/" + parts[i];
    return path;
}

namespace {

const ImsmCapabilities* chooseEntry(const Platform& platform,
                                    const std::set<std::string>& controllers, Validation& v)
{
    if (platform.entries.size() == 1) return &platform.entries.front();
    for (const auto& entry : platform.entries)
        for (const auto& controller : entry.controllers)
            if (controllers.count(controller.path)) return &entry;
    v.warnings.push_back(
        {"imsm_platform_choice", "platform",
         fmt::format(
             "{} Intel RAID platforms and none names the members' controller; checked against the first",
             platform.entries.size())});
    return &platform.entries.front();
}

void checkPlatformLimits(const Plan& plan, const ImsmCapabilities& caps,
                         const std::vector<const drives::BlockDevice*>& all,
                         const std::vector<const drives::BlockDevice*>& members, Validation& v)
{
    const std::string level = toString(plan.level);
    if (!caps.supportsLevel(level))
        v.problems.push_back({"imsm_level", level,
                              fmt::format("the platform ({}) supports {}, not {}",
                                          caps.platform.empty() ? "imsm" : caps.platform,
                                          fmt::join(caps.levels, " "), level)});
    if (plan.second_volume && !caps.supportsLevel(toString(plan.second_volume->level)))
        v.problems.push_back(
            {"imsm_level", toString(plan.second_volume->level),
             fmt::format("the platform supports {}, not {} (second volume)",
                         fmt::join(caps.levels, " "), toString(plan.second_volume->level))});
    const std::uint64_t chunk = effectiveChunk(plan);
    if (usesChunk(plan.level) && !caps.chunk_sizes.empty() && !caps.supportsChunk(chunk)) {
        std::vector<std::string> allowed;
        for (auto size : caps.chunk_sizes) allowed.push_back(fmt::format("{}K", size / 1024));
        v.problems.push_back({"imsm_chunk", fmt::format("chunk={}", chunk),
                              fmt::format("chunk {}K is not one the platform allows ({})",
                                          chunk / 1024, fmt::join(allowed, " "))});
    }
    if (caps.max_disks > 0 && all.size() > caps.max_disks)
        v.problems.push_back({"imsm_max_disks", fmt::format("{} disks", all.size()),
                              fmt::format("the platform takes at most {} disks; the plan has {}",
                                          caps.max_disks, all.size())});
    const std::uint32_t volumes = plan.second_volume ? 2 : 1;
    if (caps.max_volumes_per_array > 0 && volumes > caps.max_volumes_per_array)
        v.problems.push_back({"imsm_volumes", fmt::format("{} volumes", volumes),
                              fmt::format("the platform allows {} volume(s) per array",
                                          caps.max_volumes_per_array)});
    constexpr std::uint64_t kTwoTiB = 2ULL << 40;
    for (const auto* device : members)
        if (!caps.two_tb_disks && device->size_bytes > kTwoTiB)
            v.problems.push_back(
                {"imsm_2tb_disk", device->path,
                 fmt::format("{} is larger than 2 TiB, which the platform does not support",
                             device->path)});
}

} // namespace

void checkImsm(const Plan& plan, const ValidationContext& context,
               const std::vector<const drives::BlockDevice*>& members,
               const std::vector<const drives::BlockDevice*>& all, Validation& v)
{
    if (plan.level == Level::Raid6)
        v.problems.push_back({"imsm_level", "raid6",
                              "imsm has no raid6; use raid5 or native metadata (--metadata 1.2)"});
    if (plan.level == Level::Raid1 && plan.members.size() != 2)
        v.problems.push_back(
            {"imsm_raid1_two", fmt::format("{} members", plan.members.size()),
             fmt::format("imsm raid1 takes exactly 2 members; got {}", plan.members.size())});
    if (plan.level == Level::Raid10 && (plan.members.size() < 4 || plan.members.size() % 2 != 0))
        v.problems.push_back(
            {"imsm_raid10_even", fmt::format("{} members", plan.members.size()),
             fmt::format("imsm raid10 takes an even number of members, at least 4; got {}",
                         plan.members.size())});
    if (plan.layout && plan.layout != Raid10Layout::Near2)
        v.problems.push_back({"imsm_layout", "layout=" + toString(*plan.layout),
                              "imsm raid10 is always n2; drop --layout"});
    if (plan.second_volume && !plan.size_bytes)
        v.problems.push_back({"imsm_second_volume_size", "size",
                              "a second volume needs room: give the first volume a --size"});
    if (plan.second_volume && plan.second_volume->name == plan.name)
        v.problems.push_back({"imsm_second_volume_name", plan.second_volume->name,
                              "the two volumes need different names"});
    if (plan.name == plan.container_name)
        v.problems.push_back(
            {"imsm_container_name", plan.name,
             fmt::format("the volume cannot have the container's name ({})", plan.container_name)});

    std::set<std::string> controllers;
    std::set<std::uint32_t> sector_sizes;
    std::vector<std::string> controller_list, sector_list;
    for (const auto* device : all) {
        if (device->is_partition)
            v.problems.push_back(
                {"imsm_whole_disk", device->path,
                 fmt::format("{} is a partition; imsm takes whole disks only (use /dev/{})",
                             device->path, device->parent)});
        const auto it = context.controllers.find(device->name);
        const std::string controller =
            it == context.controllers.end() || it->second.empty() ? "unknown" : it->second;
        controllers.insert(controller);
        controller_list.push_back(fmt::format("{} on {}", device->path, controller));
        sector_sizes.insert(device->logical_block_size);
        sector_list.push_back(fmt::format("{} {} B", device->path, device->logical_block_size));
    }
    // Without a platform (IMSM_NO_PLATFORM=1) mdadm matches no controller either.
    const bool real_platform = context.platform && context.platform->found();
    if (real_platform && controllers.size() > 1)
        v.problems.push_back({"imsm_same_controller", "controllers",
                              fmt::format("imsm members must share one controller: {}",
                                          fmt::join(controller_list, ", "))});
    if (sector_sizes.size() > 1)
        v.problems.push_back({"imsm_sector_size", "logical sector size",
                              fmt::format("imsm members must share one logical sector size: {}",
                                          fmt::join(sector_list, ", "))});

    if (!context.platform || !context.platform->found()) {
        if (context.platform && context.platform->no_platform_override)
            v.warnings.push_back(
                {"imsm_no_platform", "IMSM_NO_PLATFORM=1",
                 "IMSM_NO_PLATFORM=1: no Intel RAID platform is checked; the firmware may not see or boot "
                 "this array (meant for tests)"});
        else
            v.problems.push_back(
                {"imsm_platform", "mdadm --detail-platform",
                 "no Intel RAID platform (VROC/RST) found: mdadm will refuse imsm metadata; use --metadata 1.2, "
                 "or set IMSM_NO_PLATFORM=1 for a test without the firmware"});
        return;
    }
    checkPlatformLimits(plan, *chooseEntry(*context.platform, controllers, v), all, members, v);
}

void addImsmFindings(const Plan& plan, const ValidationContext& context, Validation& v)
{
    if (!context.scan) return;
    std::vector<const drives::BlockDevice*> members;
    for (const auto& given : plan.members)
        if (const auto* device = context.scan->find(given)) members.push_back(device);
    checkImsm(plan, context, members, resolveDevices(plan, *context.scan), v);
}

} // namespace am::raid
