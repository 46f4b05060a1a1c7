// The argv of every LVM raid operation, exactly as it will run.
#include <gtest/gtest.h>

#include "core/raid/array_backend.h"
#include "core/raid/lvm/lvm_steps.h"

using namespace am::raid;
using Argv = std::vector<std::string>;

namespace {

Plan plan(Level level, std::size_t members)
{
    Plan p;
    p.backend = Backend::Lvm;
    p.level = level;
    p.name = "bench";
    for (std::size_t i = 0; i < members; ++i)
        p.members.push_back("/dev/vd" + std::string(1, static_cast<char>('b' + i)));
    return p;
}

ArrayStatus array(std::vector<std::string> members)
{
    ArrayStatus a;
    a.backend = Backend::Lvm;
    a.name = "bench/bench";
    a.path = "/dev/bench/bench";
    for (std::size_t i = 0; i < members.size(); ++i) {
        MemberStatus member;
        member.name = members[i].empty() ? "[unknown]" : members[i].substr(5);
        member.path = members[i];
        member.slot = static_cast<std::uint32_t>(i);
        member.role = members[i].empty() ? "faulty" : "active";
        a.members.push_back(member);
    }
    return a;
}

Argv lvcreate(const Plan& p) { return lvmCreateSteps(p).back().argv; }

std::vector<Argv> argvs(const std::vector<Step>& steps)
{
    std::vector<Argv> all;
    for (const auto& step : steps) all.push_back(step.argv);
    return all;
}

const ArrayBackend& lvm() { return arrayBackend(Backend::Lvm); }

} // namespace

TEST(LvmSteps, CreateLabelsEachMemberThenTheGroupThenOneRaidVolume)
{
    const auto steps = lvmCreateSteps(plan(Level::Raid5, 3));
    EXPECT_EQ(argvs(steps),
              (std::vector<Argv>{{"pvcreate", "/dev/vdb"},
                                 {"pvcreate", "/dev/vdc"},
                                 {"pvcreate", "/dev/vdd"},
                                 {"vgcreate", "bench", "/dev/vdb", "/dev/vdc", "/dev/vdd"},
                                 {"lvcreate", "--yes", "--type", "raid5", "--stripes", "2",
                                  "--extents", "100%FREE", "--name", "bench", "bench"}}));
    for (const auto& step : steps) {
        EXPECT_FALSE(step.purpose.empty()) << step.argv[0];
        EXPECT_EQ(step.kind, Step::Kind::Run);
    }
}

TEST(LvmSteps, EachLevelCountsStripesAndMirrorsTheWayLvm2Does)
{
    const Argv tail{"--extents", "100%FREE", "--name", "bench", "bench"};
    const auto expect = [&](Level level, std::size_t members, Argv geometry) {
        Argv full{"lvcreate", "--yes"};
        full.insert(full.end(), geometry.begin(), geometry.end());
        full.insert(full.end(), tail.begin(), tail.end());
        EXPECT_EQ(lvcreate(plan(level, members)), full) << toString(level) << " x" << members;
    };
    expect(Level::Raid0, 3, {"--type", "raid0", "--stripes", "3"});
    expect(Level::Raid1, 2, {"--type", "raid1", "--mirrors", "1"});
    expect(Level::Raid1, 3, {"--type", "raid1", "--mirrors", "2"});
    expect(Level::Raid5, 4, {"--type", "raid5", "--stripes", "3"});
    expect(Level::Raid6, 5, {"--type", "raid6", "--stripes", "3"});
    expect(Level::Raid10, 4, {"--type", "raid10", "--stripes", "2", "--mirrors", "1"});
    expect(Level::Raid10, 6, {"--type", "raid10", "--stripes", "3", "--mirrors", "1"});
}

TEST(LvmSteps, ChunkBecomesStripesizeInKibForStripedLevelsOnly)
{
    Plan striped = plan(Level::Raid0, 2);
    striped.chunk_bytes = 128 * 1024;
    EXPECT_EQ(lvcreate(striped),
              (Argv{"lvcreate", "--yes", "--type", "raid0", "--stripes", "2", "--stripesize",
                    "128k", "--extents", "100%FREE", "--name", "bench", "bench"}));
    Plan ten = plan(Level::Raid10, 4);
    ten.chunk_bytes = 512 * 1024;
    EXPECT_EQ(
        lvmLevelArguments(ten.level, 4, ten.chunk_bytes),
        (Argv{"--type", "raid10", "--stripes", "2", "--mirrors", "1", "--stripesize", "512k"}));
    // raid1 has no stripes: a chunk must not reach lvcreate (validation refuses it anyway).
    EXPECT_EQ(lvmLevelArguments(Level::Raid1, 2, 64 * 1024),
              (Argv{"--type", "raid1", "--mirrors", "1"}));
    EXPECT_THROW(lvmLevelArguments(Level::Raid1c3, 3, std::nullopt), std::invalid_argument);
}

TEST(LvmSteps, ReplaceOntoAGivenDeviceMakesItAPvOfTheGroupFirst)
{
    EXPECT_EQ(argvs(lvm().memberSteps(array({"/dev/vdb", "/dev/vdc"}), MemberAction::Replace,
                                      "/dev/vdc", std::string("/dev/vdd"))),
              (std::vector<Argv>{
                  {"pvcreate", "/dev/vdd"},
                  {"vgextend", "bench", "/dev/vdd"},
                  {"lvconvert", "--yes", "--replace", "/dev/vdc", "bench/bench", "/dev/vdd"},
                  {"vgreduce", "bench", "/dev/vdc"},
                  {"pvremove", "--yes", "/dev/vdc"}}));
    EXPECT_EQ(argvs(lvm().memberSteps(array({"/dev/vdb", "/dev/vdc"}), MemberAction::Replace,
                                      "/dev/vdc", std::nullopt)),
              (std::vector<Argv>{{"lvconvert", "--yes", "--replace", "/dev/vdc", "bench/bench"},
                                 {"vgreduce", "bench", "/dev/vdc"},
                                 {"pvremove", "--yes", "/dev/vdc"}}));
}

