#include "core/raid/mdadm_conf.h"

#include <fstream>
#include <stdexcept>

#include "core/raid/text_lines.h"
#include "core/util/text_file.h"

namespace am::raid {

namespace {
std::string uuidOf(std::string_view line)
{
    for (const auto word : splitWords(line))
        if (word.starts_with("UUID=")) return std::string(word.substr(5));
    return "";
}
} // namespace

std::vector<std::string> arrayLines(std::string_view mdadm_output)
{
    std::vector<std::string> lines;
    for (const Line& line : splitLines(mdadm_output)) {
        const std::string_view content = trimView(line.text);
        if (content.starts_with("ARRAY ")) lines.emplace_back(content);
    }
    return lines;
}

std::vector<std::string> appendArrayLines(const std::filesystem::path& conf,
                                          const std::vector<std::string>& lines)
{
    const std::string existing = util::readTextFile(conf).value_or("");
    std::vector<std::string> known;
    for (const auto& line : arrayLines(existing)) known.push_back(uuidOf(line));
    std::vector<std::string> added;
    for (const auto& line : lines) {
        const std::string uuid = uuidOf(line);
        bool present = false;
        for (const auto& k : known) present = present || (!uuid.empty() && k == uuid);
        if (!present) added.push_back(line);
    }
    if (added.empty()) return added;
    std::ofstream out(conf, std::ios::app);
    if (!existing.empty() && !existing.ends_with('\n')) out << '\n';
    for (const auto& line : added) out << line << '\n';
    out.close();
    if (!out)
        throw std::runtime_error("cannot append to " + conf.string() +
                                 " (run as root, or write the lines yourself)");
    return added;
}

} // namespace am::raid
