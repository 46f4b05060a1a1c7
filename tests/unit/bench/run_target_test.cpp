// The run's one descriptor (run_target.h) and the test-file mark
// (test_file_mark.h): a target swapped after the checks is not written,
// --allow-write-file names one file, and test files are marked and grown.
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <fstream>
#include <iterator>

#include <gtest/gtest.h>

#include "core/bench/engine.h"
#include "core/bench/job_validation.h"
#include "core/bench/run_target.h"
#include "core/bench/test_file_mark.h"
#include "core/bench/write_safety.h"
#include "core/util/text_file.h"
#include "temp_dir.h"

using namespace am::bench;

namespace {

Job writeJob(const std::string& target, std::uint64_t size)
{
    Job job;
    job.target = target;
    job.read_share = 0;
    job.size = size;
    job.runtime_s = 0.2;
    job.queue_depth = 4;
    return job;
}

std::string slurp(const std::string& path) { return am::util::readTextFile(path).value_or(""); }

void writeText(const std::string& path, const std::string& text)
{
    std::ofstream(path, std::ios::binary) << text;
}

} // namespace

TEST(RunTarget, AFileSwappedForASymlinkAfterTheChecksIsNotOpened)
{
    TempDir dir;
    const std::string target = dir.file("target.bin");
    const std::string other = dir.file("other.bin");
    writeText(target, std::string(1 << 20, 't'));
    writeText(other, std::string(1 << 20, 'o'));
    const std::vector<Job> jobs{writeJob(target, 1 << 20)};
    const TargetInfo inspected = inspectTarget(target);
    checkFileRunAllowed(jobs, inspected, target);

    // Between the checks and the open, the name becomes a link to another file.
    std::filesystem::rename(target, dir.file("moved.bin"));
    ASSERT_EQ(symlink(other.c_str(), target.c_str()), 0);
    try {
        RunTarget::open(inspected, jobs);
        ADD_FAILURE() << "the link was opened";
    } catch (const JobError& e) {
        EXPECT_NE(std::string(e.what()).find("symbolic link"), std::string::npos) << e.what();
    }
    EXPECT_EQ(slurp(other), std::string(1 << 20, 'o'));
}

TEST(RunTarget, AFileReplacedByAnotherFileAfterTheChecksIsNotOpened)
{
    TempDir dir;
    const std::string target = dir.file("target.bin");
    writeText(target, std::string(1 << 20, 't'));
    const std::vector<Job> jobs{writeJob(target, 1 << 20)};
    const TargetInfo inspected = inspectTarget(target);
    std::filesystem::rename(target, dir.file("moved.bin"));
    writeText(target, std::string(1 << 20, 'n')); // same name and size, another inode
    try {
        RunTarget::open(inspected, jobs);
        ADD_FAILURE() << "the replacement was opened";
    } catch (const JobError& e) {
        EXPECT_NE(std::string(e.what()).find("was replaced"), std::string::npos) << e.what();
    }
    EXPECT_EQ(slurp(target), std::string(1 << 20, 'n'));
}

TEST(RunTarget, AFileThatAppearedAfterTheChecksIsNotTakenOver)
{
    TempDir dir;
    const std::string target = dir.file("late.bin");
    const std::vector<Job> jobs{writeJob(target, 1 << 20)};
    const TargetInfo inspected = inspectTarget(target); // missing: to be created
    writeText(target, "a person's file");
    EXPECT_THROW(RunTarget::open(inspected, jobs), JobError);
    EXPECT_EQ(slurp(target), "a person's file");
}

