// The array manager page (ui/arrays/manager/): model over the fixture trees,
// degraded arrays shown as such, helper requests, delete confirmation and the
// "Measure a rebuild" state machine, all against a fake helper.
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <filesystem>
#include <unistd.h>

#include "core/raid/array_status.h"
#include "core/raid/md_driver.h"
#include "support/fake_helper_channel.h"
#include "ui/arrays/manager/array_actions.h"
#include "ui/arrays/manager/array_snapshot.h"
#include "ui/arrays/manager/array_status_text.h"
#include "ui/arrays/manager/arrays_model.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/arrays/manager/delete_confirm_dialog.h"
#include "ui/arrays/manager/rebuild_measurement.h"
#include "ui/arrays/manager/rebuild_report.h"
#include "ui/arrays/md_driver_text.h"
#include "ui/helper/helper_process.h"

using namespace am;
using ui::ArrayAction;
using ui::test::FakeHelperChannel;
using ui::test::FakeHelperProvider;
using Step = ui::RebuildMeasurement::Step;
using Scope = helper::Scope;

namespace {
const std::filesystem::path kData = ARRAYMARK_TEST_DATA;

drives::SystemRoots machine1()
{
    return {kData / "machine1" / "sys", kData / "machine1" / "proc", kData / "machine1" / "dev"};
}
drives::SystemRoots recovery(const char* step)
{
    const auto root = kData / "raid" / "recovery" / step;
    return {root / "sys", root / "proc", root / "dev"};
}
raid::ArrayStatus recoveryStatus(const char* step)
{
    return raid::readAllArrayStatus(recovery(step)).at(0);
}

void waitForSnapshot(ui::ArraysPage& page)
{
    QSignalSpy applied(&page, &ui::ArraysPage::snapshotApplied);
    page.refreshNow();
    QVERIFY(applied.wait(5000));
}

QString cellText(const ui::ArraysModel& model, int row, int column, const QModelIndex& parent = {})
{
    return model.data(model.index(row, column, parent)).toString();
}

// The recorded quick run's lines; `scale` multiplies each cell's IOPS (the "rebuilding" run).
QList<QJsonObject> streamLines(double scale)
{
    QFile file(QString::fromStdString((kData / "results" / "quick-stream.jsonl").string()));
    if (!file.open(QIODevice::ReadOnly)) return {};
    QList<QJsonObject> lines;
    for (const QByteArray& raw : file.readAll().split('\n')) {
        if (raw.trimmed().isEmpty()) continue;
        QJsonObject line = QJsonDocument::fromJson(raw).object();
        if (line.value(QStringLiteral("type")).toString() == QLatin1String("cell")) {
            QJsonObject result = line.value(QStringLiteral("result")).toObject();
            result.insert(QStringLiteral("iops"),
                          result.value(QStringLiteral("iops")).toDouble() * scale);
            line.insert(QStringLiteral("result"), result);
        }
        if (line.value(QStringLiteral("type")).toString() == QLatin1String("done")) {
            // The done line's document is what the collector keeps: scale its cells too.
            QJsonObject result = line.value(QStringLiteral("result")).toObject();
            QJsonArray cells = result.value(QStringLiteral("cells")).toArray();
            for (qsizetype i = 0; i < cells.size(); ++i) {
                QJsonObject cell = cells[i].toObject();
                cell.insert(QStringLiteral("iops"),
                            cell.value(QStringLiteral("iops")).toDouble() * scale);
                cells[i] = cell;
            }
            result.insert(QStringLiteral("cells"), cells);
            line.insert(QStringLiteral("result"), result);
        }
        lines.append(line);
    }
    return lines;
}

QJsonObject okStep(const QStringList& argv)
{
    return {{QStringLiteral("argv"), QJsonArray::fromStringList(argv)},
            {QStringLiteral("ok"), true},
            {QStringLiteral("exit_code"), 0},
            {QStringLiteral("stdout"), QString()},
            {QStringLiteral("stderr"), QString()}};
}

QJsonObject refusal(const QString& op, const QString& rule, const QString& error)
{
    return {{QStringLiteral("ok"), false},
            {QStringLiteral("op"), op},
            {QStringLiteral("rule"), rule},
            {QStringLiteral("error"), error},
            {QStringLiteral("steps"), QJsonArray()}};
}

QJsonObject withoutId(QJsonObject request)
{
    request.remove(QStringLiteral("id"));
    return request;
}
} // namespace

