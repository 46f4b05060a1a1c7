#include "ui/campaign/campaign_dialog.h"

#include <unistd.h>

#include <QStandardPaths>

#include "ui/campaign/campaign_plan_page.h"
#include "ui/campaign/campaign_run_page.h"
#include "ui/campaign/campaign_setup_page.h"

namespace am::ui {

CampaignDialog::CampaignDialog(Options options, QWidget* parent)
    : QWizard(parent), options_(std::move(options)),
      as_root_(options_.as_root.value_or(::geteuid() == 0))
{
    // The same directory the Benchmark workspace keeps its history in.
    if (options_.history_directory.isEmpty())
        options_.history_directory =
            QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
            QStringLiteral("/results");
    setWindowTitle(tr("Compare configurations"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnLastPage);
    setup_ = new CampaignSetupPage(this);
    plan_page_ = new CampaignPlanPage(this);
    run_ = new CampaignRunPage(this);
    setPage(SetupId, setup_);
    setPage(PlanId, plan_page_);
    setPage(RunId, run_);
    setStartId(SetupId);
    resize(900, 720);
}

void CampaignDialog::makePlan() { plan_ = campaign::planCampaign(setup_->spec(), options_.scan); }

QString CampaignDialog::campaignName() const { return setup_->campaignName(); }

void CampaignDialog::reject()
{
    if (run_->isRunning()) {
        run_->stop();
        return;
    }
    QWizard::reject();
}

} // namespace am::ui
