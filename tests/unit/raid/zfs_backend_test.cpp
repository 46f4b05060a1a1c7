// The zfs backend reads pools through zpool and refuses everything else.
#include <gtest/gtest.h>

#include <stdexcept>

#include "core/raid/array_backend.h"
#include "core/raid/validation.h"
#include "core/raid/zfs/zpool_report.h"
#include "core/util/text_file.h"
#include "fake_runner.h"

using namespace am::raid;
using am::test::FakeRunner;

namespace {

std::string zfsFixture(const std::string& name)
{
    return am::util::readTextFile(std::string(ARRAYMARK_TEST_DATA) + "/zfs/" + name).value_or("");
}

const std::string kReadOnly = "ZFS pools are shown read-only; use zpool";

} // namespace

TEST(ZfsBackend, ReadsEveryListedPoolWithItsSizeFromTheList)
{
    FakeRunner runner;
    runner.expect(zpoolListArgv(), 0, zfsFixture("list.txt"));
    for (const std::string pool : {"tank", "backup", "scratch"})
        runner.expect(zpoolStatusArgv(pool), 0, zfsFixture("status-" + pool + ".txt"));
    const auto pools = arrayBackend(Backend::Zfs).readArrays({}, runner);
    ASSERT_EQ(pools.size(), 3u);
    EXPECT_EQ(pools[1].name, "backup");
    EXPECT_EQ(pools[1].size_bytes, 31675383808u);
    EXPECT_EQ(pools[1].backend, Backend::Zfs);
}

TEST(ZfsBackend, WithoutZpoolOrItsModuleThereAreNoPools)
{
    FakeRunner absent; // every argv fails to start, as a missing program does
    EXPECT_TRUE(arrayBackend(Backend::Zfs).readArrays({}, absent).empty());
    FakeRunner no_module;
    no_module.expect(zpoolListArgv(), 1, "",
                     "The ZFS modules are not loaded.\nTry running '/sbin/modprobe zfs' as root "
                     "to load them.\n");
    EXPECT_TRUE(arrayBackend(Backend::Zfs).readArrays({}, no_module).empty());
}

TEST(ZfsBackend, APlanIsRefusedAsReadOnly)
{
    Plan plan;
    plan.backend = Backend::Zfs;
    plan.level = Level::Raid1;
    plan.name = "tank";
    plan.members = {"/dev/sdb", "/dev/sdc"};
    const Validation v = validate(plan, ValidationContext{});
    bool refused = false;
    for (const auto& problem : v.problems)
        if (problem.rule == "backend_read_only") refused = problem.message == kReadOnly;
    EXPECT_TRUE(refused) << "no backend_read_only problem";
    EXPECT_FALSE(v.valid());
}

TEST(ZfsBackend, EveryOperationIsRefusedNamingZpool)
{
    for (Capability capability :
         {Capability::Replace, Capability::Scrub, Capability::Stop, Capability::Delete}) {
        try {
            requireCapability(Backend::Zfs, capability, "scrub");
            FAIL() << "a zfs operation was allowed";
        } catch (const std::invalid_argument& error) {
            EXPECT_NE(std::string(error.what()).find(kReadOnly), std::string::npos) << error.what();
        }
    }
    ArrayStatus pool;
    pool.backend = Backend::Zfs;
    EXPECT_THROW(arrayBackend(pool).stopSteps(pool), std::invalid_argument);
    EXPECT_THROW(arrayBackend(pool).measureTarget(pool), std::invalid_argument);
}
