#include "core/bench/result_store.h"

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
    return fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
                       tm.tm_min, tm.tm_sec);
}
} // namespace

std::string fileNameStem(const std::string& created, const std::string& preset, const std::string& target)
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
    if (ec) throw std::runtime_error(fmt::format("{}: cannot create the history directory: {}", directory_.string(), ec.message()));
    std::string target;
    if (const auto t = document.find("target"); t != document.end() && t->is_object()) target = textOf(*t, "path");
    const std::string stem = fileNameStem(textOf(document, "created"), textOf(document, "preset"), target);
    fs::path path = directory_ / (stem + ".json");
    for (int n = 2; fs::exists(path); ++n) path = directory_ / fmt::format("{}-{}.json", stem, n);
    const fs::path partial = path.string() + ".part";
    {
        std::ofstream out(partial, std::ios::trunc);
        out << document.dump(1) << '\n';
        if (!out) throw std::runtime_error(fmt::format("{}: cannot be written", partial.string()));
    }
    // Rename so that a crash never leaves a half-written history entry.
    fs::rename(partial, path, ec);
    if (ec) throw std::runtime_error(fmt::format("{}: cannot be written: {}", path.string(), ec.message()));
    return path;
}

std::vector<StoredRun> ResultStore::list(std::vector<std::string>* skipped) const
{
    std::vector<StoredRun> runs;
    std::error_code ec;
    if (!fs::is_directory(directory_, ec)) return runs;
    for (const auto& entry : fs::directory_iterator(directory_, ec)) {
        if (!entry.is_regular_file() || entry.path().extension() != ".json") continue;
        try {
            std::ifstream in(entry.path());
            const json doc = json::parse(in);
            if (textOf(doc, "schema") != kResultSchemaName) throw std::runtime_error("not an arraymark.result/1 document");
            StoredRun run;
            run.path = entry.path();
            run.created = textOf(doc, "created");
            if (run.created.empty()) run.created = fileTime(entry.path());
            run.preset = textOf(doc, "preset");
            if (const auto t = doc.find("target"); t != doc.end() && t->is_object()) run.target_path = textOf(*t, "path");
            if (const auto h = doc.find("host"); h != doc.end() && h->is_object()) run.hostname = textOf(*h, "hostname");
            if (const auto c = doc.find("cells"); c != doc.end() && c->is_array()) run.cells = c->size();
            run.cancelled = doc.value("cancelled", false);
            if (const auto e = doc.find("engine"); e != doc.end() && e->is_object()) run.imported = textOf(*e, "name") == "fio";
            runs.push_back(std::move(run));
        } catch (const std::exception& error) {
            if (skipped) skipped->push_back(fmt::format("{}: {}", entry.path().filename().string(), error.what()));
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
        throw std::runtime_error(fmt::format("{}: not in the history directory {}", path.string(), directory_.string()));
    std::error_code ec;
    if (!fs::remove(path, ec) || ec)
        throw std::runtime_error(fmt::format("{}: cannot be deleted: {}", path.string(), ec ? ec.message() : "no such file"));
}

} // namespace am::bench
