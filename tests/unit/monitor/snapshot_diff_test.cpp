// Each event of the diff from a pair of snapshots read from the recorded raid1
// recovery trees (tests/data/raid/recovery), or from a copy of one changed the
// way the kernel would change it.

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "core/monitor/snapshot_diff.h"
#include "tests/support/fixture_trees.h"

using namespace am::monitor;
using am::drives::HealthVerdict;
namespace fs = std::filesystem;

namespace {

const std::string kTime = "2026-12-02T08:00:00Z";

fs::path recovery(const std::string& step) { return am::test::kTestData / "raid/recovery" / step; }

Snapshot snapshotOf(const fs::path& root, const std::string& mdadm_conf = {})
{
    SnapshotSources sources;
    sources.roots = am::test::machineRoots(root);
    sources.mdadm_conf.clear();
    if (!mdadm_conf.empty()) sources.mdadm_conf.push_back(mdadm_conf);
    return takeSnapshot(sources);
}

// A writable copy of a recovery step, to change attributes in.
class TreeCopy {
public:
    explicit TreeCopy(const std::string& step)
        : root_(fs::path(::testing::TempDir()) /
                ("monitor-" + step + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name() + "-" +
                 std::to_string(next_copy_++))) // one test may copy the same step twice
    {
        fs::remove_all(root_);
        fs::copy(recovery(step), root_, fs::copy_options::recursive);
    }
    ~TreeCopy() { fs::remove_all(root_); }
    void write(const std::string& relative, const std::string& text) const
    {
        std::ofstream(root_ / "sys/block/md0/md" / relative, std::ios::trunc) << text << "\n";
    }
    const fs::path& root() const { return root_; }

private:
    static inline int next_copy_ = 0;
    fs::path root_;
};

std::vector<std::string> names(const std::vector<Event>& events)
{
    std::vector<std::string> result;
    for (const auto& event : events) result.push_back(event.name);
    return result;
}

const Event& only(const std::vector<Event>& events, const std::string& name)
{
    for (const auto& event : events)
        if (event.name == name) return event;
    throw std::runtime_error("no " + name + " event");
}

} // namespace

TEST(SnapshotDiff, MemberFailingIsFailAndDegradedArray)
{
    const auto events = diffSnapshots(snapshotOf(recovery("00-clean")),
                                      snapshotOf(recovery("01-member-failed")), kTime);
    EXPECT_EQ(names(events), (std::vector<std::string>{"Fail", "DegradedArray"}));
    const Event& fail = only(events, "Fail");
    EXPECT_EQ(fail.array, "md0");
    EXPECT_EQ(fail.device, "vdc");
    EXPECT_EQ(fail.severity, Severity::Critical);
    EXPECT_EQ(fail.time, kTime);
    EXPECT_EQ(fail.message, "vdc failed in md0 (1 of 2 members missing)");
    EXPECT_EQ(only(events, "DegradedArray").message,
              "md0 (raid1) is degraded: 1 of 2 members missing");
}

TEST(SnapshotDiff, RecoveryStartsPassesFortyAndFinishes)
{
    const auto started = diffSnapshots(snapshotOf(recovery("01-member-failed")),
                                       snapshotOf(recovery("02-recovery-started")), kTime);
    EXPECT_EQ(names(started), std::vector<std::string>{"RebuildStarted"});
    EXPECT_EQ(started[0].message, "md0 started a recovery");

    const auto half = diffSnapshots(snapshotOf(recovery("02-recovery-started")),
                                    snapshotOf(recovery("03-recovery-half")), kTime);
    ASSERT_EQ(names(half), std::vector<std::string>{"Rebuild40"}); // 50% passed 20 and 40
    EXPECT_EQ(half[0].message, "md0: recovery at 50%");
    EXPECT_EQ(half[0].severity, Severity::Info);

    const auto done = diffSnapshots(snapshotOf(recovery("03-recovery-half")),
                                    snapshotOf(recovery("04-recovered")), kTime);
    EXPECT_EQ(names(done), (std::vector<std::string>{"SpareActive", "RebuildFinished"}));
    EXPECT_EQ(only(done, "SpareActive").device, "vdd");
    EXPECT_EQ(only(done, "RebuildFinished").message, "md0 finished its recovery");
}

TEST(SnapshotDiff, NothingChangedIsNoEvent)
{
    EXPECT_TRUE(diffSnapshots(snapshotOf(recovery("03-recovery-half")),
                              snapshotOf(recovery("03-recovery-half")), kTime)
                    .empty());
}

TEST(SnapshotDiff, RebuildingSpareFailingIsFailSpare)
{
    const TreeCopy broken("02-recovery-started");
    broken.write("dev-vdd/state", "faulty");
    const auto events = diffSnapshots(snapshotOf(recovery("02-recovery-started")),
                                      snapshotOf(broken.root()), kTime);
    const Event& fail = only(events, "FailSpare");
    EXPECT_EQ(fail.device, "vdd");
    EXPECT_EQ(fail.severity, Severity::Critical);
    EXPECT_EQ(fail.message, "vdd, a rebuilding device of md0, failed");
}

