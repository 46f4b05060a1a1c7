#include "core/bench/test_file_mark.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <stdexcept>
#include <string_view>

#include <fmt/format.h>

namespace am::bench {

namespace {

// The first line says what the file is to a person who looks at its end;
// the number lets a reader check that the mark sits where it says.
constexpr std::string_view kMagic = "ARRAYMARK-TEST-FILE/1 data_bytes=";
constexpr std::string_view kExplanation =
    "\nThis file was created by ArrayMark (arraymark-cli bench) as a benchmark test file.\n"
    "The bytes before this block are random data written for the benchmark; the file may be "
    "deleted.\n";

} // namespace

std::optional<std::uint64_t> readTestFileMark(int fd, std::uint64_t file_size)
{
    if (file_size < kTestFileMarkBytes) return std::nullopt;
    std::array<char, kTestFileMarkBytes> block{};
    const std::uint64_t at = file_size - kTestFileMarkBytes;
    if (::pread(fd, block.data(), block.size(), static_cast<off_t>(at)) !=
        static_cast<ssize_t>(block.size()))
        return std::nullopt;
    const std::string_view text(block.data(), block.size());
    if (!text.starts_with(kMagic)) return std::nullopt;
    std::uint64_t data_bytes = 0;
    const char* first = block.data() + kMagic.size();
    const auto [end, error] = std::from_chars(first, block.data() + block.size(), data_bytes);
    if (error != std::errc{} || end == first || *end != '\n' || data_bytes != at)
        return std::nullopt;
    return data_bytes;
}

void writeTestFileMark(int fd, std::uint64_t data_bytes, const std::string& path)
{
    std::array<char, kTestFileMarkBytes> block{};
    const std::string text = fmt::format("{}{}{}", kMagic, data_bytes, kExplanation);
    std::memcpy(block.data(), text.data(), std::min(text.size(), block.size()));
    if (::pwrite(fd, block.data(), block.size(), static_cast<off_t>(data_bytes)) !=
        static_cast<ssize_t>(block.size()))
        throw std::runtime_error(
            fmt::format("cannot write ArrayMark's test-file mark at the end of {}: {}", path,
                        std::strerror(errno)));
}

bool isArrayMarkTestFile(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return false;
    struct stat st {};
    const bool marked = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
                        readTestFileMark(fd, static_cast<std::uint64_t>(st.st_size)).has_value();
    ::close(fd);
    return marked;
}

} // namespace am::bench
