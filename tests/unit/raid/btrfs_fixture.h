#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace am::test {

// tests/data/btrfs: real btrfs-progs 6.2 output (see its README.md).
inline std::filesystem::path btrfsData()
{
    return std::filesystem::path(ARRAYMARK_TEST_DATA) / "btrfs";
}

inline std::string btrfsFixture(const std::string& relative)
{
    const auto path = btrfsData() / relative;
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("missing fixture " + path.string());
    std::ostringstream content;
    content << in.rdbuf();
    return content.str();
}

} // namespace am::test
