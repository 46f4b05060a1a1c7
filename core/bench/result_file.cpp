#include "core/bench/result_file.h"

#include <cctype>
#include <fstream>
#include <iterator>

#include <fmt/format.h>

#include "core/bench/fio_import.h"
#include "core/bench/result_reader.h"

namespace am::bench {

using nlohmann::json;

bool isFioOutput(const json& parsed)
{
    if (!parsed.is_object() || parsed.contains("schema")) return false;
    return parsed.contains("fio version") || (parsed.contains("jobs") && parsed["jobs"].is_array());
}

ResultFileJson readResultFileJson(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw ResultFormatError(fmt::format("{}: cannot be opened for reading", path.string()));
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    // fio prints its warnings on stdout before the JSON ("fio: ..."); a result
    // document starts with its object.
    std::size_t start = 0;
    while (start < text.size() && std::isspace(static_cast<unsigned char>(text[start]))) ++start;
    if (start < text.size() && text[start] != '{' &&
        text.find("\"fio version\"") != std::string::npos)
        start = text.find('{');
    json parsed;
    try {
        parsed = json::parse(text.substr(std::min(start, text.size())));
    } catch (const json::exception& error) {
        throw ResultFormatError(fmt::format("{}: not valid JSON: {}", path.string(), error.what()));
    }
    if (isFioOutput(parsed)) {
        try {
            return {importFioJson(parsed, path.string()), ResultFileKind::Fio};
        } catch (const FioImportError& error) {
            throw ResultFormatError(error.what()); // names the file already
        }
    }
    if (!parsed.is_object() || !parsed.contains("schema"))
        throw ResultFormatError(
            fmt::format("{}: neither an arraymark.result/1 document (no \"schema\") nor fio's JSON "
                        "output (no \"jobs\" array; run fio with --output-format=json)",
                        path.string()));
    return {std::move(parsed), ResultFileKind::ArrayMark};
}

} // namespace am::bench
