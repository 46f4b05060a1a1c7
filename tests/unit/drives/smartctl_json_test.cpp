// healthFromSmartctl / readDriveHealth on smartctl 7.3 documents (tests/data/smartctl).
#include <gtest/gtest.h>

#include "core/drives/health/drive_health.h"
#include "core/drives/health/smartctl_exit.h"
#include "tests/unit/drives/health_fixtures.h"

using namespace am::drives;
using am::test::expectSmartctl;
using am::test::FakeRunner;

namespace {
DriveHealth readFixture(const std::string& device, const std::string& fixture)
{
    FakeRunner runner;
    expectSmartctl(runner, device, fixture);
    return readDriveHealth(runner, device);
}
} // namespace

TEST(SmartctlJson, HealthyNvme)
{
    const auto health = readFixture("/dev/nvme0n1", "nvme-healthy.json");
    EXPECT_EQ(health.verdict, HealthVerdict::Healthy);
    EXPECT_TRUE(health.reasons.empty());
    EXPECT_EQ(health.protocol, "NVMe");
    EXPECT_EQ(health.smart_passed, true);
    EXPECT_EQ(health.percentage_used, 3);
    EXPECT_EQ(health.temperature_celsius, 38);
    EXPECT_EQ(health.power_on_hours, 5127U);
    EXPECT_EQ(health.media_errors, 0U);
    EXPECT_EQ(health.error_log_entries, 0U);
    EXPECT_EQ(health.critical_warning, 0U);
    EXPECT_EQ(health.available_spare, 100);
    EXPECT_EQ(health.available_spare_threshold, 10);
    EXPECT_FALSE(health.reallocated_sectors); // no ATA attributes on NVMe
    EXPECT_EQ(health.smartctl_exit_status, 0);
    EXPECT_EQ(health.smartctl.at("model_name"), "Samsung SSD 980 PRO 1TB"); // the raw document
}

TEST(SmartctlJson, WornNvme)
{
    const auto health = readFixture("/dev/nvme1n1", "nvme-worn.json");
    EXPECT_EQ(health.verdict, HealthVerdict::Worn);
    ASSERT_EQ(health.reasons.size(), 1U);
    EXPECT_EQ(health.reasons[0], "93% of its rated endurance used");
    EXPECT_EQ(health.error_log_entries, 2U); // a figure, not a finding
}

TEST(SmartctlJson, FailingAtaHdd)
{
    const auto health = readFixture("/dev/sdc", "ata-hdd-failing.json");
    EXPECT_EQ(health.verdict, HealthVerdict::Failing);
    EXPECT_EQ(health.protocol, "ATA");
    EXPECT_EQ(health.smart_passed, false);
    EXPECT_EQ(health.reallocated_sectors, 1832U);
    EXPECT_EQ(health.pending_sectors, 24U);
    EXPECT_EQ(health.offline_uncorrectable, 17U);
    EXPECT_EQ(health.crc_errors, 3U);
    EXPECT_EQ(health.temperature_celsius, 36);
    EXPECT_EQ(health.power_on_hours, 45231U);
    ASSERT_EQ(health.failed_attributes.size(), 1U);
    EXPECT_EQ(health.failed_attributes[0], "5 Reallocated_Sector_Ct");
    ASSERT_GE(health.reasons.size(), 4U);
    EXPECT_EQ(health.reasons[0], "SMART overall-health failed");
    EXPECT_NE(std::find(health.reasons.begin(), health.reasons.end(),
                        "24 sectors pending reallocation (attribute 197)"),
              health.reasons.end());
    // exit 88 = bits 3, 4, 6: findings, and the figures were read.
    EXPECT_EQ(health.smartctl_exit_status, 88);
    EXPECT_FALSE(smartctlCouldNotRead(health.smartctl_exit_status));
}

TEST(SmartctlJson, HealthySataSsdReadsItsLifeLeftAttribute)
{
    const auto health = readFixture("/dev/sda", "sata-ssd-healthy.json");
    EXPECT_EQ(health.verdict, HealthVerdict::Healthy);
    EXPECT_EQ(health.percentage_used, 3); // 177 Wear_Leveling_Count normalized 97
    EXPECT_EQ(health.reallocated_sectors, 0U);
    EXPECT_EQ(health.crc_errors, 0U);
    EXPECT_FALSE(health.pending_sectors); // the 870 EVO has no attribute 197
    EXPECT_EQ(health.temperature_celsius, 31);
    EXPECT_EQ(health.power_on_hours, 8123U);
}

