// `estimate --members-of`: each member's reference and caps from the drive scan
// of a recorded machine, and the array's cap from the members' shared PCIe links.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_cli.h"

namespace {
const std::string kData = ARRAYMARK_TEST_DATA;

std::vector<std::string> machineRoots(const std::string& root)
{
    return {"--sysfs", root + "/sys", "--procfs", root + "/proc", "--devfs", root + "/dev"};
}

std::vector<std::string> withRoots(std::vector<std::string> args, const std::string& root)
{
    for (auto& arg : machineRoots(root)) args.push_back(arg);
    return args;
}

const nlohmann::json* cellOf(const nlohmann::json& doc, const char* rw, std::uint64_t bs,
                             int read_share)
{
    for (const auto& cell : doc["cells"])
        if (cell["job"]["rw"] == rw && cell["job"]["bs"] == bs &&
            cell["job"]["read_share"] == read_share)
            return &cell;
    return nullptr;
}

// x4 at 8 GT/s: 128b/130b, 0.9 for packet headers (the chipset's DMI 3.0 link).
const double kDmiBytesPerSecond = 8e9 * 4 * 128.0 / 130.0 / 8 * 0.9;
} // namespace

TEST(CliEstimateMembersOf, EachMemberSaysItsReferenceAndCaps)
{
    const CliRun run = runCli(withRoots(
        {"estimate", "--level", "raid0", "--members-of", "sda,/dev/sdb,sdc"}, kData + "/machine1"));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    for (const char* line :
         {"  /dev/sda: reference: single-nvme, capped by SATA 6 Gb/s (594 MB/s) and 32 commands "
          "(no SATA SSD reference figures exist)\n",
          "  /dev/sdb: reference: sata-hdd, capped by SATA 6 Gb/s (594 MB/s) and 32 commands\n",
          "  /dev/sdc: reference: single-nvme, capped by SATA 3 Gb/s (297 MB/s) and 32 commands "
          "(no SATA SSD reference figures exist)\n",
          "raid0, 3 members"})
        EXPECT_NE(run.out.find(line), std::string::npos) << line << "\n" << run.out;
}

TEST(CliEstimateMembersOf, SataMembersAreHeldToTheirLinks)
{
    const CliRun run =
        runCli(withRoots({"estimate", "--level", "raid0", "--members-of", "sda,sdc", "--json"},
                         kData + "/machine1"));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    ASSERT_EQ(doc["members"].size(), 2U);
    EXPECT_EQ(doc["members"][0]["device"], "/dev/sda");
    EXPECT_EQ(doc["members"][0]["reference"], "single-nvme");
    EXPECT_EQ(doc["members"][0]["reference_stands_in"], true);
    EXPECT_EQ(doc["members"][0]["max_in_flight"], 32);
    EXPECT_EQ(doc["members"][1]["link_gigabits"], 3.0);
    EXPECT_EQ(doc["topology"]["slowest_member"], "/dev/sdc");
    // The slowest link (3 Gb/s, 297 MB/s) holds each member: 2 x 297 MB/s, not 2 x 1707.
    const double sdc_link = 3e9 * 0.8 / 8 * 254 / 256 * 2048 / 2052;
    EXPECT_DOUBLE_EQ(doc["caps"]["link_bytes_per_s"].get<double>(), sdc_link);
    const auto* read = cellOf(doc, "read", 1048576, 100);
    ASSERT_NE(read, nullptr) << run.out;
    EXPECT_LE((*read)["bw_bytes"].get<double>(), 2 * sdc_link * (1 + 1e-9));
    EXPECT_EQ((*read)["estimate"]["limit"], "link");
}

TEST(CliEstimateMembersOf, SharedChipsetLinkCapsTheArrayByItself)
{
    const auto args = [](std::vector<std::string> tail) {
        std::vector<std::string> all{"estimate", "--level", "raid0", "--json"};
        all.insert(all.end(), tail.begin(), tail.end());
        return all;
    };
    const CliRun capped = runCli(
        withRoots(args({"--members-of", "nvme1n1,nvme2n1"}), kData + "/topology/desktop-pch"));
    const CliRun free = runCli(args({"--members", "2", "--reference", "single-nvme"}));
    ASSERT_EQ(capped.exit_code, 0) << capped.err;
    ASSERT_EQ(free.exit_code, 0) << free.err;
    const auto doc = nlohmann::json::parse(capped.out);
    EXPECT_NEAR(doc["caps"]["bus_bytes_per_s"].get<double>(), kDmiBytesPerSecond, 1.0);
    EXPECT_EQ(doc["topology"]["narrowest_shared_link"]["address"], "DMI");
    EXPECT_EQ(doc["members"][0]["link"], "pcie");
    // 1M random reads of two members would pass DMI's 3.54 GB/s; with the tree they do not.
    const auto* held = cellOf(doc, "randread", 1048576, 100);
    const auto free_doc = nlohmann::json::parse(free.out);
    const auto* unheld = cellOf(free_doc, "randread", 1048576, 100);
    ASSERT_TRUE(held && unheld) << capped.out;
    EXPECT_GT((*unheld)["bw_bytes"].get<double>(), kDmiBytesPerSecond);
    EXPECT_LE((*held)["bw_bytes"].get<double>(), kDmiBytesPerSecond * (1 + 1e-9));
    EXPECT_EQ((*held)["estimate"]["limit"], "bus");

    const CliRun text =
        runCli(withRoots({"estimate", "--level", "raid0", "--members-of", "nvme1n1,nvme2n1"},
                         kData + "/topology/desktop-pch"));
    EXPECT_NE(text.out.find("/dev/nvme1n1 and /dev/nvme2n1 share the chipset's DMI link (3.54 "
                            "GB/s): the array is held to 3.54 GB/s"),
              std::string::npos)
        << text.out;
    EXPECT_NE(text.out.find("/dev/nvme1n1: reference: single-nvme, capped by PCIe x4 8 GT/s"),
              std::string::npos)
        << text.out;
}

TEST(CliEstimateMembersOf, BadMembersAreExit2NamingTheValue)
{
    const auto refused = [](const std::vector<std::string>& args, const char* words) {
        const CliRun run = runCli(withRoots(args, kData + "/machine1"));
        EXPECT_EQ(run.exit_code, 2) << run.out;
        EXPECT_TRUE(run.out.empty()) << run.out;
        EXPECT_NE(run.err.find(words), std::string::npos) << run.err;
    };
    refused({"estimate", "--level", "raid0", "--members-of", "sda,sdz"},
            "member sdz: no such block device in the scan");
    refused({"estimate", "--level", "raid0", "--members-of", "sda,sda"}, "member sda: named twice");
    refused({"estimate", "--level", "raid0", "--members", "3", "--members-of", "sda,sdb"},
            "--members 3 but --members-of names 2 devices");
    refused({"estimate", "--level", "raid5", "--members-of", "sda,sdb"}, "raid5");
    refused({"estimate", "--level", "raid0", "--reference", "single-nvme"}, "--members N");
}
