#include "ui/arrays/md_driver_text.h"

#include <QCoreApplication>

namespace am::ui {

namespace {
class MdDriverText {
    Q_DECLARE_TR_FUNCTIONS(am::ui::MdDriverText)
};

QString path(const std::filesystem::path& p) { return QString::fromStdString(p.string()); }
} // namespace

QString mdDriverProblem(const raid::MdDriverAvailability& driver)
{
    const QString mdstat = path(driver.mdstat);
    const QString release = QString::fromStdString(driver.kernel_release);
    switch (driver.state) {
    case raid::MdDriverState::Loaded:
        return {};
    case raid::MdDriverState::Loadable:
        return MdDriverText::
            tr("The md driver is not loaded (%1 is missing), so no md array can be created or shown. "
               "Load it as root with \"modprobe md_mod\" (it is installed: %2), then try again.")
                .arg(mdstat, path(driver.checked));
    case raid::MdDriverState::Unavailable:
        break;
    }
    if (driver.gap == raid::MdDriverGap::PresentWithoutMdstat)
        return MdDriverText::
            tr("The md driver is present (%1), but %2 is missing, so no md array can be created or shown. "
               "Check that /proc is the kernel's procfs (mount -t proc proc /proc).")
                .arg(path(driver.checked), mdstat);
    QString why;
    QString what_to_do;
    switch (driver.gap) {
    case raid::MdDriverGap::KernelUnknown:
        why = MdDriverText::tr("%1 cannot be read, so the kernel's modules cannot be found")
                  .arg(path(driver.checked));
        what_to_do = MdDriverText::tr("Check that /proc is mounted.");
        break;
    case raid::MdDriverGap::NoModuleTree:
        why = MdDriverText::tr("%1 does not exist").arg(path(driver.checked));
        what_to_do =
            MdDriverText::tr(
                "Install the modules of kernel %1 (on Debian: the linux-image-%1 package), or boot a "
                "kernel with md support (CONFIG_BLK_DEV_MD).")
                .arg(release);
        break;
    case raid::MdDriverGap::NotInModules:
        why = MdDriverText::tr("%1 does not list it").arg(path(driver.checked));
        what_to_do = MdDriverText::tr("Boot a kernel built with md support (CONFIG_BLK_DEV_MD).");
        break;
    case raid::MdDriverGap::ModuleFileMissing:
        why = MdDriverText::tr("its file %1 is missing").arg(path(driver.checked));
        what_to_do =
            MdDriverText::tr(
                "Reinstall the modules of kernel %1 (on Debian: the linux-image-%1 package).")
                .arg(release);
        break;
    case raid::MdDriverGap::None:
    case raid::MdDriverGap::PresentWithoutMdstat:
        break;
    }
    return MdDriverText::
        tr("This kernel has no md driver (%1 is missing and md_mod cannot be loaded: %2): no md array can be "
           "created or shown here. %3")
            .arg(mdstat, why, what_to_do);
}

} // namespace am::ui
