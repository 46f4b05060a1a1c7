// In-use verdicts the real kernel makes necessary: a loop device over a
// mounted loop device, and a device another opener holds with O_EXCL. Every
// device, mount and file here is the test's own and is undone also on failure.
#include <fcntl.h>

#include <algorithm>
#include <filesystem>
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

std::string reasonsText(const BlockDevice& device)
{
    std::string text;
    for (const auto& reason : device.in_use_reasons)
        text += reason.detail + " (" + toString(reason.kind) + ")\n";
    return text;
}

} // namespace

TEST(RealScanInUse, LoopOverAMountedLoopDeviceIsInUseBecauseOfTheMount)
{
    if (const auto why = loopDevicesUnavailable()) GTEST_SKIP() << *why;
    am::util::SpawnRunner runner;
    if (!runner.run({"mkfs.ext4", "-V"}).ok()) GTEST_SKIP() << "mkfs.ext4 is not installed";
    // Declared in the order they are made: undone in reverse (loop B, mount, loop A, files).
    ScratchDir dir;
    ASSERT_FALSE(dir.path().empty()) << "mkdtemp failed";
    makeFile(dir.path() / "a.img", 32 << 20);
    fs::create_directory(dir.path() / "mnt");
    TempLoop a(dir.path() / "a.img");
    if (a.device().empty()) GTEST_SKIP() << "losetup could not attach a loop device: " << a.error();
    const auto mkfs = runner.run({"mkfs.ext4", "-q", "-F", a.device()});
    ASSERT_TRUE(mkfs.ok()) << mkfs.err;
    TempMount mount(a.device(), dir.path() / "mnt", "ext4");
    if (!mount.mounted())
        GTEST_SKIP() << "cannot mount ext4 on " << a.device() << ": " << mount.error();
    TempLoop b(a.device());
    ASSERT_FALSE(b.device().empty()) << "losetup over " << a.device() << ": " << b.error();

    const ScanResult result = scan(SystemRoots{});
    const BlockDevice* stacked = result.find(b.device());
    ASSERT_NE(stacked, nullptr) << b.device();
    EXPECT_EQ(stacked->backing_device, a.name());
    const auto backed =
        std::find_if(stacked->in_use_reasons.begin(), stacked->in_use_reasons.end(),
                     [&](const InUseReason& r) { return r.kind == Kind::BackedByInUse; });
    ASSERT_NE(backed, stacked->in_use_reasons.end()) << reasonsText(*stacked);
    EXPECT_EQ(backed->subject, a.device());
    const std::string target = (dir.path() / "mnt").string();
    EXPECT_TRUE(std::any_of(backed->causes.begin(), backed->causes.end(),
                            [&](const InUseReason& r) {
                                return r.kind == Kind::Mounted &&
                                       r.subject.find(target) != std::string::npos;
                            }))
        << backed->detail;
}

TEST(RealScanInUse, DeviceHeldWithOExclByAnotherOpenerIsOpenExclusive)
{
    if (const auto why = loopDevicesUnavailable()) GTEST_SKIP() << *why;
    ScratchDir dir;
    ASSERT_FALSE(dir.path().empty()) << "mkdtemp failed";
    makeFile(dir.path() / "blank.img", 4 << 20);
    TempLoop loop(dir.path() / "blank.img");
    if (loop.device().empty())
        GTEST_SKIP() << "losetup could not attach a loop device: " << loop.error();
    const auto find = [&](const ScanResult& result) {
        const BlockDevice* device = result.find(loop.device());
        if (!device) throw std::runtime_error("scan lacks " + loop.device());
        return *device;
    };
    const BlockDevice before = find(scan(SystemRoots{}));
    ASSERT_FALSE(before.inUse()) << reasonsText(before);
    {
        // What a running benchmark or mkfs does for its whole run.
        const OpenFd holder(loop.device(), O_RDONLY | O_EXCL | O_CLOEXEC);
        ASSERT_GE(holder.get(), 0) << loop.device();
        const BlockDevice held = find(scan(SystemRoots{}));
        EXPECT_TRUE(held.opened_exclusively);
        ASSERT_EQ(held.in_use_reasons.size(), 1U) << reasonsText(held);
        EXPECT_EQ(held.in_use_reasons.front().kind, Kind::OpenExclusive);
        EXPECT_EQ(toString(held.in_use_reasons.front().kind), "open_exclusive");
        // The caller's own hold is no reason against it.
        ScanOptions own;
        own.held_exclusively_by_caller = {loop.device()};
        EXPECT_FALSE(find(scan(SystemRoots{}, own)).inUse());
    }
    EXPECT_FALSE(find(scan(SystemRoots{})).inUse()) << "the scan's own probe must not keep it open";
}
