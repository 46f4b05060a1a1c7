#include <gtest/gtest.h>

#include "core/raid/steps.h"

using namespace am::raid;
using Argv = std::vector<std::string>;

namespace {
Plan plan(Level level, std::vector<std::string> members)
{
    Plan p;
    p.level = level;
    p.members = std::move(members);
    p.name = "data";
    return p;
}
} // namespace

TEST(CreateSteps, NativeLevelsGiveExactArgv)
{
    EXPECT_EQ(createSteps(plan(Level::Raid0, {"/dev/sda", "/dev/sdb"}))[0].argv,
              (Argv{"mdadm", "--create", "/dev/md/data", "--run", "--level=raid0",
                    "--raid-devices=2", "--metadata=1.2", "--chunk=512", "/dev/sda", "/dev/sdb"}));
    EXPECT_EQ(
        createSteps(plan(Level::Raid1, {"/dev/sda", "/dev/sdb"}))[0].argv,
        (Argv{"mdadm", "--create", "/dev/md/data", "--run", "--level=raid1", "--raid-devices=2",
              "--metadata=1.2", "--bitmap=internal", "/dev/sda", "/dev/sdb"}));
    Plan five = plan(Level::Raid5, {"/dev/sda", "/dev/sdb", "/dev/sdc", "/dev/sdd"});
    five.spares = {"/dev/sdd"};
    five.members.pop_back();
    five.chunk_bytes = 64 * 1024;
    EXPECT_EQ(createSteps(five)[0].argv,
              (Argv{"mdadm", "--create", "/dev/md/data", "--run", "--level=raid5",
                    "--raid-devices=3", "--spare-devices=1", "--metadata=1.2", "--bitmap=internal",
                    "--chunk=64", "/dev/sda", "/dev/sdb", "/dev/sdc", "/dev/sdd"}));
    Plan six = plan(Level::Raid6, {"/dev/sda", "/dev/sdb", "/dev/sdc", "/dev/sdd"});
    six.metadata = Metadata::V1_0;
    six.bitmap = Bitmap::None;
    six.size_bytes = 1024ULL * 1024 * 1024;
    six.assume_clean = true;
    EXPECT_EQ(
        createSteps(six)[0].argv,
        (Argv{"mdadm", "--create", "/dev/md/data", "--run", "--level=raid6", "--raid-devices=4",
              "--metadata=1.0", "--bitmap=none", "--chunk=512", "--size=1048576", "--assume-clean",
              "/dev/sda", "/dev/sdb", "/dev/sdc", "/dev/sdd"}));
    Plan ten = plan(Level::Raid10, {"/dev/sda", "/dev/sdb", "/dev/sdc"});
    ten.layout = Raid10Layout::Far2;
    EXPECT_EQ(createSteps(ten)[0].argv,
              (Argv{"mdadm", "--create", "/dev/md/data", "--run", "--level=raid10",
                    "--raid-devices=3", "--metadata=1.2", "--bitmap=internal", "--chunk=512",
                    "--layout=f2", "/dev/sda", "/dev/sdb", "/dev/sdc"}));
}

TEST(CreateSteps, ImsmContainerThenVolumesThenSpares)
{
    Plan p = plan(Level::Raid5, {"/dev/nvme0n1", "/dev/nvme1n1", "/dev/nvme2n1"});
    p.metadata = Metadata::Imsm;
    p.spares = {"/dev/nvme3n1"};
    p.size_bytes = 100ULL << 30;
    p.second_volume = SecondVolume{Level::Raid0, "scratch", 64 * 1024};
    const auto steps = createSteps(p);
    ASSERT_EQ(steps.size(), 4U);
    EXPECT_EQ(steps[0].argv,
              (Argv{"mdadm", "--create", "/dev/md/imsm0", "--run", "--metadata=imsm",
                    "--raid-devices=3", "/dev/nvme0n1", "/dev/nvme1n1", "/dev/nvme2n1"}));
    EXPECT_EQ(steps[1].argv,
              (Argv{"mdadm", "--create", "/dev/md/data", "--run", "--level=raid5",
                    "--raid-devices=3", "--chunk=128", "--size=104857600", "/dev/md/imsm0"}));
    EXPECT_EQ(steps[2].argv, (Argv{"mdadm", "--create", "/dev/md/scratch", "--run", "--level=raid0",
                                   "--raid-devices=3", "--chunk=64", "/dev/md/imsm0"}));
    EXPECT_EQ(steps[3].argv, (Argv{"mdadm", "--manage", "/dev/md/imsm0", "--add", "/dev/nvme3n1"}));
    Plan mirror = plan(Level::Raid1, {"/dev/sda", "/dev/sdb"});
    mirror.metadata = Metadata::Imsm;
    EXPECT_EQ(createSteps(mirror)[1].argv,
              (Argv{"mdadm", "--create", "/dev/md/data", "--run", "--level=raid1",
                    "--raid-devices=2", "/dev/md/imsm0"}));
}

