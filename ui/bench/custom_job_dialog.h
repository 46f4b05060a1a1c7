#pragma once

#include <QDialog>

#include "core/bench/custom_preset.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace am::ui {

// The custom job editor: pattern, lists of block sizes, read shares and queue
// depths, workers, seconds per cell and ramp. OK stays disabled while a field
// is wrong, and the reason is shown.
class CustomJobDialog : public QDialog {
    Q_OBJECT
public:
    explicit CustomJobDialog(const bench::CustomSweep& sweep, QWidget* parent = nullptr);

    // Valid once accepted (or whenever isValid()).
    const bench::CustomSweep& sweep() const { return sweep_; }
    bool isValid() const { return valid_; }
    QLineEdit* blockSizesEdit() const { return block_sizes_; }
    QLineEdit* readSharesEdit() const { return read_shares_; }
    QLabel* summaryLabel() const { return summary_; } // the cell count, or why OK is disabled

private:
    void validate();
    void showError(const QString& text);

    bench::CustomSweep sweep_;
    bool valid_ = false;
    QComboBox* pattern_;
    QLineEdit* block_sizes_;
    QLineEdit* read_shares_;
    QLineEdit* queue_depths_;
    QSpinBox* workers_;
    QDoubleSpinBox* runtime_;
    QDoubleSpinBox* ramp_;
    QLabel* summary_;
    QPushButton* ok_;
};

} // namespace am::ui
