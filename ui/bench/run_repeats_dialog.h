#pragma once

#include <QDialog>
#include <QString>

#include "ui/bench/run_request.h"

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace am::ui {

// How the page's next runs repeat each cell (the median with its min-max is reported, and
// charted as error bars) and whether a writing preset's range is preconditioned first: TRIM,
// then sequential passes, so a flash drive is measured in the state it reaches in use, not fresh
// out of the box. Shows the `arraymark-cli bench` options the choice becomes.
class RunRepeatsDialog : public QDialog {
    Q_OBJECT
public:
    explicit RunRepeatsDialog(const RunRepeats& repeats, QWidget* parent = nullptr);

    RunRepeats repeats() const;
    QSpinBox* repeatBox() const { return repeat_; }
    QDoubleSpinBox* settleBox() const { return settle_; }
    QCheckBox* preconditionBox() const { return precondition_; }
    QSpinBox* passesBox() const { return passes_; }
    QLabel* summaryLabel() const { return summary_; }

private:
    void update();

    QSpinBox* repeat_;
    QDoubleSpinBox* settle_;
    QCheckBox* precondition_;
    QSpinBox* passes_;
    QLabel* summary_;
};

// "once" or "×3", and ", preconditioned" when it is: the page's button.
QString runRepeatsSummary(const RunRepeats& repeats);

} // namespace am::ui
