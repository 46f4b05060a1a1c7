#include <gtest/gtest.h>

#include "core/raid/mdadm_export.h"
#include "core/raid/types.h"
#include "fake_runner.h"

using namespace am::raid;
using am::test::fixture;

TEST(DetailExport, OldEvSpellingWithSpare)
{
    const auto detail = parseDetailExport(fixture("detail/raid5_dm_spare_ev.txt"));
    EXPECT_EQ(detail.level, "raid5");
    EXPECT_EQ(detail.devices, 3U);
    EXPECT_EQ(detail.metadata, "1.2");
    EXPECT_EQ(detail.uuid, "7fe1895e:34dcb6dc:d1bcbb9c:f3e05134");
    ASSERT_EQ(detail.members.size(), 4U);
    EXPECT_EQ(detail.members[0].key, "ev_dm_5");
    EXPECT_EQ(detail.members[0].dev, "/dev/dm-5");
    EXPECT_EQ(detail.members[0].role, "spare");
    EXPECT_FALSE(detail.members[0].slot.has_value());
    EXPECT_EQ(detail.members[3].slot, 0U);
}

TEST(DetailExport, CurrentSpellingAndFaultyRole)
{
    const auto detail = parseDetailExport(fixture("detail/raid1_current_spelling.txt"));
    ASSERT_EQ(detail.members.size(), 3U);
    EXPECT_EQ(detail.members[1].key, "dev_vdc");
    EXPECT_EQ(detail.members[1].role, "faulty");
    EXPECT_EQ(detail.devname, "data");
    EXPECT_EQ(detail.name, "arraymark-vm:data");
}

TEST(DetailExport, ImsmVolumeNamesItsContainer)
{
    const auto detail = parseDetailExport(fixture("detail/imsm_volume_raid1.txt"));
    EXPECT_EQ(detail.container, "/dev/md/imsm");
    EXPECT_EQ(detail.member, "0");
    EXPECT_TRUE(detail.metadata.empty());
    EXPECT_EQ(detail.devname, "Volume0");
    const auto container = parseDetailExport(fixture("detail/container_imsm.txt"));
    EXPECT_EQ(container.level, "container");
    EXPECT_EQ(container.metadata, "imsm");
}

TEST(DetailExport, InactiveArrayHasNoLevel)
{
    const auto detail = parseDetailExport(fixture("detail/inactive_no_level.txt"));
    EXPECT_TRUE(detail.level.empty());
    EXPECT_EQ(detail.devices, 2U);
    EXPECT_EQ(detail.members.size(), 2U);
}

TEST(DetailExport, RaidTenPartitions)
{
    const auto detail = parseDetailExport(fixture("detail/raid10_partitions_ev.txt"));
    EXPECT_EQ(detail.members.size(), 5U);
    EXPECT_EQ(detail.members[3].dev, "/dev/sdc3");
}

TEST(DetailExport, MalformedLinesThrowWithLineNumber)
{
    try {
        parseDetailExport("MD_LEVEL=raid1\nthis is not export\n");
        FAIL();
    } catch (const ParseError& error) {
        EXPECT_EQ(error.line(), 2U);
        EXPECT_NE(std::string(error.what()).find("this is not export"), std::string::npos);
    }
    EXPECT_THROW(parseDetailExport("MD_LEVEL=raid1\nMD_DEVICES=two\n"), ParseError);
    EXPECT_THROW(parseDetailExport("MD_DEVICE__ROLE=1\n"), ParseError);
    EXPECT_THROW(parseDetailExport("=x\n"), ParseError);
}

TEST(ExamineExport, NativeMember)
{
    const auto examine = parseExamineExport(fixture("examine/native_member.txt"));
    EXPECT_EQ(examine.level, "raid1");
    EXPECT_EQ(examine.devices, 2U);
    EXPECT_EQ(examine.uuid, "35dd06d4:b4e9e248:9262c3ad:02b61654");
    EXPECT_EQ(examine.events, 19U);
    EXPECT_EQ(examine.values.at("MD_ARRAY_SIZE"), "1070.60MB");
}

TEST(ExamineExport, NoSuperblockIsRecognised)
{
    const std::string err =
        fixture("examine/no_superblock.stderr"); // recorded from mdadm 4.2 on a plain file
    EXPECT_TRUE(examineFoundNoSuperblock(1, err));
    EXPECT_FALSE(examineFoundNoSuperblock(0, err));
    EXPECT_FALSE(
        examineFoundNoSuperblock(1, "mdadm: cannot open /dev/sdx: No such file or directory"));
}
