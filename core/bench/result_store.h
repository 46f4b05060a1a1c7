#pragma once

// History: result documents kept as files in one directory (the GUI passes
// QStandardPaths::AppDataLocation + "/results"). Each run is one
// arraymark.result/1 JSON file; the listing reads only what it shows.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/result_reader.h"

namespace am::bench {

struct StoredRun {
    std::filesystem::path path;
    std::string created; // from the document; the file time when it has none
    std::string preset;
    std::string target_path;
    std::string hostname;
    std::size_t cells = 0;
    bool cancelled = false;
    bool imported = false; // came from another tool (fio)
};

class ResultStore {
public:
    explicit ResultStore(std::filesystem::path directory) : directory_(std::move(directory)) {}

    const std::filesystem::path& directory() const { return directory_; }

    // Writes the document under a new name ("20261129-235901-quick-cache.json",
    // suffixed when taken) and returns its path. Creates the directory.
    // Throws std::runtime_error naming the file when writing fails.
    std::filesystem::path save(const nlohmann::json& document) const;
    // Newest first. Files that are not result documents are skipped and named in `skipped`.
    std::vector<StoredRun> list(std::vector<std::string>* skipped = nullptr) const;
    RunDocument load(const std::filesystem::path& path) const;
    // Removes a file of this store; refuses paths outside the directory.
    void remove(const std::filesystem::path& path) const;

private:
    std::filesystem::path directory_;
};

// "quick-dev-nvme0n1" style, safe in a file name.
std::string fileNameStem(const std::string& created, const std::string& preset,
                         const std::string& target);

} // namespace am::bench
