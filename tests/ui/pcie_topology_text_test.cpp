// The PCIe path as the drives page says it, and the caps it puts on the
// wizard's estimate, on the recorded trees of tests/data/topology.
#include <QTest>

#include "core/drives/pcie_topology.h"
#include "core/drives/scan.h"
#include "ui/arrays/wizard/estimate_source.h"
#include "ui/drives/pcie_path_text.h"

using namespace am;

namespace {
drives::ScanResult scanOf(const char* machine)
{
    const auto root = std::filesystem::path(ARRAYMARK_TEST_DATA) / "topology" / machine;
    drives::SystemRoots roots;
    roots.sysfs = root / "sys";
    roots.procfs = root / "proc";
    roots.devfs = root / "dev";
    return drives::scan(roots);
}

estimate::MemberDrive memberOf(const drives::ScanResult& scan, const char* name)
{
    return estimate::memberDriveOf(*scan.find(name));
}

double raid0SequentialRead(const ui::EstimateTable& table)
{
    for (const auto& row : table.rows)
        if (row.level == raid::Level::Raid0) return row.seq_read_bytes_per_s;
    return 0;
}
} // namespace

class PcieTopologyTextTest : public QObject {
    Q_OBJECT
private slots:
    void theDrivesPageNamesThePathAndItsNeighbours()
    {
        const auto desktop = scanOf("desktop-pch");
        QCOMPARE(ui::pciePathText(*desktop.find("nvme1n1"), desktop),
                 QStringLiteral("x4 Gen3 via the chipset (DMI, x4 Gen3), shared with nvme2n1"));
        // The CPU's own slot: nothing beyond the link the page already shows.
        QCOMPARE(ui::pciePathText(*desktop.find("nvme0n1"), desktop), QString());
        const auto server = scanOf("server-switch");
        QCOMPARE(ui::pciePathText(*server.find("nvme0n1"), server),
                 QStringLiteral(
                     "x4 Gen3 via the switch at 0000:01:00.0 (x8 Gen3), shared with nvme1n1"));
        QCOMPARE(ui::pcieLinkText({"0000:05:00.0", 16.0, 4, 0, false}), QStringLiteral("x4 Gen4"));
        QCOMPARE(ui::pcieLinkText({"0000:05:00.0", 12.0, 2, 0, false}),
                 QStringLiteral("x2 12 GT/s"));
    }

    void sharedLinksCapTheWizardsEstimate()
    {
        const auto desktop = scanOf("desktop-pch");
        const std::vector<estimate::MemberDrive> members{memberOf(desktop, "nvme1n1"),
                                                         memberOf(desktop, "nvme2n1")};
        const auto caps = estimate::arrayMembers(members).topology;
        QVERIFY(caps.narrowest_shared);
        QCOMPARE(QString::fromStdString(caps.narrowest_shared->link.address),
                 QStringLiteral("DMI"));
        QCOMPARE(*caps.caps.bus_bytes_per_s, drives::pcieLinkBytesPerSecond(8.0, 4));
        QCOMPARE(*caps.caps.link_bytes_per_s, drives::pcieLinkBytesPerSecond(8.0, 4));

        // Trained down to x1 Gen1 and shared, the links bind the reference's sequential reads.
        auto slow = members;
        for (auto& member : slow)
            for (auto& link : member.pcie_path)
                link = {link.address, 2.5, 1, drives::pcieLinkBytesPerSecond(2.5, 1), false};
        const auto unbound = ui::buildEstimateTable({members[0], members[1]}, {}, 512 * 1024);
        auto no_paths = members;
        for (auto& member : no_paths) member.pcie_path.clear();
        const auto free_table = ui::buildEstimateTable(no_paths, {}, 512 * 1024);
        const auto slow_table = ui::buildEstimateTable(slow, {}, 512 * 1024);
        QVERIFY2(free_table.error.empty() && slow_table.error.empty(), slow_table.error.c_str());
        QVERIFY(!free_table.topology.caps.bus_bytes_per_s);
        const double shared_cap =
            drives::pcieLinkBytesPerSecond(2.5, 1); // both members cross each link
        QVERIFY2(raid0SequentialRead(slow_table) <= shared_cap * 1.0001,
                 qPrintable(QString::number(raid0SequentialRead(slow_table))));
        QVERIFY(raid0SequentialRead(free_table) > 2 * shared_cap);
        QCOMPARE(raid0SequentialRead(unbound),
                 raid0SequentialRead(free_table)); // DMI is wider than the reference needs
    }
};

QTEST_MAIN(PcieTopologyTextTest)
#include "pcie_topology_text_test.moc"
