#pragma once

#include <QFutureWatcher>
#include <QWizardPage>
#include <vector>

#include "core/campaign/spec.h"
#include "core/raid/validation.h"
#include "ui/arrays/wizard/estimate_source.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace am::ui {

class CampaignDialog;

// Page 1: the campaign's name, its drives (the free ones of the scan), the
// configurations to compare (ticked from the estimator's best candidates
// until the person ticks one), the options and the preset. Every problem
// validateCampaign finds is listed with its rule, and Next waits until none is left.
class CampaignSetupPage : public QWizardPage {
    Q_OBJECT
public:
    explicit CampaignSetupPage(CampaignDialog* dialog);

    bool isComplete() const override;
    campaign::CampaignSpec spec() const;
    QString campaignName() const;
    const std::vector<raid::Finding>& problems() const { return problems_; }

    QLineEdit* nameEdit() const { return name_; }
    QListWidget* driveList() const { return drives_; }
    QListWidget* configurationList() const { return configurations_; }
    QLabel* problemLabel() const { return problem_label_; }
    QCheckBox* baseline() const { return baseline_; }
    QCheckBox* precondition() const { return precondition_; }
    QCheckBox* degraded() const { return degraded_; }
    QCheckBox* rebuild() const { return rebuild_; }
    QComboBox* syncHandling() const { return sync_; }
    QComboBox* preset() const { return preset_; }
    QDoubleSpinBox* runtime() const { return runtime_; }
    bool isEstimating() const { return watcher_.isRunning(); }
    // Ticks exactly these configuration ids (the estimator's, or a test's).
    void tickConfigurations(const QStringList& ids);
    QStringList tickedConfigurations() const;

signals:
    void suggested(); // the estimator's candidates were ticked (or could not be)

private:
    QWidget* buildOptions();
    void fillDrives();
    void fillConfigurations();
    void estimate();
    void onEstimated();
    void revalidate();

    CampaignDialog* dialog_;
    QLineEdit* name_;
    QListWidget* drives_;
    QListWidget* configurations_;
    QLabel* suggestion_;
    QCheckBox* baseline_;
    QCheckBox* precondition_;
    QCheckBox* degraded_;
    QCheckBox* rebuild_;
    QComboBox* sync_;
    QComboBox* preset_;
    QDoubleSpinBox* runtime_;
    QLabel* problem_label_;
    std::vector<raid::Finding> problems_;
    QString name_problem_;
    bool configurations_touched_ = false; // the person ticked one: no more prefilling
    bool ticking_ = false;                // the page itself is ticking
    QFutureWatcher<EstimateTable> watcher_;
};

} // namespace am::ui
