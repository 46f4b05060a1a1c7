// "Checks and alerts…" (ui/arrays/manager/care_dialog): filled on a worker thread from a copy
// of tests/data/raid/care (raid::carePathsUnder), the change previewed as the core computes it,
// the requests sent through a fake helper, a refusal in the user's words, and the re-read.
#include <QApplication>
#include <QCheckBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <filesystem>
#include <unistd.h>

#include "core/monitor/alert_program.h"
#include "core/util/text_file.h"
#include "support/fake_helper_channel.h"
#include "ui/arrays/manager/arrays_page.h"
#include "ui/arrays/manager/care_dialog.h"
#include "ui/bench/core_messages.h"
#include "ui/helper/helper_request.h"

using namespace am;
using raid::CheckMechanism;
using ui::test::FakeHelperChannel;
using ui::test::FakeHelperProvider;
namespace fs = std::filesystem;

namespace {
const fs::path kData = ARRAYMARK_TEST_DATA;
const fs::path kCare = kData / "raid" / "care";

// A machine in a temporary folder: the fixture files where CarePaths looks, and an executable
// to name as PROGRAM. No run/systemd/system: systemd does not run there, so nothing is started.
struct CareMachine {
    fs::path root;
    raid::CarePaths paths;
    fs::path program;
    explicit CareMachine(const std::string& name)
        : root(fs::temp_directory_path() /
               ("arraymark-care-ui-" + name + "-" + std::to_string(::getpid())))
    {
        fs::remove_all(root);
        paths = raid::carePathsUnder(root);
        for (const auto& dir :
             {paths.cron_file.parent_path(), paths.defaults_file.parent_path(), paths.unit_dir,
              paths.unit_config_dir, paths.mdadm_conf.parent_path(), paths.procfs})
            fs::create_directories(dir);
        fs::copy_file(kCare / "cron.d-mdadm", paths.cron_file);
        fs::copy_file(kCare / "default-mdadm", paths.defaults_file);
        fs::copy_file(kCare / "mdcheck_start.timer", paths.unit_dir / raid::kCheckTimer);
        fs::copy_file(kCare / "mdadm.conf", paths.mdadm_conf);
        program = root / "usr/libexec/arraymark/mdadm-alert";
        fs::create_directories(program.parent_path());
        util::writeTextFile(program, "#!/bin/sh\nexit 0\n");
        fs::permissions(program, fs::perms::owner_all | fs::perms::group_read |
                                     fs::perms::group_exec | fs::perms::others_read |
                                     fs::perms::others_exec);
    }
    ~CareMachine() { fs::remove_all(root); }
};

// The dialog sends through the fake as the page would: the channel of the request's scope.
ui::CareSender fakeSender(FakeHelperProvider& helpers)
{
    return [&helpers](const helper::RequestBody& body) {
        ui::HelperChannel* channel = helpers.channel(helper::scopeOf(body));
        return ui::CareSent{channel, channel->send(ui::requestObject(body))};
    };
}

bool waitForReading(ui::CareDialog& dialog)
{
    if (!dialog.isReading()) return true;
    QSignalSpy read(&dialog, &ui::CareDialog::readingDone);
    return read.wait(5000);
}

QStringList previewLines(const ui::CareDialog& dialog)
{
    return dialog.preview()->toPlainText().split(QLatin1Char('\n'));
}

QJsonObject withoutId(QJsonObject request)
{
    request.remove(QStringLiteral("id"));
    return request;
}

FakeHelperChannel* sentTo(FakeHelperProvider& helpers, const helper::RequestBody& body)
{
    return helpers.fake(helper::scopeOf(body));
}
} // namespace

