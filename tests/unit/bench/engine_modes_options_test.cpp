// EngineModes (#21): the one description of a run's engine modes that the
// CLI's options, the helper's bench request and the GUI's dialog share.
#include <gtest/gtest.h>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "core/bench/engine_modes.h"
#include "core/bench/job_validation.h"

using namespace am::bench;

namespace {

EngineModes everyMode()
{
    EngineModes modes;
    modes.hipri = true;
    modes.sqpoll = true;
    modes.sqpoll_cpu = 0;
    modes.passthrough = true;
    modes.rate_iops = 2000;
    modes.cpus = "0-3,8";
    return modes;
}

std::string refusal(const EngineModes& modes, Job job = {})
{
    try {
        applyEngineModes(job, modes);
    } catch (const JobError& e) {
        return e.what();
    }
    return "(accepted)";
}

} // namespace

TEST(EngineModes, TheDefaultsAreNoOptionsAndAnEmptyObject)
{
    EXPECT_TRUE(engineModeArguments({}).empty());
    EXPECT_EQ(engineModesJson({}), nlohmann::json::object());
    EXPECT_EQ(engineModesFromJson(nlohmann::json::object()), EngineModes{});
}

TEST(EngineModes, EveryModeBecomesTheCliOptionsInHelpOrder)
{
    EXPECT_EQ(engineModeArguments(everyMode()),
              (std::vector<std::string>{"--hipri", "--sqpoll", "0", "--passthrough", "--rate-iops",
                                        "2000", "--cpus", "0-3,8"}));
    EngineModes sqpoll_anywhere;
    sqpoll_anywhere.sqpoll = true;
    EXPECT_EQ(engineModeArguments(sqpoll_anywhere), std::vector<std::string>{"--sqpoll"});
}

TEST(EngineModes, JsonRoundTripsUnderTheHelperKeys)
{
    const nlohmann::json json = engineModesJson(everyMode());
    EXPECT_EQ(json, (nlohmann::json{{"hipri", true},
                                    {"sqpoll", true},
                                    {"sqpoll_cpu", 0},
                                    {"passthrough", true},
                                    {"rate_iops", 2000},
                                    {"cpus", "0-3,8"}}));
    EXPECT_EQ(engineModesFromJson(json), everyMode());
}

TEST(EngineModes, ApplySetsEveryJobField)
{
    Job job;
    applyEngineModes(job, everyMode());
    EXPECT_TRUE(job.hipri);
    EXPECT_TRUE(job.sqpoll);
    EXPECT_EQ(job.sqpoll_cpu, 0);
    EXPECT_TRUE(job.passthrough);
    EXPECT_EQ(job.rate_iops, 2000U);
    EXPECT_EQ(job.cpu_policy, CpuPolicy::List);
    EXPECT_EQ(job.cpus, (std::vector<unsigned>{0, 1, 2, 3, 8}));
    EngineModes unpinned;
    unpinned.cpus = "none";
    applyEngineModes(job, unpinned);
    EXPECT_FALSE(job.hipri);
    EXPECT_EQ(job.rate_iops, 0U);
    EXPECT_EQ(job.cpu_policy, CpuPolicy::None);
}

TEST(EngineModes, BadModesAreRefusedNamingTheValue)
{
    EngineModes bad_list;
    bad_list.cpus = "3-1";
    EXPECT_NE(refusal(bad_list).find("3-1"), std::string::npos) << refusal(bad_list);

    EngineModes cpu_without_sqpoll;
    cpu_without_sqpoll.sqpoll_cpu = 0;
    EXPECT_NE(refusal(cpu_without_sqpoll).find("only together with --sqpoll"), std::string::npos)
        << refusal(cpu_without_sqpoll);

    EngineModes missing_cpu;
    missing_cpu.sqpoll = true;
    missing_cpu.sqpoll_cpu = static_cast<int>(::sysconf(_SC_NPROCESSORS_CONF)) + 7;
    EXPECT_NE(refusal(missing_cpu).find(std::to_string(missing_cpu.sqpoll_cpu)), std::string::npos)
        << refusal(missing_cpu);

    Job buffered;
    buffered.direct = false;
    EngineModes polled;
    polled.hipri = true;
    EXPECT_NE(refusal(polled, buffered).find("--hipri"), std::string::npos);
}

TEST(EngineModes, TheJsonReaderRefusesUnknownKeysWrongTypesAndBadModes)
{
    EXPECT_THROW(engineModesFromJson({{"hipri", true}, {"turbo", true}}), JobError);
    EXPECT_THROW(engineModesFromJson({{"hipri", "yes"}}), nlohmann::json::exception);
    EXPECT_THROW(engineModesFromJson({{"sqpoll_cpu", 0}}), JobError);
    EXPECT_THROW(engineModesFromJson({{"cpus", "x"}}), JobError);
}
