// Scans tests/data/stacked1 (made by make_stacked_tree.py): devices stacked
// on others inherit the verdict of what backs them, with the reason named.
#include <unistd.h>

#include <algorithm>
#include <functional>

#include <gtest/gtest.h>

#include "core/drives/drive_json.h"
#include "core/drives/drive_json_read.h"
#include "core/drives/scan.h"

using namespace am::drives;
using Kind = InUseReason::Kind;

namespace {

SystemRoots stackedRoots()
{
    const std::filesystem::path root = std::filesystem::path(ARRAYMARK_TEST_DATA) / "stacked1";
    return {root / "sys", root / "proc", root / "dev"};
}

// Every reason at any depth of the causes.
bool anyReason(const std::vector<InUseReason>& reasons,
               const std::function<bool(const InUseReason&)>& match)
{
    return std::any_of(reasons.begin(), reasons.end(), [&](const InUseReason& r) {
        return match(r) || anyReason(r.causes, match);
    });
}

std::string allDetails(const BlockDevice& device)
{
    std::string text;
    for (const auto& reason : device.in_use_reasons) text += reason.detail + "\n";
    return text;
}

class StackedScan : public ::testing::Test {
protected:
    static void SetUpTestSuite() { result_ = new ScanResult(scan(stackedRoots())); }
    static void TearDownTestSuite() { delete result_; }

    static const BlockDevice& device(const std::string& name)
    {
        const BlockDevice* found = result_->find(name);
        if (!found) throw std::runtime_error("fixture has no " + name);
        return *found;
    }
    // The reason of `kind` naming `subject`; fails the test when there is none.
    static const InUseReason* reason(const BlockDevice& d, Kind kind, const std::string& subject)
    {
        for (const auto& r : d.in_use_reasons)
            if (r.kind == kind && r.subject == subject) return &r;
        ADD_FAILURE() << d.name << " has no " << toString(kind) << " reason naming " << subject
                      << "; it has:\n"
                      << allDetails(d);
        return nullptr;
    }

    static ScanResult* result_;
};
ScanResult* StackedScan::result_ = nullptr;

} // namespace

TEST_F(StackedScan, LoopOverAMountedPartitionIsInUseBecauseOfTheMount)
{
    const auto& loop0 = device("loop0");
    EXPECT_EQ(loop0.backing_device, "sda1");
    const InUseReason* backed = reason(loop0, Kind::BackedByInUse, "/dev/sda1");
    ASSERT_NE(backed, nullptr);
    EXPECT_EQ(backed->detail.find("backed by /dev/sda1: mounted at /"), 0U) << backed->detail;
    ASSERT_FALSE(backed->causes.empty());
    EXPECT_EQ(backed->causes.front().kind, Kind::Mounted);
    // sda1's "held by loop0" is the stack itself, not a reason of loop0.
    EXPECT_FALSE(anyReason(loop0.in_use_reasons, [](const InUseReason& r) {
        return r.subject == "loop0";
    })) << allDetails(loop0);
}

TEST_F(StackedScan, LoopOverALoopOverAnMdMemberNamesTheWholeChain)
{
    const auto& loop2 = device("loop2");
    const InUseReason* backed = reason(loop2, Kind::BackedByInUse, "/dev/loop1");
    ASSERT_NE(backed, nullptr);
    EXPECT_EQ(backed->detail, "backed by /dev/loop1: backed by /dev/sdc1: member of md0");
    EXPECT_TRUE(anyReason(loop2.in_use_reasons, [](const InUseReason& r) {
        return r.kind == Kind::MdMember && r.subject == "md0";
    }));
    EXPECT_FALSE(anyReason(loop2.in_use_reasons, [](const InUseReason& r) {
        return r.subject == "loop1" || r.subject == "loop2";
    })) << allDetails(loop2);
    // Writing loop1 rewrites what loop2 shows: loop1 is held by it.
    EXPECT_NE(reason(device("loop1"), Kind::Holder, "loop2"), nullptr);
}

TEST_F(StackedScan, LoopOverADiskWithAMountedPartitionIsInUse)
{
    const InUseReason* backed = reason(device("loop3"), Kind::BackedByInUse, "/dev/sda");
    ASSERT_NE(backed, nullptr);
    EXPECT_NE(backed->detail.find("sda1: mounted at /"), std::string::npos) << backed->detail;
    EXPECT_EQ(backed->causes.front().kind, Kind::PartitionInUse);
}

