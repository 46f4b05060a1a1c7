// arraymark-notifier: shows the array health events that arraymark-cli monitor
// and mdadm's PROGRAM hook append to the event log as desktop notifications,
// in the user's session (systemd --user unit arraymark-notifier.service).
// "Open" on a notification starts `arraymark --array NAME`. While the GUI
// runs it shows the events itself and this process stays quiet.

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusError>
#include <QDir>
#include <QFileInfo>
#include <QProcess>

#include <cstdio>

#include "core/monitor/event_log.h"
#include "core/util/version.h"
#include "ui/notify/desktop_notifier.h"
#include "ui/notify/event_notifications.h"

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("ArrayMark"));
    QCoreApplication::setApplicationName(QStringLiteral("arraymark-notifier"));
    QCoreApplication::setApplicationVersion(
        QString::fromLatin1(am::util::kVersion.data(), am::util::kVersion.size()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Shows ArrayMark's array health events (the event log) as desktop notifications"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption log(QStringLiteral("log"),
                                 QStringLiteral("Event log to follow (default %1).")
                                     .arg(QString::fromLatin1(am::monitor::kSystemEventLog)),
                                 QStringLiteral("file"),
                                 QString::fromLatin1(am::monitor::kSystemEventLog));
    const QCommandLineOption gui(QStringLiteral("gui"),
                                 QStringLiteral("Program Open starts (default: arraymark beside "
                                                "this program, else on PATH)."),
                                 QStringLiteral("program"));
    parser.addOptions({log, gui});
    parser.process(app);

    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        std::fprintf(stderr, "arraymark-notifier: no D-Bus session bus (%s)\n",
                     qPrintable(bus.lastError().message()));
        return 1;
    }
    QString program = parser.value(gui);
    if (program.isEmpty()) {
        const QString beside =
            QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("arraymark"));
        program = QFileInfo(beside).isExecutable() ? beside : QStringLiteral("arraymark");
    }
    am::ui::EventNotifications notifications(parser.value(log), bus,
                                             am::ui::NotificationOwner::Role::Notifier);
    QObject::connect(notifications.notifier(), &am::ui::DesktopNotifier::openArrayRequested, &app,
                     [program](const QString& array) {
                         QStringList args;
                         if (!array.isEmpty())
                             args << QStringLiteral("--array") << array;
                         else
                             args << QStringLiteral("--page") << QStringLiteral("arrays");
                         if (!QProcess::startDetached(program, args))
                             std::fprintf(stderr, "arraymark-notifier: cannot start %s\n",
                                          qPrintable(program));
                     });
    return QCoreApplication::exec();
}
