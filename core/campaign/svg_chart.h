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
    std::vector<std::optional<double>> values; // one per category; nullopt: no value there
    // Where the line stops (a failed cell); other categories without a value
    // are passed over: the series simply has none there. Empty: no breaks.
    std::vector<bool> breaks;
};

struct ChartData {
    enum class Kind { Line, Bar };
    Kind kind = Kind::Line;
    std::string title;
    std::string x_label;
    std::string y_label;
    std::vector<std::string> categories; // the x axis, left to right
    // When set (one per category, ascending), categories sit at these x values
    // on a linear axis (read shares); else evenly spaced (block sizes).
    std::vector<double> positions;
    std::vector<ChartSeries> series;
};

// The <svg> element; every text escaped. A chart with no value at all
// draws its axes and says "no data".
std::string svgChart(const ChartData& chart);

} // namespace am::campaign