class CareDialogTest : public QObject {
    Q_OBJECT
private slots:
    void showsWhatTheMachineSays()
    {
        const CareMachine machine("read");
        FakeHelperProvider helpers;
        ui::CareDialog dialog(machine.paths, fakeSender(helpers));
        QVERIFY(!dialog.applyButton()->isEnabled()); // nothing read yet
        QVERIFY(waitForReading(dialog));
        QVERIFY2(dialog.reading().error.isEmpty(), qPrintable(dialog.reading().error));

        // cron: Debian's line, AUTOCHECK=true in /etc/default/mdadm.
        QCheckBox* cron = dialog.checkToggle(CheckMechanism::Cron);
        QVERIFY(cron->isEnabled());
        QVERIFY(cron->isChecked());
        const QString cron_details = dialog.checkDetails(CheckMechanism::Cron)->text();
        QVERIFY2(cron_details.contains(
                     QStringLiteral("Now: on. When: at 00:57 on the first Sunday of each month")),
                 qPrintable(cron_details));
        QVERIFY(cron_details.contains(QStringLiteral(
            "Last run: unknown: cron and checkarray keep no record of the last run")));
        // systemd: the timer unit is there, not linked in a .wants/, and systemd does not run.
        QCheckBox* timer = dialog.checkToggle(CheckMechanism::SystemdTimer);
        QVERIFY(timer->isEnabled());
        QVERIFY(!timer->isChecked());
        const QString timer_details = dialog.checkDetails(CheckMechanism::SystemdTimer)->text();
        QVERIFY2(timer_details.contains(QStringLiteral("Now: off. When: Sun *-*-1..7 1:00:00")),
                 qPrintable(timer_details));
        QVERIFY(
            timer_details.contains(QStringLiteral("Last run: unknown: systemd does not run here")));
        QVERIFY(timer_details.contains(QStringLiteral("Next run: none: the check is off")));

        QCOMPARE(dialog.mailAddress()->text(), QStringLiteral("root"));
        QVERIFY(dialog.program()->text().isEmpty());
        QVERIFY2(dialog.monitorState()->text().contains(QStringLiteral("does not run")),
                 qPrintable(dialog.monitorState()->text()));
        QCOMPARE(dialog.preview()->toPlainText(), QStringLiteral("(nothing to change yet)"));
        QVERIFY(!dialog.applyButton()->isEnabled());
        QVERIFY(dialog.requests().empty());
    }

    void aMissingMechanismCannotBeToggled()
    {
        const CareMachine machine("missing");
        fs::remove(machine.paths.unit_dir / raid::kCheckTimer);
        FakeHelperProvider helpers;
        ui::CareDialog dialog(machine.paths, fakeSender(helpers));
        QVERIFY(waitForReading(dialog));
        QVERIFY(!dialog.checkToggle(CheckMechanism::SystemdTimer)->isEnabled());
        QVERIFY(dialog.checkDetails(CheckMechanism::SystemdTimer)
                    ->text()
                    .startsWith(QStringLiteral("Not installed here")));
    }

    void turningTheCronCheckOffPreviewsSendsAndReadsAgain()
    {
        const CareMachine machine("cron-off");
        FakeHelperProvider helpers;
        ui::CareDialog dialog(machine.paths, fakeSender(helpers));
        QVERIFY(waitForReading(dialog));
        dialog.checkToggle(CheckMechanism::Cron)->setChecked(false);
        const QStringList lines = previewLines(dialog);
        QVERIFY2(lines.contains(QString::fromStdString(machine.paths.defaults_file.string()) +
                                QLatin1Char(':')),
                 qPrintable(lines.join('\n')));
        QVERIFY(lines.contains(QStringLiteral("- AUTOCHECK=true")));
        QVERIFY(lines.contains(QStringLiteral("+ AUTOCHECK=false")));
        // Only that line: the rest of /etc/default/mdadm stays.
        QCOMPARE(lines.filter(QRegularExpression(QStringLiteral("^[-+] "))).size(), 2);
        QVERIFY(dialog.applyButton()->isEnabled());

        const helper::RequestBody body = helper::CheckScheduleRequest{"cron", false};
        QSignalSpy answered(&dialog, &ui::CareDialog::answersDone);
        QSignalSpy read(&dialog, &ui::CareDialog::readingDone);
        QTest::mouseClick(dialog.applyButton(), Qt::LeftButton);
        FakeHelperChannel* fake = sentTo(helpers, body);
        QCOMPARE(fake->sent.size(), 1);
        QCOMPARE(
            withoutId(fake->last().request),
            (QJsonObject{{"op", "check_schedule"}, {"mechanism", "cron"}, {"enabled", false}}));
        QVERIFY(!dialog.applyButton()->isEnabled()); // until the helper answers

        // The helper edits the file and answers; the dialog reads the machine again.
        util::writeTextFile(machine.paths.defaults_file, "AUTOCHECK=false\n");
        fake->answer(fake->last().id, {{"op", "check_schedule"}});
        QCOMPARE(answered.size(), 1);
        QVERIFY(read.wait(5000));
        QVERIFY(!dialog.checkToggle(CheckMechanism::Cron)->isChecked());
        QVERIFY2(dialog.status()->text().contains(QStringLiteral("Periodic check: done.")),
                 qPrintable(dialog.status()->text()));
        QCOMPARE(dialog.preview()->toPlainText(), QStringLiteral("(nothing to change yet)"));
    }

