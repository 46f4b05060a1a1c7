// What a failed create leaves behind, and what undoing it does when the
// array cannot be found. The real rollback runs in the VM suite
// (tests/vm/scenarios/44-create-rollback.sh).
#include <gtest/gtest.h>

#include "core/raid/rollback.h"
#include "core/raid/steps.h"
#include "fake_runner.h"

using namespace am::raid;

namespace {

StepOutcome created(const std::string& target, bool ok)
{
    StepOutcome outcome;
    outcome.step.argv = {"mdadm", "--create", target, "--run"};
    outcome.ok = ok;
    return outcome;
}

Plan imsmPlan()
{
    Plan plan;
    plan.metadata = Metadata::Imsm;
    plan.name = "data";
    plan.container_name = "imsm0";
    return plan;
}

} // namespace

TEST(Rollback, TargetIsWhatTheCreateLeftBehind)
{
    const Plan imsm = imsmPlan();
    EXPECT_EQ(rollbackTarget({}, imsm), std::nullopt);
    EXPECT_EQ(rollbackTarget({{created("/dev/md/imsm0", false)}, false}, imsm), std::nullopt);
    EXPECT_EQ(rollbackTarget(
                  {{created("/dev/md/imsm0", true), created("/dev/md/data", false)}, false}, imsm),
              "/dev/md/imsm0");
    EXPECT_EQ(rollbackTarget(
                  {{created("/dev/md/imsm0", true), created("/dev/md/data", true)}, false}, imsm),
              "/dev/md/data");
    Plan native = imsm;
    native.metadata = Metadata::V1_2;
    // A container path means nothing to a native plan.
    EXPECT_EQ(rollbackTarget({{created("/dev/md/imsm0", true)}, false}, native), std::nullopt);
    EXPECT_EQ(rollbackTarget({{created("/dev/md/data", true)}, false}, native), "/dev/md/data");
}

TEST(Rollback, AnArrayThatCannotBeFoundIsSaidAndNothingRuns)
{
    const std::string machine = std::string(ARRAYMARK_TEST_DATA) + "/machine1";
    am::test::FakeRunner runner;
    const auto rollback =
        rollBack("/dev/md/gone", {machine + "/sys", machine + "/proc", machine + "/dev"}, runner,
                 std::chrono::milliseconds(0));
    EXPECT_FALSE(rollback.ok());
    EXPECT_EQ(rollback.target, "/dev/md/gone");
    EXPECT_NE(rollback.error.find("gone"), std::string::npos) << rollback.error;
    EXPECT_TRUE(runner.calls.empty());
}
