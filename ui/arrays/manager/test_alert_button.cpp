#include "ui/arrays/manager/test_alert_button.h"

#include <QDBusConnection>
#include <QToolTip>

#include "ui/notify/desktop_notifier.h"

namespace am::ui {

TestAlertButton::TestAlertButton(QWidget* parent)
    : QPushButton(tr("Send test alert"), parent),
      notifier_(new DesktopNotifier(QDBusConnection::sessionBus(), this))
{
    setToolTip(tr("Show a test desktop notification, as array health events are shown"));
    if (!notifier_->connected()) {
        setEnabled(false);
        setToolTip(tr("No D-Bus session bus: desktop notifications cannot be shown"));
    }
    connect(this, &QPushButton::clicked, notifier_, &DesktopNotifier::showTest);
    connect(notifier_, &DesktopNotifier::shown, this,
            [this] { setToolTip(tr("The test alert was sent to the notification server")); });
    connect(notifier_, &DesktopNotifier::failed, this, [this](const QString& error) {
        setToolTip(tr("The test alert was not shown: %1").arg(error));
        QToolTip::showText(mapToGlobal(rect().bottomLeft()), toolTip(), this);
    });
}

} // namespace am::ui
