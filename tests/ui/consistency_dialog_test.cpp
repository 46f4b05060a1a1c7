// The Arrays page's "Consistency…" dialog (the commands shown before anything runs, the core's
// refusals), the typed-name confirmation before failing the last redundant member, and the
// requests both send, against a fake helper.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <filesystem>

#include "core/drives/scan.h"
#include "core/raid/steps.h"

#include "support/fake_helper_channel.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/arrays/manager/consistency_dialog.h"
#include "ui/arrays/manager/force_name_dialog.h"
#include "ui/arrays/wizard/level_options.h"
#include "ui/arrays/wizard/wizard_state.h"

using namespace am;
using ui::ArrayAction;
using ui::test::FakeHelperProvider;
using Scope = helper::Scope;

namespace {
const std::filesystem::path kData = ARRAYMARK_TEST_DATA;

drives::SystemRoots recovery(const char* step)
{
    const auto root = kData / "raid" / "recovery" / step;
    return {root / "sys", root / "proc", root / "dev"};
}

QJsonObject withoutId(QJsonObject request)
{
    request.remove(QStringLiteral("id"));
    return request;
}

raid::ArrayStatus mirror()
{
    raid::ArrayStatus array;
    array.name = "md127";
    array.path = "/dev/md127";
    array.level = "raid1";
    array.metadata = "1.2";
    array.consistency_policy = "bitmap";
    array.bitmap = "internal";
    array.raid_disks = 2;
    array.members = {{"sdb", "/dev/sdb", 0, "active", {"in_sync"}},
                     {"sdc", "/dev/sdc", 1, "active", {"in_sync", "write_mostly"}}};
    return array;
}

void choose(QComboBox* box, const QString& data) { box->setCurrentIndex(box->findData(data)); }
} // namespace

class ConsistencyDialogTest : public QObject {
    Q_OBJECT
private slots:
    void showsTheCommandsBeforeAnythingRuns()
    {
        ui::ConsistencyDialog dialog(mirror());
        QVERIFY(!dialog.runButton()->isEnabled());
        choose(dialog.bitmapChoice(), "none");
        QCOMPARE(dialog.commands()->toPlainText(),
                 QStringLiteral("$ mdadm --grow /dev/md127 --bitmap=none"));
        QVERIFY(dialog.runButton()->isEnabled());
        QVERIFY(dialog.change().bitmap == raid::Bitmap::None);
    }

    void theCoresRefusalDisablesRun()
    {
        ui::ConsistencyDialog dialog(mirror());
        choose(dialog.policyChoice(), "ppl");
        QVERIFY(!dialog.runButton()->isEnabled());
        QVERIFY2(dialog.commands()->toPlainText().contains("PPL exists for raid5 only"),
                 qPrintable(dialog.commands()->toPlainText()));
        choose(dialog.bitmapChoice(), "internal");
        QVERIFY(dialog.commands()->toPlainText().contains("already has a write-intent bitmap"));
    }

    void writeMostlyBoxesStartAsTheKernelSaysAndChangeByDifference()
    {
        ui::ConsistencyDialog dialog(mirror());
        QCOMPARE(dialog.writeMostlyBoxes().size(), std::size_t{2});
        QVERIFY(!dialog.writeMostlyBoxes()[0]->isChecked());
        QVERIFY(dialog.writeMostlyBoxes()[1]->isChecked());
        dialog.writeMostlyBoxes()[0]->setChecked(true);
        dialog.writeMostlyBoxes()[1]->setChecked(false);
        const auto change = dialog.change();
        QCOMPARE(change.write_mostly, std::vector<std::string>{"/dev/sdb"});
        QCOMPARE(change.readwrite, std::vector<std::string>{"/dev/sdc"});
        QCOMPARE(dialog.commands()->toPlainText(),
                 QStringLiteral("$ write /sys/block/md127/md/dev-sdb/state writemostly\n"
                                "$ write /sys/block/md127/md/dev-sdc/state -writemostly"));
    }

    void forceNameDialogDemandsTheExactName()
    {
        ui::ForceNameDialog dialog("md127", "Mark failed", "md127 is raid1 ... unreadable");
        QVERIFY(!dialog.goButton()->isEnabled());
        QTest::keyClicks(dialog.nameEdit(), "md12");
        QVERIFY(!dialog.goButton()->isEnabled());
        QTest::keyClicks(dialog.nameEdit(), "7");
        QVERIFY(dialog.goButton()->isEnabled());
    }

