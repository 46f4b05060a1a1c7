#include <gtest/gtest.h>

#include "core/raid/mdstat.h"
#include "core/raid/types.h"
#include "fake_runner.h"

using namespace am::raid;
using am::test::fixture;

TEST(Mdstat, VrocNvmeContainersAndVolumes)
{
    const Mdstat mdstat = parseMdstat(fixture("mdstat/vroc_nvme_volumes.txt"));
    EXPECT_EQ(mdstat.personalities,
              (std::vector<std::string>{"raid1", "raid6", "raid5", "raid4", "raid10", "raid0"}));
    ASSERT_EQ(mdstat.arrays.size(), 7U);
    const auto* raid0 = mdstat.find("md121");
    ASSERT_NE(raid0, nullptr);
    EXPECT_TRUE(raid0->active);
    EXPECT_EQ(raid0->level, "raid0");
    EXPECT_EQ(raid0->super, "external:/md127/0");
    EXPECT_EQ(raid0->containerName(), "md127");
    EXPECT_EQ(raid0->chunk_bytes, 128U * 1024);
    EXPECT_EQ(raid0->blocks_kib, 7126394880U);
    const auto* raid10 = mdstat.find("md122");
    EXPECT_EQ(raid10->chunk_bytes, 64U * 1024); // "64K chunks": raid10 prints a capital K
    EXPECT_EQ(raid10->health, "UUUU");
    const auto* raid5 = mdstat.find("md123");
    EXPECT_EQ(raid5->chunk_bytes, 32U * 1024);
    EXPECT_EQ(raid5->raid_disks, 4U);
    EXPECT_EQ(raid5->containerName(), "md126");
    const auto* container = mdstat.find("md126");
    EXPECT_FALSE(container->active);
    EXPECT_TRUE(container->level.empty());
    EXPECT_EQ(container->super, "external:imsm");
    EXPECT_EQ(container->containerName(), "");
    ASSERT_EQ(container->members.size(), 4U);
    EXPECT_TRUE(container->members[0].spare);
    EXPECT_EQ(container->members[0].name, "nvme7n1");
    EXPECT_EQ(container->members[0].index, 3U);
    EXPECT_TRUE(mdstat.unused.empty());
}

TEST(Mdstat, RecoveryWithFaultyAndWriteMostlyMembers)
{
    const Mdstat mdstat = parseMdstat(fixture("mdstat/raid5_recovery_degraded.txt"));
    const auto* md0 = mdstat.find("md0");
    ASSERT_NE(md0, nullptr);
    EXPECT_EQ(md0->health, "U_UU");
    EXPECT_EQ(md0->working_disks, 3U);
    EXPECT_EQ(md0->super, "1.2");
    EXPECT_EQ(md0->chunk_bytes, 512U * 1024);
    ASSERT_TRUE(md0->sync.has_value());
    EXPECT_EQ(md0->sync->action, "recovery");
    EXPECT_DOUBLE_EQ(md0->sync->percent, 17.3);
    EXPECT_EQ(md0->sync->done_kib, 338446748U);
    EXPECT_EQ(md0->sync->total_kib, 1953382400U);
    EXPECT_DOUBLE_EQ(*md0->sync->finish_minutes, 145.2);
    EXPECT_EQ(*md0->sync->speed_kib_per_s, 185342U);
    EXPECT_TRUE(md0->members[3].faulty);
    EXPECT_EQ(md0->bitmap, "0/15 pages [0KB], 65536KB chunk");
    const auto* md1 = mdstat.find("md1");
    EXPECT_TRUE(md1->members[0].spare);
    EXPECT_TRUE(md1->members[2].write_mostly);
    EXPECT_FALSE(md1->sync.has_value());
}

TEST(Mdstat, PendingCheckReshapeAndInactive)
{
    const Mdstat mdstat = parseMdstat(fixture("mdstat/resync_pending_check.txt"));
    const auto* md2 = mdstat.find("md2");
    EXPECT_TRUE(md2->read_only);
    EXPECT_EQ(md2->level, "raid6");
    EXPECT_EQ(md2->sync_waiting, "resync=PENDING");
    EXPECT_FALSE(md2->sync.has_value());
    EXPECT_EQ(mdstat.find("md3")->sync->action, "check");
    EXPECT_DOUBLE_EQ(mdstat.find("md3")->sync->percent, 8.1);
    EXPECT_EQ(mdstat.find("md4")->sync->action, "reshape");
    const auto* md5 = mdstat.find("md5");
    EXPECT_FALSE(md5->active);
    EXPECT_EQ(md5->members.size(), 2U);
    EXPECT_EQ(mdstat.unused, (std::vector<std::string>{"loop6", "loop7"}));
}

TEST(Mdstat, AutoReadOnlyAndFrozenReshapeContainerSpelling)
{
    const Mdstat ro = parseMdstat(fixture("mdstat/imsm_auto_read_only.txt"));
    EXPECT_TRUE(ro.find("md125")->auto_read_only);
    EXPECT_EQ(ro.find("md126")->containerName(), "md127");
    const Mdstat frozen = parseMdstat(fixture("mdstat/imsm_reshape_frozen.txt"));
    EXPECT_EQ(frozen.find("md126")->containerName(), "md127"); // external:-md127/0
    EXPECT_EQ(frozen.find("md126")->level, "raid4");
}

TEST(Mdstat, ResyncWithBitmap)
{
    const Mdstat mdstat = parseMdstat(fixture("mdstat/raid1_resync_bitmap.txt"));
    const auto* md0 = mdstat.find("md0");
    EXPECT_EQ(md0->sync->action, "resync");
    EXPECT_EQ(md0->super, "1.0");
    EXPECT_EQ(md0->blocks_kib, 8387520U);
}

TEST(Mdstat, EmptyAndNoArrays)
{
    EXPECT_TRUE(parseMdstat("").arrays.empty());
    const Mdstat mdstat = parseMdstat(fixture("mdstat/no_arrays.txt"));
    EXPECT_TRUE(mdstat.arrays.empty());
    EXPECT_TRUE(mdstat.personalities.empty());
}

TEST(Mdstat, MalformedInputNamesLineAndContent)
{
    try {
        parseMdstat(fixture("malformed_mdstat_percent.txt"));
        FAIL() << "no ParseError";
    } catch (const ParseError& error) {
        EXPECT_EQ(error.line(), 4U);
        EXPECT_NE(std::string(error.what()).find("1x7.3%"), std::string::npos) << error.what();
        EXPECT_NE(std::string(error.what()).find("/proc/mdstat: line 4"), std::string::npos)
            << error.what();
    }
    try {
        parseMdstat(fixture("malformed_mdstat_orphan.txt"));
        FAIL() << "no ParseError";
    } catch (const ParseError& error) {
        EXPECT_EQ(error.line(), 2U);
    }
    EXPECT_THROW(parseMdstat("md0 : running raid1 sda[0]\n"), ParseError);
    EXPECT_THROW(parseMdstat("md0 : active raid1 sda[x]\n"), ParseError);
    EXPECT_THROW(parseMdstat("md0 : active raid1 sda[0](Q)\n"), ParseError);
    EXPECT_THROW(parseMdstat("garbage\n"), ParseError);
}

TEST(Mdstat, ControlBytesAreEscapedInTheMessage)
{
    try {
        parseMdstat(std::string("x\x1b[2J\n"));
        FAIL();
    } catch (const ParseError& error) {
        EXPECT_NE(std::string(error.what()).find("\\x1b"), std::string::npos) << error.what();
    }
}
