// A filesystem's size and used bytes from its superblock (issue #23: a shrink must not cut
// below them): xfs and btrfs as their tools print them, then read for real from unmounted
// filesystems on loop devices of the test's own (skipped without root, loop devices or the tools).
#include <gtest/gtest.h>

#include <fstream>

#include "core/drives/filesystem_usage.h"
#include "core/raid/backend_availability.h"
#include "tests/unit/drives/scratch_stack.h"

using namespace am;
namespace fs = std::filesystem;

TEST(FilesystemUsage, XfsDbPrintsTheSuperblocksCounts)
{
    // xfs_db 6.1 on a 320 MiB xfs holding a 20 MiB file.
    const auto usage =
        drives::parseXfsSuperblock("dblocks = 81920\nblocksize = 4096\nfdblocks = 60384\n");
    ASSERT_TRUE(usage);
    EXPECT_EQ(usage->size_bytes, 81920U * 4096);
    EXPECT_EQ(usage->used_bytes, (81920U - 60384U) * 4096);
    EXPECT_FALSE(drives::parseXfsSuperblock("dblocks = 81920\nblocksize = 4096\n"));
    EXPECT_FALSE(drives::parseXfsSuperblock("dblocks = 10\nblocksize = 4096\nfdblocks = 11\n"));
}

TEST(FilesystemUsage, BtrfsDumpSuperOfOneDevice)
{
    // btrfs-progs 6.2's dump-super (tab separated), trimmed to the lines that matter and a few
    // around them; dev_item.total_bytes must not be taken for the filesystem's.
    const std::string one = "superblock: bytenr=65536, device=/dev/loop0\n"
                            "generation\t\t7\n"
                            "total_bytes\t\t335544320\n"
                            "bytes_used\t\t21151744\n"
                            "sectorsize\t\t4096\n"
                            "num_devices\t\t1\n"
                            "dev_item.total_bytes\t1\n";
    const auto usage = drives::parseBtrfsSuperblock(one);
    ASSERT_TRUE(usage);
    EXPECT_EQ(usage->size_bytes, 335544320U);
    EXPECT_EQ(usage->used_bytes, 21151744U);
    std::string two = one;
    two.replace(two.find("num_devices\t\t1"), 14, "num_devices\t\t2");
    EXPECT_FALSE(drives::parseBtrfsSuperblock(two)); // this device holds only part of it
    EXPECT_FALSE(drives::parseBtrfsSuperblock("total_bytes\t\t10\nnum_devices\t\t1\n"));
}

TEST(FilesystemUsage, EveryReaderNamesItsTypesAndCommand)
{
    for (const auto& reader : drives::superblockReaders()) {
        EXPECT_FALSE(reader.types.empty());
        EXPECT_FALSE(reader.argv_before_dev.empty());
        EXPECT_NE(reader.parse, nullptr);
    }
}

// mkfs on a loop device of the test's own, then the usage as the reshape planner reads it.
TEST(FilesystemUsageReal, UnmountedXfsAndBtrfsAreReadFromTheirSuperblocks)
{
    if (const auto why = test::loopDevicesUnavailable()) GTEST_SKIP() << *why;
    test::ScratchDir scratch;
    ASSERT_FALSE(scratch.path().empty());
    int read = 0;
    for (const auto& [type, mkfs] :
         {std::pair<std::string, std::vector<std::string>>{"xfs", {"mkfs.xfs", "-q", "-f"}},
          {"btrfs", {"mkfs.btrfs", "-q", "-f"}}}) {
        if (raid::findTool(mkfs.front()).empty()) continue;
        const fs::path image = scratch.path() / (type + ".img");
        {
            std::ofstream create(image);
        }
        fs::resize_file(image, 320ULL << 20);
        test::TempLoop loop(image);
        if (loop.device().empty()) GTEST_SKIP() << loop.error();
        auto argv = mkfs;
        argv.push_back(loop.device());
        util::SpawnRunner runner;
        ASSERT_TRUE(runner.run(argv).ok()) << type;
        drives::BlockDevice device;
        device.name = loop.name();
        device.signature_usage = "filesystem";
        device.signature_type = type;
        const auto usage = drives::filesystemUsage(device, drives::SystemRoots{}, runner);
        ASSERT_TRUE(usage) << type;
        EXPECT_LE(usage->size_bytes, 320ULL << 20) << type;
        EXPECT_GE(usage->size_bytes, 300ULL << 20) << type;
        EXPECT_GT(usage->used_bytes, 0U) << type; // its own metadata
        EXPECT_LT(usage->used_bytes, usage->size_bytes / 4) << type;
        EXPECT_TRUE(usage->size_exact);
        EXPECT_NE(usage->source.find(loop.device()), std::string::npos) << usage->source;
        ++read;
    }
    if (read == 0) GTEST_SKIP() << "neither mkfs.xfs nor mkfs.btrfs is installed";
}
