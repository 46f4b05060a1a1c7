// Drives a fuzz target without libFuzzer (gcc builds): every file of the
// given corpus directories, every prefix of it, and single-byte mutations at
// every position, so ctest exercises the parsers' error paths everywhere.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz_target.h"

namespace {
void feed(const std::string& input)
{
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
}
} // namespace

int main(int argc, char** argv)
{
    namespace fs = std::filesystem;
    std::vector<fs::path> files;
    for (int i = 1; i < argc; ++i) {
        std::error_code error;
        if (fs::is_directory(argv[i], error)) {
            for (const auto& entry : fs::recursive_directory_iterator(argv[i], error))
                if (entry.is_regular_file()) files.push_back(entry.path());
        } else if (fs::is_regular_file(argv[i], error)) {
            files.emplace_back(argv[i]);
        }
    }
    std::sort(files.begin(), files.end());
    if (files.empty()) {
        std::fprintf(stderr, "no corpus files given\n");
        return 1;
    }
    const char replacements[] = {'\0', '\n', ' ', '[', ']', '(', ')',   '/',
                                 '=',  '%',  ':', '9', 'k', '-', '\xff'};
    std::size_t runs = 0;
    for (const auto& path : files) {
        std::ifstream in(path, std::ios::binary);
        const std::string input((std::istreambuf_iterator<char>(in)), {});
        const std::size_t limit = std::min<std::size_t>(input.size(), 4096);
        feed(input);
        ++runs;
        for (std::size_t length = 0; length < limit; ++length, ++runs)
            feed(input.substr(0, length));
        for (std::size_t position = 0; position < limit; ++position)
            for (char replacement : replacements) {
                std::string mutated = input;
                mutated[position] = replacement;
                feed(mutated);
                ++runs;
            }
    }
    std::printf("%zu inputs from %zu corpus files ran clean\n", runs, files.size());
    return 0;
}
