#pragma once

#include <QDialog>
#include <vector>

#include "core/bench/result_store.h"
#include "ui/bench/estimate_overlay.h"

class QComboBox;
class QSpinBox;

namespace am::ui {

// "Overlay estimate…": an array chosen by hand (level, members, chunk) and
// the member profile: a shipped reference, or a run from the history
// measured on one drive. For any run, e.g. to see what two of this drive in
// RAID0 should do, and on machines without md.
class EstimateDialog : public QDialog {
    Q_OBJECT
public:
    EstimateDialog(const EstimateSpec& initial, const std::vector<bench::StoredRun>& history,
                   QWidget* parent = nullptr);

    EstimateSpec spec() const;
    QComboBox* levelBox() const { return level_; }
    QSpinBox* membersBox() const { return members_; }
    QComboBox* profileBox() const { return profile_; }

private:
    QComboBox* level_;
    QSpinBox* members_;
    QComboBox* chunk_;
    QComboBox* profile_;
};

} // namespace am::ui
