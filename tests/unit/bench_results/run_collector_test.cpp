#include "core/bench/run_collector.h"

#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

using namespace am::bench;

namespace {
std::vector<StreamEvent> recordedRun()
{
    std::ifstream in(ARRAYMARK_TEST_DATA "/results/quick-stream.jsonl");
    std::vector<StreamEvent> events;
    std::string line;
    while (std::getline(in, line)) events.push_back(parseStreamLine(line));
    return events;
}
} // namespace

TEST(RunCollector, FollowsTheRunningCellAndKeepsFinishedOnes)
{
    RunCollector collector({"2026-11-29T23:10:00Z", "quick", "/tmp/t.bin"});
    const auto events = recordedRun();
    collector.apply(events[0]);
    collector.apply(events[1]);
    EXPECT_EQ(collector.totalCells(), 5U);
    ASSERT_TRUE(collector.runningCell().has_value());
    EXPECT_EQ(*collector.runningCell(), 0U);
    EXPECT_EQ(collector.runningName(), "SEQ1M Q8T1 read");
    EXPECT_EQ(collector.runningSamples().size(), 2U);
    collector.apply(events[2]);
    collector.apply(events[3]);
    collector.apply(events[4]); // the cell line
    EXPECT_FALSE(collector.runningCell().has_value());
    EXPECT_TRUE(collector.runningSamples().empty());
    EXPECT_EQ(collector.finishedCells(), 1U);
}

TEST(RunCollector, AfterDoneTheChildsDocumentIsTheResult)
{
    RunCollector collector({"2026-11-29T23:10:00Z", "quick", "/tmp/t.bin"});
    for (const auto& e : recordedRun()) collector.apply(e);
    EXPECT_TRUE(collector.done());
    EXPECT_EQ(collector.errors().size(), 1U);
    EXPECT_EQ(collector.document()["host"]["hostname"], "bench-host");
    EXPECT_EQ(collector.run().cells.size(), 4U);
}

TEST(RunCollector, ACrashedRunKeepsWhatWasMeasured)
{
    RunCollector collector({"2026-11-29T23:10:00Z", "quick", "/tmp/t.bin"});
    const auto events = recordedRun();
    for (std::size_t i = 0; i < 12; ++i)
        collector.apply(events[i]); // two cells, the error, part of the third
    collector.markAborted("arraymark-cli crashed (signal 11)");
    EXPECT_FALSE(collector.done());
    EXPECT_TRUE(collector.aborted());
    const RunDocument run = collector.run(); // a valid arraymark.result/1 document
    ASSERT_EQ(run.cells.size(), 2U);
    EXPECT_TRUE(run.cancelled);
    EXPECT_EQ(run.preset, "quick");
    EXPECT_EQ(run.target_path, "/tmp/t.bin");
    EXPECT_DOUBLE_EQ(run.cells[1].iops, 1800.25);
    EXPECT_EQ(run.json["errors"].size(), 2U);
    EXPECT_EQ(run.json["errors"][1], "arraymark-cli crashed (signal 11)");
}

TEST(RunCollector, SaysThePreconditionPassUntilTheFirstSample)
{
    RunCollector collector({"2026-11-29T23:10:00Z", "quick", "/tmp/t.bin"});
    EXPECT_FALSE(collector.preconditioning().has_value());
    collector.apply(parseStreamLine(
        R"({"type":"precondition","pass":1,"passes":2,"bytes":1073741824,"cells":5})"));
    ASSERT_TRUE(collector.preconditioning().has_value());
    EXPECT_EQ(collector.preconditioning()->pass, 1U);
    EXPECT_EQ(collector.preconditioning()->passes, 2U);
    EXPECT_EQ(collector.preconditioning()->range_bytes, 1073741824U);
    EXPECT_EQ(collector.totalCells(), 5U);
    collector.apply(recordedRun().front()); // the first cell's first sample: preconditioned
    EXPECT_FALSE(collector.preconditioning().has_value());
}
