// The watcher's SMART source on tests/data/machine1 with smartctl answered from the fixtures:
// which drives it asks, what it makes of them, and that it asks again only once its period is up.
#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

#include "core/monitor/smart_source.h"
#include "tests/unit/drives/health_fixtures.h"

using namespace am::monitor;
using am::drives::HealthVerdict;

namespace {
const std::string kMachine = std::string(ARRAYMARK_TEST_DATA) + "/machine1";

am::drives::SystemRoots machine1()
{
    return {kMachine + "/sys", kMachine + "/proc", kMachine + "/dev"};
}

std::shared_ptr<am::test::FakeRunner> smartctlRunner()
{
    auto runner = std::make_shared<am::test::FakeRunner>();
    am::test::expectSmartctl(*runner, "/dev/nvme0n1", "nvme-worn.json");
    am::test::expectSmartctl(*runner, "/dev/sda", "sata-ssd-healthy.json");
    am::test::expectSmartctl(*runner, "/dev/sdb", "ata-hdd-failing.json");
    return runner;
}
} // namespace

TEST(SmartSource, ReadsTheDrivesWithSmartAndJudgesThem)
{
    const auto runner = smartctlRunner();
    const auto source = smartHealthSource(machine1(), runner, std::chrono::hours(1));
    const auto healths = source();
    EXPECT_EQ(healths.at("nvme0n1").verdict, HealthVerdict::Worn);
    EXPECT_EQ(healths.at("nvme0n1").reasons.at(0), "93% of its rated endurance used");
    EXPECT_EQ(healths.at("sda").verdict, HealthVerdict::Healthy);
    EXPECT_EQ(healths.at("sdb").verdict, HealthVerdict::Failing);
    // No SMART of their own: never asked.
    for (const char* none : {"md0", "loop0", "zram0", "vda"})
        EXPECT_EQ(healths.count(none), 0U) << none;
    for (const auto& call : runner->calls) EXPECT_EQ(call.front(), "smartctl");
}

TEST(SmartSource, AsksAgainOnlyWhenItsPeriodIsUp)
{
    const auto runner = smartctlRunner();
    const auto hourly = smartHealthSource(machine1(), runner, std::chrono::hours(1));
    hourly();
    const std::size_t first = runner->calls.size();
    ASSERT_GT(first, 0U);
    EXPECT_EQ(hourly().at("sdb").verdict, HealthVerdict::Failing); // the last answer, kept
    EXPECT_EQ(runner->calls.size(), first);
    const auto always = smartHealthSource(machine1(), runner, std::chrono::seconds(0));
    always();
    always();
    EXPECT_EQ(runner->calls.size(), 3 * first);
}
