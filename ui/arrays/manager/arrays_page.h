#pragma once

#include <QFutureWatcher>
#include <QJsonObject>
#include <QWidget>
#include <map>
#include <vector>

#include "core/drives/block_device.h"
#include "core/drives/system_roots.h"
#include "core/raid/array_care.h"
#include "core/raid/array_settings.h"
#include "ui/arrays/manager/array_actions.h"
#include "ui/arrays/manager/array_snapshot.h"
#include "ui/helper/helper_channel.h"

class QBoxLayout;
class QCheckBox;
class QComboBox;
class QLabel;
class QMessageBox;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTextBrowser;
class QTimer;
class QTreeView;

namespace am::ui {

class ArraysModel;
class RebuildMeasurement;
class RebuildReportView;
struct CareSent;

// The array manager: every md array with its members, state, sync progress
// and ETA, read about once a second on a worker thread (sysfs reads can stall
// while the kernel reconfigures an array, so never on the GUI thread); member
// and array actions through arraymark-helper; and "Measure a rebuild".
class ArraysPage : public QWidget {
    Q_OBJECT
public:
    ArraysPage(drives::SystemRoots roots, HelperProvider* helpers, QWidget* parent = nullptr);
    ~ArraysPage() override;

    ArraysModel* model() const { return model_; }
    QTreeView* tree() const { return tree_; }
    QLabel* banner() const { return banner_; }
    QPlainTextEdit* actionLog() const { return log_; }
    RebuildMeasurement* rebuild() const { return rebuild_; }
    RebuildReportView* rebuildReport() const { return report_; }
    QComboBox* rebuildMember() const { return rebuild_member_; }
    QComboBox* rebuildPreset() const { return rebuild_preset_; }
    QCheckBox* rebuildAllowWrite() const { return allow_write_; }
    QPushButton* rebuildStart() const { return rebuild_start_; }
    QPushButton* actionButton(ArrayAction action) const;
    QPushButton* readBackendsButton() const { return backends_button_; }
    QLabel* backendsStatus() const { return backends_status_; } // what the last read gave
    bool isReading() const { return watcher_.isRunning(); }
    QString selectedArray() const;  // "md0", empty when none
    QString selectedMember() const; // "/dev/vdb" when a member row is selected

