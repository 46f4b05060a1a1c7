#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace am::estimate {

// One table of a reference CSV: the header line and the rows under it.
struct CsvSection {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;

    // Column index by header name; throws std::runtime_error if absent.
    std::size_t column(std::string_view name) const;
    // The first row whose first cell is key; throws if none.
    const std::vector<std::string>& row(std::string_view key) const;
};

// A reference file as shipped: '#' lines are comments (the source header is
// kept in comments); a line with only '#' ends a table, and the next line
// that is not a comment is the next table's header. Plain comma-separated
// cells; the reference files use no quoting.
struct ReferenceCsv {
    std::string file;
    std::vector<std::string> comments;
    std::vector<CsvSection> sections;

    // The section whose header contains the column name; throws if none.
    const CsvSection& sectionWith(std::string_view column) const;
};

ReferenceCsv parseReferenceCsv(std::string_view file, std::string_view text);

// The embedded copy of resources/reference/<file>; throws if not shipped.
const ReferenceCsv& shippedReference(std::string_view file);

// Number in a reference cell; throws std::runtime_error naming file and cell.
double referenceNumber(const ReferenceCsv& csv, std::string_view cell);

} // namespace am::estimate
