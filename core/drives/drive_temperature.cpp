#include "core/drives/drive_temperature.h"

#include <algorithm>
#include <charconv>
#include <vector>

#include <fmt/format.h>

#include "core/util/text_file.h"

namespace am::drives {

namespace fs = std::filesystem;

namespace {

bool isHwmonName(const std::string& name)
{
    return name.size() > 5 && name.starts_with("hwmon") &&
           std::all_of(name.begin() + 5, name.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// hwmonN directories right under `dir`, and under dir/hwmon/ (the class's
// older layout, which drivetemp's SCSI parent gets), in number order.
std::vector<fs::path> hwmonDirs(const fs::path& dir)
{
    std::vector<fs::path> found;
    for (const fs::path& parent : {dir, dir / "hwmon"}) {
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(parent, ec))
            if (isHwmonName(entry.path().filename().string())) found.push_back(entry.path());
    }
    std::sort(found.begin(), found.end(), [](const fs::path& a, const fs::path& b) {
        const std::string x = a.filename().string(), y = b.filename().string();
        return x.size() != y.size() ? x.size() < y.size() : x < y;
    });
    return found;
}

std::optional<double> threshold(const fs::path& file)
{
    const auto text = util::readAttribute(file);
    if (!text) return std::nullopt;
    const auto value = celsiusFromMillidegrees(*text);
    // 0 or below: the driver has no such limit (drivetemp answers 0 when the drive gives none).
    return value && *value > 0 ? value : std::nullopt;
}

// Where a drive's hwmon may hang: the NVMe controller, else the block device's device/.
std::vector<fs::path> sensorParents(const SystemRoots& roots, const BlockDevice& drive)
{
    std::vector<fs::path> parents;
    const fs::path device = roots.sysfs / "block" / drive.name / "device";
    if (drive.nvme && !drive.nvme->controller.empty()) {
        parents.push_back(roots.sysfs / "class" / "nvme" / drive.nvme->controller);
        parents.push_back(device / drive.nvme->controller); // native multipath: the subsystem's
    }
    parents.push_back(device);
    return parents;
}

std::string noSensorReason(const SystemRoots& roots, const BlockDevice& drive)
{
    const std::string& name = drive.name;
    switch (drive.transport) {
    case Transport::Nvme:
        return fmt::format("no hwmon sensor for {}: this kernel's nvme driver registers none "
                           "(built without CONFIG_NVME_HWMON)",
                           name);
    case Transport::Sata:
    case Transport::Sas:
    case Transport::Usb:
        if (fs::exists(roots.sysfs / "module" / "drivetemp"))
            return fmt::format("no hwmon sensor for {}: drivetemp is loaded, but the drive "
                               "reports no temperature through SCT or SMART",
                               name);
        return fmt::format("no hwmon sensor for {}: load the drivetemp module (modprobe drivetemp)",
                           name);
    case Transport::Virtio:
        return fmt::format("no hwmon sensor for {}: a virtio disk has no temperature (the host's "
                           "drive has)",
                           name);
    case Transport::Loop:
        return fmt::format("no hwmon sensor for {}: a loop device is a file, not a drive (the "
                           "drive under its backing file is not followed)",
                           name);
    case Transport::Zram:
        return fmt::format("no hwmon sensor for {}: zram is compressed memory, not a drive", name);
    case Transport::Md:
    case Transport::Dm:
        return fmt::format("no hwmon sensor for {}: an md or dm device has no drive of its own",
                           name);
    case Transport::Other:
        break;
    }
    return fmt::format("no hwmon sensor for {}", name);
}

} // namespace

std::optional<double> celsiusFromMillidegrees(std::string_view text)
{
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.remove_suffix(1);
    long long millidegrees = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), millidegrees);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return static_cast<double>(millidegrees) / 1000.0;
}

std::optional<double> readCelsius(const fs::path& input)
{
    const auto text = util::readAttribute(input);
    return text ? celsiusFromMillidegrees(*text) : std::nullopt;
}

SensorLookup findTemperatureSensor(const SystemRoots& roots, const BlockDevice& drive)
{
    SensorLookup lookup;
    for (const fs::path& parent : sensorParents(roots, drive))
        for (const fs::path& hwmon : hwmonDirs(parent)) {
            if (!fs::exists(hwmon / "temp1_input")) continue;
            TemperatureSensor sensor;
            sensor.device = drive.name;
            sensor.input = hwmon / "temp1_input";
            sensor.driver = util::readAttribute(hwmon / "name").value_or("");
            sensor.warning_c = threshold(hwmon / "temp1_max");
            sensor.critical_c = threshold(hwmon / "temp1_crit");
            lookup.sensor = std::move(sensor);
            return lookup;
        }
    lookup.reason = noSensorReason(roots, drive);
    return lookup;
}

} // namespace am::drives
