// Desktop notifications of array health events against a real session bus
// (run under dbus-run-session) with a test notification server: what Notify
// carries, Open leading to the open-array request, one notifier showing each
// event when the GUI and arraymark-notifier both run, and the notifier
// executable end to end.

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "core/monitor/event_log.h"
#include "fake_notification_server.h"
#include "ui/notify/desktop_notifier.h"
#include "ui/notify/event_log_tail.h"
#include "ui/notify/event_notifications.h"

using namespace am;

namespace {
monitor::Event failEvent()
{
    return {"2026-12-02T08:00:00Z",
            "Fail",
            "md0",
            "vdc",
            monitor::Severity::Critical,
            "vdc failed in md0 (1 of 2 members missing)",
            "arraymark"};
}

bool waitForCalls(const FakeNotificationServer& server, qsizetype count, int ms = 5000)
{
    return QTest::qWaitFor([&] { return server.calls.size() >= count; }, ms);
}
} // namespace

class DesktopNotifierTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!QDBusConnection::sessionBus().isConnected())
            QSKIP("no session bus: run under dbus-run-session");
    }

    void notifyCarriesTheEventAndOpenAsksForTheArray()
    {
        FakeNotificationServer server(QStringLiteral("server-1"));
        QVERIFY(server.registered());
        ui::DesktopNotifier notifier(QDBusConnection::sessionBus());
        QSignalSpy shown(&notifier, &ui::DesktopNotifier::shown);
        QSignalSpy open(&notifier, &ui::DesktopNotifier::openArrayRequested);
        notifier.show(failEvent());
        QVERIFY(shown.wait(5000));
        QCOMPARE(server.calls.size(), 1);
        const NotifyCall& call = server.calls[0];
        QCOMPARE(call.app_name, QStringLiteral("ArrayMark"));
        QCOMPARE(call.icon, QStringLiteral("org.arraymark.ArrayMark"));
        QCOMPARE(call.summary, QStringLiteral("Array member failed: md0"));
        QCOMPARE(call.body, QStringLiteral("vdc failed in md0 (1 of 2 members missing)"));
        QCOMPARE(call.actions, (QStringList{QStringLiteral("default"), QStringLiteral("Open")}));
        QCOMPARE(call.hints.value(QStringLiteral("urgency")).toInt(), 2);
        QCOMPARE(call.hints.value(QStringLiteral("desktop-entry")).toString(),
                 QStringLiteral("org.arraymark.ArrayMark"));
        QCOMPARE(shown.first().first().toUInt(), call.id);

        // Another action key, or another program's notification: nothing to open.
        server.click(call.id, QStringLiteral("dismiss"));
        server.click(call.id + 100, QStringLiteral("default"));
        QVERIFY(!open.wait(300));
        server.click(call.id, QStringLiteral("default"));
        QVERIFY(open.wait(5000));
        QCOMPARE(open.first().first().toString(), QStringLiteral("md0"));
    }

    void testAlertIsATestMessage()
    {
        FakeNotificationServer server(QStringLiteral("server-2"));
        QVERIFY(server.registered());
        ui::DesktopNotifier notifier(QDBusConnection::sessionBus());
        notifier.showTest();
        QVERIFY(waitForCalls(server, 1));
        QCOMPARE(server.calls[0].summary, QStringLiteral("Test alert"));
        QVERIFY(server.calls[0].body.contains(QStringLiteral("test alert")));
        QCOMPARE(server.calls[0].hints.value(QStringLiteral("urgency")).toInt(), 0);
    }

    void noServerIsAFailureNotAHang()
    {
        ui::DesktopNotifier notifier(QDBusConnection::sessionBus());
        QSignalSpy failed(&notifier, &ui::DesktopNotifier::failed);
        notifier.show(failEvent());
        QVERIFY(failed.wait(5000));
    }

    // The GUI and arraymark-notifier both tail the log; each event is shown once:
    // by the notifier alone, by the GUI while it runs, by the notifier again after.
    void eachEventShownOnceWhenBothRun()
    {
        FakeNotificationServer server(QStringLiteral("server-3"));
        QVERIFY(server.registered());
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("events.jsonl"));
        QDBusConnection notifier_bus =
            QDBusConnection::connectToBus(QDBusConnection::SessionBus, QStringLiteral("notifier"));
        ui::EventNotifications notifier(log, notifier_bus, ui::NotificationOwner::Role::Notifier);
        QTRY_VERIFY(notifier.owner()->owns());

        monitor::appendEvent(log.toStdString(), failEvent()); // the file appears
        QVERIFY(waitForCalls(server, 1));
        QCOMPARE(server.calls[0].sender, notifier_bus.baseService());

        QString gui_sender;
        {
            QDBusConnection gui_bus =
                QDBusConnection::connectToBus(QDBusConnection::SessionBus, QStringLiteral("gui"));
            gui_sender = gui_bus.baseService();
            ui::EventNotifications gui(log, gui_bus, ui::NotificationOwner::Role::Gui);
            QTRY_VERIFY(gui.owner()->owns());
            QTRY_VERIFY(!notifier.owner()->owns());
            monitor::Event second = failEvent();
            second.name = "DegradedArray";
            monitor::appendEvent(log.toStdString(), second);
            QVERIFY(waitForCalls(server, 2));
            QTest::qWait(300); // a duplicate would come now
            QCOMPARE(server.calls.size(), 2);
            QCOMPARE(server.calls[1].sender, gui_sender);
            QCOMPARE(server.calls[1].summary, QStringLiteral("Array degraded: md0"));
        }
        QDBusConnection::disconnectFromBus(QStringLiteral("gui")); // the GUI quits
        QTRY_VERIFY(notifier.owner()->owns());
        monitor::Event third = failEvent();
        third.name = "RebuildStarted";
        monitor::appendEvent(log.toStdString(), third);
        QVERIFY(waitForCalls(server, 3));
        QTest::qWait(300);
        QCOMPARE(server.calls.size(), 3);
        QCOMPARE(server.calls[2].sender, notifier_bus.baseService());
        QDBusConnection::disconnectFromBus(QStringLiteral("notifier"));
    }

    void tailReadsOnlyNewCompleteLines()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("events.jsonl"));
        monitor::appendEvent(log.toStdString(), failEvent()); // old news
        ui::EventLogTail tail(log);
        QSignalSpy read(&tail, &ui::EventLogTail::eventRead);
        tail.start();
        QFile file(log);
        QVERIFY(file.open(QIODevice::Append));
        file.write(
            R"({"time":"t","event":"NewArray","array":"md1","severity":"info","message":"m"})");
        file.flush();
        tail.readNew();
        QCOMPARE(read.size(), 0); // no newline yet
        file.write("\nnot an event\n");
        file.close();
        QTRY_COMPARE(read.size(), 1);
        QVERIFY(read.first().first().value<monitor::Event>().array == "md1");
    }

    // arraymark-notifier as installed: follows --log, and Open starts --gui with --array NAME.
    void notifierExecutableOpensTheArray()
    {
        FakeNotificationServer server(QStringLiteral("server-4"));
        QVERIFY(server.registered());
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("events.jsonl"));
        const QString opened = dir.filePath(QStringLiteral("opened"));
        const QString gui = dir.filePath(QStringLiteral("fake-gui"));
        QFile script(gui);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write(
            QStringLiteral("#!/bin/sh\nprintf '%s\\n' \"$@\" > '%1'\n").arg(opened).toUtf8());
        script.close();
        script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

        QProcess notifier;
        notifier.setProcessChannelMode(QProcess::ForwardedChannels);
        notifier.start(QStringLiteral(ARRAYMARK_NOTIFIER),
                       {QStringLiteral("--log"), log, QStringLiteral("--gui"), gui});
        QVERIFY(notifier.waitForStarted());
        QDBusConnectionInterface* bus = QDBusConnection::sessionBus().interface();
        QTRY_VERIFY_WITH_TIMEOUT(
            bus->isServiceRegistered(QString::fromLatin1(ui::kEventNotificationsBusName)), 5000);
        QTest::qWait(300); // its RequestName answer reaches it, so it knows it shows
        monitor::appendEvent(log.toStdString(), failEvent());
        QVERIFY(waitForCalls(server, 1));
        QCOMPARE(server.calls[0].summary, QStringLiteral("Array member failed: md0"));
        server.click(server.calls[0].id, QStringLiteral("default"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(opened) && QFile(opened).size() > 0, 5000);
        QFile args(opened);
        QVERIFY(args.open(QIODevice::ReadOnly));
        QCOMPARE(args.readAll(), QByteArray("--array\nmd0\n"));
        notifier.terminate();
        QVERIFY(notifier.waitForFinished(5000));
    }
};

QTEST_GUILESS_MAIN(DesktopNotifierTest)
#include "desktop_notifier_test.moc"
