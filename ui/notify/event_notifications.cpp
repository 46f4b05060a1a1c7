#include "ui/notify/event_notifications.h"

#include "ui/notify/desktop_notifier.h"
#include "ui/notify/event_log_tail.h"

namespace am::ui {

EventNotifications::EventNotifications(const QString& log, QDBusConnection bus,
                                       NotificationOwner::Role role, QObject* parent)
    : QObject(parent), tail_(new EventLogTail(log, this)),
      owner_(new NotificationOwner(bus, role, this)), notifier_(new DesktopNotifier(bus, this))
{
    // Both processes read the log, so the one left holding the name goes on from where it is.
    connect(tail_, &EventLogTail::eventRead, this, [this](const monitor::Event& event) {
        if (owner_->owns()) notifier_->show(event);
    });
    tail_->start();
}

} // namespace am::ui
