#include "core/raid/validation.h"

#include <algorithm>
#include <filesystem>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/raid/array_backend.h"
#include "core/raid/geometry.h"
#include "core/raid/validation_consistency.h"
#include "core/util/units.h"

namespace am::raid {

namespace {

using drives::BlockDevice;

std::string sizeText(std::uint64_t bytes)
{
    return fmt::format("{} bytes ({})", bytes, util::formatSize(bytes, util::SizeUnits::Decimal));
}

bool validName(const std::string& name)
{
    if (name.empty() || name.size() > 32) return false;
    return std::all_of(name.begin(), name.end(),
                       [](unsigned char c) {
                           return std::isalnum(c) || c == '_' || c == '-' || c == '.';
                       }) &&
           name != "." && name != "..";
}

// What the name becomes, for the sentence that refuses it.
std::string_view nameUse(Backend backend)
{
    switch (backend) {
    case Backend::Lvm:
        return "it names the volume group and its volume: /dev/NAME/NAME";
    case Backend::Btrfs:
        return "it becomes the filesystem's label";
    case Backend::Zfs:
        return "ArrayMark does not create ZFS pools";
    case Backend::Md:
    case Backend::Imsm:
        break;
    }
    return "it becomes /dev/md/NAME";
}

void checkName(const Plan& plan, Validation& v)
{
    if (!validName(plan.name))
        v.problems.push_back(
            {"name", "name=" + plan.name,
             fmt::format(
                 "array name \"{}\" must be 1 to 32 characters of letters, digits, '_', '-' or '.' "
                 "({})",
                 plan.name, nameUse(backendOf(plan)))});
}

// What the backend table allows: the level, and each option a backend has or has not.
void checkBackend(const Plan& plan, Validation& v)
{
    const Backend backend = backendOf(plan);
    const std::string name = toString(backend);
    if (const std::string_view read_only = backendInfo(backend).read_only; !read_only.empty()) {
        v.problems.push_back({"backend_read_only", name, std::string(read_only)});
        return;
    }
    if ((plan.backend == Backend::Lvm || plan.backend == Backend::Btrfs) &&
        plan.metadata == Metadata::Imsm)
        v.problems.push_back({"backend_metadata", "metadata=imsm",
                              fmt::format("--metadata imsm is md's; the {} backend has its own "
                                          "metadata: drop --metadata",
                                          name)});
    if (plan.backend == Backend::Imsm && plan.metadata != Metadata::Imsm)
        v.problems.push_back({"backend_metadata", "metadata=" + toString(plan.metadata),
                              "the imsm backend writes imsm metadata: drop --metadata"});
    if (!supports(backend, plan.level))
        v.problems.push_back({"backend_level", toString(plan.level),
                              fmt::format("the {} backend does not build {}; it builds {}", name,
                                          toString(plan.level), levelList(backend))});
    struct Option {
        bool given;
        Capability capability;
        std::string_view flag;
    };
    const Option options[] = {
        {plan.chunk_bytes.has_value(), Capability::Chunk, "--chunk"},
        {plan.bitmap.has_value() && backend != Backend::Imsm, Capability::Bitmap, "--bitmap"},
        {plan.layout.has_value(), Capability::Layout, "--layout"},
        {!plan.spares.empty(), Capability::Spares, "--spares"},
        {plan.size_bytes.has_value(), Capability::Size, "--size"},
        {plan.assume_clean, Capability::AssumeClean, "--assume-clean"},
    };
    for (const Option& option : options)
        if (option.given && !supports(backend, option.capability))
            v.problems.push_back(
                {"backend_option", std::string(option.flag),
                 fmt::format("the {} backend has no {} option: drop it", name, option.flag)});
    if (plan.btrfs_mixed && backend != Backend::Btrfs)
        v.problems.push_back({"backend_option", "--mixed", "--mixed is a btrfs layout: drop it"});
    if (plan.metadata_level && backend != Backend::Btrfs)
        v.problems.push_back({"backend_option", "--metadata-level",
                              "--metadata-level is btrfs's metadata profile: drop it"});
}

void checkCounts(const Plan& plan, Validation& v)
{
    const auto needed = minimumMembers(plan.level);
    if (plan.members.size() < needed)
        v.problems.push_back(
            {"min_members", toString(plan.level),
             fmt::format("{} needs at least {} members; got {} ({})", toString(plan.level), needed,
                         plan.members.size(), fmt::join(plan.members, ", "))});
    if (plan.level == Level::Raid0 && !plan.spares.empty())
        v.problems.push_back({"spares_level", "spares",
                              "raid0 has no redundancy to rebuild onto a spare; drop --spares"});
}

void checkChunkAndLayout(const Plan& plan, Validation& v)
{
    if (plan.chunk_bytes) {
        const std::uint64_t chunk = *plan.chunk_bytes;
        const std::string subject = fmt::format("chunk={}", chunk);
        if (!usesChunk(plan.level))
            v.problems.push_back(
                {"chunk_level", subject,
                 fmt::format("{} has no chunk size; drop --chunk", toString(plan.level))});
        else if (chunk == 0 || (chunk & (chunk - 1)) != 0)
            v.problems.push_back(
                {"chunk_power_of_two", subject,
                 fmt::format("chunk {} bytes is not a power of two (try 64K, 128K, 512K)", chunk)});
        else if (chunk < kMinChunk || chunk > kMaxChunk)
            v.problems.push_back(
                {"chunk_range", subject,
                 fmt::format("chunk {} bytes is outside {}..{} bytes (4 KiB..16 MiB)", chunk,
                             kMinChunk, kMaxChunk)});
    }
    if (plan.layout && plan.level != Level::Raid10)
        v.problems.push_back({"layout_level", "layout=" + toString(*plan.layout),
                              fmt::format("--layout {} applies to raid10 only, not {}",
                                          toString(*plan.layout), toString(plan.level))});
}

void checkBitmap(const Plan& plan, Validation& v)
{
    if (!plan.bitmap || *plan.bitmap != Bitmap::Internal) return;
    if (plan.level == Level::Raid0)
        v.problems.push_back(
            {"bitmap_level", "bitmap=internal",
             "raid0 has no redundancy for a write-intent bitmap to protect; use --bitmap none"});
    if (plan.metadata == Metadata::Imsm)
        v.problems.push_back(
            {"imsm_bitmap", "bitmap=internal",
             "imsm volumes keep their consistency in the imsm metadata, not in an md bitmap; use --bitmap none"});
}

// Names, duplicates, a partition with its own disk, unknown devices, in-use verdicts.
void checkDevices(const Plan& plan, const drives::ScanResult& scan, Validation& v)
{
    std::vector<std::string> all = plan.members;
    all.insert(all.end(), plan.spares.begin(), plan.spares.end());
    // The journal device is written like a member: the same checks.
    if (plan.write_journal) all.push_back(*plan.write_journal);
    std::map<std::string, std::string> seen; // canonical name -> as given
    std::set<std::string> reported_duplicates;
    std::vector<const BlockDevice*> devices;
    for (const auto& given : all) {
        const BlockDevice* device = scan.find(given);
        if (!device) {
            v.problems.push_back(
                {"unknown_device", given,
                 fmt::format("{}: no such block device (not in /sys/block)", given)});
            continue;
        }
        if (!seen.emplace(device->name, given).second) {
            if (reported_duplicates.insert(device->name).second)
                v.problems.push_back({"duplicate_device", device->path,
                                      fmt::format("{} is listed more than once", device->path)});
            continue;
        }
        devices.push_back(device);
    }
    for (const BlockDevice* device : devices) {
        if (device->is_partition && seen.count(device->parent))
            v.problems.push_back(
                {"partition_with_its_disk", device->path,
                 fmt::format(
                     "{} is a partition of /dev/{}, which is also listed; use one or the other",
                     device->path, device->parent)});
        if (device->size_bytes == 0)
            v.problems.push_back({"empty_device", device->path,
                                  fmt::format("{} has no media (size 0)", device->path)});
        if (device->read_only)
            v.problems.push_back(
                {"read_only", device->path, fmt::format("{} is read-only", device->path)});
        for (const auto& reason : device->in_use_reasons)
            v.problems.push_back({"member_in_use", device->path,
                                  fmt::format("{} is in use: {} ({})", device->path, reason.detail,
                                              drives::toString(reason.kind))});
    }
}

void checkMix(const std::vector<const BlockDevice*>& devices, Validation& v)
{
    if (devices.size() < 2) return;
    std::set<std::string> transports;
    std::set<bool> rotational;
    for (const auto* device : devices) {
        transports.insert(drives::toString(device->transport));
        rotational.insert(device->rotational);
    }
    const auto list = [&](auto describe) {
        std::vector<std::string> parts;
        for (const auto* device : devices)
            parts.push_back(fmt::format("{} {}", device->path, describe(*device)));
        return fmt::format("{}", fmt::join(parts, ", "));
    };
    if (transports.count("nvme") && transports.size() > 1)
        v.warnings.push_back({"mixed_transport", "members",
                              "NVMe and other drives mixed (" + list([](const BlockDevice& d) {
                                  return drives::toString(d.transport);
                              }) + "): the array runs at the pace of the slowest member"});
    if (rotational.size() > 1)
        v.warnings.push_back(
            {"mixed_media", "members", "SSDs and HDDs mixed (" + list([](const BlockDevice& d) {
                                           return d.rotational ? "HDD" : "SSD";
                                       }) + "): the array runs at the pace of the slowest member"});
}

void checkSizes(const Plan& plan, const std::vector<const BlockDevice*>& members, Validation& v)
{
    if (members.empty()) return;
    std::uint64_t smallest = UINT64_MAX;
    for (const auto* device : members) smallest = std::min(smallest, device->size_bytes);
    if (smallest == 0) return;
    for (const auto* device : members) {
        const std::uint64_t lost = device->size_bytes - smallest;
        // Below 1 MiB the difference disappears in mdadm's own rounding.
        if (lost >= 1024 * 1024 && !plan.size_bytes)
            v.warnings.push_back(
                {"size_mismatch", device->path,
                 fmt::format("{} is larger than the smallest member: {} of it stay unused",
                             device->path, sizeText(lost))});
    }
    const std::uint64_t usable =
        smallest - std::min(smallest, metadataReserve(plan.metadata, smallest));
    if (plan.size_bytes && *plan.size_bytes > usable)
        v.problems.push_back({"size", fmt::format("size={}", *plan.size_bytes),
                              fmt::format("--size {} is more than the smallest member offers ({})",
                                          sizeText(*plan.size_bytes), sizeText(usable))});
    constexpr std::uint64_t kBigMember = 100ULL * 1000 * 1000 * 1000; // 100 GB
    const bool redundant = plan.level != Level::Raid0;
    if (redundant && effectiveConsistency(plan) == ConsistencyPolicy::Resync &&
        plan.metadata != Metadata::Imsm && smallest >= kBigMember)
        v.warnings.push_back(
            {"big_without_bitmap", "bitmap=none",
             fmt::format(
                 "members of {} without a write-intent bitmap: after a crash or a re-added member "
                 "md resyncs every byte of every member",
                 sizeText(smallest))});
}

} // namespace

void canonicalizeDevices(Plan& plan, const drives::ScanResult& scan)
{
    std::vector<std::string> journal;
    if (plan.write_journal) journal.push_back(*plan.write_journal);
    for (auto* list : {&plan.members, &plan.spares, &plan.write_mostly, &journal})
        for (auto& given : *list) {
            const drives::BlockDevice* device = scan.find(given);
            if (!device && given.starts_with("/dev/")) {
                std::error_code error;
                const auto target = std::filesystem::canonical(given, error);
                if (!error) device = scan.find(target.string());
            }
            if (device) given = device->path;
        }
    if (plan.write_journal) plan.write_journal = journal.front();
}

std::vector<const drives::BlockDevice*> resolveDevices(const Plan& plan,
                                                       const drives::ScanResult& scan)
{
    std::vector<const drives::BlockDevice*> devices;
    std::set<std::string> seen;
    for (const auto* list : {&plan.members, &plan.spares})
        for (const auto& given : *list)
            if (const auto* device = scan.find(given); device && seen.insert(device->name).second)
                devices.push_back(device);
    return devices;
}

Validation validate(const Plan& plan, const ValidationContext& context)
{
    Validation v;
    checkName(plan, v);
    checkBackend(plan, v);
    checkCounts(plan, v);
    checkChunkAndLayout(plan, v);
    checkBitmap(plan, v);
    checkConsistency(plan, context.scan, v);
    if (!context.scan) {
        v.problems.push_back(
            {"no_scan", "drives", "the drives were not scanned; nothing can be checked"});
        return v;
    }
    checkDevices(plan, *context.scan, v);
    std::vector<const BlockDevice*> members;
    for (const auto& given : plan.members)
        if (const auto* device = context.scan->find(given)) members.push_back(device);
    const auto all = resolveDevices(plan, *context.scan);
    checkMix(all, v);
    checkSizes(plan, members, v);
    if (plan.second_volume && backendOf(plan) != Backend::Imsm)
        v.problems.push_back({"second_volume_native", "second volume",
                              "a second volume exists only in imsm containers"});
    arrayBackend(backendOf(plan)).checkPlan(plan, context, v);
    if (plan.assume_clean)
        v.warnings.push_back(
            {"assume_clean", "--assume-clean",
             "--assume-clean skips the initial sync: mirrors and parity are not made consistent, so a "
             "later check reports mismatches and a rebuild may restore garbage where nothing was written"});
    return v;
}

} // namespace am::raid
