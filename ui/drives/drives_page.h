#pragma once

#include <QFutureWatcher>
#include <QTime>
#include <QWidget>

#include "core/drives/scan.h"
#include "core/util/units.h"

class QLabel;
class QSplitter;
class QTableView;
class QTextBrowser;

namespace am::ui {

class DrivesModel;

// The Drives page: the table of every block device, a details pane for the
// selected one, and a status line. Scans run on a worker thread.
class DrivesPage : public QWidget {
    Q_OBJECT
public:
    explicit DrivesPage(drives::SystemRoots roots, QWidget* parent = nullptr);
    ~DrivesPage() override;

    DrivesModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    bool isScanning() const { return watcher_.isRunning(); }

public slots:
    void refresh();
    void setSizeUnits(am::util::SizeUnits units);
    void setShowEmpty(bool show);

signals:
    void scanFinished(bool ok);

private:
    void onScanDone();
    void showDetails();
    void updateSummary();
    void restoreLayout();
    void saveLayout() const;

    drives::SystemRoots roots_;
    DrivesModel* model_;
    QTableView* table_;
    QTextBrowser* details_;
    QLabel* summary_;
    QSplitter* splitter_;
    QFutureWatcher<drives::ScanResult> watcher_;
    QTime scanned_at_;
};

} // namespace am::ui
