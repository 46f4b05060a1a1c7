// Real runs of the engine on temp files (no root needed).
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>

#include <gtest/gtest.h>

#include "core/bench/backend_probe.h"
#include "core/bench/engine.h"
#include "core/bench/job_validation.h"
#include "core/bench/test_file_mark.h"
#include "temp_dir.h"

using namespace am::bench;

namespace {

Job shortJob(const std::string& target)
{
    Job job;
    job.target = target;
    job.size = 16 << 20;
    job.runtime_s = 0.3;
    job.queue_depth = 8;
    return job;
}

void expectConsistent(const CellResult& r)
{
    EXPECT_EQ(r.read_bytes, r.read_ios * r.job.block_size);
    EXPECT_EQ(r.write_bytes, r.write_ios * r.job.block_size);
    EXPECT_EQ(r.lat.count, r.read_ios + r.write_ios);
    EXPECT_EQ(r.errors, 0U) << r.first_error;
    EXPECT_GT(r.iops, 0);
    EXPECT_NEAR(r.iops, static_cast<double>(r.read_ios + r.write_ios) / r.measured_s,
                1e-6 * r.iops);
    EXPECT_LE(r.lat.min_ns, r.lat.p50_ns);
    EXPECT_LE(r.lat.p50_ns, r.lat.p99_ns);
    EXPECT_LE(r.lat.p99_ns, r.lat.max_ns);
}

// A read job's file: made by ArrayMark as a write run would (a read run
// never creates its file).
Job readJobOnATestFile(const std::string& target)
{
    Job job = shortJob(target);
    Job make = job;
    make.read_share = 0;
    static_cast<void>(prepareRun({make}, RunControl{}));
    return job;
}

// A sequential verify write that covered every block of the range: a slow
// (sanitizer, loaded) machine may need more than the default runtime.
CellResult writeEveryBlock(Job job)
{
    const std::uint64_t blocks = job.size / job.block_size;
    CellResult written;
    for (double runtime : {0.3, 1.0, 3.0}) {
        job.runtime_s = runtime;
        written = runJob(job);
        if (written.verify.blocks_checked == blocks) break;
    }
    return written;
}

} // namespace

TEST(EngineFile, CreatesAndFillsAMissingFile)
{
    TempDir dir;
    Job job = shortJob(dir.file("new.bin"));
    job.size = 4 << 20;
    job.read_share = 70; // a run that writes creates its file; one that only reads refuses it
    const CellResult r = runJob(job);
    EXPECT_EQ(std::filesystem::file_size(job.target),
              (4U << 20) + kTestFileMarkBytes); // data, then the mark
    expectConsistent(r);
}

TEST(EngineFile, MixedRandomOnBothBackends)
{
    if (!ioUringAvailable()) GTEST_SKIP() << "io_uring is not available here";
    TempDir dir;
    for (BackendChoice backend : {BackendChoice::IoUring, BackendChoice::Sync}) {
        Job job = shortJob(dir.file("mixed.bin"));
        job.read_share = 70;
        job.backend = backend;
        const CellResult r = runJob(job);
        SCOPED_TRACE(toString(backend));
        expectConsistent(r);
        EXPECT_EQ(r.backend, backend == BackendChoice::IoUring ? Backend::IoUring : Backend::Sync);
        const double n = static_cast<double>(r.read_ios + r.write_ios);
        const double share = 100.0 * static_cast<double>(r.read_ios) / n;
        // The exact 1 % rule over 100k draws is in offsets_test. A short run on
        // a loaded machine may do few I/Os: allow 4.5 standard deviations of a
        // binomial share (0.6 points at 100k I/Os, 6.5 at 1000), at least 1.
        EXPECT_NEAR(share, 70.0, std::max(1.0, 450.0 * std::sqrt(0.7 * 0.3 / n))) << n << " I/Os";
        EXPECT_GE(r.samples.size(), 1U);
        EXPECT_GT(r.cpu.user_s + r.cpu.system_s, 0.0);
    }
}

TEST(EngineFile, IoUringUsesTheFeaturesTheKernelHas)
{
    if (!ioUringAvailable()) GTEST_SKIP() << "io_uring is not available here";
    TempDir dir;
    Job job = readJobOnATestFile(dir.file("ring.bin"));
    job.backend = BackendChoice::IoUring;
    const CellResult r = runJob(job);
    ASSERT_FALSE(r.ring_features.empty());
    const std::string all = [&] {
        std::string s;
        for (auto& f : r.ring_features) s += f + " ";
        return s;
    }();
    EXPECT_NE(all.find("fixed_file"), std::string::npos) << all;
}

TEST(EngineFile, AutoPicksIoUringOnAFileThatTakesNowait)
{
    if (!ioUringAvailable()) GTEST_SKIP() << "io_uring is not available here";
    TempDir dir;
    Job job = readJobOnATestFile(dir.file("auto.bin"));
    job.runtime_s = 0.1;
    const CellResult r = runJob(job);
    EXPECT_FALSE(r.backend_reason.empty());
    EXPECT_NE(r.backend_reason.find("RWF_NOWAIT"), std::string::npos) << r.backend_reason;
}

