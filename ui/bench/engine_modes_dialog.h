#pragma once

#include <QDialog>
#include <QString>

#include "core/bench/engine_modes.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace am::ui {

// The engine modes of the page's next runs: polled completions, a kernel
// submission thread (on a chosen CPU or the next one), NVMe passthrough, a
// paced rate per job thread, and where the job threads run. It shows the
// `arraymark-cli bench` options they become; OK stays disabled while a field
// breaks a rule, and the rule is shown. What the target itself cannot do
// (poll queues, a generic NVMe device) the run refuses with the reason.
class EngineModesDialog : public QDialog {
    Q_OBJECT
public:
    explicit EngineModesDialog(const bench::EngineModes& modes, QWidget* parent = nullptr);

    const bench::EngineModes& modes() const { return modes_; }
    bool isValid() const { return valid_; }
    QLabel* summaryLabel() const { return summary_; }
    QLineEdit* cpusEdit() const { return cpus_; }

private:
    void validate();

    bench::EngineModes modes_;
    bool valid_ = false;
    QCheckBox* hipri_;
    QCheckBox* sqpoll_;
    QSpinBox* sqpoll_cpu_;
    QCheckBox* passthrough_;
    QSpinBox* rate_;
    QComboBox* placement_;
    QLineEdit* cpus_;
    QLabel* summary_;
    QPushButton* ok_;
};

// "default" or the modes in a few words ("polled, SQPOLL, 2000 IOPS paced"),
// for the page's button.
QString engineModesSummary(const bench::EngineModes& modes);

} // namespace am::ui
