#include "core/bench/run_warnings.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/drives/pcie_topology.h"
#include "core/drives/sata_link.h"

namespace am::bench {

namespace {

std::string devicesText(const std::vector<std::string>& devices)
{
    return fmt::format("{}", fmt::join(devices, "+"));
}

bool isMemoryFilesystem(const std::string& type) { return type == "tmpfs" || type == "ramfs"; }

// What compresses the data, or empty: zram under the target, btrfs mounted with compress= (or
// a file with the compress attribute), a ZFS dataset (compression is on by default).
std::string compressor(const TargetStorage& storage)
{
    for (const std::string& device : storage.devices)
        if (device.starts_with("zram")) return device;
    if (storage.filesystem == "btrfs" && !storage.file_nocow) {
        for (const char* option : {"compress-force=", "compress="})
            if (const auto at = storage.mount_options.find(option); at != std::string::npos) {
                const auto end = storage.mount_options.find(',', at);
                return fmt::format("btrfs ({})", storage.mount_options.substr(at, end - at));
            }
        if (storage.file_compressed) return "btrfs (the file's compress attribute)";
    }
    if (storage.filesystem == "zfs") return "a ZFS dataset";
    return {};
}

// The written buffers' text when a compressor gains on them, else empty.
std::string compressibleBuffers(const Job& job)
{
    if (!job.writes()) return {};
    if (job.fill == BufferFill::Zero) return "zero-filled";
    if (job.fill == BufferFill::Compressible && job.compressible_percent > 0)
        return fmt::format("{} % compressible", job.compressible_percent);
    return {};
}

bool isCopyOnWrite(const TargetStorage& storage)
{
    return (storage.filesystem == "btrfs" && !storage.file_nocow) || storage.filesystem == "zfs" ||
           storage.filesystem == "bcachefs";
}

void checkLink(const WarningContext& context, const CellResult& run, std::vector<RunWarning>& out)
{
    if (context.link_line_bytes_per_s <= 0) return;
    const double busiest = context.link_full_duplex
                               ? std::max(run.read_bw_bytes, run.write_bw_bytes)
                               : run.read_bw_bytes + run.write_bw_bytes;
    if (busiest > context.link_line_bytes_per_s)
        addWarning(out, {RunWarningKind::FasterThanLink, devicesText(context.storage.devices),
                         context.link_text, busiest, context.link_line_bytes_per_s});
}

void checkCache(const WarningContext& context, const CellResult& run, const RunObservation& before,
                const RunObservation& after, std::vector<RunWarning>& out)
{
    if (isMemoryFilesystem(context.storage.filesystem)) {
        addWarning(out, {RunWarningKind::CacheServed, context.storage.filesystem, "", 0, 0});
        return;
    }
    // Passthrough commands bypass the block layer's counters.
    if (run.job.passthrough || !before.counters || !after.counters) return;
    const auto check = [&](const char* direction, std::uint64_t engine, std::uint64_t start,
                           std::uint64_t end) {
        if (engine < kCacheCheckMinBytes || end < start) return;
        const double share = static_cast<double>(end - start) / static_cast<double>(engine);
        if (share < kCacheServedShare)
            addWarning(out, {RunWarningKind::CacheServed, devicesText(context.storage.devices),
                             direction, 100 * share, 100 * kCacheServedShare});
    };
    check("read", run.read_bytes, before.counters->read_bytes, after.counters->read_bytes);
    check("written", run.write_bytes, before.counters->write_bytes, after.counters->write_bytes);
}

} // namespace

WarningContext warningContext(const TargetInfo& target, const drives::ScanResult* scan,
                              const drives::SystemRoots& roots)
{
    WarningContext context;
    context.storage = targetStorage(target, roots);
    if (target.kind != TargetKind::BlockDevice || !scan) return context;
    const drives::BlockDevice* device = scan->find(target.device_name);
    if (device && device->is_partition) device = scan->find(device->parent);
    if (!device) return context;
    if (device->nvme && !device->nvme->pcie_path.empty()) {
        const drives::PcieLink& own = device->nvme->pcie_path.front();
        context.link_line_bytes_per_s =
            drives::pcieLineBytesPerSecond(own.gigatransfers, own.width);
        context.link_full_duplex = true;
        context.link_text = fmt::format("PCIe x{} {:g} GT/s", own.width, own.gigatransfers);
    } else if (device->sata_link_gigabits) {
        context.link_line_bytes_per_s = drives::sataLineBytesPerSecond(*device->sata_link_gigabits);
        context.link_text = fmt::format("SATA {:g} Gb/s", *device->sata_link_gigabits);
    }
    return context;
}

RunObservation observeStorage(const WarningContext& context, const drives::SystemRoots& roots)
{
    RunObservation seen;
    seen.counters = readStorageCounters(context.storage.devices, roots.sysfs);
    for (const std::string& device : context.storage.devices)
        if (const std::string action = mdSyncAction(device, roots.sysfs);
            !action.empty() && action != "idle")
            seen.md_action = action;
    return seen;
}

std::vector<RunWarning> runWarnings(const WarningContext& context, const CellResult& run,
                                    const RunObservation& before, const RunObservation& after)
{
    std::vector<RunWarning> out;
    checkLink(context, run, out);
    checkCache(context, run, before, after, out);
    if (const std::string what = compressor(context.storage); !what.empty())
        if (const std::string buffers = compressibleBuffers(run.job); !buffers.empty())
            addWarning(out, {RunWarningKind::CompressingTarget, what, buffers, 0, 0});
    if (run.job.writes() && isCopyOnWrite(context.storage))
        addWarning(out, {RunWarningKind::CowFilesystem, context.storage.filesystem, "", 0, 0});
    if (run.cpu_bound)
        addWarning(out, {RunWarningKind::CpuBound, "", "", 100 * run.engine_busy,
                         static_cast<double>(run.engine_cores)});
    for (const RunObservation* seen : {&before, &after})
        if (!seen->md_action.empty())
            addWarning(out, {RunWarningKind::MdResyncing, devicesText(context.storage.devices),
                             seen->md_action, 0, 0});
    return out;
}

} // namespace am::bench