TEST(SmartctlJson, HealthyHdd)
{
    const auto health = readFixture("/dev/sdb", "hdd-healthy.json");
    EXPECT_EQ(health.verdict, HealthVerdict::Healthy);
    EXPECT_FALSE(health.percentage_used); // no wear on spinning media
    EXPECT_EQ(health.pending_sectors, 0U);
    EXPECT_EQ(health.offline_uncorrectable, 0U);
    EXPECT_EQ(health.temperature_celsius, 34);
}

TEST(SmartctlJson, MissingSmartctlIsUnknownWithTheInstallHint)
{
    FakeRunner runner; // nothing recorded: the program does not start
    const auto health = readDriveHealth(runner, "/dev/sda");
    EXPECT_EQ(health.verdict, HealthVerdict::Unknown);
    ASSERT_EQ(health.reasons.size(), 1U);
    EXPECT_EQ(health.reasons[0], "smartctl is not installed (apt-get install smartmontools)");
    EXPECT_EQ(health.smartctl_exit_status, -1);
}

TEST(SmartctlJson, DeviceOpenFailureIsUnknownNotHealthy)
{
    FakeRunner runner;
    runner.expect(smartctlArgv("/dev/nvme0n1"), 2,
                  R"({"json_format_version":[1,0],"smartctl":{"version":[7,3],"messages":[)"
                  R"({"string":"Smartctl open device: /dev/nvme0n1 failed: Permission denied",)"
                  R"("severity":"error"}],"exit_status":2}})");
    const auto health = readDriveHealth(runner, "/dev/nvme0n1");
    EXPECT_EQ(health.verdict, HealthVerdict::Unknown);
    ASSERT_EQ(health.reasons.size(), 1U);
    EXPECT_EQ(health.reasons[0], "reading SMART needs root (smartctl: Smartctl open device: "
                                 "/dev/nvme0n1 failed: Permission denied)");
    EXPECT_FALSE(health.smartctl.is_null()); // smartctl's own words are kept
}

TEST(SmartctlJson, StandbyIsNotWokenUp)
{
    FakeRunner runner;
    runner.expect(smartctlArgv("/dev/sdb"), 2,
                  R"j({"smartctl":{"messages":[{"string":"Device is in STANDBY mode, exit(2)",)j"
                  R"j("severity":"error"}],"exit_status":2}})j");
    const auto health = readDriveHealth(runner, "/dev/sdb");
    EXPECT_EQ(health.verdict, HealthVerdict::Unknown);
    EXPECT_EQ(health.reasons.at(0), "the drive is in standby; not woken up to read SMART");
}

TEST(SmartctlJson, CommandLineBitIsUnknownEvenWithAFullDocument)
{
    FakeRunner runner;
    runner.expect(smartctlArgv("/dev/sda"), 1, am::test::smartctlFixture("sata-ssd-healthy.json"));
    EXPECT_EQ(readDriveHealth(runner, "/dev/sda").verdict, HealthVerdict::Unknown);
}

TEST(SmartctlJson, OutputThatIsNotJsonIsUnknown)
{
    FakeRunner runner;
    runner.expect(smartctlArgv("/dev/sda"), 0, "smartctl 6.6 2016-05-31 r4324\n=== START");
    const auto health = readDriveHealth(runner, "/dev/sda");
    EXPECT_EQ(health.verdict, HealthVerdict::Unknown);
    EXPECT_NE(health.reasons.at(0).find("smartmontools 7.0"), std::string::npos);
}

TEST(SmartctlJson, NoSmartSectionsIsUnknown)
{
    FakeRunner runner;
    runner.expect(smartctlArgv("/dev/sda"), 4,
                  R"({"smartctl":{"exit_status":4},"device":{"protocol":"ATA"},)"
                  R"("smart_support":{"available":false}})");
    const auto health = readDriveHealth(runner, "/dev/sda");
    EXPECT_EQ(health.verdict, HealthVerdict::Unknown);
    EXPECT_EQ(health.reasons.at(0), "smartctl reported no SMART data for this device");
}

TEST(SmartctlExit, BitsZeroAndOneMeanItCouldNotRead)
{
    EXPECT_FALSE(smartctlCouldNotRead(0));
    EXPECT_TRUE(smartctlCouldNotRead(1));
    EXPECT_TRUE(smartctlCouldNotRead(2));
    EXPECT_TRUE(smartctlCouldNotRead(2 | 64));
    EXPECT_TRUE(smartctlCouldNotRead(-1)); // never ran
    for (int bit = 2; bit < 8; ++bit) EXPECT_FALSE(smartctlCouldNotRead(1 << bit)) << bit;
    EXPECT_EQ(smartctlExitBits(0).size(), 0U);
    const auto words = smartctlExitBits(8 | 64);
    ASSERT_EQ(words.size(), 2U);
    EXPECT_EQ(words[0], "SMART status says the disk is failing");
    EXPECT_EQ(words[1], "the device error log has records");
}
