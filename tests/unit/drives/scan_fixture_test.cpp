// Scans the checked-in fake machine in tests/data/machine1 (made by
// make_fixture_tree.py) and checks what a person would read off it.
#include <unistd.h>

#include <algorithm>
#include <fstream>

#include <gtest/gtest.h>

#include "core/drives/drive_json.h"
#include "core/drives/scan.h"

using namespace am::drives;
namespace fs = std::filesystem;

namespace {

SystemRoots fixtureRoots()
{
    const std::filesystem::path root = std::filesystem::path(ARRAYMARK_TEST_DATA) / "machine1";
    return {root / "sys", root / "proc", root / "dev"};
}

class FixtureScan : public ::testing::Test {
protected:
    static void SetUpTestSuite() { result_ = new ScanResult(scan(fixtureRoots())); }
    static void TearDownTestSuite() { delete result_; }

    static const BlockDevice& device(const std::string& name)
    {
        const BlockDevice* found = result_->find(name);
        if (!found) throw std::runtime_error("fixture has no " + name);
        return *found;
    }
    static bool hasReason(const BlockDevice& d, InUseReason::Kind kind,
                          const std::string& detail_part)
    {
        return std::any_of(
            d.in_use_reasons.begin(), d.in_use_reasons.end(), [&](const InUseReason& r) {
                return r.kind == kind && r.detail.find(detail_part) != std::string::npos;
            });
    }

    static ScanResult* result_;
};
ScanResult* FixtureScan::result_ = nullptr;

} // namespace

TEST_F(FixtureScan, ListsEveryBlockEntryPhysicalDrivesFirst)
{
    std::vector<std::string> names;
    for (const auto& d : result_->drives) names.push_back(d.name);
    const std::vector<std::string> expected{"nvme0n1", "nvme1n1", "sda", "sdb",   "sdc",   "sdd",
                                            "sde",     "vda",     "md0", "zram0", "loop0", "loop1"};
    EXPECT_EQ(names, expected);
    EXPECT_TRUE(result_->warnings.empty());
}

TEST_F(FixtureScan, ReadsNvmeIdentityAndLinkWithoutMultipath)
{
    const auto& d = device("nvme0n1");
    EXPECT_EQ(d.transport, Transport::Nvme);
    EXPECT_EQ(d.path, "/dev/nvme0n1");
    EXPECT_EQ(d.model, "Samsung SSD 980 PRO 2TB");
    EXPECT_EQ(d.serial, "S6B0NL0T612345A");
    EXPECT_EQ(d.firmware, "5B2QGXA7");
    EXPECT_EQ(d.size_bytes, 3907029168ULL * 512);
    ASSERT_TRUE(d.nvme.has_value());
    EXPECT_EQ(d.nvme->controller, "nvme0");
    EXPECT_EQ(d.nvme->subsystem, "");
    EXPECT_EQ(d.nvme->pci_address, "0000:01:00.0");
    EXPECT_EQ(d.nvme->link_speed, "16.0 GT/s PCIe");
    EXPECT_EQ(d.nvme->link_width, 4U);
    EXPECT_FALSE(d.inUse());
}

TEST_F(FixtureScan, FollowsMultipathSubsystemToControllerAndSeesDowntrainedLink)
{
    const auto& d = device("nvme1n1");
    EXPECT_EQ(d.model, "KIOXIA KCD61LUL960G");
    EXPECT_EQ(d.logical_block_size, 4096U);
    EXPECT_EQ(d.size_bytes,
              1875385008ULL * 512); // sysfs counts 512-byte sectors whatever the LBA size
    ASSERT_TRUE(d.nvme.has_value());
    EXPECT_EQ(d.nvme->subsystem, "nvme-subsys1");
    EXPECT_EQ(d.nvme->controller, "nvme1");
    EXPECT_EQ(d.nvme->link_speed, "8.0 GT/s PCIe");
    EXPECT_EQ(d.nvme->link_width, 2U);
    EXPECT_EQ(d.nvme->max_link_speed, "16.0 GT/s PCIe");
    EXPECT_EQ(d.nvme->max_link_width, 4U);
}

TEST_F(FixtureScan, ReadsSataSsdAndHdd)
{
    const auto& ssd = device("sda");
    EXPECT_EQ(ssd.transport, Transport::Sata);
    EXPECT_EQ(ssd.model, "Samsung SSD 870 EVO 1TB"); // the "ATA" vendor is dropped, padding trimmed
    EXPECT_EQ(ssd.serial, "S6PTNM0T123456X");        // from VPD page 0x80
    EXPECT_EQ(ssd.firmware, "SVT02B6Q");
    EXPECT_FALSE(ssd.rotational);
    EXPECT_FALSE(ssd.inUse());

    const auto& hdd = device("sdb");
    EXPECT_TRUE(hdd.rotational);
    EXPECT_EQ(hdd.logical_block_size, 512U);
    EXPECT_EQ(hdd.physical_block_size, 4096U);
    EXPECT_FALSE(hdd.nvme.has_value());
}

