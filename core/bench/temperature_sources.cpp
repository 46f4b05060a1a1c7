#include "core/bench/temperature_sources.h"

#include <sys/sysmacros.h>

#include <algorithm>

#include <fmt/format.h>

namespace am::bench {

namespace fs = std::filesystem;

namespace {

class SourceWalk {
public:
    SourceWalk(const drives::SystemRoots& roots, const drives::ScanResult& scan)
        : roots_(roots), scan_(scan)
    {
    }

    void device(const std::string& name, int depth = 0)
    {
        if (std::find(seen_.begin(), seen_.end(), name) != seen_.end()) return;
        seen_.push_back(name);
        const drives::BlockDevice* found = scan_.find(name);
        if (!found) return unsampled(name, fmt::format("{} is not in the drives scan", name));
        if (found->is_partition && !found->parent.empty()) return device(found->parent, depth + 1);
        if (!found->slaves.empty() && depth < 8) { // md, dm: their members; 8 levels is plenty
            for (const auto& slave : found->slaves) device(slave, depth + 1);
            return;
        }
        drives::SensorLookup lookup = drives::findTemperatureSensor(roots_, *found);
        if (lookup.sensor)
            sources_.sensors.push_back(std::move(*lookup.sensor));
        else
            unsampled(name, lookup.reason);
    }

    void unsampled(const std::string& name, std::string reason)
    {
        sources_.not_sampled.push_back({name, std::move(reason)});
    }

    TemperatureSources take() { return std::move(sources_); }

private:
    const drives::SystemRoots& roots_;
    const drives::ScanResult& scan_;
    std::vector<std::string> seen_;
    TemperatureSources sources_;
};

// The kernel's name of the block device a file's filesystem is on.
std::string deviceOfFile(const drives::SystemRoots& roots, dev_t file_dev)
{
    std::error_code ec;
    const fs::path link = fs::read_symlink(
        roots.sysfs / "dev" / "block" / fmt::format("{}:{}", major(file_dev), minor(file_dev)), ec);
    return ec ? std::string() : link.filename().string();
}

} // namespace

TemperatureSources temperatureSources(const drives::SystemRoots& roots, const TargetInfo& target,
                                      const drives::ScanResult& scan)
{
    drives::ScanResult own_scan;
    const drives::ScanResult* drives_scan = &scan;
    if (scan.drives.empty()) {
        try {
            drives::ScanOptions options;
            options.probe_signatures = false; // sysfs facts are all the walk needs
            own_scan = drives::scan(roots, options);
        } catch (const std::exception& error) {
            return {{}, {{target.path, fmt::format("no drives scan: {}", error.what())}}};
        }
        drives_scan = &own_scan;
    }
    SourceWalk walk(roots, *drives_scan);
    if (target.kind == TargetKind::BlockDevice) {
        walk.device(target.device_name);
    } else {
        const std::string name = deviceOfFile(roots, target.file_dev);
        if (name.empty())
            walk.unsampled(target.path,
                           fmt::format("{} is on a filesystem with no block device of its own "
                                       "(device {}:{}: tmpfs, overlay, btrfs or NFS); not sampled",
                                       target.path, major(target.file_dev),
                                       minor(target.file_dev)));
        else
            walk.device(name);
    }
    return walk.take();
}

} // namespace am::bench
