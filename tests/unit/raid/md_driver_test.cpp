#include <gtest/gtest.h>

#include "core/raid/md_driver.h"

using namespace am::raid;

namespace {

const std::filesystem::path kTrees = std::filesystem::path(ARRAYMARK_TEST_DATA) / "md_driver";

MdDriverRoots tree(const char* name)
{
    const auto root = kTrees / name;
    return {root / "proc", root / "sys", root / "lib" / "modules"};
}

} // namespace

TEST(MdDriver, MdstatMeansLoaded)
{
    const auto driver = checkMdDriver(tree("loaded"));
    EXPECT_EQ(driver.state, MdDriverState::Loaded);
    EXPECT_TRUE(driver.loaded());
    EXPECT_EQ(driver.gap, MdDriverGap::None);
}

TEST(MdDriver, AModuleInModulesDepIsLoadable)
{
    const auto driver = checkMdDriver(tree("loadable"));
    EXPECT_EQ(driver.state, MdDriverState::Loadable);
    EXPECT_FALSE(driver.loaded());
    EXPECT_EQ(driver.kernel_release, "6.1.0-test");
    EXPECT_EQ(driver.checked, kTrees / "loadable/lib/modules/6.1.0-test/kernel/drivers/md/md-mod.ko.xz");
    EXPECT_EQ(driver.mdstat, kTrees / "loadable/proc/mdstat");
}

TEST(MdDriver, NoModuleTreeIsUnavailable)
{
    // This build machine: a kernel without /lib/modules/$(uname -r).
    const auto driver = checkMdDriver(tree("no-module-tree"));
    EXPECT_EQ(driver.state, MdDriverState::Unavailable);
    EXPECT_EQ(driver.gap, MdDriverGap::NoModuleTree);
    EXPECT_EQ(driver.checked, kTrees / "no-module-tree/lib/modules/6.1.0-test");
}

TEST(MdDriver, AKernelWithoutMdIsUnavailable)
{
    // raid6_pq and btrfs are listed: only md_mod itself counts.
    const auto driver = checkMdDriver(tree("not-listed"));
    EXPECT_EQ(driver.state, MdDriverState::Unavailable);
    EXPECT_EQ(driver.gap, MdDriverGap::NotInModules);
    EXPECT_EQ(driver.checked, kTrees / "not-listed/lib/modules/6.1.0-test/modules.dep");
}

TEST(MdDriver, AListedModuleWhoseFileIsGoneIsUnavailable)
{
    const auto driver = checkMdDriver(tree("file-missing"));
    EXPECT_EQ(driver.state, MdDriverState::Unavailable);
    EXPECT_EQ(driver.gap, MdDriverGap::ModuleFileMissing);
    EXPECT_EQ(driver.checked, kTrees / "file-missing/lib/modules/6.1.0-test/kernel/drivers/md/md-mod.ko.zst");
}

TEST(MdDriver, BuiltInOrLoadedWithoutMdstatIsUnavailable)
{
    const auto builtin = checkMdDriver(tree("builtin-no-mdstat"));
    EXPECT_EQ(builtin.state, MdDriverState::Unavailable);
    EXPECT_EQ(builtin.gap, MdDriverGap::PresentWithoutMdstat);
    // /sys/module/md_mod without /proc/mdstat: a procfs that is not the kernel's.
    const auto module = checkMdDriver({tree("no-module-tree").procfs, tree("loaded").sysfs, tree("no-module-tree").modules});
    EXPECT_EQ(module.state, MdDriverState::Unavailable);
    EXPECT_EQ(module.gap, MdDriverGap::PresentWithoutMdstat);
    EXPECT_EQ(module.checked, kTrees / "loaded/sys/module/md_mod");
}

TEST(MdDriver, AnUnreadableReleaseIsUnavailable)
{
    const auto driver = checkMdDriver({kTrees / "missing/proc", kTrees / "missing/sys", kTrees / "missing/lib/modules"});
    EXPECT_EQ(driver.state, MdDriverState::Unavailable);
    EXPECT_EQ(driver.gap, MdDriverGap::KernelUnknown);
}
