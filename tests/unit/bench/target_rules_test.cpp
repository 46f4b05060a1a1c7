// The rules that keep a benchmark from writing where nobody asked it to
// (issue 14), through the engine's own entry points: ranges that wrap around
// 2^64, symbolic links, existing files, read benches, /dev paths, files that
// cannot be filled, and block devices held exclusively while written.
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>

#include <gtest/gtest.h>

#include "core/bench/engine.h"
#include "core/bench/job_validation.h"
#include "core/bench/sweep.h"
#include "core/bench/write_safety.h"
#include "core/util/text_file.h"
#include "scratch_devices.h"

using namespace am::bench;

namespace {

Job fileJob(const std::string& target, std::uint32_t read_share)
{
    Job job;
    job.target = target;
    job.read_share = read_share;
    job.size = 1 << 20;
    job.runtime_s = 0.2;
    job.queue_depth = 4;
    return job;
}

std::string slurp(const std::string& path) { return am::util::readTextFile(path).value_or(""); }

// A file of `bytes` bytes that a person made (no ArrayMark mark).
std::string personsFile(const TempDir& dir, const std::string& name, std::size_t bytes)
{
    const std::string path = dir.file(name);
    std::ofstream(path, std::ios::binary) << std::string(bytes, 'p');
    return path;
}

template <typename Error> std::string refusal(const Job& job, const RunControl& control = {})
{
    try {
        runJob(job, control);
    } catch (const Error& e) {
        return e.what();
    }
    ADD_FAILURE() << "no refusal for " << job.target;
    return {};
}

} // namespace

TEST(TargetRules, ARangeThatWrapsAround2To64IsRefused)
{
    TargetInfo device;
    device.path = "/dev/loop-fixture";
    device.kind = TargetKind::BlockDevice;
    device.exists = true;
    device.size_bytes = 1ULL << 30;
    Job job;
    job.target = device.path;
    job.read_share = 0;
    job.offset =
        std::numeric_limits<std::uint64_t>::max() - 4095; // 2^64 - 4096: + 8192 wraps to 4096
    job.size = 8192;
    EXPECT_THROW(validateJobForTarget(job, device), JobError);
    job.offset = device.size_bytes + 4096; // beyond the end, no size
    job.size = 0;
    EXPECT_THROW(validateJobForTarget(job, device), JobError);
    job.offset = device.size_bytes - 4096; // the last block still fits
    job.size = 4096;
    EXPECT_NO_THROW(validateJobForTarget(job, device));

    TargetInfo file;
    file.path = "/var/tmp/x.bin";
    job.target = file.path;
    job.offset = std::numeric_limits<std::uint64_t>::max() - 4095;
    job.size = 8192;
    EXPECT_THROW(validateJobForTarget(job, file), JobError);
}

TEST(TargetRules, ASymbolicLinkIsNotFollowedToAFile)
{
    TempDir dir;
    const std::string pointed = personsFile(dir, "pointed.bin", 2 << 20);
    const std::string link = dir.file("link.bin");
    ASSERT_EQ(symlink(pointed.c_str(), link.c_str()), 0);
    RunControl control;
    const std::string why = refusal<JobError>(fileJob(link, 0), control);
    EXPECT_NE(why.find("symbolic link"), std::string::npos) << why;
    EXPECT_NE(why.find(link), std::string::npos) << why;
    EXPECT_EQ(slurp(pointed), std::string(2 << 20, 'p'));
}

TEST(TargetRules, AnExistingFileArrayMarkDidNotCreateIsNotWritten)
{
    TempDir dir;
    const std::string path = personsFile(dir, "mine.bin", 2 << 20);
    const std::string why = refusal<WriteRefused>(fileJob(path, 0));
    EXPECT_NE(why.find(path), std::string::npos) << why;
    EXPECT_NE(why.find("--allow-write-file"), std::string::npos) << why;
    EXPECT_EQ(slurp(path), std::string(2 << 20, 'p'));
    // Reading it is fine and changes nothing.
    const CellResult read = runJob(fileJob(path, 100));
    EXPECT_GT(read.read_ios, 0U);
    EXPECT_EQ(slurp(path), std::string(2 << 20, 'p'));
}

TEST(TargetRules, AReadBenchNeverCreatesOrGrowsAFile)
{
    TempDir dir;
    const std::string missing = dir.file("missing.bin");
    const std::string why_missing = refusal<JobError>(fileJob(missing, 100));
    EXPECT_NE(why_missing.find("does not exist"), std::string::npos) << why_missing;
    EXPECT_FALSE(std::filesystem::exists(missing));

    const std::string small = personsFile(dir, "small.bin", 1 << 20);
    Job job = fileJob(small, 100);
    job.size = 4 << 20;
    const std::string why_small = refusal<JobError>(job);
    for (const char* text : {"read bench", "1.00 MiB", "4.00 MiB", "--size 1M"})
        EXPECT_NE(why_small.find(text), std::string::npos) << text << " in: " << why_small;
    EXPECT_EQ(std::filesystem::file_size(small), 1U << 20);
}

