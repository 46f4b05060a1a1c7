// Drive temperatures from hwmon: the reader on a copy of tests/data/machine1
// with hwmon files added the way the kernel lays them out (nvme driver under
// the controller, drivetemp under the SCSI device), the walk from a target to
// its drives, and the sampler's thread on files the test changes.
#include <sys/sysmacros.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <thread>

#include <gtest/gtest.h>

#include "../bench/temp_dir.h"
#include "core/bench/temperature_sampler.h"
#include "core/bench/temperature_sources.h"
#include "core/drives/drive_temperature.h"
#include "core/drives/scan.h"
#include "core/util/text_file.h"
#include "tests/support/fixture_trees.h"

namespace fs = std::filesystem;
using namespace am;

namespace {

const fs::path kNvme0 = "sys/devices/pci0000:00/0000:00:01.0/0000:01:00.0/nvme/nvme0";
const fs::path kSdd = "sys/devices/pci0000:00/0000:00:17.0/ata4/host3/target3:0:0/3:0:0:0";

void put(const fs::path& file, const std::string& text)
{
    fs::create_directories(file.parent_path());
    util::writeTextFile(file, text + "\n");
}

// machine1 with an NVMe composite sensor on nvme0 (hwmon2: 41.85 °C, warning
// 70.85, critical 84.85, as a Samsung 980 reports them) and drivetemp on sdd
// (hwmon4, its older hwmon/ layout); nvme1, sda..sdc and sde have none.
class HwmonTree {
public:
    HwmonTree()
    {
        fs::copy(test::kTestData / "machine1", dir_.path(),
                 fs::copy_options::recursive | fs::copy_options::copy_symlinks);
        put(root() / kNvme0 / "hwmon2" / "name", "nvme");
        put(root() / kNvme0 / "hwmon2" / "temp1_input", "41850");
        put(root() / kNvme0 / "hwmon2" / "temp1_max", "70850");
        put(root() / kNvme0 / "hwmon2" / "temp1_crit", "84850");
        put(root() / kSdd / "hwmon" / "hwmon4" / "name", "drivetemp");
        put(root() / kSdd / "hwmon" / "hwmon4" / "temp1_input", "38000");
        put(root() / kSdd / "hwmon" / "hwmon4" / "temp1_max", "0"); // the drive gives none
        put(root() / kSdd / "hwmon" / "hwmon4" / "temp1_crit", "60000");
        // /sys/dev/block/259:0 -> nvme0n1, for a file on its filesystem.
        fs::create_directories(root() / "sys/dev/block");
        fs::create_directory_symlink("../../" / kNvme0.lexically_relative("sys") / "nvme0n1",
                                     root() / "sys/dev/block/259:0");
        roots_ = test::machineRoots(root());
        drives::ScanOptions options;
        options.probe_signatures = false;
        scan_ = drives::scan(roots_, options);
    }
    const fs::path& root() const { return dir_.path(); }
    const drives::SystemRoots& roots() const { return roots_; }
    const drives::ScanResult& scan() const { return scan_; }
    drives::SensorLookup lookup(const std::string& name) const
    {
        const drives::BlockDevice* device = scan_.find(name);
        EXPECT_NE(device, nullptr) << name;
        return device ? drives::findTemperatureSensor(roots_, *device) : drives::SensorLookup{};
    }

private:
    TempDir dir_;
    drives::SystemRoots roots_;
    drives::ScanResult scan_;
};

bench::TargetInfo deviceTarget(const std::string& name)
{
    bench::TargetInfo target;
    target.path = "/dev/" + name;
    target.kind = bench::TargetKind::BlockDevice;
    target.device_name = name;
    return target;
}

} // namespace

TEST(DriveTemperature, MillidegreesBecomeDegreesCelsius)
{
    EXPECT_DOUBLE_EQ(*drives::celsiusFromMillidegrees("41850\n"), 41.85);
    EXPECT_DOUBLE_EQ(*drives::celsiusFromMillidegrees("-5000"), -5.0);
    EXPECT_DOUBLE_EQ(*drives::celsiusFromMillidegrees("0"), 0.0);
    EXPECT_FALSE(drives::celsiusFromMillidegrees(""));
    EXPECT_FALSE(drives::celsiusFromMillidegrees("41.8"));
    EXPECT_FALSE(drives::celsiusFromMillidegrees("N/A"));
}

