#pragma once

#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "core/helper/device_path.h"
#include "core/helper/protocol.h"
#include "core/helper/request.h"

namespace am::test {

// The fixture's device nodes are plain files: a node counts as a block device when sysfs knows
// its name (a disk, or a partition under one), which is what the real S_ISBLK check stands for.
inline helper::BlockDeviceCheck nodeKnownToSysfs(const std::filesystem::path& sysfs)
{
    return [sysfs](const std::filesystem::path& node) {
        namespace fs = std::filesystem;
        std::error_code error;
        if (!fs::is_regular_file(node, error)) return false;
        const std::string name = node.filename().string();
        if (fs::exists(sysfs / "block" / name, error)) return true;
        for (const auto& disk : fs::directory_iterator(sysfs / "block", error))
            if (fs::exists(disk.path() / name / "partition", error)) return true;
        return false;
    };
}

// The rule a request line is refused with by parseRequest, or "accepted".
inline std::string parseRefusalRule(const std::string& line)
{
    try {
        helper::parseRequest(line);
    } catch (const helper::Refused& refused) {
        return refused.rule();
    }
    return "accepted";
}

// machine1 with copies of procfs (plus an mdstat, so the md driver counts as
// loaded), devfs (so tests can add symlinks) and, when asked, sysfs, removed afterwards. The
// fixture's device nodes are plain files: a node counts as a block device
// when sysfs knows its name, which is what the real S_ISBLK check stands for.
class HelperMachine {
public:
    explicit HelperMachine(bool md_loaded = true, bool copy_sysfs = false)
    {
        namespace fs = std::filesystem;
        const fs::path machine = fs::path(ARRAYMARK_TEST_DATA) / "machine1";
        root_ = fs::temp_directory_path() / ("arraymark-helper-" + std::to_string(::getpid()) +
                                             "-" + std::to_string(counter()++));
        fs::create_directories(root_ / "proc/self");
        fs::copy_file(machine / "proc/self/mountinfo", root_ / "proc/self/mountinfo");
        fs::copy_file(machine / "proc/swaps", root_ / "proc/swaps");
        if (md_loaded)
            std::ofstream(root_ / "proc/mdstat")
                << "Personalities : [raid1]\nmd0 : active raid1 sde1[1] sdd1[0]\n"
                   "      1953381376 blocks super 1.2 [2/2] [UU]\n\nunused devices: <none>\n";
        fs::copy(machine / "dev", root_ / "dev", fs::copy_options::recursive);
        // sysfs only when a test writes to it (a scrub writes md/sync_action): copying it is slow.
        if (copy_sysfs)
            fs::copy(machine / "sys", root_ / "sys",
                     fs::copy_options::recursive | fs::copy_options::copy_symlinks);
        const fs::path sysfs = copy_sysfs ? root_ / "sys" : machine / "sys";
        rules.roots = {sysfs, root_ / "proc", root_ / "dev"};
        rules.is_block_device = nodeKnownToSysfs(sysfs);
    }
    ~HelperMachine() { std::filesystem::remove_all(root_); }
    HelperMachine(const HelperMachine&) = delete;
    HelperMachine& operator=(const HelperMachine&) = delete;

    std::filesystem::path devfs() const { return root_ / "dev"; }
    std::filesystem::path root() const { return root_; }

    helper::DeviceRules rules;

private:
    static int& counter()
    {
        static int value = 0;
        return value;
    }
    std::filesystem::path root_;
};

} // namespace am::test