    void theTimerIsSwitchedBySystemctl()
    {
        const CareMachine machine("timer-on");
        FakeHelperProvider helpers;
        ui::CareDialog dialog(machine.paths, fakeSender(helpers));
        QVERIFY(waitForReading(dialog));
        dialog.checkToggle(CheckMechanism::SystemdTimer)->setChecked(true);
        const QStringList lines = previewLines(dialog);
        // systemd does not run in the copy: no --now.
        QVERIFY2(lines.contains(QStringLiteral(
                     "$ systemctl enable mdcheck_start.timer mdcheck_continue.timer")),
                 qPrintable(lines.join('\n')));
        QVERIFY(lines.filter(QStringLiteral("Then: the timers are wanted by mdmonitor.service"))
                    .size() == 1);
        QCOMPARE(dialog.requests().size(), std::size_t{1});
        QCOMPARE(std::get<helper::CheckScheduleRequest>(dialog.requests()[0]),
                 (helper::CheckScheduleRequest{"systemd", true}));
    }

    void useArrayMarksAlertsFillsProgram()
    {
        const CareMachine machine("ours");
        FakeHelperProvider helpers;
        ui::CareDialog dialog(machine.paths, fakeSender(helpers));
        QVERIFY(waitForReading(dialog));
        QTest::mouseClick(dialog.useArrayMarkAlerts(), Qt::LeftButton);
        const std::string ours = monitor::mdadmAlertProgram();
        QCOMPARE(dialog.program()->text(), QString::fromStdString(ours));
        const QString preview = dialog.preview()->toPlainText();
        if (fs::exists(ours)) {
            QVERIFY2(previewLines(dialog).contains(QStringLiteral("+ PROGRAM ") +
                                                   QString::fromStdString(ours)),
                     qPrintable(preview));
            QVERIFY(dialog.applyButton()->isEnabled());
        } else {
            // Not installed (a build tree): the core's rule says so before anything is sent.
            QVERIFY2(preview.contains(QStringLiteral("does not exist")), qPrintable(preview));
            QVERIFY(!dialog.applyButton()->isEnabled());
        }
    }

    void settingProgramPreviewsSendsAndShowsARefusal()
    {
        const CareMachine machine("program");
        FakeHelperProvider helpers;
        ui::CareDialog dialog(machine.paths, fakeSender(helpers));
        QVERIFY(waitForReading(dialog));
        const QString program = QString::fromStdString(machine.program.string());
        dialog.program()->setText(program);
        const QStringList lines = previewLines(dialog);
        QVERIFY2(lines.contains(QStringLiteral("+ PROGRAM ") + program),
                 qPrintable(lines.join('\n')));
        QVERIFY(lines.contains(QString::fromStdString(machine.paths.mdadm_conf.string()) +
                               QLatin1Char(':')));
        QVERIFY(!lines.contains(QStringLiteral("- MAILADDR root"))); // MAILADDR untouched
        QVERIFY(lines.filter(QStringLiteral("Then: mdadm --monitor reads the file")).size() == 1);
        QVERIFY(dialog.applyButton()->isEnabled());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(100);
        // Every line fits: no wrapped label is cut short at the dialog's opening size.
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            if (label->isVisible() && label->wordWrap())
                QVERIFY2(label->heightForWidth(label->width()) <= label->height(),
                         qPrintable(label->text()));
        // ARRAYMARK_GRAB_DIR=docs/screenshots keeps its picture (arrays-checks-and-alerts.png).
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty())
            QVERIFY(dialog.grab().save(dir + QStringLiteral("/arrays-checks-and-alerts.png")));

