// Two runs side by side (core/bench/run_compare): cells paired by what they measured, the change
// in percent, and where it is marked (beyond the repeats' ranges, or 5 % without repeats).
#include <gtest/gtest.h>

#include "core/bench/run_compare.h"
#include "core/bench/run_compare_text.h"

using namespace am::bench;

namespace {

CellResult cell(std::uint64_t bs, std::uint32_t read_share, double iops, std::uint64_t p99_ns)
{
    CellResult c;
    c.job.block_size = bs;
    c.job.read_share = read_share;
    c.job.queue_depth = 32;
    c.iops = iops;
    c.bw_bytes = iops * static_cast<double>(bs);
    for (auto* lat : {&c.lat, &c.total_lat}) {
        lat->count = 1000;
        lat->p50_ns = p99_ns / 2;
        lat->p99_ns = p99_ns;
        lat->p999_ns = p99_ns * 2;
    }
    return c;
}

// A cell repeated with these IOPS (median as the cell's own), p99 fixed.
CellResult repeated(std::vector<double> iops, std::uint64_t p99_ns)
{
    CellResult c = cell(4096, 100, median(iops), p99_ns);
    for (const double value : iops) {
        RepeatFigures figures;
        figures.iops = value;
        figures.bw_bytes = value * 4096;
        figures.p50_ns = p99_ns / 2;
        figures.p99_ns = p99_ns;
        figures.p999_ns = p99_ns * 2;
        c.repeats.push_back(figures);
    }
    return c;
}

const FigureChange& iopsOf(const CellComparison& cell) { return *cell.figure(Metric::Iops); }

CompareSide named(const std::string& source)
{
    CompareSide side;
    side.source = source;
    return side;
}

} // namespace

TEST(RunCompare, PairsCellsByWhatTheyMeasuredAndGivesTheChange)
{
    // B lists the cells in another order and names them otherwise: they pair by their job.
    std::vector<CellResult> a{cell(4096, 100, 1000, 100000), cell(4096, 0, 500, 200000)};
    std::vector<CellResult> b{cell(4096, 0, 510, 150000), cell(4096, 100, 1200, 100000)};
    b[0].job.name = "whatever fio called it";
    const auto cells = compareRuns(a, b);
    ASSERT_EQ(cells.size(), 2u);
    EXPECT_EQ(cells[0].name, "RND4K Q32T1 read");
    EXPECT_EQ(cells[0].a, 0u);
    EXPECT_EQ(cells[0].b, 1u);
    ASSERT_EQ(cells[0].figures.size(), compareFigures().size());
    const FigureChange& read = iopsOf(cells[0]);
    EXPECT_DOUBLE_EQ(read.a, 1000);
    EXPECT_DOUBLE_EQ(read.b, 1200);
    ASSERT_TRUE(read.percent);
    EXPECT_NEAR(*read.percent, 20.0, 1e-9);
    EXPECT_FALSE(read.repeated);
    EXPECT_TRUE(read.significant);
    EXPECT_EQ(read.verdict, ChangeVerdict::Better);
    EXPECT_NEAR(*cells[0].figure(Metric::MBps)->percent, 20.0, 1e-9);
    // p99 did not move.
    EXPECT_EQ(cells[0].figure(Metric::LatP99Us)->verdict, ChangeVerdict::Unchanged);
    EXPECT_DOUBLE_EQ(cells[0].figure(Metric::LatP99Us)->a, 100.0); // µs

    EXPECT_EQ(cells[1].name, "RND4K Q32T1 write");
    EXPECT_EQ(cells[1].b, 0u);
    // +2 % IOPS: within 5 % without repeats.
    EXPECT_NEAR(*iopsOf(cells[1]).percent, 2.0, 1e-9);
    EXPECT_FALSE(iopsOf(cells[1]).significant);
    EXPECT_EQ(iopsOf(cells[1]).verdict, ChangeVerdict::Unchanged);
    // p99 200 -> 150 µs: -25 %, and lower latency is better.
    const FigureChange& p99 = *cells[1].figure(Metric::LatP99Us);
    EXPECT_NEAR(*p99.percent, -25.0, 1e-9);
    EXPECT_TRUE(p99.significant);
    EXPECT_EQ(p99.verdict, ChangeVerdict::Better);
    EXPECT_EQ(verdictText(p99), "▼ better");
    EXPECT_EQ(percentText(p99), "-25.0 %");
}

