#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>

#include "core/util/process_runner.h"

using am::util::SpawnRunner;

TEST(SpawnRunner, CapturesStdoutStderrAndExitCode)
{
    SpawnRunner runner;
    const auto result = runner.run({"sh", "-c", "echo out; echo err >&2; exit 3"});
    EXPECT_EQ(result.exit_code, 3);
    EXPECT_EQ(result.out, "out\n");
    EXPECT_EQ(result.err, "err\n");
    EXPECT_FALSE(result.ok());
}

TEST(SpawnRunner, ArgumentsReachTheProgramUnsplitAndUnexpanded)
{
    SpawnRunner runner;
    const auto result = runner.run({"printf", "%s|", "a b", "$HOME", "; rm -rf /", "*"});
    ASSERT_TRUE(result.ok()) << result.start_error << result.err;
    EXPECT_EQ(result.out, "a b|$HOME|; rm -rf /|*|");
}

TEST(SpawnRunner, ChildGetsLcAllCAndKeepsImsmVariables)
{
    ::setenv("LANG", "ru_RU.UTF-8", 1);
    ::setenv("LC_MESSAGES", "ru_RU.UTF-8", 1);
    ::setenv("IMSM_NO_PLATFORM", "1", 1);
    ::setenv("IMSM_DEVNAME_AS_SERIAL", "1", 1);
    SpawnRunner runner;
    const auto result = runner.run({"env"});
    ::unsetenv("LANG");
    ::unsetenv("LC_MESSAGES");
    ::unsetenv("IMSM_NO_PLATFORM");
    ::unsetenv("IMSM_DEVNAME_AS_SERIAL");
    ASSERT_TRUE(result.ok());
    EXPECT_NE(result.out.find("IMSM_DEVNAME_AS_SERIAL=1\n"), std::string::npos);
    EXPECT_NE(result.out.find("LC_ALL=C\n"), std::string::npos);
    EXPECT_NE(result.out.find("IMSM_NO_PLATFORM=1\n"), std::string::npos);
    EXPECT_EQ(result.out.find("LANG="), std::string::npos) << result.out;
    EXPECT_EQ(result.out.find("LC_MESSAGES="), std::string::npos) << result.out;
}

TEST(SpawnRunner, KillsAProcessPastItsTimeout)
{
    SpawnRunner runner;
    const auto result = runner.run({"sleep", "30"}, {std::chrono::milliseconds(300)});
    EXPECT_TRUE(result.timed_out);
    EXPECT_FALSE(result.ok());
    EXPECT_LT(result.elapsed.count(), 5000);
    EXPECT_EQ(result.exit_code, 128 + 9);
}

// mdadm --grow with a backup file forks the process that moves the reshape, and it keeps the
// pipes: the run ends when mdadm does, and what it left running lives on.
TEST(SpawnRunner, ReturnsWhenTheProgramExitsThoughWhatItLeftRunningKeepsThePipes)
{
    SpawnRunner runner;
    const auto result = runner.run({"sh", "-c", "sleep 20 & echo $!; echo started >&2"},
                                   {std::chrono::seconds(15)});
    ASSERT_TRUE(result.ok()) << result.start_error << result.err;
    EXPECT_FALSE(result.timed_out);
    EXPECT_LT(result.elapsed.count(), 5000);
    EXPECT_EQ(result.err, "started\n");
    const pid_t left = static_cast<pid_t>(std::stoi(result.out));
    ASSERT_GT(left, 1);
    EXPECT_EQ(::kill(left, 0), 0) << "the process the program left running was killed";
    ::kill(left, SIGKILL);
}

// With output_to_files, what the program left running writes on after the run has returned
// (into the memory file, never a closed pipe: SIGPIPE would kill mdadm's reshape process).
TEST(SpawnRunner, OutputToFilesLetsWhatTheProgramLeftRunningWriteAfterItsExit)
{
    const std::string mark =
        (std::filesystem::temp_directory_path() / ("arraymark-late-" + std::to_string(::getpid())))
            .string();
    std::filesystem::remove(mark);
    SpawnRunner runner;
    am::util::RunOptions options;
    options.timeout = std::chrono::seconds(15);
    options.output_to_files = true;
    const auto result = runner.run(
        {"sh", "-c", "(sleep 1; echo late; echo late >&2; touch " + mark + ") & echo early"},
        options);
    ASSERT_TRUE(result.ok()) << result.start_error << result.err;
    EXPECT_LT(result.elapsed.count(), 1000);
    EXPECT_EQ(result.out, "early\n");
    for (int i = 0; i < 50 && !std::filesystem::exists(mark); ++i) ::usleep(100'000);
    EXPECT_TRUE(std::filesystem::exists(mark)) << "the late writer did not live to finish";
    std::filesystem::remove(mark);
    const auto failed = runner.run({"sh", "-c", "echo out; echo err >&2; exit 4"}, options);
    EXPECT_EQ(failed.exit_code, 4);
    EXPECT_EQ(failed.out, "out\n");
    EXPECT_EQ(failed.err, "err\n");
}

TEST(SpawnRunner, MissingProgramSaysWhich)
{
    SpawnRunner runner;
    const auto result = runner.run({"arraymark-no-such-tool", "--x"});
    EXPECT_FALSE(result.ok());
    EXPECT_NE(result.start_error.find("arraymark-no-such-tool"), std::string::npos);
}

TEST(SpawnRunner, LargeOutputOnBothStreamsDoesNotDeadlock)
{
    SpawnRunner runner;
    const auto result =
        runner.run({"sh", "-c", "head -c 300000 /dev/zero; head -c 300000 /dev/zero >&2"},
                   {std::chrono::seconds(20)});
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result.out.size(), 300000U);
    EXPECT_EQ(result.err.size(), 300000U);
}

// lvm prints "File descriptor N leaked" for every descriptor it inherits beyond 0-2.
TEST(SpawnRunner, ChildInheritsOnlyStdinStdoutAndStderr)
{
    const int opened = ::open("/dev/null", O_RDONLY); // deliberately without O_CLOEXEC
    ASSERT_GE(opened, 0);
    const int leaky = ::dup2(opened, 57);
    ::close(opened);
    ASSERT_EQ(leaky, 57);
    SpawnRunner runner;
    const auto result = runner.run({"ls", "/proc/self/fd"});
    ::close(leaky);
    ASSERT_TRUE(result.ok()) << result.start_error << result.err;
    // ls's own directory descriptor is the lowest free number: 3.
    std::istringstream listed(result.out);
    std::string fd;
    std::vector<std::string> open_fds;
    while (listed >> fd) open_fds.push_back(fd);
    EXPECT_EQ(open_fds, (std::vector<std::string>{"0", "1", "2", "3"})) << result.out;
}

TEST(DisplayCommand, QuotesOnlyWhatAShellWouldSplit)
{
    EXPECT_EQ(am::util::displayCommand({"mdadm", "--create", "/dev/md/data", "--level=raid1"}),
              "mdadm --create /dev/md/data --level=raid1");
    EXPECT_EQ(am::util::displayCommand({"echo", "a b", "it's"}), "echo 'a b' 'it'\\''s'");
}
