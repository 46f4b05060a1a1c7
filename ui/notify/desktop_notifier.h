#pragma once

#include <map>

#include <QDBusConnection>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include "core/monitor/event.h"

namespace am::ui {

// Shows events as desktop notifications through org.freedesktop.Notifications
// (the Desktop Notifications Specification): summary "TITLE: ARRAY", the
// event's sentence as body, urgency from its severity, and an "Open" action
// (the "default" key, also a click on the bubble) that asks for the array.
// The one place that talks to the notification server, for the GUI and
// arraymark-notifier alike. Calls are asynchronous.
class DesktopNotifier : public QObject {
    Q_OBJECT
public:
    explicit DesktopNotifier(QDBusConnection bus, QObject* parent = nullptr);

    bool connected() const { return bus_.isConnected(); }
    void show(const am::monitor::Event& event);
    // The Arrays page's "Send test alert": a TestMessage, straight to the server.
    void showTest();

    // The notification's title for an event (translated), e.g. "Array member failed".
    static QString title(const am::monitor::Event& event);

signals:
    void openArrayRequested(const QString& array); // empty: the Arrays page without one
    void shown(uint id);                           // the server took the notification
    void failed(const QString& error);             // no server, or it refused

private slots:
    void onActionInvoked(uint id, const QString& action);
    void onNotificationClosed(uint id, uint reason);

private:
    QDBusConnection bus_;
    std::map<uint, QString> arrays_; // notification id -> array, while it is open
};

} // namespace am::ui
