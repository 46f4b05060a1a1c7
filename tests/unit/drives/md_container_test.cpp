// readMdArray on md sysfs attributes recorded from a real kernel in the VM
// harness (tests/data/vm-recorded): an imsm container and its RAID1 volume.
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "core/drives/sysfs_device.h"

using namespace am::drives;
namespace fs = std::filesystem;

namespace {

const fs::path kRecorded = fs::path(ARRAYMARK_TEST_DATA) / "vm-recorded/30-imsm-raid1";

// Turns a recorded "md/level=raid1" snapshot into sys/block/NAME/md/level files.
class RecordedMdTree : public ::testing::Test {
protected:
    void SetUp() override
    {
        root_ = fs::temp_directory_path() /
                ("arraymark-md-" +
                 std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(root_);
    }
    void TearDown() override { fs::remove_all(root_); }

    void addArray(const std::string& name, const fs::path& snapshot)
    {
        std::ifstream in(snapshot);
        ASSERT_TRUE(in) << "missing fixture " << snapshot;
        std::string line;
        while (std::getline(in, line)) {
            const auto equals = line.find('=');
            ASSERT_NE(equals, std::string::npos) << line;
            const fs::path file = root_ / "sys/block" / name / line.substr(0, equals);
            fs::create_directories(file.parent_path());
            std::ofstream(file) << line.substr(equals + 1) << '\n';
        }
    }
    SystemRoots roots() const { return {root_ / "sys", root_ / "proc", root_ / "dev"}; }

    fs::path root_;
};

} // namespace

TEST_F(RecordedMdTree, ImsmContainerIsReportedAsContainer)
{
    // The kernel leaves md/level empty for a container (metadata external:imsm).
    addArray("md127", kRecorded / "imsm-sysfs-container.txt");
    const MdArray container = readMdArray(roots(), "md127");
    EXPECT_EQ(container.name, "md127");
    EXPECT_EQ(container.level, "container");
    EXPECT_EQ(container.metadata_version, "external:imsm");
    EXPECT_EQ(container.array_state, "inactive");
}

TEST_F(RecordedMdTree, ImsmVolumeKeepsItsRaidLevel)
{
    // A volume's metadata is "external:/md127/0": external too, but not a container.
    addArray("md126", kRecorded / "imsm-sysfs-volume.txt");
    const MdArray volume = readMdArray(roots(), "md126");
    EXPECT_EQ(volume.level, "raid1");
    EXPECT_EQ(volume.metadata_version, "external:/md127/0");
    EXPECT_EQ(volume.raid_disks, 2u);
    EXPECT_EQ(volume.chunk_bytes, 65536u);
    EXPECT_EQ(volume.size_bytes, 249856u * 512u); // size=249856 sectors in the snapshot
}
