#pragma once

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace am::test {

// A fresh directory under $TMPDIR, removed with everything in it.
class WorkspaceTempDir {
public:
    WorkspaceTempDir()
    {
        std::string pattern = (std::filesystem::temp_directory_path() / "arraymark-ws-XXXXXX").string();
        if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
        path_ = pattern;
    }
    ~WorkspaceTempDir()
    {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    WorkspaceTempDir(const WorkspaceTempDir&) = delete;
    WorkspaceTempDir& operator=(const WorkspaceTempDir&) = delete;
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

} // namespace am::test