TEST(ManageSteps, ExactArgv)
{
    EXPECT_EQ(stopStep("/dev/md/data").argv, (Argv{"mdadm", "--stop", "/dev/md/data"}));
    EXPECT_EQ(assembleStep(std::nullopt, std::nullopt).argv,
              (Argv{"mdadm", "--assemble", "--scan"}));
    EXPECT_EQ(assembleStep(std::string("/dev/md/data"),
                           std::string("35dd06d4:b4e9e248:9262c3ad:02b61654"))
                  .argv,
              (Argv{"mdadm", "--assemble", "/dev/md/data",
                    "--uuid=35dd06d4:b4e9e248:9262c3ad:02b61654"}));
    EXPECT_EQ(memberStep("/dev/md/data", MemberAction::Fail, "/dev/sdb").argv,
              (Argv{"mdadm", "--manage", "/dev/md/data", "--fail", "/dev/sdb"}));
    EXPECT_EQ(memberStep("/dev/md/data", MemberAction::Remove, "/dev/sdb").argv,
              (Argv{"mdadm", "--manage", "/dev/md/data", "--remove", "/dev/sdb"}));
    EXPECT_EQ(memberStep("/dev/md/data", MemberAction::ReAdd, "/dev/sdb").argv,
              (Argv{"mdadm", "--manage", "/dev/md/data", "--re-add", "/dev/sdb"}));
    EXPECT_EQ(
        memberStep("/dev/md/data", MemberAction::Replace, "/dev/sdb", std::string("/dev/sdc")).argv,
        (Argv{"mdadm", "--manage", "/dev/md/data", "--replace", "/dev/sdb", "--with", "/dev/sdc"}));
    const auto grow = growBySpareSteps("/dev/md/data", "/dev/sdd", 4);
    ASSERT_EQ(grow.size(), 2U);
    EXPECT_EQ(grow[0].argv, (Argv{"mdadm", "--manage", "/dev/md/data", "--add", "/dev/sdd"}));
    EXPECT_EQ(grow[1].argv, (Argv{"mdadm", "--grow", "/dev/md/data", "--raid-devices=4"}));
    EXPECT_EQ(detailBriefStep("/dev/md/data").argv,
              (Argv{"mdadm", "--detail", "--brief", "/dev/md/data"}));
}

TEST(DeleteSteps, StopZeroWipeThenCheck)
{
    const auto steps = deleteSteps({"/dev/md126", "/dev/md127"}, {"/dev/sda", "/dev/sdb"});
    std::vector<Argv> argvs;
    for (const auto& step : steps) argvs.push_back(step.argv);
    EXPECT_EQ(argvs, (std::vector<Argv>{{"mdadm", "--stop", "/dev/md126"},
                                        {"mdadm", "--stop", "/dev/md127"},
                                        {"mdadm", "--zero-superblock", "/dev/sda"},
                                        {"mdadm", "--zero-superblock", "/dev/sdb"},
                                        {"wipefs", "--all", "/dev/sda"},
                                        {"wipefs", "--all", "/dev/sdb"},
                                        {"mdadm", "--examine", "/dev/sda"},
                                        {"mdadm", "--examine", "/dev/sdb"}}));
    EXPECT_TRUE(steps[6].expect_no_superblock);
    EXPECT_FALSE(steps[2].expect_no_superblock);
}

TEST(ScrubStep, WritesSyncAction)
{
    const auto step = scrubStep({"/sys", "/proc", "/dev"}, "md0", ScrubAction::Check);
    EXPECT_EQ(step.kind, Step::Kind::WriteAttribute);
    EXPECT_EQ(step.display(), (Argv{"write", "/sys/block/md0/md/sync_action", "check"}));
}