TEST_F(StackedScan, LoopOverAFreePartitionBesideAMountedOneStaysFree)
{
    const auto& loop4 = device("loop4");
    EXPECT_EQ(loop4.backing_device, "sdf2");
    EXPECT_FALSE(loop4.inUse()) << allDetails(loop4);
    EXPECT_NE(reason(device("sdf2"), Kind::Holder, "loop4"), nullptr); // but sdf2 is loop4's now
}

TEST_F(StackedScan, DmOverAnInUseDeviceInheritsItsReasonsButNotItsOwnHolderLink)
{
    const auto& dm0 = device("dm-0");
    EXPECT_EQ(dm0.slaves, std::vector<std::string>{"loop5"});
    const InUseReason* backed = reason(dm0, Kind::BackedByInUse, "/dev/loop5");
    ASSERT_NE(backed, nullptr);
    EXPECT_EQ(backed->detail.find("backed by /dev/loop5: backed by /dev/sda1: mounted at /"), 0U)
        << backed->detail;
    EXPECT_FALSE(anyReason(dm0.in_use_reasons, [](const InUseReason& r) {
        return r.kind == Kind::HeldByDm || r.subject == "dm-0";
    })) << allDetails(dm0);
}

TEST_F(StackedScan, PartitionOfAWholeDiskMdMemberIsInUse)
{
    const InUseReason* disk = reason(device("sdb1"), Kind::DiskInUse, "sdb");
    ASSERT_NE(disk, nullptr);
    EXPECT_EQ(disk->detail, "disk sdb: member of md0");
    ASSERT_EQ(disk->causes.size(), 1U);
    EXPECT_EQ(disk->causes.front().kind, Kind::MdMember);
}

TEST_F(StackedScan, PartitionOfAWholeDiskMountedOrHeldByDmIsInUse)
{
    const InUseReason* mounted = reason(device("sdd1"), Kind::DiskInUse, "sdd");
    ASSERT_NE(mounted, nullptr);
    EXPECT_EQ(mounted->detail, "disk sdd: mounted at /data");
    const InUseReason* mapped = reason(device("sde1"), Kind::DiskInUse, "sde");
    ASSERT_NE(mapped, nullptr);
    EXPECT_EQ(mapped->causes.front().kind, Kind::HeldByDm);
    // A mounted partition does not make its sibling busy; a loop device over the whole disk does.
    EXPECT_FALSE(anyReason(device("sdf2").in_use_reasons, [](const InUseReason& r) {
        return r.kind == Kind::DiskInUse;
    })) << allDetails(device("sdf2"));
    const InUseReason* looped = reason(device("sda2"), Kind::DiskInUse, "sda");
    ASSERT_NE(looped, nullptr);
    EXPECT_EQ(looped->detail, "disk sda: held by loop3 (a loop device over it)");
}

TEST_F(StackedScan, LoopOverAnActiveSwapFileIsInUse)
{
    const auto& loop6 = device("loop6");
    EXPECT_TRUE(loop6.backing_file_swap);
    const InUseReason* backed = reason(loop6, Kind::BackedByInUse, "/var/swapfile");
    ASSERT_NE(backed, nullptr);
    EXPECT_EQ(backed->detail, "backed by /var/swapfile: active swap");
}

TEST_F(StackedScan, LoopOverARegularFileStaysFreeAndSaysWhereTheFileLives)
{
    const auto& loop7 = device("loop7");
    EXPECT_FALSE(loop7.inUse()) << allDetails(loop7);
    EXPECT_EQ(loop7.backing_file, "/var/lib/images/free.img");
    EXPECT_EQ(loop7.backing_device, "");
    EXPECT_EQ(loop7.backing_file_on, "sda1"); // the filesystem mounted at /
    EXPECT_FALSE(loop7.backing_file_swap);
}

