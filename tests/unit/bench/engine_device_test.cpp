// Runs on block devices the test creates itself (loop over tmpfs, zram).
#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include "core/bench/engine.h"
#include "core/bench/job_validation.h"
#include "core/bench/write_safety.h"
#include "scratch_devices.h"

using namespace am::bench;

namespace {
Job deviceJob(const std::string& path, std::uint32_t read_share)
{
    Job job;
    job.target = path;
    job.read_share = read_share;
    job.queue_depth = 16;
    job.runtime_s = 0.25;
    return job;
}
} // namespace

TEST(EngineDevice, LoopDeviceReadsAndGuardedWrites)
{
    if (auto why = ScratchLoop::unavailable()) GTEST_SKIP() << *why;
    ScratchLoop loop(64 << 20);
    if (!loop.ok()) GTEST_SKIP() << "losetup could not attach a loop device";

    const CellResult read = runJob(deviceJob(loop.path(), 100));
    EXPECT_GT(read.read_ios, 0U);
    EXPECT_EQ(read.errors, 0U) << read.first_error;
    EXPECT_FALSE(read.backend_reason.empty());

    Job write = deviceJob(loop.path(), 0);
    EXPECT_THROW(runJob(write), WriteRefused);
    RunControl control;
    control.allow_write_device = "/dev/null";
    EXPECT_THROW(runJob(write, control), WriteRefused);
    control.allow_write_device = loop.path();
    write.verify = true;
    const CellResult written = runJob(write, control);
    EXPECT_GT(written.write_ios, 0U);
    EXPECT_EQ(written.errors, 0U) << written.first_error;
    EXPECT_TRUE(written.verify.ok());
    EXPECT_GT(written.verify.blocks_checked, 0U);
}

// Back-to-back write runs (compare-fio, a campaign) need the device free the
// moment a run returns: the ring's registered file must not keep its O_EXCL claim.
TEST(EngineDevice, AWriteRunReleasesItsExclusiveHoldWhenItReturns)
{
    if (auto why = ScratchLoop::unavailable()) GTEST_SKIP() << *why;
    ScratchLoop loop(16 << 20);
    if (!loop.ok()) GTEST_SKIP() << "losetup could not attach a loop device";
    RunControl control;
    control.allow_write_device = loop.path();
    Job write = deviceJob(loop.path(), 0);
    write.backend = BackendChoice::IoUring;
    write.runtime_s = 0.05;
    for (int run = 0; run < 5; ++run) {
        const CellResult written = runJob(write, control);
        ASSERT_GT(written.write_ios, 0U) << written.first_error;
        const int fd = ::open(loop.path().c_str(), O_RDONLY | O_EXCL | O_CLOEXEC | O_NONBLOCK);
        EXPECT_GE(fd, 0) << "run " << run << ": " << loop.path()
                         << " still held exclusively after the run returned";
        if (fd >= 0) ::close(fd);
    }
}

TEST(EngineDevice, SizeLargerThanTheDeviceIsRefused)
{
    if (auto why = ScratchLoop::unavailable()) GTEST_SKIP() << *why;
    ScratchLoop loop(8 << 20);
    if (!loop.ok()) GTEST_SKIP() << "losetup could not attach a loop device";
    Job job = deviceJob(loop.path(), 100);
    job.size = 16 << 20;
    try {
        runJob(job);
        ADD_FAILURE() << "no error";
    } catch (const JobError& e) {
        EXPECT_NE(std::string(e.what()).find("larger than"), std::string::npos) << e.what();
    }
}

TEST(EngineDevice, ZramBothBackendsAndAutoSaysWhy)
{
    if (auto why = ScratchZram::unavailable()) GTEST_SKIP() << *why;
    ScratchZram zram(64 << 20);
    if (!zram.ok()) GTEST_SKIP() << "zram hot_add did not give a device";
    RunControl control;
    control.allow_write_device = zram.path();
    Job fill = deviceJob(zram.path(), 0);
    fill.pattern = Pattern::Sequential;
    fill.block_size = 1 << 20;
    EXPECT_EQ(runJob(fill, control).errors, 0U);

    for (BackendChoice backend :
         {BackendChoice::Auto, BackendChoice::IoUring, BackendChoice::Sync}) {
        Job job = deviceJob(zram.path(), 100);
        job.backend = backend;
        const CellResult r = runJob(job);
        SCOPED_TRACE(toString(backend));
        EXPECT_GT(r.read_ios, 0U);
        EXPECT_EQ(r.errors, 0U) << r.first_error;
        EXPECT_NE(r.backend_reason, "");
    }
}
