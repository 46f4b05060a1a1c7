#pragma once

#include <QString>
#include <QWizard>
#include <optional>
#include <string>
#include <vector>

#include "core/campaign/campaign_plan.h"
#include "core/drives/block_device.h"
#include "core/drives/system_roots.h"

namespace am::ui {

class HelperProvider;
class CampaignSetupPage;
class CampaignPlanPage;
class CampaignRunPage;

// "Compare configurations…" (issue 18): pick drives, tick configurations
// (prefilled from the estimator's best candidates), options and preset; the
// plan in words with what is destroyed and how long it takes, confirmed by
// typing the campaign's name; then the run with live progress and a chart,
// Stop at the end of the cell, and the report at the end. Through
// arraymark-helper (run-campaigns) unless root, then `arraymark-cli campaign
// --stream` as a child. Nothing here blocks.
class CampaignDialog : public QWizard {
    Q_OBJECT
public:
    enum PageId { SetupId, PlanId, RunId };

    struct Options {
        drives::SystemRoots roots;
        drives::ScanResult scan;           // the Drives page's (or the wizard's) last scan
        HelperProvider* helpers = nullptr; // not owned; must outlive the dialog
        QString history_directory = {};    // measured runs for the estimate; empty: the workspace's
        std::vector<std::string> picked = {}; // drives ticked at the start (the wizard's members)
        std::optional<bool> as_root = {};     // nullopt: geteuid() == 0
        QString cli = {};                     // arraymark-cli for root; empty: findArrayMarkCli()
    };
    explicit CampaignDialog(Options options, QWidget* parent = nullptr);

    const Options& options() const { return options_; }
    bool asRoot() const { return as_root_; }
    CampaignSetupPage* setupPage() const { return setup_; }
    CampaignPlanPage* planPage() const { return plan_page_; }
    CampaignRunPage* runPage() const { return run_; }

    // The plan of what the setup page holds (made when the plan page opens).
    const campaign::CampaignPlan& plan() const { return plan_; }
    void makePlan();
    QString campaignName() const;

protected:
    void reject() override; // while a campaign runs: Stop, then close once it has ended

private:
    Options options_;
    bool as_root_;
    campaign::CampaignPlan plan_;
    CampaignSetupPage* setup_;
    CampaignPlanPage* plan_page_;
    CampaignRunPage* run_;
};

} // namespace am::ui
