// Array health on the Arrays page (#20): what the last check found (tests/data/raid/scrub/
// check-found through core's readers) with the level's meaning and each member's counters, and
// "Stop check", which only a check or repair enables and which sends scrub idle, against a fake
// helper.
#include <QApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <filesystem>
#include <map>
#include <unistd.h>

#include "core/helper/request.h"
#include "core/raid/array_status.h"
#include "core/raid/mismatch_meaning.h"
#include "core/util/text_file.h"
#include "support/fake_helper_channel.h"
#include "ui/arrays/manager/array_actions.h"
#include "ui/arrays/manager/array_check_text.h"
#include "ui/arrays/manager/arrays_page.h"

using namespace am;
using ui::ArrayAction;
using ui::test::FakeHelperProvider;
namespace fs = std::filesystem;

namespace {
const fs::path kCheckFound = fs::path(ARRAYMARK_TEST_DATA) / "raid" / "scrub" / "check-found";

drives::SystemRoots rootsUnder(const fs::path& root)
{
    return {root / "sys", root / "proc", root / "dev"};
}

// check-found copied to a temporary folder, some of md0's md/ attributes rewritten.
struct ScrubMachine {
    fs::path root;
    ScrubMachine(const std::string& name, const std::map<std::string, std::string>& md)
        : root(fs::temp_directory_path() /
               ("arraymark-health-" + name + "-" + std::to_string(::getpid())))
    {
        fs::remove_all(root);
        fs::copy(kCheckFound, root, fs::copy_options::recursive);
        for (const auto& entry : md) {
            const fs::path file = root / "sys/block/md0/md" / entry.first;
            fs::remove(file);
            util::writeTextFile(file, entry.second + "\n");
        }
    }
    ~ScrubMachine() { fs::remove_all(root); }
    drives::SystemRoots roots() const { return rootsUnder(root); }
    raid::ArrayStatus status() const { return raid::readAllArrayStatus(roots()).at(0); }
};

void waitForSnapshot(ui::ArraysPage& page)
{
    QSignalSpy applied(&page, &ui::ArraysPage::snapshotApplied);
    page.refreshNow();
    QVERIFY(applied.wait(5000));
}

QJsonObject withoutId(QJsonObject request)
{
    request.remove(QStringLiteral("id"));
    return request;
}

QString capitalized(const QString& text) { return text.left(1).toUpper() + text.mid(1); }
} // namespace

class ArrayHealthTest : public QObject {
    Q_OBJECT
private slots:
    void theGuiSaysWhatCoreSays()
    {
        // One table of meanings: the GUI's translatable sentences are core's, word for word.
        for (const auto meaning :
             {raid::MismatchMeaning::CopiesDiffer, raid::MismatchMeaning::ParityDiffers,
              raid::MismatchMeaning::NoRedundancy, raid::MismatchMeaning::Unknown})
            QCOMPARE(ui::mismatchMeaningText(meaning),
                     QString::fromUtf8(
                         raid::mismatchExplanation(meaning).data(),
                         static_cast<qsizetype>(raid::mismatchExplanation(meaning).size())));
    }

    void raid1CheckFoundMismatches()
    {
        const raid::ArrayStatus status = raid::readAllArrayStatus(rootsUnder(kCheckFound)).at(0);
        QCOMPARE(status.level, std::string("raid1"));
        const QString last = ui::lastCheckText(status);
        QVERIFY2(last.startsWith(QStringLiteral("Check found mismatches in 128 sectors (")),
                 qPrintable(last));
        const auto rows = ui::lastCheckRows(status);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[1].second,
                 capitalized(ui::mismatchMeaningText(raid::MismatchMeaning::CopiesDiffer)));

