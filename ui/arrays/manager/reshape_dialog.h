#pragma once

#include <QDialog>
#include <QJsonObject>
#include <optional>

#include "core/drives/block_device.h"
#include "core/helper/request.h"
#include "core/raid/array_status.h"
#include "ui/helper/helper_channel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTextBrowser;

namespace am::ui {

class FreeDrivePicker;

// "Reshape…" on the Arrays page (issue #23): more members, the whole of bigger members, another
// level or chunk of an md array. "Show plan" asks the helper (reshape_plan, read-devices: it
// opens the devices to add O_EXCL) for the exact mdadm steps, the backup file, the shapes before
// and after and the time; "Reshape" is enabled only while the plan shown is the plan of the
// choices made, and the page then sends `reshape` with the same fields.
class ReshapeDialog : public QDialog {
    Q_OBJECT
public:
    // `drives`: the Drives page's last scan, whose free drives the "Free drives" menu offers.
    ReshapeDialog(const raid::ArrayStatus& array, HelperProvider* helpers,
                  const drives::ScanResult& drives = {}, QWidget* parent = nullptr);

    // The request the choices make (the array by its md name).
    helper::ReshapeFields fields() const;
    // Sends reshape_plan for the current choices; false (and a sentence) when nothing changes.
    bool showPlan();

    QLineEdit* addDevices() const { return add_; }
    FreeDrivePicker* freeDrives() const { return free_drives_; }
    QSpinBox* raidDevices() const { return raid_devices_; }
    QComboBox* levelChoice() const { return level_; }
    QComboBox* chunkChoice() const { return chunk_; }
    QCheckBox* sizeMax() const { return size_max_; }
    QLineEdit* backupFile() const { return backup_; }
    QLineEdit* forceName() const { return force_name_; }
    QPushButton* planButton() const { return plan_button_; }
    QPushButton* reshapeButton() const { return reshape_button_; }
    QTextBrowser* planView() const { return plan_view_; }
    QLabel* status() const { return status_; }

private:
    void onAnswer(qint64 id, const QJsonObject& answer);
    void onChoicesChanged();

    raid::ArrayStatus array_;
    HelperProvider* helpers_;
    HelperChannel* channel_ = nullptr;
    qint64 pending_id_ = -1;
    std::optional<helper::ReshapeFields> asked_;   // the choices the pending request carries
    std::optional<helper::ReshapeFields> planned_; // the choices the plan shown belongs to
    QLineEdit* add_;
    FreeDrivePicker* free_drives_;
    QSpinBox* raid_devices_;
    QComboBox* level_;
    QComboBox* chunk_;
    QCheckBox* size_max_;
    QLineEdit* backup_;
    QLineEdit* force_name_;
    QPushButton* plan_button_;
    QPushButton* reshape_button_;
    QTextBrowser* plan_view_;
    QLabel* status_;
};

} // namespace am::ui
