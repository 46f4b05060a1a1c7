// The btrfs-progs output parsers on real captured output (tests/data/btrfs).
#include <gtest/gtest.h>

#include <fstream>
#include <unistd.h>

#include "btrfs_fixture.h"
#include "core/raid/btrfs/btrfs_report.h"
#include "core/raid/types.h"

using namespace am::raid;
using am::test::btrfsData;
using am::test::btrfsFixture;

TEST(BtrfsShow, ReadsATwoDeviceRaid1WithLabelSizesAndPaths)
{
    const auto filesystems = parseBtrfsShow(btrfsFixture("show_raid1_mounted.txt"));
    ASSERT_EQ(filesystems.size(), 1U);
    const auto& fs = filesystems[0];
    EXPECT_EQ(fs.label, "amtest");
    EXPECT_EQ(fs.uuid, "3f9e05bb-be2d-4024-8d53-b12fb37ce894");
    EXPECT_EQ(fs.total_devices, 2U);
    EXPECT_EQ(fs.used_bytes, 315047936U);
    EXPECT_FALSE(fs.some_missing);
    ASSERT_EQ(fs.devices.size(), 2U);
    EXPECT_EQ(fs.devices[1].devid, 2U);
    EXPECT_EQ(fs.devices[1].size_bytes, 1073741824U);
    EXPECT_EQ(fs.devices[1].used_bytes, 659292160U);
    EXPECT_EQ(fs.devices[1].path, "/dev/loop1");
    EXPECT_FALSE(fs.devices[1].missing);
}

TEST(BtrfsShow, AMountedDegradedFilesystemListsTheMissingDeviceWithoutAPath)
{
    const auto fs = parseBtrfsShow(btrfsFixture("show_degraded_mounted.txt")).at(0);
    ASSERT_EQ(fs.devices.size(), 2U);
    EXPECT_FALSE(fs.devices[0].missing);
    EXPECT_TRUE(fs.devices[1].missing);
    EXPECT_EQ(fs.devices[1].devid, 2U);
    EXPECT_EQ(fs.devices[1].path, "");
}

TEST(BtrfsShow, AnUnmountedFilesystemWithAnAbsentDeviceSaysSomeMissing)
{
    // The "warning, device 2 is missing" lines before the block are not part of it.
    const auto filesystems = parseBtrfsShow(btrfsFixture("show_missing_unmounted.txt"));
    ASSERT_EQ(filesystems.size(), 1U);
    EXPECT_TRUE(filesystems[0].some_missing);
    EXPECT_EQ(filesystems[0].total_devices, 2U);
    EXPECT_EQ(filesystems[0].devices.size(), 1U);
}

TEST(BtrfsShow, SeveralFilesystemsAndNoLabel)
{
    const std::string text = "Label: none  uuid: 11111111-2222-3333-4444-555555555555\n"
                             "\tTotal devices 1 FS bytes used 144\n"
                             "\tdevid    1 size 1000 used 100 path /dev/vdc\n\n" +
                             btrfsFixture("show_raid1c3_mounted.txt");
    const auto filesystems = parseBtrfsShow(text);
    ASSERT_EQ(filesystems.size(), 2U);
    EXPECT_EQ(filesystems[0].label, "");
    EXPECT_EQ(filesystems[1].label, "amthree");
    EXPECT_EQ(filesystems[1].devices.size(), 3U);
    EXPECT_TRUE(parseBtrfsShow("").empty());
}

TEST(BtrfsShow, HumanSizesAreRefusedNamingTheLine)
{
    const std::string text = "Label: 'amtest'  uuid: 3f9e05bb-be2d-4024-8d53-b12fb37ce894\n"
                             "\tTotal devices 2 FS bytes used 300.45MiB\n";
    try {
        parseBtrfsShow(text);
        FAIL() << "human sizes were accepted";
    } catch (const ParseError& error) {
        EXPECT_EQ(error.line(), 2U);
        EXPECT_NE(std::string(error.what()).find("300.45MiB"), std::string::npos) << error.what();
    }
}

TEST(BtrfsDeviceStats, SumsTheCountersPerDevice)
{
    const auto clean = parseBtrfsDeviceStats(btrfsFixture("device_stats_clean.txt"));
    ASSERT_EQ(clean.size(), 2U);
    EXPECT_EQ(clean.at("/dev/loop0"), 0U);
    const auto errors = parseBtrfsDeviceStats(btrfsFixture("device_stats_errors.txt"));
    EXPECT_EQ(errors.at("/dev/loop0"), 0U);
    EXPECT_EQ(errors.at("/dev/loop1"), 76800U);
    const auto degraded = parseBtrfsDeviceStats(btrfsFixture("device_stats_degraded.txt"));
    EXPECT_EQ(degraded.at("devid:2"), 76800U);
    EXPECT_THROW(parseBtrfsDeviceStats("[/dev/vdb].write_io_errs\n"), ParseError);
}

