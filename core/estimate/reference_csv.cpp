#include "core/estimate/reference_csv.h"

#include <cstdlib>
#include <map>
#include <mutex>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "core/estimate/embedded_reference.h"

namespace am::estimate {

namespace {
std::vector<std::string> splitCells(const std::string& line)
{
    std::vector<std::string> cells;
    std::string cell;
    std::istringstream in(line);
    while (std::getline(in, cell, ',')) cells.push_back(cell);
    if (!line.empty() && line.back() == ',') cells.emplace_back();
    return cells;
}
} // namespace

std::size_t CsvSection::column(std::string_view name) const
{
    for (std::size_t i = 0; i < header.size(); ++i)
        if (header[i] == name) return i;
    throw std::runtime_error(fmt::format("reference table has no column '{}'", name));
}

const std::vector<std::string>& CsvSection::row(std::string_view key) const
{
    for (const auto& r : rows)
        if (!r.empty() && r.front() == key) return r;
    throw std::runtime_error(fmt::format("reference table has no row '{}'", key));
}

const CsvSection& ReferenceCsv::sectionWith(std::string_view column) const
{
    for (const auto& section : sections)
        for (const auto& name : section.header)
            if (name == column) return section;
    throw std::runtime_error(fmt::format("{}: no table with column '{}'", file, column));
}

ReferenceCsv parseReferenceCsv(std::string_view file, std::string_view text)
{
    ReferenceCsv csv;
    csv.file = std::string(file);
    std::istringstream in{std::string(text)};
    std::string line;
    bool need_header = true;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty()) continue;
        if (line.front() == '#') {
            if (line.find_first_not_of("# ") == std::string::npos)
                need_header = true;
            else
                csv.comments.push_back(line);
            continue;
        }
        if (need_header) {
            csv.sections.push_back({splitCells(line), {}});
            need_header = false;
        } else {
            csv.sections.back().rows.push_back(splitCells(line));
        }
    }
    return csv;
}

const ReferenceCsv& shippedReference(std::string_view file)
{
    static std::mutex mutex;
    static std::map<std::string, ReferenceCsv, std::less<>> parsed;
    const std::lock_guard lock(mutex);
    if (const auto it = parsed.find(file); it != parsed.end()) return it->second;
    for (const auto& embedded : kEmbeddedReferenceFiles)
        if (embedded.file == file)
            return parsed.emplace(std::string(file), parseReferenceCsv(file, embedded.text))
                .first->second;
    throw std::runtime_error(
        fmt::format("reference file '{}' is not shipped in resources/reference", file));
}

double referenceNumber(const ReferenceCsv& csv, std::string_view cell)
{
    const std::string text(cell);
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0')
        throw std::runtime_error(fmt::format("{}: '{}' is not a number", csv.file, cell));
    return value;
}

} // namespace am::estimate
