// The `health` object of the drives document: written and read back (the GUI reads the helper's
// root scan through scanFromJson).
#include <gtest/gtest.h>

#include "core/drives/drive_json.h"
#include "core/drives/drive_json_read.h"
#include "core/drives/health/drive_health.h"
#include "core/drives/health/scan_health.h"
#include "tests/unit/drives/health_fixtures.h"

using namespace am::drives;

namespace {
ScanResult twoDrives()
{
    ScanResult scan;
    BlockDevice nvme;
    nvme.name = "nvme0n1";
    nvme.path = "/dev/nvme0n1";
    nvme.transport = Transport::Nvme;
    BlockDevice sdc;
    sdc.name = "sdc";
    sdc.path = "/dev/sdc";
    sdc.transport = Transport::Sata;
    sdc.rotational = true;
    BlockDevice md;
    md.name = "md0";
    md.path = "/dev/md0";
    md.transport = Transport::Md;
    scan.drives = {nvme, sdc, md};
    return scan;
}
} // namespace

TEST(HealthJson, ReadHealthAsksSmartctlOnlyForDrivesWithSmart)
{
    am::test::FakeRunner runner;
    am::test::expectSmartctl(runner, "/dev/nvme0n1", "nvme-worn.json");
    am::test::expectSmartctl(runner, "/dev/sdc", "ata-hdd-failing.json");
    ScanResult scan = twoDrives();
    readHealth(scan, runner);
    EXPECT_EQ(runner.calls.size(), 2U); // not md0
    ASSERT_TRUE(scan.drives[0].health);
    EXPECT_EQ(scan.drives[0].health->verdict, HealthVerdict::Worn);
    EXPECT_EQ(scan.drives[1].health->verdict, HealthVerdict::Failing);
    EXPECT_FALSE(scan.drives[2].health);
}

TEST(HealthJson, WritesTheHealthObjectAndTheRawDocumentAndReadsThemBack)
{
    am::test::FakeRunner runner;
    am::test::expectSmartctl(runner, "/dev/nvme0n1", "nvme-worn.json");
    am::test::expectSmartctl(runner, "/dev/sdc", "ata-hdd-failing.json");
    ScanResult scan = twoDrives();
    readHealth(scan, runner);
    const nlohmann::json written = toJson(scan);
    const auto& sdc = written.at("drives").at(1);
    EXPECT_EQ(sdc.at("health").at("verdict"), "failing");
    EXPECT_EQ(sdc.at("health").at("reasons").at(0), "SMART overall-health failed");
    EXPECT_EQ(sdc.at("health").at("pending_sectors"), 24);
    EXPECT_EQ(sdc.at("health").at("temperature_celsius"), 36);
    EXPECT_EQ(sdc.at("health").at("smartctl_exit_status"), 88);
    EXPECT_EQ(sdc.at("smartctl").at("model_name"), "WDC WD40EFRX-68N32N0");
    EXPECT_TRUE(written.at("drives").at(0).at("health").at("pending_sectors").is_null());
    EXPECT_FALSE(written.at("drives").at(2).contains("health"));

    const ScanResult read = scanFromJson(written);
    ASSERT_TRUE(read.drives[1].health);
    EXPECT_EQ(*read.drives[1].health, *scan.drives[1].health);
    EXPECT_EQ(*read.drives[0].health, *scan.drives[0].health);
    EXPECT_EQ(toJson(read), written);
}

TEST(HealthJson, AnUnknownVerdictWordReadsAsUnknown)
{
    const auto health = healthFromJson({{"verdict", "splendid"}, {"reasons", {"x"}}}, nullptr);
    EXPECT_EQ(health.verdict, HealthVerdict::Unknown);
}

TEST(HealthJson, AFigureOfTheWrongTypeIsRefusedNamingTheKey)
{
    try {
        healthFromJson({{"verdict", "healthy"}, {"temperature_celsius", "hot"}}, nullptr);
        FAIL() << "accepted a string temperature";
    } catch (const DriveJsonError& error) {
        EXPECT_NE(std::string(error.what()).find("temperature_celsius"), std::string::npos);
    }
}

TEST(HealthJson, VerdictNamesRoundTrip)
{
    for (const auto verdict : {HealthVerdict::Unknown, HealthVerdict::Healthy, HealthVerdict::Worn,
                               HealthVerdict::Failing})
        EXPECT_EQ(healthVerdictFromString(toString(verdict)), verdict);
    EXPECT_EQ(toString(HealthVerdict::Failing), "failing");
}

// What qemu's emulated drives answered the real smartctl 7.3 in the VM (80-drive-health).
TEST(HealthJson, QemusEmulatedDrivesReadHealthy)
{
    am::test::FakeRunner runner;
    am::test::expectSmartctl(runner, "/dev/nvme0n1", "qemu-nvme.json");
    am::test::expectSmartctl(runner, "/dev/sda", "qemu-sata.json");
    const DriveHealth nvme = readDriveHealth(runner, "/dev/nvme0n1");
    EXPECT_EQ(nvme.verdict, HealthVerdict::Healthy);
    EXPECT_EQ(nvme.protocol, "NVMe");
    EXPECT_EQ(nvme.temperature_celsius, 50);
    EXPECT_EQ(nvme.percentage_used, 0);
    EXPECT_EQ(nvme.smart_passed, true);
    const DriveHealth sata = readDriveHealth(runner, "/dev/sda");
    EXPECT_EQ(sata.verdict, HealthVerdict::Healthy);
    EXPECT_EQ(sata.protocol, "ATA");
    EXPECT_EQ(sata.temperature_celsius, 31);
    EXPECT_EQ(sata.power_on_hours, 1U);
}