TEST(BtrfsScrubStatus, ARunningScrubGivesBytesAndRate)
{
    const auto scrub = parseBtrfsScrubStatus(btrfsFixture("scrub_status_running.txt"));
    EXPECT_TRUE(scrub.running());
    EXPECT_EQ(scrub.duration_seconds, 6U);
    // The same moment's `scrub status --raw` said: Bytes scrubbed 123912192, Rate 20652032/s.
    EXPECT_EQ(scrub.bytes_scrubbed, 123912192U);
    EXPECT_EQ(scrub.bytesPerSecond(), 20652032U);
    EXPECT_EQ(scrub.errors, 0U);
}

TEST(BtrfsScrubStatus, FinishedAbortedNeverAndErrors)
{
    const auto finished = parseBtrfsScrubStatus(btrfsFixture("scrub_status_finished.txt"));
    EXPECT_EQ(finished.status, "finished");
    EXPECT_FALSE(finished.running());
    EXPECT_EQ(finished.bytesPerSecond(), std::nullopt); // Duration 0:00:00
    EXPECT_EQ(parseBtrfsScrubStatus(btrfsFixture("scrub_status_aborted.txt")).status, "aborted");
    const auto never = parseBtrfsScrubStatus(btrfsFixture("scrub_status_never.txt"));
    EXPECT_EQ(never.status, "");
    EXPECT_EQ(never.bytes_scrubbed, 0U);
    const auto errors = parseBtrfsScrubStatus(btrfsFixture("scrub_status_errors.txt"));
    EXPECT_EQ(errors.errors, 76804U); // csum 76800 + verify 4
    EXPECT_EQ(errors.uncorrectable_errors, 0U);
    EXPECT_EQ(parseBtrfsScrubStatus("Duration:         1:02:03\n").duration_seconds, 3723U);
    EXPECT_THROW(parseBtrfsScrubStatus("Duration:         soon\n"), ParseError);
}

TEST(BtrfsAllocation, ProfilesAndWhatAScrubReads)
{
    const auto allocation = readBtrfsAllocation(btrfsData() / "raid1c3" / "sys",
                                                "e5bed833-60e1-46b0-ad7c-138dd4f059ce");
    ASSERT_TRUE(allocation);
    EXPECT_EQ(allocation->data_profiles, std::vector<std::string>{"raid1c3"});
    EXPECT_EQ(allocation->metadata_profiles, std::vector<std::string>{"raid1c3"});
    // `btrfs scrub status --raw` said "Total to scrub: 787660800" at the same time.
    EXPECT_EQ(allocation->disk_used_bytes, 787660800U);
    const auto mixed = readBtrfsAllocation(btrfsData() / "degraded" / "sys",
                                           "ea72eae8-d7a3-4311-805d-ec41f7144c0d");
    ASSERT_TRUE(mixed);
    EXPECT_EQ(mixed->data_profiles, (std::vector<std::string>{"raid1", "single"}));
    EXPECT_FALSE(readBtrfsAllocation(btrfsData() / "raid1c3" / "sys", "no-such-uuid"));
}

TEST(BtrfsReport, MixedBlockGroupsGiveOneProfileForDataAndMetadata)
{
    namespace fs = std::filesystem;
    const fs::path root =
        fs::temp_directory_path() / ("am-btrfs-mixed-" + std::to_string(::getpid()));
    const fs::path allocation = root / "fs/btrfs/u1/allocation";
    fs::create_directories(allocation / "mixed/raid1");
    fs::create_directories(allocation / "system/raid1");
    std::ofstream(allocation / "mixed/disk_used") << "4194304\n";
    std::ofstream(allocation / "system/disk_used") << "32768\n";
    const auto read = readBtrfsAllocation(root, "u1");
    fs::remove_all(root);
    ASSERT_TRUE(read);
    EXPECT_EQ(read->data_profiles, (std::vector<std::string>{"raid1"}));
    EXPECT_EQ(read->metadata_profiles, (std::vector<std::string>{"raid1"}));
    EXPECT_EQ(read->disk_used_bytes, 4194304u + 32768u);
}
