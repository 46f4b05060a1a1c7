#include "ui/notify/desktop_notifier.h"

#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>

namespace am::ui {

namespace {
const QString kService = QStringLiteral("org.freedesktop.Notifications");
const QString kPath = QStringLiteral("/org/freedesktop/Notifications");
const QString kInterface = QStringLiteral("org.freedesktop.Notifications");

uchar urgency(monitor::Severity severity)
{
    switch (severity) {
    case monitor::Severity::Info:
        return 0; // low
    case monitor::Severity::Warning:
        return 1; // normal
    case monitor::Severity::Critical:
        return 2; // critical: stays until dismissed
    }
    return 1;
}
} // namespace

DesktopNotifier::DesktopNotifier(QDBusConnection bus, QObject* parent)
    : QObject(parent), bus_(std::move(bus))
{
    if (!bus_.isConnected()) return;
    bus_.connect(kService, kPath, kInterface, QStringLiteral("ActionInvoked"), this,
                 SLOT(onActionInvoked(uint, QString)));
    bus_.connect(kService, kPath, kInterface, QStringLiteral("NotificationClosed"), this,
                 SLOT(onNotificationClosed(uint, uint)));
}

QString DesktopNotifier::title(const monitor::Event& event)
{
    const std::string& name = event.name;
    if (name == "Fail") return tr("Array member failed");
    if (name == "FailSpare") return tr("Spare failed");
    if (name == "DegradedArray") return tr("Array degraded");
    if (name == "SparesMissing") return tr("Spares missing");
    if (name == "SpareActive") return tr("Spare now active");
    if (name == "RebuildStarted") return tr("Sync started");
    if (name == "RebuildFinished") return tr("Sync finished");
    if (name == "NewArray") return tr("New array");
    if (name == "DeviceDisappeared") return tr("Array disappeared");
    if (name == "TestMessage") return tr("Test alert");
    if (name == "CheckFinished") return tr("Check finished");
    if (name == "DriveFailing") return tr("Drive failing");
    if (name == "DriveWorn") return tr("Drive worn");
    if (name == "DriveHealthy") return tr("Drive healthy again");
    const monitor::EventKind* kind = monitor::findEventKind(name);
    if (kind && kind->name == "RebuildNN") return tr("Sync progress");
    return kind ? QString::fromUtf8(kind->title.data(), kind->title.size())
                : QString::fromStdString(name);
}

void DesktopNotifier::show(const monitor::Event& event)
{
    if (!bus_.isConnected()) {
        emit failed(tr("no D-Bus session bus"));
        return;
    }
    const QString array = QString::fromStdString(event.array);
    const QString summary = array.isEmpty() ? title(event) : tr("%1: %2").arg(title(event), array);
    QVariantMap hints;
    hints.insert(QStringLiteral("urgency"), QVariant::fromValue(urgency(event.severity)));
    hints.insert(QStringLiteral("desktop-entry"), QStringLiteral("org.arraymark.ArrayMark"));
    hints.insert(QStringLiteral("category"), QStringLiteral("device"));
    QDBusMessage call =
        QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("Notify"));
    call << QStringLiteral("ArrayMark") << uint(0) << QStringLiteral("org.arraymark.ArrayMark")
         << summary << QString::fromStdString(event.message)
         << QStringList{QStringLiteral("default"), tr("Open")} << hints << int(-1);
    auto* pending = new QDBusPendingCallWatcher(bus_.asyncCall(call), this);
    connect(pending, &QDBusPendingCallWatcher::finished, this,
            [this, array](QDBusPendingCallWatcher* watcher) {
                const QDBusPendingReply<uint> reply = *watcher;
                watcher->deleteLater();
                if (reply.isError()) {
                    emit failed(reply.error().message());
                    return;
                }
                arrays_[reply.value()] = array;
                emit shown(reply.value());
            });
}

void DesktopNotifier::showTest()
{
    monitor::Event test;
    test.time = monitor::nowUtc();
    test.name = "TestMessage";
    test.severity = monitor::Severity::Info;
    test.message =
        tr("A test alert from ArrayMark: array health events will show like this.").toStdString();
    show(test);
}

void DesktopNotifier::onActionInvoked(uint id, const QString& action)
{
    const auto found = arrays_.find(id);
    if (found == arrays_.end() || action != QLatin1String("default")) return;
    emit openArrayRequested(found->second);
}

void DesktopNotifier::onNotificationClosed(uint id, uint) { arrays_.erase(id); }

} // namespace am::ui
