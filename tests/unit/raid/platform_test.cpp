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
    EXPECT_THROW(parsePlatformExport("MD_FIRMWARE_TYPE=imsm\nIMSM_SUPPORTED_CHUNK_SIZES=4q\n"),
                 ParseError);
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

// What the shared line walker does for both forms: blank lines skipped,
// "mdadm:" lines kept as notes, a line without the form's separator refused
// with its number, each entry key starting an entry of its own.
TEST(Platform, BothFormsWalkTheirLinesAlike)
{
    const Platform exported = parsePlatformExport(
        "mdadm: first note\n\nMD_FIRMWARE_TYPE=imsm\nIMSM_VERSION=1.0\n  \nmdadm: second note\nMD_FIRMWARE_TYPE=imsm\n"
        "IMSM_MAX_DISKS=6\n");
    ASSERT_EQ(exported.entries.size(), 2U);
    EXPECT_EQ(exported.entries[0].version, "1.0");
    EXPECT_EQ(exported.entries[1].max_disks, 6U);
    EXPECT_EQ(exported.notes,
              (std::vector<std::string>{"mdadm: first note", "mdadm: second note"}));
    EXPECT_TRUE(exported.entries[0].other.empty())
        << "MD_FIRMWARE_TYPE is the entry's start, not an unknown key";

    const Platform human =
        parsePlatformHuman("mdadm: a note\n\n       Platform : A\n    Max Disks : 4\n\n"
                           "       Platform : B\n  License : x\n");
    ASSERT_EQ(human.entries.size(), 2U);
    EXPECT_EQ(human.entries[0].platform, "A");
    EXPECT_EQ(human.entries[0].max_disks, 4U);
    EXPECT_EQ(human.entries[1].platform, "B");
    EXPECT_EQ(human.entries[1].other.at("License"), "x");
    EXPECT_EQ(human.notes, (std::vector<std::string>{"mdadm: a note"}));

    for (const auto& [text, line] :
         {std::pair<std::string, std::size_t>{"MD_FIRMWARE_TYPE=imsm\n\nno separator\n", 3},
          {"MD_FIRMWARE_TYPE=imsm\n=value\n", 2}}) {
        try {
            parsePlatformExport(text);
            ADD_FAILURE() << "accepted: " << text;
        } catch (const ParseError& error) {
            EXPECT_EQ(error.line(), line) << text;
        }
    }
    try {
        parsePlatformHuman("       Platform : A\nKey: without the spaced colon\n");
        ADD_FAILURE() << "accepted a line without \" : \"";
    } catch (const ParseError& error) {
        EXPECT_EQ(error.line(), 2U);
    }
}
