#pragma once

#include <QFutureWatcher>
#include <QWizardPage>

#include "ui/arrays/wizard/estimate_source.h"

class QLabel;
class QPushButton;
class QTableWidget;

namespace am::ui {

class ArrayWizard;

// Page 3: the levels side by side for the picked drives (capacity, fault
// tolerance, estimated random read/write IOPS, sequential MB/s) from
// core/estimate, with a label saying whether the figures come from this
// machine's measurements of those drives or from a shipped reference.
class EstimatePage : public QWizardPage {
    Q_OBJECT
public:
    explicit EstimatePage(ArrayWizard* wizard);

    void initializePage() override;
    QTableWidget* table() const { return table_; }
    QLabel* sourceLabel() const { return source_; }
    QPushButton* measureButton() const { return measure_; }
    bool isBusy() const { return watcher_.isRunning(); }

signals:
    void estimated(); // the table is filled (tests wait for it)

private:
    void show(const EstimateTable& table);

    ArrayWizard* wizard_;
    QTableWidget* table_;
    QLabel* source_;
    QPushButton* measure_;   // the first member without a measurement, read-only
    QPushButton* again_;     // estimate again (after a measurement)
    QString unmeasured_;     // that member's path
    QFutureWatcher<EstimateTable> watcher_;
};

} // namespace am::ui