class ArrayManagerTest : public QObject {
    Q_OBJECT
private slots:
    void modelShowsMachine1Md0()
    {
        ui::ArraysModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setArrays({raid::readArrayStatus(machine1(), "md0")});
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(cellText(model, 0, ui::ArraysModel::Name), QStringLiteral("/dev/md0"));
        QVERIFY(cellText(model, 0, ui::ArraysModel::Level).startsWith(QStringLiteral("raid1")));
        QCOMPARE(cellText(model, 0, ui::ArraysModel::State), QStringLiteral("Healthy"));
        QCOMPARE(cellText(model, 0, ui::ArraysModel::Members), QStringLiteral("2 of 2 active"));
        QCOMPARE(cellText(model, 0, ui::ArraysModel::Capacity),
                 QStringLiteral("2.00 TB")); // 3906762752 sectors
        const QModelIndex md0 = model.index(0, 0);
        QCOMPARE(model.rowCount(md0), 2);
        QCOMPARE(cellText(model, 0, ui::ArraysModel::Name, md0), QStringLiteral("/dev/sdd1"));
        // machine1 records no dev-*/slot files, so the role is not known; the kernel's words are
        // shown.
        QCOMPARE(cellText(model, 1, ui::ArraysModel::Level, md0), QStringLiteral("in_sync"));
        model.setArrays({});
        QCOMPARE(model.rowCount(), 0);
    }

    void pageSaysTheDriverIsMissing()
    {
        // machine1's md0 in sysfs under a kernel with no md driver and no modules, like this build
        // machine.
        FakeHelperProvider helpers;
        const auto kernel = kData / "md_driver" / "no-module-tree";
        drives::SystemRoots roots = machine1();
        roots.procfs = kernel / "proc";
        ui::ArraysPage page(roots, &helpers);
        page.setModulesRoot(kernel / "lib" / "modules");
        waitForSnapshot(page);
        QVERIFY(!page.banner()->isHidden());
        const QString banner = page.banner()->text();
        // It used to promise that creating an array loads the driver; the wizard says the array
        // cannot be created.
        QVERIFY2(!banner.contains(QStringLiteral("which loads it")), qPrintable(banner));
        QVERIFY2(banner.contains(QStringLiteral("md_mod cannot be loaded")), qPrintable(banner));
        QCOMPARE(banner, ui::mdDriverProblem(raid::checkMdDriver(
                             {roots.procfs, roots.sysfs, kernel / "lib" / "modules"})));
        QCOMPARE(page.model()->rowCount(), 0);
        QVERIFY(!page.actionButton(ArrayAction::Stop)->isEnabled());
        QVERIFY(!page.actionButton(ArrayAction::Assemble)->isEnabled());
    }

    void pageSaysHowToLoadALoadableDriver()
    {
        FakeHelperProvider helpers;
        const auto kernel = kData / "md_driver" / "loadable";
        drives::SystemRoots roots = machine1();
        roots.procfs = kernel / "proc";
        ui::ArraysPage page(roots, &helpers);
        page.setModulesRoot(kernel / "lib" / "modules");
        waitForSnapshot(page);
        const QString banner = page.banner()->text();
        QVERIFY2(banner.contains(QStringLiteral("modprobe md_mod")), qPrintable(banner));
        QVERIFY2(!banner.contains(QStringLiteral("which loads it")), qPrintable(banner));
    }

