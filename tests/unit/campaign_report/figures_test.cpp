#include <gtest/gtest.h>

#include "core/campaign/campaign_figures.h"
#include "core/campaign/report_tables.h"
#include "core/campaign/report_text.h"
#include "sample_campaign.h"

using namespace am::campaign;
using am::bench::Pattern;

namespace {

const CellKey kRandomRead{Pattern::Random, 4096, 100, 32, 1};
const CellKey kRandomWrite{Pattern::Random, 4096, 0, 32, 1};
const CellKey kRandomMixed64k{Pattern::Random, 65536, 70, 32, 1};
const CellKey kSequentialRead{Pattern::Sequential, 1 << 20, 100, 8, 1};

const Table* tableIn(const Report& report, const std::string& anchor, const std::string& caption)
{
    for (const auto& section : report.sections)
        if (section.anchor == anchor)
            for (const auto& block : section.blocks)
                if (const auto* table = std::get_if<Table>(&block);
                    table && table->caption == caption)
                    return table;
    return nullptr;
}

// Where the section's paragraphs say there is no baseline.
std::size_t noBaselineSentenceAt(const Report& report, const std::string& anchor)
{
    for (const auto& section : report.sections)
        if (section.anchor == anchor)
            for (const auto& block : section.blocks)
                if (const auto* p = std::get_if<Paragraph>(&block))
                    return p->text.find("No baseline was run");
    return std::string::npos;
}

} // namespace

TEST(CampaignFigures, RankingOrdersConfigurationsByMeasuredIops)
{
    const CampaignDocument d = sample::sampleCampaign();
    // raid1 reads at 400k, raid0 at 360k; raid0 writes at 228k, raid1 at 120k.
    auto reads = rankConfigurations(d, kRandomRead);
    ASSERT_EQ(reads.size(), 2U);
    EXPECT_EQ(reads[0].configuration, 1U);
    EXPECT_DOUBLE_EQ(*reads[0].iops, 400000);
    EXPECT_EQ(reads[1].configuration, 0U);
    auto writes = rankConfigurations(d, kRandomWrite);
    EXPECT_EQ(writes[0].configuration, 0U);
    EXPECT_EQ(writes[1].configuration, 1U);
    EXPECT_GT(*writes[0].iops, *writes[1].iops);
    // A failed cell ranks last and says why.
    auto mixed = rankConfigurations(d, kRandomMixed64k);
    EXPECT_EQ(mixed[0].configuration, 0U);
    EXPECT_FALSE(mixed[1].iops);
    EXPECT_EQ(mixed[1].missing, "failed: EIO at offset 4096");

    const Report report = buildReport(d);
    const Table* ranking = tableIn(report, "summary", "Ranking per workload, best first (by IOPS)");
    ASSERT_NE(ranking, nullptr);
    ASSERT_FALSE(ranking->rows.empty());
    EXPECT_EQ(ranking->rows[0][0], "RND4K Q32T1 read");
    EXPECT_EQ(ranking->rows[0][1], std::string(sample::kScriptLabel) + ": 400.0k IOPS");
    EXPECT_EQ(ranking->rows[0][2], "RAID0, 64 KiB chunk, metadata 1.2: 360.0k IOPS");
}

TEST(CampaignFigures, RatioToOneDriveIsMeasuredOverTheBaselineMedian)
{
    const CampaignDocument d = sample::sampleCampaign();
    const auto one = baselineFor(d, kRandomRead);
    ASSERT_TRUE(one);
    EXPECT_EQ(one->drives, 2U);
    EXPECT_DOUBLE_EQ(one->median_iops, (400000 * 0.45 + 400000 * 0.55) / 2);

    const Report report = buildReport(d);
    const Table* ratio = tableIn(report, "cfg-raid0-64k-ratio", "Ratio to one drive");
    ASSERT_NE(ratio, nullptr);
    ASSERT_EQ(ratio->rows.size(), 8U);
    EXPECT_EQ(ratio->rows[0][0], "RND4K Q32T1 read");
    EXPECT_EQ(ratio->rows[0][3], ratioText(360000.0 / 200000.0));
    EXPECT_EQ(ratio->rows[0][3], "1.80x");
    const double seq_median = (3300 * 0.5 + 3300 * 0.52) / 2;
    EXPECT_EQ(ratio->rows[6][3], ratioText(3300 * 0.95 / seq_median));

    CampaignDocument no_baseline = d;
    no_baseline.baseline.clear();
    EXPECT_FALSE(baselineFor(no_baseline, kRandomRead));
    const Report without = buildReport(no_baseline);
    EXPECT_EQ(tableIn(without, "cfg-raid0-64k-ratio", "Ratio to one drive"), nullptr);
    EXPECT_NE(noBaselineSentenceAt(without, "cfg-raid0-64k-ratio"), std::string::npos);
}

TEST(CampaignFigures, EstimateCellsMatchByShape)
{
    const CampaignDocument d = sample::sampleCampaign();
    const auto& estimate = d.configurations[0].estimate;
    const auto read = estimatedFor(estimate, kRandomRead);
    ASSERT_TRUE(read.cell);
    EXPECT_DOUBLE_EQ(read.cell->iops, 800000);
    EXPECT_EQ(read.cell->limit, "members");
    // Sequential estimates state no queue depth: they match any.
    const auto sequential = estimatedFor(estimate, kSequentialRead);
    ASSERT_TRUE(sequential.cell);
    EXPECT_DOUBLE_EQ(sequential.cell->iops, 6600);
    const auto gap = estimatedFor(estimate, kRandomMixed64k);
    EXPECT_FALSE(gap.cell);
    EXPECT_EQ(gap.missing, "not predicted: profile: no 64K mixed cell");
    // Predicted at 32 in flight: a QD1 cell is not that prediction.
    const auto qd1 = estimatedFor(estimate, CellKey{Pattern::Random, 4096, 100, 1, 1});
    EXPECT_FALSE(qd1.cell);
    EXPECT_EQ(qd1.missing, "not in the estimate");
    EXPECT_EQ(estimatedFor(nlohmann::json(), kRandomRead).missing,
              "no estimate for this configuration");

    const Report report = buildReport(d);
    const Table* against = tableIn(report, "cfg-raid0-64k-estimate", "Measured against estimated");
    ASSERT_NE(against, nullptr);
    EXPECT_EQ(against->rows[0][2], "800.0k");
    EXPECT_EQ(against->rows[0][3], "45 %");
}

TEST(CampaignFigures, DegradedAndRebuildFigures)
{
    const Report report = buildReport(sample::sampleCampaign());
    const Table* phases =
        tableIn(report, "cfg-raid1-degraded", "Healthy, degraded and rebuilding (IOPS)");
    ASSERT_NE(phases, nullptr);
    ASSERT_EQ(phases->rows.size(), 3U);
    // healthy 4K read 400k; degraded 0.55 -> 220k (55 %); rebuilding 0.35 -> 140k (35 %).
    EXPECT_EQ(phases->rows[0], (std::vector<std::string>{"RND4K Q32T1 read", "400.0k", "220.0k",
                                                         "55 %", "140.0k", "35 %"}));
    const Table* rebuild = tableIn(report, "cfg-raid1-degraded", "Rebuild");
    ASSERT_NE(rebuild, nullptr);
    EXPECT_EQ(rebuild->rows[0][3], "25.0"); // 1500 s over 1.0002 TB
    EXPECT_EQ(rebuild->rows[0][2], "25 min 00 s");
    EXPECT_EQ(tableIn(report, "cfg-raid0-64k-degraded", "Rebuild"), nullptr);
}
