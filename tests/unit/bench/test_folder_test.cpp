// Where a test file may be created (test_folder.h), the free-space check
// before one is filled, and the one rule for a range size (checkRangeSize).
#include <sys/mount.h>
#include <unistd.h>

#include <filesystem>

#include <gtest/gtest.h>

#include "core/bench/engine.h"
#include "core/bench/job_validation.h"
#include "core/bench/target.h"
#include "core/bench/test_folder.h"
#include "temp_dir.h"

using namespace am::bench;

namespace {

// A 16 MiB tmpfs mounted on a temp directory for this test, unmounted again however the test ends.
class SmallFilesystem {
public:
    SmallFilesystem()
    {
        if (::mount("arraymark-test", dir_.path().c_str(), "tmpfs", MS_NOSUID | MS_NODEV,
                    "size=16m") == 0)
            mounted_ = true;
    }
    ~SmallFilesystem()
    {
        if (mounted_) ::umount2(dir_.path().c_str(), MNT_DETACH);
    }
    SmallFilesystem(const SmallFilesystem&) = delete;
    SmallFilesystem& operator=(const SmallFilesystem&) = delete;
    bool mounted() const { return mounted_; }
    std::string file(const std::string& name) const { return dir_.file(name); }
    std::string path() const { return dir_.path().string(); }

private:
    TempDir dir_;
    bool mounted_ = false;
};

Job writeJob(const std::string& target, std::uint64_t size)
{
    Job job;
    job.target = target;
    job.read_share = 0;
    job.size = size;
    job.runtime_s = 0.2;
    job.direct = false; // tmpfs before 6.6 has no O_DIRECT; this test is about space
    return job;
}

} // namespace

TEST(TestFolder, AFolderOnProcIsRefusedByNameOfItsFilesystem)
{
    const auto problem = testFolderProblem("/proc/xyz", MissingFolder::Create);
    ASSERT_TRUE(problem.has_value());
    EXPECT_EQ(problem->kind, FolderProblem::Kind::PseudoFilesystem);
    EXPECT_EQ(problem->detail, "proc");
    EXPECT_EQ(problem->path, "/proc");
    const auto sys = testFolderProblem("/sys", MissingFolder::Refuse);
    ASSERT_TRUE(sys.has_value());
    EXPECT_EQ(sys->detail, "sysfs");
}

TEST(TestFolder, AFolderThatWouldBeCreatedInTheRootIsRefusedNamingIt)
{
    const auto problem = testFolderProblem("/nonexistent-arraymark/xyz", MissingFolder::Create);
    ASSERT_TRUE(problem.has_value());
    EXPECT_EQ(problem->kind, FolderProblem::Kind::TopLevelMissing);
    EXPECT_EQ(problem->path, "/nonexistent-arraymark");
    EXPECT_NE(problem->message.find("/nonexistent-arraymark/xyz"), std::string::npos);
}

TEST(TestFolder, AnExistingOrCreatableFolderOnADiskIsAccepted)
{
    TempDir dir;
    EXPECT_FALSE(testFolderProblem(dir.path().string(), MissingFolder::Refuse).has_value());
    EXPECT_FALSE(testFolderProblem(dir.file("new/deeper"), MissingFolder::Create).has_value());
    const auto refused = testFolderProblem(dir.file("new"), MissingFolder::Refuse);
    ASSERT_TRUE(refused.has_value());
    EXPECT_EQ(refused->kind, FolderProblem::Kind::Missing);
    EXPECT_EQ(testFolderProblem("relative/dir", MissingFolder::Create)->kind,
              FolderProblem::Kind::NotAbsolute);
}

TEST(TestFolder, AFileTargetInProcIsRefusedBeforeAnythingIsOpened)
{
    // Old behaviour: /proc exists, so the target was accepted and the run failed later with a bare
    // errno.
    try {
        inspectTarget("/proc/arraymark-test.bin");
        FAIL() << "a file target in /proc was accepted";
    } catch (const JobError& e) {
        EXPECT_NE(std::string(e.what()).find("proc"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("stores no files"), std::string::npos) << e.what();
    }
}

TEST(TestFolder, ATestFileLargerThanTheFreeSpaceIsRefusedBeforeItIsCreated)
{
    if (geteuid() != 0) GTEST_SKIP() << "needs root to mount a small tmpfs";
    SmallFilesystem small;
    if (!small.mounted()) GTEST_SKIP() << "tmpfs could not be mounted here";
    const std::string target = small.file("arraymark-test.bin");
    RunControl control;
    try {
        prepareRun({writeJob(target, 64ULL << 20)}, control);
        FAIL() << "a 64 MiB test file was started on a 16 MiB filesystem";
    } catch (const JobError& e) {
        // Before: std::runtime_error "cannot fill ...: No space left on device", after writing 16
        // MiB.
        const std::string text = e.what();
        EXPECT_NE(text.find("64.0 MiB"), std::string::npos) << text;
        EXPECT_NE(text.find(small.path()), std::string::npos) << text;
        EXPECT_NE(text.find("free"), std::string::npos) << text;
    }
    EXPECT_FALSE(std::filesystem::exists(target)) << "the refused test file was left behind";
    // One that fits is made as before.
    const PreparedRun fits = prepareRun({writeJob(target, 4ULL << 20)}, control);
    EXPECT_EQ(fits.target->info().size_bytes, 4ULL << 20);
}

TEST(RangeSize, ZeroAndPartialBlocksAreRefusedWithTheRule)
{
    const std::uint64_t mib = 1ULL << 20;
    EXPECT_EQ(checkRangeSize("0", mib).problem, RangeSizeCheck::Problem::Zero);
    EXPECT_NE(checkRangeSize("0", mib).message.find("whole"), std::string::npos);
    EXPECT_EQ(checkRangeSize("512", mib).problem, RangeSizeCheck::Problem::BelowOneBlock);
    EXPECT_EQ(checkRangeSize("1000000000", mib).problem, RangeSizeCheck::Problem::NotWholeBlocks);
    for (const char* text : {"abc", "1.5G", "-5", ""})
        EXPECT_EQ(checkRangeSize(text, mib).problem, RangeSizeCheck::Problem::NotASize) << text;
    EXPECT_EQ(checkRangeSize("64MiB", mib).problem, RangeSizeCheck::Problem::None);
    EXPECT_EQ(checkRangeSize("64MiB", mib).bytes, 64 * mib);
    EXPECT_EQ(checkRangeSize("8192", 4096).problem, RangeSizeCheck::Problem::None);
}
