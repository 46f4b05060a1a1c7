#pragma once

#include <QDBusConnection>
#include <QObject>

class QDBusServiceWatcher;

namespace am::ui {

// Who shows the event log's notifications when both the GUI and
// arraymark-notifier run: the holder of the session bus name
// org.arraymark.ArrayMark.EventNotifications. The GUI takes it over from the
// notifier (which allows that and waits in the bus's queue); when the GUI
// quits, the bus hands the name back to the notifier. So each event is shown
// once, and by the GUI while it runs, where Open needs no new window.
class NotificationOwner : public QObject {
    Q_OBJECT
public:
    enum class Role { Gui, Notifier };

    NotificationOwner(QDBusConnection bus, Role role, QObject* parent = nullptr);

    bool owns() const { return owns_; }

signals:
    void ownsChanged(bool owns);

private:
    void setOwns(bool owns);

    QDBusConnection bus_;
    QDBusServiceWatcher* watcher_;
    bool owns_ = false;
};

inline constexpr const char* kEventNotificationsBusName =
    "org.arraymark.ArrayMark.EventNotifications";

} // namespace am::ui
