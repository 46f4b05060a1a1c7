#include "ui/arrays/manager/free_drive_picker.h"

#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <algorithm>
#include <limits>

#include "core/drives/transport.h"
#include "ui/arrays/wizard/wizard_state.h"
#include "ui/drives/drives_model.h"

namespace am::ui {
namespace {

QString labelOf(const drives::BlockDevice& device)
{
    QStringList parts{QString::fromStdString(device.path),
                      sizeText(device.size_bytes, util::SizeUnits::Decimal),
                      QString::fromStdString(drives::toString(device.transport)).toUpper()};
    if (!device.model.empty()) parts << QString::fromStdString(device.model);
    return parts.join(QStringLiteral("  "));
}

} // namespace

QStringList devicePathsIn(const QString& typed)
{
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    return typed.split(separators, Qt::SkipEmptyParts);
}

std::vector<FreeDrive> freeDrivesFor(const drives::ScanResult& scan, const raid::ArrayStatus& array)
{
    std::uint64_t smallest_member = std::numeric_limits<std::uint64_t>::max();
    bool member_seen = false;
    for (const raid::MemberStatus& member : array.members)
        if (const drives::BlockDevice* device = scan.find(member.path)) {
            smallest_member = std::min(smallest_member, device->size_bytes);
            member_seen = true;
        }
    const bool whole_disks_only = array.backend == raid::Backend::Imsm;
    std::vector<FreeDrive> free;
    const auto consider = [&](const drives::BlockDevice& device) {
        if (!listedInWizard(device) || !canPick(device, nullptr)) return;
        if (whole_disks_only && device.is_partition) return;
        free.push_back({QString::fromStdString(device.path), labelOf(device),
                        member_seen && device.size_bytes < smallest_member});
    };
    for (const drives::BlockDevice& drive : scan.drives) {
        consider(drive);
        for (const drives::BlockDevice& part : drive.partitions) consider(part);
    }
    return free;
}

FreeDrivePicker::FreeDrivePicker(const std::vector<FreeDrive>& drives, QLineEdit* field,
                                 QWidget* parent)
    : QToolButton(parent), field_(field)
{
    setText(tr("Free drives"));
    setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(this);
    for (const FreeDrive& drive : drives) {
        QString label = drive.label;
        if (drive.smaller_than_members)
            label += QLatin1String("  ") + tr("(smaller than the members)");
        QAction* action = menu->addAction(label);
        action->setCheckable(true);
        action->setData(drive.path);
        connect(action, &QAction::toggled, this, [this, path = drive.path](bool ticked) {
            QStringList paths = devicePathsIn(field_->text());
            paths.removeAll(path);
            if (ticked) paths << path;
            field_->setText(paths.join(QLatin1Char(' ')));
        });
    }
    setMenu(menu);
    setEnabled(!drives.empty());
    setToolTip(drives.empty()
                   ? tr("The Drives page's last scan found no free drive: a drive in use, "
                        "read-only or with partitions is not offered, nor one this user could "
                        "not check (Check with administrator rights on the Drives page)")
                   : tr("Free drives from the Drives page's last scan; the helper checks each "
                        "again before anything is written"));
    connect(menu, &QMenu::aboutToShow, this, &FreeDrivePicker::syncTicks);
}

void FreeDrivePicker::syncTicks()
{
    const QStringList typed = devicePathsIn(field_->text());
    for (QAction* action : menu()->actions()) {
        const QSignalBlocker quiet(action);
        action->setChecked(typed.contains(action->data().toString()));
    }
}

} // namespace am::ui
