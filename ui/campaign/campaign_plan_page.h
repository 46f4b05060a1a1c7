#pragma once

#include <QWizardPage>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace am::ui {

class CampaignDialog;

// Page 2: the plan in words and exact commands (campaign::describePlan), what
// is destroyed, the estimated duration, and the typed confirmation: the
// campaign's name, as the array wizard asks for the array's.
class CampaignPlanPage : public QWizardPage {
    Q_OBJECT
public:
    explicit CampaignPlanPage(CampaignDialog* dialog);

    void initializePage() override;
    bool isComplete() const override;
    QPlainTextEdit* planText() const { return text_; }
    QLabel* duration() const { return duration_; }
    QLabel* destroyed() const { return destroyed_; }
    QLineEdit* confirmation() const { return confirm_; }

private:
    CampaignDialog* dialog_;
    QLabel* duration_;
    QLabel* destroyed_;
    QPlainTextEdit* text_;
    QLabel* confirm_label_;
    QLineEdit* confirm_;
};

} // namespace am::ui