TEST(SnapshotDiff, CheckFinishedCarriesTheMismatchCount)
{
    const TreeCopy checking("00-clean");
    checking.write("sync_action", "check");
    checking.write("sync_completed", "1046528 / 2093056");
    const TreeCopy checked("00-clean");
    checked.write("mismatch_cnt", "128");

    const auto started =
        diffSnapshots(snapshotOf(recovery("00-clean")), snapshotOf(checking.root()), kTime);
    EXPECT_EQ(names(started), std::vector<std::string>{"RebuildStarted"});
    EXPECT_EQ(started[0].message, "md0 started a check");

    const auto events =
        diffSnapshots(snapshotOf(checking.root()), snapshotOf(checked.root()), kTime);
    EXPECT_EQ(names(events), (std::vector<std::string>{"RebuildFinished", "CheckFinished"}));
    const Event& check = only(events, "CheckFinished");
    EXPECT_EQ(check.severity, Severity::Warning);
    EXPECT_EQ(check.message, "md0: the check found 128 mismatched sector(s)");

    const TreeCopy clean_check("00-clean");
    clean_check.write("mismatch_cnt", "0");
    const auto fine =
        diffSnapshots(snapshotOf(checking.root()), snapshotOf(clean_check.root()), kTime);
    EXPECT_EQ(only(fine, "CheckFinished").severity, Severity::Info);
}

TEST(SnapshotDiff, ArraysAppearingAndDisappearing)
{
    const Snapshot none;
    const auto appeared = diffSnapshots(none, snapshotOf(recovery("01-member-failed")), kTime);
    EXPECT_EQ(names(appeared), (std::vector<std::string>{"NewArray", "DegradedArray"}));
    EXPECT_EQ(appeared[0].message, "md0 (raid1, 2 members) appeared");
    const auto gone = diffSnapshots(snapshotOf(recovery("00-clean")), none, kTime);
    ASSERT_EQ(names(gone), std::vector<std::string>{"DeviceDisappeared"});
    EXPECT_EQ(gone[0].severity, Severity::Warning);
}

TEST(SnapshotDiff, SparesMissingFromMdadmConf)
{
    const fs::path conf = fs::path(::testing::TempDir()) / "monitor-mdadm.conf";
    std::ofstream(conf) << "# spares promised\nARRAY /dev/md0 metadata=1.2 spares=1 "
                           "UUID=3aaa0122:29827cfa:5331ad66:ca767371\nARRAY /dev/md9 spares=2\n";
    const Snapshot with_spare_promise = snapshotOf(recovery("04-recovered"), conf.string());
    EXPECT_EQ(with_spare_promise.spares_expected.size(), 1U); // md9 is not assembled
    const auto initial = initialEvents(with_spare_promise, kTime);
    ASSERT_EQ(names(initial), std::vector<std::string>{"SparesMissing"});
    EXPECT_EQ(initial[0].message, "md0 has 0 spare(s); mdadm.conf promises 1");
    // Already missing before: no second event.
    EXPECT_TRUE(diffSnapshots(with_spare_promise, with_spare_promise, kTime).empty());
    // Missing since this look: one event.
    const auto now_missing =
        diffSnapshots(snapshotOf(recovery("04-recovered")), with_spare_promise, kTime);
    EXPECT_EQ(names(now_missing), std::vector<std::string>{"SparesMissing"});
    fs::remove(conf);
}

TEST(SnapshotDiff, InitialEventsReportWhatIsWrongAlready)
{
    EXPECT_TRUE(initialEvents(snapshotOf(recovery("00-clean")), kTime).empty());
    EXPECT_EQ(names(initialEvents(snapshotOf(recovery("01-member-failed")), kTime)),
              std::vector<std::string>{"DegradedArray"});
}

TEST(SnapshotDiff, DriveHealthFromThePluggedSource)
{
    SnapshotSources sources;
    sources.roots = am::test::machineRoots(recovery("00-clean"));
    sources.mdadm_conf.clear();
    std::map<std::string, DriveHealth> health = {{"vdb", {HealthVerdict::Healthy, {}}},
                                                 {"vdc", {HealthVerdict::Unknown, {}}}};
    sources.drive_health = [&health] { return health; };
    const Snapshot before = takeSnapshot(sources);
    EXPECT_TRUE(initialEvents(before, kTime).empty());

    health["vdb"] = {HealthVerdict::Failing,
                     {"5 reallocated sectors", "SMART overall-health: FAILED"}};
    health["vdc"] = {HealthVerdict::Worn, {"percentage used 98%"}};
    const Snapshot worse = takeSnapshot(sources);
    const auto events = diffSnapshots(before, worse, kTime);
    ASSERT_EQ(names(events), (std::vector<std::string>{"DriveFailing", "DriveWorn"}));
    EXPECT_EQ(events[0].device, "vdb");
    EXPECT_EQ(events[0].array, "md0"); // the array the drive is a member of
    EXPECT_EQ(events[0].severity, Severity::Critical);
    EXPECT_EQ(events[0].message,
              "vdb is failing: 5 reallocated sectors; SMART overall-health: FAILED");
    EXPECT_EQ(events[1].severity, Severity::Warning);

    health["vdc"] = {HealthVerdict::Healthy, {}};
    const auto better = diffSnapshots(worse, takeSnapshot(sources), kTime);
    ASSERT_EQ(names(better), std::vector<std::string>{"DriveHealthy"});
    EXPECT_EQ(better[0].message, "vdc is healthy again (was worn)");
    // An empty source (the default) gives no drive at all.
    SnapshotSources plain;
    plain.roots = sources.roots;
    plain.mdadm_conf.clear();
    EXPECT_TRUE(takeSnapshot(plain).drives.empty());
}
