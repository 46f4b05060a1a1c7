#pragma once

#include <QIcon>
#include <QString>
#include <optional>
#include <vector>

#include "core/drives/block_device.h"

namespace am::ui {

// How the wizard's drive list marks a drive whose SMART says failing or worn (from the helper's
// scan as root): an icon and a word in its row, the reasons in the tooltip. Not a refusal:
// such a drive can still be picked, with a warning.
struct HealthMark {
    QIcon icon;
    QString text;     // "Failing (SMART)"
    QString tool_tip; // the verdict and its reasons
};
std::optional<HealthMark> healthMark(const drives::BlockDevice& device);

bool isFailing(const drives::BlockDevice& device);

// Whose SMART speaks for `device`: a partition's disk (looked up in `scan`), else itself.
const drives::BlockDevice& healthSource(const drives::BlockDevice& device,
                                        const drives::ScanResult& scan);

// The warning line for picked drives (or partitions of drives) that are failing or worn; empty
// when none is.
QString pickedHealthWarning(const std::vector<const drives::BlockDevice*>& picked,
                            const drives::ScanResult& scan);

} // namespace am::ui
