#include "core/campaign/svg_chart.h"

#include <algorithm>
#include <array>
#include <cmath>

#include <fmt/format.h>

#include "core/campaign/markup_escape.h"

namespace am::campaign {

namespace {

constexpr double kWidth = 780, kHeight = 340;
constexpr double kLeft = 70, kRight = 240, kTop = 36, kBottom = 58;
constexpr std::size_t kLegendChars = 30; // longer names are cut, whole in the tooltip
constexpr double kPlotWidth = kWidth - kLeft - kRight, kPlotHeight = kHeight - kTop - kBottom;
constexpr int kTicks = 5;
// Distinguishable, and readable on white; repeats after eight series.
constexpr std::array<const char*, 8> kColours = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e",
                                                 "#9467bd", "#8c564b", "#e377c2", "#17becf"};

// 1, 2 or 5 times a power of ten, at least `value`.
double niceCeiling(double value)
{
    const double power = std::pow(10.0, std::floor(std::log10(value)));
    for (const double step : {1.0, 2.0, 5.0, 10.0})
        if (step * power >= value) return step * power;
    return 10 * power;
}

std::string axisNumber(double value)
{
    if (value >= 1e6) return fmt::format("{:g}M", value / 1e6);
    if (value >= 1e3) return fmt::format("{:g}k", value / 1e3);
    return fmt::format("{:g}", value);
}

std::string valueText(double value)
{
    return value >= 100 ? fmt::format("{:.0f}", value) : fmt::format("{:.3g}", value);
}

// The x of a category's centre: evenly spaced, or on a linear axis.
double xOf(const ChartData& chart, std::size_t i)
{
    const std::size_t n = std::max<std::size_t>(1, chart.categories.size());
    if (chart.positions.size() == chart.categories.size() && n > 1) {
        const double low = chart.positions.front(), high = chart.positions.back();
        if (high > low) {
            const double margin = kPlotWidth / static_cast<double>(2 * n);
            return kLeft + margin +
                   (kPlotWidth - 2 * margin) * (chart.positions[i] - low) / (high - low);
        }
    }
    return kLeft + kPlotWidth / static_cast<double>(n) * (static_cast<double>(i) + 0.5);
}

double largestValue(const ChartData& chart)
{
    double largest = 0;
    for (const auto& series : chart.series)
        for (const auto& value : series.values)
            if (value) largest = std::max(largest, *value);
    return largest;
}

void axes(std::string& out, const ChartData& chart, double top)
{
    for (int i = 0; i <= kTicks; ++i) {
        const double value = top * i / kTicks;
        const double y = kTop + kPlotHeight * (1.0 - static_cast<double>(i) / kTicks);
        out += fmt::format(R"(<line x1="{}" y1="{:.1f}" x2="{}" y2="{:.1f}" stroke="#ddd"/>)"
                           R"(<text x="{}" y="{:.1f}" text-anchor="end" font-size="11">{}</text>)",
                           kLeft, y, kLeft + kPlotWidth, y, kLeft - 6, y + 4, axisNumber(value));
    }
    // Labels wider than their slot (about 6.5 px a character at 11 px) take
    // turns on two rows, so neighbours never print over each other.
    std::size_t longest = 0;
    for (const auto& category : chart.categories) longest = std::max(longest, category.size());
    const double slot =
        kPlotWidth / static_cast<double>(std::max<std::size_t>(chart.categories.size(), 1));
    const bool staggered = static_cast<double>(longest) * 6.5 > slot;
    for (std::size_t i = 0; i < chart.categories.size(); ++i)
        out +=
            fmt::format(R"(<text x="{:.1f}" y="{}" text-anchor="middle" font-size="11">{}</text>)",
                        xOf(chart, i), kTop + kPlotHeight + 16 + (staggered && i % 2 ? 14 : 0),
                        escapeMarkup(chart.categories[i]));
    out += fmt::format(R"(<line x1="{0}" y1="{1}" x2="{0}" y2="{2}" stroke="#333"/>)"
                       R"(<line x1="{0}" y1="{2}" x2="{3}" y2="{2}" stroke="#333"/>)",
                       kLeft, kTop, kTop + kPlotHeight, kLeft + kPlotWidth);
    out += fmt::format(R"(<text x="{:.1f}" y="{}" text-anchor="middle" font-size="12">{}</text>)",
                       kLeft + kPlotWidth / 2, kHeight - 14, escapeMarkup(chart.x_label));
    out += fmt::format(R"(<text x="16" y="{:.1f}" text-anchor="middle" font-size="12" )"
                       R"svg(transform="rotate(-90 16 {:.1f})">{}</text>)svg",
                       kTop + kPlotHeight / 2, kTop + kPlotHeight / 2, escapeMarkup(chart.y_label));
}

void lines(std::string& out, const ChartData& chart, double top)
{
    for (std::size_t s = 0; s < chart.series.size(); ++s) {
        const auto& series = chart.series[s];
        const char* colour = kColours[s % kColours.size()];
        std::string path, dots;
        bool drawing = false;
        for (std::size_t i = 0; i < series.values.size() && i < chart.categories.size(); ++i) {
            if (!series.values[i]) {
                if (i < series.breaks.size() && series.breaks[i]) drawing = false;
                continue;
            }
            const double x = xOf(chart, i);
            const double y = kTop + kPlotHeight * (1.0 - *series.values[i] / top);
            path += fmt::format("{}{:.1f},{:.1f} ", drawing ? "L" : "M", x, y);
            drawing = true;
            dots += fmt::format(
                R"(<circle cx="{:.1f}" cy="{:.1f}" r="3" fill="{}"><title>{}: {} {}</title></circle>)",
                x, y, colour, escapeMarkup(series.name), escapeMarkup(chart.categories[i]),
                valueText(*series.values[i]));
        }
        if (!path.empty())
            out += fmt::format(R"(<path d="{}" fill="none" stroke="{}" stroke-width="2"/>)", path,
                               colour);
        out += dots;
    }
}

void bars(std::string& out, const ChartData& chart, double top)
{
    const double slot =
        kPlotWidth / static_cast<double>(std::max<std::size_t>(1, chart.categories.size()));
    const double width =
        slot * 0.8 / static_cast<double>(std::max<std::size_t>(1, chart.series.size()));
    for (std::size_t s = 0; s < chart.series.size(); ++s) {
        const auto& series = chart.series[s];
        for (std::size_t i = 0; i < series.values.size() && i < chart.categories.size(); ++i) {
            if (!series.values[i]) continue;
            const double height = kPlotHeight * *series.values[i] / top;
            const double x =
                kLeft + slot * static_cast<double>(i) + slot * 0.1 + width * static_cast<double>(s);
            out += fmt::format(
                R"(<rect x="{:.1f}" y="{:.1f}" width="{:.1f}" height="{:.1f}" fill="{}"><title>{}: {} {}</title></rect>)",
                x, kTop + kPlotHeight - height, width, height, kColours[s % kColours.size()],
                escapeMarkup(series.name), escapeMarkup(chart.categories[i]),
                valueText(*series.values[i]));
        }
    }
}

void legend(std::string& out, const ChartData& chart)
{
    const double x = kLeft + kPlotWidth + 16;
    for (std::size_t s = 0; s < chart.series.size(); ++s) {
        const double y = kTop + 4 + 18 * static_cast<double>(s);
        const std::string& name = chart.series[s].name;
        // Cut at a UTF-8 character boundary.
        std::size_t cut = name.size() > kLegendChars ? kLegendChars - 1 : name.size();
        while (cut > 0 && cut < name.size() &&
               (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80)
            --cut;
        const std::string shown = cut < name.size() ? name.substr(0, cut) + "…" : name;
        out +=
            fmt::format(R"(<rect x="{:.1f}" y="{:.1f}" width="12" height="12" fill="{}"/>)"
                        R"(<text x="{:.1f}" y="{:.1f}" font-size="12"><title>{}</title>{}</text>)",
                        x, y, kColours[s % kColours.size()], x + 18, y + 10, escapeMarkup(name),
                        escapeMarkup(shown));
    }
}

} // namespace

std::string svgChart(const ChartData& chart)
{
    // No xmlns: inside HTML the parser places <svg> in the SVG namespace, and
    // the report must not name any network address.
    std::string out = fmt::format(
        R"(<svg class="chart" width="{0}" height="{1}" viewBox="0 0 {0} {1}" role="img" aria-label="{2}" font-family="sans-serif">)",
        kWidth, kHeight, escapeMarkup(chart.title));
    out += fmt::format(R"(<text x="{}" y="20" font-size="14" font-weight="bold">{}</text>)", kLeft,
                       escapeMarkup(chart.title));
    const double largest = largestValue(chart);
    const double top = largest > 0 ? niceCeiling(largest) : 1;
    axes(out, chart, top);
    if (largest <= 0)
        out += fmt::format(
            R"(<text x="{:.1f}" y="{:.1f}" text-anchor="middle" font-size="13">no data</text>)",
            kLeft + kPlotWidth / 2, kTop + kPlotHeight / 2);
    else if (chart.kind == ChartData::Kind::Line)
        lines(out, chart, top);
    else
        bars(out, chart, top);
    legend(out, chart);
    out += "</svg>";
    return out;
}

} // namespace am::campaign
