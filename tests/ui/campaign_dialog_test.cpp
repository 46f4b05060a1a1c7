// "Compare configurations…" (ui/campaign/): the setup page prefilled from the
// estimator and refusing what the drives cannot make (naming the rule), the
// plan page's text, duration and typed confirmation, and the run page fed a
// recorded campaign stream through a fake helper: progress, chart, the end.
#include <QBarSet>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "core/drives/scan.h"
#include "tests/ui/support/fake_helper_channel.h"
#include "tests/ui/support/test_files.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/estimate_page.h"
#include "ui/arrays/wizard/wizard_state.h"
#include "ui/campaign/campaign_chart.h"
#include "ui/campaign/campaign_dialog.h"
#include "ui/campaign/campaign_plan_page.h"
#include "ui/campaign/campaign_progress.h"
#include "ui/campaign/campaign_run.h"
#include "ui/campaign/campaign_run_page.h"
#include "ui/campaign/campaign_setup_page.h"

using namespace am;
using ui::test::FakeHelperProvider;

namespace {

const QStringList kNvme{QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/nvme1n1")};

struct Fixture {
    FakeHelperProvider helpers;
    QTemporaryDir history; // empty: the estimate uses the reference figures
    std::unique_ptr<ui::CampaignDialog> dialog;

    explicit Fixture(std::vector<std::string> picked = {"/dev/nvme0n1", "/dev/nvme1n1"})
    {
        dialog = std::make_unique<ui::CampaignDialog>(
            ui::CampaignDialog::Options{.roots = test::fixtureRoots(),
                                        .scan = drives::scan(test::fixtureRoots()),
                                        .helpers = &helpers,
                                        .history_directory = history.path(),
                                        .picked = std::move(picked),
                                        .as_root = false});
        dialog->show();
    }
    ui::CampaignSetupPage* setup() const { return dialog->setupPage(); }
    // Waits for the estimator's ticks.
    bool waitForSuggestions() const
    {
        QSignalSpy spy(setup(), &ui::CampaignSetupPage::suggested);
        return setup()->tickedConfigurations().size() > 0 || spy.wait(10000);
    }
    QListWidgetItem* driveItem(const QString& path) const
    {
        for (int row = 0; row < setup()->driveList()->count(); ++row)
            if (setup()->driveList()->item(row)->text().startsWith(path + QLatin1Char(' ')))
                return setup()->driveList()->item(row);
        return nullptr;
    }
    void grab(const QString& name) const
    {
        dialog->grab().save(QStringLiteral("/tmp/cgui-%1.png").arg(name));
    }
};

} // namespace

class CampaignDialogTest : public QObject {
    Q_OBJECT
private slots:
    void setupIsPrefilledFromTheEstimatorsBestCandidates()
    {
        Fixture f;
        QVERIFY(f.waitForSuggestions());
        const QStringList ticked = f.setup()->tickedConfigurations();
        // Two NVMe drives: raid0, raid1 and raid10 are possible; raid5/6 need more.
        QCOMPARE(ticked.size(), 3);
        QVERIFY2(ticked.contains(QStringLiteral("raid0-512k")), qPrintable(ticked.join(',')));
        QVERIFY2(ticked.contains(QStringLiteral("raid1")), qPrintable(ticked.join(',')));
        QVERIFY(!ticked.contains(QStringLiteral("raid5-512k")));
        QVERIFY(f.setup()->isComplete());
        // Precondition is off by default, and shown.
        QVERIFY(f.setup()->precondition()->isVisible());
        QVERIFY(!f.setup()->precondition()->isChecked());
        // A drive that is not free cannot be ticked (sdc holds the root filesystem).
        QListWidgetItem* busy = f.driveItem(QStringLiteral("/dev/sdc"));
        QVERIFY(busy);
        QVERIFY(!(busy->flags() & Qt::ItemIsUserCheckable));
        f.grab(QStringLiteral("setup"));
        f.dialog->resize(1280, 800);
        f.grab(QStringLiteral("setup-1280x800"));
    }