        FakeHelperProvider helpers;
        ui::ArraysPage page(rootsUnder(kCheckFound), &helpers);
        page.resize(1100, 700);
        waitForSnapshot(page);
        page.selectArray(QStringLiteral("md0"));
        const QString details = page.details()->toPlainText();
        QVERIFY2(details.contains(last), qPrintable(details));
        QVERIFY2(details.contains(QStringLiteral("The mirrored copies differ in these sectors")),
                 qPrintable(details));
        QVERIFY(!details.contains(QStringLiteral("parity")));
        // vdb: dev-vdb/errors 3, bad_blocks "2048 8" and "1052672 16"; vdc: 0 and an empty log.
        QVERIFY2(details.contains(QStringLiteral(
                     "read errors corrected: 3; bad blocks: 2 entries, 24 sectors (")),
                 qPrintable(details));
        QVERIFY2(details.contains(QStringLiteral("read errors corrected: 0; bad-block log empty")),
                 qPrintable(details));
        QVERIFY(page.details()->toHtml().contains(QStringLiteral("⚠ read errors corrected: 3")));
        // Nothing runs: a finished check cannot be stopped.
        QVERIFY(!page.actionButton(ArrayAction::StopCheck)->isEnabled());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTest::qWait(100);
        QVERIFY(page.grab().save(QStringLiteral("/tmp/arrays-check-mismatch.png")));
    }

    void raid5SaysParity()
    {
        const ScrubMachine machine("raid5", {{"level", "raid5"}, {"raid_disks", "3"}});
        const raid::ArrayStatus status = machine.status();
        QCOMPARE(status.level, std::string("raid5"));
        FakeHelperProvider helpers;
        ui::ArraysPage page(machine.roots(), &helpers);
        waitForSnapshot(page);
        page.selectArray(QStringLiteral("md0"));
        const QString details = page.details()->toPlainText();
        QVERIFY2(details.contains(ui::lastCheckText(status)), qPrintable(details));
        QVERIFY2(details.contains(QStringLiteral(
                     "Parity does not match the data in these sectors; a repair rewrites the "
                     "parity from the data")),
                 qPrintable(details));
        QVERIFY(!details.contains(QStringLiteral("mirrored copies")));
    }

    void lastCheckWordsFollowMd()
    {
        raid::ArrayStatus status = raid::readAllArrayStatus(rootsUnder(kCheckFound)).at(0);
        status.last_sync_action = "resync";
        status.mismatches = 0;
        QVERIFY(
            ui::lastCheckText(status).startsWith(QStringLiteral("No check since the last resync")));
        QCOMPARE(ui::lastCheckRows(status).size(), 1); // no meaning without a count
        status.last_sync_action = "none";
        QCOMPARE(ui::lastCheckText(status),
                 QStringLiteral("No check or repair since the array started"));
        status.last_sync_action = "repair";
        status.mismatches = 8;
        QVERIFY(ui::lastCheckText(status).startsWith(
            QStringLiteral("Repair found and rewrote mismatches in 8 sectors")));
        status.last_sync_action = "check";
        status.sync_action = "check";
        status.progress = 0.5;
        QVERIFY(ui::lastCheckText(status).startsWith(
            QStringLiteral("Check running: mismatches in 8 sectors")));
        status.mismatches = 0;
        status.progress.reset();
        status.sync_action = "idle";
        QCOMPARE(ui::lastCheckText(status), QStringLiteral("Check found no mismatches"));
        status.level = "raid0"; // md does not check a level without redundancy
        QVERIFY(ui::lastCheckText(status).isEmpty());
        QVERIFY(ui::lastCheckRows(status).isEmpty());
    }

    void stopCheckOnlyForACheckOrRepair()
    {
        const ScrubMachine check("check", {{"sync_action", "check"},
                                           {"last_sync_action", "check"},
                                           {"sync_completed", "1046528 / 2093056"},
                                           {"mismatch_cnt", "8"}});
        QVERIFY(ui::checkCanBeStopped(check.status()));
        FakeHelperProvider helpers;
        ui::ArraysPage page(check.roots(), &helpers);
        waitForSnapshot(page);
        page.selectArray(QStringLiteral("md0"));
        QPushButton* stop = page.actionButton(ArrayAction::StopCheck);
        QVERIFY(stop);
        QVERIFY(stop->isEnabled());
        QVERIFY2(page.details()->toPlainText().contains(
                     QStringLiteral("Check running: mismatches in 8 sectors")),
                 qPrintable(page.details()->toPlainText()));
        ui::test::FakeHelperChannel* members =
            helpers.fake(ui::actionScope(ArrayAction::StopCheck));

        // The command is shown first; Cancel sends nothing.
        QString question;
        QTimer::singleShot(0, [&question] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            question = box->text();
            box->button(QMessageBox::Cancel)->click();
        });
        QTest::mouseClick(stop, Qt::LeftButton);
        QVERIFY2(question.contains(QStringLiteral("$ write /sys/block/md0/md/sync_action idle")),
                 qPrintable(question));
        QVERIFY(question.contains(QStringLiteral("Stop the check of /dev/md0?")));
        QVERIFY(members->sent.isEmpty());

        QTimer::singleShot(0, [] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            box->button(QMessageBox::Ok)->click();
        });
        QTest::mouseClick(stop, Qt::LeftButton);
        QCOMPARE(members->sent.size(), 1);
        QCOMPARE(withoutId(members->last().request),
                 (QJsonObject{{"op", "scrub"}, {"array", "md0"}, {"action", "idle"}}));
        QVERIFY(page.actionLog()->toPlainText().contains(QStringLiteral("> Stop check md0")));

        // A repair can be stopped too.
        const ScrubMachine repair("repair", {{"sync_action", "repair"},
                                             {"last_sync_action", "repair"},
                                             {"sync_completed", "1024 / 2093056"}});
        page.setRoots(repair.roots());
        waitForSnapshot(page);
        QVERIFY(stop->isEnabled());
    }

    void resyncAndRecoveryMustFinish()
    {
        for (const char* action : {"resync", "recover"}) {
            const ScrubMachine machine(action, {{"sync_action", action},
                                                {"last_sync_action", action},
                                                {"sync_completed", "1024 / 2093056"},
                                                {"mismatch_cnt", "0"}});
            QVERIFY(!ui::checkCanBeStopped(machine.status()));
            FakeHelperProvider helpers;
            ui::ArraysPage page(machine.roots(), &helpers);
            waitForSnapshot(page);
            page.selectArray(QStringLiteral("md0"));
            QPushButton* stop = page.actionButton(ArrayAction::StopCheck);
            QVERIFY(!stop->isEnabled());
            QVERIFY2(stop->toolTip().contains(QLatin1String(action)), qPrintable(stop->toolTip()));
            // The scrub that starts a check stays offered, as before.
            QVERIFY(page.actionButton(ArrayAction::Scrub)->isEnabled());
            QVERIFY(helpers.fake(ui::actionScope(ArrayAction::StopCheck))->sent.isEmpty());
        }
    }

    void stopCheckRequestThroughRunAction()
    {
        FakeHelperProvider helpers;
        ui::ArraysPage page(rootsUnder(kCheckFound), &helpers);
        const qint64 id = page.stopCheck(QStringLiteral("md0"));
        auto* fake = helpers.fake(ui::actionScope(ArrayAction::StopCheck));
        QCOMPARE(fake->last().id, id);
        QCOMPARE(withoutId(fake->last().request),
                 (QJsonObject{{"op", "scrub"}, {"array", "md0"}, {"action", "idle"}}));
        QVERIFY(ui::actionScope(ArrayAction::StopCheck) == ui::actionScope(ArrayAction::Scrub));
        // The helper's strict parser takes it as it was sent (its scrub op admits idle).
        const QByteArray line = QJsonDocument(fake->last().request).toJson(QJsonDocument::Compact);
        const helper::Request parsed = helper::parseRequest(line.toStdString());
        QCOMPARE(parsed.op, std::string("scrub"));
        QVERIFY(std::get<helper::ScrubRequest>(parsed.body) ==
                (helper::ScrubRequest{"md0", "idle", std::nullopt}));
    }
};

QTEST_MAIN(ArrayHealthTest)
#include "array_health_test.moc"
