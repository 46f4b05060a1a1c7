// The LVM backend's own plan rules, its last checks before a create, and the undo of a
// create that failed half way.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "core/raid/array_backend.h"
#include "core/raid/lvm/lvm_create.h"
#include "core/raid/lvm/lvm_plan_rules.h"
#include "core/raid/lvm/lvm_steps.h"
#include "fake_runner.h"

using namespace am::raid;
namespace fs = std::filesystem;
using Argv = std::vector<std::string>;

namespace {

Plan plan(Level level, std::size_t members, std::string name = "bench")
{
    Plan p;
    p.backend = Backend::Lvm;
    p.level = level;
    p.name = std::move(name);
    for (std::size_t i = 0; i < members; ++i)
        p.members.push_back("/dev/vd" + std::string(1, static_cast<char>('b' + i)));
    return p;
}

std::vector<std::string> rules(const Plan& p)
{
    Validation result;
    arrayBackend(Backend::Lvm).checkPlan(p, {}, result);
    std::vector<std::string> found;
    for (const auto& finding : result.problems) {
        found.push_back(finding.rule);
        EXPECT_FALSE(finding.subject.empty()) << finding.rule;
    }
    return found;
}

std::string messages(const Plan& p)
{
    Validation result;
    addLvmFindings(p, result);
    std::string all;
    for (const auto& finding : result.problems) all += finding.message + "\n";
    return all;
}

// A machine tree in a fresh temporary directory, removed again even when a test fails.
class Machine {
public:
    Machine()
    {
        root_ = fs::temp_directory_path() /
                ("arraymark-lvm-" + std::to_string(::getpid()) + "-" + std::to_string(counter_++));
        fs::create_directories(root_ / "sys" / "module");
        fs::create_directories(root_ / "proc" / "sys" / "kernel");
        fs::create_directories(root_ / "dev");
        fs::create_directories(root_ / "sbin");
        fs::create_directories(root_ / "lib" / "modules");
        std::ofstream(root_ / "proc" / "sys" / "kernel" / "osrelease") << "6.1.0-test\n";
    }
    ~Machine()
    {
        std::error_code ignored;
        fs::remove_all(root_, ignored);
    }
    void installLvm()
    {
        const fs::path tool = root_ / "sbin" / "lvm";
        std::ofstream(tool) << "#!/bin/sh\n";
        fs::permissions(tool, fs::perms::owner_all);
    }
    void loadDmRaid() { fs::create_directories(root_ / "sys" / "module" / "dm_raid"); }
    void makeDev(const std::string& name) { fs::create_directories(root_ / "dev" / name); }

    am::drives::SystemRoots roots() const { return {root_ / "sys", root_ / "proc", root_ / "dev"}; }
    AvailabilityRoots availability() const
    {
        AvailabilityRoots a;
        a.sysfs = root_ / "sys";
        a.procfs = root_ / "proc";
        a.modules = root_ / "lib" / "modules";
        a.path = {root_ / "sbin"};
        return a;
    }

private:
    static inline int counter_ = 0;
    fs::path root_;
};

const Argv kVgsBench{"vgs", "--noheadings", "--options", "vg_name", "bench"};

StepOutcome ran(Argv argv, bool ok)
{
    StepOutcome outcome;
    outcome.step.argv = std::move(argv);
    outcome.ok = ok;
    return outcome;
}

} // namespace

