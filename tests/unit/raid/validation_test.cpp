#include <gtest/gtest.h>

#include <algorithm>

#include "core/drives/scan.h"
#include "core/raid/platform.h"
#include "core/raid/validation.h"
#include "core/raid/validation_imsm.h"
#include "fake_runner.h"

using namespace am::raid;
using am::drives::SystemRoots;

namespace {

const SystemRoots& machine()
{
    static const std::string root = std::string(ARRAYMARK_TEST_DATA) + "/machine1";
    static const SystemRoots roots{root + "/sys", root + "/proc", root + "/dev"};
    return roots;
}

const am::drives::ScanResult& scanned()
{
    static const auto result = am::drives::scan(machine());
    return result;
}

Plan plan(Level level, std::vector<std::string> members, std::string name = "data")
{
    Plan p;
    p.level = level;
    p.members = std::move(members);
    p.name = std::move(name);
    return p;
}

Validation check(const Plan& p, const Platform* platform = nullptr)
{
    ValidationContext context;
    context.scan = &scanned();
    context.platform = platform;
    for (const auto* device : resolveDevices(p, scanned()))
        context.controllers[device->name] = controllerOf(machine(), device->name);
    return validate(p, context);
}

const Finding* find(const std::vector<Finding>& list, const std::string& rule,
                    const std::string& subject = "")
{
    for (const auto& finding : list)
        if (finding.rule == rule && (subject.empty() || finding.subject == subject))
            return &finding;
    return nullptr;
}

std::string rules(const std::vector<Finding>& list)
{
    std::string text;
    for (const auto& finding : list)
        text += finding.rule + "(" + finding.subject + "): " + finding.message + "\n";
    return text;
}

} // namespace

TEST(Validation, FreeMirrorIsValidAndWarnsAboutTheLargerMember)
{
    const auto v = check(plan(Level::Raid1, {"/dev/nvme0n1", "/dev/nvme1n1"}));
    EXPECT_TRUE(v.valid()) << rules(v.problems);
    const Finding* mismatch = find(v.warnings, "size_mismatch", "/dev/nvme0n1");
    ASSERT_NE(mismatch, nullptr) << rules(v.warnings);
    // 3907029168 - 1875385008 sectors of 512 B
    EXPECT_NE(mismatch->message.find("1040201809920 bytes"), std::string::npos)
        << mismatch->message;
    EXPECT_EQ(find(v.warnings, "size_mismatch", "/dev/nvme1n1"), nullptr);
}

TEST(Validation, ReturnsEveryProblemAtOnce)
{
    Plan p =
        plan(Level::Raid5, {"sdd1", "/dev/sdd1", "/dev/sdc", "/dev/sdc1", "/dev/sdz"}, "bad name!");
    p.chunk_bytes = 3000;
    const auto v = check(p);
    EXPECT_FALSE(v.valid());
    EXPECT_NE(find(v.problems, "name"), nullptr) << rules(v.problems);
    EXPECT_NE(find(v.problems, "duplicate_device", "/dev/sdd1"), nullptr) << rules(v.problems);
    EXPECT_NE(find(v.problems, "partition_with_its_disk", "/dev/sdc1"), nullptr)
        << rules(v.problems);
    EXPECT_NE(find(v.problems, "unknown_device", "/dev/sdz"), nullptr) << rules(v.problems);
    EXPECT_NE(find(v.problems, "chunk_power_of_two", "chunk=3000"), nullptr) << rules(v.problems);
    const Finding* md_member = find(v.problems, "member_in_use", "/dev/sdd1");
    ASSERT_NE(md_member, nullptr) << rules(v.problems);
    EXPECT_NE(md_member->message.find("member of md0"), std::string::npos) << md_member->message;
    const Finding* mounted = find(v.problems, "member_in_use", "/dev/sdc1");
    ASSERT_NE(mounted, nullptr);
    EXPECT_NE(mounted->message.find("mounted at /boot/efi"), std::string::npos) << mounted->message;
}

