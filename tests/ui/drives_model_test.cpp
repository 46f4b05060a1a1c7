#include <QAbstractItemModelTester>
#include <QBrush>
#include <QIcon>
#include <QImage>
#include <QTest>

#include "core/drives/in_use.h"
#include "core/drives/scan.h"
#include "ui/drives/drives_model.h"

using namespace am;

namespace {
drives::ScanResult fixtureScan()
{
    const std::filesystem::path root = std::filesystem::path(ARRAYMARK_TEST_DATA) / "machine1";
    return drives::scan({root / "sys", root / "proc", root / "dev"});
}

int rowOf(const ui::DrivesModel& model, const std::string& name)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.deviceAt(row)->name == name) return row;
    return -1;
}
} // namespace

class DrivesModelTest : public QObject {
    Q_OBJECT
private slots:
    void passesTheModelTester()
    {
        ui::DrivesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setScan(fixtureScan());
        model.setSizeUnits(util::SizeUnits::Binary);
        model.setScan(drives::ScanResult{});
        model.setScan(fixtureScan());
    }

    void listsDisksFollowedByTheirPartitions()
    {
        ui::DrivesModel model;
        model.setScan(fixtureScan());
        QCOMPARE(model.rowCount(), 12 + 5); // 12 entries of /sys/block, 5 partitions
        const int sdc = rowOf(model, "sdc");
        QVERIFY(sdc >= 0);
        QCOMPARE(model.deviceAt(sdc + 1)->name, std::string("sdc1"));
        QVERIFY(model.index(sdc + 1, ui::DrivesModel::Name)
                    .data()
                    .toString()
                    .contains(QStringLiteral("sdc1")));
        QVERIFY(model.deviceAt(model.rowCount()) == nullptr);
    }

    void showsFieldsAndInUseReasons()
    {
        ui::DrivesModel model;
        model.setScan(fixtureScan());
        const int nvme = rowOf(model, "nvme0n1");
        QCOMPARE(model.index(nvme, ui::DrivesModel::Model).data().toString(),
                 QStringLiteral("Samsung SSD 980 PRO 2TB"));
        QCOMPARE(model.index(nvme, ui::DrivesModel::Link).data().toString(),
                 QStringLiteral("16.0 GT/s PCIe x4"));
        QCOMPARE(model.index(nvme, ui::DrivesModel::Media).data().toString(),
                 QStringLiteral("SSD"));
        QCOMPARE(model.index(nvme, ui::DrivesModel::Status).data().toString(),
                 QStringLiteral("Free"));
        QVERIFY(
            !model.index(nvme, ui::DrivesModel::Status).data(ui::DrivesModel::InUseRole).toBool());

        const int sdc = rowOf(model, "sdc");
        QVERIFY(model.index(sdc, 0).data(ui::DrivesModel::InUseRole).toBool());
        const QString tip =
            model.index(sdc, ui::DrivesModel::Status).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("partition sdc1: mounted at /boot/efi")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("partition sdc3: active swap")), qPrintable(tip));

        const int member = rowOf(model, "sdd1");
        QVERIFY(model.index(member, ui::DrivesModel::Status)
                    .data()
                    .toString()
                    .contains(QStringLiteral("member of the md array md0")));
        QVERIFY(model.index(rowOf(model, "sdb"), ui::DrivesModel::Status)
                    .data(Qt::ToolTipRole)
                    .isNull());
    }

    void switchesSizeUnitsAndSignalsTheChange()
    {
        ui::DrivesModel model;
        model.setScan(fixtureScan());
        const QModelIndex size = model.index(rowOf(model, "nvme0n1"), ui::DrivesModel::Size);
        QCOMPARE(size.data().toString(), QStringLiteral("2.00 TB"));
        int changed = 0;
        connect(&model, &QAbstractItemModel::dataChanged, this, [&] { ++changed; });
        model.setSizeUnits(util::SizeUnits::Binary);
        QCOMPARE(changed, 1);
        QCOMPARE(size.data().toString(), QStringLiteral("1.82 TiB"));
        QCOMPARE(size.data(ui::DrivesModel::SortRole).toULongLong(), 3907029168ULL * 512);
        QVERIFY(
            size.data(Qt::ToolTipRole).toString().contains(QStringLiteral("2000398934016 bytes")));
    }

    void showsNotCheckedAsAStateOfItsOwnInItsOwnColour()
    {
        // As a normal user: nvme0n1 could not be opened (EACCES), sdc2 is mounted and unreadable.
        drives::ScanResult scan = fixtureScan();
        for (auto* name : {"nvme0n1", "sdc", "sdc2"}) {
            auto* device = const_cast<drives::BlockDevice*>(scan.find(name));
            QVERIFY(device);
            device->signature_type.clear();
            device->probe_error = "cannot open /dev/" + std::string(name) +
                                  " to check its content: Permission denied";
            device->probe_denied = true;
        }
        drives::assignInUseVerdicts(scan);
        ui::DrivesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setScan(scan);

        const QModelIndex denied = model.index(rowOf(model, "nvme0n1"), ui::DrivesModel::Status);
        const QString text = denied.data().toString();
        QVERIFY2(text.startsWith(QStringLiteral("Not checked: ")) &&
                     text.contains(QStringLiteral("administrator rights")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("In use")) &&
                     !text.contains(QStringLiteral("Permission denied")),
                 qPrintable(text));
        QCOMPARE(denied.data(ui::DrivesModel::VerdictRole).toInt(),
                 static_cast<int>(drives::Verdict::NeedsAdmin));
        QVERIFY(denied.data(ui::DrivesModel::InUseRole).toBool()); // not checked is not free
        QVERIFY(denied.data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Check with administrator rights")));

        const QModelIndex mounted = model.index(rowOf(model, "sdc2"), ui::DrivesModel::Status);
        QVERIFY2(mounted.data().toString().startsWith(QStringLiteral("In use: mounted at /")),
                 qPrintable(mounted.data().toString()));
        QCOMPARE(mounted.data(ui::DrivesModel::VerdictRole).toInt(),
                 static_cast<int>(drives::Verdict::InUse));
        // A disk in use and unreadable names its known use first.
        const QString disk =
            model.index(rowOf(model, "sdc"), ui::DrivesModel::Status).data().toString();
        QVERIFY2(disk.startsWith(QStringLiteral("In use: partition sdc")), qPrintable(disk));
        const QModelIndex free = model.index(rowOf(model, "nvme1n1"), ui::DrivesModel::Status);
        QCOMPARE(free.data(ui::DrivesModel::VerdictRole).toInt(),
                 static_cast<int>(drives::Verdict::Free));

        // Three states, three looks: plain, greyed, amber.
        const QColor not_checked = denied.data(Qt::ForegroundRole).value<QBrush>().color();
        const QColor in_use = mounted.data(Qt::ForegroundRole).value<QBrush>().color();
        QCOMPARE(not_checked, ui::needsAdminColor());
        QVERIFY(not_checked != in_use);
        QVERIFY(free.data(Qt::ForegroundRole).isNull());
        const auto icon = [](const QModelIndex& index) {
            return index.data(Qt::DecorationRole).value<QIcon>().pixmap(16).toImage();
        };
        QVERIFY(icon(denied) != icon(mounted));
    }
};

QTEST_MAIN(DrivesModelTest)
#include "drives_model_test.moc"
