// Engine errors carry a stable id beside their English text: in the stream's
// error lines ("kind") and in a cell's first I/O error (errors.first_kind).
#include <unistd.h>

#include <cstdio>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "core/bench/engine.h"
#include "core/bench/error_kind.h"
#include "core/bench/job_validation.h"
#include "core/bench/result_json.h"
#include "core/bench/result_reader.h"
#include "core/bench/run_target.h"
#include "core/bench/stream_writer.h"
#include "core/bench/write_safety.h"
#include "temp_dir.h"

using namespace am::bench;

namespace {
// A short buffered job on `target` in a test file of `size` bytes that
// ArrayMark made (as a write run makes it), so its checks let the job run.
Job jobOnATestFile(const std::string& target, std::uint64_t size, double runtime_s)
{
    Job job;
    job.target = target;
    job.size = size;
    job.runtime_s = runtime_s;
    job.direct = false;
    job.read_share = 0;
    RunControl control;
    static_cast<void>(prepareRun({job}, control)); // creates the test file
    return job;
}
} // namespace

TEST(ErrorKind, EveryIdIsUniqueAndReadsBack)
{
    std::set<std::string> ids;
    for (const auto& info : kErrorKinds) {
        EXPECT_TRUE(ids.insert(info.id).second) << "twice: " << info.id;
        EXPECT_EQ(errorKindFromId(info.id), info.kind) << info.id;
        EXPECT_EQ(errorKindId(info.kind), info.id);
    }
    EXPECT_EQ(errorKindFromId("no_such_kind"), ErrorKind::Internal);
}

TEST(ErrorKind, ExceptionsAreClassifiedByType)
{
    EXPECT_EQ(errorKindOf(JobError("block size 100: must be between 512 B and 64 MiB")),
              ErrorKind::JobInvalid);
    EXPECT_EQ(errorKindOf(WriteRefused("/dev/sda is in use")), ErrorKind::WriteRefused);
    EXPECT_EQ(errorKindOf(EngineError(ErrorKind::RingSetup, "io_uring setup failed")),
              ErrorKind::RingSetup);
    EXPECT_EQ(errorKindOf(std::runtime_error("something else")), ErrorKind::Internal);
}

TEST(ErrorKind, StreamErrorLinesCarryTheKindAndKeepTheText)
{
    char* buffer = nullptr;
    std::size_t size = 0;
    std::FILE* out = open_memstream(&buffer, &size);
    ASSERT_NE(out, nullptr);
    StreamWriter(out, 4).error(2, ErrorKind::RingSetup,
                               "/dev/loop7: io_uring setup failed: Cannot allocate memory");
    std::fclose(out);
    std::string line(buffer, size);
    std::free(buffer);
    ASSERT_FALSE(line.empty());
    line.pop_back(); // the newline
    const StreamEvent event = parseStreamLine(line);
    EXPECT_EQ(event.type, StreamEvent::Type::Error);
    EXPECT_EQ(event.kind, "ring_setup");
    EXPECT_EQ(event.message, "/dev/loop7: io_uring setup failed: Cannot allocate memory");
    // An older producer's line has no kind: read as empty, not refused.
    EXPECT_EQ(parseStreamLine(R"({"type":"error","cell":null,"cells":0,"message":"old"})").kind,
              "");
}

TEST(ErrorKind, OpeningAFileThatIsGoneIsATargetOpenError)
{
    TempDir dir;
    const std::string target = dir.file("gone.bin");
    const Job job = jobOnATestFile(target, 1 << 20, 0.1);
    const TargetInfo inspected = inspectTarget(target);
    ASSERT_EQ(::unlink(target.c_str()), 0);
    try {
        static_cast<void>(RunTarget::open(inspected, {job}, nullptr));
        FAIL() << "opening a file that was removed after it was checked succeeded";
    } catch (const std::exception& error) {
        EXPECT_EQ(errorKindOf(error), ErrorKind::TargetOpen) << error.what();
    }
}

TEST(ErrorKind, AShortReadIsRecordedWithItsKind)
{
    TempDir dir;
    const std::string target = dir.file("short.bin");
    Job job = jobOnATestFile(target, 4 << 20, 0.2);
    job.backend = BackendChoice::Sync;
    job.read_share = 100;
    PreparedRun run = prepareRun({job}, RunControl{});
    // The file loses its data after it was checked: every read past the end comes back short.
    ASSERT_EQ(::truncate(target.c_str(), 0), 0);
    RunControl prepared;
    prepared.target = run.target.get();
    const CellResult r = runJob(job, prepared);
    ASSERT_GT(r.errors, 0U);
    EXPECT_EQ(r.first_error_kind, ErrorKind::ShortTransfer) << r.first_error;
    EXPECT_NE(r.first_error.find("short transfer"), std::string::npos) << r.first_error;
    const nlohmann::json cell = cellToJson(r);
    EXPECT_EQ(cell["errors"]["first_kind"], "short_transfer");
    EXPECT_EQ(cellFromJson(cell).first_error_kind, ErrorKind::ShortTransfer);
}
