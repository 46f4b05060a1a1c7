#pragma once

#include <QDBusAbstractAdaptor>
#include <QDBusConnection>
#include <QDBusContext>
#include <QObject>
#include <QStringList>
#include <QVariantMap>

// A stand-in for the desktop's notification daemon, on its own session bus
// connection: records each Notify call (and who sent it) and can emit
// ActionInvoked as a click on the bubble would.
struct NotifyCall {
    QString sender; // the caller's unique bus name
    QString app_name;
    QString icon;
    QString summary;
    QString body;
    QStringList actions;
    QVariantMap hints;
    uint id = 0;
};

class FakeNotificationServer : public QObject, protected QDBusContext {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    explicit FakeNotificationServer(const QString& connection_name);
    ~FakeNotificationServer() override;
    bool registered() const { return registered_; }
    QList<NotifyCall> calls;

    void click(uint id, const QString& action);

public slots:
    uint Notify(const QString& app_name, uint replaces_id, const QString& app_icon,
                const QString& summary, const QString& body, const QStringList& actions,
                const QVariantMap& hints, int expire_timeout);
    QStringList GetCapabilities();
    void CloseNotification(uint id);

signals:
    void ActionInvoked(uint id, const QString& action_key);
    void NotificationClosed(uint id, uint reason);
    void notified(); // not on the bus: for QSignalSpy

private:
    QString connection_name_;
    bool registered_ = false;
    uint next_id_ = 1;
};
