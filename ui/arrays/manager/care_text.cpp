#include "ui/arrays/manager/care_text.h"

#include <QCoreApplication>

namespace am::ui {

namespace {
// The core's English sentences, marked for lupdate: translate() finds each by its English text,
// so a sentence the core rewords shows in English until it is translated again.
const char* const kCoreSentences[] = {
    QT_TRANSLATE_NOOP("am::ui::CareText",
                      "unknown: cron and checkarray keep no record of the last run"),
    QT_TRANSLATE_NOOP("am::ui::CareText", "unknown: systemd does not run here"),
    QT_TRANSLATE_NOOP("am::ui::CareText", "never (since the timer was set up)"),
    QT_TRANSLATE_NOOP("am::ui::CareText", "mdmonitor.service is active"),
    QT_TRANSLATE_NOOP("am::ui::CareText", "mdmonitor.service is inactive"),
    QT_TRANSLATE_NOOP("am::ui::CareText", "mdmonitor.service is failed"),
    QT_TRANSLATE_NOOP("am::ui::CareText", "no mdadm --monitor process runs"),
    QT_TRANSLATE_NOOP("am::ui::CareText",
                      "the timers are wanted by mdmonitor.service: they run while it is enabled"),
    QT_TRANSLATE_NOOP("am::ui::CareText",
                      "mdadm --monitor reads the file when it starts: restart it (systemctl "
                      "restart mdmonitor.service) for the new settings to count"),
};
} // namespace

QString careCoreText(const std::string& core_text)
{
    const QByteArray text = QByteArray::fromStdString(core_text);
    for (const char* sentence : kCoreSentences)
        if (text == sentence) return QCoreApplication::translate("am::ui::CareText", sentence);
    return QString::fromStdString(core_text);
}

QString checkMechanismTitle(raid::CheckMechanism mechanism)
{
    switch (mechanism) {
    case raid::CheckMechanism::Cron:
        return QCoreApplication::translate("am::ui::CareText", "cron (checkarray)");
    case raid::CheckMechanism::SystemdTimer:
        return QCoreApplication::translate("am::ui::CareText", "systemd timer (mdcheck)");
    }
    return {};
}

} // namespace am::ui
