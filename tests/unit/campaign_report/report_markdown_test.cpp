#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/bench/result_matrix.h"
#include "core/campaign/campaign_figures.h"
#include "core/campaign/markup_escape.h"
#include "core/campaign/report_markdown.h"
#include "core/campaign/report_text.h"
#include "sample_campaign.h"

using namespace am::campaign;

namespace {

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// The rows of the first table after the heading and the caption.
std::vector<std::string> tableRows(const std::vector<std::string>& all, const std::string& heading,
                                   const std::string& caption)
{
    std::size_t at = 0;
    while (at < all.size() && all[at] != heading) ++at;
    while (at < all.size() && all[at] != caption) ++at;
    at += 2; // blank line, then the header
    std::vector<std::string> rows;
    if (at + 1 >= all.size()) return rows;
    for (at += 2; at < all.size() && all[at].starts_with("|"); ++at) rows.push_back(all[at]);
    return rows;
}

} // namespace

TEST(CampaignMarkdownReport, ATablePerConfigurationWhoseRowsMatchTheCells)
{
    const CampaignDocument d = sample::sampleCampaign();
    const auto markdown = lines(markdownReport(d));
    for (const auto& c : d.configurations) {
        const auto& cells = c.phaseNamed(kPhaseMeasure)->cells;
        const auto matrix = am::bench::pivot(cells, am::bench::Metric::Iops);
        const auto rows = tableRows(markdown, "## Configuration " + escapeMarkdown(c.label),
                                    "**IOPS by block size and read share**");
        ASSERT_EQ(rows.size(), matrix.rows.size()) << c.id;
        for (std::size_t r = 0; r < rows.size(); ++r) {
            std::string expected =
                "| " +
                am::bench::shapeLabel(matrix.rows[r].shape, matrix.rows[r].block_size,
                                      !matrix.uniform_shape) +
                " |";
            for (const int index : matrix.rows[r].cell_index) {
                if (index < 0) {
                    expected += " not run |";
                    continue;
                }
                const auto& cell = cells[static_cast<std::size_t>(index)];
                expected += " " +
                            (wasMeasured(cell) ? iopsText(cell.iops) : notMeasuredReason(cell)) +
                            " |";
            }
            EXPECT_EQ(rows[r], expected) << c.id << " row " << r;
        }
    }
}

TEST(CampaignMarkdownReport, SaysChartsAreLeftOutAndEscapesMarkup)
{
    const std::string markdown = markdownReport(sample::sampleCampaign());
    EXPECT_NE(markdown.find("Chart \"IOPS against block size\" left out of the Markdown"),
              std::string::npos);
    EXPECT_EQ(markdown.find("<svg"), std::string::npos);
    EXPECT_EQ(markdown.find("<script"), std::string::npos);
    EXPECT_NE(markdown.find("RAID1 &lt;script&gt;alert(1)&lt;/script&gt; &amp;"),
              std::string::npos);
    EXPECT_NE(markdown.find("\nmdadm --create /dev/md/amc-raid1 --run"), std::string::npos);
    EXPECT_NE(markdown.find("No estimate was made for this configuration"), std::string::npos);
    EXPECT_EQ(markdown.find("|  |"), std::string::npos);
}

TEST(CampaignMarkdownReport, NamesEachBackendAndAFileMeasurement)
{
    CampaignDocument document = sample::sampleCampaign();
    ASSERT_GE(document.configurations.size(), 2U);
    document.configurations[0].configuration["backend"] = "lvm";
    document.configurations[1].configuration["backend"] = "btrfs";
    document.configurations[1].sync_handling = "none";
    for (auto& phase : document.configurations[1].phases)
        phase.target = "/run/arraymark/btrfs/amc-raid1-btrfs/arraymark-test";
    const std::string markdown = markdownReport(document);
    EXPECT_NE(markdown.find("Backend: lvm (LVM raid (lvm2, dm-raid))."), std::string::npos)
        << markdown;
    EXPECT_NE(markdown.find("Backend: btrfs (btrfs raid profiles). Measured through a test file "
                            "on its filesystem (/run/arraymark/btrfs/amc-raid1-btrfs/"
                            "arraymark-test), not a block device"),
              std::string::npos)
        << markdown;
    EXPECT_NE(markdown.find("none (btrfs writes every copy as the data arrives)"),
              std::string::npos);
    // A document from before backends says nothing of one.
    EXPECT_EQ(markdownReport(sample::sampleCampaign()).find("Backend:"), std::string::npos);
}
