#include "app/cli/table.h"

#include <algorithm>

namespace am::cli {

namespace {
// Display width of UTF-8 text: count code points, not bytes ("└" is three bytes).
std::size_t displayWidth(const std::string& text)
{
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}
} // namespace

TextTable::TextTable(std::vector<std::string> headers) : headers_(std::move(headers)) {}

void TextTable::addRow(std::vector<std::string> cells)
{
    cells.resize(headers_.size());
    rows_.push_back(std::move(cells));
}

std::string TextTable::render() const
{
    std::vector<std::size_t> widths(headers_.size());
    for (std::size_t i = 0; i < headers_.size(); ++i) widths[i] = displayWidth(headers_[i]);
    for (const auto& row : rows_)
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row[i]));

    std::string out;
    const auto line = [&](const std::vector<std::string>& cells) {
        for (std::size_t i = 0; i < cells.size(); ++i) {
            out += cells[i];
            if (i + 1 < cells.size()) out.append(widths[i] - displayWidth(cells[i]) + 2, ' ');
        }
        while (!out.empty() && out.back() == ' ') out.pop_back();
        out += '\n';
    };
    line(headers_);
    for (const auto& row : rows_) line(row);
    return out;
}

} // namespace am::cli
