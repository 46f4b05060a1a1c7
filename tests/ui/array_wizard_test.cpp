#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <unistd.h>

#include "core/drives/drive_json.h"
#include "core/drives/scan.h"
#include "core/raid/geometry.h"
#include "core/raid/md_driver.h"
#include "core/raid/platform_probe.h"
#include "core/util/process_runner.h"
#include "tests/ui/support/fake_helper_channel.h"
#include "tests/ui/support/test_files.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/arrays/md_driver_text.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/backend_choice.h"
#include "ui/arrays/wizard/build_page.h"
#include "ui/arrays/wizard/drives_pick_page.h"
#include "ui/arrays/wizard/estimate_page.h"
#include "ui/arrays/wizard/level_page.h"
#include "ui/arrays/wizard/review_page.h"
#include "ui/arrays/wizard/wizard_state.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/target_panel.h"
#include "ui/drives/drives_model.h"
#include "ui/drives/drives_page.h"
#include "ui/shell/main_window.h"

using namespace am;
using test::fixtureRoots;
using test::toQt;
using ui::test::FakeHelperProvider;

namespace {

// What the fixture wizard runs on, unless a test says otherwise: md loaded,
// not root (so the helper's scan and helper bench runs are offered).
struct Machine {
    raid::MdDriverRoots kernel = test::mdDriverTree("loaded");
    bool as_root = false;
    // Empty: the wizard's own check over `kernel` (md and imsm there, lvm and btrfs not).
    std::function<std::vector<raid::BackendAvailability>()> backends = {};
};

// Every backend can run, whatever the kernel tree says.
std::vector<raid::BackendAvailability> allAvailable()
{
    std::vector<raid::BackendAvailability> out;
    for (const auto& info : raid::kBackends) out.push_back({info.backend, true, {}});
    return out;
}

// A wizard over the fixture machine, with an empty history unless given.
struct Fixture {
    FakeHelperProvider helpers;
    QTemporaryDir history;
    std::unique_ptr<ui::ArrayWizard> wizard;

    explicit Fixture(drives::ScanResult scan = drives::scan(fixtureRoots()), Machine machine = {})
    {
        wizard = std::make_unique<ui::ArrayWizard>(
            ui::ArrayWizard::Options{.roots = fixtureRoots(),
                                     .scan = std::move(scan),
                                     .helpers = &helpers,
                                     .history_directory = history.path(),
                                     .md_driver_roots = machine.kernel,
                                     .as_root = machine.as_root,
                                     .backend_availability = machine.backends});
        wizard->show();
    }
    explicit Fixture(Machine machine) : Fixture(drives::scan(fixtureRoots()), machine) {}
    ui::test::FakeHelperChannel* readDevices() { return helpers.fake(helper::Scope::ReadDevices); }
    // The fixture result, as if the Benchmark tab had measured `target`; with
    // `reads_only`, only its 100 % read cells (the member-reads preset's shape).
    bool writeMeasuredRun(const QString& target, bool reads_only = false)
    {
        QJsonObject document =
            QJsonDocument::fromJson(
                test::slurp(QStringLiteral(ARRAYMARK_TEST_DATA "/estimate/member-result.json")))
                .object();
        if (document.isEmpty()) return false;
        if (reads_only) {
            QJsonArray reads;
            for (const auto& cell : document.value(QStringLiteral("cells")).toArray())
                if (cell.toObject()
                        .value(QStringLiteral("job"))
                        .toObject()
                        .value(QStringLiteral("read_share"))
                        .toInt() == 100)
                    reads.append(cell);
            if (reads.isEmpty()) return false;
            document.insert(QStringLiteral("cells"), reads);
        }
        QJsonObject t = document.value(QStringLiteral("target")).toObject();
        t.insert(QStringLiteral("path"), target);
        document.insert(QStringLiteral("target"), t);
        QFile out(history.filePath(QString(target).replace(QLatin1Char('/'), QLatin1Char('-')) +
                                   QStringLiteral(".json")));
        return out.open(QIODevice::WriteOnly) && out.write(QJsonDocument(document).toJson()) > 0;
    }
    ui::test::FakeHelperChannel* manageArrays()
    {
        return helpers.fake(helper::Scope::ManageArrays);
    }

    // Picks the drives, names a raid1 "data" and waits for the estimate page's first table.
    ui::EstimatePage* toEstimate(const QStringList& drives)
    {
        for (const auto& drive : drives) wizard->drivesPage()->setPicked(drive, true);
        wizard->next();
        wizard->levelPage()->nameEdit()->setText(QStringLiteral("data"));
        QSignalSpy estimated(wizard->estimatePage(), &ui::EstimatePage::estimated);
        wizard->next();
        if (estimated.isEmpty()) estimated.wait(20000);
        return wizard->estimatePage();
    }

