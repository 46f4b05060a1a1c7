#pragma once

// Block devices a test creates for itself and removes again, also when the
// test fails (RAII). Never touches a device it did not create.
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <optional>
#include <string>

#include "temp_dir.h"

inline std::string runCommand(const std::string& command)
{
    std::string out;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return out;
    char buffer[256];
    while (fgets(buffer, sizeof buffer, pipe)) out += buffer;
    pclose(pipe);
    while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
    return out;
}

// losetup --find --show over a file in a temp directory.
class ScratchLoop {
public:
    static std::optional<std::string> unavailable()
    {
        if (geteuid() != 0) return "needs root to set up a loop device";
        if (access("/dev/loop-control", F_OK) != 0) return "no /dev/loop-control";
        if (runCommand("command -v losetup").empty()) return "losetup is not installed";
        return std::nullopt;
    }
    explicit ScratchLoop(std::uint64_t size, const std::string& dir = "/dev/shm")
    {
        backing_ = dir + "/arraymark-loop-" + std::to_string(getpid()) + ".img";
        {
            std::ofstream(backing_).flush();
        }
        std::filesystem::resize_file(backing_, size);
        path_ = runCommand("losetup --find --show --direct-io=on " + backing_ + " 2>/dev/null");
        if (path_.rfind("/dev/loop", 0) != 0)
            path_ = runCommand("losetup --find --show " + backing_ + " 2>/dev/null");
    }
    ~ScratchLoop()
    {
        if (path_.rfind("/dev/loop", 0) == 0) runCommand("losetup -d " + path_ + " 2>/dev/null");
        std::error_code ec;
        std::filesystem::remove(backing_, ec);
    }
    ScratchLoop(const ScratchLoop&) = delete;
    ScratchLoop& operator=(const ScratchLoop&) = delete;
    bool ok() const { return path_.rfind("/dev/loop", 0) == 0; }
    const std::string& path() const { return path_; }

private:
    std::string backing_;
    std::string path_;
};

// A zram device from /sys/class/zram-control/hot_add, removed with hot_remove.
class ScratchZram {
public:
    static std::optional<std::string> unavailable()
    {
        if (geteuid() != 0) return "needs root to add a zram device";
        if (access("/sys/class/zram-control/hot_add", F_OK) != 0)
            return "zram module not loaded (no zram-control)";
        return std::nullopt;
    }
    explicit ScratchZram(std::uint64_t size)
    {
        std::ifstream add("/sys/class/zram-control/hot_add");
        if (!(add >> id_)) {
            id_ = -1;
            return;
        }
        std::ofstream(sysfs() + "/disksize") << size;
        path_ = "/dev/zram" + std::to_string(id_);
        for (int i = 0; i < 100 && access(path_.c_str(), F_OK) != 0; ++i) usleep(10000);
    }
    ~ScratchZram()
    {
        if (id_ < 0) return;
        // udev may hold the device open for a moment after the last write (EBUSY): retry.
        for (int i = 0; i < 50 && !writeSysfs(sysfs() + "/reset", "1"); ++i) usleep(100000);
        for (int i = 0;
             i < 50 && !writeSysfs("/sys/class/zram-control/hot_remove", std::to_string(id_)); ++i)
            usleep(100000);
    }
    ScratchZram(const ScratchZram&) = delete;
    ScratchZram& operator=(const ScratchZram&) = delete;
    bool ok() const { return id_ >= 0 && access(path_.c_str(), F_OK) == 0; }
    const std::string& path() const { return path_; }

private:
    static bool writeSysfs(const std::string& path, const std::string& value)
    {
        std::ofstream out(path);
        out << value;
        out.flush();
        return static_cast<bool>(out);
    }
    std::string sysfs() const { return "/sys/block/zram" + std::to_string(id_); }
    int id_ = -1;
    std::string path_;
};
