#include "ui/arrays/manager/array_status_text.h"

#include <QApplication>
#include <QColor>
#include <QCoreApplication>
#include <QLocale>
#include <QStyle>
#include <algorithm>
#include <cmath>

namespace am::ui {

namespace {
// The translation context of this file's strings (lupdate reads tr() inside it).
class ArrayStatusText {
    Q_DECLARE_TR_FUNCTIONS(am::ui::ArrayStatusText)
};
} // namespace

ArrayHealth arrayHealth(const raid::ArrayStatus& array)
{
    using S = raid::ArrayState;
    if (array.state == S::Failed) return ArrayHealth::Broken;
    if (array.degraded > 0 || array.state == S::Degraded) return ArrayHealth::Attention;
    for (const auto& member : array.members)
        if (member.role == "faulty")
            return ArrayHealth::Attention; // a failed disk still listed: replace it
    if (array.state == S::Resyncing || array.state == S::Recovering ||
        array.state == S::Reshaping || array.state == S::Checking)
        return ArrayHealth::Busy;
    return ArrayHealth::Good;
}

QString arrayStateText(const raid::ArrayStatus& array)
{
    using S = raid::ArrayState;
    const QString missing =
        ArrayStatusText::tr("%1 of %2 members missing").arg(array.degraded).arg(array.raid_disks);
    switch (array.state) {
    case S::Clean:
        return ArrayStatusText::tr("Healthy");
    case S::Active:
        return ArrayStatusText::tr("Healthy (active)");
    case S::Degraded:
        return ArrayStatusText::tr("Degraded: %1").arg(missing);
    case S::Resyncing:
        return array.degraded > 0 ? ArrayStatusText::tr("Degraded, resyncing: %1").arg(missing)
                                  : ArrayStatusText::tr("Resyncing");
    case S::Recovering:
        return ArrayStatusText::tr("Degraded, rebuilding: %1").arg(missing);
    case S::Reshaping:
        return ArrayStatusText::tr("Reshaping");
    case S::Checking:
        return array.degraded > 0 ? ArrayStatusText::tr("Degraded, checking: %1").arg(missing)
                                  : ArrayStatusText::tr("Checking");
    case S::Inactive:
        return ArrayStatusText::tr("Inactive (stopped or not fully assembled)");
    case S::Failed:
        return ArrayStatusText::tr("Failed: too many members missing (%1 of %2)")
            .arg(array.degraded)
            .arg(array.raid_disks);
    case S::Container:
        return ArrayStatusText::tr("Container");
    }
    return {};
}

QString durationText(double seconds)
{
    const auto total = static_cast<qint64>(std::llround(std::max(0.0, seconds)));
    const qint64 h = total / 3600, m = (total / 60) % 60, s = total % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(h)
            .arg(m, 2, 10, QLatin1Char('0'))
            .arg(s, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

QString syncText(const raid::ArrayStatus& array)
{
    if (array.sync_pending && !array.progress) return ArrayStatusText::tr("Resync pending");
    if (!array.progress) return {};
    QString what;
    if (array.sync_action == "recover")
        what = ArrayStatusText::tr("Rebuild");
    else if (array.sync_action == "resync")
        what = ArrayStatusText::tr("Resync");
    else if (array.sync_action == "check")
        what = ArrayStatusText::tr("Check");
    else if (array.sync_action == "repair")
        what = ArrayStatusText::tr("Repair");
    else if (array.sync_action == "reshape")
        what = ArrayStatusText::tr("Reshape");
    else
        what = QString::fromStdString(array.sync_action);
    const QString percent = QLocale().toString(*array.progress * 100.0, 'f', 1);
    if (!array.speed_bytes_per_s) return ArrayStatusText::tr("%1 %2 %").arg(what, percent);
    // MB/s = 10^6 bytes/s; the kernel reports KiB/s, converted in core.
    const QString speed =
        QLocale().toString(static_cast<double>(*array.speed_bytes_per_s) / 1e6, 'f', 1);
    return ArrayStatusText::tr("%1 %2 % at %3 MB/s").arg(what, percent, speed);
}

QString etaText(const raid::ArrayStatus& array)
{
    if (!array.eta_seconds) return {};
    return durationText(static_cast<double>(*array.eta_seconds));
}

QString memberRoleText(const raid::MemberStatus& member)
{
    QString text;
    if (member.role == "active")
        text = ArrayStatusText::tr("Active");
    else if (member.role == "rebuilding")
        text = ArrayStatusText::tr("Rebuilding");
    else if (member.role == "spare")
        text = ArrayStatusText::tr("Spare");
    else if (member.role == "faulty")
        text = ArrayStatusText::tr("Failed");
    else if (member.role == "journal")
        text = ArrayStatusText::tr("Journal");
    else if (member.role == "member")
        text = ArrayStatusText::tr("Container member");
    else
        text = QString::fromStdString(member.role);
    // A member joining a degraded array is "spare" with a slot until it is in sync.
    if (member.role == "spare" && member.slot) text = ArrayStatusText::tr("Rebuilding");
    if (member.slot) text += ArrayStatusText::tr(" (slot %1)").arg(*member.slot);
    return text;
}

QIcon healthIcon(ArrayHealth health)
{
    QStyle* style = QApplication::style();
    switch (health) {
    case ArrayHealth::Good:
        return QIcon::fromTheme(QStringLiteral("emblem-ok-symbolic"),
                                style->standardIcon(QStyle::SP_DialogApplyButton));
    case ArrayHealth::Busy:
        return QIcon::fromTheme(QStringLiteral("view-refresh"),
                                style->standardIcon(QStyle::SP_BrowserReload));
    case ArrayHealth::Attention:
        return QIcon::fromTheme(QStringLiteral("dialog-warning"),
                                style->standardIcon(QStyle::SP_MessageBoxWarning));
    case ArrayHealth::Broken:
        return QIcon::fromTheme(QStringLiteral("dialog-error"),
                                style->standardIcon(QStyle::SP_MessageBoxCritical));
    }
    return {};
}

QColor healthColor(ArrayHealth health)
{
    if (health == ArrayHealth::Attention)
        return QColor(0xb3, 0x5c, 0x00); // dark orange: readable on white
    if (health == ArrayHealth::Broken) return QColor(0xb0, 0x00, 0x20);
    return {};
}

} // namespace am::ui
