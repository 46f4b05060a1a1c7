#pragma once

#include <string>
#include <vector>

namespace am::cli {

// A plain text table for the terminal: columns padded to their widest cell.
class TextTable {
public:
    explicit TextTable(std::vector<std::string> headers);
    void addRow(std::vector<std::string> cells);
    std::string render() const;

private:
    std::vector<std::string> headers_;
    std::vector<std::vector<std::string>> rows_;
};

} // namespace am::cli