TEST(RunCompare, WithoutRepeatsTheLineIsFivePercent)
{
    const std::vector<CellResult> a{cell(4096, 100, 1000, 100000)};
    const auto change = [&a](double iops) {
        return iopsOf(compareRuns(a, {cell(4096, 100, iops, 100000)}).front());
    };
    EXPECT_FALSE(change(1049).significant);
    EXPECT_FALSE(change(951).significant);
    EXPECT_TRUE(change(1051).significant);
    EXPECT_EQ(change(1051).verdict, ChangeVerdict::Better);
    EXPECT_TRUE(change(949).significant);
    EXPECT_EQ(change(949).verdict, ChangeVerdict::Worse);
    EXPECT_EQ(verdictText(change(949)), "▼ worse");
    // Latency up is worse.
    const FigureChange slower =
        *compareRuns(a, {cell(4096, 100, 1000, 120000)}).front().figure(Metric::LatP99Us);
    EXPECT_EQ(slower.verdict, ChangeVerdict::Worse);
    EXPECT_EQ(verdictText(slower), "▲ worse");
}

TEST(RunCompare, WithRepeatsTheRangesMustNotOverlap)
{
    // A: 960..1040. B +8 % but its range reaches into A's: not marked, though over 5 %.
    const std::vector<CellResult> a{repeated({960, 1000, 1040}, 100000)};
    const FigureChange overlap = iopsOf(compareRuns(a, {repeated({1030, 1080, 1120}, 100000)})[0]);
    EXPECT_TRUE(overlap.repeated);
    EXPECT_NEAR(*overlap.percent, 8.0, 1e-9);
    EXPECT_FALSE(overlap.significant);
    EXPECT_EQ(overlap.verdict, ChangeVerdict::Unchanged);
    EXPECT_DOUBLE_EQ(overlap.a_spread.min, 960);
    EXPECT_DOUBLE_EQ(overlap.a_spread.max, 1040);
    EXPECT_EQ(figureText(overlap, false), "1000 [960-1040]");
    // +4 %, yet B's lowest is above A's highest: marked, though under 5 %.
    const std::vector<CellResult> tight{repeated({998, 1000, 1002}, 100000)};
    const FigureChange apart =
        iopsOf(compareRuns(tight, {repeated({1035, 1040, 1045}, 100000)})[0]);
    EXPECT_NEAR(*apart.percent, 4.0, 1e-9);
    EXPECT_TRUE(apart.significant);
    EXPECT_EQ(apart.verdict, ChangeVerdict::Better);
    // Ranges that touch overlap.
    EXPECT_FALSE(iopsOf(compareRuns(tight, {repeated({1002, 1010, 1020}, 100000)})[0]).significant);
    // Repeats on one side only: the other cell's range is its one value.
    const FigureChange one = iopsOf(compareRuns(tight, {cell(4096, 100, 1003, 100000)})[0]);
    EXPECT_TRUE(one.repeated);
    EXPECT_TRUE(one.significant);
    EXPECT_DOUBLE_EQ(one.b_spread.min, 1003);
    EXPECT_FALSE(iopsOf(compareRuns(tight, {cell(4096, 100, 1001, 100000)})[0]).significant);
    // The spread of latency is in the metric's unit (µs).
    const FigureChange p99 = *compareRuns(a, a)[0].figure(Metric::LatP99Us);
    EXPECT_DOUBLE_EQ(p99.a_spread.max, 100.0);
    EXPECT_FALSE(p99.significant);
}

TEST(RunCompare, ACellInOnlyOneRunIsListedAsSuch)
{
    const std::vector<CellResult> a{cell(4096, 100, 1000, 100000), cell(65536, 100, 300, 400000)};
    const std::vector<CellResult> b{cell(4096, 100, 1000, 100000), cell(1 << 20, 100, 90, 900000)};
    const auto cells = compareRuns(a, b);
    ASSERT_EQ(cells.size(), 3u);
    EXPECT_TRUE(cells[0].inBoth());
    EXPECT_EQ(cells[1].name, "RND64K Q32T1 read");
    EXPECT_EQ(cells[1].a, 1u);
    EXPECT_FALSE(cells[1].b);
    EXPECT_TRUE(cells[1].figures.empty());
    EXPECT_EQ(cells[2].name, "RND1M Q32T1 read");
    EXPECT_FALSE(cells[2].a);
    EXPECT_EQ(cells[2].b, 1u);
    const CompareCounts counts = countChanges(cells, Metric::Iops);
    EXPECT_EQ(counts.only_a, 1u);
    EXPECT_EQ(counts.only_b, 1u);
    EXPECT_EQ(counts.unchanged, 1u);
    const std::string markdown =
        compareMarkdown(named("a.json"), named("b.json"), cells, {findCompareFigure("iops")});
    EXPECT_NE(markdown.find("**Only in A**: RND64K Q32T1 read"), std::string::npos) << markdown;
    EXPECT_NE(markdown.find("**Only in B**: RND1M Q32T1 read"), std::string::npos) << markdown;
    const auto json = compareJson(named("a.json"), named("b.json"), cells);
    EXPECT_EQ(json["cells"][1]["in"], "a");
    EXPECT_EQ(json["cells"][2]["in"], "b");
    EXPECT_EQ(json["only_a"], 1);
}

