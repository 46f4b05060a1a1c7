#include "ui/drives/health_reason_text.h"

#include <QCoreApplication>
#include <array>
#include <string_view>

#include "core/drives/health/health_rules.h"

namespace am::ui {

namespace {
struct HealthReasonText {
    Q_DECLARE_TR_FUNCTIONS(HealthReasonText)
};

QString number(std::uint64_t value) { return QString::number(value); }

QString criticalWarningText(std::uint32_t bits)
{
    // The NVMe SMART / Health log's critical_warning bits, in core's order.
    const std::array<QString, 6> words = {
        HealthReasonText::tr("available spare below its threshold"),
        HealthReasonText::tr("temperature outside its thresholds"),
        HealthReasonText::tr("reliability degraded by media or internal errors"),
        HealthReasonText::tr("media placed in read-only mode"),
        HealthReasonText::tr("volatile memory backup failed"),
        HealthReasonText::tr("persistent memory region read-only"),
    };
    QStringList set;
    for (std::size_t bit = 0; bit < words.size(); ++bit)
        if ((bits >> bit) & 1U) set << words[bit];
    if (set.isEmpty()) set << HealthReasonText::tr("bits 0x%1").arg(bits, 2, 16, QLatin1Char('0'));
    return HealthReasonText::tr("NVMe critical warning: %1").arg(set.join(QStringLiteral(", ")));
}

// The rule's finding in words; empty for a rule not worded here (core's text is kept).
QString ruleText(std::string_view id, const drives::DriveHealth& h)
{
    if (id == "smart_failed") return HealthReasonText::tr("SMART overall-health failed");
    if (id == "attribute_failing_now") {
        if (h.failed_attributes.empty())
            return HealthReasonText::tr("a prefail attribute is at or below its threshold");
        QStringList names;
        for (const auto& name : h.failed_attributes) names << QString::fromStdString(name);
        return HealthReasonText::tr("attribute %1 at or below its failure threshold now")
            .arg(names.join(QStringLiteral(", ")));
    }
    if (id == "nvme_critical_warning") return criticalWarningText(h.critical_warning.value_or(0));
    if (id == "pending_sectors")
        return HealthReasonText::tr("%1 sectors pending reallocation (attribute 197)")
            .arg(number(h.pending_sectors.value_or(0)));
    if (id == "offline_uncorrectable")
        return HealthReasonText::tr("%1 offline uncorrectable sectors (attribute 198)")
            .arg(number(h.offline_uncorrectable.value_or(0)));
    if (id == "percentage_used")
        return HealthReasonText::tr("%1% of its rated endurance used")
            .arg(h.percentage_used.value_or(0));
    if (id == "reallocated_sectors")
        return HealthReasonText::tr("%1 reallocated sectors (attribute 5)")
            .arg(number(h.reallocated_sectors.value_or(0)));
    if (id == "media_errors")
        return HealthReasonText::tr("%1 unrecovered media errors")
            .arg(number(h.media_errors.value_or(0)));
    if (id == "threshold_in_past")
        return HealthReasonText::tr("an attribute was at or below its threshold in the past");
    if (id == "self_test_errors")
        return HealthReasonText::tr("the self-test log records a failed test");
    return {};
}

// Core's fixed sentences for a drive it could not judge.
QString fixedText(const std::string& reason)
{
    if (reason == "smartctl reported no SMART data for this device")
        return HealthReasonText::tr("smartctl reported no SMART data for this device");
    if (reason == "smartctl is not installed (apt-get install smartmontools)")
        return HealthReasonText::tr("smartctl is not installed (apt-get install smartmontools)");
    if (reason == "the drive is in standby; not woken up to read SMART")
        return HealthReasonText::tr("the drive is in standby; not woken up to read SMART");
    return {};
}
} // namespace

QStringList healthReasons(const drives::DriveHealth& health)
{
    QStringList out;
    for (const auto& reason : health.reasons) {
        QString text = fixedText(reason);
        // The rule that gave this reason: the one whose finding, now, is this sentence.
        for (const auto& rule : drives::healthRules()) {
            if (!text.isEmpty()) break;
            if (const auto finding = rule.finding(health, nullptr); finding && *finding == reason)
                text = ruleText(rule.id, health);
        }
        out << (text.isEmpty() ? QString::fromStdString(reason) : text);
    }
    return out;
}

} // namespace am::ui