TEST(Validation, MinimumMembersPerLevel)
{
    EXPECT_NE(find(check(plan(Level::Raid5, {"/dev/nvme0n1", "/dev/sda"})).problems, "min_members"),
              nullptr);
    EXPECT_NE(find(check(plan(Level::Raid6, {"/dev/nvme0n1", "/dev/sda", "/dev/sdb"})).problems,
                   "min_members"),
              nullptr);
    EXPECT_NE(find(check(plan(Level::Raid1, {"/dev/nvme0n1"})).problems, "min_members"), nullptr);
    EXPECT_EQ(
        find(check(plan(Level::Raid10, {"/dev/nvme0n1", "/dev/nvme1n1"})).problems, "min_members"),
        nullptr);
}

TEST(Validation, ChunkRangeLayoutAndBitmapRules)
{
    Plan big = plan(Level::Raid0, {"/dev/nvme0n1", "/dev/nvme1n1"});
    big.chunk_bytes = 32ULL << 20;
    EXPECT_NE(find(check(big).problems, "chunk_range"), nullptr);
    big.chunk_bytes = 2048;
    EXPECT_NE(find(check(big).problems, "chunk_range"), nullptr);
    Plan mirror = plan(Level::Raid1, {"/dev/nvme0n1", "/dev/nvme1n1"});
    mirror.chunk_bytes = 65536;
    mirror.layout = Raid10Layout::Far2;
    const auto v = check(mirror);
    EXPECT_NE(find(v.problems, "chunk_level"), nullptr);
    EXPECT_NE(find(v.problems, "layout_level"), nullptr);
    Plan stripe = plan(Level::Raid0, {"/dev/nvme0n1", "/dev/nvme1n1"});
    stripe.bitmap = Bitmap::Internal;
    stripe.spares = {"/dev/sda"};
    const auto s = check(stripe);
    EXPECT_NE(find(s.problems, "bitmap_level"), nullptr);
    EXPECT_NE(find(s.problems, "spares_level"), nullptr);
}

TEST(Validation, WarnsAboutMixedDrivesMissingBitmapAndAssumeClean)
{
    Plan p = plan(Level::Raid5, {"/dev/nvme0n1", "/dev/sda", "/dev/sdb"});
    p.bitmap = Bitmap::None;
    p.assume_clean = true;
    const auto v = check(p);
    EXPECT_TRUE(v.valid()) << rules(v.problems);
    EXPECT_NE(find(v.warnings, "mixed_transport"), nullptr) << rules(v.warnings);
    EXPECT_NE(find(v.warnings, "mixed_media"), nullptr);
    EXPECT_NE(find(v.warnings, "big_without_bitmap"), nullptr);
    EXPECT_NE(find(v.warnings, "assume_clean"), nullptr);
}

TEST(Validation, SizeLimitMustFitTheSmallestMember)
{
    Plan p = plan(Level::Raid1, {"/dev/nvme0n1", "/dev/sda"});
    p.size_bytes = 1500ULL * 1000 * 1000 * 1000;
    EXPECT_NE(find(check(p).problems, "size"), nullptr);
    p.size_bytes = 100ULL * 1000 * 1000 * 1000;
    const auto v = check(p);
    EXPECT_TRUE(v.valid()) << rules(v.problems);
    EXPECT_EQ(find(v.warnings, "size_mismatch"), nullptr); // a --size makes the difference intended
}

TEST(ValidationImsm, ControllerFromSysfs)
{
    EXPECT_EQ(controllerOf(machine(), "sda"), "/sys/devices/pci0000:00/0000:00:17.0");
    EXPECT_EQ(controllerOf(machine(), "nvme0n1"),
              "/sys/devices/pci0000:00/0000:00:01.0/0000:01:00.0");
    EXPECT_EQ(controllerOf(machine(), "md0"), "");
}

TEST(ValidationImsm, WithoutPlatformRefusesUnlessOverridden)
{
    Plan p = plan(Level::Raid1, {"/dev/sda", "/dev/sdb"});
    p.metadata = Metadata::Imsm;
    Platform none;
    EXPECT_NE(find(check(p, &none).problems, "imsm_platform"), nullptr);
    none.no_platform_override = true;
    const auto v = check(p, &none);
    EXPECT_TRUE(v.valid()) << rules(v.problems);
    EXPECT_NE(find(v.warnings, "imsm_no_platform"), nullptr);
}

