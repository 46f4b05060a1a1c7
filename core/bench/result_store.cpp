#include "core/bench/result_store.h"
#include "core/bench/result_file.h"
#include "core/util/json_text.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <fstream>

#include <fmt/format.h>

namespace am::bench {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {
std::string textOf(const json& doc, const char* key)
{
    const auto it = doc.find(key);
    return it != doc.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::string fileTime(const fs::path& path)
{
    const auto when = std::chrono::file_clock::to_sys(fs::last_write_time(path));
    const std::time_t t = std::chrono::system_clock::to_time_t(when);
    std::tm tm{};
    gmtime_r(&t, &tm);
    return fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", tm.tm_year + 1900, tm.tm_mon + 1,
                       tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
}
} // namespace

std::string fileNameStem(const std::string& created, const std::string& preset,
                         const std::string& target)
{
    std::string stem;
    for (const char c : created)
        if (std::isdigit(static_cast<unsigned char>(c))) stem += c;
    if (stem.size() >= 14) stem = stem.substr(0, 8) + "-" + stem.substr(8, 6);
    auto append = [&stem](const std::string& part) {
        std::string clean;
        for (const char c : part) {
            const bool keep = std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
            if (keep)
                clean += c;
            else if (!clean.empty() && clean.back() != '-')
                clean += '-';
        }
        while (!clean.empty() && clean.back() == '-') clean.pop_back();
        if (clean.size() > 40) clean = clean.substr(clean.size() - 40);
        if (clean.empty()) return;
        if (!stem.empty()) stem += '-';
        stem += clean;
    };
    append(preset.empty() ? std::string("job") : preset);
    append(fs::path(target).filename().string());
    return stem.empty() ? std::string("run") : stem;
}

fs::path ResultStore::save(const json& document) const
{
    std::error_code ec;
    fs::create_directories(directory_, ec);
    if (ec)
        throw std::runtime_error(fmt::format("{}: cannot create the history directory: {}",
                                             directory_.string(), ec.message()));
    std::string target;
    if (const auto t = document.find("target"); t != document.end() && t->is_object())
        target = textOf(*t, "path");
    const std::string stem =
        fileNameStem(textOf(document, "created"), textOf(document, "preset"), target);
    fs::path path = directory_ / (stem + ".json");
    for (int n = 2; fs::exists(path); ++n) path = directory_ / fmt::format("{}-{}.json", stem, n);
    const fs::path partial = path.string() + ".part";
    {
        std::ofstream out(partial, std::ios::trunc);
        out << util::jsonText(document, 1) << '\n';
        if (!out) throw std::runtime_error(fmt::format("{}: cannot be written", partial.string()));
    }
    // Rename so that a crash never leaves a half-written history entry.
    fs::rename(partial, path, ec);
    if (ec)
        throw std::runtime_error(
            fmt::format("{}: cannot be written: {}", path.string(), ec.message()));
    return path;
}

namespace {
// Reads only what the listing shows, without building the document: a matrix
// run's file is hundreds of KiB of cells and samples.
class SummaryReader : public nlohmann::json_sax<json> {
public:
    StoredRun run;
    std::string schema;

    bool null() override { return true; }
    bool boolean(bool value) override
    {
        if (at({"cancelled"})) run.cancelled = value;
        return true;
    }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool string(string_t& value) override
    {
        if (at({"schema"}))
            schema = value;
        else if (at({"created"}))
            run.created = value;
        else if (at({"preset"}))
            run.preset = value;
        else if (at({"target", "path"}))
            run.target_path = value;
        else if (at({"host", "hostname"}))
            run.hostname = value;
        else if (at({"engine", "name"}))
            run.imported = value == "fio";
        return true;
    }
    bool start_object(std::size_t) override { return open(); }
    bool start_array(std::size_t) override { return open(); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }
    bool key(string_t& name) override
    {
        path_.resize(depth_);
        path_.back() = name;
        return true;
    }
    bool parse_error(std::size_t position, const std::string&,
                     const nlohmann::detail::exception& error) override
    {
        throw std::runtime_error(
            fmt::format("not valid JSON at byte {}: {}", position, error.what()));
    }

private:
    bool at(std::initializer_list<const char*> keys) const
    {
        if (depth_ != keys.size() || path_.size() < keys.size()) return false;
        std::size_t i = 0;
        for (const char* k : keys)
            if (path_[i++] != k) return false;
        return true;
    }
    bool open()
    {
        // An element of the top-level "cells" array.
        if (depth_ == 2 && path_.size() >= 1 && path_[0] == "cells") ++run.cells;
        ++depth_;
        return true;
    }
    bool close()
    {
        --depth_;
        return true;
    }
    std::size_t depth_ = 0;
    std::vector<std::string> path_;
};
} // namespace

namespace {
// fio's JSON output kept in the history directory lists as what it converts to.
StoredRun fioSummary(const fs::path& path)
{
    const ResultFileJson file = readResultFileJson(path);
    if (file.kind != ResultFileKind::Fio)
        throw std::runtime_error("not an arraymark.result/1 document");
    const json& doc = file.document;
    StoredRun run;
    run.created = textOf(doc, "created");
    run.preset = textOf(doc, "preset");
    run.target_path = textOf(doc.value("target", json::object()), "path");
    run.cells = doc["cells"].size();
    run.imported = true;
    return run;
}
} // namespace

std::vector<StoredRun> ResultStore::list(std::vector<std::string>* skipped) const
{
    std::vector<StoredRun> runs;
    std::error_code ec;
    if (!fs::is_directory(directory_, ec)) return runs;
    for (const auto& entry : fs::directory_iterator(directory_, ec)) {
        if (!entry.is_regular_file() || entry.path().extension() != ".json") continue;
        try {
            std::ifstream in(entry.path());
            SummaryReader reader;
            json::sax_parse(in, &reader);
            if (reader.schema.empty())
                reader.run = fioSummary(entry.path()); // throws unless fio's output
            else if (reader.schema != kResultSchema)
                throw std::runtime_error("not an arraymark.result/1 document");
            reader.run.path = entry.path();
            if (reader.run.created.empty()) reader.run.created = fileTime(entry.path());
            runs.push_back(std::move(reader.run));
        } catch (const std::exception& error) {
            if (skipped)
                skipped->push_back(
                    fmt::format("{}: {}", entry.path().filename().string(), error.what()));
        }
    }
    std::sort(runs.begin(), runs.end(), [](const StoredRun& a, const StoredRun& b) {
        return a.created != b.created ? a.created > b.created : a.path > b.path;
    });
    return runs;
}

RunDocument ResultStore::load(const fs::path& path) const { return readResultFile(path); }

void ResultStore::remove(const fs::path& path) const
{
    const fs::path parent = fs::weakly_canonical(path).parent_path();
    if (parent != fs::weakly_canonical(directory_))
        throw std::runtime_error(
            fmt::format("{}: not in the history directory {}", path.string(), directory_.string()));
    std::error_code ec;
    if (!fs::remove(path, ec) || ec)
        throw std::runtime_error(fmt::format("{}: cannot be deleted: {}", path.string(),
                                             ec ? ec.message() : "no such file"));
}

} // namespace am::bench
