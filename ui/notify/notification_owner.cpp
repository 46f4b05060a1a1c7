#include "ui/notify/notification_owner.h"

#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusServiceWatcher>

namespace am::ui {

namespace {
// org.freedesktop.DBus.RequestName flags and answers (the D-Bus specification).
constexpr uint kAllowReplacement = 0x1;
constexpr uint kReplaceExisting = 0x2;
constexpr uint kPrimaryOwner = 1;
constexpr uint kAlreadyOwner = 4;
} // namespace

NotificationOwner::NotificationOwner(QDBusConnection bus, Role role, QObject* parent)
    : QObject(parent), bus_(std::move(bus)),
      watcher_(new QDBusServiceWatcher(QString::fromLatin1(kEventNotificationsBusName), bus_,
                                       QDBusServiceWatcher::WatchForOwnerChange, this))
{
    connect(watcher_, &QDBusServiceWatcher::serviceOwnerChanged, this,
            [this](const QString&, const QString&, const QString& new_owner) {
                setOwns(!new_owner.isEmpty() && new_owner == bus_.baseService());
            });
    if (!bus_.isConnected()) return;
    QDBusMessage request = QDBusMessage::createMethodCall(
        QStringLiteral("org.freedesktop.DBus"), QStringLiteral("/org/freedesktop/DBus"),
        QStringLiteral("org.freedesktop.DBus"), QStringLiteral("RequestName"));
    request << QString::fromLatin1(kEventNotificationsBusName)
            << (role == Role::Gui ? kReplaceExisting : kAllowReplacement);
    // Asynchronous: the GUI does not wait for the bus.
    auto* pending = new QDBusPendingCallWatcher(bus_.asyncCall(request), this);
    connect(pending, &QDBusPendingCallWatcher::finished, this,
            [this](QDBusPendingCallWatcher* call) {
                const QDBusPendingReply<uint> reply = *call;
                if (!reply.isError())
                    setOwns(reply.value() == kPrimaryOwner || reply.value() == kAlreadyOwner);
                call->deleteLater();
            });
}

void NotificationOwner::setOwns(bool owns)
{
    if (owns == owns_) return;
    owns_ = owns;
    emit ownsChanged(owns_);
}

} // namespace am::ui
