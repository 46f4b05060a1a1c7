// A btrfs filesystem over two loop devices of the test's own, mounted through
// one of them: the real kernel's sysfs and libblkid make the other in use as
// its member. Every device, mount and file is undone also on failure.
#include <algorithm>
#include <fstream>

#include <gtest/gtest.h>

#include "core/drives/scan.h"
#include "core/util/process_runner.h"
#include "scratch_stack.h"

using namespace am::drives;
using namespace am::test;
namespace fs = std::filesystem;
using Kind = InUseReason::Kind;

namespace {

void makeFile(const fs::path& path, std::uintmax_t size)
{
    std::ofstream(path, std::ios::binary).flush();
    fs::resize_file(path, size);
}

// Unregisters the devices from btrfs once unmounted, before their loops go.
class ForgetBtrfsDevices {
public:
    explicit ForgetBtrfsDevices(std::vector<std::string> devices) : devices_(std::move(devices)) {}
    ~ForgetBtrfsDevices()
    {
        am::util::SpawnRunner runner;
        for (const auto& device : devices_)
            runner.run({"btrfs", "device", "scan", "--forget", device});
    }
    ForgetBtrfsDevices(const ForgetBtrfsDevices&) = delete;
    ForgetBtrfsDevices& operator=(const ForgetBtrfsDevices&) = delete;

private:
    std::vector<std::string> devices_;
};

const InUseReason* findReason(const BlockDevice& device, Kind kind)
{
    for (const auto& reason : device.in_use_reasons)
        if (reason.kind == kind) return &reason;
    return nullptr;
}

} // namespace

TEST(RealScanMembers, BtrfsMountedThroughOneLoopDeviceMakesTheOtherAMemberInUse)
{
    if (const auto why = loopDevicesUnavailable()) GTEST_SKIP() << *why;
    am::util::SpawnRunner runner;
    if (!runner.run({"mkfs.btrfs", "--version"}).ok()) GTEST_SKIP() << "btrfs-progs not installed";
    ScratchDir dir;
    ASSERT_FALSE(dir.path().empty());
    makeFile(dir.path() / "a.img", 256ULL << 20);
    makeFile(dir.path() / "b.img", 256ULL << 20);
    TempLoop a(dir.path() / "a.img");
    TempLoop b(dir.path() / "b.img");
    if (a.device().empty() || b.device().empty()) GTEST_SKIP() << "losetup: " << a.error();
    const auto made = runner.run({"mkfs.btrfs", "-q", "-f", "-L", "amtestpool", "-d", "raid1", "-m",
                                  "raid1", a.device(), b.device()});
    ASSERT_TRUE(made.ok()) << made.err;
    const ForgetBtrfsDevices forget({a.device(), b.device()});
    // Without udev nothing tells the kernel the filesystem has two devices.
    runner.run({"btrfs", "device", "scan", a.device(), b.device()});
    fs::create_directory(dir.path() / "mnt");
    TempMount mount(a.device(), dir.path() / "mnt", "btrfs");
    if (!mount.mounted()) GTEST_SKIP() << "cannot mount btrfs here: " << mount.error();

    const ScanResult result = scan(SystemRoots{});
    const BlockDevice* mounted = result.find(a.device());
    const BlockDevice* other = result.find(b.device());
    ASSERT_NE(mounted, nullptr);
    ASSERT_NE(other, nullptr);
    EXPECT_EQ(other->signature_type, "btrfs");
    EXPECT_EQ(other->signature_label, "amtestpool");
    ASSERT_TRUE(other->btrfs_registered) << "sysfs does not list " << b.name();
    EXPECT_EQ(other->btrfs_registered->uuid, other->signature_uuid);
    EXPECT_TRUE(findReason(*mounted, Kind::Mounted));
    const InUseReason* member = findReason(*other, Kind::BtrfsMember);
    ASSERT_NE(member, nullptr);
    EXPECT_EQ(member->subject, "amtestpool");
    EXPECT_NE(member->detail.find("mounted at " + (dir.path() / "mnt").string()), std::string::npos)
        << member->detail;
    EXPECT_EQ(verdictOf(*other), Verdict::InUse);
}
