#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/raid/types.h"

namespace am::raid {

// One row of `lvs --reportformat json` as lvsReportArgv() asks for it (one per LV segment).
struct LvsRow {
    std::string vg, name, uuid, attr, segtype;
    bool hidden = false; // lvs -a shows internal LVs as "[name]"
    std::optional<std::uint64_t> stripes, stripe_size, size, mismatches;
    std::optional<double> sync_percent;
    std::string sync_action, health;
    std::vector<std::string> devices; // "/dev/vdb(1)", "bench_rimage_0(0)", "[unknown](1)"
    std::size_t line = 1;
};

// The document's text, for messages that quote the line they are about.
class LvsSource {
public:
    explicit LvsSource(const std::string& text) : text_(text) {}

    const std::string& text() const { return text_; }
    std::size_t lineAt(std::size_t byte) const;
    // lvs prints one row per line: the row is where its (unique) uuid is.
    std::size_t lineOf(const std::string& uuid) const;
    // Throws ParseError quoting that line.
    [[noreturn]] void fail(std::size_t line, const std::string& problem) const;

private:
    const std::string& text_;
};

// Every row of the document's "lv" sections, in order. Throws ParseError naming the line and
// what is wrong when the text is not that report.
std::vector<LvsRow> readLvsRows(const LvsSource& source);

} // namespace am::raid
