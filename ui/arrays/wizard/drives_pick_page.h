#pragma once

#include <QWizardPage>
#include <set>
#include <string>

#include "core/drives/block_device.h"

class QLabel;
class QPushButton;
class QTableWidget;

namespace am::ui {

class ArrayWizard;
class HelperDriveScan;

// Page 1: the drives with checkboxes. Drives in use cannot be ticked and say
// why; a live warning names mixed sizes or transports, and picked drives whose
// SMART says failing or worn (marked in their rows; a failing one is never
// left ticked by a new scan, only by the person). As a normal user the
// content of a drive cannot be read, so "Check with administrator rights"
// asks the helper (scope read-devices, op scan) and uses its verdicts; as
// root it is not offered (this scan already read everything).
class DrivesPickPage : public QWizardPage {
    Q_OBJECT
public:
    explicit DrivesPickPage(ArrayWizard* wizard);

    bool isComplete() const override;
    QTableWidget* table() const { return table_; }
    QPushButton* checkButton() const { return check_; }
    QLabel* warningLabel() const { return warning_; }
    // Ticks or unticks the row of a device; false when it is not listed or not pickable.
    bool setPicked(const QString& path, bool picked);
    // A newer scan from the main window: after the kernel's device list changed
    // (DeviceMonitor), or the Drives page's helper scan; `verified` when from the helper as root.
    void takeScan(const drives::ScanResult& scan, bool verified);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fillTable();
    void onItemChanged();
    void askHelperToScan();
    void onHelperScan(const drives::ScanResult& scan);
    void onHelperFailed(const QString& message);

    ArrayWizard* wizard_;
    QTableWidget* table_;
    QLabel* warning_;
    QLabel* check_status_;
    QPushButton* check_;
    HelperDriveScan* helper_scan_;
    bool filling_ = false;
    std::set<std::string> failing_ticked_; // failing drives the person ticked knowing it
};

} // namespace am::ui
