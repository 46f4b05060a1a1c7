// The PCIe links between NVMe drives and the CPU, and the caps the links
// they share put on an array (core/drives/pcie_topology), on recorded trees
// written by tests/data/make_topology_trees.py.
#include <gtest/gtest.h>

#include "core/drives/pcie_sharing.h"
#include "core/drives/pcie_topology.h"
#include "core/drives/scan.h"

using namespace am::drives;

namespace {
std::filesystem::path tree(const char* machine)
{
    return std::filesystem::path(ARRAYMARK_TEST_DATA) / "topology" / machine / "sys";
}

MemberPath member(const char* machine, const std::string& name, const std::string& address)
{
    return {name, pciePathOf(tree(machine), address)};
}

constexpr double kGen3x4 = 8e9 * 4 * 128 / 130 / 8 * 0.9; // 3.54 GB/s
} // namespace

TEST(PcieTopology, LinkRatesFollowTheLineCode)
{
    EXPECT_NEAR(pcieLinkBytesPerSecond(8.0, 4), 3.545e9, 0.001e9);
    EXPECT_NEAR(pcieLinkBytesPerSecond(16.0, 4), 7.089e9, 0.001e9);
    EXPECT_NEAR(pcieLinkBytesPerSecond(5.0, 1), 0.45e9, 0.001e9); // 8b/10b below 8 GT/s
    EXPECT_EQ(parseLinkSpeed("16.0 GT/s PCIe"), 16.0);
    EXPECT_EQ(parseLinkSpeed("2.5 GT/s"), 2.5);
    EXPECT_FALSE(parseLinkSpeed("Unknown"));
    EXPECT_FALSE(parseLinkSpeed(""));
    EXPECT_FALSE(parseLinkSpeed("8.0 Gb/s"));
}

TEST(PcieTopology, AChipsetSlotEndsInTheDmiLink)
{
    const auto cpu = pciePathOf(tree("desktop-pch"), "0000:01:00.0");
    ASSERT_EQ(cpu.size(), 1U); // the drive's x4 Gen4 link to the CPU's root port
    EXPECT_EQ(cpu[0].address, "0000:01:00.0");
    EXPECT_EQ(cpu[0].gigatransfers, 16.0);
    EXPECT_EQ(cpu[0].width, 4U);
    EXPECT_FALSE(cpu[0].chipset_uplink);

    const auto pch = pciePathOf(tree("desktop-pch"), "0000:02:00.0");
    ASSERT_EQ(pch.size(), 2U);
    EXPECT_EQ(pch[0].address, "0000:02:00.0");
    EXPECT_TRUE(pch[1].chipset_uplink);
    EXPECT_EQ(pch[1].address, "DMI");
    EXPECT_DOUBLE_EQ(pch[1].bytes_per_s, kGen3x4);
}

TEST(PcieTopology, ASwitchAddsItsUpstreamLinkAndSkipsItsDownstreamPorts)
{
    const auto behind = pciePathOf(tree("server-switch"), "0000:03:00.0");
    ASSERT_EQ(behind.size(), 2U);
    EXPECT_EQ(behind[0].address, "0000:03:00.0");
    EXPECT_EQ(behind[1].address, "0000:01:00.0"); // the switch's upstream port, x8 Gen3
    EXPECT_EQ(behind[1].width, 8U);
    EXPECT_FALSE(behind[1].chipset_uplink);
    EXPECT_TRUE(pciePathOf(tree("server-switch"), "0000:09:00.0").empty()); // no such function
    EXPECT_TRUE(
        pciePathOf(std::filesystem::path(ARRAYMARK_TEST_DATA) / "machine1" / "sys", "0000:01:00.0")
            .empty());
}