TEST(EngineFile, RampIsExcludedAndSamplesComeEveryInterval)
{
    TempDir dir;
    Job job = readJobOnATestFile(dir.file("ramp.bin"));
    job.ramp_s = 0.3;
    job.runtime_s = 0.5;
    job.sample_interval_s = 0.1;
    int calls = 0;
    RunControl control;
    control.on_sample = [&](const Sample& s) {
        ++calls;
        EXPECT_GT(s.interval_s, 0.05);
        return true;
    };
    const CellResult r = runJob(job, control);
    EXPECT_NEAR(r.measured_s, 0.5, 0.08);
    EXPECT_GE(calls, 4);
    EXPECT_EQ(static_cast<std::size_t>(calls), r.samples.size());
    EXPECT_LE(r.samples.back().time_s, 0.55);
}

TEST(EngineFile, SequentialWriteThenVerifiedReadFindsNothingWrong)
{
    TempDir dir;
    Job job = shortJob(dir.file("verify.bin"));
    job.size = 1 << 20;
    job.pattern = Pattern::Sequential;
    job.read_share = 0;
    job.verify = true;
    const CellResult written = writeEveryBlock(job);
    EXPECT_TRUE(written.verify.enabled);
    EXPECT_TRUE(written.verify.ok());
    ASSERT_EQ(written.verify.blocks_checked,
              256U); // every block of 1 MiB was written and read back
    job.runtime_s = 0.3;
    job.read_share = 100;
    job.pattern = Pattern::Random;
    const CellResult read = runJob(job);
    EXPECT_GT(read.verify.blocks_checked, 0U);
    EXPECT_EQ(read.verify.unwritten, 0U);
    EXPECT_TRUE(read.verify.ok());
}

TEST(EngineFile, VerifyCatchesACorruptedBlock)
{
    TempDir dir;
    Job job = shortJob(dir.file("corrupt.bin"));
    job.size = 256 << 10;
    job.pattern = Pattern::Sequential;
    job.read_share = 0;
    job.verify = true;
    job.queue_depth = 4;
    const CellResult written = writeEveryBlock(job);
    ASSERT_TRUE(written.verify.ok());
    ASSERT_EQ(written.verify.blocks_checked, 64U);
    // Flip one byte in the payload of the block at 40 KiB.
    const int fd = ::open(job.target.c_str(), O_RDWR);
    ASSERT_GE(fd, 0);
    char byte = 0;
    ASSERT_EQ(pread(fd, &byte, 1, 40960 + 1000), 1);
    byte = static_cast<char>(byte ^ 0x10);
    ASSERT_EQ(pwrite(fd, &byte, 1, 40960 + 1000), 1);
    fsync(fd);
    ::close(fd);
    job.read_share = 100;
    job.runtime_s = 0.2;
    const CellResult r = runJob(job);
    EXPECT_GE(r.verify.mismatched, 1U);
    ASSERT_FALSE(r.verify.first_bad_offsets.empty());
    EXPECT_EQ(r.verify.first_bad_offsets.front(), 40960U);
}

TEST(EngineFile, CancelStopsWithinASecondAndKeepsTheMeasurement)
{
    TempDir dir;
    Job job = readJobOnATestFile(dir.file("cancel.bin"));
    job.runtime_s = 30;
    job.sample_interval_s = 0.1;
    std::atomic<bool> cancel{false};
    std::chrono::steady_clock::time_point cancelled_at;
    RunControl control;
    control.cancel = &cancel;
    // Cancel from the engine's own sample callback after 0.3 s of measuring,
    // as a signal handler would: only the flag is set.
    control.on_sample = [&](const Sample& s) {
        if (s.time_s >= 0.3 && !cancel.load()) {
            cancelled_at = std::chrono::steady_clock::now();
            cancel.store(true);
        }
        return true;
    };
    const CellResult r = runJob(job, control);
    const auto stopped_after = std::chrono::steady_clock::now() - cancelled_at;
    ASSERT_TRUE(cancel.load());
    EXPECT_TRUE(r.cancelled);
    EXPECT_LT(stopped_after, std::chrono::seconds(1));
    EXPECT_GT(r.read_ios, 0U);
    EXPECT_NEAR(r.measured_s, 0.3, 0.15);
}

TEST(EngineFile, BadJobsAreRefusedBeforeAnyIo)
{
    TempDir dir;
    Job job = shortJob(dir.file("bad.bin"));
    job.read_share = 120;
    EXPECT_THROW(runJob(job), JobError);
    job = shortJob(dir.file("bad.bin"));
    job.queue_depth = 0;
    EXPECT_THROW(runJob(job), JobError);
    job = shortJob(dir.file("bad.bin"));
    job.block_size = 1000;
    EXPECT_THROW(runJob(job), JobError);
    job = shortJob("/nonexistent-dir/x.bin");
    try {
        runJob(job);
        ADD_FAILURE() << "no error";
    } catch (const JobError& e) {
        EXPECT_NE(std::string(e.what()).find("/nonexistent-dir"), std::string::npos) << e.what();
    }
    EXPECT_FALSE(std::filesystem::exists(dir.file("bad.bin")));
}
