// arraymark-cli fleet: wrong input ends with status 2 and one line before any
// host is contacted (the hosts named here do not exist); a signal stops the
// hosts' runs (local stand-in for ssh). Runs against real sshd live in
// tests/fleet.

#include <signal.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "run_cli.h"

namespace {

void expectUsageError(const std::vector<std::string>& args, const std::vector<std::string>& words)
{
    const CliRun run = runCli(args);
    EXPECT_EQ(run.exit_code, 2) << run.err << run.out;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    EXPECT_TRUE(run.out.empty()) << run.out;
    for (const auto& word : words)
        EXPECT_NE(run.err.find(word), std::string::npos) << word << " in: " << run.err;
}

} // namespace

TEST(CliFleet, WrongJobOptionsAreRefusedBeforeAnyHost)
{
    expectUsageError({"fleet", "--hosts", "nohost.invalid", "--target", "/tmp/t", "--rw", "bogus"},
                     {"--rw bogus"});
    expectUsageError(
        {"fleet", "--hosts", "nohost.invalid", "--target", "/tmp/t", "--preset", "nope"},
        {"--preset nope"});
    expectUsageError({"fleet", "--hosts", "nohost.invalid", "--target", "/tmp/t"}, {"--preset"});
    expectUsageError({"fleet", "--hosts", "nohost.invalid", "--target", "/tmp/t", "--rw", "read",
                      "--json", "/nonexistent/dir/fleet.json"},
                     {"--json /nonexistent/dir/fleet.json"});
}

TEST(CliFleet, HostListProblemsNameTheHostOrLine)
{
    expectUsageError({"fleet", "--hosts", "a,,b", "--target", "/tmp/t", "--rw", "read"},
                     {"--hosts"});
    expectUsageError({"fleet", "--hosts", "a,b", "--rw", "read"}, {"host a", "--target"});
    expectUsageError(
        {"fleet", "--hosts", "a", "--via", "telnet", "--target", "/tmp/t", "--rw", "read"},
        {"telnet"});
    const std::string file = ::testing::TempDir() + "fleet-hosts.txt";
    std::ofstream(file) << "# two hosts\nnode1\nnode2 speed=fast\n";
    expectUsageError({"fleet", "--hosts", file, "--target", "/tmp/t", "--rw", "read"},
                     {"line 3", "speed"});
    std::remove(file.c_str());
}

TEST(CliFleet, SigintOrSigtermStopsEveryHostAndExits130)
{
    for (const int signal_number : {SIGINT, SIGTERM}) {
        const std::string dir =
            ::testing::TempDir() + "fleet-stop-" + std::to_string(signal_number);
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        // Two hosts through the local stand-in for ssh, each with a test file of its own to create.
        const std::string hosts = dir + "/hosts";
        std::ofstream(hosts) << "one target=" << dir << "/one.bin\ntwo target=" << dir
                             << "/two.bin\n";
        const InterruptedRun run = runCliInterrupted(
            {"fleet", "--hosts", hosts, "--ssh-program", ARRAYMARK_LOCAL_SSH, "--remote-cli",
             ARRAYMARK_CLI, "--rw", "randrw", "--size", "8M", "--runtime", "30", "--stream"},
            "\"type\":\"sample\"", signal_number);
        EXPECT_TRUE(run.signalled) << strsignal(signal_number);
        EXPECT_LT(run.after_signal, std::chrono::seconds(5)) << strsignal(signal_number);
        EXPECT_TRUE(run.exited) << strsignal(signal_number)
                                << " ended the fleet command instead of stopping its hosts";
        EXPECT_EQ(run.exit_status, 130) << strsignal(signal_number);
        std::filesystem::remove_all(dir);
    }
}