TEST(PcieTopology, TwoChipsetDrivesShareDmiAndCapTheArray)
{
    const std::vector<MemberPath> both{member("desktop-pch", "nvme1n1", "0000:02:00.0"),
                                       member("desktop-pch", "nvme2n1", "0000:03:00.0")};
    const auto shared = sharedLinks(both);
    ASSERT_EQ(shared.size(), 1U);
    EXPECT_EQ(shared[0].link.address, "DMI");
    EXPECT_EQ(shared[0].members, (std::vector<std::string>{"nvme1n1", "nvme2n1"}));
    EXPECT_DOUBLE_EQ(narrowestSharedLink(both)->bytes_per_s,
                     kGen3x4); // both members' transfers cross it

    // With the CPU-attached drive too, DMI carries two thirds of the array.
    auto three = both;
    three.insert(three.begin(), member("desktop-pch", "nvme0n1", "0000:01:00.0"));
    EXPECT_DOUBLE_EQ(narrowestSharedLink(three)->bytes_per_s, kGen3x4 * 3 / 2);
    EXPECT_EQ(narrowestSharedLink(three)->shared.link.address, "DMI");
    EXPECT_EQ(narrowestSharedLink(three)->shared.members,
              (std::vector<std::string>{"nvme1n1", "nvme2n1"}));
    // One chipset drive and the CPU's: nothing shared.
    EXPECT_FALSE(narrowestSharedLink({three[0], three[1]}));
}

TEST(PcieTopology, TwoDrivesBehindOneSwitchShareItsUplink)
{
    const std::vector<MemberPath> members{member("server-switch", "nvme0n1", "0000:03:00.0"),
                                          member("server-switch", "nvme1n1", "0000:04:00.0"),
                                          member("server-switch", "nvme2n1", "0000:05:00.0")};
    const auto shared = sharedLinks(members);
    ASSERT_EQ(shared.size(), 1U);
    EXPECT_EQ(shared[0].link.address, "0000:01:00.0");
    EXPECT_EQ(shared[0].members, (std::vector<std::string>{"nvme0n1", "nvme1n1"}));
    EXPECT_DOUBLE_EQ(narrowestSharedLink(members)->bytes_per_s,
                     pcieLinkBytesPerSecond(8.0, 8) * 3 / 2);
    // A fourth member with no PCIe path (a SATA drive) takes a quarter of the transfers off the
    // switch.
    EXPECT_DOUBLE_EQ(narrowestSharedLink(members, 4)->bytes_per_s,
                     pcieLinkBytesPerSecond(8.0, 8) * 4 / 2);
}

TEST(PcieTopology, TheDriveScanOfTheRecordedTreesFindsTheLinks)
{
    SystemRoots roots;
    const auto root = std::filesystem::path(ARRAYMARK_TEST_DATA) / "topology" / "desktop-pch";
    roots.sysfs = root / "sys";
    roots.procfs = root / "proc";
    roots.devfs = root / "dev";
    const auto result = scan(roots);
    const auto* drive = result.find("nvme2n1");
    ASSERT_TRUE(drive);
    ASSERT_TRUE(drive->nvme);
    EXPECT_EQ(drive->nvme->pci_address, "0000:03:00.0");
    EXPECT_EQ(pciePathOf(roots.sysfs, drive->nvme->pci_address).back().address, "DMI");
}

TEST(PcieTopology, TheScanSaysWhichDrivesShareALink)
{
    for (const char* machine : {"desktop-pch", "server-switch"}) {
        SystemRoots roots;
        const auto root = std::filesystem::path(ARRAYMARK_TEST_DATA) / "topology" / machine;
        roots.sysfs = root / "sys";
        roots.procfs = root / "proc";
        roots.devfs = root / "dev";
        const auto result = scan(roots);
        // On both machines nvme0n1 and nvme1n1 are the pair that shares on the server, and
        // nvme1n1 and nvme2n1 on the desktop.
        const bool desktop = std::string(machine) == "desktop-pch";
        const std::vector<std::string> pair = desktop
                                                  ? std::vector<std::string>{"nvme1n1", "nvme2n1"}
                                                  : std::vector<std::string>{"nvme0n1", "nvme1n1"};
        const std::string alone = desktop ? "nvme0n1" : "nvme2n1";
        EXPECT_EQ(drivesSharingALinkWith(result, *result.find(pair[0])),
                  std::vector<std::string>{pair[1]})
            << machine;
        EXPECT_EQ(drivesSharingALinkWith(result, *result.find(pair[1])),
                  std::vector<std::string>{pair[0]})
            << machine;
        EXPECT_TRUE(drivesSharingALinkWith(result, *result.find(alone)).empty()) << machine;
        const auto paths = pciePathsOf(result, {"/dev/nvme0n1", "/dev/nvme1n1", "/dev/nvme2n1"});
        ASSERT_EQ(paths.size(), 3U) << machine;
        EXPECT_TRUE(narrowestSharedLink(paths)) << machine;
        EXPECT_TRUE(pciePathsOf(result, {"/dev/nvme7n1"}).empty());
    }
}
