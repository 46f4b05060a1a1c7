#pragma once

#include <QFutureWatcher>
#include <QWidget>
#include <optional>

#include "core/drives/scan.h"

class QComboBox;
class QLabel;

namespace am::ui {

// Where a run goes: the default test file in the cache directory, another
// file, or a drive, partition or md array from the drives scan, with the
// scan's in-use verdict beside it.
class TargetPanel : public QWidget {
    Q_OBJECT
public:
    explicit TargetPanel(drives::SystemRoots roots, QWidget* parent = nullptr);
    ~TargetPanel() override;

    QString targetPath() const;
    bool isDevice() const;
    // The scan's entry for a device target (nullptr for files).
    const drives::BlockDevice* device() const;
    // The file size to ask for ("1GiB"); empty for devices (the whole device).
    QString sizeText() const;
    // Why the File size field's text breaks `bench --size`'s rule (a sentence
    // naming the value and the rule), empty when it is good or the target is a device.
    QString sizeProblem() const;
    // The rule depends on the preset's largest block size (bytes).
    void setLargestBlock(std::uint64_t bytes);
    std::uint64_t largestBlock() const { return largest_block_; }
    // Why a writing preset cannot run on this target, translated; empty when it can.
    QString writeRefusal() const;
    // Sets a file target (tests, "Choose a file…").
    void setFileTarget(const QString& path);
    void setSizeText(const QString& size);
    // Selects a listed file or device by path; false when it is not listed (yet).
    bool selectTarget(const QString& path);
    bool hasScan() const { return scan_.has_value(); }
    const std::optional<drives::ScanResult>& scan() const { return scan_; }
    static QString defaultTestFile();

public slots:
    // Scans on its own (a page used without the main window, tests).
    void refreshDrives();
    // Takes a scan made elsewhere: in the main window the Drives page scans
    // for both, so devices are opened once and both pages agree.
    void setScan(const am::drives::ScanResult& scan);

signals:
    void targetChanged();
    void sizeValidityChanged(); // sizeProblem() may be another
    void drivesScanned();

private:
    void onScanDone();
    void onChosen(int index);
    void fillCombo();
    void showVerdict();

    drives::SystemRoots roots_;
    QComboBox* target_;
    QComboBox* size_;
    QLabel* size_label_;
    QLabel* verdict_;
    QFutureWatcher<drives::ScanResult> watcher_;
    std::optional<drives::ScanResult> scan_;
    QString custom_file_;
    std::uint64_t largest_block_;
};

} // namespace am::ui
