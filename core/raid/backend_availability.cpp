#include "core/raid/backend_availability.h"

#include <fstream>
#include <unistd.h>

#include <fmt/format.h>

#include "core/util/text_file.h"

namespace am::raid {

namespace fs = std::filesystem;

namespace {

std::string moduleName(std::string_view path)
{
    const auto slash = path.rfind('/');
    std::string_view file = slash == std::string_view::npos ? path : path.substr(slash + 1);
    std::string name(file.substr(0, file.find(".ko")));
    for (char& c : name)
        if (c == '-') c = '_';
    return name;
}

} // namespace

std::string findModuleEntry(const fs::path& list, const std::string& module)
{
    std::ifstream in(list);
    std::string line;
    while (std::getline(in, line)) {
        const std::string path = line.substr(0, line.find(':'));
        if (path.find(".ko") != std::string::npos && moduleName(path) == module) return path;
    }
    return {};
}

ModuleState kernelModuleState(const std::string& given, const AvailabilityRoots& roots)
{
    std::string module = given;
    for (char& c : module)
        if (c == '-') c = '_';
    std::error_code error;
    if (fs::exists(roots.sysfs / "module" / module, error)) return ModuleState::Loaded;
    // A filesystem built in without parameters has no <sysfs>/module entry; the kernel lists it.
    std::ifstream filesystems(roots.procfs / "filesystems");
    std::string line;
    while (std::getline(filesystems, line))
        if (line.ends_with("\t" + module)) return ModuleState::Loaded;
    const auto release = util::readAttribute(roots.procfs / "sys" / "kernel" / "osrelease");
    if (!release || release->empty()) return ModuleState::Missing;
    const fs::path tree = roots.modules / *release;
    if (!findModuleEntry(tree / "modules.builtin", module).empty()) return ModuleState::BuiltIn;
    const std::string file = findModuleEntry(tree / "modules.dep", module);
    if (!file.empty() && fs::exists(tree / file, error)) return ModuleState::Loadable;
    return ModuleState::Missing;
}

fs::path findTool(const std::string& name, const AvailabilityRoots& roots)
{
    for (const fs::path& dir : roots.path) {
        const fs::path candidate = dir / name;
        std::error_code error;
        if (fs::is_regular_file(candidate, error) && ::access(candidate.c_str(), X_OK) == 0)
            return candidate;
    }
    return {};
}

BackendAvailability checkBackendAvailable(Backend backend, const AvailabilityRoots& roots)
{
    const BackendInfo& info = backendInfo(backend);
    BackendAvailability result{backend, false, {}};
    for (std::string_view tool : info.tools) {
        if (tool.empty() || !findTool(std::string(tool), roots).empty()) continue;
        result.reason = fmt::format("{} is not installed (apt install {})", tool, info.package);
        return result;
    }
    for (std::string_view module : info.modules) {
        if (module.empty()) continue;
        if (kernelModuleState(std::string(module), roots) != ModuleState::Missing) continue;
        result.reason =
            fmt::format("the kernel has no {} module: it is neither loaded, built in, nor under {}",
                        module, roots.modules.string());
        return result;
    }
    if (!info.read_only.empty()) {
        result.reason = std::string(info.read_only); // it builds nothing, here or anywhere
        return result;
    }
    result.available = true;
    return result;
}

std::vector<BackendAvailability> checkBackendsAvailable(const AvailabilityRoots& roots)
{
    std::vector<BackendAvailability> all;
    for (const BackendInfo& row : kBackends)
        all.push_back(checkBackendAvailable(row.backend, roots));
    return all;
}

} // namespace am::raid
