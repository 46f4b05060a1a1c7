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
    chart.series = {{"<script>x</script>", {400000.0, std::nullopt, 3000.0}, {false, true, false}},
                    {"70 % read", {300000.0, std::nullopt, 2500.0}, {}}};
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

TEST(SvgChart, AFailedCellBreaksTheLineAMissingOneIsPassedOver)
{
    const std::string svg = svgChart(lineChart());
    // Four values present: four points.
    EXPECT_EQ(count(svg, "<circle"), 4U);
    const auto path = [&](std::size_t nth) {
        auto at = svg.find("<path d=\"");
        while (nth-- > 0) at = svg.find("<path d=\"", at + 1);
        return svg.substr(at, svg.find('"', at + 9) - at);
    };
    // The first series broke at its failed cell: two moves, no line between.
    EXPECT_EQ(count(path(0), "M"), 2U) << path(0);
    EXPECT_EQ(count(path(0), "L"), 0U) << path(0);
    // The second has no cell at 64K: its line goes from 4K to 1M.
    EXPECT_EQ(count(path(1), "M"), 1U) << path(1);
    EXPECT_EQ(count(path(1), "L"), 1U) << path(1);
    // The axis tops out at a round number above the largest value.
    EXPECT_NE(svg.find(">500k</text>"), std::string::npos);
}

TEST(SvgChart, PositionsPlaceCategoriesOnALinearAxis)
{
    ChartData chart = lineChart();
    chart.categories = {"0 %", "70 %", "100 %"};
    chart.positions = {0, 70, 100};
    const std::string svg = svgChart(chart);
    // The plot spans x 70..540; with a half-slot margin (78.3) 0 % sits at 148.3, 100 % at
    // 461.7 and 70 % at 148.3 + 0.7 * 313.3 = 367.7, not midway (305).
    EXPECT_NE(
        svg.find(R"(<text x="367.7" y="298" text-anchor="middle" font-size="11">70 %</text>)"),
        std::string::npos)
        << svg;
}

TEST(SvgChart, BarsAndNoData)
{
    ChartData bars;
    bars.kind = ChartData::Kind::Bar;
    bars.title = "RND4K Q32T1 read";
    bars.categories = {"raid0", "raid1", "raid5"};
    bars.series = {{"IOPS", {1.0, std::nullopt, 3.0}, {}}};
    const std::string svg = svgChart(bars);
    EXPECT_EQ(count(svg, "<rect x=") - 1, 2U); // one legend swatch besides the bars
    EXPECT_EQ(svg.find("no data"), std::string::npos);

    bars.series = {{"IOPS", {std::nullopt, std::nullopt, std::nullopt}, {}}};
    EXPECT_NE(svgChart(bars).find(">no data</text>"), std::string::npos);
}
