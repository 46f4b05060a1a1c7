#pragma once

#include <QColor>
#include <QIcon>
#include <QString>
#include <utility>
#include <vector>

#include "core/drives/block_device.h"

namespace am::ui {

// How the GUI words and marks a drive's SMART verdict (core/drives/health). Like the arrays'
// states, a finding is told three ways: a word, an icon and a colour.
QString healthVerdictText(drives::HealthVerdict verdict); // "Failing", translated
QIcon healthVerdictIcon(drives::HealthVerdict verdict);   // none for Healthy
QColor
healthVerdictColor(drives::HealthVerdict verdict); // invalid (the palette's) unless a finding

// The Drives page's Health cell: the verdict; "—" for a drive with SMART that this scan did not
// read (the GUI's own scan never does: it needs root); empty for devices without SMART.
QString healthCellText(const drives::BlockDevice& device);
// Its tooltip: the reasons, or how to get SMART read; empty when there is nothing to say.
QString healthToolTip(const drives::BlockDevice& device);
// True for a device that has SMART but no reading in this scan.
bool healthNotRead(const drives::BlockDevice& device);

// The figures the drive reported, as (label, value) rows: wear, errors, sectors, temperature,
// power-on hours. Figures it did not report are left out.
std::vector<std::pair<QString, QString>> healthFigures(const drives::DriveHealth& health);

// "nvme1n1 is failing: 24 sectors pending reallocation (attribute 197)"; empty unless Failing
// or Worn.
QString driveHealthSentence(const std::string& name, const drives::DriveHealth& health);

} // namespace am::ui
