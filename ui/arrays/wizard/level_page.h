#pragma once

#include <QFutureWatcher>
#include <QWizardPage>
#include <map>

#include "core/raid/platform.h"
#include "core/raid/types.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace am::ui {

class ArrayWizard;

// Page 2: level (capacity, fault tolerance and purpose for the picked drives,
// one line each), chunk, bitmap, raid10 layout, hot spares, name; Intel
// firmware RAID (imsm) when the platform reports it or IMSM_NO_PLATFORM=1.
class LevelPage : public QWizardPage {
    Q_OBJECT
public:
    explicit LevelPage(ArrayWizard* wizard);

    void initializePage() override;
    bool isComplete() const override;

    // The line shown beside a level ("3.00 TB · survives 1 failed drive · ...").
    QString levelDetail(raid::Level level) const;
    bool selectLevel(raid::Level level);
    QLineEdit* nameEdit() const { return name_; }
    QCheckBox* imsmBox() const { return imsm_; }
    QListWidget* sparesList() const { return spares_; }

private:
    void readChoices();
    void refresh();
    void onPlatformProbed();

    ArrayWizard* wizard_;
    QButtonGroup* levels_;
    std::map<raid::Level, QLabel*> details_;
    QComboBox* chunk_;
    QComboBox* bitmap_;
    QComboBox* layout_;
    QLabel* layout_label_;
    QListWidget* spares_;
    QLineEdit* name_;
    QLabel* name_hint_;
    QCheckBox* imsm_;
    QLabel* members_note_;
    QFutureWatcher<raid::Platform> platform_;
    bool updating_ = false;
};

} // namespace am::ui
