// The fleet dialog end to end: three hosts through the real
// `arraymark-cli fleet --stream`, with a local stand-in for ssh
// (tests/unit/fleet/local_ssh.sh), one of them unreachable. The chart gets
// one bar series per host that answered; the failed host's row says why.
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "ui/bench/cli_locator.h"
#include "ui/fleet/fleet_dialog.h"
#include "ui/fleet/fleet_runner.h"

using namespace am;

class FleetDialogTest : public QObject {
    Q_OBJECT
private slots:
    void hostsFileRefusesBlanks()
    {
        QString error;
        QCOMPARE(
            ui::fleetHostsFile({{QStringLiteral("a"), false, QStringLiteral("/t 1"), {}}}, &error),
            QString());
        QVERIFY(error.contains(QStringLiteral("/t 1")));
        const QString text =
            ui::fleetHostsFile({{QStringLiteral("a"), false, {}, {}},
                                {QStringLiteral("b,8765"), true, QStringLiteral("/t"), {}}},
                               &error);
        QVERIFY(text.contains(QStringLiteral("\na\n")));
        QVERIFY(text.contains(QStringLiteral("b,8765 via=fio-server target=/t\n")));
    }

    void runsAFleetAndChartsHostsAsSeries()
    {
        const QString cli = ui::findArrayMarkCli();
        if (cli.isEmpty()) QSKIP("arraymark-cli is not built next to the tests nor on PATH");
        QTemporaryDir dir;
        ui::FleetDialog dialog;
        dialog.setCli(cli);
        dialog.setSshProgram(QStringLiteral(ARRAYMARK_LOCAL_SSH));
        dialog.addHost({QStringLiteral("n1"), false, dir.filePath(QStringLiteral("n1.dat")), cli});
        dialog.addHost({QStringLiteral("n2"), false, dir.filePath(QStringLiteral("n2.dat")), cli});
        dialog.addHost({QStringLiteral("down"), false, dir.filePath(QStringLiteral("d.dat")), cli});
        dialog.setPreset(QStringLiteral("latency"));
        dialog.setRuntime(0.3);
        dialog.setSize(QStringLiteral("4MiB"));
        dialog.show();

        QSignalSpy finished(&dialog, &ui::FleetDialog::runFinished);
        QTest::mouseClick(dialog.runButton(), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(dialog.logText()));
        QVERIFY(dialog.lastResult());

        const auto series = dialog.chart()->series();
        QCOMPARE(series.size(), 1);
        auto* bars = qobject_cast<QBarSeries*>(series.first());
        QVERIFY(bars);
        QCOMPARE(bars->count(), 2); // n1 and n2; the unreachable host has no bars
        QCOMPARE(bars->barSets().at(0)->label(), QStringLiteral("n1"));
        QCOMPARE(bars->barSets().at(0)->count(), 3); // the latency preset's three cells
        QVERIFY(bars->barSets().at(1)->at(0) > 0);
        const QString down = dialog.hostTable()->item(2, ui::FleetDialog::StatusColumn)->text();
        QVERIFY2(down.contains(QStringLiteral("Connection refused")), qPrintable(down));
        QVERIFY(dialog.logText().contains(QStringLiteral("[n1]")));
        // For docs/screenshots: ARRAYMARK_FLEET_SCREENSHOT=PATH.png saves what the dialog shows
        // now.
        if (const QString shot = qEnvironmentVariable("ARRAYMARK_FLEET_SCREENSHOT");
            !shot.isEmpty()) {
            QTest::qWait(300); // the chart lays out its axes and legend on the event loop
            QVERIFY(dialog.grab().save(shot));
        }

        // The document read back in another dialog charts the same hosts.
        const QString saved = dir.filePath(QStringLiteral("fleet.json"));
        QFile file(saved);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(dialog.lastResult()->document.dump()));
        file.close();
        ui::FleetDialog reopened;
        QSignalSpy shown(&reopened, &ui::FleetDialog::runFinished);
        reopened.openResult(saved);
        QVERIFY(shown.wait(10000));
        QVERIFY(shown.at(0).at(0).toBool());
        auto* again = qobject_cast<QBarSeries*>(reopened.chart()->series().value(0));
        QVERIFY(again);
        QCOMPARE(again->count(), 2);
        QCOMPARE(again->barSets().at(1)->at(2), bars->barSets().at(1)->at(2));
        QCOMPARE(reopened.lastResult()->outcomes.size(), std::size_t{3});
    }

    void closingMidRunStopsTheRunFirst()
    {
        const QString cli = ui::findArrayMarkCli();
        if (cli.isEmpty()) QSKIP("arraymark-cli is not built next to the tests nor on PATH");
        QTemporaryDir dir;
        ui::FleetDialog dialog;
        dialog.setCli(cli);
        dialog.setSshProgram(QStringLiteral(ARRAYMARK_LOCAL_SSH));
        dialog.addHost(
            {QStringLiteral("slow"), false, dir.filePath(QStringLiteral("slow.dat")), cli});
        dialog.setPreset(QStringLiteral("latency"));
        dialog.setRuntime(30);
        dialog.setSize(QStringLiteral("4MiB"));
        dialog.show();
        dialog.run();
        // The first live rate: the host's bench is running.
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hostTable()
                                     ->item(0, ui::FleetDialog::StatusColumn)
                                     ->text()
                                     .contains(QStringLiteral("now")),
                                 20000);
        QElapsedTimer clock;
        clock.start();
        dialog.reject();
        QVERIFY(dialog.isVisible()); // not before the run has ended
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isVisible(), 15000);
        QVERIFY(clock.elapsed() < 10000); // stopped, not run to the end of its 90 s
        QVERIFY(dialog.logText().contains(QStringLiteral("Stopping")));
    }

    void hostsFileRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rack.hosts"));
        ui::FleetDialog dialog;
        dialog.addHost({QStringLiteral("root@n1"), false, QStringLiteral("/srv/t.bin"), {}});
        dialog.addHost({QStringLiteral("10.0.0.9,8766"), true, {}, {}});
        QSignalSpy saved(&dialog, &ui::FleetDialog::hostsSaved);
        dialog.saveHostsFile(path);
        QVERIFY(saved.wait(5000));
        QVERIFY(saved.at(0).at(0).toBool());

        ui::FleetDialog loaded;
        QSignalSpy done(&loaded, &ui::FleetDialog::hostsLoaded);
        loaded.loadHostsFile(path);
        QVERIFY(done.wait(5000));
        QVERIFY(done.at(0).at(0).toBool());
        const auto rows = loaded.hosts();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].destination, QStringLiteral("root@n1"));
        QCOMPARE(rows[0].target, QStringLiteral("/srv/t.bin"));
        QVERIFY(!rows[0].fio_server);
        QVERIFY(rows[1].fio_server);

        // A file the fleet would refuse is refused here too, with the line.
        QFile bad(dir.filePath(QStringLiteral("bad.hosts")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("n1 colour=blue\n");
        bad.close();
        QSignalSpy refused(&loaded, &ui::FleetDialog::hostsLoaded);
        loaded.loadHostsFile(bad.fileName());
        QVERIFY(refused.wait(5000));
        QVERIFY(!refused.at(0).at(0).toBool());
        QCOMPARE(loaded.hosts().size(), 2); // unchanged
    }

    void connectionTestAnswersPerHost()
    {
        const QString cli = ui::findArrayMarkCli();
        if (cli.isEmpty()) QSKIP("arraymark-cli is not built next to the tests nor on PATH");
        ui::FleetDialog dialog;
        dialog.setCli(cli);
        dialog.setSshProgram(QStringLiteral(ARRAYMARK_LOCAL_SSH));
        dialog.addHost({QStringLiteral("good"), false, {}, cli});
        dialog.addHost(
            {QStringLiteral("nocli"), false, {}, QStringLiteral("/nonexistent/arraymark-cli")});
        dialog.addHost({QStringLiteral("down"), false, {}, {}});
        dialog.testConnections();
        QTableWidget* table = dialog.hostTable();
        auto status = [table](int row) {
            return table->item(row, ui::FleetDialog::StatusColumn)->text();
        };
        QTRY_VERIFY_WITH_TIMEOUT(status(0).startsWith(QStringLiteral("OK")) &&
                                     status(1).contains(QStringLiteral("not installed")) &&
                                     status(2).contains(QStringLiteral("Connection refused")),
                                 20000);
    }
};

QTEST_MAIN(FleetDialogTest)
#include "fleet_dialog_test.moc"
