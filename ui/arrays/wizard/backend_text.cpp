#include "ui/arrays/wizard/backend_text.h"

#include <QCoreApplication>

namespace am::ui {

namespace {

constexpr char kContext[] = "am::ui::BackendText";

// QT_TRANSLATE_NOOP marks the sources for lupdate. Each must equal its kBackends row's text
// (array_wizard_backend_test checks).
const char* titleSource(raid::Backend backend)
{
    switch (backend) {
    case raid::Backend::Md:
        return QT_TRANSLATE_NOOP("am::ui::BackendText", "Linux md (mdadm)");
    case raid::Backend::Imsm:
        return QT_TRANSLATE_NOOP("am::ui::BackendText", "Intel VROC / RST (mdadm, imsm)");
    case raid::Backend::Lvm:
        return QT_TRANSLATE_NOOP("am::ui::BackendText", "LVM raid (lvm2, dm-raid)");
    case raid::Backend::Btrfs:
        return QT_TRANSLATE_NOOP("am::ui::BackendText", "btrfs raid profiles");
    case raid::Backend::Zfs:
        return QT_TRANSLATE_NOOP("am::ui::BackendText", "ZFS pools (zpool), read-only");
    }
    return "";
}

const char* goodForSource(raid::Backend backend)
{
    switch (backend) {
    case raid::Backend::Md:
        return QT_TRANSLATE_NOOP(
            "am::ui::BackendText",
            "The kernel's software RAID: every level, the widest tool support, native metadata 1.2 or 1.0.");
    case raid::Backend::Imsm:
        return QT_TRANSLATE_NOOP(
            "am::ui::BackendText",
            "md with Intel's metadata: the firmware and Windows see the same array (dual boot, VROC keys).");
    case raid::Backend::Lvm:
        return QT_TRANSLATE_NOOP(
            "am::ui::BackendText",
            "A raid logical volume in a volume group of these drives: md's code under LVM's tools, resizable and mixable with other volumes.");
    case raid::Backend::Btrfs:
        return QT_TRANSLATE_NOOP(
            "am::ui::BackendText",
            "The filesystem spreads its own copies: checksums find bad copies, drives of different sizes mix; measured through a file.");
    case raid::Backend::Zfs:
        return QT_TRANSLATE_NOOP(
            "am::ui::BackendText",
            "Shown read-only: pools and their state are listed, not created or "
            "changed (zfsutils-linux is in Debian contrib).");
    }
    return "";
}

} // namespace

QString backendTitle(raid::Backend backend)
{
    return QCoreApplication::translate(kContext, titleSource(backend));
}

QString backendGoodFor(raid::Backend backend)
{
    return QCoreApplication::translate(kContext, goodForSource(backend));
}

} // namespace am::ui