    // Points the page at other roots (tests step through a recorded recovery).
    void setRoots(const drives::SystemRoots& roots);
    // The Drives page's last scan: its free drives are offered by Add… and Reshape….
    void setDriveScan(const drives::ScanResult& scan) { drive_scan_ = scan; }
    // Where the md driver check finds the kernel's modules (/lib/modules; tests: a fixture tree).
    void setModulesRoot(const std::filesystem::path& modules);
    // Sends one action now, as the buttons do after their dialogs. Returns the request id.
    qint64 runAction(ArrayAction action, const ActionTarget& target);
    // Delete only when `typed` is the array's name; false (and nothing sent) otherwise.
    bool deleteArray(const QString& array, const QString& typed);
    void selectArray(const QString& name);
    // Fail or remove the member; when the core says it would fail the array or take its last
    // redundancy, first a ForceNameDialog (arrays_page_consistency.cpp). Returns the request id,
    // -1 when nothing was sent.
    qint64 loseMember(ArrayAction action, const ActionTarget& target);
    // Sends array_settings (the "Consistency…" dialog's change). Returns the request id.
    qint64 runSettings(const QString& array, const raid::SettingsChange& change);
    QPushButton* consistencyButton() const { return consistency_button_; }
    QPushButton* reshapeButton() const { return reshape_button_; }        // "Reshape…"
    QPushButton* growFilesystemButton() const { return grow_fs_button_; } // "Grow filesystem…"
    // Sends grow_filesystem for the array (the dialog's plan, run). Returns the request id.
    qint64 runGrowFilesystem(const QString& array);
    // Sends reshape (the dialog's plan, run) as the page's other actions go. Returns the id.
    qint64 runReshape(const helper::ReshapeFields& fields);
    // mdadm could not restore an interrupted reshape's critical section from its backup file:
    // asks (non-modal) whether to assemble with --invalid-backup and sends that when agreed.
    void offerInvalidBackup(const QJsonObject& assemble_answer);
    // The question offerInvalidBackup shows (objectName "invalidBackupQuestion"), if open.
    QMessageBox* invalidBackupQuestion() const;
    QTextBrowser* details() const { return details_; }
    // Sends "Stop check" (scrub idle) now, as the button does after its question. Returns the id.
    qint64 stopCheck(const QString& array);
    QPushButton* careButton() const { return care_button_; } // "Checks and alerts…"
    // Where "Checks and alerts…" reads and previews (tests: a copy of a machine's files).
    void setCarePaths(const raid::CarePaths& paths) { care_paths_ = paths; }
    // Sends the dialog's check_schedule or alert_settings as the page's other actions go.
    CareSent sendCare(const helper::RequestBody& body);
    // The wizard's create in the action log, like every other action: what
    // ran, or why it was refused, and what a failed create's rollback undid.
    void logCreate(const QString& array_path, const QJsonObject& answer);

public slots:
    void refreshNow();
    // Asks the helper (root) for the LVM, btrfs and ZFS arrays; md keeps coming from sysfs.
    void readOtherBackends();
    void startRebuild();
    void openCareDialog();

signals:
    void newArrayRequested();
    void compareRequested(); // "Compare configurations…": the campaign dialog
    void snapshotApplied();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void buildActions(QWidget* box);
    QWidget* buildRebuildPanel();
    void onTick();
    void onSnapshot();
    void onSelection();
    void updateDetails();
    void updateButtons();
    void updateRebuildMembers();
    void onActionButton(ArrayAction action);
    void buildConsistencyButton(QWidget* box, QBoxLayout* row); // arrays_page_consistency.cpp
    void openConsistencyDialog();
    void updateConsistencyButton();
    void buildReshapeButton(QWidget* box, QBoxLayout* row); // arrays_page_reshape.cpp
    void openReshapeDialog();
    void openGrowFilesystemDialog();
    void updateReshapeButton();
    void buildCareButtons(QBoxLayout* row); // arrays_page_care.cpp
    void updateStopCheckButton();
    void confirmStopCheck();
    void connectChannel(HelperChannel* channel);
    // Sends one request, logs "> what" and keeps `what` for the answer's log line.
    std::pair<HelperChannel*, qint64> sendToHelper(const helper::RequestBody& body,
                                                   const QString& what);
    void appendLog(const QString& text);
    void onRebuildFinished(bool ok);
    void onBackendsAnswer(const QJsonObject& answer);
    void applyArrays();                  // md_arrays_ then other_arrays_ into the model
    QString selectedBackendName() const; // "lvm"; empty for md and imsm (the request's default)

    drives::SystemRoots roots_;
    drives::ScanResult drive_scan_;
    std::filesystem::path modules_ = "/lib/modules";
    HelperProvider* helpers_;
    ArraysModel* model_;
    QTreeView* tree_;
    QLabel* banner_;
    QLabel* updated_;
    QTextBrowser* details_;
    QPlainTextEdit* log_;
    QTabWidget* bottom_;
    QTimer* timer_;
    std::map<ArrayAction, QPushButton*> buttons_;
    std::map<ArrayAction, QString> tips_;
    std::vector<raid::ArrayStatus> md_arrays_;    // the last sysfs read
    std::vector<raid::ArrayStatus> other_arrays_; // lvm, btrfs, zfs: the last helper answer
    QPushButton* backends_button_ = nullptr;
    QPushButton* consistency_button_ = nullptr;
    QPushButton* reshape_button_ = nullptr;
    QPushButton* grow_fs_button_ = nullptr;
    QPushButton* care_button_ = nullptr;
    raid::CarePaths care_paths_;
    QLabel* backends_status_ = nullptr;
    HelperChannel* backends_channel_ = nullptr;
    qint64 backends_request_ = -1;
    QFutureWatcher<ArraySnapshot> watcher_;
    qint64 read_started_ms_ = -1;
    bool driver_loaded_ = true;
    QString last_selected_;
    std::vector<HelperChannel*> connected_;
    std::map<std::pair<HelperChannel*, qint64>, QString>
        pending_; // what each running request is, for the log

    RebuildMeasurement* rebuild_;
    RebuildReportView* report_;
    QComboBox* rebuild_member_;
    QComboBox* rebuild_preset_;
    QCheckBox* allow_write_;
    QPushButton* rebuild_start_;
    QPushButton* rebuild_cancel_;
    QLabel* rebuild_step_;
};

} // namespace am::ui
