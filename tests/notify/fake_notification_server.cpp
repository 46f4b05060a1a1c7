#include "fake_notification_server.h"

#include <QDBusMessage>

FakeNotificationServer::FakeNotificationServer(const QString& connection_name)
    : connection_name_(connection_name)
{
    QDBusConnection bus =
        QDBusConnection::connectToBus(QDBusConnection::SessionBus, connection_name);
    registered_ =
        bus.registerObject(QStringLiteral("/org/freedesktop/Notifications"), this,
                           QDBusConnection::ExportAllSlots | QDBusConnection::ExportAllSignals) &&
        bus.registerService(QStringLiteral("org.freedesktop.Notifications"));
}

FakeNotificationServer::~FakeNotificationServer()
{
    QDBusConnection::disconnectFromBus(connection_name_);
}

uint FakeNotificationServer::Notify(const QString& app_name, uint, const QString& app_icon,
                                    const QString& summary, const QString& body,
                                    const QStringList& actions, const QVariantMap& hints, int)
{
    NotifyCall call{message().service(), app_name, app_icon, summary, body, actions, hints,
                    next_id_++};
    calls.append(call);
    emit notified();
    return call.id;
}

QStringList FakeNotificationServer::GetCapabilities()
{
    return {QStringLiteral("actions"), QStringLiteral("body")};
}

void FakeNotificationServer::CloseNotification(uint id) { emit NotificationClosed(id, 3); }

void FakeNotificationServer::click(uint id, const QString& action)
{
    emit ActionInvoked(id, action);
}
