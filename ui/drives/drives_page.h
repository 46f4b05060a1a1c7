#pragma once

#include <QFutureWatcher>
#include <QTime>
#include <QWidget>

#include "core/drives/scan.h"
#include "core/util/units.h"

class QLabel;
class QPushButton;
class QSplitter;
class QTableView;
class QTextBrowser;

namespace am::ui {

class DrivesModel;
class HelperDriveScan;
class HelperProvider;

// The Drives page: the table of every block device, a details pane for the
// selected one, and a status line. Scans run on a worker thread. As a normal
// user, devices this user may not read show "not checked"; "Check with
// administrator rights" asks arraymark-helper for its scan as root, which the
// page keeps (F5 asks the helper again) until the kernel's device list changes.
// Only that scan reads SMART (the Health column): it is offered for that too.
class DrivesPage : public QWidget {
    Q_OBJECT
public:
    explicit DrivesPage(drives::SystemRoots roots, QWidget* parent = nullptr);
    ~DrivesPage() override;

    DrivesModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    bool isScanning() const { return watcher_.isRunning(); }
    // Not owned; must outlive the page (or be reset to nullptr first).
    void setHelperProvider(HelperProvider* helpers) { helpers_ = helpers; }
    // True while the table shows arraymark-helper's scan as root.
    bool showsHelperScan() const { return helper_scan_shown_; }
    QPushButton* checkButton() const { return check_; }
    QLabel* checkStatus() const { return check_status_; }

public slots:
    void refresh();
    // The kernel's device list changed (DeviceMonitor): the helper's answer is
    // about the old list, so it is dropped; the page scans again (after the
    // running scan, if one runs).
    void devicesChanged();
    // "Check with administrator rights".
    void checkWithAdministratorRights();
    void setSizeUnits(am::util::SizeUnits units);
    void setShowEmpty(bool show);

signals:
    void scanFinished(bool ok);

private:
    void startOwnScan();
    void onScanDone();
    void onHelperScan(const drives::ScanResult& scan);
    void onHelperFailed(const QString& message);
    void showScan(drives::ScanResult scan);
    void updateCheckOffer();
    void showDetails();
    void updateSummary();
    void restoreLayout();
    void saveLayout() const;

    drives::SystemRoots roots_;
    DrivesModel* model_;
    QTableView* table_;
    QTextBrowser* details_;
    QLabel* summary_;
    QPushButton* check_;
    QLabel* check_status_;
    HelperDriveScan* helper_scan_;
    HelperProvider* helpers_ = nullptr;
    bool helper_scan_shown_ = false;
    bool rescan_pending_ = false; // the device list changed while a scan ran
    QSplitter* splitter_;
    QFutureWatcher<drives::ScanResult> watcher_;
    QTime scanned_at_;
};

} // namespace am::ui
