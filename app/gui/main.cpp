#include <QApplication>
#include <QDBusConnection>
#include <QIcon>

#include "core/monitor/event_log.h"
#include "core/util/version.h"
#include "ui/notify/desktop_notifier.h"
#include "ui/notify/event_notifications.h"
#include "ui/shell/command_line.h"
#include "ui/shell/main_window.h"
#include "ui/translation_loader.h"

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ArrayMark"));
    QApplication::setApplicationName(QStringLiteral("ArrayMark"));
    QApplication::setApplicationVersion(
        QString::fromLatin1(am::util::kVersion.data(), am::util::kVersion.size()));
    QApplication::setDesktopFileName(QStringLiteral("org.arraymark.ArrayMark"));
    QApplication::setWindowIcon(
        QIcon(QStringLiteral(":/icons/hicolor/256x256/org.arraymark.ArrayMark.png")));
    am::ui::installInterfaceLanguage(app); // the system's, unless Settings chose one

    am::ui::StartupOptions startup;
    am::ui::MainWindow window(am::ui::parseCommandLine(app, &startup));
    window.applyStartup(startup);
    // Array health events from the system's event log, shown while the GUI runs
    // (arraymark-notifier steps back meanwhile; see NotificationOwner).
    am::ui::EventNotifications notifications(QString::fromLatin1(am::monitor::kSystemEventLog),
                                             QDBusConnection::sessionBus(),
                                             am::ui::NotificationOwner::Role::Gui);
    QObject::connect(notifications.notifier(), &am::ui::DesktopNotifier::openArrayRequested,
                     &window, [&window](const QString& array) {
                         window.showArray(array);
                         window.raise();
                         window.activateWindow();
                     });
    window.show();
    return QApplication::exec();
}
