#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "core/raid/create.h"
#include "fake_runner.h"

using namespace am::raid;
namespace fs = std::filesystem;

namespace {

// machine1's sysfs and devfs with a procfs copy that has an mdstat, so the md
// driver counts as loaded.
class MachineWithMd : public ::testing::Test {
protected:
    void SetUp() override
    {
        const fs::path machine = fs::path(ARRAYMARK_TEST_DATA) / "machine1";
        procfs_ = fs::temp_directory_path() / ("arraymark-procfs-" + std::to_string(::getpid()));
        fs::create_directories(procfs_ / "self");
        fs::copy_file(machine / "proc/self/mountinfo", procfs_ / "self/mountinfo",
                      fs::copy_options::overwrite_existing);
        fs::copy_file(machine / "proc/swaps", procfs_ / "swaps",
                      fs::copy_options::overwrite_existing);
        std::ofstream(procfs_ / "mdstat")
            << "Personalities : [raid1]\nmd0 : active raid1 sde1[1] sdd1[0]\n"
               "      1953381376 blocks super 1.2 [2/2] [UU]\n\nunused devices: <none>\n";
        roots_ = {machine / "sys", procfs_, machine / "dev"};
    }
    void TearDown() override { fs::remove_all(procfs_); }

    Plan mirror(std::vector<std::string> members) const
    {
        Plan plan;
        plan.level = Level::Raid1;
        plan.members = std::move(members);
        plan.name = "data";
        return plan;
    }

    fs::path procfs_;
    am::drives::SystemRoots roots_;
};

} // namespace

TEST_F(MachineWithMd, CreateRunsExactlyThePreviewedArgv)
{
    const Plan plan = mirror({"/dev/nvme0n1", "/dev/nvme1n1"});
    am::test::FakeRunner runner;
    const auto preview = createSteps(plan);
    runner.expect(preview[0].argv, 0, "", "mdadm: array /dev/md/data started.\n");
    const auto result = createArray(plan, roots_, runner);
    EXPECT_TRUE(result.ok()) << (result.refused.empty() ? result.report.outcomes.back().message
                                                        : result.refused[0].message);
    ASSERT_EQ(runner.calls.size(), 1U);
    EXPECT_EQ(runner.calls[0], preview[0].argv);
}

TEST_F(MachineWithMd, CreateRefusesAnInUseMemberAndRunsNothing)
{
    am::test::FakeRunner runner;
    const auto result = createArray(mirror({"/dev/nvme0n1", "/dev/sdd1"}), roots_, runner);
    EXPECT_FALSE(result.ok());
    ASSERT_FALSE(result.refused.empty());
    EXPECT_EQ(result.refused[0].subject, "/dev/sdd1");
    EXPECT_NE(result.refused[0].message.find("member of md0"), std::string::npos);
    EXPECT_TRUE(runner.calls.empty());
}

namespace {
// machine1's devfs plus /dev/md/data -> ../TARGET, as mdadm or udev leave it.
fs::path devfsWithMdLink(const fs::path& scratch, const fs::path& machine_devfs,
                         const std::string& target)
{
    const fs::path devfs = scratch / "dev";
    fs::create_directories(devfs / "md");
    for (const auto& entry : fs::directory_iterator(machine_devfs))
        fs::copy(entry.path(), devfs / entry.path().filename());
    std::ofstream(devfs / target) << "";
    fs::create_symlink("../" + target, devfs / "md" / "data");
    return devfs;
}
} // namespace

TEST_F(MachineWithMd, CreateRefusesTheNameOfARunningArray)
{
    roots_.devfs = devfsWithMdLink(procfs_, roots_.devfs, "md0"); // md0 runs (machine1's sysfs)
    am::test::FakeRunner runner;
    const auto result = createArray(mirror({"/dev/nvme0n1", "/dev/nvme1n1"}), roots_, runner);
    ASSERT_FALSE(result.refused.empty());
    EXPECT_EQ(result.refused[0].rule, "array_exists");
    EXPECT_TRUE(runner.calls.empty());
}

TEST_F(MachineWithMd, StaleLinkOfAStoppedArrayDoesNotBlockTheName)
{
    // Without udev, stopping md5 leaves /dev/md/data -> ../md5 behind; sysfs has no md5.
    roots_.devfs = devfsWithMdLink(procfs_, roots_.devfs, "md5");
    const Plan plan = mirror({"/dev/nvme0n1", "/dev/nvme1n1"});
    am::test::FakeRunner runner;
    runner.expect(createSteps(plan)[0].argv, 0, "", "mdadm: array /dev/md/data started.\n");
    const auto result = createArray(plan, roots_, runner);
    EXPECT_TRUE(result.refused.empty()) << result.refused[0].message;
    EXPECT_EQ(runner.calls.size(), 1U);
}

TEST(CreateWithoutMd, SaysTheDriverIsMissing)
{
    const std::string machine = std::string(ARRAYMARK_TEST_DATA) + "/machine1";
    am::test::FakeRunner runner;
    Plan plan;
    plan.members = {"/dev/nvme0n1", "/dev/nvme1n1"};
    plan.name = "data";
    const auto result =
        createArray(plan, {machine + "/sys", machine + "/proc", machine + "/dev"}, runner);
    ASSERT_EQ(result.refused.size(), 1U);
    EXPECT_EQ(result.refused[0].message, "the md driver is not loaded: modprobe md_mod");
    EXPECT_TRUE(runner.calls.empty());
}
