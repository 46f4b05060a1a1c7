#pragma once

#include <QFutureWatcher>
#include <QWizardPage>
#include <map>
#include <optional>
#include <vector>

#include "core/raid/backend_availability.h"
#include "core/raid/platform.h"
#include "core/raid/types.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QRadioButton;

namespace am::ui {

class ArrayWizard;
class BackendChoice;
class LevelOptions;

// Page 2: the backend (those this machine can run; Intel firmware RAID, imsm, when the platform
// reports it or IMSM_NO_PLATFORM=1), the levels it builds (capacity, fault tolerance and
// purpose for the picked drives, one line each), then the options it has: chunk, bitmap, raid10
// layout, hot spares (md), btrfs's metadata profile and mixed block groups; the name.
class LevelPage : public QWizardPage {
    Q_OBJECT
public:
    explicit LevelPage(ArrayWizard* wizard);

    void initializePage() override;
    bool isComplete() const override;

    // The line shown beside a level ("3.00 TB · survives 1 failed drive · ...").
    QString levelDetail(raid::Level level) const;
    bool selectLevel(raid::Level level);
    QRadioButton* levelButton(raid::Level level) const;
    QLabel* levelDetailLabel(raid::Level level) const { return details_.at(level); }
    BackendChoice* backendChoice() const { return backends_; }
    QLineEdit* nameEdit() const;
    QListWidget* sparesList() const;
    QComboBox* chunkBox() const;
    QComboBox* bitmapBox() const;
    QComboBox* layoutBox() const;
    QComboBox* metadataLevelBox() const;
    QCheckBox* mixedBox() const;
    QLabel* measuredNote() const { return measured_note_; }
    QLabel* problemsLabel() const { return problems_; }

private:
    void applyAvailability();
    void readChoices();
    void refresh();
    void onPlatformProbed();
    // Why the backend refuses `level` for the picked drives (its own rules); empty when it
    // does not.
    QString levelRefusal(raid::Level level) const;
    QStringList planProblems() const;

    ArrayWizard* wizard_;
    BackendChoice* backends_;
    QButtonGroup* levels_;
    std::map<raid::Level, QLabel*> details_;
    QLabel* measured_note_;
    LevelOptions* options_;
    QLabel* members_note_;
    QLabel* problems_;
    std::vector<raid::BackendAvailability> availability_;
    QFutureWatcher<raid::Platform> platform_;
    std::optional<raid::Platform> platform_result_;
    bool updating_ = false;
};

} // namespace am::ui
