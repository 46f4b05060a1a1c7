#include <algorithm>

#include <gtest/gtest.h>

#include "core/fleet/host_run.h"
#include "core/fleet/transport_argv.h"

using namespace am::fleet;

TEST(TransportArgv, ShellQuoteLeavesPlainWordsAndQuotesTheRest)
{
    EXPECT_EQ(shellQuote("/dev/md0"), "/dev/md0");
    EXPECT_EQ(shellQuote("a b"), "'a b'");
    EXPECT_EQ(shellQuote("it's"), "'it'\\''s'");
    EXPECT_EQ(shellQuote(""), "''");
    EXPECT_EQ(shellQuote("$(reboot)"), "'$(reboot)'");
}

TEST(TransportArgv, SshIsBatchModeFirstThenUserOptionsThenDestination)
{
    SshSettings ssh;
    ssh.config_file = "/tmp/cfg";
    ssh.options = {"ConnectTimeout=3"};
    const auto argv =
        sshArgv(ssh, "root@node1", {"arraymark-cli", "bench", "--target", "/srv/a b"});
    const auto batch = std::find(argv.begin(), argv.end(), "BatchMode=yes");
    const auto user = std::find(argv.begin(), argv.end(), "ConnectTimeout=3");
    const auto ours = std::find(argv.begin(), argv.end(), "ConnectTimeout=10");
    ASSERT_NE(batch, argv.end());
    ASSERT_NE(user, argv.end());
    ASSERT_NE(ours, argv.end());
    EXPECT_LT(batch, user); // ssh keeps the first value: BatchMode cannot be turned off
    EXPECT_LT(user, ours);  // the user's timeout wins over ours
    EXPECT_EQ(argv[0], "ssh");
    EXPECT_EQ(argv[2], "-F");
    const auto dashes = std::find(argv.begin(), argv.end(), "--");
    ASSERT_NE(dashes, argv.end());
    EXPECT_EQ(*(dashes + 1), "root@node1");
    EXPECT_EQ(argv.back(), "'/srv/a b'");
}

TEST(TransportArgv, RemoteBenchUsesTheHostsCliAndTarget)
{
    RunSpec spec;
    spec.bench_args = {"--preset", "quick"};
    HostSpec host{"n", "n", Transport::Ssh, "/dev/md0", "/opt/arraymark-cli"};
    const auto argv = remoteBenchArgv(host, spec);
    const std::vector<std::string> expected{
        "/opt/arraymark-cli", "bench", "--stream", "--target", "/dev/md0", "--preset", "quick"};
    EXPECT_EQ(argv, expected);
    host.cli.clear();
    EXPECT_EQ(remoteBenchArgv(host, spec)[0], "arraymark-cli");
}

TEST(TransportArgv, FioClient)
{
    const auto argv = fioClientArgv("fio", "10.0.0.2,8765", "/tmp/j.fio");
    const std::vector<std::string> expected{"fio", "--client=10.0.0.2,8765", "/tmp/j.fio",
                                            "--output-format=json"};
    EXPECT_EQ(argv, expected);
}

TEST(TransportArgv, FailuresSayWhatToDo)
{
    HostSpec host{"n1", "root@n1", Transport::Ssh, "/t", ""};
    EXPECT_NE(describeFailure(Transport::Ssh, host, 255,
                              "ssh: connect to host n1 port 22: No route to host\n")
                  .find("No route to host"),
              std::string::npos);
    EXPECT_NE(describeFailure(Transport::Ssh, host, 127, "sh: 1: arraymark-cli: not found")
                  .find("cli=PATH"),
              std::string::npos);
    EXPECT_NE(describeFailure(Transport::FioServer, host, 1, "fio: connect: Connection refused")
                  .find("fio --server"),
              std::string::npos);
}