TEST_F(FixtureScan, DiskWithMountedPartitionsIsInUseThroughEachPartition)
{
    const auto& disk = device("sdc");
    ASSERT_EQ(disk.partitions.size(), 3U);
    EXPECT_TRUE(hasReason(disk, InUseReason::Kind::PartitionInUse, "sdc1: mounted at /boot/efi"));
    EXPECT_TRUE(hasReason(disk, InUseReason::Kind::PartitionInUse, "sdc2: mounted at /"));
    EXPECT_TRUE(hasReason(disk, InUseReason::Kind::PartitionInUse, "sdc3: active swap"));

    const auto& root = device("/dev/sdc2");
    EXPECT_TRUE(root.is_partition);
    EXPECT_EQ(root.parent, "sdc");
    EXPECT_EQ(root.mountpoints, std::vector<std::string>{"/"});
    EXPECT_TRUE(hasReason(root, InUseReason::Kind::Mounted, "/"));
    EXPECT_TRUE(device("sdc3").swap);
    EXPECT_TRUE(hasReason(device("sdc3"), InUseReason::Kind::Swap, "swap"));
}

TEST_F(FixtureScan, MdArrayListsMembersAndMembersNameTheArray)
{
    ASSERT_EQ(result_->arrays.size(), 1U);
    const auto& md = result_->arrays.front();
    EXPECT_EQ(md.name, "md0");
    EXPECT_EQ(md.level, "raid1");
    EXPECT_EQ(md.array_state, "clean");
    EXPECT_EQ(md.raid_disks, 2U);
    EXPECT_EQ(md.members, (std::vector<std::string>{"sdd1", "sde1"}));

    EXPECT_EQ(device("md0").transport, Transport::Md);
    EXPECT_TRUE(hasReason(device("md0"), InUseReason::Kind::Mounted, "/srv"));
    EXPECT_TRUE(hasReason(device("sdd1"), InUseReason::Kind::MdMember, "member of md0"));
    EXPECT_TRUE(hasReason(device("sde"), InUseReason::Kind::PartitionInUse, "sde1: member of md0"));
}

TEST_F(FixtureScan, LoopZramAndVirtio)
{
    const auto& loop0 = device("loop0");
    EXPECT_EQ(loop0.transport, Transport::Loop);
    EXPECT_EQ(loop0.backing_file, "/var/lib/images/disk.img");
    EXPECT_EQ(loop0.size_bytes, 1073741824ULL);
    EXPECT_FALSE(loop0.inUse());

    const auto& loop1 = device("loop1");
    EXPECT_EQ(loop1.size_bytes, 0U);
    EXPECT_FALSE(loop1.inUse()); // nothing bound: nothing to protect, and nothing was probed
    EXPECT_TRUE(loop1.probe_error.empty());

    const auto& zram = device("zram0");
    EXPECT_EQ(zram.transport, Transport::Zram);
    EXPECT_TRUE(hasReason(zram, InUseReason::Kind::Swap, "swap"));

    const auto& vda = device("vda");
    EXPECT_EQ(vda.transport, Transport::Virtio);
    EXPECT_EQ(vda.serial, "vd-data-01");
    EXPECT_EQ(vda.signature_type, "swap"); // found by libblkid in dev/vda
    EXPECT_FALSE(vda.swap);                // but not active
    EXPECT_TRUE(hasReason(vda, InUseReason::Kind::Signature, "swap signature"));
}

TEST_F(FixtureScan, DeviceThatCannotBeOpenedIsUnverifiedAndThereforeInUse)
{
    // loop0 has a size but dev/loop0 is missing under a devfs with no files.
    auto roots = fixtureRoots();
    const auto empty_dev = std::filesystem::temp_directory_path() / "arraymark-empty-devfs";
    std::filesystem::create_directories(empty_dev);
    roots.devfs = empty_dev;
    const ScanResult result = scan(roots);
    std::filesystem::remove(empty_dev);
    const BlockDevice* loop0 = result.find("loop0");
    ASSERT_NE(loop0, nullptr);
    ASSERT_TRUE(loop0->inUse());
    EXPECT_EQ(loop0->in_use_reasons.front().kind, InUseReason::Kind::Unverified);
    EXPECT_NE(loop0->probe_error.find("cannot open"), std::string::npos) << loop0->probe_error;
}

