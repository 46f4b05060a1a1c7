// Scans tests/data/members1 (made by make_members_tree.py): LVM physical
// volumes and btrfs devices are in use as members, named by their volume group
// or filesystem; a btrfs device is in use when its filesystem is mounted
// through another device.
#include <algorithm>

#include <gtest/gtest.h>

#include "core/drives/drive_json.h"
#include "core/drives/drive_json_read.h"
#include "core/drives/lvm_name.h"
#include "core/drives/scan.h"

using namespace am::drives;
using Kind = InUseReason::Kind;

namespace {

SystemRoots membersRoots()
{
    const std::filesystem::path root = std::filesystem::path(ARRAYMARK_TEST_DATA) / "members1";
    return {root / "sys", root / "proc", root / "dev"};
}

std::string allReasons(const BlockDevice& device)
{
    std::string text;
    for (const auto& r : device.in_use_reasons)
        text += toString(r.kind) + " [" + r.subject + "] " + r.detail + "\n";
    return text;
}

bool hasKind(const BlockDevice& device, Kind kind)
{
    return std::any_of(device.in_use_reasons.begin(), device.in_use_reasons.end(),
                       [&](const InUseReason& r) { return r.kind == kind; });
}

class MembersScan : public ::testing::Test {
protected:
    static void SetUpTestSuite() { result_ = new ScanResult(scan(membersRoots())); }
    static void TearDownTestSuite() { delete result_; }

    static const BlockDevice& device(const std::string& name)
    {
        const BlockDevice* found = result_->find(name);
        if (!found) throw std::runtime_error("fixture has no " + name);
        return *found;
    }
    // The one reason of `kind`; fails the test when there is none.
    static const InUseReason* reason(const BlockDevice& d, Kind kind)
    {
        for (const auto& r : d.in_use_reasons)
            if (r.kind == kind) return &r;
        ADD_FAILURE() << d.name << " has no " << toString(kind) << " reason; it has:\n"
                      << allReasons(d);
        return nullptr;
    }

    static ScanResult* result_;
};
ScanResult* MembersScan::result_ = nullptr;

} // namespace

TEST(LvmDmName, VolumeGroupIsTheNameBeforeTheFirstSingleDash)
{
    EXPECT_EQ(volumeGroupOfDmName("vg0-data_rimage_0"), "vg0");
    EXPECT_EQ(volumeGroupOfDmName("my--vg-lv"), "my-vg");
    EXPECT_EQ(volumeGroupOfDmName("a--b--c-lv--x-cow"), "a-b-c");
    EXPECT_EQ(volumeGroupOfDmName("vg-lv-real"), "vg");
    EXPECT_EQ(volumeGroupOfDmName("novg"), std::nullopt);
    EXPECT_EQ(volumeGroupOfDmName("only--doubled"), std::nullopt);
    EXPECT_EQ(volumeGroupOfDmName("-lv"), std::nullopt);
    EXPECT_TRUE(isLvmDmUuid("LVM-abc"));
    EXPECT_FALSE(isLvmDmUuid("CRYPT-LUKS2-abc"));
}

TEST_F(MembersScan, ActivePhysicalVolumeIsAnLvmMemberOfItsVolumeGroup)
{
    const auto& sda = device("sda");
    EXPECT_EQ(sda.signature_type, "LVM2_member");
    const InUseReason* lvm = reason(sda, Kind::LvmMember);
    ASSERT_NE(lvm, nullptr);
    EXPECT_EQ(lvm->subject, "vg0");
    EXPECT_EQ(lvm->detail.find("LVM physical volume of volume group vg0"), 0U) << lvm->detail;
    EXPECT_NE(lvm->detail.find("vg0-data_rimage_0"), std::string::npos) << lvm->detail;
    ASSERT_EQ(lvm->causes.size(), 2U); // dm-0 and dm-1 hold it
    EXPECT_EQ(lvm->causes[0].kind, Kind::HeldByDm);
    EXPECT_FALSE(isContentOnly(*lvm));
    // LvmMember replaces the generic reasons: no Signature, no HeldByDm beside it.
    EXPECT_FALSE(hasKind(sda, Kind::Signature)) << allReasons(sda);
    EXPECT_FALSE(hasKind(sda, Kind::HeldByDm)) << allReasons(sda);
    EXPECT_EQ(verdictOf(sda), Verdict::InUse);
}

TEST_F(MembersScan, PhysicalVolumeWhoseLabelWasNotReadIsKnownFromItsHolders)
{
    const auto& sdb = device("sdb"); // blank in the fixture: only the dm holders say it
    EXPECT_TRUE(sdb.signature_type.empty());
    const InUseReason* lvm = reason(sdb, Kind::LvmMember);
    ASSERT_NE(lvm, nullptr);
    EXPECT_EQ(lvm->subject, "vg0");
}

TEST_F(MembersScan, InactivePhysicalVolumeIsAnLvmMemberWithoutAGroup)
{
    const auto& sdc = device("sdc");
    ASSERT_EQ(sdc.in_use_reasons.size(), 1U) << allReasons(sdc);
    const InUseReason& lvm = sdc.in_use_reasons.front();
    EXPECT_EQ(lvm.kind, Kind::LvmMember);
    EXPECT_EQ(lvm.subject, "LVM2 physical volume");
    EXPECT_EQ(lvm.detail, "LVM physical volume (no active volume group)");
    EXPECT_TRUE(isContentOnly(lvm));
    EXPECT_EQ(verdictOf(sdc), Verdict::InUse);
}

