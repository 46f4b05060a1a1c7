#include "core/util/text_file.h"

#include <charconv>
#include <fstream>
#include <sstream>

namespace am::util {

std::optional<std::string> readTextFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream content;
    content << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return content.str();
}

std::string trim(std::string text)
{
    const auto blank = [](char c) {
        return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\0';
    };
    std::size_t begin = 0;
    while (begin < text.size() && blank(text[begin])) ++begin;
    std::size_t end = text.size();
    while (end > begin && blank(text[end - 1])) --end;
    return text.substr(begin, end - begin);
}

std::optional<std::string> readAttribute(const std::filesystem::path& path)
{
    auto content = readTextFile(path);
    if (!content) return std::nullopt;
    const auto newline = content->find('\n');
    if (newline != std::string::npos) content->resize(newline);
    return trim(std::move(*content));
}

std::optional<std::uint64_t> readNumber(const std::filesystem::path& path)
{
    const auto text = readAttribute(path);
    if (!text || text->empty()) return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (error != std::errc{} || end != text->data() + text->size()) return std::nullopt;
    return value;
}

void writeTextFile(const std::filesystem::path& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out.flush()) throw std::runtime_error("cannot write " + path.string());
}

} // namespace am::util