    void settingsRequestGoesToTheHelper()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page(recovery("00-clean"), &helpers);
        raid::SettingsChange change;
        change.bitmap = raid::Bitmap::Internal;
        change.write_mostly = {"/dev/vdc"};
        page.runSettings("md0", change);
        QCOMPARE(helpers.fake(Scope::ChangeMembers)->sent.size(), 1);
        QCOMPARE(withoutId(helpers.fake(Scope::ChangeMembers)->last().request),
                 (QJsonObject{{"op", "array_settings"},
                              {"array", "md0"},
                              {"bitmap", "internal"},
                              {"write_mostly", QJsonArray{"/dev/vdc"}}}));
    }

    void failingTheLastMemberAsksForTheNameFirst()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page(recovery("01-member-failed"), &helpers);
        QSignalSpy applied(&page, &ui::ArraysPage::snapshotApplied);
        page.refreshNow();
        QVERIFY(applied.wait(5000));
        // Dismissed: nothing is sent.
        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<ui::ForceNameDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->reject();
        });
        QCOMPARE(page.loseMember(ArrayAction::Fail, {"md0", "/dev/vdb"}), qint64{-1});
        QVERIFY(helpers.fake(Scope::ChangeMembers)->sent.isEmpty());
        // Confirmed with the name: sent with force_name.
        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<ui::ForceNameDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QTest::keyClicks(dialog->nameEdit(), "md0");
            dialog->goButton()->click();
        });
        QVERIFY(page.loseMember(ArrayAction::Fail, {"md0", "/dev/vdb"}) >= 0);
        QCOMPARE(
            withoutId(helpers.fake(Scope::ChangeMembers)->last().request),
            (QJsonObject{
                {"op", "fail"}, {"array", "md0"}, {"device", "/dev/vdb"}, {"force_name", "md0"}}));
        // The faulty member goes without a question.
        QVERIFY(page.loseMember(ArrayAction::Remove, {"md0", "/dev/vdc"}) >= 0);
        QCOMPARE(withoutId(helpers.fake(Scope::ChangeMembers)->last().request),
                 (QJsonObject{{"op", "remove"}, {"array", "md0"}, {"device", "/dev/vdc"}}));
    }

    void wizardChoiceReachesThePlanAndTheRequest()
    {
        ui::WizardState state;
        const auto root = kData / "machine1";
        state.roots = {root / "sys", root / "proc", root / "dev"};
        state.scan = drives::scan(state.roots);
        state.picked = {"/dev/nvme0n1", "/dev/nvme1n1", "/dev/sda"};
        state.level = raid::Level::Raid5;
        state.name = "data";
        ui::LevelOptions options;
        options.showSpares(state);
        choose(options.bitmapBox(), "ppl");
        options.readInto(state);
        options.refresh(state);
        QVERIFY(state.plan().consistency_policy == raid::ConsistencyPolicy::Ppl);
        QVERIFY(!state.plan().bitmap);
        QCOMPARE(ui::planRequest(state.plan(), "create").value("consistency_policy").toString(),
                 QStringLiteral("ppl"));
        QVERIFY(options.consistencyWords()->text().contains(QStringLiteral("write hole")));

        choose(options.bitmapBox(), "journal");
        // The journal is offered among the free drives that are not picked.
        QVERIFY(options.journalBox()->count() > 0);
        for (int i = 0; i < options.journalBox()->count(); ++i)
            QVERIFY(options.journalBox()->itemData(i).toString() != QStringLiteral("/dev/sda"));
        options.readInto(state);
        QVERIFY(state.write_journal.has_value());
        QVERIFY(!state.consistency_policy);
        const auto plan = state.plan();
        QCOMPARE(ui::planRequest(plan, "plan").value("write_journal").toString(),
                 QString::fromStdString(*state.write_journal));
        const auto steps = raid::createSteps(plan);
        QVERIFY(std::find(steps.front().argv.begin(), steps.front().argv.end(),
                          "--write-journal") != steps.front().argv.end());
    }
};

QTEST_MAIN(ConsistencyDialogTest)
#include "consistency_dialog_test.moc"
