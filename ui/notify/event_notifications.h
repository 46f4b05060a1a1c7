#pragma once

#include <QDBusConnection>
#include <QObject>
#include <QString>

#include "ui/notify/notification_owner.h"

namespace am::ui {

class DesktopNotifier;
class EventLogTail;

// The event log shown as desktop notifications: tails the log and, while this
// process holds the notification name (NotificationOwner), shows each new event.
// Used by the GUI and arraymark-notifier alike.
class EventNotifications : public QObject {
    Q_OBJECT
public:
    EventNotifications(const QString& log, QDBusConnection bus, NotificationOwner::Role role,
                       QObject* parent = nullptr);

    DesktopNotifier* notifier() const { return notifier_; }
    EventLogTail* tail() const { return tail_; }
    NotificationOwner* owner() const { return owner_; }

private:
    EventLogTail* tail_;
    NotificationOwner* owner_;
    DesktopNotifier* notifier_;
};

} // namespace am::ui
