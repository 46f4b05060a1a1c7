#pragma once

// The campaign report as content, before markup: built once from the
// document (report_tables.h), rendered as HTML (report_html.h) and as
// Markdown (report_markdown.h), so both say the same.

#include <string>
#include <variant>
#include <vector>

#include "core/campaign/svg_chart.h"

namespace am::campaign {

struct Paragraph {
    std::string text;
};

struct Table {
    std::string
        kind; // what the table is ("iops", "ranking"): the HTML class, for styling and tests
    std::string caption;
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows; // every cell holds words: never empty
    std::string note;                           // under the table: units, what a column means
    bool numeric = true; // columns after the first hold numbers (right-aligned); else words
};

// Commands, shown verbatim.
struct CodeBlock {
    std::vector<std::string> lines;
};

using Block = std::variant<Paragraph, Table, ChartData, CodeBlock>;

struct Section {
    std::string anchor; // "cfg-raid5-64k": the HTML id
    std::string title;
    int level = 2; // 2: a part of the report; 3: a part of a configuration
    std::vector<Block> blocks;
};

struct Report {
    std::string title;
    std::vector<Paragraph> intro;
    std::vector<Section> sections;
};

} // namespace am::campaign