    void aLevelTheDrivesCannotMakeIsRefusedWithItsRule()
    {
        Fixture f;
        QVERIFY(f.waitForSuggestions());
        f.setup()->tickConfigurations({QStringLiteral("raid0-512k"), QStringLiteral("raid6-64k")});
        QVERIFY(!f.setup()->isComplete());
        const QString text = f.setup()->problemLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("[min_members]")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("raid6")), qPrintable(text));
        f.grab(QStringLiteral("refused"));
        // Untick raid6: fine again; one drive left: raid0 alone is refused too.
        f.setup()->tickConfigurations({QStringLiteral("raid0-512k")});
        QVERIFY(f.setup()->isComplete());
        f.driveItem(kNvme[1])->setCheckState(Qt::Unchecked);
        QVERIFY(!f.setup()->isComplete());
        QVERIFY(f.setup()->problemLabel()->text().contains(QStringLiteral("[min_members]")));
        // A journal name that is a path is refused too.
        f.driveItem(kNvme[1])->setCheckState(Qt::Checked);
        f.setup()->nameEdit()->setText(QStringLiteral("../etc"));
        QVERIFY(!f.setup()->isComplete());
    }

    void thePlanPageShowsThePlanTheDurationAndWantsTheNameTyped()
    {
        Fixture f;
        QVERIFY(f.waitForSuggestions());
        f.setup()->tickConfigurations({QStringLiteral("raid0-512k"), QStringLiteral("raid1")});
        f.setup()->nameEdit()->setText(QStringLiteral("study"));
        f.dialog->next();
        QCOMPARE(f.dialog->currentId(), int(ui::CampaignDialog::PlanId));
        auto* plan = f.dialog->planPage();
        const QString text = plan->planText()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("mdadm")), qPrintable(text.left(400)));
        QVERIFY2(text.contains(QStringLiteral("/dev/nvme0n1")), qPrintable(text.left(400)));
        QVERIFY(f.dialog->plan().estimated_seconds > 0);
        QVERIFY2(plan->duration()->text().contains(QStringLiteral("2 configuration")),
                 qPrintable(plan->duration()->text()));
        QVERIFY(plan->destroyed()->text().contains(QStringLiteral("nvme0n1")));
        QVERIFY(!plan->isComplete());
        plan->confirmation()->setText(QStringLiteral("stud"));
        QVERIFY(!plan->isComplete());
        plan->confirmation()->setText(QStringLiteral("study"));
        QVERIFY(plan->isComplete());
        f.grab(QStringLiteral("plan"));
        f.dialog->resize(1280, 800);
        f.grab(QStringLiteral("plan-1280x800"));
    }

    void aRecordedStreamFillsTheProgressAndTheChart()
    {
        Fixture f;
        QVERIFY(f.waitForSuggestions());
        f.setup()->tickConfigurations({QStringLiteral("raid0-512k"), QStringLiteral("raid1")});
        f.setup()->nameEdit()->setText(QStringLiteral("study"));
        f.dialog->next();
        f.dialog->planPage()->confirmation()->setText(QStringLiteral("study"));
        f.dialog->next();
        QCOMPARE(f.dialog->currentId(), int(ui::CampaignDialog::RunId));
        auto* run = f.dialog->runPage();
        auto* helper = f.helpers.fake(helper::Scope::RunCampaigns);
        QCOMPARE(helper->sent.size(), 1);
        const QJsonObject request = helper->last().request;
        QCOMPARE(request.value(QStringLiteral("op")).toString(), QStringLiteral("campaign"));
        QCOMPARE(request.value(QStringLiteral("name")).toString(), QStringLiteral("study"));
        QCOMPARE(request.value(QStringLiteral("spec")).toObject().value(QStringLiteral("drives")),
                 QJsonValue(QJsonArray{kNvme[0], kNvme[1]}));
        QVERIFY(run->isRunning());
        QVERIFY(!run->isComplete());
        QCOMPARE(run->progress()->headlineCell(), std::size_t{4}); // RND4K Q32T1 read

        const QList<QByteArray> lines =
            test::slurp(QStringLiteral(ARRAYMARK_TEST_DATA "/campaign/recorded_stream.jsonl"))
                .split('\n');
        QVERIFY(lines.size() > 10);
        const qint64 id = helper->last().id;
        // Up to configuration 1's first sample: where it is, and the bars so far.
        for (const QByteArray& line : lines) {
            if (line.isEmpty()) continue;
            if (line.contains("\"done\"")) break;
            helper->stream(id, QJsonDocument::fromJson(line).object());
        }
        QCOMPARE(run->progress()->currentConfiguration(), 1);
        QCOMPARE(run->progress()->currentCell(), 4);
        QVERIFY2(run->status()->text().contains(QStringLiteral("RND4K Q32T1 read")),
                 qPrintable(run->status()->text()));
        QVERIFY2(run->status()->text().contains(QStringLiteral("2 of 2")),
                 qPrintable(run->status()->text()));
        QCOMPARE(run->progress()->cellsDone(), 2);
        QBarSet* bars = run->chart()->bars();
        QCOMPARE(bars->count(), 2);
        QCOMPARE(bars->at(0), 111000.0); // the cell's result replaces the samples' mean
        QCOMPARE(bars->at(1), 60000.0);  // still running: the mean of its samples
        QVERIFY2(run->etaText(30).startsWith(QStringLiteral("Time so far 30 s; about ")),
                 qPrintable(run->etaText(30)));
        QCOMPARE(ui::campaignDurationText(3 * 3600 + 5 * 60), QStringLiteral("3 h 05 min"));
        QCOMPARE(ui::campaignDurationText(12 * 60 + 10), QStringLiteral("12 min"));
        QVERIFY(run->progress()->remainingSeconds(1e9) == 0);
        f.grab(QStringLiteral("run"));
        f.dialog->resize(1280, 800);
        f.grab(QStringLiteral("run-1280x800"));

        // Stop: a cancel goes to the helper; the stream's end and the answer finish the page.
        run->stopButton()->click();
        QCOMPARE(helper->sent.size(), 2);
        QCOMPARE(helper->last().request.value(QStringLiteral("op")).toString(),
                 QStringLiteral("cancel"));
        for (const QByteArray& line : lines)
            if (line.contains("\"done\""))
                helper->stream(id, QJsonDocument::fromJson(line).object());
        QVERIFY(run->progress()->ended());
        QCOMPARE(run->progress()->end(), QStringLiteral("stopped"));
        const QString document = QStringLiteral("/var/lib/arraymark/campaigns/study/campaign.json");
        helper->answer(id, {{QStringLiteral("ok"), false},
                            {QStringLiteral("rule"), QStringLiteral("cancelled")},
                            {QStringLiteral("error"), QStringLiteral("the campaign was stopped")},
                            {QStringLiteral("outputs"),
                             QJsonObject{{QStringLiteral("json"), document},
                                         {QStringLiteral("html"),
                                          QStringLiteral("/var/lib/arraymark/campaigns/study/"
                                                         "report.html")}}}});
        QVERIFY(!run->isRunning());
        QVERIFY(run->isComplete());
        QVERIFY(
            run->outcome()->text().contains(QStringLiteral("/var/lib/arraymark/campaigns/study")));
        QVERIFY(run->outcome()->text().contains(QStringLiteral("stopped at the end of a cell")));
        // What it measured until the stop is reported and opens in the workspace.
        QVERIFY(!run->reportButton()->isHidden());
        QVERIFY(!run->workspaceButton()->isHidden());
        QSignalSpy shown(run, &ui::CampaignRunPage::showInWorkspace);
        run->workspaceButton()->click();
        QCOMPARE(shown.size(), 1);
        QCOMPARE(shown.takeFirst().at(0).toString(), document);
        f.grab(QStringLiteral("run-stopped"));
    }

    void theArraysPageAndTheWizardsEstimatePageOpenIt()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage arrays(test::fixtureRoots(), &helpers);
        auto* compare = arrays.findChild<QPushButton*>(QStringLiteral("compareConfigurations"));
        QVERIFY(compare);
        QSignalSpy asked(&arrays, &ui::ArraysPage::compareRequested);
        compare->click();
        QCOMPARE(asked.count(), 1);

        QTemporaryDir history;
        ui::ArrayWizard wizard({.roots = test::fixtureRoots(),
                                .scan = drives::scan(test::fixtureRoots()),
                                .helpers = &helpers,
                                .history_directory = history.path(),
                                .as_root = false});
        wizard.state().picked = {"/dev/nvme0n1", "/dev/nvme1n1"};
        QSignalSpy opened(wizard.estimatePage(), &ui::EstimatePage::comparisonOpened);
        wizard.estimatePage()->compareButton()->click();
        QCOMPARE(opened.count(), 1);
        auto* dialog = qobject_cast<ui::CampaignDialog*>(opened.first().first().value<QWidget*>());
        QVERIFY(dialog);
        QCOMPARE(dialog->setupPage()->spec().drives, wizard.state().picked);
        delete dialog;
    }

    void asRootTheCliGetsTheSameCampaign()
    {
        campaign::CampaignSpec spec;
        spec.drives = {"/dev/nvme0n1", "/dev/nvme1n1"};
        spec.configurations = {campaign::parseConfiguration("raid10:64k:f2")};
        spec.runtime_s = 2;
        spec.options.rebuild = true;
        const QStringList args = ui::campaignCliArguments(spec, QStringLiteral("/j/study"));
        QCOMPARE(args.mid(0, 4),
                 (QStringList{QStringLiteral("campaign"), QStringLiteral("--stream"),
                              QStringLiteral("--journal"), QStringLiteral("/j/study")}));
        QVERIFY(args.contains(QStringLiteral("raid10:64k:f2")));
        QVERIFY(args.contains(QStringLiteral("--rebuild")));
        QVERIFY(!args.contains(QStringLiteral("--baseline")));
        QCOMPARE(args.indexOf(QStringLiteral("--report")) + 1,
                 args.indexOf(QStringLiteral("/j/study/report.html")));
        QCOMPARE(args.mid(args.size() - 3),
                 (QStringList{QStringLiteral("--"), kNvme[0], kNvme[1]}));
        QCOMPARE(ui::campaignJournalDir(QStringLiteral("study")),
                 QStringLiteral("/var/lib/arraymark/campaigns/study"));
    }
};

QTEST_MAIN(CampaignDialogTest)
#include "campaign_dialog_test.moc"
