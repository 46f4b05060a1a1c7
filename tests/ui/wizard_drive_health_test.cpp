// The array wizard's drive list and SMART (ui/arrays/wizard/drive_health_mark): failing and worn
// drives marked in their rows with the reasons, a failing drive never left ticked by a new scan,
// and a warning line (not a refusal) when one is picked.
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "core/drives/drive_json.h"
#include "core/raid/backend_table.h"
#include "tests/ui/support/fake_helper_channel.h"
#include "tests/ui/support/health_scan.h"
#include "tests/ui/support/test_files.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/drives_pick_page.h"

using namespace am;

namespace {
constexpr int kStatus = 4; // the drive list's Status column

struct Wizard {
    ui::test::FakeHelperProvider helpers;
    QTemporaryDir history;
    std::unique_ptr<ui::ArrayWizard> wizard;

    explicit Wizard(drives::ScanResult scan)
    {
        wizard = std::make_unique<ui::ArrayWizard>(
            ui::ArrayWizard::Options{.roots = test::fixtureRoots(),
                                     .scan = std::move(scan),
                                     .helpers = &helpers,
                                     .history_directory = history.path(),
                                     .md_driver_roots = test::mdDriverTree("loaded"),
                                     .as_root = false,
                                     .backend_availability = [] {
                                         std::vector<raid::BackendAvailability> all;
                                         for (const auto& info : raid::kBackends)
                                             all.push_back({info.backend, true, {}});
                                         return all;
                                     }});
        wizard->show();
    }
    ui::DrivesPickPage* page() const { return wizard->drivesPage(); }
    int rowOf(const QString& path) const
    {
        for (int row = 0; row < page()->table()->rowCount(); ++row)
            if (page()->table()->item(row, 0)->text().trimmed() == path) return row;
        return -1;
    }
    QTableWidgetItem* status(const QString& path) const
    {
        const int row = rowOf(path);
        return row < 0 ? nullptr : page()->table()->item(row, kStatus);
    }
    bool picked(const std::string& path) const
    {
        const auto& picks = wizard->state().picked;
        return std::find(picks.begin(), picks.end(), path) != picks.end();
    }
};
} // namespace

class WizardDriveHealthTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ArrayMarkTest"));
        QSettings().clear();
    }

    void failingAndWornDrivesAreMarkedWithTheirReasons()
    {
        const drives::ScanResult scan = test::healthScan();
        Wizard w(scan);
        QTableWidgetItem* failing = w.status(QStringLiteral("/dev/sdb"));
        QVERIFY(failing);
        QVERIFY2(failing->text().contains(QStringLiteral("Failing (SMART)")),
                 qPrintable(failing->text()));
        QVERIFY(failing->text().startsWith(QStringLiteral("Free"))); // still pickable
        QVERIFY(!failing->icon().isNull());
        for (const auto& reason : scan.find("sdb")->health->reasons)
            QVERIFY2(failing->toolTip().contains(QString::fromStdString(reason)), reason.c_str());
        // The whole row says it, wherever the pointer rests.
        QCOMPARE(w.page()->table()->item(w.rowOf(QStringLiteral("/dev/sdb")), 0)->toolTip(),
                 failing->toolTip());

        QTableWidgetItem* worn = w.status(QStringLiteral("/dev/nvme1n1"));
        QVERIFY2(worn->text().contains(QStringLiteral("Worn (SMART)")), qPrintable(worn->text()));
        QVERIFY(!worn->icon().isNull());
        QVERIFY(worn->toolTip().contains(
            QString::fromStdString(scan.find("nvme1n1")->health->reasons.front())));

        QTableWidgetItem* healthy = w.status(QStringLiteral("/dev/nvme0n1"));
        QCOMPARE(healthy->text(), QStringLiteral("Free"));
        QVERIFY(healthy->icon().isNull());
    }

    void pickingAFailingDriveWarnsButIsAllowed()
    {
        Wizard w(test::healthScan());
        QVERIFY(w.page()->warningLabel()->text().isEmpty());
        QVERIFY(w.page()->setPicked(QStringLiteral("/dev/nvme0n1"), true));
        QVERIFY(w.page()->warningLabel()->text().isEmpty()); // healthy: nothing to say
        QVERIFY(w.page()->setPicked(QStringLiteral("/dev/sdb"), true));
        const QString warning = w.page()->warningLabel()->text();
        QVERIFY2(warning.contains(QStringLiteral("sdb is failing")), qPrintable(warning));
        QVERIFY(!w.page()->warningLabel()->isHidden());
        QVERIFY(w.picked("/dev/sdb"));
        QVERIFY(w.page()->isComplete());
        // A worn one is said too; unpicking the failing one takes its line away.
        QVERIFY(w.page()->setPicked(QStringLiteral("/dev/nvme1n1"), true));
        QVERIFY(w.page()->warningLabel()->text().contains(QStringLiteral("nvme1n1 is worn")));
        QVERIFY(w.page()->setPicked(QStringLiteral("/dev/sdb"), false));
        QVERIFY(!w.page()->warningLabel()->text().contains(QStringLiteral("sdb is failing")));
        QVERIFY(w.page()->warningLabel()->text().contains(QStringLiteral("nvme1n1 is worn")));
    }

    void aScanThatFindsADriveFailingUnticksIt()
    {
        // Picked before SMART was read (this user's scan), then the helper's scan as root.
        Wizard w(drives::scan(test::fixtureRoots()));
        QVERIFY(w.page()->setPicked(QStringLiteral("/dev/sdb"), true));
        QVERIFY(w.page()->setPicked(QStringLiteral("/dev/nvme0n1"), true));
        QVERIFY(w.page()->setPicked(QStringLiteral("/dev/nvme1n1"), true));
        w.page()->checkButton()->click();
        ui::test::FakeHelperChannel* channel = w.helpers.fake(helper::Scope::ReadDevices);
        QCOMPARE(channel->last().request.value(QStringLiteral("health")).toBool(), true);
        channel->answer(channel->last().id,
                        {{QStringLiteral("scan"), test::toQt(drives::toJson(test::healthScan()))}});
        QVERIFY(w.wizard->state().scan_verified);
        QVERIFY(!w.picked("/dev/sdb")); // failing: not kept ticked for the person
        QVERIFY(w.picked("/dev/nvme0n1"));
        QVERIFY(w.picked("/dev/nvme1n1")); // worn: kept, and said
        QVERIFY(w.page()->warningLabel()->text().contains(QStringLiteral("nvme1n1 is worn")));
        bool said = false;
        for (auto* label : w.page()->findChildren<QLabel*>())
            said |= label->text().contains(QStringLiteral("failing drive")) &&
                    label->text().contains(QStringLiteral("unticked"));
        QVERIFY(said);

        // Ticked again knowing it: the next scan (a device changed) keeps it.
        QVERIFY(w.page()->setPicked(QStringLiteral("/dev/sdb"), true));
        w.page()->takeScan(test::healthScan(), true);
        QVERIFY(w.picked("/dev/sdb"));
        QVERIFY(w.page()->warningLabel()->text().contains(QStringLiteral("sdb is failing")));
    }
};

QTEST_MAIN(WizardDriveHealthTest)
#include "wizard_drive_health_test.moc"
