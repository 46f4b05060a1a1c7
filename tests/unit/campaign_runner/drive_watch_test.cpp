#include <gtest/gtest.h>

#include "core/campaign/drive_watch.h"
#include "core/drives/scan.h"
#include "tests/support/fixture_trees.h"

namespace am::campaign {
namespace {

const drives::ScanResult& machine1()
{
    static const drives::ScanResult scan = drives::scan(test::fixtureRoots());
    return scan;
}

TEST(DriveWatch, AFreeDriveMayGoOn)
{
    EXPECT_EQ(driveProblem(machine1(), {"/dev/nvme1n1"}, {}), std::nullopt);
}

TEST(DriveWatch, AVanishedDriveStopsTheCampaignNamingIt)
{
    const auto problem = driveProblem(machine1(), {"/dev/nvme1n1", "/dev/nvme7n1"}, {});
    ASSERT_TRUE(problem);
    EXPECT_NE(problem->find("/dev/nvme7n1"), std::string::npos) << *problem;
    EXPECT_NE(problem->find("gone"), std::string::npos) << *problem;
}

TEST(DriveWatch, AnArrayTheCampaignDidNotMakeStopsIt)
{
    // sdd1 is a member of md0 in the fixture.
    const auto problem = driveProblem(machine1(), {"/dev/sdd1"}, {});
    ASSERT_TRUE(problem);
    EXPECT_NE(problem->find("md0"), std::string::npos) << *problem;
    EXPECT_NE(problem->find("did not create"), std::string::npos) << *problem;
    EXPECT_EQ(driveProblem(machine1(), {"/dev/sdd1"}, {"md0"}), std::nullopt)
        << "the campaign's own array is expected on its drives";
    EXPECT_TRUE(driveProblem(machine1(), {"/dev/sdd1"}, {"md5"}));
}

} // namespace
} // namespace am::campaign