TEST(ScanMounts, MountsSeenOnlyByInitCountToo)
{
    // As in a chroot: our mountinfo lacks a mount that init's shows.
    const fs::path copy =
        fs::temp_directory_path() / ("arraymark-chroot-" + std::to_string(getpid()));
    fs::remove_all(copy);
    fs::copy(fixtureRoots().sysfs.parent_path(), copy,
             fs::copy_options::recursive | fs::copy_options::copy_symlinks);
    fs::create_directories(copy / "proc/1");
    std::ofstream(copy / "proc/1/mountinfo")
        << "28 1 8:0 / /srv/data rw,relatime shared:1 - ext4 /dev/sda rw\n";
    const ScanResult result = scan({copy / "sys", copy / "proc", copy / "dev"});
    fs::remove_all(copy);
    const BlockDevice* sda = result.find("sda");
    ASSERT_NE(sda, nullptr);
    EXPECT_EQ(sda->mountpoints, std::vector<std::string>{"/srv/data"});
    EXPECT_TRUE(sda->inUse());
    EXPECT_EQ(result.find("sdc2")->mountpoints, std::vector<std::string>{"/"}); // not doubled
}

TEST(ScanMounts, ABindMountInTheChrootDoesNotHideInitsRootMount)
{
    // ip netns bind-mounts /run/netns; inside a chroot that is the only mount of
    // the root disk we see, while init sees the disk mounted at / as well.
    const fs::path copy =
        fs::temp_directory_path() / ("arraymark-chroot-bind-" + std::to_string(getpid()));
    fs::remove_all(copy);
    fs::copy(fixtureRoots().sysfs.parent_path(), copy,
             fs::copy_options::recursive | fs::copy_options::copy_symlinks);
    fs::create_directories(copy / "proc/1");
    std::ofstream(copy / "proc/self/mountinfo")
        << "40 1 8:34 /chroot/run/netns /run/netns rw,relatime shared:1 - ext4 /dev/sdc2 rw\n";
    std::ofstream(copy / "proc/1/mountinfo")
        << "28 1 8:34 / / rw,relatime shared:1 - ext4 /dev/sdc2 rw\n"
           "47 28 8:34 /chroot/run/netns /chroot/run/netns rw,relatime shared:2 - ext4 /dev/sdc2 rw\n";
    const ScanResult result = scan({copy / "sys", copy / "proc", copy / "dev"});
    fs::remove_all(copy);
    const BlockDevice* sdc2 = result.find("sdc2");
    ASSERT_NE(sdc2, nullptr);
    // "/" from init; the bind once, as we see it (init's view of the same mount is not added).
    EXPECT_EQ(sdc2->mountpoints, (std::vector<std::string>{"/run/netns", "/"}));
}

TEST_F(FixtureScan, JsonCarriesTheDocumentedKeys)
{
    const auto json = toJson(*result_);
    ASSERT_TRUE(json.contains("drives"));
    ASSERT_TRUE(json.contains("arrays"));
    for (const auto& drive : json["drives"])
        for (const char* key : {"name", "path", "model", "serial", "size_bytes", "transport",
                                "rotational", "logical_block_size", "in_use", "in_use_reasons"})
            EXPECT_TRUE(drive.contains(key)) << drive["name"] << " lacks " << key;
    for (const char* key : {"name", "level", "members", "state"})
        EXPECT_TRUE(json["arrays"][0].contains(key)) << key;
}

TEST(ScanOrder, NumbersCompareAsNumbersWithinAGroup)
{
    const auto device = [](std::string name, Transport t) {
        BlockDevice d;
        d.name = std::move(name);
        d.transport = t;
        return d;
    };
    EXPECT_TRUE(
        displayOrderLess(device("nvme2n1", Transport::Nvme), device("nvme10n1", Transport::Nvme)));
    EXPECT_FALSE(
        displayOrderLess(device("nvme10n1", Transport::Nvme), device("nvme2n1", Transport::Nvme)));
    EXPECT_TRUE(
        displayOrderLess(device("loop9", Transport::Loop), device("loop10", Transport::Loop)));
    EXPECT_TRUE(displayOrderLess(device("sdz", Transport::Sata), device("md0", Transport::Md)));
    EXPECT_TRUE(displayOrderLess(device("sda", Transport::Sata), device("sdaa", Transport::Sata)));
    EXPECT_FALSE(displayOrderLess(device("sda", Transport::Sata), device("sda", Transport::Sata)));
}

TEST(ScanRoots, MissingRootIsAnErrorNotAnEmptyList)
{
    SystemRoots roots;
    roots.sysfs = "/nonexistent/arraymark/sys";
    EXPECT_THROW(scan(roots), ScanError);
    try {
        scan(roots);
    } catch (const ScanError& error) {
        EXPECT_NE(std::string(error.what()).find("/nonexistent/arraymark/sys"), std::string::npos);
    }
}