TEST(DriveTemperature, FindsTheNvmeSensorUnderItsControllerWithItsThresholds)
{
    const HwmonTree tree;
    const auto lookup = tree.lookup("nvme0n1");
    ASSERT_TRUE(lookup.sensor) << lookup.reason;
    EXPECT_EQ(lookup.sensor->device, "nvme0n1");
    EXPECT_EQ(lookup.sensor->driver, "nvme");
    EXPECT_EQ(lookup.sensor->input.parent_path().filename(), "hwmon2");
    EXPECT_DOUBLE_EQ(*lookup.sensor->warning_c, 70.85);
    EXPECT_DOUBLE_EQ(*lookup.sensor->critical_c, 84.85);
    EXPECT_DOUBLE_EQ(*drives::readCelsius(lookup.sensor->input), 41.85);
}

TEST(DriveTemperature, FindsDrivetempInTheOlderHwmonLayoutAndSkipsAZeroThreshold)
{
    const HwmonTree tree;
    const auto lookup = tree.lookup("sdd");
    ASSERT_TRUE(lookup.sensor) << lookup.reason;
    EXPECT_EQ(lookup.sensor->driver, "drivetemp");
    EXPECT_FALSE(lookup.sensor->warning_c); // 0: no limit, not a threshold of 0 °C
    EXPECT_DOUBLE_EQ(*lookup.sensor->critical_c, 60.0);
    EXPECT_DOUBLE_EQ(*drives::readCelsius(lookup.sensor->input), 38.0);
}

TEST(DriveTemperature, AMissingSensorSaysWhy)
{
    const HwmonTree tree;
    const auto nvme = tree.lookup("nvme1n1");
    EXPECT_FALSE(nvme.sensor);
    EXPECT_NE(nvme.reason.find("no hwmon sensor for nvme1n1"), std::string::npos) << nvme.reason;
    EXPECT_NE(nvme.reason.find("CONFIG_NVME_HWMON"), std::string::npos) << nvme.reason;
    const auto sata = tree.lookup("sde");
    EXPECT_EQ(sata.reason,
              "no hwmon sensor for sde: load the drivetemp module (modprobe drivetemp)");
    fs::create_directories(tree.root() / "sys/module/drivetemp");
    EXPECT_NE(tree.lookup("sde").reason.find("drivetemp is loaded"), std::string::npos);
    EXPECT_NE(tree.lookup("loop0").reason.find("a loop device is a file"), std::string::npos);
    EXPECT_NE(tree.lookup("vda").reason.find("virtio"), std::string::npos);
}

TEST(TemperatureSources, AnArraySamplesTheDrivesUnderItsMembers)
{
    const HwmonTree tree;
    const auto sources = bench::temperatureSources(tree.roots(), deviceTarget("md0"), tree.scan());
    ASSERT_EQ(sources.sensors.size(), 1U); // md0 is sdd1 + sde1
    EXPECT_EQ(sources.sensors[0].device, "sdd");
    ASSERT_EQ(sources.not_sampled.size(), 1U);
    EXPECT_EQ(sources.not_sampled[0].device, "sde");
    EXPECT_NE(sources.not_sampled[0].reason.find("drivetemp"), std::string::npos);
}

TEST(TemperatureSources, APartitionIsItsDiskAndADriveItself)
{
    const HwmonTree tree;
    const auto part = bench::temperatureSources(tree.roots(), deviceTarget("sdd1"), tree.scan());
    ASSERT_EQ(part.sensors.size(), 1U);
    EXPECT_EQ(part.sensors[0].device, "sdd");
    const auto nvme = bench::temperatureSources(tree.roots(), deviceTarget("nvme0n1"), tree.scan());
    ASSERT_EQ(nvme.sensors.size(), 1U);
    EXPECT_TRUE(nvme.not_sampled.empty());
    const auto loop = bench::temperatureSources(tree.roots(), deviceTarget("loop0"), tree.scan());
    EXPECT_TRUE(loop.sensors.empty());
    ASSERT_EQ(loop.not_sampled.size(), 1U);
    EXPECT_EQ(loop.not_sampled[0].device, "loop0");
}

TEST(TemperatureSources, AFileSamplesTheDriveOfItsFilesystemOrSaysWhyNot)
{
    const HwmonTree tree;
    bench::TargetInfo file;
    file.path = "/data/t.bin";
    file.file_dev = makedev(259, 0);
    const auto on_nvme = bench::temperatureSources(tree.roots(), file, {}); // scans by itself
    ASSERT_EQ(on_nvme.sensors.size(), 1U);
    EXPECT_EQ(on_nvme.sensors[0].device, "nvme0n1");
    file.file_dev = makedev(0, 45); // tmpfs, btrfs: an anonymous device
    const auto anonymous = bench::temperatureSources(tree.roots(), file, tree.scan());
    EXPECT_TRUE(anonymous.sensors.empty());
    ASSERT_EQ(anonymous.not_sampled.size(), 1U);
    EXPECT_EQ(anonymous.not_sampled[0].device, "/data/t.bin");
    EXPECT_NE(anonymous.not_sampled[0].reason.find("no block device of its own (device 0:45"),
              std::string::npos)
        << anonymous.not_sampled[0].reason;
}

