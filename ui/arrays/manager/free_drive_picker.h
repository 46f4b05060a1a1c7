#pragma once

#include <QString>
#include <QStringList>
#include <QToolButton>
#include <cstdint>
#include <vector>

#include "core/drives/block_device.h"
#include "core/raid/array_status.h"

class QLineEdit;

namespace am::ui {

// A device the Drives page's last scan found free, offered where an array takes new members
// (Add…, Reshape…). The rule is the wizard's (listedInWizard, canPick): nothing in use, not
// read-only, a disk with partitions only through a partition. The helper checks again before
// anything is written (it opens the device O_EXCL); the list only saves typing.
struct FreeDrive {
    QString path;  // "/dev/sdf"
    QString label; // "/dev/sdf  1.00 TB  SATA  WDC WD10EFRX" (decimal, as the wizard lists drives)
    // Smaller than the array's smallest member in the same scan: md will most likely refuse it
    // (said, not hidden: the member may hold less than its device).
    bool smaller_than_members = false;
};

// Free devices for `array`: imsm takes whole disks only (they join its container); members of
// the array itself are never free. In scan order.
std::vector<FreeDrive> freeDrivesFor(const drives::ScanResult& scan,
                                     const raid::ArrayStatus& array);

// The device paths typed into a field that takes several: separated by spaces or commas.
QStringList devicePathsIn(const QString& typed);

// "Free drives ▾": a menu of `drives` whose ticks add and remove their paths in `field`
// (space-separated, as typed), so typing stays possible. Disabled, with a tool tip, when the scan
// found none.
class FreeDrivePicker : public QToolButton {
    Q_OBJECT
public:
    FreeDrivePicker(const std::vector<FreeDrive>& drives, QLineEdit* field,
                    QWidget* parent = nullptr);

private:
    void syncTicks(); // the menu's ticks follow what the field holds

    QLineEdit* field_;
};

} // namespace am::ui