TEST(TargetRules, AMissingPathUnderDevIsNoSuchDeviceAndNothingIsCreated)
{
    const std::string path = "/dev/arraymark-no-such-device-" + std::to_string(getpid());
    struct Remove { // the old engine made a regular file here: never leave one behind
        std::string path;
        ~Remove() { std::filesystem::remove(path); }
    } remove{path};
    for (std::uint32_t read_share : {0U, 100U}) {
        const std::string why = refusal<JobError>(fileJob(path, read_share));
        EXPECT_NE(why.find("no such device"), std::string::npos) << why;
        EXPECT_FALSE(std::filesystem::exists(path));
    }
    // The same name, spelled through "..": still /dev.
    const std::string why_relative = refusal<JobError>(
        fileJob("/dev/../dev/" + std::filesystem::path(path).filename().string(), 0));
    EXPECT_NE(why_relative.find("no such device"), std::string::npos) << why_relative;
    EXPECT_FALSE(std::filesystem::exists(path));
}

TEST(TargetRules, AFileThatCannotBeFilledIsRemovedWithTheReason)
{
    TempDir dir;
    const std::string path = dir.file("full.bin");
    // A file size limit stands in for a full disk: writes past it fail with EFBIG.
    rlimit old_limit{};
    ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &old_limit), 0);
    rlimit small = old_limit;
    small.rlim_cur = 1 << 20;
    const auto old_handler = signal(SIGXFSZ, SIG_IGN);
    ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &small), 0);
    Job job = fileJob(path, 0);
    job.size = 4 << 20;
    std::string why;
    try {
        runJob(job);
    } catch (const std::runtime_error& e) {
        why = e.what();
    }
    setrlimit(RLIMIT_FSIZE, &old_limit);
    signal(SIGXFSZ, old_handler);
    EXPECT_NE(why.find(std::strerror(EFBIG)), std::string::npos) << why;
    EXPECT_NE(why.find("removed again"), std::string::npos) << why;
    EXPECT_FALSE(std::filesystem::exists(path));
}

TEST(TargetRules, AWriteRunHoldsItsDeviceExclusivelyUntilItEnds)
{
    if (auto why = ScratchLoop::unavailable()) GTEST_SKIP() << *why;
    ScratchLoop loop(16 << 20);
    if (!loop.ok()) GTEST_SKIP() << "losetup could not attach a loop device";
    // EBUSY for O_EXCL while a cell measures, and between cells; free afterwards.
    auto tryExclusive = [&] {
        const int fd = ::open(loop.path().c_str(), O_RDONLY | O_EXCL | O_CLOEXEC);
        const int error = fd < 0 ? errno : 0;
        if (fd >= 0) ::close(fd);
        return error;
    };
    Job job;
    job.target = loop.path();
    job.read_share = 0;
    job.runtime_s = 0.4;
    job.sample_interval_s = 0.1;
    RunControl control;
    control.allow_write_device = loop.path();
    std::vector<int> during, between;
    SweepEvents events;
    events.sample = [&](std::size_t, const Sample&) {
        if (during.empty()) during.push_back(tryExclusive());
    };
    events.cell_started = [&](std::size_t cell, const Job&) {
        if (cell == 1) between.push_back(tryExclusive());
    };
    const SweepResult sweep = runSweep({job, job}, SweepOptions{}, control, events);
    ASSERT_EQ(sweep.cells.size(), 2U);
    ASSERT_EQ(during.size(), 1U);
    EXPECT_EQ(during[0], EBUSY);
    ASSERT_EQ(between.size(), 1U);
    EXPECT_EQ(between[0], EBUSY);
    // io_uring drops its reference to the file when the ring is torn down, which the kernel
    // finishes a moment after io_uring_queue_exit returns.
    int after = EBUSY;
    for (int i = 0; i < 200 && after == EBUSY; ++i) {
        after = tryExclusive();
        if (after == EBUSY) usleep(10000);
    }
    EXPECT_EQ(after, 0);
}

TEST(TargetRules, AWriteToADeviceHeldExclusivelyElsewhereIsRefused)
{
    if (auto why = ScratchLoop::unavailable()) GTEST_SKIP() << *why;
    ScratchLoop loop(16 << 20);
    if (!loop.ok()) GTEST_SKIP() << "losetup could not attach a loop device";
    const int held = ::open(loop.path().c_str(), O_RDONLY | O_EXCL | O_CLOEXEC);
    ASSERT_GE(held, 0);
    Job job;
    job.target = loop.path();
    job.read_share = 0;
    job.runtime_s = 0.2;
    RunControl control;
    control.allow_write_device = loop.path();
    const std::string why = refusal<WriteRefused>(job, control);
    ::close(held);
    EXPECT_NE(why.find(loop.path()), std::string::npos) << why;
    // The engine's own open says "open exclusively"; a scan that sees the holder says "in use".
    EXPECT_TRUE(why.find("open exclusively by another process") != std::string::npos ||
                why.find("in use") != std::string::npos)
        << why;
}
