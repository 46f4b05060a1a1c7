#pragma once

// Small inline SVG charts for the HTML report: a line chart over categories
// (block sizes, read shares) or grouped bars. Self-contained markup, no
// script; a point's value shows as its <title> tooltip.

#include <optional>
#include <string>
#include <vector>

namespace am::campaign {

struct ChartSeries {
    std::string name;
    std::vector<std::optional<double>> values; // one per category; nullopt: no value (a gap)
};

struct ChartData {
    enum class Kind { Line, Bar };
    Kind kind = Kind::Line;
    std::string title;
    std::string x_label;
    std::string y_label;
    std::vector<std::string> categories; // the x axis, left to right
    std::vector<ChartSeries> series;
};

// The <svg> element; every text escaped. A chart with no value at all
// draws its axes and says "no data".
std::string svgChart(const ChartData& chart);

} // namespace am::campaign
