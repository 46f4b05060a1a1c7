// ZFS pools in `array list/show`, read-only. zpool is not on this machine (ZFS is in Debian
// contrib), so a fake `zpool` first on PATH prints the hand-written OpenZFS 2.1 fixtures of
// tests/data/zfs: the only way to run the CLI's zfs path here.
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_cli.h"

namespace {

namespace fs = std::filesystem;

const std::string kMachine = std::string(ARRAYMARK_TEST_DATA) + "/machine1";
const std::string kZfsData = std::string(ARRAYMARK_TEST_DATA) + "/zfs";

// A folder with an executable `zpool` answering `list -H -p -o ...` and `status -P -p POOL`,
// put first on PATH for as long as it lives.
class FakeZpool {
public:
    FakeZpool()
    {
        dir_ = fs::temp_directory_path() / ("arraymark-fake-zpool-" + std::to_string(::getpid()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        const fs::path script = dir_ / "zpool";
        std::ofstream(script) << "#!/bin/sh\n"
                                 "case \"$1\" in\n"
                                 "list) exec cat '"
                              << kZfsData
                              << "/list.txt' ;;\n"
                                 "status) eval pool=\\${$#}; exec cat '"
                              << kZfsData
                              << "/status-'\"$pool\"'.txt' ;;\n"
                                 "esac\n"
                                 "echo \"fake zpool: $*\" >&2; exit 2\n";
        fs::permissions(script, fs::perms::owner_all);
        const char* path = std::getenv("PATH");
        old_path_ = path ? path : "";
        ::setenv("PATH", (dir_.string() + ":" + old_path_).c_str(), 1);
    }
    ~FakeZpool()
    {
        ::setenv("PATH", old_path_.c_str(), 1);
        fs::remove_all(dir_);
    }

private:
    fs::path dir_;
    std::string old_path_;
};

std::vector<std::string> withRoots(std::vector<std::string> args)
{
    for (const std::string root : {"sys", "proc", "dev"}) {
        args.push_back(root == "sys" ? "--sysfs" : root == "proc" ? "--procfs" : "--devfs");
        args.push_back(kMachine + "/" + root);
    }
    return args;
}

} // namespace

TEST(CliArrayZfs, ListShowsEveryPoolReadFromZpool)
{
    const FakeZpool zpool;
    const CliRun run = runCli(withRoots({"array", "list", "--json"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    std::map<std::string, nlohmann::json> pools;
    for (const auto& array : doc["arrays"])
        if (array["backend"] == "zfs") pools[array["name"]] = array;
    ASSERT_EQ(pools.size(), 3u) << run.out;
    const auto& backup = pools["backup"];
    EXPECT_EQ(backup["level"], "raidz1");
    EXPECT_EQ(backup["state"], "degraded");
    EXPECT_EQ(backup["health"], "DEGRADED");
    EXPECT_EQ(backup["size_bytes"], 31675383808u);
    EXPECT_EQ(backup["sync_action"], "scrub");
    EXPECT_NE(backup["scan"].get<std::string>().find("18.46% done"), std::string::npos);
    EXPECT_EQ(pools["tank"]["level"], "mirror");
    EXPECT_EQ(pools["tank"]["members"][0]["path"], "/dev/sdb1");
}

TEST(CliArrayZfs, ShowFindsAPoolByNameAndEveryChangeIsRefused)
{
    const FakeZpool zpool;
    const CliRun show = runCli(withRoots({"array", "show", "tank"}));
    ASSERT_EQ(show.exit_code, 0) << show.err;
    EXPECT_NE(show.out.find("tank: mirror (zfs), clean"), std::string::npos) << show.out;
    EXPECT_NE(show.out.find("scan: scrub repaired 0B"), std::string::npos) << show.out;

    for (const std::vector<std::string>& command :
         {std::vector<std::string>{"array", "stop", "tank"},
          std::vector<std::string>{"array", "scrub", "tank"},
          std::vector<std::string>{"array", "delete", "tank"}}) {
        const CliRun refused = runCli(withRoots(command));
        EXPECT_NE(refused.exit_code, 0) << command[1];
        EXPECT_NE(refused.err.find("ZFS pools are shown read-only; use zpool"), std::string::npos)
            << command[1] << ": " << refused.err;
    }
}

TEST(CliArrayZfs, BackendsListsZfsAsReadOnly)
{
    const CliRun run = runCli({"array", "backends", "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    bool found = false;
    for (const auto& backend : doc["backends"]) {
        if (backend["name"] != "zfs") continue;
        found = true;
        EXPECT_FALSE(backend["available"].get<bool>());
        EXPECT_TRUE(backend["levels"].empty());
        EXPECT_TRUE(backend["operations"].empty());
    }
    EXPECT_TRUE(found) << run.out;
}
