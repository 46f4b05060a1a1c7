// Drive health (SMART) on the Drives page: the Health column, its tooltip and colours, the
// details pane's figures, and the helper's scan that asks for SMART and carries it back. The
// verdicts come from core's readers over tests/data/smartctl (support/health_scan.h).
#include <QAbstractItemModelTester>
#include <QBrush>
#include <QIcon>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include "core/drives/drive_json.h"
#include "core/drives/health/drive_health.h"
#include "core/drives/health/health_rules.h"
#include "tests/ui/support/fake_helper_channel.h"
#include "tests/ui/support/health_scan.h"
#include "tests/ui/support/test_files.h"
#include "ui/drives/device_details.h"
#include "ui/drives/drives_model.h"
#include "ui/drives/drives_page.h"
#include "ui/drives/health_reason_text.h"
#include "ui/drives/health_text.h"

using namespace am;
using Verdict = drives::HealthVerdict;

namespace {
int rowOf(const ui::DrivesModel& model, const std::string& name)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.deviceAt(row)->name == name) return row;
    return -1;
}

QVariant cell(const ui::DrivesModel& model, const std::string& name, int role)
{
    return model.index(rowOf(model, name), ui::DrivesModel::Health).data(role);
}

// Every reason core gave the drive, in the tooltip.
bool tipHasEveryReason(const ui::DrivesModel& model, const std::string& name)
{
    const QString tip = cell(model, name, Qt::ToolTipRole).toString();
    const auto* device = model.scan().find(name);
    if (!device || !device->health || device->health->reasons.empty()) return false;
    for (const auto& reason : device->health->reasons)
        if (!tip.contains(QString::fromStdString(reason))) return false;
    return true;
}
} // namespace

class DriveHealthTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ArrayMarkTest"));
        QSettings().clear();
    }

    void passesTheModelTesterWithHealth()
    {
        ui::DrivesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setScan(test::healthScan());
        model.setScan(drives::scan(test::fixtureRoots()));
    }

    void theHealthColumnSaysEachVerdict()
    {
        ui::DrivesModel model;
        model.setScan(test::healthScan());
        QCOMPARE(model.headerData(ui::DrivesModel::Health, Qt::Horizontal).toString(),
                 QStringLiteral("Health"));
        const struct {
            std::string drive;
            Verdict verdict;
            QString word;
        } expected[] = {{"nvme0n1", Verdict::Healthy, QStringLiteral("Healthy")},
                        {"nvme1n1", Verdict::Worn, QStringLiteral("Worn")},
                        {"sdb", Verdict::Failing, QStringLiteral("Failing")},
                        {"sdc", Verdict::Unknown, QStringLiteral("Unknown")}};
        for (const auto& [drive, verdict, word] : expected) {
            QCOMPARE(cell(model, drive, Qt::DisplayRole).toString(), word);
            QCOMPARE(cell(model, drive, ui::DrivesModel::HealthRole).toInt(),
                     static_cast<int>(verdict));
        }
        // Findings are told by word, icon and colour; a healthy drive only by its word.
        for (const std::string drive : {"nvme1n1", "sdb"}) {
            QVERIFY(!cell(model, drive, Qt::DecorationRole).value<QIcon>().isNull());
            QCOMPARE(cell(model, drive, Qt::ForegroundRole).value<QBrush>().color(),
                     ui::healthVerdictColor(model.scan().find(drive)->health->verdict));
        }
        QVERIFY(cell(model, "nvme0n1", Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(ui::healthVerdictColor(Verdict::Failing) != ui::healthVerdictColor(Verdict::Worn));
        // Sorting puts the worst last (ascending) whatever the words are.
        QVERIFY(model.index(rowOf(model, "sdb"), ui::DrivesModel::Health)
                    .data(ui::DrivesModel::SortRole)
                    .toInt() > model.index(rowOf(model, "nvme1n1"), ui::DrivesModel::Health)
                                   .data(ui::DrivesModel::SortRole)
                                   .toInt());
    }

    void theTooltipGivesTheReasons()
    {
        ui::DrivesModel model;
        model.setScan(test::healthScan());
        QVERIFY(tipHasEveryReason(model, "sdb"));
        QVERIFY(tipHasEveryReason(model, "nvme1n1"));
        QVERIFY(tipHasEveryReason(model, "sdc")); // why it is unknown
        const QString failing = cell(model, "sdb", Qt::ToolTipRole).toString();
        QVERIFY2(failing.contains(QStringLiteral("Failing")), qPrintable(failing));
        QVERIFY2(failing.contains(QStringLiteral("24 sectors pending")), qPrintable(failing));
        QVERIFY2(cell(model, "nvme1n1", Qt::ToolTipRole).toString().contains(QStringLiteral("93%")),
                 qPrintable(cell(model, "nvme1n1", Qt::ToolTipRole).toString()));
        QVERIFY(!cell(model, "nvme0n1", Qt::ToolTipRole).toString().isEmpty());
    }

    void theReasonsAreWordedAgainAsCoreWordsThemInEnglish()
    {
        // Untranslated, the GUI's own wording of each rule's finding is core's sentence.
        const auto same = [](const drives::DriveHealth& health) {
            QStringList core;
            for (const auto& reason : health.reasons) core << QString::fromStdString(reason);
            return ui::healthReasons(health) == core && !core.isEmpty();
        };
        const drives::ScanResult scan = test::healthScan();
        for (const std::string drive : {"sdb", "nvme1n1", "sdc"})
            QVERIFY2(same(*scan.find(drive)->health), drive.c_str());
        QVERIFY(scan.find("sdb")->health->reasons.size() >= 4); // failing and worn findings
        drives::DriveHealth warned = *scan.find("nvme1n1")->health;
        warned.critical_warning = 0x05; // spare low, read-only media
        warned.media_errors = 2;
        drives::judgeHealth(warned);
        QVERIFY(same(warned));
        warned.critical_warning = 0x40; // a bit the specification does not name
        drives::judgeHealth(warned);
        QVERIFY(same(warned));
        // A bit without a name keeps its number.
        QVERIFY(ui::healthReasons(warned).front().contains(QStringLiteral("0x40")));
    }

    void thisUsersOwnScanSaysSmartNeedsTheCheck()
    {
        ui::DrivesModel model;
        model.setScan(drives::scan(test::fixtureRoots())); // no health: it needs root
        QCOMPARE(cell(model, "nvme0n1", Qt::DisplayRole).toString(), QStringLiteral("—"));
        QCOMPARE(cell(model, "nvme0n1", ui::DrivesModel::HealthRole).toInt(), -1);
        const QString tip = cell(model, "nvme0n1", Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Check with administrator rights")), qPrintable(tip));
        // No SMART at all: md, loop, zram, virtio and partitions say nothing.
        for (const std::string device : {"md0", "loop0", "vda", "sdc1"}) {
            QVERIFY2(cell(model, device, Qt::DisplayRole).toString().isEmpty(), device.c_str());
            QVERIFY(cell(model, device, Qt::ToolTipRole).toString().isEmpty());
        }
    }

    void theDetailsShowOnlyTheFiguresTheDriveReported()
    {
        const drives::ScanResult scan = test::healthScan();
        const auto html = [&](const std::string& name) {
            return ui::deviceDetailsHtml(*scan.find(name), scan, util::SizeUnits::Decimal);
        };
        const drives::DriveHealth& sdb = *scan.find("sdb")->health;
        const QString ata = html("sdb");
        QVERIFY2(ata.contains(QStringLiteral("Health (SMART)")), qPrintable(ata));
        QVERIFY(ata.contains(QStringLiteral("Failing")));
        QVERIFY(ata.contains(QString::fromStdString(sdb.reasons.front()).toHtmlEscaped()));
        QVERIFY(ata.contains(
            QStringLiteral("Pending sectors</b></td><td>%1").arg(*sdb.pending_sectors)));
        QVERIFY(ata.contains(
            QStringLiteral("Interface CRC errors</b></td><td>%1").arg(*sdb.crc_errors)));
        QVERIFY(ata.contains(QStringLiteral("Reallocated sectors</b></td><td>%1")
                                 .arg(QLocale().toString(qulonglong(*sdb.reallocated_sectors)))));
        QVERIFY(ata.contains(QStringLiteral("%1 °C").arg(*sdb.temperature_celsius)));
        QVERIFY(!ata.contains(QStringLiteral("Media errors"))); // an NVMe figure

        const drives::DriveHealth& worn = *scan.find("nvme1n1")->health;
        const QString nvme = html("nvme1n1");
        QVERIFY2(nvme.contains(QStringLiteral("%1 %").arg(*worn.percentage_used)),
                 qPrintable(nvme));
        QVERIFY(nvme.contains(QStringLiteral("Media errors")));
        QVERIFY(!nvme.contains(QStringLiteral("Pending sectors"))); // an ATA figure
        QVERIFY(!nvme.contains(QStringLiteral("Interface CRC errors")));

        const drives::ScanResult own = drives::scan(test::fixtureRoots());
        const QString unread =
            ui::deviceDetailsHtml(*own.find("nvme0n1"), own, util::SizeUnits::Decimal);
        QVERIFY2(unread.contains(QStringLiteral("Check with administrator rights")),
                 qPrintable(unread));
        QVERIFY(!ui::deviceDetailsHtml(*own.find("md0"), own, util::SizeUnits::Decimal)
                     .contains(QStringLiteral("Health (SMART)")));
    }

    void theHelpersScanAsksForSmartAndTheTableShowsIt()
    {
        ui::test::FakeHelperProvider helpers;
        ui::DrivesPage page(test::fixtureRoots());
        page.setHelperProvider(&helpers);
        QSignalSpy finished(&page, &ui::DrivesPage::scanFinished);
        page.refresh();
        QVERIFY(finished.wait(10000) || finished.count() == 1);
        // Nothing may need administrator rights to be read here, but SMART does.
        QVERIFY(!page.checkButton()->isHidden());
        page.checkButton()->click();
        ui::test::FakeHelperChannel* channel = helpers.fake(helper::Scope::ReadDevices);
        QCOMPARE(channel->sent.size(), 1);
        QCOMPARE(channel->last().request.value(QStringLiteral("op")).toString(),
                 QStringLiteral("scan"));
        QCOMPARE(channel->last().request.value(QStringLiteral("health")).toBool(), true);
        channel->answer(channel->last().id,
                        {{QStringLiteral("scan"), test::toQt(drives::toJson(test::healthScan()))}});
        QVERIFY(page.showsHelperScan());
        QCOMPARE(cell(*page.model(), "sdb", Qt::DisplayRole).toString(), QStringLiteral("Failing"));
        QVERIFY(tipHasEveryReason(*page.model(), "sdb"));
        // The figures and verdict arrive as core read them (the raw smartctl document aside).
        const drives::ScanResult sent = test::healthScan();
        QVERIFY(page.model()->scan().find("sdb")->health);
        QVERIFY(drives::toJson(*page.model()->scan().find("sdb")->health) ==
                drives::toJson(*sent.find("sdb")->health));
    }
};

QTEST_MAIN(DriveHealthTest)
#include "drive_health_test.moc"
