// Scans this machine's real /sys, /proc and /dev. Asserts facts the kernel
// states itself, so the test holds on any machine; devices it creates (a loop
// device) are its own and are detached even when an assertion fails.
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <fstream>

#include <gtest/gtest.h>

#include <map>

#include "core/drives/scan.h"
#include "core/util/text_file.h"
#include "scratch_stack.h"

using namespace am::drives;
namespace fs = std::filesystem;

TEST(RealScan, ListsEveryEntryOfSysBlockWithKernelSizes)
{
    if (!fs::is_directory("/sys/block")) GTEST_SKIP() << "no /sys/block on this machine";
    // Other tests attach and detach loop devices meanwhile: only entries that are there, with
    // the same size, before and after the scan are compared.
    const auto listing = [] {
        std::map<std::string, std::uint64_t> sizes;
        for (const auto& entry : fs::directory_iterator("/sys/block"))
            sizes[entry.path().filename()] =
                am::util::readNumber(entry.path() / "size").value_or(0) * 512;
        return sizes;
    };
    const auto before = listing();
    const ScanResult result = scan(SystemRoots{});
    const auto after = listing();
    std::size_t stable = 0;
    for (const auto& [name, size] : before) {
        const auto again = after.find(name);
        if (again == after.end() || again->second != size) continue;
        ++stable;
        const BlockDevice* device = result.find(name);
        ASSERT_NE(device, nullptr) << name;
        EXPECT_EQ(device->size_bytes, size) << name;
    }
    EXPECT_GT(stable, 0u);
    EXPECT_GE(result.drives.size(), stable);
}

TEST(RealScan, DeviceHoldingTheRootFilesystemIsMounted)
{
    struct stat root {};
    ASSERT_EQ(stat("/", &root), 0);
    const std::string devno =
        std::to_string(major(root.st_dev)) + ":" + std::to_string(minor(root.st_dev));
    const ScanResult result = scan(SystemRoots{});
    const BlockDevice* holder = nullptr;
    for (const auto& d : result.drives) {
        if (d.devno == devno) holder = &d;
        for (const auto& p : d.partitions)
            if (p.devno == devno) holder = &p;
    }
    if (!holder) GTEST_SKIP() << "/ is not on a block device here (devno " << devno << ")";
    EXPECT_TRUE(holder->inUse());
    EXPECT_NE(std::find(holder->mountpoints.begin(), holder->mountpoints.end(), "/"),
              holder->mountpoints.end());
}

using am::test::TempLoop;

TEST(RealScan, LoopDeviceWithSwapSignatureIsFoundAndNamedInUse)
{
    if (geteuid() != 0) GTEST_SKIP() << "needs root to attach a loop device";
    const fs::path image =
        fs::temp_directory_path() / ("arraymark-scan-" + std::to_string(getpid()) + ".img");
    {
        std::string content(64 * 1024, '\0');
        const std::uint32_t header[2] = {1, 15}; // swap v1, last page
        std::memcpy(content.data() + 1024, header, sizeof header);
        std::memcpy(content.data() + 4086, "SWAPSPACE2", 10);
        std::ofstream(image, std::ios::binary) << content;
    }
    TempLoop loop(image);
    fs::remove(image); // the loop device keeps the file open
    if (loop.device().empty()) GTEST_SKIP() << "losetup could not attach a loop device here";

    const ScanResult result = scan(SystemRoots{});
    const BlockDevice* device = result.find(loop.device());
    ASSERT_NE(device, nullptr) << loop.device();
    EXPECT_EQ(device->transport, Transport::Loop);
    EXPECT_EQ(device->size_bytes, 64U * 1024);
    EXPECT_NE(device->backing_file.find("arraymark-scan-"), std::string::npos)
        << device->backing_file;
    EXPECT_EQ(device->signature_type, "swap");
    ASSERT_TRUE(device->inUse());
    EXPECT_EQ(device->in_use_reasons.front().kind, InUseReason::Kind::Signature);
}
