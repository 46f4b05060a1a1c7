// The array wizard against the real arraymark-helper (run directly: the test
// runs as root), over two loop devices it creates and removes: the helper's
// scan verdicts reach the drives page and the review shows the exact argv the
// helper's plan op built. Creates nothing: the build page is not reached.
#include <QFile>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <unistd.h>

#include "core/drives/scan.h"
#include "ui/arrays/wizard/array_wizard.h"
#include "ui/arrays/wizard/drives_pick_page.h"
#include "ui/arrays/wizard/level_page.h"
#include "ui/arrays/wizard/review_page.h"
#include "ui/helper/helper_process.h"

using namespace am;

namespace {

// Loop devices this test attached; detached again whatever happens.
class LoopDevices {
public:
    ~LoopDevices()
    {
        for (const auto& device : devices_)
            QProcess::execute(QStringLiteral("losetup"), {QStringLiteral("-d"), device});
    }
    // Attaches a sparse file of `bytes`; empty on failure (`error` says why).
    QString attach(const QString& file, qint64 bytes, QString* error)
    {
        QFile image(file);
        if (!image.open(QIODevice::WriteOnly) || !image.resize(bytes)) {
            *error = QStringLiteral("cannot make %1").arg(file);
            return {};
        }
        image.close();
        QProcess losetup;
        losetup.start(QStringLiteral("losetup"),
                      {QStringLiteral("--find"), QStringLiteral("--show"), file});
        if (!losetup.waitForFinished(20000) || losetup.exitCode() != 0) {
            *error = QStringLiteral("losetup: ") +
                     QString::fromLocal8Bit(losetup.readAllStandardError());
            return {};
        }
        const QString device = QString::fromLocal8Bit(losetup.readAllStandardOutput()).trimmed();
        devices_ << device;
        return device;
    }

private:
    QStringList devices_;
};

} // namespace

class ArrayWizardHelperTest : public QObject {
    Q_OBJECT
private slots:
    void reviewShowsTheRealHelpersArgvForFreshLoopDevices()
    {
        if (::geteuid() != 0)
            QSKIP("arraymark-helper runs only as root (pkexec would ask for a password)");
        if (ui::findArrayMarkHelper().isEmpty())
            QSKIP("arraymark-helper is not built beside the test");
        if (QStandardPaths::findExecutable(QStringLiteral("losetup")).isEmpty())
            QSKIP("losetup is not installed");
        QTemporaryDir dir;
        LoopDevices loops;
        QString error;
        const QString a = loops.attach(dir.filePath(QStringLiteral("a.img")), 64LL << 20, &error);
        const QString b =
            a.isEmpty() ? QString()
                        : loops.attach(dir.filePath(QStringLiteral("b.img")), 64LL << 20, &error);
        if (b.isEmpty()) QSKIP(qPrintable(QStringLiteral("no loop devices: ") + error));

        ui::HelperProcessProvider helpers;
        QTemporaryDir history;
        // The helper's plan is what is checked here; whether this kernel has md is the review
        // page's own check (array_wizard_test), so the wizard is told it has.
        const std::filesystem::path kernel =
            std::filesystem::path(ARRAYMARK_TEST_DATA) / "md_driver" / "loaded";
        ui::ArrayWizard wizard({.roots = drives::SystemRoots{},
                                .scan = drives::scan(drives::SystemRoots{}),
                                .helpers = &helpers,
                                .history_directory = history.path(),
                                .md_driver_roots = raid::MdDriverRoots{
                                    kernel / "proc", kernel / "sys", kernel / "lib" / "modules"}});
        wizard.show();
        // The helper's scan (as root) replaces the one the wizard was given.
        wizard.drivesPage()->checkButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(wizard.state().scan_verified, 60000);
        QVERIFY2(wizard.drivesPage()->setPicked(a, true), qPrintable(a));
        QVERIFY2(wizard.drivesPage()->setPicked(b, true), qPrintable(b));
        wizard.next();
        QVERIFY(wizard.levelPage()->selectLevel(raid::Level::Raid1));
        const QString name = QStringLiteral("amwiz%1").arg(::getpid());
        wizard.levelPage()->nameEdit()->setText(name);
        wizard.next();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ui::ArrayWizard::ReviewId));
        auto* review = wizard.reviewPage();
        const QString expected =
            QStringLiteral("mdadm --create /dev/md/%1 --run --level=raid1 --raid-devices=2")
                .arg(name);
        QTRY_VERIFY_WITH_TIMEOUT(review->report()->toPlainText().contains(expected), 60000);
        const QString text = review->report()->toPlainText();
        QVERIFY2(text.contains(a + QLatin1Char(' ') + b) || text.contains(b + QLatin1Char(' ') + a),
                 qPrintable(text));
        QVERIFY2(review->planValid(), qPrintable(text));
        review->confirmEdit()->setText(name);
        QVERIFY(review->isComplete());
    }
};

QTEST_MAIN(ArrayWizardHelperTest)
#include "array_wizard_helper_test.moc"