TEST_F(MembersScan, DmNamesWithDoubledDashesGiveTheVolumeGroup)
{
    const InUseReason* lvm = reason(device("sdf"), Kind::LvmMember);
    ASSERT_NE(lvm, nullptr);
    EXPECT_EQ(lvm->subject, "my-vg");
    // The LV itself is free: its physical volume is the mapping's own, not a use of it.
    EXPECT_TRUE(device("dm-5").in_use_reasons.empty()) << allReasons(device("dm-5"));
}

TEST_F(MembersScan, OtherMappingsStayHeldByDm)
{
    const InUseReason* crypt = reason(device("sdh"), Kind::HeldByDm);
    ASSERT_NE(crypt, nullptr);
    EXPECT_EQ(crypt->subject, "dm-6");
    EXPECT_FALSE(hasKind(device("sdh"), Kind::LvmMember));
    // An LV's sub-volume held by the LV is no physical volume.
    const auto& image = device("dm-1");
    EXPECT_TRUE(hasKind(image, Kind::HeldByDm)) << allReasons(image);
    EXPECT_FALSE(hasKind(image, Kind::LvmMember)) << allReasons(image);
}

TEST_F(MembersScan, BothDevicesOfAMountedBtrfsAreInUseAsItsMembers)
{
    const auto& sdd = device("sdd");
    const auto& sde = device("sde");
    EXPECT_EQ(sde.signature_label, "pool");
    EXPECT_EQ(sde.signature_uuid, sdd.signature_uuid);
    EXPECT_TRUE(hasKind(sdd, Kind::Mounted));
    const InUseReason* mounted_member = reason(sdd, Kind::BtrfsMember);
    ASSERT_NE(mounted_member, nullptr);
    EXPECT_EQ(mounted_member->subject, "pool");
    EXPECT_TRUE(mounted_member->causes.empty()); // its own mount is its own reason

    const InUseReason* other = reason(sde, Kind::BtrfsMember);
    ASSERT_NE(other, nullptr);
    EXPECT_EQ(other->subject, "pool");
    EXPECT_EQ(other->detail.find("device of btrfs filesystem 'pool' (UUID "
                                 "5f3c2a1e-0b7d-4c39-9a51-3d2e8f6b7c10)"),
              0U)
        << other->detail;
    EXPECT_NE(other->detail.find("mounted at /mnt/pool through /dev/sdd"), std::string::npos)
        << other->detail;
    ASSERT_EQ(other->causes.size(), 1U);
    EXPECT_EQ(other->causes[0].kind, Kind::Mounted);
    EXPECT_EQ(other->causes[0].subject, "/mnt/pool");
    EXPECT_FALSE(isContentOnly(*other));
    EXPECT_FALSE(hasKind(sde, Kind::Signature)) << allReasons(sde);
    EXPECT_FALSE(hasKind(sde, Kind::Mounted)) << allReasons(sde);
    EXPECT_EQ(verdictOf(sde), Verdict::InUse);
}

TEST_F(MembersScan, UnlabelledUnmountedBtrfsIsNamedByItsUuid)
{
    const auto& sdg1 = device("sdg1");
    const InUseReason* btrfs = reason(sdg1, Kind::BtrfsMember);
    ASSERT_NE(btrfs, nullptr);
    EXPECT_EQ(btrfs->subject, "0c6b1d7a-93e2-4f5b-8e44-6a1f2b3c4d5e");
    EXPECT_EQ(btrfs->detail,
              "device of btrfs filesystem (UUID 0c6b1d7a-93e2-4f5b-8e44-6a1f2b3c4d5e)");
    EXPECT_TRUE(isContentOnly(*btrfs));
    EXPECT_TRUE(hasKind(device("sdg"), Kind::PartitionInUse));
}

TEST(MembersScanWithoutProbes, SysfsAloneShowsTheMountedBtrfsThroughAnotherDevice)
{
    // No device opened (a scan that may not read them): sysfs lists the devices
    // of the mounted filesystem.
    ScanOptions options;
    options.probe_signatures = false;
    const ScanResult result = scan(membersRoots(), options);
    const BlockDevice* sde = result.find("sde");
    ASSERT_NE(sde, nullptr);
    ASSERT_TRUE(sde->btrfs_registered);
    EXPECT_EQ(sde->btrfs_registered->uuid, "5f3c2a1e-0b7d-4c39-9a51-3d2e8f6b7c10");
    ASSERT_EQ(sde->in_use_reasons.size(), 1U) << allReasons(*sde);
    const InUseReason& btrfs = sde->in_use_reasons.front();
    EXPECT_EQ(btrfs.kind, Kind::BtrfsMember);
    EXPECT_EQ(btrfs.subject, "pool"); // the label sysfs gives
    EXPECT_NE(btrfs.detail.find("mounted at /mnt/pool"), std::string::npos) << btrfs.detail;
}

TEST_F(MembersScan, JsonRoundTripKeepsTheMemberKindsAndTheLabel)
{
    const nlohmann::json written = toJson(*result_);
    const ScanResult read = scanFromJson(written);
    EXPECT_EQ(toJson(read), written);
    const BlockDevice* sde = read.find("sde");
    ASSERT_NE(sde, nullptr);
    EXPECT_EQ(sde->signature_label, "pool");
    ASSERT_TRUE(hasKind(*sde, Kind::BtrfsMember)) << allReasons(*sde);
    EXPECT_TRUE(hasKind(*read.find("sda"), Kind::LvmMember));
    EXPECT_EQ(read.find("dm-0")->dm_uuid.substr(0, 4), "LVM-");
    const auto& kinds = written.at("drives");
    const auto sda_json = std::find_if(kinds.begin(), kinds.end(),
                                       [](const auto& d) { return d.at("name") == "sda"; });
    ASSERT_NE(sda_json, kinds.end());
    EXPECT_EQ(sda_json->at("in_use_reasons").at(0).at("kind"), "lvm_member");
}