TEST(LvmPlan, MemberCountsLvm2Needs)
{
    EXPECT_TRUE(rules(plan(Level::Raid10, 4)).empty());
    EXPECT_TRUE(rules(plan(Level::Raid10, 6)).empty());
    EXPECT_EQ(rules(plan(Level::Raid10, 5)), (std::vector<std::string>{"lvm_raid10_members"}));
    EXPECT_EQ(rules(plan(Level::Raid10, 2)), (std::vector<std::string>{"lvm_raid10_members"}));
    EXPECT_NE(messages(plan(Level::Raid10, 5)).find("got 5"), std::string::npos);
    EXPECT_TRUE(rules(plan(Level::Raid6, 5)).empty());
    EXPECT_EQ(rules(plan(Level::Raid6, 4)), (std::vector<std::string>{"lvm_min_members"}));
    EXPECT_NE(messages(plan(Level::Raid6, 4)).find("3 stripes + 2 parity"), std::string::npos);
    EXPECT_TRUE(rules(plan(Level::Raid5, 3)).empty());
    EXPECT_TRUE(rules(plan(Level::Raid0, 2)).empty());
    EXPECT_TRUE(rules(plan(Level::Raid1, 2)).empty());
    // Below the shared minimum the shared rule speaks; the backend does not say it twice.
    EXPECT_TRUE(rules(plan(Level::Raid5, 2)).empty());
}

TEST(LvmPlan, NamesLvm2Refuses)
{
    EXPECT_TRUE(rules(plan(Level::Raid1, 2, "data-1.x_y")).empty());
    EXPECT_EQ(rules(plan(Level::Raid1, 2, "-data")), (std::vector<std::string>{"lvm_name"}));
    EXPECT_EQ(rules(plan(Level::Raid1, 2, "snapshot1")), (std::vector<std::string>{"lvm_name"}));
    EXPECT_EQ(rules(plan(Level::Raid1, 2, "pvmove")), (std::vector<std::string>{"lvm_name"}));
    EXPECT_EQ(rules(plan(Level::Raid1, 2, "a_rimage_b")), (std::vector<std::string>{"lvm_name"}));
    EXPECT_EQ(rules(plan(Level::Raid1, 2, "x_pmspare")), (std::vector<std::string>{"lvm_name"}));
    const std::string why = messages(plan(Level::Raid1, 2, "snapshot1"));
    EXPECT_NE(why.find("\"snapshot1\""), std::string::npos) << why;
    EXPECT_NE(why.find("reserves"), std::string::npos) << why;
    // "snap" alone is no reserved word.
    EXPECT_TRUE(rules(plan(Level::Raid1, 2, "snap")).empty());
}

TEST(LvmRefusals, MissingToolOrModuleIsBackendUnavailable)
{
    Machine machine;
    am::test::FakeRunner runner;
    auto refused =
        lvmCreateRefusals(plan(Level::Raid1, 2), machine.roots(), machine.availability(), runner);
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_EQ(refused[0].rule, "backend_unavailable");
    EXPECT_NE(refused[0].message.find("lvm2"), std::string::npos) << refused[0].message;

    machine.installLvm();
    refused =
        lvmCreateRefusals(plan(Level::Raid1, 2), machine.roots(), machine.availability(), runner);
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_EQ(refused[0].rule, "backend_unavailable");
    EXPECT_NE(refused[0].message.find("dm_raid"), std::string::npos) << refused[0].message;
    EXPECT_TRUE(runner.calls.empty()) << "nothing runs without lvm";
}

TEST(LvmRefusals, AFreeNameWithLvmAndDmRaidPasses)
{
    Machine machine;
    machine.installLvm();
    machine.loadDmRaid();
    am::test::FakeRunner runner;
    runner.expect(kVgsBench, 5, "", "  Volume group \"bench\" not found");
    EXPECT_TRUE(
        lvmCreateRefusals(plan(Level::Raid1, 2), machine.roots(), machine.availability(), runner)
            .empty());
    EXPECT_EQ(runner.calls, (std::vector<Argv>{kVgsBench}));
}

