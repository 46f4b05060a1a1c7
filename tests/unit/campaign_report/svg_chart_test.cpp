#include <string>

#include <gtest/gtest.h>

#include "core/campaign/svg_chart.h"

using namespace am::campaign;

namespace {

std::size_t count(const std::string& text, const std::string& what)
{
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

ChartData lineChart()
{
    ChartData chart;
    chart.title = "IOPS <against> block size";
    chart.x_label = "Block size";
    chart.y_label = "IOPS";
    chart.categories = {"4K", "64K", "1M"};
    chart.series = {{"<script>x</script>", {400000.0, std::nullopt, 3000.0}},
                    {"70 % read", {300000.0, 40000.0, 2500.0}}};
    return chart;
}

} // namespace

TEST(SvgChart, EscapesEveryText)
{
    const std::string svg = svgChart(lineChart());
    EXPECT_EQ(svg.find("<script"), std::string::npos);
    EXPECT_NE(svg.find("&lt;script&gt;x&lt;/script&gt;"), std::string::npos);
    EXPECT_NE(svg.find("IOPS &lt;against&gt; block size"), std::string::npos);
    EXPECT_EQ(svg.rfind("<svg ", 0), 0U);
    EXPECT_EQ(count(svg, "<svg"), 1U);
    EXPECT_EQ(svg.substr(svg.size() - 6), "</svg>");
}

TEST(SvgChart, MissingValueLeavesAGapAndNoPoint)
{
    const std::string svg = svgChart(lineChart());
    // Five values present: five points; the first series' path starts twice (M) around its gap.
    EXPECT_EQ(count(svg, "<circle"), 5U);
    const auto first_path = svg.find("<path d=\"");
    ASSERT_NE(first_path, std::string::npos);
    const std::string d = svg.substr(first_path, svg.find('"', first_path + 9) - first_path);
    EXPECT_EQ(count(d, "M"), 2U) << d;
    EXPECT_EQ(count(d, "L"), 0U) << d;
    // The axis tops out at a round number above the largest value.
    EXPECT_NE(svg.find(">500k</text>"), std::string::npos);
}

TEST(SvgChart, BarsAndNoData)
{
    ChartData bars;
    bars.kind = ChartData::Kind::Bar;
    bars.title = "RND4K Q32T1 read";
    bars.categories = {"raid0", "raid1", "raid5"};
    bars.series = {{"IOPS", {1.0, std::nullopt, 3.0}}};
    const std::string svg = svgChart(bars);
    EXPECT_EQ(count(svg, "<rect x=") - 1, 2U); // one legend swatch besides the bars
    EXPECT_EQ(svg.find("no data"), std::string::npos);

    bars.series = {{"IOPS", {std::nullopt, std::nullopt, std::nullopt}}};
    EXPECT_NE(svgChart(bars).find(">no data</text>"), std::string::npos);
}