TEST(RunCompare, AZeroBaselineHasNoPercentAndNoMark)
{
    CellResult failed = cell(4096, 100, 0, 0);
    const auto cells = compareRuns({failed}, {cell(4096, 100, 1000, 100000)});
    const FigureChange& change = iopsOf(cells[0]);
    EXPECT_FALSE(change.percent);
    EXPECT_FALSE(change.significant);
    EXPECT_EQ(change.verdict, ChangeVerdict::NotComparable);
    EXPECT_EQ(percentText(change), "n/a");
    const auto json = compareJson(named("a.json"), named("b.json"), cells);
    EXPECT_TRUE(json["cells"][0]["figures"]["iops"]["change_percent"].is_null());
    EXPECT_EQ(json["cells"][0]["figures"]["iops"]["verdict"], "not_comparable");
    // B at 0: -100 %, but nothing measured is not "worse".
    const FigureChange lost = iopsOf(compareRuns({cell(4096, 100, 1000, 100000)}, {failed})[0]);
    EXPECT_NEAR(*lost.percent, -100.0, 1e-9);
    EXPECT_FALSE(lost.significant);
    EXPECT_EQ(lost.verdict, ChangeVerdict::NotComparable);
}

TEST(RunCompare, LadderStepsAndRepeatedJobsPairInOrder)
{
    CellResult half = cell(4096, 100, 500, 100000), full = cell(4096, 100, 1000, 100000);
    half.job.load_percent = 50;
    full.job.load_percent = 100;
    const auto cells = compareRuns({half, full}, {full, half});
    ASSERT_EQ(cells.size(), 2u);
    EXPECT_EQ(cells[0].name, "RND4K Q32T1 read 50% load");
    EXPECT_EQ(cells[0].b, 1u);
    EXPECT_EQ(cells[1].b, 0u);
    // The same job twice in each run: first with first, second with second.
    const auto twice = compareRuns({cell(4096, 100, 100, 1), cell(4096, 100, 200, 1)},
                                   {cell(4096, 100, 110, 1), cell(4096, 100, 220, 1)});
    ASSERT_EQ(twice.size(), 2u);
    EXPECT_NEAR(*iopsOf(twice[1]).percent, 10.0, 1e-9);
}

TEST(RunCompare, JsonNamesTheRunsAndTheRule)
{
    RunDocument run;
    run.hostname = "host1";
    run.created = "2026-12-05T10:00:00Z";
    run.target_path = "/dev/nvme0n1";
    run.target_kind = "block_device";
    const CompareSide side = compareSideOf("a.json", run);
    EXPECT_EQ(sideText(side), "host1, 2026-12-05T10:00:00Z, /dev/nvme0n1 (block_device)");
    EXPECT_EQ(sideText(named("only-a-file.json")), "only-a-file.json");
    const auto json = compareJson(
        side, side, compareRuns({cell(4096, 100, 1000, 100000)}, {cell(4096, 100, 1100, 100000)}));
    EXPECT_EQ(json["schema"], kCompareSchema);
    EXPECT_EQ(json["a"]["hostname"], "host1");
    EXPECT_DOUBLE_EQ(json["rule"]["unrepeated_percent"].get<double>(), 5.0);
    EXPECT_EQ(json["summary"]["iops"]["better"], 1);
    EXPECT_EQ(json["cells"][0]["job"]["rw"], "randread");
    EXPECT_NEAR(json["cells"][0]["figures"]["iops"]["change_percent"].get<double>(), 10.0, 1e-9);
}
