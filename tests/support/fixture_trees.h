#pragma once

// The checked-in fake machines under tests/data, as the roots core reads them
// through. Qt-free, for core and GUI tests alike; the test target defines
// ARRAYMARK_TEST_DATA.

#include <filesystem>

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

} // namespace am::test
