#pragma once

#include <QElapsedTimer>
#include <QWizardPage>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTimer;

namespace am::ui {

class CampaignChart;
class CampaignDialog;
class CampaignProgress;
class CampaignRun;

// Page 3: the campaign running. Where it is (configuration, phase, cell),
// the time left (the plan's estimate minus the time so far), the chart
// filling in, a log of what was built and deleted, Stop (at the end of the
// running cell), and at the end the report.
class CampaignRunPage : public QWizardPage {
    Q_OBJECT
public:
    explicit CampaignRunPage(CampaignDialog* dialog);

    void initializePage() override;
    bool isComplete() const override;
    bool isRunning() const;
    void stop();

signals:
    // The finished campaign's document, to open in the workspace.
    void showInWorkspace(const QString& document);

public:
    CampaignProgress* progress() const { return progress_; }
    CampaignChart* chart() const { return chart_; }
    CampaignRun* run() const { return run_; }
    QLabel* status() const { return status_; }
    QLabel* eta() const { return eta_; }
    QProgressBar* cellBar() const { return bar_; }
    QPushButton* stopButton() const { return stop_; }
    QPushButton* reportButton() const { return report_; }
    QPushButton* workspaceButton() const { return workspace_; }
    QLabel* outcome() const { return outcome_; }
    // The time left for `elapsed_s` seconds of run (the label's text).
    QString etaText(double elapsed_s) const;

private:
    void refresh();
    void onFinished(bool ok, const QString& message);

    CampaignDialog* dialog_;
    CampaignProgress* progress_;
    CampaignChart* chart_;
    CampaignRun* run_ = nullptr;
    QLabel* status_;
    QLabel* eta_;
    QProgressBar* bar_;
    QPlainTextEdit* log_;
    QPushButton* stop_;
    QPushButton* report_;
    QPushButton* workspace_;
    QLabel* outcome_;
    QTimer* clock_;
    QElapsedTimer elapsed_;
};

} // namespace am::ui
