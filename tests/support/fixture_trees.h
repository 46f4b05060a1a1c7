#pragma once

// The checked-in fake machines under tests/data, as the roots core reads them
// through. Qt-free, for core and GUI tests alike; the test target defines
// ARRAYMARK_TEST_DATA.

#include <filesystem>
#include <fstream>
#include <string>

#include "core/drives/system_roots.h"
#include "core/raid/md_driver.h"

namespace am::test {

inline const std::filesystem::path kTestData = ARRAYMARK_TEST_DATA;

// sys, proc and dev under `root` (a copy of a fixture, or one itself).
inline drives::SystemRoots machineRoots(const std::filesystem::path& root)
{
    return {root / "sys", root / "proc", root / "dev"};
}

// tests/data/machine1: the fake machine most tests scan.
inline drives::SystemRoots fixtureRoots() { return machineRoots(kTestData / "machine1"); }

// A fake kernel for the md driver check: tests/data/md_driver/<name> ("loaded", "loadable", ...).
inline raid::MdDriverRoots mdDriverTree(const std::string& name)
{
    const auto root = kTestData / "md_driver" / name;
    return {root / "proc", root / "sys", root / "lib" / "modules"};
}

// A copy of machine1 at `root` with an md driver and md0 (a raid1 of sdd1 and sde1) active and
// not mounted, with the member attributes a reshape plan reads (component size, data offsets).
inline void writeReshapeMachine(const std::filesystem::path& root)
{
    namespace fs = std::filesystem;
    fs::remove_all(root);
    fs::copy(kTestData / "machine1", root,
             fs::copy_options::recursive | fs::copy_options::copy_symlinks);
    std::ofstream(root / "proc/mdstat")
        << "Personalities : [raid1]\nmd0 : active raid1 sde1[1] sdd1[0]\n"
           "      1953381376 blocks super 1.2 [2/2] [UU]\n\nunused devices: <none>\n";
    std::ifstream in(root / "proc/self/mountinfo");
    std::string line, kept;
    while (std::getline(in, line))
        if (line.find(" /srv ") == std::string::npos) kept += line + "\n";
    in.close();
    std::ofstream(root / "proc/self/mountinfo") << kept;
    const fs::path md = root / "sys/block/md0/md";
    std::ofstream(md / "component_size") << "1953381376\n";
    for (const char* member : {"dev-sdd1", "dev-sde1"}) {
        std::ofstream(md / member / "offset") << "264192\n";
        std::ofstream(md / member / "size") << "1953381376\n";
    }
}

} // namespace am::test