    // Picks the drives and a raid1 named `name`, up to the review page.
    void toReview(const QStringList& drives, const QString& name)
    {
        for (const auto& drive : drives) QVERIFY(wizard->drivesPage()->setPicked(drive, true));
        wizard->next();
        QCOMPARE(wizard->currentId(), int(ui::ArrayWizard::LevelId));
        QVERIFY(wizard->levelPage()->selectLevel(raid::Level::Raid1));
        wizard->levelPage()->nameEdit()->setText(name);
        QVERIFY(wizard->levelPage()->isComplete());
        wizard->next();
        QCOMPARE(wizard->currentId(), int(ui::ArrayWizard::EstimateId));
        wizard->next();
        QCOMPARE(wizard->currentId(), int(ui::ArrayWizard::ReviewId));
    }
};

QJsonObject validPlanAnswer(const QString& name, const QStringList& members)
{
    QJsonArray argv{QStringLiteral("mdadm"),           QStringLiteral("--create"),
                    QStringLiteral("/dev/md/") + name, QStringLiteral("--run"),
                    QStringLiteral("--level=raid1"),   QStringLiteral("--raid-devices=2")};
    for (const auto& member : members) argv.append(member);
    return {{QStringLiteral("plan"),
             QJsonObject{{QStringLiteral("valid"), true},
                         {QStringLiteral("problems"), QJsonArray{}},
                         {QStringLiteral("warnings"),
                          QJsonArray{QJsonObject{
                              {QStringLiteral("message"), QStringLiteral("sizes differ")}}}},
                         {QStringLiteral("capacity_bytes"), 1000000000.0},
                         {QStringLiteral("commands"), QJsonArray{argv}}}}};
}

// The member-reads stream for `target` as arraymark-helper relays it: one
// "cell" line per 100 % read cell of the fixture result, then "done".
QList<QJsonObject> memberReadsStream(const QString& target)
{
    QJsonObject document =
        QJsonDocument::fromJson(
            test::slurp(QStringLiteral(ARRAYMARK_TEST_DATA "/estimate/member-result.json")))
            .object();
    if (document.isEmpty()) return {};
    QJsonArray reads;
    for (const auto& cell : document.value(QStringLiteral("cells")).toArray())
        if (cell.toObject()
                .value(QStringLiteral("job"))
                .toObject()
                .value(QStringLiteral("read_share"))
                .toInt() == 100)
            reads.append(cell);
    document.insert(QStringLiteral("cells"), reads);
    document.insert(QStringLiteral("preset"), QStringLiteral("member-reads"));
    QJsonObject t = document.value(QStringLiteral("target")).toObject();
    t.insert(QStringLiteral("path"), target);
    document.insert(QStringLiteral("target"), t);
    QList<QJsonObject> lines;
    for (qsizetype i = 0; i < reads.size(); ++i)
        lines.append({{QStringLiteral("type"), QStringLiteral("cell")},
                      {QStringLiteral("cell"), i},
                      {QStringLiteral("cells"), reads.size()},
                      {QStringLiteral("result"), reads[i]}});
    lines.append({{QStringLiteral("type"), QStringLiteral("done")},
                  {QStringLiteral("cancelled"), false},
                  {QStringLiteral("cells"), reads.size()},
                  {QStringLiteral("completed"), reads.size()},
                  {QStringLiteral("failed"), 0},
                  {QStringLiteral("result"), document}});
    return lines;
}

// A number of the estimate table as the page wrote it (in the locale); -1 when it is none.
double estimateFigure(const QTableWidget* table, int row, int column)
{
    bool ok = false;
    const double value =
        table->item(row, column) ? QLocale().toDouble(table->item(row, column)->text(), &ok) : 0;
    return ok ? value : -1.0;
}

// A stand-in for arraymark-cli in `dir` running `body` (sh); returns its path.
QString fakeCli(const QTemporaryDir& dir, const QString& body)
{
    QFile script(dir.filePath(QStringLiteral("arraymark-cli")));
    if (!script.open(QIODevice::WriteOnly)) return {};
    script.write(QStringLiteral("#!/bin/sh\n%1").arg(body).toUtf8());
    script.setPermissions(script.permissions() | QFileDevice::ExeOwner);
    return script.fileName();
}

} // namespace

class ArrayWizardTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // MainWindow's settings go to a test location
        QCoreApplication::setOrganizationName(QStringLiteral("ArrayMarkTest"));
    }

    void inUseDrivesCannotBeChecked()
    {
        Fixture f;
        auto* page = f.wizard->drivesPage();
        QVERIFY(!page->isComplete());
        QVERIFY(!page->setPicked(QStringLiteral("/dev/vda"), true));  // stale swap signature
        QVERIFY(!page->setPicked(QStringLiteral("/dev/sdd1"), true)); // member of md0
        QVERIFY(!page->setPicked(QStringLiteral("/dev/sdc2"), true)); // mounted at /
        QVERIFY(!page->setPicked(QStringLiteral("/dev/md0"), true));  // arrays are not listed
        // The disabled rows say why.
        bool reason_shown = false;
        for (int row = 0; row < page->table()->rowCount(); ++row)
            if (page->table()->item(row, 0)->data(Qt::UserRole + 1).toString() ==
                QLatin1String("/dev/sdc2"))
                reason_shown = page->table()->item(row, 4)->text().contains(QStringLiteral("/"));
        QVERIFY(reason_shown);
        QVERIFY(page->setPicked(QStringLiteral("/dev/sda"), true));
        QVERIFY(page->isComplete());
        QVERIFY(page->warningLabel()->isHidden());
        QVERIFY(page->setPicked(QStringLiteral("/dev/sdb"), true)); // 4 TB HDD next to a 1 TB SSD
        QVERIFY(!page->warningLabel()->isHidden());
        QVERIFY(page->warningLabel()->text().contains(QStringLiteral("Mixed sizes")));
        QVERIFY(page->warningLabel()->text().contains(QStringLiteral("transports")));
        QCOMPARE(f.wizard->state().picked, (std::vector<std::string>{"/dev/sda", "/dev/sdb"}));
    }

    void spaceTicksTheCurrentRowFromAnyColumn()
    {
        Fixture f;
        auto* table = f.wizard->drivesPage()->table();
        int sda = -1, vda = -1;
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString path = table->item(row, 0)->data(Qt::UserRole + 1).toString();
            if (path == QLatin1String("/dev/sda")) sda = row;
            if (path == QLatin1String("/dev/vda")) vda = row;
        }
        QVERIFY(sda >= 0 && vda >= 0);
        table->setFocus();
        table->setCurrentCell(sda, 3);
        QTest::keyClick(table, Qt::Key_Space);
        QCOMPARE(f.wizard->state().picked, (std::vector<std::string>{"/dev/sda"}));
        table->setCurrentCell(vda, 3); // in use: the row is disabled and cannot become current
        QVERIFY(table->currentRow() != vda);
        table->setCurrentCell(sda, 1);
        QTest::keyClick(table, Qt::Key_Space);
        QVERIFY(f.wizard->state().picked.empty());
    }

    void unverifiedDrivesBecomePickableWithTheHelpersScan()
    {
        const drives::ScanResult root_scan = drives::scan(fixtureRoots());
        drives::ScanResult user_scan = root_scan;
        for (auto& drive : user_scan.drives)
            if (drive.name == "sda")
                drive.in_use_reasons.push_back(
                    {drives::InUseReason::Kind::Unverified, "", "cannot open /dev/sda"});
        Fixture f(user_scan);
        auto* page = f.wizard->drivesPage();
        QVERIFY(!page->setPicked(QStringLiteral("/dev/sda"), true));
        QVERIFY(page->checkButton()->isVisible());
        page->checkButton()->click();
        QCOMPARE(f.readDevices()->sent.size(), 1);
        QCOMPARE(f.readDevices()->last().request.value(QStringLiteral("op")).toString(),
                 QStringLiteral("scan"));
        f.readDevices()->answer(f.readDevices()->last().id,
                                {{QStringLiteral("scan"), toQt(drives::toJson(root_scan))}});
        QVERIFY(f.wizard->state().scan_verified);
        QVERIFY(page->setPicked(QStringLiteral("/dev/sda"), true));
        QVERIFY(!page->setPicked(QStringLiteral("/dev/vda"),
                                 true)); // the helper's verdicts, not "everything free"
        QVERIFY(!page->checkButton()->isVisible());
    }

    void aDismissedPasswordDialogSaysTheCheckDidNotRun()
    {
        Fixture f;
        f.wizard->drivesPage()->checkButton()->click();
        QVERIFY(!f.wizard->drivesPage()->checkButton()->isEnabled());
        f.readDevices()->fail(QStringLiteral("the password dialog was dismissed"));
        QVERIFY(f.wizard->drivesPage()->checkButton()->isEnabled());
        bool said = false;
        for (auto* label : f.wizard->drivesPage()->findChildren<QLabel*>())
            said |= label->text().contains(QStringLiteral("password dialog was dismissed"));
        QVERIFY(said);
        QVERIFY(!f.wizard->state().scan_verified);
    }

    void levelPageShowsCapacityForThePickedDrives()
    {
        Fixture f;
        QVERIFY(f.wizard->drivesPage()->setPicked(QStringLiteral("/dev/sda"), true));
        QVERIFY(f.wizard->drivesPage()->setPicked(QStringLiteral("/dev/nvme0n1"), true));
        f.wizard->next();
        auto* level = f.wizard->levelPage();
        const auto* sda = f.wizard->state().scan.find("/dev/sda");
        const auto* nvme = f.wizard->state().scan.find("/dev/nvme0n1");
        const auto mirror = raid::computeGeometry(raid::Level::Raid1, raid::Metadata::V1_2,
                                                  {sda->size_bytes, nvme->size_bytes}, 0);
        const auto stripe =
            raid::computeGeometry(raid::Level::Raid0, raid::Metadata::V1_2,
                                  {sda->size_bytes, nvme->size_bytes}, raid::kDefaultNativeChunk);
        QVERIFY(mirror.capacity_bytes > 0 && mirror.capacity_bytes <= sda->size_bytes);
        QVERIFY(level->levelDetail(raid::Level::Raid1)
                    .startsWith(ui::sizeText(mirror.capacity_bytes, util::SizeUnits::Decimal)));
        QVERIFY(level->levelDetail(raid::Level::Raid1).contains(QStringLiteral("1 failed drive")));
        QVERIFY(level->levelDetail(raid::Level::Raid0)
                    .startsWith(ui::sizeText(stripe.capacity_bytes, util::SizeUnits::Decimal)));
        QVERIFY(level->levelDetail(raid::Level::Raid5).contains(QStringLiteral("at least 3")));
        QVERIFY(!level->selectLevel(raid::Level::Raid5)); // two drives: raid5 disabled
        // A spare takes a drive from the members: raid1 needs two active ones.
        QVERIFY(level->selectLevel(raid::Level::Raid1));
        level->nameEdit()->setText(QStringLiteral("data"));
        QVERIFY(level->isComplete());
        level->sparesList()->item(0)->setCheckState(Qt::Checked);
        QVERIFY(!level->isComplete());
        level->sparesList()->item(0)->setCheckState(Qt::Unchecked);
        level->nameEdit()->setText(QStringLiteral("-bad"));
        QVERIFY(!level->isComplete());
    }

    void estimatePageLabelsReferenceFigures()
    {
        Fixture f;
        QVERIFY(f.wizard->drivesPage()->setPicked(QStringLiteral("/dev/sda"), true));
        QVERIFY(f.wizard->drivesPage()->setPicked(QStringLiteral("/dev/nvme0n1"), true));
        f.wizard->next();
        f.wizard->levelPage()->nameEdit()->setText(QStringLiteral("data"));
        QSignalSpy estimated(f.wizard->estimatePage(), &ui::EstimatePage::estimated);
        f.wizard->next();
        QVERIFY(estimated.wait(20000) || estimated.count() == 1);
        const QString source = f.wizard->estimatePage()->sourceLabel()->text();
        QVERIFY2(source.contains(QStringLiteral("Source: reference figures")), qPrintable(source));
        QVERIFY(source.contains(QStringLiteral("/dev/sda: reference: one enterprise NVMe SSD")));
        auto* table = f.wizard->estimatePage()->table();
        QCOMPARE(table->rowCount(), 5);
        // Rows raid0, raid1, raid5; columns random read, random write (IOPS), sequential read,
        // write (MB/s).
        const auto figure = [table](int row, int column) {
            return estimateFigure(table, row, column);
        };
        // raid0 stripes over both drives: it reads as fast as the mirror at random (both read from
        // either drive), faster in sequence, and writes faster, where raid1 writes every block to
        // both.
        QVERIFY2(figure(0, 3) > 0 && figure(0, 3) >= figure(1, 3),
                 qPrintable(table->item(0, 3)->text()));
        QVERIFY2(figure(1, 5) > 0 && figure(0, 5) > figure(1, 5),
                 qPrintable(table->item(0, 5)->text()));
        QVERIFY2(figure(1, 4) > 0 && figure(0, 4) > figure(1, 4),
                 qPrintable(table->item(0, 4)->text()));
        QVERIFY2(figure(1, 6) > 0 && figure(0, 6) > figure(1, 6),
                 qPrintable(table->item(0, 6)->text()));
        QCOMPARE(table->item(2, 1)->text(),
                 QStringLiteral("needs more drives")); // raid5 needs three
    }

    // Each member's line names its reference and its link's caps: a SATA SSD is not given the
    // NVMe figures unchecked (grabs /tmp/sata-estimate-page.png).
    void estimatePageSaysEachMembersReferenceAndCaps()
    {
        Fixture f;
        auto* page = f.toEstimate({QStringLiteral("/dev/sda"), QStringLiteral("/dev/sdb"),
                                   QStringLiteral("/dev/nvme0n1")});
        const QString source = page->sourceLabel()->text();
        for (const QString& line :
             {QStringLiteral("/dev/sda: reference: one enterprise NVMe SSD (published figures); "
                             "capped by SATA 6 Gb/s (594 MB/s) and 32 commands in flight (no SATA "
                             "SSD reference figures exist)"),
              QStringLiteral("/dev/sdb: reference: one 7200 rpm SATA HDD (published figures); "
                             "capped by SATA 6 Gb/s (594 MB/s) and 32 commands in flight"),
              QStringLiteral("/dev/nvme0n1: reference: one enterprise NVMe SSD (published "
                             "figures); capped by PCIe x4 Gen4 (7.09 GB/s)"),
              QStringLiteral("Links: /dev/sda's own link, the slowest (0.59 GB/s), caps every "
                             "member.")})
            QVERIFY2(source.contains(line), qPrintable(source));
        QTest::qWait(100); // layouts settle
        QVERIFY(f.wizard->grab().save(QStringLiteral("/tmp/sata-estimate-page.png")));
    }

    void overThreeDrivesRaid0ReadsAndWritesFasterThanRaid5()
    {
        Fixture f;
        auto* table = f.toEstimate({QStringLiteral("/dev/sda"), QStringLiteral("/dev/sdb"),
                                    QStringLiteral("/dev/nvme0n1")})
                          ->table();
        QCOMPARE(table->rowCount(), 5);
        const auto figure = [table](int row, int column) {
            return estimateFigure(table, row, column);
        };
        // raid5 spends a drive's share on parity (sequential reads over two of three) and reads
        // and writes parity for every random write.
        QVERIFY2(figure(2, 5) > 0 && figure(0, 5) > figure(2, 5),
                 qPrintable(table->item(2, 5)->text()));
        QVERIFY2(figure(2, 4) > 0 && figure(0, 4) > figure(2, 4),
                 qPrintable(table->item(2, 4)->text()));
        QVERIFY2(figure(2, 3) > 0 && figure(0, 3) >= figure(2, 3),
                 qPrintable(table->item(2, 3)->text()));
    }

    void estimatePageUsesMeasuredProfiles()
    {
        Fixture f;
        // As if the Benchmark tab had measured both members.
        QVERIFY(f.writeMeasuredRun(QStringLiteral("/dev/sda")));
        QVERIFY(f.writeMeasuredRun(QStringLiteral("/dev/sdb")));
        QVERIFY(f.wizard->drivesPage()->setPicked(QStringLiteral("/dev/sda"), true));
        QVERIFY(f.wizard->drivesPage()->setPicked(QStringLiteral("/dev/sdb"), true));
        f.wizard->next();
        f.wizard->levelPage()->nameEdit()->setText(QStringLiteral("data"));
        QSignalSpy estimated(f.wizard->estimatePage(), &ui::EstimatePage::estimated);
        f.wizard->next();
        QVERIFY(estimated.wait(20000) || estimated.count() == 1);
        const QString source = f.wizard->estimatePage()->sourceLabel()->text();
        QVERIFY2(source.contains(QStringLiteral("Source: measured on this machine")),
                 qPrintable(source));
        QVERIFY(source.contains(QStringLiteral("/dev/sdb: measured")));
        // raid0 of two 40k-write-IOPS members: more than one member, at most two.
        const double raid0_write =
            QLocale().toDouble(f.wizard->estimatePage()->table()->item(0, 4)->text());
        QVERIFY2(raid0_write > 40000 && raid0_write <= 80000,
                 qPrintable(QString::number(raid0_write)));
    }

    // A member measured with reads only (member-reads) counts, writes from the
    // reference; the page offers to measure the member that has nothing yet.
    void estimatePageTakesReadsOnlyRunsAndOffersToMeasure()
    {
        Fixture f;
        QVERIFY(f.writeMeasuredRun(QStringLiteral("/dev/sda"), true));
        QVERIFY(f.wizard->drivesPage()->setPicked(QStringLiteral("/dev/sda"), true));
        QVERIFY(f.wizard->drivesPage()->setPicked(QStringLiteral("/dev/nvme0n1"), true));
        f.wizard->next();
        f.wizard->levelPage()->nameEdit()->setText(QStringLiteral("data"));
        QSignalSpy estimated(f.wizard->estimatePage(), &ui::EstimatePage::estimated);
        f.wizard->next();
        QVERIFY(estimated.wait(20000) || estimated.count() == 1);
        const QString source = f.wizard->estimatePage()->sourceLabel()->text();
        QVERIFY2(source.contains(QStringLiteral("/dev/sda: reads measured")), qPrintable(source));
        QVERIFY2(source.contains(QStringLiteral("partly measured")), qPrintable(source));
        auto* measure = f.wizard->estimatePage()->measureButton();
        QVERIFY(!measure->isHidden());
        QVERIFY(measure->text().contains(QStringLiteral("/dev/nvme0n1")));
    }

    // "Measure … read-only first" runs in the wizard, as a normal user through
    // the helper: progress in cells, then the estimate from what it measured.
    void measuringAMemberShowsProgressAndRefreshesTheEstimate()
    {
        Fixture f;
        auto* page = f.toEstimate({QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/sda")});
        QVERIFY(page->measureButton()->text().contains(QStringLiteral("/dev/nvme0n1")));
        page->measureButton()->click();
        auto* bench = f.helpers.fake(helper::Scope::BenchmarkRawDevice);
        QCOMPARE(bench->sent.size(), 1);
        const QJsonObject request = bench->last().request;
        QCOMPARE(request.value(QStringLiteral("op")).toString(), QStringLiteral("bench"));
        QCOMPARE(request.value(QStringLiteral("target")).toString(),
                 QStringLiteral("/dev/nvme0n1"));
        QCOMPARE(request.value(QStringLiteral("preset")).toString(),
                 QStringLiteral("member-reads"));
        QVERIFY(!request.value(QStringLiteral("allow_write")).toBool());
        // Shown in the page itself, and the wizard waits for it.
        QVERIFY(page->measureProgress()->isVisible());
        QVERIFY(page->stopButton()->isVisible());
        QVERIFY(page->stopButton()->isEnabled());
        QVERIFY(!page->isComplete());
        QVERIFY(page->measureButton()->isHidden());
        const QList<QJsonObject> lines = memberReadsStream(QStringLiteral("/dev/nvme0n1"));
        QVERIFY(lines.size() > 2);
        const int cells = static_cast<int>(lines.size()) - 1;
        bench->stream(bench->last().id, lines[0]);
        QTRY_COMPARE(page->measureProgress()->text(), QStringLiteral("1 of %1 cells").arg(cells));
        for (qsizetype i = 1; i < lines.size(); ++i) bench->stream(bench->last().id, lines[i]);
        QSignalSpy estimated(page, &ui::EstimatePage::estimated);
        bench->answer(bench->last().id, {{QStringLiteral("ok"), true}});
        QVERIFY(estimated.wait(20000));
        QCOMPARE(page->measureProgress()->text(), QStringLiteral("%1 of %1 cells").arg(cells));
        QVERIFY(page->stopButton()->isHidden());
        QVERIFY(page->isComplete());
        const QString status = page->measureStatus()->text();
        QVERIFY2(status.contains(QStringLiteral("/dev/nvme0n1 was measured read-only")),
                 qPrintable(status));
        QVERIFY2(status.contains(f.history.path()), qPrintable(status));
        const QString source = page->sourceLabel()->text();
        QVERIFY2(source.contains(QStringLiteral("/dev/nvme0n1: reads measured")),
                 qPrintable(source));
        // The next member without a measurement is offered now.
        QVERIFY(!page->measureButton()->isHidden());
        QVERIFY(page->measureButton()->text().contains(QStringLiteral("/dev/sda")));
    }

    void stoppingAMeasurementSaysSoAndKeepsTheWizardUsable()
    {
        Fixture f;
        auto* page = f.toEstimate({QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/sda")});
        page->measureButton()->click();
        auto* bench = f.helpers.fake(helper::Scope::BenchmarkRawDevice);
        const qint64 run = bench->last().id;
        page->stopButton()->click();
        QCOMPARE(bench->sent.size(), 2);
        QCOMPARE(bench->last().request.value(QStringLiteral("op")).toString(),
                 QStringLiteral("cancel"));
        QVERIFY(!page->stopButton()->isEnabled());
        QVERIFY2(page->measureStatus()->text().contains(QStringLiteral("Stopping")),
                 qPrintable(page->measureStatus()->text()));
        QSignalSpy estimated(page, &ui::EstimatePage::estimated);
        bench->answer(run, {{QStringLiteral("ok"), false}, {QStringLiteral("cancelled"), true}});
        QVERIFY(estimated.wait(20000));
        const QString status = page->measureStatus()->text();
        QVERIFY2(status.contains(QStringLiteral("The measurement of /dev/nvme0n1 was stopped")),
                 qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("nothing was saved")), qPrintable(status));
        QVERIFY(page->isComplete());
        QVERIFY(!page->measureButton()->isHidden());
    }

    void aFailedMeasurementIsSaidAsASentence()
    {
        Fixture f;
        auto* page = f.toEstimate({QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/sda")});
        page->measureButton()->click();
        auto* bench = f.helpers.fake(helper::Scope::BenchmarkRawDevice);
        QSignalSpy estimated(page, &ui::EstimatePage::estimated);
        bench->answer(
            bench->last().id,
            {{QStringLiteral("ok"), false},
             {QStringLiteral("rule"), QStringLiteral("device_busy")},
             {QStringLiteral("error"),
              QStringLiteral("/dev/nvme0n1 is held open exclusively by another program")}});
        QVERIFY(estimated.wait(20000));
        const QString status = page->measureStatus()->text();
        QVERIFY2(status.contains(QStringLiteral("The measurement of /dev/nvme0n1 failed")),
                 qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("held open exclusively")), qPrintable(status));
        QVERIFY(page->measureStatus()->isVisible());
        QVERIFY(page->stopButton()->isHidden());
        QVERIFY(QDir(f.history.path())
                    .entryList(QDir::Files)
                    .isEmpty()); // nothing measured, nothing kept
    }

    // As root the wizard runs arraymark-cli itself (no helper); its failure reads as one sentence
    // too.
    void asRootTheMeasurementRunsTheCli()
    {
        QTemporaryDir bin;
        const QString cli = fakeCli(
            bin,
            QStringLiteral(
                "echo 'error: cannot open /dev/nvme0n1: No such file or directory' >&2\nexit 2\n"));
        qputenv("ARRAYMARK_CLI", cli.toLocal8Bit());
        Fixture f(Machine{.as_root = true});
        auto* page = f.toEstimate({QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/sda")});
        QSignalSpy estimated(page, &ui::EstimatePage::estimated);
        page->measureButton()->click();
        QVERIFY(estimated.wait(20000));
        qunsetenv("ARRAYMARK_CLI");
        QVERIFY(f.helpers.fake(helper::Scope::BenchmarkRawDevice)->sent.isEmpty());
        const QString status = page->measureStatus()->text();
        QVERIFY2(status.contains(QStringLiteral("The measurement of /dev/nvme0n1 failed")),
                 qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("No such file or directory")), qPrintable(status));
    }

    // The measurement belongs to the wizard: the Benchmark page keeps its
    // tab, target and preset (it used to be switched to and started).
    void measuringFromTheWizardLeavesTheBenchmarkPageAlone()
    {
        if (::geteuid() != 0)
            QSKIP(
                "a normal user's wizard measures through pkexec and arraymark-helper; the fake CLI stands in for root's run");
        QTemporaryDir bin;
        qputenv("ARRAYMARK_CLI", fakeCli(bin, QStringLiteral("sleep 0.2\nexit 2\n")).toLocal8Bit());
        ui::MainWindow window(fixtureRoots());
        QSignalSpy scanned(window.drivesPage(), &ui::DrivesPage::scanFinished);
        QVERIFY(scanned.wait(10000) || scanned.count() == 1);
        auto* bench = window.benchPage();
        const QString target = bench->targetPanel()->targetPath();
        const QString preset = bench->preset();
        QWidget* tab = window.tabs()->currentWidget();
        window.arraysPage()->newArrayRequested();
        auto* wizard = window.findChild<ui::ArrayWizard*>();
        QVERIFY(wizard);
        QVERIFY(wizard->drivesPage()->setPicked(QStringLiteral("/dev/sda"), true));
        QVERIFY(wizard->drivesPage()->setPicked(QStringLiteral("/dev/nvme0n1"), true));
        wizard->next();
        wizard->levelPage()->nameEdit()->setText(QStringLiteral("data"));
        QSignalSpy estimated(wizard->estimatePage(), &ui::EstimatePage::estimated);
        wizard->next();
        QVERIFY(estimated.wait(20000) || estimated.count() == 1);
        QVERIFY(!wizard->estimatePage()->measureButton()->isHidden());
        wizard->estimatePage()->measureButton()->click();
        QVERIFY(estimated.wait(20000));
        qunsetenv("ARRAYMARK_CLI");
        QCOMPARE(window.tabs()->currentWidget(), tab);
        QCOMPARE(bench->targetPanel()->targetPath(), target);
        QCOMPARE(bench->preset(), preset);
        QVERIFY(wizard->estimatePage()->measureStatus()->text().contains(QStringLiteral("failed")));
        wizard->close();
    }

    // The review page says, before Create, that this kernel cannot make md arrays, and why.
    void reviewSaysWhenTheKernelHasNoMdDriver()
    {
        // The level page would refuse md here; the review checks the driver again by itself
        // (it may be gone since), and says what is missing in md's own words.
        Fixture f(
            Machine{.kernel = test::mdDriverTree("no-module-tree"), .backends = allAvailable});
        f.toReview({QStringLiteral("/dev/sda"), QStringLiteral("/dev/nvme0n1")},
                   QStringLiteral("data"));
        auto* review = f.wizard->reviewPage();
        f.readDevices()->answer(
            f.readDevices()->last().id,
            validPlanAnswer(QStringLiteral("data"),
                            {QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/sda")}));
        review->confirmEdit()->setText(QStringLiteral("data"));
        QVERIFY(review->planValid());
        QVERIFY(!review->isComplete());
        QVERIFY(!f.wizard->button(QWizard::CommitButton)->isEnabled());
        const QString status = review->statusLabel()->text();
        QVERIFY2(!status.contains(QStringLiteral("The plan is valid")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("cannot be created on this machine")),
                 qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("md_mod cannot be loaded")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("6.1.0-test")), qPrintable(status));
        // The Arrays page's sentence, word for word.
        QVERIFY(status.contains(
            ui::mdDriverProblem(raid::checkMdDriver(test::mdDriverTree("no-module-tree")))
                .toHtmlEscaped()));
        // The commands the helper checked are still shown.
        QVERIFY(review->report()->toPlainText().contains(
            QStringLiteral("mdadm --create /dev/md/data")));
    }

    void reviewSaysToLoadALoadableDriver()
    {
        Fixture f(Machine{.kernel = test::mdDriverTree("loadable")});
        f.toReview({QStringLiteral("/dev/sda"), QStringLiteral("/dev/nvme0n1")},
                   QStringLiteral("data"));
        auto* review = f.wizard->reviewPage();
        f.readDevices()->answer(f.readDevices()->last().id,
                                validPlanAnswer(QStringLiteral("data"), {}));
        review->confirmEdit()->setText(QStringLiteral("data"));
        QVERIFY(!review->isComplete());
        const QString status = review->statusLabel()->text();
        QVERIFY2(status.contains(QStringLiteral("modprobe md_mod")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("md-mod.ko.xz")), qPrintable(status));
    }

    void asRootTheHelpersScanIsNotOffered()
    {
        Fixture root(Machine{.as_root = true});
        QVERIFY(!root.wizard->drivesPage()->checkButton()->isVisibleTo(root.wizard->drivesPage()));
        Fixture user(Machine{.as_root = false});
        QVERIFY(user.wizard->drivesPage()->checkButton()->isVisibleTo(user.wizard->drivesPage()));
    }

    void reviewShowsTheArgvAndRefusesUntilTheNameIsTyped()
    {
        Fixture f;
        f.toReview({QStringLiteral("/dev/sda"), QStringLiteral("/dev/nvme0n1")},
                   QStringLiteral("data"));
        auto* review = f.wizard->reviewPage();
        QCOMPARE(f.readDevices()->sent.size(), 1);
        const QJsonObject request = f.readDevices()->last().request;
        QCOMPARE(request.value(QStringLiteral("op")).toString(), QStringLiteral("plan"));
        QCOMPARE(request.value(QStringLiteral("level")).toString(), QStringLiteral("raid1"));
        QCOMPARE(request.value(QStringLiteral("name")).toString(), QStringLiteral("data"));
        QCOMPARE(request.value(QStringLiteral("members")).toArray(),
                 (QJsonArray{QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/sda")}));
        QVERIFY(!review->isComplete());
        review->confirmEdit()->setText(QStringLiteral("data"));
        QVERIFY(!review->isComplete()); // no answer yet
        f.readDevices()->answer(
            f.readDevices()->last().id,
            validPlanAnswer(QStringLiteral("data"),
                            {QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/sda")}));
        const QString text = review->report()->toPlainText();
        QVERIFY2(
            text.contains(QStringLiteral(
                "mdadm --create /dev/md/data --run --level=raid1 --raid-devices=2 /dev/nvme0n1 /dev/sda")),
            qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("sizes differ")));
        QVERIFY(text.contains(QStringLiteral("Will be destroyed")));
        QVERIFY(text.contains(QStringLiteral("/dev/sda")));
        QVERIFY(review->isComplete());
        review->confirmEdit()->setText(QStringLiteral("dat"));
        QVERIFY(!review->isComplete());
        review->confirmEdit()->setText(QStringLiteral("Data"));
        QVERIFY(!review->isComplete());
        review->confirmEdit()->setText(QStringLiteral("data"));
        QVERIFY(review->isComplete());
    }

    void reviewRefusesAnInvalidPlan()
    {
        Fixture f;
        f.toReview({QStringLiteral("/dev/sda"), QStringLiteral("/dev/nvme0n1")},
                   QStringLiteral("data"));
        QJsonObject answer = validPlanAnswer(QStringLiteral("data"), {});
        QJsonObject plan = answer.value(QStringLiteral("plan")).toObject();
        plan.insert(QStringLiteral("valid"), false);
        plan.insert(
            QStringLiteral("problems"),
            QJsonArray{QJsonObject{{QStringLiteral("message"),
                                    QStringLiteral("/dev/sda is in use: mounted at /mnt")}}});
        answer.insert(QStringLiteral("plan"), plan);
        f.readDevices()->answer(f.readDevices()->last().id, answer);
        f.wizard->reviewPage()->confirmEdit()->setText(QStringLiteral("data"));
        QVERIFY(!f.wizard->reviewPage()->isComplete());
        QVERIFY(f.wizard->reviewPage()->report()->toPlainText().contains(
            QStringLiteral("mounted at /mnt")));
    }

    void buildSendsOneCreateAndShowsAFailure()
    {
        Fixture f;
        f.toReview({QStringLiteral("/dev/sda"), QStringLiteral("/dev/nvme0n1")},
                   QStringLiteral("data"));
        f.readDevices()->answer(
            f.readDevices()->last().id,
            validPlanAnswer(QStringLiteral("data"),
                            {QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/sda")}));
        f.wizard->reviewPage()->confirmEdit()->setText(QStringLiteral("data"));
        f.wizard->next();
        QCOMPARE(f.wizard->currentId(), int(ui::ArrayWizard::BuildId));
        auto* build = f.wizard->buildPage();
        QVERIFY(!build->isComplete());
        QSignalSpy finished(f.wizard.get(), &ui::ArrayWizard::createFinished);
        QCOMPARE(f.manageArrays()->sent.size(), 1);
        const QJsonObject create = f.manageArrays()->last().request;
        QCOMPARE(create.value(QStringLiteral("op")).toString(), QStringLiteral("create"));
        QCOMPARE(create.value(QStringLiteral("members")).toArray(),
                 (QJsonArray{QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/sda")}));
        QCOMPARE(create.value(QStringLiteral("name")).toString(), QStringLiteral("data"));
        QJsonObject step{
            {QStringLiteral("argv"), QJsonArray{QStringLiteral("mdadm"), QStringLiteral("--create"),
                                                QStringLiteral("/dev/md/data")}},
            {QStringLiteral("ok"), false},
            {QStringLiteral("exit_code"), 1},
            {QStringLiteral("stderr"),
             QStringLiteral("mdadm: cannot open /dev/sda: Device or resource busy\n")},
            {QStringLiteral("message"), QStringLiteral("mdadm exited with 1")}};
        f.manageArrays()->answer(
            f.manageArrays()->last().id,
            {{QStringLiteral("ok"), false},
             {QStringLiteral("rule"), QStringLiteral("step_failed")},
             {QStringLiteral("error"),
              QStringLiteral("mdadm --create failed: Device or resource busy")},
             {QStringLiteral("steps"), QJsonArray{step}}});
        QVERIFY(build->isComplete());
        QVERIFY(!build->succeeded());
        QVERIFY(build->resultLabel()->text().contains(QStringLiteral("Device or resource busy")));
        QVERIFY(
            build->log()->toPlainText().contains(QStringLiteral("$ mdadm --create /dev/md/data")));
        QVERIFY(build->log()->toPlainText().contains(QStringLiteral("cannot open /dev/sda")));
        QVERIFY(!build->benchmarkButton()->isEnabled());
        // The Arrays page's action log gets the answer (MainWindow connects them).
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished[0][0].toString(), QStringLiteral("/dev/md/data"));
        const QJsonObject logged = finished[0][1].toJsonObject();
        QCOMPARE(logged.value(QStringLiteral("op")).toString(), QStringLiteral("create"));
        QCOMPARE(logged.value(QStringLiteral("error")).toString(),
                 QStringLiteral("mdadm --create failed: Device or resource busy"));
        // Showing the page again (e.g. a repaint path) never sends a second create.
        build->initializePage();
        QCOMPARE(f.manageArrays()->sent.size(), 1);
    }

    void buildSaysNothingRanWhenTheHelperCannotStart()
    {
        Fixture f;
        f.toReview({QStringLiteral("/dev/sda"), QStringLiteral("/dev/nvme0n1")},
                   QStringLiteral("data"));
        f.readDevices()->answer(f.readDevices()->last().id,
                                validPlanAnswer(QStringLiteral("data"), {}));
        f.wizard->reviewPage()->confirmEdit()->setText(QStringLiteral("data"));
        f.wizard->next();
        QSignalSpy finished(f.wizard.get(), &ui::ArrayWizard::createFinished);
        f.manageArrays()->fail(QStringLiteral("polkit refused"));
        QCOMPARE(finished.size(), 1);
        QVERIFY(finished[0][1]
                    .toJsonObject()
                    .value(QStringLiteral("error"))
                    .toString()
                    .contains(QStringLiteral("polkit refused")));
        auto* build = f.wizard->buildPage();
        QVERIFY(build->isComplete());
        QVERIFY(!build->succeeded());
        QVERIFY(build->resultLabel()->text().contains(QStringLiteral("polkit refused")));
        QVERIFY(build->resultLabel()->text().contains(QStringLiteral("Nothing was run")));
    }

    void aPartialCreateIsRolledBackAndSaysWhatWasDone()
    {
        Fixture f;
        f.toReview({QStringLiteral("/dev/sda"), QStringLiteral("/dev/nvme0n1")},
                   QStringLiteral("data"));
        f.readDevices()->answer(f.readDevices()->last().id,
                                validPlanAnswer(QStringLiteral("data"), {}));
        f.wizard->reviewPage()->confirmEdit()->setText(QStringLiteral("data"));
        f.wizard->next();
        auto* build = f.wizard->buildPage();
        const QJsonObject created{
            {QStringLiteral("argv"), QJsonArray{QStringLiteral("mdadm"), QStringLiteral("--create"),
                                                QStringLiteral("/dev/md/data")}},
            {QStringLiteral("ok"), true},
            {QStringLiteral("exit_code"), 0}};
        const QJsonObject spare{{QStringLiteral("argv"),
                                 QJsonArray{QStringLiteral("mdadm"), QStringLiteral("--manage"),
                                            QStringLiteral("/dev/md/data"), QStringLiteral("--add"),
                                            QStringLiteral("/dev/sdb")}},
                                {QStringLiteral("ok"), false},
                                {QStringLiteral("exit_code"), 1}};
        // The helper's core rolled the partial array back and says so in the answer.
        const QJsonObject rollback{
            {QStringLiteral("target"), QStringLiteral("/dev/md/data")},
            {QStringLiteral("ok"), true},
            {QStringLiteral("stopped"), QJsonArray{QStringLiteral("/dev/md127")}},
            {QStringLiteral("wiped"),
             QJsonArray{QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/sda")}},
            {QStringLiteral("steps"), QJsonArray{}}};
        f.manageArrays()->answer(
            f.manageArrays()->last().id,
            {{QStringLiteral("ok"), false},
             {QStringLiteral("error"), QStringLiteral("adding the spare failed")},
             {QStringLiteral("steps"), QJsonArray{created, spare}},
             {QStringLiteral("rollback"), rollback}});
        QVERIFY(build->isComplete());
        QCOMPARE(f.manageArrays()->sent.size(), 1); // no delete of its own any more
        const QString text = build->resultLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("adding the spare failed")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Rolled back: stopped /dev/md127")));
        QVERIFY(text.contains(QStringLiteral("/dev/nvme0n1, /dev/sda")));
        QVERIFY(build->log()->toPlainText().contains(QStringLiteral("Rolling back: /dev/md/data")));
    }

    void imsmIsOfferedUnderTheTestOverride()
    {
        qputenv("IMSM_NO_PLATFORM", "1");
        Fixture f(Machine{.backends = allAvailable});
        qunsetenv("IMSM_NO_PLATFORM");
        QVERIFY(f.wizard->drivesPage()->setPicked(QStringLiteral("/dev/sda"), true));
        QVERIFY(f.wizard->drivesPage()->setPicked(QStringLiteral("/dev/nvme0n1"), true));
        f.wizard->next();
        auto* level = f.wizard->levelPage();
        QTRY_VERIFY_WITH_TIMEOUT(level->backendChoice()->isAvailable(raid::Backend::Imsm), 20000);
        QVERIFY(level->backendChoice()->choose(raid::Backend::Imsm));
        level->nameEdit()->setText(QStringLiteral("vol0"));
        QVERIFY(f.wizard->state().metadata == raid::Metadata::Imsm);
        QVERIFY(f.wizard->state().backend == raid::Backend::Imsm);
        // No raid6 in any Intel option ROM: the table does not offer it.
        QVERIFY(level->levelButton(raid::Level::Raid6)->isHidden());
        const QJsonObject request =
            ui::planRequest(f.wizard->state().plan(), QStringLiteral("plan"));
        QCOMPARE(request.value(QStringLiteral("metadata")).toString(), QStringLiteral("imsm"));
        QCOMPARE(request.value(QStringLiteral("container")).toString(), QStringLiteral("imsm0"));
    }

    void imsmIsNotOfferedWithoutPlatformOrOverride()
    {
        qunsetenv("IMSM_NO_PLATFORM");
        util::SpawnRunner runner;
        if (raid::probePlatform(runner, false).found())
            QSKIP("this machine has an Intel RAID platform: imsm is offered rightly");
        Fixture f(Machine{.backends = allAvailable});
        QVERIFY(f.wizard->drivesPage()->setPicked(QStringLiteral("/dev/sda"), true));
        f.wizard->next();
        QTest::qWait(1000); // the wizard's own probe has answered by now
        auto* backends = f.wizard->levelPage()->backendChoice();
        QVERIFY(!backends->isAvailable(raid::Backend::Imsm));
        QVERIFY(!backends->button(raid::Backend::Imsm)->isEnabled());
        QVERIFY2(backends->unavailableReason(raid::Backend::Imsm)
                     .contains(QStringLiteral("no Intel VROC/RST platform")),
                 qPrintable(backends->unavailableReason(raid::Backend::Imsm)));
    }

    void newArrayActionOpensTheWizardOverTheDrivesPagesScan()
    {
        ui::MainWindow window(fixtureRoots());
        QSignalSpy scanned(window.drivesPage(), &ui::DrivesPage::scanFinished);
        QVERIFY(scanned.wait(10000) || scanned.count() == 1);
        QAction* action = nullptr;
        for (auto* candidate : window.findChildren<QAction*>())
            if (candidate->shortcut() == QKeySequence(QKeySequence::New)) action = candidate;
        QVERIFY(action);
        action->trigger();
        auto* wizard = window.findChild<ui::ArrayWizard*>();
        QVERIFY(wizard);
        QVERIFY(wizard->isVisible());
        QCOMPARE(wizard->state().scan.drives.size(),
                 window.drivesPage()->model()->scan().drives.size());
        QVERIFY(wizard->drivesPage()->setPicked(QStringLiteral("/dev/sda"), true));
        wizard->close();
    }

    // A failed create and its rollback reach the Arrays page's action log, as every other action
    // does.
    void aFailedCreateIsInTheArraysPagesLog()
    {
        ui::MainWindow window(fixtureRoots());
        emit window.arraysPage()->newArrayRequested();
        auto* wizard = window.findChild<ui::ArrayWizard*>();
        QVERIFY(wizard);
        const QJsonObject rollback{
            {QStringLiteral("target"), QStringLiteral("/dev/md/data")},
            {QStringLiteral("ok"), true},
            {QStringLiteral("stopped"), QJsonArray{QStringLiteral("/dev/md127")}},
            {QStringLiteral("wiped"),
             QJsonArray{QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/sda")}},
            {QStringLiteral("steps"), QJsonArray{}}};
        const QJsonObject step{
            {QStringLiteral("argv"), QJsonArray{QStringLiteral("mdadm"), QStringLiteral("--create"),
                                                QStringLiteral("/dev/md/data")}},
            {QStringLiteral("ok"), false},
            {QStringLiteral("exit_code"), 1},
            {QStringLiteral("stderr"),
             QStringLiteral("mdadm: cannot open /dev/sda: Device or resource busy")}};
        emit wizard->createFinished(
            QStringLiteral("/dev/md/data"),
            {{QStringLiteral("op"), QStringLiteral("create")},
             {QStringLiteral("ok"), false},
             {QStringLiteral("rule"), QStringLiteral("step_failed")},
             {QStringLiteral("error"),
              QStringLiteral("mdadm --create failed: Device or resource busy")},
             {QStringLiteral("steps"), QJsonArray{step}},
             {QStringLiteral("rollback"), rollback}});
        const QString log = window.arraysPage()->actionLog()->toPlainText();
        QVERIFY2(log.contains(QStringLiteral("Create /dev/md/data")), qPrintable(log));
        QVERIFY2(
            log.contains(QStringLiteral(
                "create failed (step_failed): mdadm --create failed: Device or resource busy")),
            qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("$ mdadm --create /dev/md/data")), qPrintable(log));
        QVERIFY2(
            log.contains(QStringLiteral(
                "Rolled back: stopped /dev/md127; superblocks zeroed and signatures wiped on /dev/nvme0n1, /dev/sda.")),
            qPrintable(log));
        wizard->close();
    }

    void buildSuccessOffersBenchmarkAndMdadmConf()
    {
        Fixture f;
        f.toReview({QStringLiteral("/dev/sda"), QStringLiteral("/dev/nvme0n1")},
                   QStringLiteral("data"));
        f.readDevices()->answer(
            f.readDevices()->last().id,
            validPlanAnswer(QStringLiteral("data"),
                            {QStringLiteral("/dev/nvme0n1"), QStringLiteral("/dev/sda")}));
        f.wizard->reviewPage()->confirmEdit()->setText(QStringLiteral("data"));
        f.wizard->next();
        auto* build = f.wizard->buildPage();
        QJsonObject status{{QStringLiteral("name"), QString()},
                           {QStringLiteral("state"), QStringLiteral("resyncing")},
                           {QStringLiteral("progress"), 0.25},
                           {QStringLiteral("speed_bytes_per_s"), 150e6},
                           {QStringLiteral("eta_seconds"), 4000}};
        f.manageArrays()->answer(f.manageArrays()->last().id,
                                 {{QStringLiteral("array"), QStringLiteral("/dev/md/data")},
                                  {QStringLiteral("steps"), QJsonArray{}},
                                  {QStringLiteral("status"), status}});
        QVERIFY(build->succeeded());
        QVERIFY(build->benchmarkButton()->isEnabled());
        QVERIFY(build->findChildren<QLabel*>().size() > 0);
        bool sync_shown = false;
        for (auto* label : build->findChildren<QLabel*>())
            sync_shown |= label->text().contains(QStringLiteral("25.0")) &&
                          label->text().contains(QStringLiteral("150 MB/s")) &&
                          label->text().contains(QStringLiteral("1 h 6 min"));
        QVERIFY(sync_shown);
        QSignalSpy bench(f.wizard.get(), &ui::ArrayWizard::benchmarkRequested);
        build->benchmarkButton()->click();
        QCOMPARE(bench.count(), 1);
        QCOMPARE(bench.at(0).at(0).toString(), QStringLiteral("/dev/md/data"));
        build->saveConfButton()->click();
        auto* change = f.helpers.fake(helper::Scope::ChangeMembers);
        QCOMPARE(change->sent.size(), 1);
        QCOMPARE(change->last().request.value(QStringLiteral("op")).toString(),
                 QStringLiteral("mdadm-conf"));
        QCOMPARE(change->last().request.value(QStringLiteral("write")).toBool(), true);
        change->answer(change->last().id,
                       {{QStringLiteral("added"), true},
                        {QStringLiteral("file"), QStringLiteral("/etc/mdadm/mdadm.conf")},
                        {QStringLiteral("lines"),
                         QJsonArray{QStringLiteral("ARRAY /dev/md/data metadata=1.2 UUID=x")}}});
        QVERIFY(build->log()->toPlainText().contains(QStringLiteral("ARRAY /dev/md/data")));
    }
};

QTEST_MAIN(ArrayWizardTest)
#include "array_wizard_test.moc"
