#include <gtest/gtest.h>

#include "core/raid/platform.h"
#include "core/raid/types.h"
#include "fake_runner.h"

using namespace am::raid;
using am::test::fixture;

TEST(PlatformHuman, VmdLaptop)
{
    const Platform platform = parsePlatformHuman(fixture("platform/vmd_rst_laptop.txt"));
    ASSERT_EQ(platform.entries.size(), 1U);
    const auto& caps = platform.entries[0];
    EXPECT_EQ(caps.platform, "Intel(R) Rapid Storage Technology");
    EXPECT_EQ(caps.version, "19.0.7.5579");
    EXPECT_EQ(caps.levels, (std::vector<std::string>{"raid0", "raid1", "raid10", "raid5"}));
    EXPECT_EQ(caps.chunk_sizes.front(), 4096U);
    EXPECT_EQ(caps.chunk_sizes.back(), 128U * 1024);
    EXPECT_EQ(caps.max_disks, 32U);
    EXPECT_EQ(caps.max_volumes_per_array, 2U);
    EXPECT_EQ(caps.max_volumes_per_controller, 4U);
    EXPECT_TRUE(caps.two_tb_disks);
    EXPECT_EQ(caps.third_party_nvme, true);
    ASSERT_EQ(caps.controllers.size(), 1U);
    EXPECT_EQ(caps.controllers[0].type, "VMD");
    EXPECT_EQ(caps.controllers[0].path, "/sys/devices/pci0000:00/0000:00:0e.0");
    ASSERT_EQ(caps.controllers[0].devices.size(), 2U);
    EXPECT_EQ(caps.controllers[0].devices[1].device, "/dev/nvme1n1");
    EXPECT_EQ(caps.controllers[0].devices[1].serial, "S6P1NS0T318223V");
}

TEST(PlatformHuman, SataPortsAndManyVmdDomains)
{
    const Platform platform = parsePlatformHuman(fixture("platform/sata_and_vroc_server.txt"));
    ASSERT_EQ(platform.entries.size(), 2U);
    const auto& sata = platform.entries[0];
    EXPECT_EQ(sata.max_disks, 8U);
    ASSERT_EQ(sata.controllers.size(), 1U);
    EXPECT_EQ(sata.controllers[0].type, "SATA");
    ASSERT_EQ(sata.controllers[0].devices.size(), 8U);
    EXPECT_EQ(sata.controllers[0].devices[0].port, "Port2");
    EXPECT_EQ(sata.controllers[0].devices[0].device, "/dev/sdd");
    EXPECT_EQ(sata.controllers[0].devices[4].note, "no device attached");
    const auto& vroc = platform.entries[1];
    EXPECT_EQ(vroc.controllers.size(), 5U);
    EXPECT_EQ(vroc.controllers[1].devices.size(), 2U);
    EXPECT_EQ(vroc.max_volumes_per_controller, 24U);
}

TEST(PlatformExport, ParsesCapabilities)
{
    const Platform platform = parsePlatformExport(fixture("platform/sata_rst.export"));
    ASSERT_TRUE(platform.found());
    const auto& caps = platform.entries[0];
    EXPECT_TRUE(caps.supportsLevel("raid5"));
    EXPECT_FALSE(caps.supportsLevel("raid6"));
    EXPECT_TRUE(caps.supportsChunk(64 * 1024));
    EXPECT_FALSE(caps.supportsChunk(512 * 1024));
    EXPECT_EQ(caps.max_disks, 8U);
    EXPECT_EQ(caps.max_volumes_per_array, 2U);
}

TEST(PlatformExport, NoPlatformRecordedFromMdadm42)
{
    EXPECT_FALSE(parsePlatformExport(fixture("platform/none.export")).found());
    // stderr of `mdadm --detail-platform --export -v` without Intel hardware
    const Platform noted = parsePlatformExport(fixture("platform/none_export_verbose.stderr"));
    EXPECT_FALSE(noted.found());
    EXPECT_FALSE(noted.notes.empty());
    EXPECT_FALSE(parsePlatformHuman(fixture("platform/none_verbose.stderr")).found());
}

TEST(Platform, MalformedInputThrowsWithLine)
{
    EXPECT_THROW(parsePlatformExport("IMSM_MAX_DISKS=8\n"), ParseError); // before MD_FIRMWARE_TYPE
    EXPECT_THROW(parsePlatformExport("MD_FIRMWARE_TYPE=imsm\nIMSM_MAX_DISKS=eight\n"), ParseError);
    EXPECT_THROW(parsePlatformExport("MD_FIRMWARE_TYPE=imsm\nIMSM_SUPPORTED_CHUNK_SIZES=4q\n"), ParseError);
    try {
        parsePlatformHuman("       Platform : Intel(R) X\n    Max Volumes : lots\n");
        FAIL();
    } catch (const ParseError& error) {
        EXPECT_EQ(error.line(), 2U);
    }
    EXPECT_THROW(parsePlatformHuman(" NVMe under VMD : /dev/nvme0n1 (X)\n"), ParseError);
}

TEST(Platform, MdadmSizes)
{
    EXPECT_EQ(parseMdadmSize("4k"), 4096U);
    EXPECT_EQ(parseMdadmSize("1M"), 1048576U);
    EXPECT_EQ(parseMdadmSize("64M"), 64U << 20);
    EXPECT_FALSE(parseMdadmSize("k").has_value());
    EXPECT_FALSE(parseMdadmSize("99999999999999999999k").has_value());
}
