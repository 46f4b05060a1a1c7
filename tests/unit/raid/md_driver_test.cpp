#include <gtest/gtest.h>

#include "core/raid/md_driver.h"
#include "tests/support/fixture_trees.h"

using namespace am::raid;
using am::test::mdDriverTree;

namespace {
const std::filesystem::path kTrees = am::test::kTestData / "md_driver";
} // namespace

TEST(MdDriver, MdstatMeansLoaded)
{
    const auto driver = checkMdDriver(mdDriverTree("loaded"));
    EXPECT_EQ(driver.state, MdDriverState::Loaded);
    EXPECT_TRUE(driver.loaded());
    EXPECT_EQ(driver.gap, MdDriverGap::None);
}

TEST(MdDriver, AModuleInModulesDepIsLoadable)
{
    const auto driver = checkMdDriver(mdDriverTree("loadable"));
    EXPECT_EQ(driver.state, MdDriverState::Loadable);
    EXPECT_FALSE(driver.loaded());
    EXPECT_EQ(driver.kernel_release, "6.1.0-test");
    EXPECT_EQ(driver.checked,
              kTrees / "loadable/lib/modules/6.1.0-test/kernel/drivers/md/md-mod.ko.xz");
    EXPECT_EQ(driver.mdstat, kTrees / "loadable/proc/mdstat");
}

TEST(MdDriver, NoModuleTreeIsUnavailable)
{
    // This build machine: a kernel without /lib/modules/$(uname -r).
    const auto driver = checkMdDriver(mdDriverTree("no-module-tree"));
    EXPECT_EQ(driver.state, MdDriverState::Unavailable);
    EXPECT_EQ(driver.gap, MdDriverGap::NoModuleTree);
    EXPECT_EQ(driver.checked, kTrees / "no-module-tree/lib/modules/6.1.0-test");
}

TEST(MdDriver, AKernelWithoutMdIsUnavailable)
{
    // raid6_pq and btrfs are listed: only md_mod itself counts.
    const auto driver = checkMdDriver(mdDriverTree("not-listed"));
    EXPECT_EQ(driver.state, MdDriverState::Unavailable);
    EXPECT_EQ(driver.gap, MdDriverGap::NotInModules);
    EXPECT_EQ(driver.checked, kTrees / "not-listed/lib/modules/6.1.0-test/modules.dep");
}

TEST(MdDriver, AListedModuleWhoseFileIsGoneIsUnavailable)
{
    const auto driver = checkMdDriver(mdDriverTree("file-missing"));
    EXPECT_EQ(driver.state, MdDriverState::Unavailable);
    EXPECT_EQ(driver.gap, MdDriverGap::ModuleFileMissing);
    EXPECT_EQ(driver.checked,
              kTrees / "file-missing/lib/modules/6.1.0-test/kernel/drivers/md/md-mod.ko.zst");
}

TEST(MdDriver, BuiltInOrLoadedWithoutMdstatIsUnavailable)
{
    const auto builtin = checkMdDriver(mdDriverTree("builtin-no-mdstat"));
    EXPECT_EQ(builtin.state, MdDriverState::Unavailable);
    EXPECT_EQ(builtin.gap, MdDriverGap::PresentWithoutMdstat);
    // /sys/module/md_mod without /proc/mdstat: a procfs that is not the kernel's.
    const auto module =
        checkMdDriver({mdDriverTree("no-module-tree").procfs, mdDriverTree("loaded").sysfs,
                       mdDriverTree("no-module-tree").modules});
    EXPECT_EQ(module.state, MdDriverState::Unavailable);
    EXPECT_EQ(module.gap, MdDriverGap::PresentWithoutMdstat);
    EXPECT_EQ(module.checked, kTrees / "loaded/sys/module/md_mod");
}

TEST(MdDriver, AnUnreadableReleaseIsUnavailable)
{
    const auto driver = checkMdDriver(
        {kTrees / "missing/proc", kTrees / "missing/sys", kTrees / "missing/lib/modules"});
    EXPECT_EQ(driver.state, MdDriverState::Unavailable);
    EXPECT_EQ(driver.gap, MdDriverGap::KernelUnknown);
}
