// arraymark-cli fleet: wrong input ends with status 2 and one line before any
// host is contacted (the hosts named here do not exist). Runs against real
// sshd live in tests/fleet.

#include <algorithm>
#include <cstdio>
#include <fstream>

#include <gtest/gtest.h>

#include "run_cli.h"

namespace {

void expectUsageError(const std::vector<std::string>& args, const std::vector<std::string>& words)
{
    const CliRun run = runCli(args);
    EXPECT_EQ(run.exit_code, 2) << run.err << run.out;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    EXPECT_TRUE(run.out.empty()) << run.out;
    for (const auto& word : words) EXPECT_NE(run.err.find(word), std::string::npos) << word << " in: " << run.err;
}

} // namespace

TEST(CliFleet, WrongJobOptionsAreRefusedBeforeAnyHost)
{
    expectUsageError({"fleet", "--hosts", "nohost.invalid", "--target", "/tmp/t", "--rw", "bogus"}, {"--rw bogus"});
    expectUsageError({"fleet", "--hosts", "nohost.invalid", "--target", "/tmp/t", "--preset", "nope"}, {"--preset nope"});
    expectUsageError({"fleet", "--hosts", "nohost.invalid", "--target", "/tmp/t"}, {"--preset"});
    expectUsageError({"fleet", "--hosts", "nohost.invalid", "--target", "/tmp/t", "--rw", "read", "--json",
                      "/nonexistent/dir/fleet.json"},
                     {"--json /nonexistent/dir/fleet.json"});
}

TEST(CliFleet, HostListProblemsNameTheHostOrLine)
{
    expectUsageError({"fleet", "--hosts", "a,,b", "--target", "/tmp/t", "--rw", "read"}, {"--hosts"});
    expectUsageError({"fleet", "--hosts", "a,b", "--rw", "read"}, {"host a", "--target"});
    expectUsageError({"fleet", "--hosts", "a", "--via", "telnet", "--target", "/tmp/t", "--rw", "read"}, {"telnet"});
    const std::string file = ::testing::TempDir() + "fleet-hosts.txt";
    std::ofstream(file) << "# two hosts\nnode1\nnode2 speed=fast\n";
    expectUsageError({"fleet", "--hosts", file, "--target", "/tmp/t", "--rw", "read"}, {"line 3", "speed"});
    std::remove(file.c_str());
}