TEST(RunTarget, AllowWriteFileNamesExactlyTheTarget)
{
    TempDir dir;
    const std::string target = dir.file("mine.bin");
    const std::string other = dir.file("other.bin");
    writeText(target, std::string(1 << 20, 'm'));
    writeText(other, std::string(1 << 20, 'o'));
    RunControl control;
    control.allow_write_file = other;
    EXPECT_THROW(runJob(writeJob(target, 1 << 20), control), WriteRefused);
    EXPECT_EQ(slurp(target), std::string(1 << 20, 'm'));

    control.allow_write_file = target;
    const CellResult written = runJob(writeJob(target, 1 << 20), control);
    EXPECT_GT(written.write_ios, 0U);
    EXPECT_EQ(std::filesystem::file_size(target),
              1U << 20); // written in place: not grown, not marked
    EXPECT_NE(slurp(target), std::string(1 << 20, 'm'));
    EXPECT_FALSE(isArrayMarkTestFile(target));
    // Still a person's file: growing it is refused even when allowed.
    EXPECT_THROW(runJob(writeJob(target, 2 << 20), control), JobError);
}

TEST(RunTarget, ATestFileIsMarkedAfterItsDataAndGrownOnlyByAWriteRun)
{
    TempDir dir;
    const std::string path = dir.file("test.bin");
    runJob(writeJob(path, 1 << 20));
    EXPECT_TRUE(isArrayMarkTestFile(path));
    EXPECT_EQ(std::filesystem::file_size(path), (1U << 20) + kTestFileMarkBytes);
    const TargetInfo info = inspectTarget(path);
    EXPECT_TRUE(info.test_file);
    EXPECT_EQ(info.size_bytes, 1U << 20); // the usable size: the mark is outside every range

    Job read = writeJob(path, 2 << 20);
    read.read_share = 100;
    EXPECT_THROW(runJob(read), JobError);
    EXPECT_EQ(std::filesystem::file_size(path), (1U << 20) + kTestFileMarkBytes);
    read.size = 0; // to the end: the data, not the mark
    const CellResult whole = runJob(read);
    EXPECT_EQ(whole.errors, 0U) << whole.first_error;

    runJob(writeJob(path, 2 << 20)); // needs no --allow-write-file: ArrayMark's own file
    EXPECT_EQ(std::filesystem::file_size(path), (2U << 20) + kTestFileMarkBytes);
    EXPECT_TRUE(isArrayMarkTestFile(path));
    EXPECT_EQ(inspectTarget(path).size_bytes, 2U << 20);
}

TEST(RunTarget, AMarkThatDoesNotSitAtTheEndIsNoMark)
{
    TempDir dir;
    const std::string path = dir.file("test.bin");
    runJob(writeJob(path, 1 << 20));
    ASSERT_TRUE(isArrayMarkTestFile(path));
    {
        std::ofstream(path, std::ios::binary | std::ios::app) << "appended by someone";
    }
    EXPECT_FALSE(isArrayMarkTestFile(path));
    EXPECT_THROW(runJob(writeJob(path, 1 << 20)), WriteRefused);
    const std::string link = dir.file("link.bin");
    ASSERT_EQ(symlink(path.c_str(), link.c_str()), 0);
    EXPECT_FALSE(isArrayMarkTestFile(link));
}

TEST(RunTarget, ATestFileThatCannotBeGrownKeepsItsFormerSizeAndMark)
{
    TempDir dir;
    const std::string path = dir.file("test.bin");
    runJob(writeJob(path, 1 << 20));
    // A file size limit stands in for a full disk.
    rlimit old_limit{};
    ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &old_limit), 0);
    rlimit small = old_limit;
    small.rlim_cur = 2 << 20;
    const auto old_handler = signal(SIGXFSZ, SIG_IGN);
    ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &small), 0);
    std::string why;
    try {
        runJob(writeJob(path, 4 << 20));
    } catch (const std::runtime_error& e) {
        why = e.what();
    }
    setrlimit(RLIMIT_FSIZE, &old_limit);
    signal(SIGXFSZ, old_handler);
    EXPECT_NE(why.find("keeps its former size"), std::string::npos) << why;
    EXPECT_TRUE(isArrayMarkTestFile(path));
    EXPECT_EQ(inspectTarget(path).size_bytes, 1U << 20);
}
