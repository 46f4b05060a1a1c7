// The Settings dialog: bad values are named with their rule and not saved;
// good ones are saved and reach the places that use them.
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <unistd.h>

#include "ui/bench/bench_page.h"
#include "ui/bench/bench_runner.h"
#include "ui/bench/target_panel.h"
#include "ui/settings/app_settings.h"
#include "ui/settings/settings_dialog.h"
#include "ui/shell/main_window.h"
#include "ui/shell/settings_keys.h"

using am::ui::AppSettings;
using am::ui::SettingsDialog;

class SettingsDialogTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location, not the user's
        QCoreApplication::setOrganizationName(QStringLiteral("ArrayMarkTest"));
        QCoreApplication::setApplicationName(QStringLiteral("settings_dialog_test"));
    }
    void init() { QSettings().clear(); }

    void defaultsWithNothingSaved()
    {
        const AppSettings s = AppSettings::load();
        QCOMPARE(s.test_file_dir, am::ui::defaultTestFileDir());
        QCOMPARE(s.test_file_size, QStringLiteral("1GiB"));
        QCOMPARE(s.sample_interval_s, 0.25);
        QCOMPARE(s.units, am::util::SizeUnits::Decimal);
        QVERIFY(s.language.isEmpty());
        QCOMPARE(am::ui::TargetPanel::defaultTestFile(),
                 am::ui::defaultTestFileDir() + QStringLiteral("/arraymark-test.bin"));
    }

    void sizeRules_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("good");
        QTest::newRow("binary unit") << "4GiB" << true;
        QTest::newRow("short unit") << "512M" << true;
        QTest::newRow("bytes") << "1048576" << true;
        QTest::newRow("words") << "lots" << false;
        QTest::newRow("unit only") << "GiB" << false;
        QTest::newRow("negative") << "-1G" << false;
        QTest::newRow("too small") << "4k" << false;
        // bench --size's rule (issue 15): 0 is not "the whole file", 512 not "0 B", sizes are whole
        // MiB blocks.
        QTest::newRow("zero") << "0" << false;
        QTest::newRow("one sector") << "512" << false;
        QTest::newRow("fraction") << "1.5G" << false;
        QTest::newRow("ragged") << "1000000000" << false;
        QTest::newRow("empty") << "" << false;
    }
    void sizeRules()
    {
        QFETCH(QString, text);
        QFETCH(bool, good);
        const QString problem = AppSettings::testFileSizeProblem(text);
        QCOMPARE(problem.isEmpty(), good);
        if (!good && !text.isEmpty())
            QVERIFY2(problem.contains(text), qPrintable(problem)); // names the value
    }

    void folderRules()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(AppSettings::testFileDirProblem(dir.path()).isEmpty());
        // A folder not yet there is fine when it can be created.
        QVERIFY(
            AppSettings::testFileDirProblem(dir.filePath(QStringLiteral("new/deeper"))).isEmpty());
        QVERIFY(!AppSettings::testFileDirProblem(QStringLiteral("relative/dir")).isEmpty());
        // Checked as the file tool would (issue 15): not a new folder in /, not on a kernel
        // interface; also as root.
        const QString top = AppSettings::testFileDirProblem(QStringLiteral("/nonexistent/xyz"));
        QVERIFY2(top.contains(QStringLiteral("“/nonexistent”")) &&
                     top.contains(QStringLiteral("top of the filesystem")),
                 qPrintable(top));
        const QString proc = AppSettings::testFileDirProblem(QStringLiteral("/proc/xyz"));
        QVERIFY2(proc.contains(QStringLiteral("“/proc”")) && proc.contains(QStringLiteral("proc,")),
                 qPrintable(proc));
        QVERIFY(!AppSettings::testFileDirProblem(QStringLiteral("/sys/kernel")).isEmpty());
        // A file is not a folder.
        QFile file(dir.filePath(QStringLiteral("plain")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QVERIFY(AppSettings::testFileDirProblem(file.fileName()).contains(file.fileName()));
        if (::geteuid() != 0) {
            const QString locked = dir.filePath(QStringLiteral("locked"));
            QVERIFY(QDir().mkdir(locked));
            QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner));
            const QString problem =
                AppSettings::testFileDirProblem(locked + QStringLiteral("/sub"));
            QVERIFY2(problem.contains(locked) && problem.contains(QStringLiteral("writable")),
                     qPrintable(problem));
            QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
    }

    void badValuesShowInlineAndAreNotSaved()
    {
        SettingsDialog dialog(AppSettings::load());
        QPushButton* ok = dialog.buttons()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        dialog.sizeEdit()->setText(QStringLiteral("huge"));
        QVERIFY(!ok->isEnabled());
        QCOMPARE(dialog.problems().size(), 1);
        QVERIFY(dialog.problems().first().contains(QStringLiteral("“huge”")));
        // The message is on screen, under the field.
        const auto labels = dialog.findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel* l) {
            return !l->isHidden() && l->text().contains(QStringLiteral("huge"));
        }));
        // Under a plain file no folder can be made (true for root too).
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("plain")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        dialog.folderEdit()->setText(file.fileName() + QStringLiteral("/sub"));
        QCOMPARE(dialog.problems().size(), 2);
        dialog.sizeEdit()->setText(QStringLiteral("1GiB"));
        for (const QString& folder :
             {QStringLiteral("/proc/xyz"), QStringLiteral("/nonexistent/xyz")}) {
            dialog.folderEdit()->setText(folder);
            QVERIFY2(!ok->isEnabled(), qPrintable(folder));
            QCOMPARE(dialog.problems().size(), 1);
        }
        dialog.sizeEdit()->setText(QStringLiteral("huge"));
        dialog.folderEdit()->setText(file.fileName() + QStringLiteral("/sub"));

        dialog.accept(); // Enter pressed anyway
        QVERIFY(dialog.result() != QDialog::Accepted);
        QVERIFY(!QSettings().contains(am::ui::settings::kTestFileSize));
        QVERIFY(!QSettings().contains(am::ui::settings::kTestFileDir));
        QCOMPARE(AppSettings::load().test_file_size, QStringLiteral("1GiB"));
    }

    void goodValuesAreSavedAndUsed()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        SettingsDialog dialog(AppSettings::load());
        dialog.folderEdit()->setText(dir.path());
        dialog.sizeEdit()->setText(QStringLiteral("256MiB"));
        dialog.intervalBox()->setValue(1.5);
        dialog.unitsBox()->setCurrentIndex(dialog.unitsBox()->findData(QStringLiteral("binary")));
        dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("ru")));
        QVERIFY(dialog.problems().isEmpty());
        QTest::mouseClick(dialog.buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        const AppSettings s = AppSettings::load();
        QCOMPARE(s.test_file_dir, dir.path());
        QCOMPARE(s.test_file_size, QStringLiteral("256MiB"));
        QCOMPARE(s.sample_interval_s, 1.5);
        QCOMPARE(s.units, am::util::SizeUnits::Binary);
        QCOMPARE(s.language, QStringLiteral("ru"));
        // The Drives page's View > Size units reads the same key.
        QCOMPARE(QSettings().value(am::ui::settings::kSizeUnits).toString(),
                 QStringLiteral("binary"));

        // Where they are used: the workspace's test file, and `bench --interval`.
        QCOMPARE(am::ui::TargetPanel::defaultTestFile(),
                 dir.filePath(QStringLiteral("arraymark-test.bin")));
        am::ui::TargetPanel panel({});
        am::ui::RunRequest request;
        request.target = panel.targetPath();
        request.preset = QStringLiteral("quick");
        request.interval_s = s.sample_interval_s;
        const QStringList args = request.arguments();
        QCOMPARE(args.value(args.indexOf(QStringLiteral("--interval")) + 1), QStringLiteral("1.5"));
        QCOMPARE(args.value(args.indexOf(QStringLiteral("--target")) + 1),
                 dir.filePath(QStringLiteral("arraymark-test.bin")));
    }

    // Edit > Settings in the running window: the workspace and the Drives page take the values at
    // once.
    void mainWindowAppliesWhatTheDialogSaves()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path root = std::filesystem::path(ARRAYMARK_TEST_DATA) / "machine1";
        am::ui::MainWindow window({root / "sys", root / "proc", root / "dev"});
        QSignalSpy scanned(window.benchPage()->targetPanel(), &am::ui::TargetPanel::drivesScanned);
        QVERIFY(scanned.wait(10000) || scanned.count() == 1);

        auto* settings_action = window.findChild<QAction*>(QStringLiteral("settingsAction"));
        QVERIFY(settings_action);
        QVERIFY2(!settings_action->shortcut().isEmpty(),
                 "Edit > Settings has no shortcut on this platform");
        settings_action->trigger();
        auto* dialog = window.findChild<SettingsDialog*>();
        QVERIFY(dialog);
        dialog->folderEdit()->setText(dir.path());
        dialog->sizeEdit()->setText(QStringLiteral("4GiB"));
        dialog->unitsBox()->setCurrentIndex(dialog->unitsBox()->findData(QStringLiteral("binary")));
        QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);

        am::ui::TargetPanel* panel = window.benchPage()->targetPanel();
        QCOMPARE(panel->sizeText(), QStringLiteral("4GiB"));
        QCOMPARE(panel->targetPath(), dir.filePath(QStringLiteral("arraymark-test.bin")));
        QVERIFY(
            panel->selectTarget(QStringLiteral("/dev/nvme0n1"))); // the drives are still offered
        // Device sizes in the target list follow the units too (2 TB = 1.82 TiB).
        auto* combo = panel->findChild<QComboBox*>(QStringLiteral("benchTarget"));
        QVERIFY(combo);
        QVERIFY2(combo->currentText().contains(QStringLiteral("TiB")),
                 qPrintable(combo->currentText()));
        // View > Size units shows the choice, and the Drives page uses it.
        bool binary_checked = false;
        for (QAction* action : window.findChildren<QAction*>())
            if (action->text().contains(QStringLiteral("GiB, 2^30")) && action->isChecked())
                binary_checked = true;
        QVERIFY(binary_checked);
        QCOMPARE(QSettings().value(am::ui::settings::kSizeUnits).toString(),
                 QStringLiteral("binary"));
    }

    void aSavedFolderThatWentAwayFallsBackToTheCache()
    {
        QString gone;
        {
            QTemporaryDir dir;
            gone = dir.filePath(QStringLiteral("file-not-dir"));
            QFile f(gone);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QSettings().setValue(am::ui::settings::kTestFileDir, gone);
            QCOMPARE(AppSettings::load().test_file_dir,
                     am::ui::defaultTestFileDir()); // a file, not a folder
        }
        QSettings().setValue(am::ui::settings::kTestFileSize, QStringLiteral("garbage"));
        QCOMPARE(AppSettings::load().test_file_size, QStringLiteral("1GiB"));
    }

    void languageChangeSaysWhenItApplies()
    {
        SettingsDialog dialog(AppSettings::load());
        dialog.show();
        const auto note_visible = [&] {
            const auto labels = dialog.findChildren<QLabel*>();
            return std::any_of(labels.begin(), labels.end(), [](QLabel* l) {
                return l->isVisible() && l->text().contains(QStringLiteral("started again"));
            });
        };
        QVERIFY(!note_visible());
        dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("ru")));
        QVERIFY(note_visible());
        QCOMPARE(dialog.languageBox()->count(), 3);

        dialog.sizeEdit()->setText(QStringLiteral("nonsense"));
        dialog.intervalBox()->setValue(3);
        QTest::mouseClick(dialog.buttons()->button(QDialogButtonBox::RestoreDefaults),
                          Qt::LeftButton);
        QCOMPARE(dialog.sizeEdit()->text(), QStringLiteral("1GiB"));
        QCOMPARE(dialog.folderEdit()->text(), am::ui::defaultTestFileDir());
        QCOMPARE(dialog.intervalBox()->value(), 0.25);
        QVERIFY(dialog.languageBox()->currentData().toString().isEmpty());
        QVERIFY(dialog.problems().isEmpty());
    }
};

QTEST_MAIN(SettingsDialogTest)
#include "settings_dialog_test.moc"