TEST(LvmRefusals, AnExistingGroupActiveOrNotIsArrayExists)
{
    Machine machine;
    machine.installLvm();
    machine.loadDmRaid();
    am::test::FakeRunner inactive;
    inactive.expect(kVgsBench, 0, "  bench\n");
    auto refused =
        lvmCreateRefusals(plan(Level::Raid1, 2), machine.roots(), machine.availability(), inactive);
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_EQ(refused[0].rule, "array_exists");
    EXPECT_NE(refused[0].message.find("\"bench\""), std::string::npos);

    machine.makeDev("bench");
    am::test::FakeRunner active;
    refused =
        lvmCreateRefusals(plan(Level::Raid1, 2), machine.roots(), machine.availability(), active);
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_EQ(refused[0].rule, "array_exists");
    EXPECT_NE(refused[0].subject.find("dev/bench"), std::string::npos) << refused[0].subject;
}

TEST(LvmRollback, NothingChangedMeansNothingToUndo)
{
    am::test::FakeRunner runner;
    const Plan p = plan(Level::Raid1, 2);
    EXPECT_EQ(lvmRollBack(p, {}, runner), std::nullopt);
    EXPECT_EQ(lvmRollBack(p, {{ran({"pvcreate", "/dev/vdb"}, false)}, false}, runner),
              std::nullopt);
    EXPECT_TRUE(runner.calls.empty());
}

TEST(LvmRollback, UndoesWhatRanAndKeepsGoingPastAFailure)
{
    const Plan p = plan(Level::Raid1, 2);
    const ExecutionReport failed{{ran({"pvcreate", "/dev/vdb"}, true),
                                  ran({"pvcreate", "/dev/vdc"}, true),
                                  ran({"vgcreate", "bench", "/dev/vdb", "/dev/vdc"}, true),
                                  ran({"lvcreate", "--yes"}, false)},
                                 false};
    am::test::FakeRunner runner;
    runner.expect({"vgremove", "--yes", "--force", "bench"}, 0);
    runner.expect({"pvremove", "--yes", "--force", "/dev/vdb"}, 5, "", "  pvremove failed");
    runner.expect({"pvremove", "--yes", "--force", "/dev/vdc"}, 0);
    runner.expect({"wipefs", "--all", "/dev/vdb"}, 0);
    runner.expect({"wipefs", "--all", "/dev/vdc"}, 0);
    const auto rollback = lvmRollBack(p, failed, runner);
    ASSERT_TRUE(rollback.has_value());
    EXPECT_EQ(runner.calls, (std::vector<Argv>{{"vgremove", "--yes", "--force", "bench"},
                                               {"pvremove", "--yes", "--force", "/dev/vdb"},
                                               {"pvremove", "--yes", "--force", "/dev/vdc"},
                                               {"wipefs", "--all", "/dev/vdb"},
                                               {"wipefs", "--all", "/dev/vdc"}}));
    EXPECT_EQ(rollback->target, "bench");
    EXPECT_EQ(rollback->wiped, (std::vector<std::string>{"/dev/vdb", "/dev/vdc"}));
    EXPECT_EQ(rollback->report.outcomes.size(), 5u);
    EXPECT_FALSE(rollback->ok());
    EXPECT_NE(rollback->error.find("pvremove"), std::string::npos) << rollback->error;
}

TEST(LvmRollback, OnlyLabelledDevicesAreTouchedWhenTheGroupWasNeverMade)
{
    const Plan p = plan(Level::Raid1, 2);
    const ExecutionReport failed{
        {ran({"pvcreate", "/dev/vdb"}, true), ran({"pvcreate", "/dev/vdc"}, false)}, false};
    am::test::FakeRunner runner;
    runner.expect({"pvremove", "--yes", "--force", "/dev/vdb"}, 0);
    runner.expect({"wipefs", "--all", "/dev/vdb"}, 0);
    const auto rollback = arrayBackend(Backend::Lvm).rollBack(p, failed, {}, runner);
    ASSERT_TRUE(rollback.has_value());
    EXPECT_TRUE(rollback->ok()) << rollback->error;
    EXPECT_EQ(runner.calls, (std::vector<Argv>{{"pvremove", "--yes", "--force", "/dev/vdb"},
                                               {"wipefs", "--all", "/dev/vdb"}}));
}
