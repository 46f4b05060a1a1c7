// `array backends` and `--backend` as a person types them: the table's facts, and the refusals
// of what a backend does not offer.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_cli.h"

namespace {

const std::string kMachine = std::string(ARRAYMARK_TEST_DATA) + "/machine1";

std::vector<std::string> planArgs(std::vector<std::string> options)
{
    std::vector<std::string> args{"array", "plan", "--json", "--name", "data"};
    args.insert(args.end(), options.begin(), options.end());
    for (const std::string root : {"sys", "proc", "dev"}) {
        args.push_back(root == "sys" ? "--sysfs" : root == "proc" ? "--procfs" : "--devfs");
        args.push_back(kMachine + "/" + root);
    }
    args.push_back("/dev/nvme0n1");
    args.push_back("/dev/nvme1n1");
    return args;
}

bool hasRule(const nlohmann::json& doc, const std::string& rule, const std::string& subject)
{
    for (const auto& problem : doc["problems"])
        if (problem["rule"] == rule && problem["subject"] == subject) return true;
    return false;
}

} // namespace

TEST(CliArrayBackends, ListsEveryBackendWithItsLevelsOperationsAndAvailability)
{
    const CliRun run = runCli({"array", "backends", "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    ASSERT_EQ(doc["backends"].size(), 5u);
    std::map<std::string, nlohmann::json> by_name;
    for (const auto& backend : doc["backends"]) by_name[backend["name"]] = backend;
    ASSERT_EQ(by_name.count("btrfs"), 1u);
    const auto& btrfs = by_name["btrfs"];
    EXPECT_EQ(btrfs["levels"], (nlohmann::json{"raid0", "raid1", "raid10", "raid1c3"}));
    EXPECT_TRUE(btrfs["measured_through_file"].get<bool>());
    const auto& lvm = by_name["lvm"];
    const auto operations = lvm["operations"].get<std::vector<std::string>>();
    EXPECT_NE(std::find(operations.begin(), operations.end(), "repair"), operations.end());
    EXPECT_EQ(std::find(operations.begin(), operations.end(), "fail"), operations.end());
    for (const auto& [name, backend] : by_name)
        EXPECT_EQ(backend["available"].get<bool>(), backend["reason"].get<std::string>().empty())
            << name << ": an unavailable backend says why";
}

TEST(CliArrayBackends, AnUnknownBackendIsAUsageErrorNamingTheChoices)
{
    const CliRun run = runCli(planArgs({"--backend", "ceph", "--level", "raid1"}));
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("\"ceph\""), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("md, imsm, lvm, btrfs, zfs"), std::string::npos) << run.err;
}

TEST(CliArrayBackends, AZfsPlanIsRefusedAsReadOnly)
{
    const CliRun run = runCli(planArgs({"--backend", "zfs", "--level", "raid1"}));
    EXPECT_NE(run.exit_code, 0);
    const auto doc = nlohmann::json::parse(run.out);
    EXPECT_TRUE(hasRule(doc, "backend_read_only", "zfs")) << doc["problems"].dump(1);
}

TEST(CliArrayBackends, ALevelOrOptionTheBackendLacksIsAProblemOfThePlan)
{
    const CliRun run = runCli(planArgs({"--backend", "btrfs", "--level", "raid6"}));
    EXPECT_NE(run.exit_code, 0);
    const auto doc = nlohmann::json::parse(run.out);
    EXPECT_FALSE(doc["valid"].get<bool>());
    EXPECT_TRUE(hasRule(doc, "backend_level", "raid6")) << doc["problems"].dump(1);

    const CliRun lvm =
        runCli(planArgs({"--backend", "lvm", "--level", "raid1", "--bitmap", "internal"}));
    const auto lvm_doc = nlohmann::json::parse(lvm.out);
    EXPECT_TRUE(hasRule(lvm_doc, "backend_option", "--bitmap")) << lvm_doc["problems"].dump(1);
}

TEST(CliArrayBackends, AnMdPlanSaysItsBackendAndKeepsItsDevicePath)
{
    const CliRun run = runCli(planArgs({"--level", "raid1"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    EXPECT_EQ(doc["plan"]["backend"], "md") << run.out.substr(0, 600);
    EXPECT_EQ(doc["plan"]["device"], "/dev/md/data");
}

TEST(CliArrayBackends, MdadmConfForAnotherBackendIsRefusedBeforeAnythingRuns)
{
    std::vector<std::string> args = planArgs({"--backend", "lvm", "--level", "raid1", "--yes",
                                              "--write-mdadm-conf", "/tmp/am-never-written.conf"});
    args[1] = "create";
    const CliRun run = runCli(args);
    EXPECT_EQ(run.exit_code, 2) << run.out << run.err;
    EXPECT_NE(run.err.find("--write-mdadm-conf is for md arrays"), std::string::npos) << run.err;
    EXPECT_EQ(run.out.find("\"execution\""), std::string::npos) << "nothing may run: " << run.out;
}