        QSignalSpy answered(&dialog, &ui::CareDialog::answersDone);
        dialog.apply();
        const helper::RequestBody body = helper::AlertSettingsRequest{};
        FakeHelperChannel* fake = sentTo(helpers, body);
        QCOMPARE(fake->sent.size(), 1);
        QCOMPARE(withoutId(fake->last().request),
                 (QJsonObject{{"op", "alert_settings"}, {"program", program}}));
        fake->answer(fake->last().id, {{"ok", false},
                                       {"op", "alert_settings"},
                                       {"rule", "bad_program"},
                                       {"error", "alert_settings: \"program\": \"" + program +
                                                     "\" is not executable"}});
        QCOMPARE(answered.size(), 1);
        const QString status = dialog.status()->text();
        QVERIFY2(status.contains(ui::helperRuleText(QStringLiteral("bad_program"))),
                 qPrintable(status));
        QVERIFY(status.contains(QStringLiteral("is not executable")));
        QVERIFY(waitForReading(dialog));
        QVERIFY(
            dialog.status()->text().contains(ui::helperRuleText(QStringLiteral("bad_program"))));
    }

    void badOrRemovedMailAddress()
    {
        const CareMachine machine("mail");
        FakeHelperProvider helpers;
        ui::CareDialog dialog(machine.paths, fakeSender(helpers));
        QVERIFY(waitForReading(dialog));
        dialog.mailAddress()->setText(QStringLiteral("root admin@example.org"));
        QVERIFY2(
            dialog.preview()->toPlainText().contains(QStringLiteral("Refused; nothing would run")),
            qPrintable(dialog.preview()->toPlainText()));
        QVERIFY(dialog.preview()->toPlainText().contains(QStringLiteral("root admin@example.org")));
        QVERIFY(!dialog.applyButton()->isEnabled());
        dialog.apply(); // refused here too: nothing is sent
        QVERIFY(sentTo(helpers, helper::AlertSettingsRequest{})->sent.isEmpty());

        dialog.mailAddress()->clear(); // an empty field removes the line
        QVERIFY(previewLines(dialog).contains(QStringLiteral("- MAILADDR root")));
        dialog.apply();
        QCOMPARE(withoutId(sentTo(helpers, helper::AlertSettingsRequest{})->last().request),
                 (QJsonObject{{"op", "alert_settings"}, {"mailaddr", ""}}));
    }

    void thePageOpensItAndLogsWhatItSends()
    {
        const CareMachine machine("page");
        FakeHelperProvider helpers;
        const fs::path scrub = kData / "raid" / "scrub" / "check-found";
        ui::ArraysPage page({scrub / "sys", scrub / "proc", scrub / "dev"}, &helpers);
        page.setCarePaths(machine.paths);
        QVERIFY(page.careButton()->isEnabled());
        bool opened = false;
        QString mail;
        QTimer::singleShot(0, [&opened, &mail] {
            auto* dialog = qobject_cast<ui::CareDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            opened = true;
            if (waitForReading(*dialog)) mail = dialog->mailAddress()->text();
            dialog->reject();
        });
        QTest::mouseClick(page.careButton(), Qt::LeftButton);
        QVERIFY(opened);
        QCOMPARE(mail, QStringLiteral("root")); // read from the page's care paths

        const helper::RequestBody body = helper::CheckScheduleRequest{"systemd", true};
        const ui::CareSent sent = page.sendCare(body);
        QCOMPARE(sent.channel, static_cast<ui::HelperChannel*>(sentTo(helpers, body)));
        QCOMPARE(
            withoutId(sentTo(helpers, body)->last().request),
            (QJsonObject{{"op", "check_schedule"}, {"mechanism", "systemd"}, {"enabled", true}}));
        QVERIFY2(page.actionLog()->toPlainText().contains(
                     QStringLiteral("> Periodic check by systemd: on")),
                 qPrintable(page.actionLog()->toPlainText()));
        // The answer lands in the page's log like every other action's.
        sentTo(helpers, body)->answer(sent.id, {{"op", "check_schedule"}});
        QVERIFY(page.actionLog()->toPlainText().contains(QStringLiteral("check_schedule: done")));
    }
};

QTEST_MAIN(CareDialogTest)
#include "care_dialog_test.moc"
