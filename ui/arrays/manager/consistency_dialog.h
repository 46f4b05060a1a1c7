#pragma once

#include <QDialog>
#include <vector>

#include "core/raid/array_settings.h"
#include "core/raid/array_status.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace am::ui {

// "Consistency…" on the Arrays page: the array's crash consistency as md reports it (bitmap,
// PPL, journal, resync) with what each costs, a new bitmap or policy, write-mostly members of a
// raid1, and the exact mdadm commands (raid::settingsSteps) before anything runs. Run stays
// disabled while the core refuses the change (raid::settingsProblems), saying why.
class ConsistencyDialog : public QDialog {
    Q_OBJECT
public:
    explicit ConsistencyDialog(const raid::ArrayStatus& array, QWidget* parent = nullptr);

    raid::SettingsChange change() const;
    QComboBox* bitmapChoice() const { return bitmap_; }
    QComboBox* policyChoice() const { return policy_; }
    const std::vector<QCheckBox*>& writeMostlyBoxes() const { return write_mostly_; }
    QPlainTextEdit* commands() const { return commands_; }
    QPushButton* runButton() const { return run_; }

private:
    void update();

    raid::ArrayStatus array_;
    QComboBox* bitmap_;
    QComboBox* policy_;
    std::vector<QCheckBox*> write_mostly_; // one per member of a raid1, checked as it is now
    QLabel* words_;
    QPlainTextEdit* commands_;
    QPushButton* run_;
};

} // namespace am::ui
