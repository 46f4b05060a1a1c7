// The pages follow the kernel: a loop device this test attaches shows on the
// Drives page, the Benchmark page's targets and an open wizard's drive list
// without F5, and goes when detached. Root only (losetup); skipped otherwise.
#include <unistd.h>

#include <QAction>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/drives_pick_page.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/target_panel.h"
#include "ui/drives/device_monitor.h"
#include "ui/drives/drives_model.h"
#include "ui/drives/drives_page.h"
#include "ui/shell/main_window.h"

using namespace am;

namespace {

constexpr int kTimeoutMs = 5000;
constexpr std::uint64_t kLoopBytes = 48ULL << 20;

// A loop device over a file of its own, detached at the end whatever happened.
class ScratchLoop {
public:
    explicit ScratchLoop(const QString& file)
    {
        QFile backing(file);
        if (!backing.open(QIODevice::WriteOnly) || !backing.resize(static_cast<qint64>(kLoopBytes)))
            return;
        backing.close();
        QProcess losetup;
        losetup.start(QStringLiteral("losetup"),
                      {QStringLiteral("-f"), QStringLiteral("--show"), file});
        if (losetup.waitForFinished(10000) && losetup.exitCode() == 0)
            path_ = QString::fromLocal8Bit(losetup.readAllStandardOutput()).trimmed();
    }
    ~ScratchLoop() { detach(); }
    bool detach()
    {
        if (path_.isEmpty()) return true;
        const bool ok =
            QProcess::execute(QStringLiteral("losetup"), {QStringLiteral("-d"), path_}) == 0;
        if (ok) path_.clear();
        return ok;
    }
    const QString& path() const { return path_; }
    std::string name() const { return path_.mid(5).toStdString(); }

private:
    QString path_;
};

bool attached(const drives::ScanResult& scan, const std::string& name)
{
    const auto* device = scan.find(name);
    return device && device->size_bytes == kLoopBytes;
}

bool listedInWizard(ui::ArrayWizard& wizard, const QString& path)
{
    auto* table = wizard.drivesPage()->table();
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text().trimmed() == path) return true;
    return false;
}

} // namespace

class DeviceMonitorTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ArrayMarkTest"));
        if (::geteuid() != 0) QSKIP("needs root: attaches and detaches loop devices");
        if (QStandardPaths::findExecutable(QStringLiteral("losetup")).isEmpty())
            QSKIP("losetup is not installed");
    }

    void aBurstOfEventsScansOnce()
    {
        ui::DeviceMonitor monitor(nullptr, std::chrono::milliseconds(300));
        QVERIFY2(monitor.isActive(), qPrintable(monitor.error()));
        QSignalSpy changed(&monitor, &ui::DeviceMonitor::devicesChanged);
        QTemporaryDir dir;
        ScratchLoop loop(dir.filePath(QStringLiteral("burst.img")));
        QVERIFY(!loop.path().isEmpty());
        QVERIFY(loop.detach()); // attach and detach: several uevents within a few milliseconds
        QVERIFY(changed.wait(kTimeoutMs));
        QTest::qWait(500);
        QVERIFY2(changed.count() < monitor.eventsSeen(),
                 qPrintable(QStringLiteral("%1 signals for %2 events")
                                .arg(changed.count())
                                .arg(monitor.eventsSeen())));
    }

    void pagesShowALoopDeviceAppearAndGoWithoutRefresh()
    {
        ui::MainWindow window(drives::SystemRoots{});
        QVERIFY2(window.deviceMonitor()->isActive(), qPrintable(window.deviceMonitor()->error()));
        QSignalSpy first(window.drivesPage(), &ui::DrivesPage::scanFinished);
        QVERIFY(first.wait(20000) || first.count() > 0);
        // An open wizard, on its drives page, follows too.
        for (QAction* action : window.findChildren<QAction*>())
            if (action->text() == QStringLiteral("&New array…")) action->trigger();
        ui::ArrayWizard* wizard = window.findChild<ui::ArrayWizard*>();

        QTemporaryDir dir;
        ScratchLoop loop(dir.filePath(QStringLiteral("appear.img")));
        QVERIFY2(!loop.path().isEmpty(), "losetup -f --show failed");
        const std::string name = loop.name();
        QTRY_VERIFY_WITH_TIMEOUT(attached(window.drivesPage()->model()->scan(), name), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(window.benchPage()->targetPanel()->scan() &&
                                     attached(*window.benchPage()->targetPanel()->scan(), name),
                                 kTimeoutMs);
        if (wizard) QTRY_VERIFY_WITH_TIMEOUT(listedInWizard(*wizard, loop.path()), kTimeoutMs);

        QVERIFY(loop.detach());
        QTRY_VERIFY_WITH_TIMEOUT(!attached(window.drivesPage()->model()->scan(), name), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!attached(*window.benchPage()->targetPanel()->scan(), name),
                                 kTimeoutMs);
        if (wizard)
            QTRY_VERIFY_WITH_TIMEOUT(
                !listedInWizard(*wizard, QString::fromStdString("/dev/" + name)), kTimeoutMs);
        QVERIFY(wizard); // checked last: the pages were checked either way
    }
};

QTEST_MAIN(DeviceMonitorTest)
#include "device_monitor_test.moc"
