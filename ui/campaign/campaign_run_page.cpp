#include "ui/campaign/campaign_run_page.h"

#include <QDesktopServices>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

#include "core/helper/protocol.h"
#include "ui/bench/cli_locator.h"
#include "ui/campaign/campaign_chart.h"
#include "ui/campaign/campaign_dialog.h"
#include "ui/campaign/campaign_progress.h"
#include "ui/campaign/campaign_run.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

CampaignRunPage::CampaignRunPage(CampaignDialog* dialog)
    : QWizardPage(dialog), dialog_(dialog), progress_(new CampaignProgress(this)),
      chart_(new CampaignChart(progress_, this)), status_(new QLabel(this)), eta_(new QLabel(this)),
      bar_(new QProgressBar(this)), log_(new QPlainTextEdit(this)),
      stop_(new QPushButton(tr("S&top at the end of the cell"), this)),
      report_(new QPushButton(tr("&Open report"), this)),
      workspace_(new QPushButton(tr("Show in &workspace"), this)), outcome_(new QLabel(this)),
      clock_(new QTimer(this))
{
    setTitle(tr("Running the campaign"));
    status_->setObjectName(QStringLiteral("campaignStatus"));
    status_->setWordWrap(true);
    eta_->setObjectName(QStringLiteral("campaignEta"));
    outcome_->setWordWrap(true);
    outcome_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    log_->setReadOnly(true);
    log_->setMaximumBlockCount(2000);
    log_->setMaximumHeight(120);
    report_->hide();
    workspace_->hide();
    workspace_->setToolTip(
        tr("Open the campaign in the Benchmark page: one series per configuration"));
    auto* buttons = new QHBoxLayout();
    buttons->addWidget(stop_);
    buttons->addWidget(report_);
    buttons->addWidget(workspace_);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(eta_);
    layout->addWidget(bar_);
    layout->addWidget(chart_, 1);
    layout->addWidget(log_);
    layout->addLayout(buttons);
    layout->addWidget(outcome_);
    clock_->setInterval(1000); // the time left, once a second
    connect(clock_, &QTimer::timeout, this, &CampaignRunPage::refresh);
    connect(progress_, &CampaignProgress::changed, this, &CampaignRunPage::refresh);
    connect(progress_, &CampaignProgress::logLine, log_, &QPlainTextEdit::appendPlainText);
    connect(stop_, &QPushButton::clicked, this, &CampaignRunPage::stop);
    connect(report_, &QPushButton::clicked, this, [this] {
        if (run_) QDesktopServices::openUrl(QUrl::fromLocalFile(run_->reportPath()));
    });
    connect(workspace_, &QPushButton::clicked, this, [this] {
        if (run_) emit showInWorkspace(run_->documentPath());
    });
}

void CampaignRunPage::initializePage()
{
    progress_->start(dialog_->plan());
    chart_->reset();
    log_->clear();
    outcome_->clear();
    report_->hide();
    workspace_->hide();
    stop_->setEnabled(true);
    CampaignRun::Setup setup;
    setup.name = dialog_->campaignName();
    setup.spec = dialog_->plan().spec;
    if (!dialog_->asRoot() && dialog_->options().helpers)
        setup.channel = dialog_->options().helpers->channel(helper::Scope::RunCampaigns);
    setup.cli = dialog_->options().cli.isEmpty() ? findArrayMarkCli() : dialog_->options().cli;
    delete run_;
    run_ = new CampaignRun(setup, this);
    connect(run_, &CampaignRun::text, progress_, &CampaignProgress::addText);
    connect(run_, &CampaignRun::line, progress_, &CampaignProgress::addLine);
    connect(run_, &CampaignRun::finished, this, &CampaignRunPage::onFinished);
    log_->appendPlainText(tr("Journal: %1").arg(run_->journalDir()));
    elapsed_.start();
    clock_->start();
    run_->start();
    refresh();
}

bool CampaignRunPage::isRunning() const { return run_ && run_->running(); }

bool CampaignRunPage::isComplete() const { return !isRunning(); }

void CampaignRunPage::stop()
{
    if (!isRunning()) return;
    run_->stop();
    stop_->setEnabled(false);
    refresh();
}

QString CampaignRunPage::etaText(double elapsed_s) const
{
    return tr("Time so far %1; about %2 left (the plan's estimate)")
        .arg(campaignDurationText(elapsed_s),
             campaignDurationText(progress_->remainingSeconds(elapsed_s)));
}

void CampaignRunPage::refresh()
{
    QString status = progress_->statusText();
    if (run_ && run_->stopping() && isRunning())
        status = tr("Stopping at the end of the running cell, then deleting its array…") +
                 QStringLiteral("\n") + status;
    status_->setText(status);
    if (isRunning()) eta_->setText(etaText(elapsed_.elapsed() / 1000.0));
    bar_->setRange(0, std::max(1, progress_->cellsTotal()));
    bar_->setValue(std::min(progress_->cellsDone(), std::max(1, progress_->cellsTotal())));
    bar_->setFormat(tr("%1 of %2 cells").arg(progress_->cellsDone()).arg(progress_->cellsTotal()));
}

void CampaignRunPage::onFinished(bool ok, const QString& message)
{
    clock_->stop();
    stop_->setEnabled(false);
    eta_->setText(tr("Took %1").arg(campaignDurationText(elapsed_.elapsed() / 1000.0)));
    QString text = ok ? tr("The campaign has finished.") : message;
    if (progress_->end() == QLatin1String("stopped"))
        text = tr("The campaign was stopped at the end of a cell and its array deleted; what it "
                  "measured until then is in the journal.");
    text += QStringLiteral("\n") +
            tr("Its journal, document and reports are in %1.").arg(run_->journalDir());
    outcome_->setText(text);
    report_->setVisible(!run_->reportPath().isEmpty());
    workspace_->setVisible(!run_->documentPath().isEmpty());
    refresh();
    emit completeChanged();
}

} // namespace am::ui
