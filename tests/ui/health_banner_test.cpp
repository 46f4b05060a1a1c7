// The health banner atop the Drives and Arrays pages (ui/shell/health_banner, health_summary):
// its text and visibility for a degraded array (a recorded md recovery), a failing and a worn
// drive (SMART from tests/data/smartctl through core's readers), and its hiding when all is well.
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocumentFragment>

#include "core/drives/drive_json.h"
#include "core/raid/array_status.h"
#include "tests/ui/support/fake_helper_channel.h"
#include "tests/ui/support/health_scan.h"
#include "tests/ui/support/test_files.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/drives/drives_model.h"
#include "ui/drives/drives_page.h"
#include "ui/shell/health_banner.h"
#include "ui/shell/health_summary.h"
#include "ui/shell/main_window.h"

using namespace am;

namespace {
std::vector<raid::ArrayStatus> recovery(const char* step)
{
    return raid::readAllArrayStatus(
        test::machineRoots(test::kTestData / "raid" / "recovery" / step));
}

QString text(const ui::HealthBanner& banner) { return banner.textLabel()->text(); }

// The link the banner gives `name`, as QLabel hands it to linkActivated.
QString linkOf(const ui::HealthBanner& banner, const QString& name)
{
    const QRegularExpression anchor(QStringLiteral("<a href=\"([^\"]+)\">([^<]+)</a>"));
    for (const auto& match : anchor.globalMatch(text(banner)))
        if (match.captured(2) == name) return match.captured(1);
    return {};
}

// A scan whose drives all read healthy: the failing and worn ones read as the healthy fixtures.
drives::ScanResult allHealthy()
{
    drives::ScanResult scan = test::healthScan();
    const auto healthy_hdd = test::driveNamed(scan, "sdd")->health;
    const auto healthy_nvme = test::driveNamed(scan, "nvme0n1")->health;
    test::driveNamed(scan, "sdb")->health = healthy_hdd;
    test::driveNamed(scan, "nvme1n1")->health = healthy_nvme;
    return scan;
}
} // namespace

class HealthBannerTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ArrayMarkTest"));
        QSettings().clear();
    }

    void aDegradedArrayIsNamedAndItsNameOpensIt()
    {
        const auto arrays = recovery("01-member-failed");
        QCOMPARE(arrays.at(0).degraded, 1U);
        ui::HealthSummary summary;
        ui::HealthBanner banner(&summary);
        QVERIFY(banner.isHidden()); // nothing known yet
        summary.setArrays(arrays);
        QVERIFY(!banner.isHidden());
        QVERIFY(banner.isCritical());
        QVERIFY2(banner.textLabel()->textFormat() == Qt::RichText, "the name is a link");
        const QString plain = QTextDocumentFragment::fromHtml(text(banner)).toPlainText();
        QCOMPARE(plain, QStringLiteral("md0 is degraded: %1 of %2 members missing")
                            .arg(arrays[0].degraded)
                            .arg(arrays[0].raid_disks));
        QSignalSpy clicked(&banner, &ui::HealthBanner::arrayClicked);
        const QString link = linkOf(banner, QStringLiteral("md0"));
        QVERIFY2(!link.isEmpty(), qPrintable(text(banner)));
        emit banner.textLabel()->linkActivated(link);
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toString(), QStringLiteral("md0"));

        // Rebuilt: the banner goes.
        summary.setArrays(recovery("04-recovered"));
        QVERIFY(banner.isHidden());
    }

    void aFailingDriveIsNamedWithItsReasonsBeforeAWornOne()
    {
        const drives::ScanResult scan = test::healthScan();
        ui::HealthSummary summary;
        ui::HealthBanner banner(&summary);
        summary.setDriveScan(scan);
        QVERIFY(!banner.isHidden());
        QVERIFY(banner.isCritical());
        const QList<ui::HealthFinding>& findings = summary.findings();
        QCOMPARE(findings.size(), 2); // machine1's md0 is clean; only sdb and nvme1n1
        QCOMPARE(findings[0].name, QStringLiteral("sdb"));
        QVERIFY(findings[0].critical);
        QCOMPARE(findings[1].name, QStringLiteral("nvme1n1"));
        QVERIFY(!findings[1].critical);
        const QString shown = text(banner);
        QVERIFY2(shown.contains(QStringLiteral("sdb is failing: ")), qPrintable(shown));
        for (const auto& reason : scan.find("sdb")->health->reasons)
            QVERIFY2(shown.contains(QString::fromStdString(reason).toHtmlEscaped()),
                     reason.c_str());
        QVERIFY(shown.indexOf(QStringLiteral("sdb is failing")) <
                shown.indexOf(QStringLiteral("nvme1n1 is worn")));
        QVERIFY(linkOf(banner, QStringLiteral("sdb")).isEmpty()); // drives are not links
    }

    void onlyWornDrivesGiveTheMilderWarning()
    {
        drives::ScanResult scan = test::healthScan();
        test::driveNamed(scan, "sdb")->health = test::driveNamed(scan, "sdd")->health;
        ui::HealthSummary summary;
        ui::HealthBanner banner(&summary);
        summary.setDriveScan(scan);
        QVERIFY(!banner.isHidden());
        QVERIFY(!banner.isCritical());
        QVERIFY(!summary.anyCritical());
        QVERIFY(text(banner).contains(QStringLiteral("nvme1n1 is worn")));
        QVERIFY(!text(banner).contains(QStringLiteral("sdb")));
        // Milder is also told by colour: not the failing strip's.
        ui::HealthSummary failing_summary;
        ui::HealthBanner failing(&failing_summary);
        failing_summary.setDriveScan(test::healthScan());
        QVERIFY(banner.palette().color(QPalette::Window) !=
                failing.palette().color(QPalette::Window));
    }

    void hidesWhenAllIsWell()
    {
        ui::HealthSummary summary;
        ui::HealthBanner banner(&summary);
        QSignalSpy changed(&summary, &ui::HealthSummary::changed);
        summary.setDriveScan(test::healthScan());
        summary.setArrays(recovery("01-member-failed"));
        QVERIFY(!banner.isHidden());
        summary.setDriveScan(allHealthy()); // md arrays from this scan too: machine1's clean md0
        summary.setArrays(recovery("04-recovered"));
        QVERIFY(summary.findings().isEmpty());
        QVERIFY(banner.isHidden());
        const int before = changed.count();
        summary.setArrays(recovery("04-recovered"));
        QCOMPARE(changed.count(), before); // the same findings: no news
    }

    void aScanWithoutSmartKeepsTheLastReadingOfTheSameDrive()
    {
        ui::HealthSummary summary;
        summary.setDriveScan(test::healthScan());
        QCOMPARE(summary.findings().size(), 2);
        // This user's own scan (a device appeared): no SMART, the verdicts stay.
        drives::ScanResult own = drives::scan(test::fixtureRoots());
        summary.setDriveScan(own);
        QCOMPARE(summary.findings().size(), 2);
        QCOMPARE(summary.findings()[0].name, QStringLiteral("sdb"));
        // Another drive under the name: its reading is not sdb's old one.
        test::driveNamed(own, "sdb")->serial = "SWAPPED-SERIAL";
        summary.setDriveScan(own);
        QCOMPARE(summary.findings().size(), 1);
        QCOMPARE(summary.findings()[0].name, QStringLiteral("nvme1n1"));
    }

    void theScansArraysCountUntilTheArraysPageReadsNewer()
    {
        drives::ScanResult scan = drives::scan(test::fixtureRoots());
        QCOMPARE(scan.arrays.at(0).degraded, 0U);
        scan.arrays.at(0).degraded = 1; // what a scan reads from md/degraded while md0 is degraded
        ui::HealthSummary summary;
        summary.setDriveScan(scan);
        QCOMPARE(summary.findings().size(), 1);
        QCOMPARE(summary.findings()[0].text,
                 ui::arrayHealthSentence(ui::statusOfScanned(scan.arrays[0])));
        QVERIFY(summary.findings()[0].text.startsWith(QStringLiteral("md0 is degraded: 1 of 2")));
        summary.setArrays(recovery("04-recovered")); // the Arrays page's read is newer
        QVERIFY(summary.findings().isEmpty());
        // Too many missing for raid1: failed, said so.
        scan.arrays.at(0).degraded = 2;
        summary.setDriveScan(scan);
        QVERIFY2(summary.findings().value(0).text.contains(QStringLiteral("has failed")),
                 qPrintable(summary.findings().value(0).text));
    }

    void theMainWindowPutsOneAtopBothPagesAndItsLinkOpensTheArray()
    {
        ui::MainWindow window(test::fixtureRoots());
        for (QWidget* page : {static_cast<QWidget*>(window.drivesPage()),
                              static_cast<QWidget*>(window.arraysPage())}) {
            QVERIFY(page->layout()->itemAt(0));
            const auto* first =
                qobject_cast<ui::HealthBanner*>(page->layout()->itemAt(0)->widget());
            QVERIFY(first == window.drivesBanner() || first == window.arraysBanner());
            QVERIFY(first->parentWidget() == page);
        }
        window.healthSummary()->setArrays(recovery("01-member-failed"));
        QVERIFY(!window.drivesBanner()->isHidden());
        QVERIFY(!window.arraysBanner()->isHidden());
        QCOMPARE(text(*window.drivesBanner()), text(*window.arraysBanner()));
        QVERIFY(window.tabs()->currentWidget() == window.drivesPage());
        emit window.drivesBanner()->textLabel()->linkActivated(
            linkOf(*window.drivesBanner(), QStringLiteral("md0")));
        QVERIFY(window.tabs()->currentWidget() == window.arraysPage());
    }

    // The Drives page after "Check with administrator rights" found a failing and a worn drive;
    // ARRAYMARK_GRAB_DIR=docs/screenshots keeps its picture (drives-health.png).
    void theDrivesPageShowsTheHealthColumnUnderTheBanner()
    {
        ui::test::FakeHelperProvider helpers;
        ui::DrivesPage page(test::fixtureRoots());
        page.setHelperProvider(&helpers);
        ui::HealthSummary summary;
        ui::HealthBanner* banner = ui::addHealthBanner(&page, &summary);
        connect(&page, &ui::DrivesPage::scanFinished, &summary, [&](bool ok) {
            if (ok) summary.setDriveScan(page.model()->scan());
        });
        page.resize(1280, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSignalSpy finished(&page, &ui::DrivesPage::scanFinished);
        page.refresh();
        QVERIFY(finished.wait(10000) || finished.count() == 1);
        QVERIFY(!banner->isVisible()); // this user's scan has no SMART
        page.checkButton()->click();
        ui::test::FakeHelperChannel* channel = helpers.fake(helper::Scope::ReadDevices);
        channel->answer(channel->last().id,
                        {{QStringLiteral("scan"), test::toQt(drives::toJson(test::healthScan()))}});
        QVERIFY(banner->isVisible());
        page.layout()->activate();
        QVERIFY(banner->mapTo(&page, QPoint()).y() < page.table()->mapTo(&page, QPoint()).y());
        for (int row = 0; row < page.model()->rowCount(); ++row)
            if (page.model()->deviceAt(row)->name == "sdb") page.table()->selectRow(row);
        page.table()->resizeColumnsToContents();
        // The details pane at its health section, with the figures the drive reported.
        auto* details = page.findChild<QTextBrowser*>();
        QVERIFY(details && details->toHtml().contains(QStringLiteral("Pending sectors")));
        QTest::qWait(200);
        details->verticalScrollBar()->setValue(details->verticalScrollBar()->maximum());
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty())
            QVERIFY(page.grab().save(dir + QStringLiteral("/drives-health.png")));
    }
};

QTEST_MAIN(HealthBannerTest)
#include "health_banner_test.moc"