TEST(TemperatureSampler, SamplesOnItsThreadAndPlacesACellOnTheRunClock)
{
    const HwmonTree tree;
    auto sensor = tree.lookup("nvme0n1").sensor;
    ASSERT_TRUE(sensor);
    std::mutex seen_mutex;
    std::vector<bench::TemperatureReading> seen;
    bench::TemperatureSampler sampler({*sensor}, {{"sde", "no hwmon sensor for sde"}}, 0.05,
                                      [&](const bench::TemperatureReading& reading) {
                                          const std::lock_guard lock(seen_mutex);
                                          seen.push_back(reading);
                                      });
    sampler.cellStarted(0);
    std::this_thread::sleep_for(std::chrono::milliseconds(120));
    bench::Sample first;
    first.time_s = 0.02; // the cell began measuring 20 ms ago
    sampler.cellSampled(0, first);
    util::writeTextFile(sensor->input, "73500\n"); // it heats past the warning threshold
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    bench::CellResult cell;
    cell.measured_s = 0.2;
    sampler.finishCell(0, cell);
    const bench::RunTemperatures run = sampler.stop();

    ASSERT_EQ(run.devices.size(), 1U);
    EXPECT_GE(run.devices[0].points.size(), 5U); // 0.32 s at 50 ms, and the last one at stop
    EXPECT_DOUBLE_EQ(run.devices[0].points.front().celsius, 41.85);
    EXPECT_DOUBLE_EQ(*run.devices[0].maxCelsius(), 73.5);
    EXPECT_TRUE(run.devices[0].reachedWarning());
    ASSERT_EQ(run.not_sampled.size(), 1U);
    EXPECT_DOUBLE_EQ(run.interval_s, 0.05);

    ASSERT_TRUE(cell.temperature.start_s);
    EXPECT_NEAR(*cell.temperature.start_s, 0.10, 0.05);
    ASSERT_EQ(cell.temperature.max.size(), 1U);
    EXPECT_DOUBLE_EQ(cell.temperature.max[0].celsius, 73.5);
    EXPECT_TRUE(cell.temperature.max[0].reached_warning);

    const std::lock_guard lock(seen_mutex);
    ASSERT_GE(seen.size(), 5U);
    EXPECT_FALSE(seen.front().cell_time_s); // before the cell's first sample
    const auto on_cell_clock = std::find_if(
        seen.begin(), seen.end(), [](const auto& r) { return r.cell_time_s.has_value(); });
    ASSERT_NE(on_cell_clock, seen.end());
    EXPECT_NEAR(on_cell_clock->time_s - *on_cell_clock->cell_time_s, *cell.temperature.start_s,
                1e-9);
    EXPECT_FALSE(seen.back().cell); // the last reading, after the cell
}

TEST(TemperatureSampler, AReadThatFailsIsCountedNotInvented)
{
    const HwmonTree tree;
    auto sensor = tree.lookup("sdd").sensor;
    ASSERT_TRUE(sensor);
    fs::remove(sensor->input); // the drive went away
    bench::TemperatureSampler sampler({*sensor}, {}, 0.05);
    std::this_thread::sleep_for(std::chrono::milliseconds(80));
    const bench::RunTemperatures run = sampler.stop();
    ASSERT_EQ(run.devices.size(), 1U);
    EXPECT_TRUE(run.devices[0].points.empty());
    EXPECT_GE(run.devices[0].failed_reads, 2U);
    EXPECT_FALSE(run.devices[0].maxCelsius());
}

TEST(TemperatureSampler, NoSensorsNoThreadButTheReasonsStay)
{
    bench::TemperatureSampler sampler({}, {{"loop0", "no hwmon sensor for loop0"}}, 1.0);
    bench::CellResult cell;
    sampler.cellStarted(0);
    sampler.finishCell(0, cell);
    EXPECT_FALSE(cell.temperature.start_s); // nothing to say about the cell
    const auto run = sampler.stop();
    EXPECT_TRUE(run.devices.empty());
    ASSERT_EQ(run.not_sampled.size(), 1U);
    EXPECT_EQ(run.not_sampled[0].reason, "no hwmon sensor for loop0");
}
