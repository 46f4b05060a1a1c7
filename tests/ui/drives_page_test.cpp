#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include "tests/ui/support/test_files.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/target_panel.h"
#include "ui/drives/drives_model.h"
#include "ui/drives/drives_page.h"
#include "ui/shell/main_window.h"

using namespace am;

using test::fixtureRoots;

class DrivesPageTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location, not the user's
        QCoreApplication::setOrganizationName(QStringLiteral("ArrayMarkTest"));
        QSettings().clear();
    }

    void scansOffTheGuiThreadAndFillsTheTable()
    {
        ui::DrivesPage page(fixtureRoots());
        QSignalSpy finished(&page, &ui::DrivesPage::scanFinished);
        page.refresh();
        QVERIFY(page.isScanning() ||
                finished.count() == 1); // refresh() returns before the scan ends
        QVERIFY(finished.wait(10000) || finished.count() == 1);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCOMPARE(page.model()->rowCount(), 17);
        QCOMPARE(page.table()->currentIndex().row(), 0);
    }

    void reportsAnUnusableRootInsteadOfAnEmptyTable()
    {
        ui::DrivesPage page({"/nonexistent/sys", "/proc", "/dev"});
        QSignalSpy finished(&page, &ui::DrivesPage::scanFinished);
        page.refresh();
        QVERIFY(finished.wait(10000) || finished.count() == 1);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QCOMPARE(page.model()->rowCount(), 0);
        const auto labels = page.findChildren<QLabel*>();
        const bool named = std::any_of(labels.begin(), labels.end(), [](QLabel* label) {
            return label->text().contains(QStringLiteral("/nonexistent/sys"));
        });
        QVERIFY(named);
    }

    void oneScanFeedsTheBenchmarkTargetsToo()
    {
        ui::MainWindow window(fixtureRoots());
        QSignalSpy scanned(window.benchPage()->targetPanel(), &ui::TargetPanel::drivesScanned);
        QVERIFY(scanned.wait(10000) || scanned.count() == 1);
        QVERIFY(window.benchPage()->targetPanel()->hasScan());
        QVERIFY(window.benchPage()->targetPanel()->selectTarget(QStringLiteral("/dev/nvme0n1")));
        QVERIFY(!window.drivesPage()->isScanning());
    }

    void mainWindowRemembersItsGeometry()
    {
        {
            ui::MainWindow window(fixtureRoots());
            window.resize(900, 500);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.close();
        }
        ui::MainWindow again(fixtureRoots());
        QCOMPARE(again.size(), QSize(900, 500));
    }
};

QTEST_MAIN(DrivesPageTest)
#include "drives_page_test.moc"
