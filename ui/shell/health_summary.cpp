#include "ui/shell/health_summary.h"

#include <QStringList>
#include <algorithm>

#include "ui/arrays/manager/array_status_text.h"
#include "ui/drives/health_text.h"

namespace am::ui {

namespace {
QString q(const std::string& text) { return QString::fromStdString(text); }

QList<HealthFinding> arrayFindings(const std::vector<raid::ArrayStatus>& arrays)
{
    QList<HealthFinding> findings;
    for (const auto& array : arrays)
        if (const QString text = arrayHealthSentence(array); !text.isEmpty())
            findings.append({HealthFinding::Subject::Array, q(array.name), true, text});
    return findings;
}
} // namespace

QString arrayHealthSentence(const raid::ArrayStatus& array)
{
    const QString name = q(array.name);
    switch (arrayHealth(array)) {
    case ArrayHealth::Broken:
        return HealthSummary::tr("%1 has failed: %2 of %3 members missing")
            .arg(name)
            .arg(array.degraded)
            .arg(array.raid_disks);
    case ArrayHealth::Attention: {
        if (array.degraded > 0)
            return (array.state == raid::ArrayState::Recovering
                        ? HealthSummary::tr("%1 is degraded and rebuilding: %2 of %3 members "
                                            "missing")
                        : HealthSummary::tr("%1 is degraded: %2 of %3 members missing"))
                .arg(name)
                .arg(array.degraded)
                .arg(array.raid_disks);
        QStringList faulty; // arrayHealth's other reason: a failed member still listed
        for (const auto& member : array.members)
            if (member.role == "faulty") faulty << q(member.name);
        return HealthSummary::tr("%1 has a failed member: %2")
            .arg(name, faulty.join(QStringLiteral(", ")));
    }
    case ArrayHealth::Good:
    case ArrayHealth::Busy:
        return {};
    }
    return {};
}

raid::ArrayStatus statusOfScanned(const drives::MdArray& scanned)
{
    raid::ArrayStatus status;
    status.name = scanned.name;
    status.path = scanned.path;
    status.level = scanned.level;
    status.metadata = scanned.metadata_version;
    status.array_state = scanned.array_state;
    status.sync_action = scanned.sync_action;
    status.raid_disks = scanned.raid_disks;
    status.degraded = scanned.degraded;
    status.size_bytes = scanned.size_bytes;
    status.chunk_bytes = scanned.chunk_bytes;
    using S = raid::ArrayState;
    if (scanned.level == "container")
        status.state = S::Container;
    else if (scanned.array_state == "inactive")
        status.state = S::Inactive;
    else if (raid::tooDegraded(scanned.level, scanned.raid_disks, scanned.degraded))
        status.state = S::Failed;
    else if (scanned.degraded > 0)
        status.state = scanned.sync_action == "recover" ? S::Recovering : S::Degraded;
    else
        status.state = S::Clean;
    return status;
}

void HealthSummary::setDriveScan(const drives::ScanResult& scan)
{
    std::map<std::string, Reading> readings;
    drive_findings_.clear();
    for (const auto& drive : scan.drives) {
        std::optional<drives::DriveHealth> health = drive.health;
        if (const auto last = readings_.find(drive.name);
            !health && last != readings_.end() && last->second.serial == drive.serial)
            health = last->second.health;
        if (!health) continue;
        readings[drive.name] = {drive.serial, *health};
        if (const QString text = driveHealthSentence(drive.name, *health); !text.isEmpty())
            drive_findings_.append({HealthFinding::Subject::Drive, q(drive.name),
                                    health->verdict == drives::HealthVerdict::Failing, text});
    }
    readings_ = std::move(readings);
    std::vector<raid::ArrayStatus> arrays;
    for (const auto& array : scan.arrays) arrays.push_back(statusOfScanned(array));
    array_findings_ = arrayFindings(arrays);
    update();
}

void HealthSummary::setArrays(const std::vector<raid::ArrayStatus>& arrays)
{
    array_findings_ = arrayFindings(arrays);
    update();
}

bool HealthSummary::anyCritical() const
{
    return std::any_of(findings_.begin(), findings_.end(),
                       [](const HealthFinding& finding) { return finding.critical; });
}

void HealthSummary::update()
{
    QList<HealthFinding> findings = array_findings_ + drive_findings_;
    // Critical first, each group in the order given (arrays, then drives in scan order).
    std::stable_partition(findings.begin(), findings.end(),
                          [](const HealthFinding& finding) { return finding.critical; });
    if (findings == findings_) return;
    findings_ = std::move(findings);
    emit changed();
}

} // namespace am::ui
