#include "core/raid/md_driver.h"

#include <fstream>
#include <string_view>

#include "core/util/text_file.h"

namespace am::raid {

namespace fs = std::filesystem;

namespace {

// modprobe treats '-' and '_' in module names alike; files end in .ko,
// .ko.xz, .ko.zst or .ko.gz.
bool namesMdMod(std::string_view module_path)
{
    const auto slash = module_path.rfind('/');
    std::string_view file =
        slash == std::string_view::npos ? module_path : module_path.substr(slash + 1);
    const auto ko = file.find(".ko");
    if (ko == std::string_view::npos) return false;
    std::string name(file.substr(0, ko));
    for (char& c : name)
        if (c == '-') c = '_';
    return name == "md_mod";
}

// The md_mod entry of a modules.dep ("path: deps") or modules.builtin ("path") file.
std::string findMdMod(const fs::path& list)
{
    std::ifstream in(list);
    std::string line;
    while (std::getline(in, line)) {
        const std::string path = line.substr(0, line.find(':'));
        if (namesMdMod(path)) return path;
    }
    return {};
}

} // namespace

MdDriverAvailability checkMdDriver(const MdDriverRoots& roots)
{
    MdDriverAvailability result;
    result.mdstat = roots.procfs / "mdstat";
    std::error_code error;
    if (fs::exists(result.mdstat, error)) {
        result.state = MdDriverState::Loaded;
        return result;
    }
    result.state = MdDriverState::Unavailable;
    if (fs::exists(roots.sysfs / "module" / "md_mod", error)) {
        result.gap = MdDriverGap::PresentWithoutMdstat;
        result.checked = roots.sysfs / "module" / "md_mod";
        return result;
    }
    result.kernel_release =
        util::readAttribute(roots.procfs / "sys" / "kernel" / "osrelease").value_or("");
    if (result.kernel_release.empty()) {
        result.gap = MdDriverGap::KernelUnknown;
        result.checked = roots.procfs / "sys" / "kernel" / "osrelease";
        return result;
    }
    const fs::path tree = roots.modules / result.kernel_release;
    if (!findMdMod(tree / "modules.builtin").empty()) {
        result.gap = MdDriverGap::PresentWithoutMdstat;
        result.checked = tree / "modules.builtin";
        return result;
    }
    if (!fs::exists(tree / "modules.dep", error)) {
        result.gap = MdDriverGap::NoModuleTree;
        result.checked = tree;
        return result;
    }
    const std::string module = findMdMod(tree / "modules.dep");
    if (module.empty()) {
        result.gap = MdDriverGap::NotInModules;
        result.checked = tree / "modules.dep";
        return result;
    }
    const fs::path file = tree / module; // modules.dep names files relative to its tree
    result.checked = file;
    if (!fs::exists(file, error)) {
        result.gap = MdDriverGap::ModuleFileMissing;
        return result;
    }
    result.state = MdDriverState::Loadable;
    return result;
}

} // namespace am::raid
