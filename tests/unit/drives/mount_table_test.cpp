#include <cstdlib>
#include <fstream>

#include <gtest/gtest.h>

#include "core/drives/mount_table.h"

using namespace am::drives;
namespace fs = std::filesystem;

namespace {
class TempDir {
public:
    TempDir()
    {
        std::string pattern = (fs::temp_directory_path() / "arraymark-mounts-XXXXXX").string();
        if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
        path_ = pattern;
    }
    ~TempDir() { fs::remove_all(path_); }
    const fs::path& path() const { return path_; }

private:
    fs::path path_;
};
} // namespace

TEST(MountTable, MatchesByDeviceNumberAndBtrfsBySourceThroughDevfsLinks)
{
    TempDir dir;
    std::ofstream(dir.path() / "mountinfo")
        << "22 28 0:21 / /proc rw,relatime - proc proc rw\n"
           "28 1 8:2 / / rw,relatime - ext4 /dev/sda2 rw\n"
           "40 28 0:45 /@home /home rw,relatime - btrfs /dev/mapper/vg-home rw,space_cache=v2\n"
           "41 28 0:46 / /tmp rw - tmpfs tmpfs rw\n";
    fs::create_directories(dir.path() / "dev/mapper");
    std::ofstream(dir.path() / "dev/dm-3");
    fs::create_symlink("../dm-3", dir.path() / "dev/mapper/vg-home");

    const auto mounts = readMountTable(dir.path() / "mountinfo");
    ASSERT_EQ(mounts.size(), 2U) << "proc and tmpfs are not block devices";
    EXPECT_EQ(mountTargetsOf(mounts, "8:2", "sda2", dir.path() / "dev"),
              std::vector<std::string>{"/"});
    EXPECT_EQ(mountTargetsOf(mounts, "254:3", "dm-3", dir.path() / "dev"),
              std::vector<std::string>{"/home"});
    EXPECT_TRUE(mountTargetsOf(mounts, "8:1", "sda1", dir.path() / "dev").empty());
}

TEST(MountTable, UnreadableTableIsAnErrorNamingTheFile)
{
    try {
        readMountTable("/nonexistent/mountinfo");
        FAIL() << "no error";
    } catch (const std::exception& error) {
        EXPECT_NE(std::string(error.what()).find("/nonexistent/mountinfo"), std::string::npos);
    }
}

TEST(SwapTable, ListsPartitionsNotFiles)
{
    TempDir dir;
    std::ofstream(dir.path() / "swaps") << "Filename\tType\tSize\tUsed\tPriority\n"
                                           "/dev/sdb3  partition 8388604 0 -2\n"
                                           "/swapfile  file      1048572 0 -3\n"
                                           "/dev/zram0 partition 4194300 0 100\n";
    EXPECT_EQ(readSwapDevices(dir.path() / "swaps"), (std::set<std::string>{"sdb3", "zram0"}));
}

TEST(SwapTable, ListsSwapFilesApartFromSwapPartitionsWithBlanksUnescaped)
{
    TempDir dir;
    std::ofstream(dir.path() / "swaps") << "Filename\tType\tSize\tUsed\tPriority\n"
                                           "/dev/sdc3  partition\t8361284\t0\t-2\n"
                                           "/var/swap\\040file  file\t1048572\t0\t-3\n";
    EXPECT_EQ(readSwapDevices(dir.path() / "swaps"), std::set<std::string>{"sdc3"});
    EXPECT_EQ(readSwapFiles(dir.path() / "swaps"), std::set<std::string>{"/var/swap file"});
    EXPECT_TRUE(readSwapFiles(dir.path() / "missing").empty());
}
