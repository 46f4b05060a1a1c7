#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/helper/device_path.h"
#include "machine.h"

using namespace am::helper;
namespace fs = std::filesystem;

namespace {

std::string refusedRule(const std::string& given, const DeviceRules& rules)
{
    try {
        resolveDevicePath(given, rules);
    } catch (const Refused& refused) {
        EXPECT_FALSE(std::string(refused.what()).empty());
        return refused.rule();
    }
    return "accepted";
}

} // namespace

TEST(DevicePath, PlainDevicesResolveToTheirCanonicalPath)
{
    am::test::HelperMachine machine;
    EXPECT_EQ(resolveDevicePath("/dev/nvme0n1", machine.rules), "/dev/nvme0n1");
    EXPECT_EQ(resolveDevicePath("/dev/sdd1", machine.rules), "/dev/sdd1");
}

TEST(DevicePath, ByIdLinksResolveInsideDevfs)
{
    am::test::HelperMachine machine;
    fs::create_directories(machine.devfs() / "disk/by-id");
    fs::create_symlink("../../sda", machine.devfs() / "disk/by-id/ata-Samsung_SSD_870");
    EXPECT_EQ(resolveDevicePath("/dev/disk/by-id/ata-Samsung_SSD_870", machine.rules), "/dev/sda");
}

TEST(DevicePath, PathTricksAreRefused)
{
    am::test::HelperMachine machine;
    EXPECT_EQ(refusedRule("/dev/../etc/passwd", machine.rules), "path_trick");
    EXPECT_EQ(refusedRule("/dev/./sda", machine.rules), "path_trick");
    EXPECT_EQ(refusedRule("/dev//sda", machine.rules), "path_trick");
    EXPECT_EQ(refusedRule("/dev/sda/", machine.rules), "path_trick");
    EXPECT_EQ(refusedRule("/etc/passwd", machine.rules), "outside_dev");
    EXPECT_EQ(refusedRule("sda", machine.rules), "outside_dev");
    EXPECT_EQ(refusedRule("", machine.rules), "empty_path");
    EXPECT_EQ(refusedRule("/dev/sda\n", machine.rules), "control_character");
    EXPECT_EQ(refusedRule("/dev/" + std::string(300, 'a'), machine.rules), "path_too_long");
    EXPECT_EQ(refusedRule("/dev/sdz", machine.rules), "no_such_device");
}

TEST(DevicePath, SymlinksLeavingDevfsOrToRegularFilesAreRefused)
{
    am::test::HelperMachine machine;
    const fs::path outside = machine.devfs().parent_path() / "secret";
    std::ofstream(outside) << "not a disk\n";
    fs::create_symlink(outside, machine.devfs() / "evil");
    EXPECT_EQ(refusedRule("/dev/evil", machine.rules), "outside_dev");
    std::ofstream(machine.devfs() / "notes") << "a regular file in devfs\n";
    fs::create_symlink("notes", machine.devfs() / "sdx");
    EXPECT_EQ(refusedRule("/dev/sdx", machine.rules), "not_block_device");
    // A node in a subdirectory is not a kernel block device name.
    fs::create_directories(machine.devfs() / "sub");
    std::ofstream(machine.devfs() / "sub/sda");
    EXPECT_EQ(refusedRule("/dev/sub/sda", machine.rules), "outside_dev");
}

TEST(DevicePath, TheRealCheckWantsABlockDeviceNode)
{
    const fs::path dir =
        fs::temp_directory_path() / ("arraymark-blk-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::ofstream(dir / "file") << "x";
    fs::create_symlink(dir / "file", dir / "link");
    EXPECT_FALSE(isBlockDeviceNode(dir / "file"));
    EXPECT_FALSE(isBlockDeviceNode(dir / "link"));
    EXPECT_FALSE(isBlockDeviceNode("/dev/null")); // a character device
    fs::remove_all(dir);
    bool found = false;
    for (const auto& entry : fs::directory_iterator("/sys/block")) {
        const fs::path node = fs::path("/dev") / entry.path().filename();
        if (!fs::exists(node)) continue;
        EXPECT_TRUE(isBlockDeviceNode(node)) << node;
        found = true;
        break;
    }
    if (!found) GTEST_SKIP() << "no block device node in /dev to compare with";
}

TEST(ArrayReference, NamesAndPathsOfExistingArrays)
{
    am::test::HelperMachine machine;
    EXPECT_EQ(resolveArrayReference("md0", machine.rules), "md0");
    EXPECT_EQ(resolveArrayReference("/dev/md0", machine.rules), "md0");
    fs::create_directories(machine.devfs() / "md");
    fs::create_symlink("../md0", machine.devfs() / "md/srv");
    EXPECT_EQ(resolveArrayReference("srv", machine.rules), "md0");
    EXPECT_EQ(resolveArrayReference("/dev/md/srv", machine.rules), "md0");
    EXPECT_THROW(resolveArrayReference("/dev/sda", machine.rules), Refused);
    EXPECT_THROW(resolveArrayReference("md9", machine.rules), Refused);
    EXPECT_THROW(resolveArrayReference("../md0", machine.rules), Refused);
    EXPECT_THROW(resolveArrayReference("-rf", machine.rules), Refused);
}

TEST(ArrayName, Rules)
{
    EXPECT_NO_THROW(checkArrayName("data", "name"));
    EXPECT_NO_THROW(checkArrayName("bench_r5-01.a", "name"));
    EXPECT_THROW(checkArrayName("", "name"), Refused);
    EXPECT_THROW(checkArrayName("--force", "name"), Refused);
    EXPECT_THROW(checkArrayName("a/b", "name"), Refused);
    EXPECT_THROW(checkArrayName(".hidden", "name"), Refused);
    EXPECT_THROW(checkArrayName(std::string(33, 'a'), "name"), Refused);
    EXPECT_NO_THROW(checkUuid("3f1c2a9b:0d4e5f60:11223344:aabbccdd"));
    EXPECT_THROW(checkUuid("3f1c2a9b:0d4e5f60:11223344"), Refused);
}