TEST_F(StackedScan, LoopOverAFileThatAlsoBacksAMountedLoopIsInUse)
{
    const auto& loop8 = device("loop8");
    EXPECT_EQ(loop8.backing_file_on, "sdd"); // /data is the whole disk sdd
    const InUseReason* backed = reason(loop8, Kind::BackedByInUse, "/data/shared.img");
    ASSERT_NE(backed, nullptr);
    EXPECT_EQ(backed->detail,
              "backed by /data/shared.img: also backs /dev/loop9: mounted at /mnt/shared");
    // loop9 is mounted itself, and does not inherit from loop8 (which is free but for loop9).
    const auto& loop9 = device("loop9");
    ASSERT_EQ(loop9.in_use_reasons.size(), 1U) << allDetails(loop9);
    EXPECT_EQ(loop9.in_use_reasons.front().kind, Kind::Mounted);
}

TEST_F(StackedScan, ACycleOfLoopDevicesIsInUseAndDoesNotHang)
{
    for (const char* name : {"loop10", "loop11"}) {
        const auto& loop = device(name);
        EXPECT_TRUE(anyReason(loop.in_use_reasons, [](const InUseReason& r) {
            return r.kind == Kind::Unverified && r.detail.find("cycle") != std::string::npos;
        })) << allDetails(loop);
    }
}

TEST_F(StackedScan, JsonCarriesTheInheritedReasonsAndReadsThemBack)
{
    const auto written = toJson(*result_);
    EXPECT_EQ(toJson(scanFromJson(written)), written);
    const ScanResult read = scanFromJson(written);
    const BlockDevice* loop2 = read.find("loop2");
    ASSERT_NE(loop2, nullptr);
    EXPECT_EQ(loop2->backing_device, "loop1");
    ASSERT_FALSE(loop2->in_use_reasons.empty());
    EXPECT_EQ(loop2->in_use_reasons.front().kind, Kind::BackedByInUse);
    EXPECT_EQ(loop2->in_use_reasons.front().causes.front().kind, Kind::BackedByInUse);
    for (const auto& drive : written["drives"]) {
        if (drive["name"] != "sdb") continue;
        EXPECT_EQ(drive["partitions"][0]["in_use_reasons"][0]["kind"], "disk_in_use");
    }
}

TEST(InUseKinds, EveryKindHasItsOwnJsonNameAndReadsBack)
{
    for (const auto kind : {Kind::BackedByInUse, Kind::DiskInUse, Kind::OpenExclusive}) {
        const nlohmann::json doc = {
            {"drives",
             {{{"name", "loop0"},
               {"path", "/dev/loop0"},
               {"in_use", true},
               {"in_use_reasons",
                {{{"kind", toString(kind)}, {"subject", ""}, {"detail", ""}}}}}}}};
        const ScanResult read = scanFromJson(doc);
        ASSERT_EQ(read.drives.at(0).in_use_reasons.size(), 1U);
        EXPECT_EQ(read.drives[0].in_use_reasons[0].kind, kind) << toString(kind);
    }
    EXPECT_EQ(toString(Kind::BackedByInUse), "backing_in_use");
    EXPECT_EQ(toString(Kind::DiskInUse), "disk_in_use");
    EXPECT_EQ(toString(Kind::OpenExclusive), "open_exclusive");
}

TEST(StackedScanUnreadable, ABackingThatCannotBeReadLeavesTheLoopUnverifiedNotInUse)
{
    // As a scan without root sees it: no device can be opened. A stack over
    // unreadable devices stays a question for a scan that can read (the GUI asks
    // the helper about devices that are only unverified), not a known use.
    auto roots = stackedRoots();
    const auto empty_dev = std::filesystem::temp_directory_path() /
                           ("arraymark-stacked-devfs-" + std::to_string(::getpid()));
    std::filesystem::create_directories(empty_dev);
    roots.devfs = empty_dev;
    const ScanResult result = scan(roots);
    std::filesystem::remove(empty_dev);
    const BlockDevice* loop4 = result.find("loop4");
    ASSERT_NE(loop4, nullptr);
    ASSERT_GE(loop4->in_use_reasons.size(), 2U) << allDetails(*loop4); // its own and sdf2's
    for (const auto& reason : loop4->in_use_reasons)
        EXPECT_EQ(reason.kind, Kind::Unverified) << reason.detail;
    // A known use below is still named as such.
    const BlockDevice* loop0 = result.find("loop0");
    ASSERT_NE(loop0, nullptr);
    EXPECT_TRUE(anyReason(loop0->in_use_reasons,
                          [](const InUseReason& r) { return r.kind == Kind::BackedByInUse; }));
}
