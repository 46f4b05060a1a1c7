#include "ui/drives/health_text.h"

#include <QApplication>
#include <QLocale>
#include <QPalette>
#include <QStringList>
#include <QStyle>

#include "core/drives/health/scan_health.h"
#include "ui/drives/health_reason_text.h"

namespace am::ui {

namespace {
// The translation context of these free functions.
struct HealthText {
    Q_DECLARE_TR_FUNCTIONS(HealthText)
};

QString q(const std::string& text) { return QString::fromStdString(text); }
QString number(std::uint64_t value) { return QLocale().toString(qulonglong(value)); }

bool darkPalette() { return QApplication::palette().color(QPalette::Base).lightness() < 128; }

QString bullets(const QStringList& reasons)
{
    QStringList lines;
    for (const auto& reason : reasons) lines << QStringLiteral("• ") + reason;
    return lines.join(QLatin1Char('\n'));
}
} // namespace

QString healthVerdictText(drives::HealthVerdict verdict)
{
    switch (verdict) {
    case drives::HealthVerdict::Healthy:
        return HealthText::tr("Healthy");
    case drives::HealthVerdict::Worn:
        return HealthText::tr("Worn");
    case drives::HealthVerdict::Failing:
        return HealthText::tr("Failing");
    case drives::HealthVerdict::Unknown:
        return HealthText::tr("Unknown");
    }
    return {};
}

QIcon healthVerdictIcon(drives::HealthVerdict verdict)
{
    QStyle* style = QApplication::style();
    switch (verdict) {
    case drives::HealthVerdict::Failing:
        return QIcon::fromTheme(QStringLiteral("dialog-error"),
                                style->standardIcon(QStyle::SP_MessageBoxCritical));
    case drives::HealthVerdict::Worn:
        return QIcon::fromTheme(QStringLiteral("dialog-warning"),
                                style->standardIcon(QStyle::SP_MessageBoxWarning));
    case drives::HealthVerdict::Unknown:
        return QIcon::fromTheme(QStringLiteral("dialog-question"),
                                style->standardIcon(QStyle::SP_MessageBoxQuestion));
    case drives::HealthVerdict::Healthy:
        return {};
    }
    return {};
}

QColor healthVerdictColor(drives::HealthVerdict verdict)
{
    // The arrays' red and orange (array_status_text.cpp), lighter where the base is dark.
    if (verdict == drives::HealthVerdict::Failing)
        return darkPalette() ? QColor(0xff, 0x6b, 0x6b) : QColor(0xb0, 0x00, 0x20);
    if (verdict == drives::HealthVerdict::Worn)
        return darkPalette() ? QColor(0xf0, 0xb4, 0x4c) : QColor(0xb3, 0x5c, 0x00);
    return {};
}

bool healthNotRead(const drives::BlockDevice& device)
{
    return !device.health && drives::hasSmart(device);
}

QString healthCellText(const drives::BlockDevice& device)
{
    if (device.health) return healthVerdictText(device.health->verdict);
    return healthNotRead(device) ? QStringLiteral("—") : QString();
}

QString healthToolTip(const drives::BlockDevice& device)
{
    if (healthNotRead(device))
        return HealthText::tr("SMART was not read: reading it needs administrator rights. "
                              "\"Check with administrator rights\" reads it.");
    if (!device.health) return {};
    const drives::DriveHealth& health = *device.health;
    if (health.reasons.empty()) return HealthText::tr("SMART: nothing wrong reported.");
    return HealthText::tr("SMART: %1\n%2")
        .arg(healthVerdictText(health.verdict), bullets(healthReasons(health)));
}

std::vector<std::pair<QString, QString>> healthFigures(const drives::DriveHealth& h)
{
    std::vector<std::pair<QString, QString>> rows;
    const auto add = [&](const QString& label, const auto& figure, auto text) {
        if (figure) rows.emplace_back(label, text(*figure));
    };
    const auto count = [](std::uint64_t value) { return number(value); };
    add(HealthText::tr("SMART overall-health"), h.smart_passed,
        [](bool passed) { return passed ? HealthText::tr("passed") : HealthText::tr("failed"); });
    add(HealthText::tr("Wear (rated endurance used)"), h.percentage_used,
        [](int percent) { return HealthText::tr("%1 %").arg(percent); });
    if (h.available_spare)
        rows.emplace_back(HealthText::tr("Available spare"),
                          h.available_spare_threshold
                              ? HealthText::tr("%1 % (threshold %2 %)")
                                    .arg(*h.available_spare)
                                    .arg(*h.available_spare_threshold)
                              : HealthText::tr("%1 %").arg(*h.available_spare));
    add(HealthText::tr("Media errors"), h.media_errors, count);
    add(HealthText::tr("Error log entries"), h.error_log_entries, count);
    add(HealthText::tr("Interface CRC errors"), h.crc_errors, count);
    add(HealthText::tr("Reallocated sectors"), h.reallocated_sectors, count);
    add(HealthText::tr("Pending sectors"), h.pending_sectors, count);
    add(HealthText::tr("Offline uncorrectable sectors"), h.offline_uncorrectable, count);
    add(HealthText::tr("Temperature"), h.temperature_celsius,
        [](int celsius) { return HealthText::tr("%1 °C").arg(celsius); });
    add(HealthText::tr("Power-on time"), h.power_on_hours, [](std::uint64_t hours) {
        return HealthText::tr("%1 hours (%2 years)")
            .arg(number(hours), QLocale().toString(double(hours) / (24.0 * 365.25), 'f', 1));
    });
    if (!h.failed_attributes.empty()) {
        QStringList names;
        for (const auto& name : h.failed_attributes) names << q(name);
        rows.emplace_back(HealthText::tr("Attributes failing now"),
                          names.join(QStringLiteral(", ")));
    }
    return rows;
}

QString driveHealthSentence(const std::string& name, const drives::DriveHealth& health)
{
    const QString why = healthReasons(health).join(QStringLiteral("; "));
    switch (health.verdict) {
    case drives::HealthVerdict::Failing:
        return HealthText::tr("%1 is failing: %2").arg(q(name), why);
    case drives::HealthVerdict::Worn:
        return HealthText::tr("%1 is worn: %2").arg(q(name), why);
    case drives::HealthVerdict::Healthy:
    case drives::HealthVerdict::Unknown:
        return {};
    }
    return {};
}

} // namespace am::ui
