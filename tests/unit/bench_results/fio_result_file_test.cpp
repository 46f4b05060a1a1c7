// fio's JSON output read wherever a result file is read (core/bench/result_file.h),
// on outputs recorded from real fio 3.33 runs (tests/data/fio/README.md).
#include "core/bench/result_file.h"

#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "core/bench/fio_import.h"
#include "core/bench/result_reader.h"
#include "core/bench/result_store.h"
#include "tests/unit/bench/temp_dir.h"

using namespace am::bench;
using nlohmann::json;

namespace {
const std::string kFio = ARRAYMARK_TEST_DATA "/fio/";

json raw(const std::string& file)
{
    std::ifstream in(kFio + file);
    return json::parse(in);
}

std::string errorOf(const std::filesystem::path& path)
{
    try {
        readResultFile(path);
    } catch (const ResultFormatError& error) {
        return error.what();
    }
    return "(no error)";
}

void write(const std::filesystem::path& path, const std::string& text)
{
    std::ofstream(path) << text;
}
} // namespace

TEST(FioResultFile, EachRecordedRunOpensAsAResultFile)
{
    struct Expected {
        const char* file;
        const char* rw;
        std::uint32_t read_share, qd, jobs;
    };
    for (const Expected& e : {Expected{"randread-qd1.json", "randread", 100, 1, 1},
                              Expected{"randread-qd32.json", "randread", 100, 32, 1},
                              Expected{"randwrite-qd8.json", "randwrite", 0, 8, 1},
                              Expected{"randrw-70-30.json", "randrw", 70, 16, 1},
                              Expected{"randread-qd4-jsonplus.json", "randread", 100, 4, 1},
                              Expected{"randread-4x4-grouped.json", "randread", 100, 4, 4},
                              Expected{"randread-2x4-clones.json", "randread", 100, 4, 2}}) {
        SCOPED_TRACE(e.file);
        const RunDocument run =
            readResultFile(kFio + e.file); // by content: no "schema", fio's keys
        ASSERT_EQ(run.cells.size(), 1U);
        const CellResult& cell = run.cells[0];
        EXPECT_EQ(rwName(cell.job), e.rw);
        EXPECT_EQ(cell.job.read_share, e.read_share);
        EXPECT_EQ(cell.job.queue_depth, e.qd);
        EXPECT_EQ(cell.job.workers, e.jobs);
        EXPECT_EQ(cell.job.block_size, 4096U);
        EXPECT_GT(cell.iops, 0);
        EXPECT_GT(cell.lat.mean_ns, 0);
        EXPECT_EQ(run.target_path,
                  "/tmp/est-fio/data.bin"); // each job's filename: fio wrote no global one
        EXPECT_EQ(run.target_kind, "file");
        EXPECT_EQ(run.preset, "fio");
    }
    const RunDocument mixed = readResultFile(kFio + "randrw-70-30.json");
    const json fio = raw("randrw-70-30.json");
    const json& job = fio["jobs"][0];
    EXPECT_DOUBLE_EQ(mixed.cells[0].read_iops, job["read"]["iops"].get<double>());
    EXPECT_DOUBLE_EQ(mixed.cells[0].write_iops, job["write"]["iops"].get<double>());
    EXPECT_EQ(readResultFile(kFio + "member-matrix.json").cells.size(), 5U);
}

TEST(FioResultFile, NumjobsClonesMergeAsGroupReportingMergesThem)
{
    // Without group_reporting fio prints one entry per clone; with it one entry
    // for all, and fio 3.33 does not echo group_reporting in "job options".
    const json clones = raw("randread-2x4-clones.json");
    ASSERT_EQ(clones["jobs"].size(), 2U);
    const CellResult merged = readResultFile(kFio + "randread-2x4-clones.json").cells.at(0);
    EXPECT_DOUBLE_EQ(merged.iops, clones["jobs"][0]["read"]["iops"].get<double>() +
                                      clones["jobs"][1]["read"]["iops"].get<double>());
    EXPECT_EQ(merged.read_ios, clones["jobs"][0]["read"]["total_ios"].get<std::uint64_t>() +
                                   clones["jobs"][1]["read"]["total_ios"].get<std::uint64_t>());
    EXPECT_EQ(merged.lat.count, merged.read_ios);
    EXPECT_EQ(merged.job.workers, 2U);
    EXPECT_LE(merged.lat.p50_ns, merged.lat.p99_ns);

    const CellResult grouped = readResultFile(kFio + "randread-4x4-grouped.json").cells.at(0);
    EXPECT_EQ(grouped.job.workers, 4U);
    EXPECT_DOUBLE_EQ(grouped.iops,
                     raw("randread-4x4-grouped.json")["jobs"][0]["read"]["iops"].get<double>());
}

TEST(FioResultFile, HistoryListsFioOutputAmongItsRuns)
{
    TempDir dir;
    std::filesystem::copy_file(kFio + "randread-qd32.json", dir.path() / "from-fio.json");
    std::vector<std::string> skipped;
    const auto runs = ResultStore(dir.path()).list(&skipped);
    ASSERT_EQ(runs.size(), 1U) << (skipped.empty() ? "" : skipped.front());
    EXPECT_TRUE(runs[0].imported);
    EXPECT_EQ(runs[0].target_path, "/tmp/est-fio/data.bin");
    EXPECT_EQ(runs[0].cells, 1U);
    EXPECT_EQ(ResultStore(dir.path()).load(runs[0].path).cells.size(), 1U);
}

TEST(FioResultFile, WarningsBeforeTheJsonAreSkipped)
{
    TempDir dir;
    std::ifstream in(kFio + "randread-qd1.json");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    write(dir.path() / "warned.json", "fio: file hash not empty on exit\n" + text);
    EXPECT_EQ(readResultFileJson(dir.path() / "warned.json").kind, ResultFileKind::Fio);
}

TEST(FioResultFile, BadInputNamesTheFileTheKeyAndTheRule)
{
    TempDir dir;
    json fio = raw("randread-qd1.json");
    fio["jobs"][0]["read"]["iops"] = "fast";
    write(dir.path() / "bad-iops.json", fio.dump());
    const std::string iops = errorOf(dir.path() / "bad-iops.json");
    for (const char* word : {"bad-iops.json", "rr-qd1", "read.iops", "not a number"})
        EXPECT_NE(iops.find(word), std::string::npos) << word << " in: " << iops;

    fio = raw("randread-qd1.json");
    fio["jobs"][0]["job options"]["bssplit"] = "4k/50:64k/50";
    write(dir.path() / "bssplit.json", fio.dump());
    const std::string bssplit = errorOf(dir.path() / "bssplit.json");
    for (const char* word : {"bssplit.json", "bssplit", "one block size"})
        EXPECT_NE(bssplit.find(word), std::string::npos) << word << " in: " << bssplit;

    fio = raw("randrw-70-30.json");
    fio["jobs"][0]["job options"]["rwmixread"] = "170";
    write(dir.path() / "mix.json", fio.dump());
    EXPECT_NE(errorOf(dir.path() / "mix.json").find("rwmixread 170 is above 100"),
              std::string::npos);

    write(dir.path() / "other.json", R"({"hosts": []})");
    const std::string other = errorOf(dir.path() / "other.json");
    for (const char* word : {"other.json", "arraymark.result/1", "fio", "jobs"})
        EXPECT_NE(other.find(word), std::string::npos) << word << " in: " << other;

    EXPECT_THROW(importFioFile(ARRAYMARK_TEST_DATA "/results/quick-4-cells.json"),
                 FioImportError); // not fio's
}