    void aCreateFromTheWizardIsLogged()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page(recovery("00-clean"), &helpers);
        page.logCreate(QStringLiteral("/dev/md/data"),
                       refusal(QStringLiteral("create"), QStringLiteral("md_driver"),
                               QStringLiteral("the md driver is not loaded: modprobe md_mod")));
        page.logCreate(
            QStringLiteral("/dev/md/data"),
            {{QStringLiteral("op"), QStringLiteral("create")},
             {QStringLiteral("ok"), false},
             {QStringLiteral("rule"), QStringLiteral("step_failed")},
             {QStringLiteral("error"), QStringLiteral("adding the spare failed")},
             {QStringLiteral("steps"),
              QJsonArray{okStep({QStringLiteral("mdadm"), QStringLiteral("--create"),
                                 QStringLiteral("/dev/md/data")})}},
             {QStringLiteral("rollback"),
              QJsonObject{{QStringLiteral("target"), QStringLiteral("/dev/md/data")},
                          {QStringLiteral("ok"), false},
                          {QStringLiteral("error"), QStringLiteral("mdadm --stop: busy")},
                          {QStringLiteral("steps"), QJsonArray{}}}}});
        const QString log = page.actionLog()->toPlainText();
        QVERIFY2(
            log.contains(QStringLiteral(
                "create refused (md_driver): the md driver is not loaded: modprobe md_mod. Nothing ran.")),
            qPrintable(log));
        QVERIFY2(
            log.contains(QStringLiteral("create failed (step_failed): adding the spare failed")),
            qPrintable(log));
        QVERIFY2(
            log.contains(QStringLiteral(
                "The rollback failed: mdadm --stop: busy. The partial array /dev/md/data is still there")),
            qPrintable(log));
    }

    void stepsThroughTheRecordedRecovery()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page(recovery("00-clean"), &helpers);
        QAbstractItemModelTester tester(page.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto& model = *page.model();
        waitForSnapshot(page);
        QVERIFY(page.banner()->isHidden());
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(cellText(model, 0, ui::ArraysModel::State), QStringLiteral("Healthy"));
        QCOMPARE(model.data(model.index(0, 0), ui::ArraysModel::HealthRole).toInt(),
                 static_cast<int>(ui::ArrayHealth::Good));
        QVERIFY(page.actionButton(ArrayAction::Assemble)->isEnabled());
        QVERIFY(page.actionButton(ArrayAction::Stop)
                    ->isEnabled()); // md0 is current after the first read
        QVERIFY(!page.actionButton(ArrayAction::Fail)->isEnabled()); // no member chosen
        QVERIFY(!model.data(model.index(0, ui::ArraysModel::State), Qt::ForegroundRole).isValid());

        page.setRoots(recovery("01-member-failed"));
        QSignalSpy applied(&page, &ui::ArraysPage::snapshotApplied);
        QVERIFY(applied.wait(5000));
        // Degraded at a glance: words, an icon and a colour.
        QCOMPARE(cellText(model, 0, ui::ArraysModel::State),
                 QStringLiteral("Degraded: 1 of 2 members missing"));
        QCOMPARE(model.data(model.index(0, 0), ui::ArraysModel::HealthRole).toInt(),
                 static_cast<int>(ui::ArrayHealth::Attention));
        QVERIFY(!model.data(model.index(0, ui::ArraysModel::State), Qt::DecorationRole)
                     .value<QIcon>()
                     .isNull());
        QVERIFY(model.data(model.index(0, ui::ArraysModel::State), Qt::ForegroundRole)
                    .value<QColor>()
                    .isValid());
        const QModelIndex md0 = model.index(0, 0);
        QCOMPARE(cellText(model, 1, ui::ArraysModel::Name, md0), QStringLiteral("/dev/vdc"));
        QVERIFY(
            cellText(model, 1, ui::ArraysModel::State, md0).startsWith(QStringLiteral("Failed")));
        QCOMPARE(cellText(model, 0, ui::ArraysModel::Members), QStringLiteral("1 of 2 active"));

        page.setRoots(recovery("03-recovery-half"));
        QVERIFY(applied.wait(5000));
        QCOMPARE(cellText(model, 0, ui::ArraysModel::State),
                 QStringLiteral("Degraded, rebuilding: 1 of 2 members missing"));
        // 102400 KiB/s = 104.9 MB/s; 1044480 sectors left at that speed: 5 s.
        QCOMPARE(cellText(model, 0, ui::ArraysModel::Sync),
                 QStringLiteral("Rebuild 50.1 % at 104.9 MB/s"));
        QCOMPARE(cellText(model, 0, ui::ArraysModel::Eta), QStringLiteral("0:05"));
        QCOMPARE(model.data(model.index(0, ui::ArraysModel::Sync), ui::ArraysModel::ProgressRole)
                     .toDouble(),
                 1048576.0 / 2093056.0);
        QVERIFY(cellText(model, 1, ui::ArraysModel::State, model.index(0, 0))
                    .startsWith(QStringLiteral("Rebuilding")));

        page.setRoots(recovery("04-recovered"));
        QVERIFY(applied.wait(5000));
        QCOMPARE(cellText(model, 0, ui::ArraysModel::State), QStringLiteral("Healthy"));
        QVERIFY(cellText(model, 0, ui::ArraysModel::Sync).isEmpty());
        QVERIFY(!model.data(model.index(0, ui::ArraysModel::Sync), ui::ArraysModel::ProgressRole)
                     .isValid());
    }

    void actionsSendExactlyTheRightRequest()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page(recovery("00-clean"), &helpers);
        const struct {
            ArrayAction action;
            ui::ActionTarget target;
            Scope scope;
            QJsonObject expected;
        } cases[] = {
            {ArrayAction::Fail,
             {"md0", "/dev/vdc", {}},
             Scope::ChangeMembers,
             {{"op", "fail"}, {"array", "md0"}, {"device", "/dev/vdc"}}},
            {ArrayAction::Remove,
             {"md0", "/dev/vdc", {}},
             Scope::ChangeMembers,
             {{"op", "remove"}, {"array", "md0"}, {"device", "/dev/vdc"}}},
            {ArrayAction::Add,
             {"md0", "/dev/vdd", {}},
             Scope::ChangeMembers,
             {{"op", "add"}, {"array", "md0"}, {"device", "/dev/vdd"}}},
            {ArrayAction::ReAdd,
             {"md0", "/dev/vdc", {}},
             Scope::ChangeMembers,
             {{"op", "re-add"}, {"array", "md0"}, {"device", "/dev/vdc"}}},
            {ArrayAction::Replace,
             {"md0", "/dev/vdb", "/dev/vdd"},
             Scope::ChangeMembers,
             {{"op", "replace"}, {"array", "md0"}, {"device", "/dev/vdb"}, {"with", "/dev/vdd"}}},
            {ArrayAction::Replace,
             {"md0", "/dev/vdb", {}},
             Scope::ChangeMembers,
             {{"op", "replace"}, {"array", "md0"}, {"device", "/dev/vdb"}}},
            {ArrayAction::Scrub,
             {"md0", {}, {}},
             Scope::ChangeMembers,
             {{"op", "scrub"}, {"array", "md0"}, {"action", "check"}}},
            {ArrayAction::Stop,
             {"md0", {}, {}},
             Scope::ChangeMembers,
             {{"op", "stop"}, {"array", "md0"}}},
            {ArrayAction::Assemble, {}, Scope::ChangeMembers, {{"op", "assemble"}}},
        };
        for (const auto& c : cases) {
            const qint64 id = page.runAction(c.action, c.target);
            FakeHelperChannel* fake = helpers.fake(c.scope);
            QCOMPARE(fake->last().id, id);
            QCOMPARE(withoutId(fake->last().request), c.expected);
        }
        QVERIFY(helpers.fake(Scope::ManageArrays)->sent.isEmpty());

        // What ran is shown, and so is a refusal with its reason.
        FakeHelperChannel* members = helpers.fake(Scope::ChangeMembers);
        QJsonObject done{{"op", "stop"},
                         {"error", QJsonValue()},
                         {"rule", QJsonValue()},
                         {"steps", QJsonArray{okStep({"mdadm", "--stop", "/dev/md0"})}}};
        members->answer(members->sent[7].id, done);
        QVERIFY2(
            page.actionLog()->toPlainText().contains(QStringLiteral("$ mdadm --stop /dev/md0")),
            qPrintable(page.actionLog()->toPlainText()));
        members->answer(
            members->sent[8].id,
            refusal("assemble", "md_driver", "the md driver is not loaded: modprobe md_mod"));
        const QString log = page.actionLog()->toPlainText();
        QVERIFY2(
            log.contains(QStringLiteral(
                "assemble refused (md_driver): the md driver is not loaded: modprobe md_mod. Nothing ran.")),
            qPrintable(log));
    }

    void buttonsActOnTheSelectedMember()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page(recovery("00-clean"), &helpers);
        waitForSnapshot(page);
        const QModelIndex vdc = page.model()->index(1, 0, page.model()->index(0, 0));
        page.tree()->setCurrentIndex(vdc);
        QCOMPARE(page.selectedMember(), QStringLiteral("/dev/vdc"));
        QVERIFY(page.actionButton(ArrayAction::Fail)->isEnabled());
        QTest::mouseClick(page.actionButton(ArrayAction::Fail), Qt::LeftButton);
        QTest::mouseClick(page.actionButton(ArrayAction::Scrub), Qt::LeftButton);
        FakeHelperChannel* members = helpers.fake(Scope::ChangeMembers);
        QCOMPARE(members->sent.size(), 2);
        QCOMPARE(withoutId(members->sent[0].request),
                 (QJsonObject{{"op", "fail"}, {"array", "md0"}, {"device", "/dev/vdc"}}));
        QCOMPARE(withoutId(members->sent[1].request),
                 (QJsonObject{{"op", "scrub"}, {"array", "md0"}, {"action", "check"}}));
    }

    void addOffersTheFreeDrivesOfTheLastScan()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page(recovery("00-clean"), &helpers);
        waitForSnapshot(page);
        page.tree()->setCurrentIndex(page.model()->index(0, 0));
        QCOMPARE(page.selectedArray(), QStringLiteral("md0"));
        drives::ScanResult scan;
        const auto device = [](const char* name, bool member) {
            drives::BlockDevice d;
            d.name = name;
            d.path = std::string("/dev/") + name;
            d.size_bytes = 1 << 30;
            if (member)
                d.in_use_reasons.push_back({drives::InUseReason::Kind::MdMember, "md0", ""});
            return d;
        };
        scan.drives = {device("vdb", true), device("vdc", true), device("vdd", false),
                       device("vde", false)};
        scan.drives[3].read_only = true; // not offered either
        page.setDriveScan(scan);

        QStringList offered;
        QTimer::singleShot(0, &page, [&offered] {
            auto* input = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            QVERIFY(input);
            offered = input->comboBoxItems();
            input->setTextValue(QStringLiteral("/dev/vdd"));
            input->accept();
        });
        QTest::mouseClick(page.actionButton(ArrayAction::Add), Qt::LeftButton);
        QCOMPARE(offered, QStringList{QStringLiteral("/dev/vdd")});
        FakeHelperChannel* members = helpers.fake(Scope::ChangeMembers);
        QCOMPARE(members->sent.size(), 1);
        QCOMPARE(withoutId(members->last().request),
                 (QJsonObject{{"op", "add"}, {"array", "md0"}, {"device", "/dev/vdd"}}));
    }

    void deleteDemandsTheTypedName()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page(recovery("00-clean"), &helpers);
        QVERIFY(!page.deleteArray("md0", "md"));
        QVERIFY(!page.deleteArray("md0", "MD0"));
        QVERIFY(helpers.fake(Scope::ManageArrays)->sent.isEmpty());
        QVERIFY(page.deleteArray("md0", "md0"));
        QCOMPARE(helpers.fake(Scope::ManageArrays)->sent.size(), 1);
        QCOMPARE(withoutId(helpers.fake(Scope::ManageArrays)->last().request),
                 (QJsonObject{{"op", "delete"}, {"array", "md0"}}));

        ui::DeleteConfirmDialog dialog("md0", {"/dev/vdb", "/dev/vdc"});
        QVERIFY(!dialog.deleteButton()->isEnabled());
        QTest::keyClicks(dialog.nameEdit(), "md");
        QVERIFY(!dialog.deleteButton()->isEnabled());
        QTest::keyClicks(dialog.nameEdit(), "0");
        QVERIFY(dialog.deleteButton()->isEnabled());
        QTest::keyClicks(dialog.nameEdit(), "x");
        QVERIFY(!dialog.deleteButton()->isEnabled());
    }

    void rebuildWalksItsSteps()
    {
        FakeHelperProvider helpers;
        qint64 clock = 1000;
        ui::RebuildMeasurement machine(&helpers, [&clock] { return clock; });
        QSignalSpy finished(&machine, &ui::RebuildMeasurement::finished);
        FakeHelperChannel* bench = helpers.fake(Scope::BenchmarkRawDevice);
        FakeHelperChannel* members = helpers.fake(Scope::ChangeMembers);
        machine.start({"md0", "/dev/vdc", "qd-sweep", false, 1'000'000'000}); // a 1 GB member

        QCOMPARE(machine.step(), Step::HealthyBench);
        QCOMPARE(withoutId(bench->last().request),
                 (QJsonObject{{"op", "bench"}, {"target", "/dev/md0"}, {"preset", "qd-sweep"}}));
        for (const QJsonObject& line : streamLines(1.0)) bench->stream(bench->last().id, line);
        bench->answer(bench->last().id,
                      {{"op", "bench"},
                       {"steps", QJsonArray{okStep({"arraymark-cli", "bench", "--stream"})}}});

        QCOMPARE(machine.step(), Step::Fail);
        QCOMPARE(machine.report().healthy.size(), std::size_t{4});
        QCOMPARE(withoutId(members->last().request),
                 (QJsonObject{{"op", "fail"}, {"array", "md0"}, {"device", "/dev/vdc"}}));
        members->answer(members->last().id,
                        {{"op", "fail"},
                         {"steps", QJsonArray{okStep(
                                       {"mdadm", "--manage", "/dev/md0", "--fail", "/dev/vdc"})}}});
        QCOMPARE(machine.step(), Step::Remove);
        QCOMPARE(withoutId(members->last().request),
                 (QJsonObject{{"op", "remove"}, {"array", "md0"}, {"device", "/dev/vdc"}}));
        members->answer(members->last().id, {{"op", "remove"}});
        QCOMPARE(machine.step(), Step::ReAdd);
        QCOMPARE(withoutId(members->last().request),
                 (QJsonObject{{"op", "re-add"}, {"array", "md0"}, {"device", "/dev/vdc"}}));
        // mdadm refuses the re-add: the member is added back instead.
        members->answer(members->last().id,
                        {{"ok", false},
                         {"op", "re-add"},
                         {"rule", "step_failed"},
                         {"error", "mdadm --re-add failed"},
                         {"steps", QJsonArray{okStep({"mdadm", "--manage", "/dev/md0", "--re-add",
                                                      "/dev/vdc"})}}});
        QCOMPARE(machine.step(), Step::Add);
        QCOMPARE(withoutId(members->last().request),
                 (QJsonObject{{"op", "add"}, {"array", "md0"}, {"device", "/dev/vdc"}}));
        members->answer(members->last().id, {{"op", "add"}});
        QCOMPARE(machine.step(), Step::RebuildBench);
        QCOMPARE(bench->sent.size(), 2);
        QCOMPARE(withoutId(bench->last().request),
                 (QJsonObject{{"op", "bench"}, {"target", "/dev/md0"}, {"preset", "qd-sweep"}}));

        // The recorded recovery: a status read before the add counts for nothing, then it rebuilds.
        machine.onStatus(recoveryStatus("04-recovered"), 999);
        clock = 3000;
        machine.onStatus(recoveryStatus("02-recovery-started"));
        machine.onStatus(recoveryStatus("03-recovery-half"));
        for (const QJsonObject& line : streamLines(0.5)) bench->stream(bench->last().id, line);
        clock = 11000;
        bench->answer(bench->last().id, {{"op", "bench"}});
        QCOMPARE(machine.step(), Step::WaitRecovery);
        QVERIFY(finished.isEmpty());
        clock = 61000;
        machine.onStatus(recoveryStatus("04-recovered"));
        QCOMPARE(machine.step(), Step::Done);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().toBool(), true);

        const auto& report = machine.report();
        QVERIFY(!report.re_added);
        QVERIFY(report.saw_recovery);
        QVERIFY(!report.rebuild_ended_during_bench);
        QCOMPARE(*report.rebuild_seconds, 60.0);   // add answered at 1000 ms, recovered at 61000 ms
        QCOMPARE(*report.seconds_per_tb, 60000.0); // 60 s for 1 GB
        QCOMPARE(report.peak_speed_bytes_per_s, std::uint64_t{102400} * 1024);
        QCOMPARE(report.rebuilding.size(), std::size_t{4});
        QCOMPARE(report.rebuilding[0].iops, report.healthy[0].iops * 0.5);
        // The recorded run has a failed cell: its error is carried into the report.
        QCOMPARE(report.bench_errors.size(), std::size_t{2});
        QVERIFY(report.bench_errors[0].contains(
            QStringLiteral("healthy: RND4K Q1T1 write: pwrite failed")));

        ui::RebuildReportView view;
        view.showReport(machine.setup(), report);
        QCOMPARE(view.table()->rowCount(), 4);
        QCOMPARE(view.table()->item(0, 3)->text(), QStringLiteral("-50.0 %"));
        QVERIFY2(view.summary()->text().contains(
                     QStringLiteral("16:40:00 per TB of member size (16.67 h;")),
                 qPrintable(view.summary()->text()));
        QVERIFY2(view.summary()->text().contains(QStringLiteral(": 1:00 (60.0 s)")),
                 qPrintable(view.summary()->text()));
        QVERIFY(view.summary()->text().contains(QStringLiteral("added back")));
    }

    void rebuildStopsCleanlyOnAFailure()
    {
        FakeHelperProvider helpers;
        ui::RebuildMeasurement machine(&helpers, [] { return qint64{0}; });
        QSignalSpy finished(&machine, &ui::RebuildMeasurement::finished);
        FakeHelperChannel* bench = helpers.fake(Scope::BenchmarkRawDevice);
        FakeHelperChannel* members = helpers.fake(Scope::ChangeMembers);
        machine.start({"md0", "/dev/vdc", "quick", true, 0});
        QCOMPARE(bench->last().request.value("allow_write").toBool(), true);
        for (const QJsonObject& line : streamLines(1.0)) bench->stream(bench->last().id, line);
        bench->answer(bench->last().id, {{"op", "bench"}});
        members->answer(members->last().id, {{"op", "fail"}});
        QCOMPARE(machine.step(), Step::Remove);
        members->answer(members->last().id,
                        refusal("remove", "check_failed", "/dev/vdc is not a member of /dev/md0"));

        QCOMPARE(machine.step(), Step::Failed);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().toBool(), false);
        QCOMPARE(members->sent.size(), 2); // nothing after the failed step
        QCOMPARE(bench->sent.size(), 1);
        const QString failure = machine.failure();
        QVERIFY2(failure.contains(QStringLiteral("\"Remove the member\" failed")),
                 qPrintable(failure));
        QVERIFY2(failure.contains(QStringLiteral("/dev/vdc is not a member of /dev/md0")),
                 qPrintable(failure));
        QVERIFY2(failure.contains(QStringLiteral("runs degraded")), qPrintable(failure));

        // A helper that dies during the first benchmark: nothing was changed, and it says so.
        ui::RebuildMeasurement second(&helpers, [] { return qint64{0}; });
        second.start({"md0", "/dev/vdc", "qd-sweep", false, 0});
        bench->fail(QStringLiteral("the password dialog was dismissed"));
        QCOMPARE(second.step(), Step::Failed);
        QVERIFY2(second.failure().contains(QStringLiteral("nothing was changed")),
                 qPrintable(second.failure()));
    }

    void rebuildGivesUpWhenNoRecoveryStarts()
    {
        FakeHelperProvider helpers;
        qint64 clock = 0;
        ui::RebuildMeasurement machine(&helpers, [&clock] { return clock; });
        FakeHelperChannel* bench = helpers.fake(Scope::BenchmarkRawDevice);
        FakeHelperChannel* members = helpers.fake(Scope::ChangeMembers);
        machine.start({"md0", "/dev/vdc", "qd-sweep", false, 0});
        for (const QJsonObject& line : streamLines(1.0)) bench->stream(bench->last().id, line);
        bench->answer(bench->last().id, {{"op", "bench"}});
        members->answer(members->last().id, {{"op", "fail"}});
        members->answer(members->last().id, {{"op", "remove"}});
        members->answer(members->last().id, {{"op", "re-add"}});
        QVERIFY(machine.report().re_added);
        for (const QJsonObject& line : streamLines(1.0)) bench->stream(bench->last().id, line);
        bench->answer(bench->last().id, {{"op", "bench"}});
        QCOMPARE(machine.step(), Step::WaitRecovery);
        // Still degraded, no recovery: waits up to the limit, then says so.
        clock = 60'000;
        machine.onStatus(recoveryStatus("01-member-failed"));
        QCOMPARE(machine.step(), Step::WaitRecovery);
        clock = 121'000;
        machine.onStatus(recoveryStatus("01-member-failed"));
        QCOMPARE(machine.step(), Step::Failed);
        QVERIFY2(machine.failure().contains(QStringLiteral("no rebuild started within 120 s")),
                 qPrintable(machine.failure()));
        QVERIFY2(machine.failure().contains(QStringLiteral("runs degraded")),
                 qPrintable(machine.failure()));
    }

    void refusalsThroughTheRealHelper()
    {
        // The real path beside the fake: arraymark-helper run directly as root. This machine has no
        // md driver (or no md0), so each request is refused and nothing runs; page and sequence say
        // so.
        if (::geteuid() != 0)
            QSKIP("arraymark-helper runs only as root (pkexec would ask for a password)");
        if (ui::findArrayMarkHelper().isEmpty())
            QSKIP("arraymark-helper is not built beside the tests");
        if (std::filesystem::exists("/sys/block/md0"))
            QSKIP("this machine has a real md0; the test must not touch it");
        ui::HelperProcessProvider helpers;
        ui::ArraysPage page(machine1(), &helpers);
        QSignalSpy refreshed(&page, &ui::ArraysPage::snapshotApplied);
        page.runAction(ArrayAction::Stop, {"md0", {}, {}});
        QTRY_VERIFY_WITH_TIMEOUT(
            page.actionLog()->toPlainText().contains(QStringLiteral("stop refused (")), 30000);
        QVERIFY2(page.actionLog()->toPlainText().contains(QStringLiteral("Nothing ran.")),
                 qPrintable(page.actionLog()->toPlainText()));

        ui::RebuildMeasurement machine(&helpers);
        QSignalSpy finished(&machine, &ui::RebuildMeasurement::finished);
        machine.start({"md0", "/dev/sdd1", "qd-sweep", false, 0});
        QVERIFY(finished.wait(60000));
        QCOMPARE(machine.step(), Step::Failed);
        QVERIFY2(
            machine.failure().contains(QStringLiteral("\"Benchmark of the healthy array\" failed")),
            qPrintable(machine.failure()));
        QVERIFY2(machine.failure().contains(QStringLiteral("nothing was changed")),
                 qPrintable(machine.failure()));
    }

    void pageRunsTheRebuildOnTheSelectedArray()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page(recovery("00-clean"), &helpers);
        waitForSnapshot(page);
        page.selectArray("md0");
        QCOMPARE(page.rebuildMember()->count(), 2);
        // A writing preset needs the confirmation box.
        page.rebuildPreset()->setCurrentIndex(
            page.rebuildPreset()->findData(QStringLiteral("quick")));
        QVERIFY(!page.rebuildStart()->isEnabled());
        page.rebuildAllowWrite()->setChecked(true);
        QVERIFY(page.rebuildStart()->isEnabled());
        page.rebuildPreset()->setCurrentIndex(
            page.rebuildPreset()->findData(QStringLiteral("qd-sweep")));
        page.rebuildAllowWrite()->setChecked(false);
        QVERIFY(page.rebuildStart()->isEnabled());
        page.rebuildMember()->setCurrentIndex(
            page.rebuildMember()->findData(QStringLiteral("/dev/vdc")));
        page.startRebuild();
        QCOMPARE(page.rebuild()->step(), Step::HealthyBench);
        QCOMPARE(page.rebuild()->setup().member, QStringLiteral("/dev/vdc"));
        // raid1: the member holds the whole array (no class/block size in the fixture).
        QCOMPARE(page.rebuild()->setup().member_size_bytes, std::uint64_t{2093056} * 512);
        QVERIFY(!page.rebuildStart()->isEnabled());
        QCOMPARE(helpers.fake(Scope::BenchmarkRawDevice)->sent.size(), 1);
    }

    void degradedArrayOffersNoMemberToFail()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page(recovery("01-member-failed"), &helpers);
        waitForSnapshot(page);
        page.selectArray("md0");
        QCOMPARE(page.rebuildMember()->count(), 0);
        QVERIFY(!page.rebuildStart()->isEnabled());
    }
};

QTEST_MAIN(ArrayManagerTest)
#include "array_manager_test.moc"
