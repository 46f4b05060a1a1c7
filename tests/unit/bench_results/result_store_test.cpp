#include "core/bench/result_store.h"

#include <fstream>

#include <gtest/gtest.h>

#include "tests/unit/bench/temp_dir.h"

using namespace am::bench;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {
json fixture()
{
    std::ifstream in(ARRAYMARK_TEST_DATA "/results/quick-4-cells.json");
    return json::parse(in);
}
} // namespace

TEST(ResultStore, SavesListsLoadsAndDeletes)
{
    TempDir dir;
    const ResultStore store(dir.path() / "results"); // created on first save
    EXPECT_TRUE(store.list().empty());

    json older = fixture();
    older["created"] = "2026-11-28T10:00:00Z";
    older["preset"] = "matrix";
    const fs::path first = store.save(older);
    const fs::path second = store.save(fixture());
    EXPECT_EQ(first.filename(), "20261128-100000-matrix-arraymark-test-bin.json");
    EXPECT_NE(first, second);

    const auto runs = store.list();
    ASSERT_EQ(runs.size(), 2U);
    EXPECT_EQ(runs[0].path, second); // newest first
    EXPECT_EQ(runs[0].preset, "quick");
    EXPECT_EQ(runs[0].cells, 4U);
    EXPECT_EQ(runs[0].target_path, "/tmp/arraymark-test.bin");
    EXPECT_EQ(runs[1].preset, "matrix");

    const RunDocument loaded = store.load(second);
    EXPECT_EQ(loaded.json, fixture()); // numbers come back identical
    EXPECT_DOUBLE_EQ(loaded.cells[3].iops, 150000.0);

    store.remove(first);
    EXPECT_FALSE(fs::exists(first));
    EXPECT_EQ(store.list().size(), 1U);
}

TEST(ResultStore, TakesANewNameWhenOneIsTaken)
{
    TempDir dir;
    const ResultStore store(dir.path());
    const fs::path a = store.save(fixture());
    const fs::path b = store.save(fixture());
    EXPECT_EQ(b.filename(), a.stem().string() + "-2.json");
}

TEST(ResultStore, SkipsFilesThatAreNotResults)
{
    TempDir dir;
    const ResultStore store(dir.path());
    store.save(fixture());
    std::ofstream(dir.path() / "notes.json") << "{\"hello\": 1}";
    std::ofstream(dir.path() / "broken.json") << "{";
    std::vector<std::string> skipped;
    EXPECT_EQ(store.list(&skipped).size(), 1U);
    EXPECT_EQ(skipped.size(), 2U);
}

TEST(ResultStore, RefusesToDeleteOutsideItsDirectory)
{
    TempDir dir;
    fs::create_directories(dir.path() / "history");
    const ResultStore store(dir.path() / "history");
    const fs::path outside = dir.path() / "keep.json";
    std::ofstream(outside) << "{}";
    EXPECT_THROW(store.remove(outside), std::runtime_error);
    EXPECT_TRUE(fs::exists(outside));
    EXPECT_THROW(store.remove(dir.path() / "history" / "missing.json"), std::runtime_error);
}

TEST(ResultStore, FileNamesAreSafe)
{
    EXPECT_EQ(fileNameStem("2026-11-29T23:59:01Z", "qd-sweep", "/dev/md/my array"),
              "20261129-235901-qd-sweep-my-array");
    EXPECT_EQ(fileNameStem("", "", ""), "job");
}
