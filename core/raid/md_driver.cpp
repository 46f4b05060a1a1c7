#include "core/raid/md_driver.h"

#include "core/raid/backend_availability.h"

#include "core/util/text_file.h"

namespace am::raid {

namespace fs = std::filesystem;

namespace {
// modules.dep lists md_mod as md-mod.ko(.xz|.zst|.gz); modprobe treats '-' and '_' alike.
std::string findMdMod(const fs::path& list) { return findModuleEntry(list, "md_mod"); }
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
