#pragma once

#include <QFutureWatcher>
#include <QWizardPage>

#include "ui/arrays/wizard/estimate_source.h"

class QChartView;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace am::ui {

class ArrayWizard;
class MemberMeasurement;

// Page 3: the levels side by side for the picked drives (capacity, fault
// tolerance, estimated random read/write IOPS, sequential MB/s) from
// core/estimate, a chart of each level's reads against I/Os in flight, with a label saying whether
// the figures come from this machine's measurements of those drives or from a shipped reference. A
// member without a measurement can be measured read-only here, in the page
// (progress, Stop, the outcome as a sentence); the estimate follows.
class EstimatePage : public QWizardPage {
    Q_OBJECT
public:
    explicit EstimatePage(ArrayWizard* wizard);

    void initializePage() override;
    bool isComplete() const override; // not while a member is being measured
    QTableWidget* table() const { return table_; }
    QLabel* sourceLabel() const { return source_; }
    QChartView* curveView() const { return curve_; }
    QLabel* curveSentence() const { return curve_sentence_; }
    QPushButton* measureButton() const { return measure_; }
    QPushButton* compareButton() const { return compare_; }
    QPushButton* stopButton() const { return stop_; }
    QProgressBar* measureProgress() const { return progress_; }
    QLabel* measureStatus() const { return measure_status_; }
    MemberMeasurement* measurement() const { return measurement_; }
    bool isBusy() const { return watcher_.isRunning(); }

signals:
    void estimated();                       // the table is filled (tests wait for it)
    void comparisonOpened(QWidget* dialog); // "Compare configurations…" opened its dialog

private:
    void show(const EstimateTable& table);
    void fitTableHeight(int rows); // the header and `rows` rows, no empty band and no scroll bar
    void startMeasurement();
    void openComparison();
    void showMeasurementProgress();
    void onMeasured(bool ok, const QString& message);

    ArrayWizard* wizard_;
    QTableWidget* table_;
    QLabel* source_;
    QChartView* curve_;      // predicted reads against I/Os in flight, per level
    QLabel* curve_sentence_; // what that curve means for the chosen level
    QPushButton* measure_;   // the first member without a measurement, read-only
    QPushButton* again_;     // estimate again (after a measurement)
    QPushButton* compare_;   // the campaign dialog over these drives
    MemberMeasurement* measurement_;
    QProgressBar* progress_; // cells done of the measurement's total
    QPushButton* stop_;
    QLabel* measure_status_; // what is being measured, or how it ended
    QString unmeasured_;     // that member's path
    QFutureWatcher<EstimateTable> watcher_;
};

} // namespace am::ui
