#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/raid/execute.h"
#include "core/raid/mdadm_conf.h"
#include "fake_runner.h"

using namespace am::raid;
using am::test::FakeRunner;

TEST(Execute, DeleteRunsEveryStepAndAcceptsTheRecordedNoSuperblock)
{
    const auto steps = deleteSteps({"/dev/md/data"}, {"/dev/vdb", "/dev/vdc"});
    FakeRunner runner;
    runner.expect({"mdadm", "--stop", "/dev/md/data"}, 0, "", "mdadm: stopped /dev/md/data\n");
    for (const char* dev : {"/dev/vdb", "/dev/vdc"}) {
        runner.expect({"mdadm", "--zero-superblock", dev}, 0);
        runner.expect({"wipefs", "--all", dev}, 0);
        runner.expect({"mdadm", "--examine", dev}, 1, "",
                      std::string("mdadm: No md superblock detected on ") + dev + ".\n");
    }
    const auto report = execute(steps, runner);
    EXPECT_TRUE(report.ok);
    EXPECT_EQ(report.outcomes.size(), steps.size());
    EXPECT_EQ(runner.calls.size(), steps.size());
}

TEST(Execute, StopsAtTheFirstFailureAndSaysWhy)
{
    const auto steps = deleteSteps({"/dev/md/data"}, {"/dev/vdb"});
    FakeRunner runner;
    runner.expect(
        {"mdadm", "--stop", "/dev/md/data"}, 1, "",
        "mdadm: Cannot get exclusive access to /dev/md/data:Perhaps a running process, mounted filesystem or active volume group?\n");
    const auto report = execute(steps, runner);
    EXPECT_FALSE(report.ok);
    ASSERT_EQ(report.outcomes.size(), 1U);
    EXPECT_NE(report.outcomes[0].message.find("exited with 1"), std::string::npos);
    EXPECT_NE(report.outcomes[0].message.find("Cannot get exclusive access"), std::string::npos);
    EXPECT_EQ(runner.calls.size(), 1U);
}

TEST(Execute, ExamineThatStillFindsASuperblockFails)
{
    FakeRunner runner;
    runner.expect({"mdadm", "--examine", "/dev/vdb"}, 0, "/dev/vdb:\n          Magic : a92b4efc\n");
    Step check;
    check.argv = {"mdadm", "--examine", "/dev/vdb"};
    check.expect_no_superblock = true;
    const auto report = execute({check}, runner);
    EXPECT_FALSE(report.ok);
    EXPECT_NE(report.outcomes[0].message.find("still there"), std::string::npos);
}

TEST(Execute, WritesAttributesDirectly)
{
    const auto dir = std::filesystem::temp_directory_path() / "arraymark-scrub-test";
    std::filesystem::create_directories(dir / "block/md0/md");
    {
        std::ofstream(dir / "block/md0/md/sync_action") << "idle\n";
    }
    FakeRunner runner;
    const auto report =
        execute({scrubStep({dir, "/proc", "/dev"}, "md0", ScrubAction::Repair)}, runner);
    EXPECT_TRUE(report.ok);
    std::ifstream in(dir / "block/md0/md/sync_action");
    std::string value;
    in >> value;
    EXPECT_EQ(value, "repair");
    EXPECT_TRUE(runner.calls.empty());
    const auto missing =
        execute({scrubStep({dir, "/proc", "/dev"}, "md9", ScrubAction::Check)}, runner);
    EXPECT_FALSE(missing.ok);
    EXPECT_NE(missing.outcomes[0].message.find("md9"), std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST(MdadmConf, AppendsOnlyNewArrayLines)
{
    const auto conf = std::filesystem::temp_directory_path() / "arraymark-mdadm.conf";
    {
        std::ofstream(conf)
            << "HOMEHOST <system>\nARRAY /dev/md/old metadata=1.2 UUID=11111111:22222222:33333333:44444444 name=h:old";
    }
    const auto lines = arrayLines(
        "mdadm: some noise\nARRAY /dev/md/data metadata=1.2 name=vm:data UUID=35dd06d4:b4e9e248:9262c3ad:02b61654\n"
        "ARRAY /dev/md/old metadata=1.2 UUID=11111111:22222222:33333333:44444444 name=h:old\n");
    ASSERT_EQ(lines.size(), 2U);
    const auto added = appendArrayLines(conf, lines);
    ASSERT_EQ(added.size(), 1U);
    EXPECT_NE(added[0].find("/dev/md/data"), std::string::npos);
    EXPECT_TRUE(appendArrayLines(conf, lines).empty());
    std::ifstream in(conf);
    std::string content((std::istreambuf_iterator<char>(in)), {});
    EXPECT_NE(content.find("name=h:old\nARRAY /dev/md/data"), std::string::npos) << content;
    std::filesystem::remove(conf);
}

TEST(Execute, AStepsOwnTimeoutOverridesTheCallers)
{
    struct TimeoutRecorder final : am::util::Runner {
        std::vector<std::chrono::milliseconds> timeouts;
        am::util::ProcessResult run(const std::vector<std::string>& argv,
                                    const am::util::RunOptions& options) override
        {
            timeouts.push_back(options.timeout);
            am::util::ProcessResult result;
            result.argv = argv;
            result.exit_code = 0;
            return result;
        }
    } runner;
    Step quick;
    quick.argv = {"true"};
    Step slow = quick;
    slow.timeout = std::chrono::hours(2);
    const auto report = execute({quick, slow}, runner, {std::chrono::seconds(3)});
    ASSERT_TRUE(report.ok);
    EXPECT_EQ(runner.timeouts, (std::vector<std::chrono::milliseconds>{std::chrono::seconds(3),
                                                                       std::chrono::hours(2)}));
}
