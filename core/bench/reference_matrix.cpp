#include "core/bench/reference_matrix.h"

#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "core/util/units.h"

namespace am::bench {

namespace {
std::vector<std::string> splitCommas(const std::string& line)
{
    std::vector<std::string> fields;
    std::stringstream in(line);
    std::string field;
    while (std::getline(in, field, ',')) {
        while (!field.empty() && (field.back() == '\r' || field.back() == ' ')) field.pop_back();
        fields.push_back(field);
    }
    return fields;
}
} // namespace

ReferenceMatrix parseReferenceMatrix(const std::string& csv)
{
    ReferenceMatrix out;
    std::stringstream in(csv);
    std::string line;
    std::vector<std::uint32_t> shares;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty() || line == "\r") continue;
        if (line[0] == '#') {
            out.source.push_back(line.substr(line.size() > 1 && line[1] == ' ' ? 2 : 1));
            continue;
        }
        const auto fields = splitCommas(line);
        if (shares.empty()) {
            if (fields.empty() || fields[0] != "block_size")
                throw std::invalid_argument(fmt::format(
                    "reference line {}: expected the header \"block_size,read_0,...\"", number));
            for (std::size_t i = 1; i < fields.size(); ++i) {
                if (fields[i].rfind("read_", 0) != 0)
                    throw std::invalid_argument(
                        fmt::format("reference line {}: column \"{}\" is not read_<percent>",
                                    number, fields[i]));
                shares.push_back(static_cast<std::uint32_t>(std::stoul(fields[i].substr(5))));
            }
            continue;
        }
        if (fields.size() != shares.size() + 1)
            throw std::invalid_argument(
                fmt::format("reference line {}: {} fields, the header has {}", number,
                            fields.size(), shares.size() + 1));
        std::uint64_t block_size = 0;
        try {
            block_size = util::parseSize(fields[0]);
        } catch (const std::invalid_argument& error) {
            throw std::invalid_argument(fmt::format("reference line {}: {}", number, error.what()));
        }
        for (std::size_t i = 0; i < shares.size(); ++i) {
            CellResult cell;
            cell.job.pattern = Pattern::Random;
            cell.job.block_size = block_size;
            cell.job.read_share = shares[i];
            try {
                cell.iops = std::stod(fields[i + 1]);
            } catch (const std::exception&) {
                throw std::invalid_argument(fmt::format("reference line {}: \"{}\" is not a number",
                                                        number, fields[i + 1]));
            }
            cell.read_iops = cell.iops * shares[i] / 100.0;
            cell.write_iops = cell.iops - cell.read_iops;
            cell.bw_bytes = cell.iops * static_cast<double>(block_size);
            cell.job.name = fmt::format("reference {} {}% read", fields[0], shares[i]);
            out.cells.push_back(std::move(cell));
        }
    }
    if (out.cells.empty()) throw std::invalid_argument("reference table: no rows");
    return out;
}

} // namespace am::bench
