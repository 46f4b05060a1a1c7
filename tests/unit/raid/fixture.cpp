#include <fstream>
#include <sstream>
#include <stdexcept>

#include "fake_runner.h"

namespace am::test {

std::string fixture(const std::string& relative)
{
    const std::string path = std::string(ARRAYMARK_TEST_DATA) + "/raid/" + relative;
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("missing fixture " + path);
    std::ostringstream content;
    content << in.rdbuf();
    return content.str();
}

} // namespace am::test