TEST(ValidationImsm, PlatformLimitsAndStructureRules)
{
    const Platform platform = parsePlatformExport(am::test::fixture("platform/sata_rst.export"));
    Plan p = plan(Level::Raid5, {"/dev/nvme0n1", "/dev/sda", "/dev/sdb", "/dev/sdd1"});
    p.metadata = Metadata::Imsm;
    p.chunk_bytes = 512 * 1024;
    p.bitmap = Bitmap::Internal;
    const auto v = check(p, &platform);
    EXPECT_NE(find(v.problems, "imsm_chunk"), nullptr) << rules(v.problems);
    EXPECT_NE(find(v.problems, "imsm_same_controller"), nullptr) << rules(v.problems);
    EXPECT_NE(find(v.problems, "imsm_whole_disk", "/dev/sdd1"), nullptr) << rules(v.problems);
    EXPECT_NE(find(v.problems, "imsm_bitmap"), nullptr);

    Plan six = plan(Level::Raid6, {"/dev/sda", "/dev/sdb", "/dev/sdc", "/dev/sdd"});
    six.metadata = Metadata::Imsm;
    EXPECT_NE(find(check(six, &platform).problems, "imsm_level", "raid6"), nullptr);

    Plan three_mirror = plan(Level::Raid1, {"/dev/sda", "/dev/sdb", "/dev/sde"});
    three_mirror.metadata = Metadata::Imsm;
    EXPECT_NE(find(check(three_mirror, &platform).problems, "imsm_raid1_two"), nullptr);

    Plan ten = plan(Level::Raid10, {"/dev/sda", "/dev/sdb"});
    ten.metadata = Metadata::Imsm;
    EXPECT_NE(find(check(ten, &platform).problems, "imsm_raid10_even"), nullptr);

    Platform small = platform;
    small.entries[0].max_disks = 2;
    small.entries[0].max_volumes_per_array = 1;
    Plan two_volumes = plan(Level::Raid0, {"/dev/sda", "/dev/sdb"});
    two_volumes.metadata = Metadata::Imsm;
    two_volumes.spares = {"/dev/sde"};
    two_volumes.second_volume = SecondVolume{Level::Raid1, "second", std::nullopt};
    const auto t = check(two_volumes, &small);
    EXPECT_NE(find(t.problems, "imsm_max_disks"), nullptr) << rules(t.problems);
    EXPECT_NE(find(t.problems, "imsm_volumes"), nullptr) << rules(t.problems);
    EXPECT_NE(find(t.problems, "imsm_second_volume_size"), nullptr) << rules(t.problems);
}

TEST(ValidationImsm, ValidSataRaid5OnThePlatform)
{
    const Platform platform = parsePlatformExport(am::test::fixture("platform/sata_rst.export"));
    Plan p = plan(Level::Raid5, {"/dev/sda", "/dev/sdb", "/dev/sdd"});
    p.metadata = Metadata::Imsm;
    const auto v = check(p, &platform);
    // sdd is whole but in use through sdd1 (member of md0)
    EXPECT_NE(find(v.problems, "member_in_use", "/dev/sdd"), nullptr) << rules(v.problems);
    EXPECT_EQ(find(v.problems, "imsm_same_controller"), nullptr) << rules(v.problems);
    EXPECT_EQ(find(v.problems, "imsm_chunk"), nullptr)
        << rules(v.problems); // 128K default is allowed
}

TEST(Validation, CanonicalPathsGoIntoTheArgv)
{
    Plan p = plan(Level::Raid1, {"nvme0n1", "/dev/nvme1n1"});
    p.spares = {"sda", "/dev/nosuch"};
    canonicalizeDevices(p, scanned());
    EXPECT_EQ(p.members, (std::vector<std::string>{"/dev/nvme0n1", "/dev/nvme1n1"}));
    EXPECT_EQ(p.spares, (std::vector<std::string>{"/dev/sda", "/dev/nosuch"}));
}
