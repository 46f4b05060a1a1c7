#pragma once

// Block devices, mounts and directories a drives test makes for itself on the
// real machine, undone in the destructor (also when an assertion fails).
// Nothing here touches a device the test did not create.
#include <fcntl.h>
#include <sys/mount.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>

#include "core/util/process_runner.h"
#include "core/util/text_file.h"

namespace am::test {

// Why loop devices cannot be made here, or nullopt when they can.
inline std::optional<std::string> loopDevicesUnavailable()
{
    if (::geteuid() != 0) return "needs root to attach loop devices";
    if (::access("/dev/loop-control", F_OK) != 0) return "no /dev/loop-control";
    util::SpawnRunner runner;
    if (!runner.run({"losetup", "--version"}).ok()) return "losetup is not installed";
    return std::nullopt;
}

// A directory under the temp directory, removed with its content.
class ScratchDir {
public:
    ScratchDir()
    {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "arraymark-drives-XXXXXX").string();
        if (::mkdtemp(pattern.data()) != nullptr) path_ = pattern;
    }
    ~ScratchDir()
    {
        std::error_code ec;
        if (!path_.empty()) std::filesystem::remove_all(path_, ec);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

// A loop device over `backing` (a file or another block device), detached on destruction.
class TempLoop {
public:
    explicit TempLoop(const std::filesystem::path& backing)
    {
        util::SpawnRunner runner;
        const auto result = runner.run({"losetup", "--find", "--show", backing.string()});
        if (result.ok())
            device_ = util::trim(result.out);
        else
            error_ = result.err.empty() ? result.start_error : util::trim(result.err);
    }
    ~TempLoop()
    {
        if (device_.empty()) return;
        util::SpawnRunner runner;
        runner.run({"losetup", "--detach", device_});
    }
    TempLoop(const TempLoop&) = delete;
    TempLoop& operator=(const TempLoop&) = delete;
    const std::string& device() const { return device_; }
    std::string name() const { return std::filesystem::path(device_).filename(); }
    const std::string& error() const { return error_; }

private:
    std::string device_;
    std::string error_;
};

// A filesystem mounted on a directory, unmounted on destruction (lazily when busy).
class TempMount {
public:
    TempMount(const std::string& device, const std::filesystem::path& target, const char* type)
        : target_(target)
    {
        if (::mount(device.c_str(), target.c_str(), type, 0, nullptr) == 0)
            mounted_ = true;
        else
            error_ = std::strerror(errno);
    }
    ~TempMount()
    {
        if (mounted_ && ::umount2(target_.c_str(), 0) != 0) ::umount2(target_.c_str(), MNT_DETACH);
    }
    TempMount(const TempMount&) = delete;
    TempMount& operator=(const TempMount&) = delete;
    bool mounted() const { return mounted_; }
    const std::string& error() const { return error_; }

private:
    std::filesystem::path target_;
    bool mounted_ = false;
    std::string error_;
};

// A descriptor closed on destruction.
class OpenFd {
public:
    OpenFd(const std::string& path, int flags) : fd_(::open(path.c_str(), flags)) {}
    ~OpenFd()
    {
        if (fd_ >= 0) ::close(fd_);
    }
    OpenFd(const OpenFd&) = delete;
    OpenFd& operator=(const OpenFd&) = delete;
    int get() const { return fd_; }

private:
    int fd_;
};

} // namespace am::test