TEST(LvmSteps, RepairRebuildsOntoTheNewDeviceOrFreeSpace)
{
    EXPECT_EQ(argvs(lvm().memberSteps(array({"/dev/vdb", ""}), MemberAction::Repair, "/dev/vde",
                                      std::nullopt)),
              (std::vector<Argv>{{"pvcreate", "/dev/vde"},
                                 {"vgextend", "bench", "/dev/vde"},
                                 {"lvconvert", "--yes", "--repair", "bench/bench", "/dev/vde"}}));
    EXPECT_EQ(argvs(lvmRepairSteps({"bench", "bench"}, "")),
              (std::vector<Argv>{{"lvconvert", "--yes", "--repair", "bench/bench"}}));
    EXPECT_THROW(lvm().memberSteps(array({"/dev/vdb"}), MemberAction::Repair, "/dev/vde",
                                   std::string("/dev/vdf")),
                 std::invalid_argument);
}

TEST(LvmSteps, ActionsTheTableDoesNotOfferAreRefusedByName)
{
    for (MemberAction action :
         {MemberAction::Fail, MemberAction::Remove, MemberAction::Add, MemberAction::ReAdd}) {
        try {
            lvm().memberSteps(array({"/dev/vdb", "/dev/vdc"}), action, "/dev/vdc", std::nullopt);
            ADD_FAILURE() << memberActionName(action) << " gave steps";
        } catch (const std::invalid_argument& error) {
            EXPECT_NE(std::string(error.what()).find(memberActionName(action)), std::string::npos)
                << error.what();
            EXPECT_NE(std::string(error.what()).find("lvm"), std::string::npos) << error.what();
        }
    }
}

TEST(LvmSteps, ScrubIsLvchangeSyncactionAndIdleIsRefused)
{
    const auto a = array({"/dev/vdb", "/dev/vdc"});
    EXPECT_EQ(lvm().scrubSteps(a, ScrubAction::Check, {})[0].argv,
              (Argv{"lvchange", "--syncaction", "check", "bench/bench"}));
    EXPECT_EQ(lvm().scrubSteps(a, ScrubAction::Repair, {})[0].argv,
              (Argv{"lvchange", "--syncaction", "repair", "bench/bench"}));
    try {
        lvm().scrubSteps(a, ScrubAction::Idle, {});
        ADD_FAILURE() << "idle gave a step";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("cannot stop"), std::string::npos) << error.what();
    }
}

TEST(LvmSteps, StopDeactivatesTheVolumeThenTheGroup)
{
    EXPECT_EQ(argvs(lvm().stopSteps(array({"/dev/vdb"}))),
              (std::vector<Argv>{{"lvchange", "--activate", "n", "bench/bench"},
                                 {"vgchange", "--activate", "n", "bench"}}));
}

TEST(LvmSteps, DeleteRemovesVolumeGroupLabelsAndChecksNothingIsLeft)
{
    const auto a = array({"/dev/vdb", "/dev/vdc"});
    const auto steps = lvm().deleteSteps(a, {a});
    EXPECT_EQ(argvs(steps), (std::vector<Argv>{{"lvremove", "--yes", "bench/bench"},
                                               {"vgremove", "--yes", "bench"},
                                               {"pvremove", "--yes", "/dev/vdb"},
                                               {"pvremove", "--yes", "/dev/vdc"},
                                               {"wipefs", "--all", "/dev/vdb"},
                                               {"wipefs", "--all", "/dev/vdc"},
                                               {"blkid", "-p", "/dev/vdb"},
                                               {"blkid", "-p", "/dev/vdc"}}));
    for (std::size_t i = 0; i < steps.size(); ++i)
        EXPECT_EQ(steps[i].expect_nothing_found, i >= 6) << steps[i].argv[0];
    EXPECT_EQ(lvm().deleteMembers(a, {a}), (std::vector<std::string>{"/dev/vdb", "/dev/vdc"}));
    EXPECT_EQ(lvm().measureTarget(a), "/dev/bench/bench");
}

TEST(LvmSteps, DeleteOfADegradedVolumeDropsTheMissingPvAndLeavesItAlone)
{
    const auto a = array({"/dev/vdb", ""});
    const auto steps = argvs(lvm().deleteSteps(a, {a}));
    ASSERT_GE(steps.size(), 3u);
    EXPECT_EQ(steps[1], (Argv{"vgreduce", "--removemissing", "bench"}));
    EXPECT_EQ(lvm().deleteMembers(a, {a}), (std::vector<std::string>{"/dev/vdb"}));
    for (const auto& argv : steps) EXPECT_NE(argv.back(), "") << argv[0];
}

TEST(LvmSteps, DeleteRefusesAGroupThatHoldsOtherVolumes)
{
    auto a = array({"/dev/vdb", "/dev/vdc"});
    a.other_volumes = {"bench/scratch"};
    try {
        lvm().deleteSteps(a, {a});
        ADD_FAILURE() << "delete gave steps that would destroy bench/scratch";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("bench/scratch"), std::string::npos)
            << error.what();
    }
}

TEST(LvmSteps, AnArrayNameThatIsNotVgSlashLvIsRefused)
{
    auto a = array({"/dev/vdb"});
    for (const char* name : {"md127", "/bench", "bench/", "a/b/c"}) {
        a.name = name;
        EXPECT_THROW(lvm().stopSteps(a), std::invalid_argument) << name;
    }
}
