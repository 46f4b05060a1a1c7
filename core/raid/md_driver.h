#pragma once

#include <filesystem>
#include <string>

namespace am::raid {

// Where the md driver check looks: the kernel's procfs and sysfs and the
// module tree (modules.dep, modules.builtin of the running kernel). Tests
// point them at fixture trees.
struct MdDriverRoots {
    std::filesystem::path procfs = "/proc";
    std::filesystem::path sysfs = "/sys";
    std::filesystem::path modules = "/lib/modules";
};

enum class MdDriverState {
    Loaded,     // <procfs>/mdstat exists: arrays can be created and read
    Loadable,   // not loaded, but `modprobe md_mod` would find the module
    Unavailable // not loaded and cannot be loaded: no array can be created here
};

// Why an unavailable driver is unavailable (for the sentence that says so).
enum class MdDriverGap {
    None,
    KernelUnknown,       // <procfs>/sys/kernel/osrelease is unreadable
    NoModuleTree,        // <modules>/<release>/modules.dep does not exist
    NotInModules,        // modules.dep and modules.builtin do not list md_mod
    ModuleFileMissing,   // modules.dep lists md_mod, but its file is gone
    PresentWithoutMdstat // built in or in <sysfs>/module, yet <procfs>/mdstat is missing
};

struct MdDriverAvailability {
    MdDriverState state = MdDriverState::Unavailable;
    MdDriverGap gap = MdDriverGap::None;
    std::string kernel_release;   // "6.1.0-27-amd64"; empty when unknown
    std::filesystem::path mdstat; // the file whose absence is the problem
    std::filesystem::path
        checked; // Loadable: the module file; Unavailable: the file or folder that says why
    bool loaded() const { return state == MdDriverState::Loaded; }
};

// Whether md arrays can be created on this machine, the way modprobe would
// decide it, from files only (no process, no privilege): cheap enough to
// call from a GUI slot (a stat, and without the driver one read of
// modules.dep). Never throws.
MdDriverAvailability checkMdDriver(const MdDriverRoots& roots = {});

} // namespace am::raid
