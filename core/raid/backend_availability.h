#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "core/raid/backend_table.h"

namespace am::raid {

// Where the checks look; tests point them at fixture trees.
struct AvailabilityRoots {
    std::filesystem::path procfs = "/proc";
    std::filesystem::path sysfs = "/sys";
    std::filesystem::path modules = "/lib/modules";
    std::vector<std::filesystem::path> path = {"/usr/local/sbin", "/usr/local/bin", "/usr/sbin",
                                               "/usr/bin",        "/sbin",          "/bin"};
};

enum class ModuleState { Loaded, BuiltIn, Loadable, Missing };

// The way modprobe would decide it, from files only: <sysfs>/module/NAME,
// then modules.builtin and modules.dep of the running kernel ('-' and '_' alike).
ModuleState kernelModuleState(const std::string& module, const AvailabilityRoots& roots = {});

// The entry for `module` in a modules.dep ("path: deps") or modules.builtin ("path") file
// ('-' and '_' alike); empty when it is not listed.
std::string findModuleEntry(const std::filesystem::path& list, const std::string& module);

// The first executable NAME on the path; empty when there is none.
std::filesystem::path findTool(const std::string& name, const AvailabilityRoots& roots = {});

struct BackendAvailability {
    Backend backend;
    bool available = false;
    // Why not, a sentence with what to do: "lvm is not installed (apt install lvm2)".
    std::string reason;
};

// Whether the backend can build arrays here: its tools installed, its modules loaded, built in
// or loadable. Files only, cheap enough for a GUI slot. Never throws.
BackendAvailability checkBackendAvailable(Backend backend, const AvailabilityRoots& roots = {});
std::vector<BackendAvailability> checkBackendsAvailable(const AvailabilityRoots& roots = {});

} // namespace am::raid
