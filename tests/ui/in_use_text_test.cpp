// The inherited in-use reasons as a person reads them in the GUI, on the
// stacked fixture (tests/data/stacked1), and the details pane's backing rows.
#include <QTest>

#include "core/drives/scan.h"
#include "ui/drives/device_details.h"
#include "ui/drives/in_use_text.h"

using namespace am;

namespace {
drives::ScanResult stackedScan()
{
    const std::filesystem::path root = std::filesystem::path(ARRAYMARK_TEST_DATA) / "stacked1";
    return drives::scan({root / "sys", root / "proc", root / "dev"});
}

drives::ScanResult membersScan()
{
    const std::filesystem::path root = std::filesystem::path(ARRAYMARK_TEST_DATA) / "members1";
    return drives::scan({root / "sys", root / "proc", root / "dev"});
}

QString reasonsOf(const drives::ScanResult& scan, const std::string& name)
{
    const auto* device = scan.find(name);
    return device ? ui::describeReasons(*device).join(QStringLiteral("\n"))
                  : QStringLiteral("(no %1)").arg(QString::fromStdString(name));
}
} // namespace

class InUseTextTest : public QObject {
    Q_OBJECT
private slots:
    void namesTheWholeChainOfAStackedLoop()
    {
        const QString text = reasonsOf(stackedScan(), "loop2");
        QVERIFY2(text.contains(QStringLiteral(
                     "backed by /dev/loop1, which is in use: backed by /dev/sdc1, which is in use: "
                     "member of the md array md0")),
                 qPrintable(text));
    }

    void namesTheDiskOfAPartitionAndTheFileOfALoop()
    {
        const auto scan = stackedScan();
        QString text = reasonsOf(scan, "sdb1");
        QVERIFY2(text.contains(QStringLiteral(
                     "its disk sdb is in use as a whole: member of the md array md0")),
                 qPrintable(text));
        text = reasonsOf(scan, "loop6");
        QVERIFY2(
            text.contains(QStringLiteral("backed by /var/swapfile, which is in use: active swap")),
            qPrintable(text));
        text = reasonsOf(scan, "loop8");
        QVERIFY2(text.contains(QStringLiteral(
                     "also backs /dev/loop9, which is in use: mounted at /mnt/shared")),
                 qPrintable(text));
        text = reasonsOf(scan, "loop3");
        QVERIFY2(text.contains(QStringLiteral("partition sda1: mounted at /")), qPrintable(text));
    }

    void namesLvmAndBtrfsMembers()
    {
        const auto scan = membersScan();
        QString text = reasonsOf(scan, "sda");
        QVERIFY2(text ==
                     QStringLiteral("LVM physical volume of the volume group vg0, which is active"),
                 qPrintable(text));
        text = reasonsOf(scan, "sdc");
        QVERIFY2(text == QStringLiteral("LVM physical volume (no active volume group)"),
                 qPrintable(text));
        text = reasonsOf(scan, "sde");
        QVERIFY2(text == QStringLiteral(
                             "device of the btrfs filesystem pool, which is mounted at /mnt/pool"),
                 qPrintable(text));
    }

    void describesAnExclusiveOpen()
    {
        drives::BlockDevice device;
        device.name = "loop0";
        device.in_use_reasons.push_back(
            {drives::InUseReason::Kind::OpenExclusive, "", "opened exclusively"});
        QVERIFY(ui::describeReason(device.in_use_reasons.front(), device)
                    .contains(QStringLiteral("opened exclusively by another process")));
    }

    void detailsShowWhatALoopIsBackedBy()
    {
        const auto scan = stackedScan();
        QString html = ui::deviceDetailsHtml(*scan.find("loop7"), scan, util::SizeUnits::Decimal);
        QVERIFY2(html.contains(QStringLiteral("/var/lib/images/free.img")) &&
                     html.contains(QStringLiteral("/dev/sda1")),
                 qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("Free")), qPrintable(html));
        html = ui::deviceDetailsHtml(*scan.find("loop0"), scan, util::SizeUnits::Decimal);
        QVERIFY2(html.contains(QStringLiteral("Backing device")) &&
                     html.contains(QStringLiteral("/dev/sda1")),
                 qPrintable(html));
        html = ui::deviceDetailsHtml(*scan.find("dm-0"), scan, util::SizeUnits::Decimal);
        QVERIFY2(html.contains(QStringLiteral("Built on")) &&
                     html.contains(QStringLiteral("/dev/loop5")),
                 qPrintable(html));
    }
};

QTEST_MAIN(InUseTextTest)
#include "in_use_text_test.moc"
