#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <map>
#include <string>
#include <vector>

#include "core/drives/block_device.h"
#include "core/raid/array_status.h"

namespace am::ui {

// One thing the health banner names: an array that lost members, or a drive whose SMART says
// failing or worn.
struct HealthFinding {
    enum class Subject { Array, Drive };
    Subject subject = Subject::Drive;
    QString name;          // "md127", "nvme1n1"
    bool critical = false; // degraded or failed array, failing drive; false: worn drive
    QString text;          // "md127 is degraded: 1 of 2 members missing", translated

    bool operator==(const HealthFinding&) const = default;
};

// What is wrong right now, shared by the Drives and Arrays pages' banners. The Drives page's
// scans give the drives' SMART verdicts (and md arrays); the Arrays page's live list gives the
// arrays. For the arrays the newer of the two counts.
class HealthSummary : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // A scan without SMART (this user's own: it needs root) keeps the verdict the last reading
    // gave the same drive (same name and serial); drives no longer listed are forgotten.
    void setDriveScan(const drives::ScanResult& scan);
    void setArrays(const std::vector<raid::ArrayStatus>& arrays);

    // Critical ones first; arrays before drives.
    const QList<HealthFinding>& findings() const { return findings_; }
    bool anyCritical() const;

signals:
    void changed(); // findings() is different

private:
    void update();

    struct Reading {
        std::string serial; // the drive the reading is of: a name can pass to another drive
        drives::DriveHealth health;
    };
    QList<HealthFinding> array_findings_;
    QList<HealthFinding> drive_findings_;
    std::map<std::string, Reading> readings_; // by drive name: the last SMART reading
    QList<HealthFinding> findings_;
};

// The sentence for an array that needs attention; empty when it is fine (or busy).
QString arrayHealthSentence(const raid::ArrayStatus& array);
// The md arrays of a drives scan, as the banner judges them (the sysfs values a scan reads).
raid::ArrayStatus statusOfScanned(const drives::MdArray& array);

} // namespace am::ui
