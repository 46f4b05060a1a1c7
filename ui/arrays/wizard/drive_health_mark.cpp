#include "ui/arrays/wizard/drive_health_mark.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>

#include "ui/drives/health_text.h"

namespace am::ui {

namespace {
struct DriveHealthMark {
    Q_DECLARE_TR_FUNCTIONS(DriveHealthMark)
};

drives::HealthVerdict healthVerdictOf(const drives::BlockDevice& device)
{
    return device.health ? device.health->verdict : drives::HealthVerdict::Unknown;
}
} // namespace

bool isFailing(const drives::BlockDevice& device)
{
    return healthVerdictOf(device) == drives::HealthVerdict::Failing;
}

const drives::BlockDevice& healthSource(const drives::BlockDevice& device,
                                        const drives::ScanResult& scan)
{
    if (!device.is_partition) return device;
    const drives::BlockDevice* disk = scan.find(device.parent);
    return disk ? *disk : device;
}

std::optional<HealthMark> healthMark(const drives::BlockDevice& device)
{
    const drives::HealthVerdict verdict = healthVerdictOf(device);
    if (verdict != drives::HealthVerdict::Failing && verdict != drives::HealthVerdict::Worn)
        return std::nullopt;
    return HealthMark{healthVerdictIcon(verdict),
                      verdict == drives::HealthVerdict::Failing
                          ? DriveHealthMark::tr("Failing (SMART)")
                          : DriveHealthMark::tr("Worn (SMART)"),
                      healthToolTip(device)};
}

QString pickedHealthWarning(const std::vector<const drives::BlockDevice*>& picked,
                            const drives::ScanResult& scan)
{
    QStringList lines;
    bool any_failing = false;
    std::vector<const drives::BlockDevice*> said; // two partitions of one disk: one line
    for (const auto* device : picked) {
        const drives::BlockDevice& disk = healthSource(*device, scan);
        if (!disk.health || std::find(said.begin(), said.end(), &disk) != said.end()) continue;
        const QString sentence = driveHealthSentence(disk.name, *disk.health);
        if (sentence.isEmpty()) continue;
        said.push_back(&disk);
        lines << sentence;
        any_failing |= isFailing(disk);
    }
    if (any_failing)
        lines << DriveHealthMark::tr("An array on a failing drive may soon run degraded, or lose "
                                     "data with it; pick another drive if you can.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace am::ui
