#include "ui/drives/health_details.h"

#include <QCoreApplication>

#include "ui/drives/health_reason_text.h"
#include "ui/drives/health_text.h"

namespace am::ui {

namespace {
struct HealthDetails {
    Q_DECLARE_TR_FUNCTIONS(HealthDetails)
};
} // namespace

QString healthDetailsHtml(const drives::BlockDevice& device)
{
    const QString heading =
        QStringLiteral("<h4>%1</h4>").arg(HealthDetails::tr("Health (SMART)").toHtmlEscaped());
    if (healthNotRead(device))
        return heading + QStringLiteral("<p>%1</p>").arg(healthToolTip(device).toHtmlEscaped());
    if (!device.health) return {};
    const drives::DriveHealth& health = *device.health;

    QString verdict = healthVerdictText(health.verdict).toHtmlEscaped();
    if (const QColor color = healthVerdictColor(health.verdict); color.isValid())
        verdict = QStringLiteral("<b style=\"color:%1\">⚠ %2</b>").arg(color.name(), verdict);
    QString html = heading + QStringLiteral("<p>%1</p>").arg(verdict);
    if (!health.reasons.empty()) {
        html += QStringLiteral("<ul>");
        for (const auto& reason : healthReasons(health))
            html += QStringLiteral("<li>%1</li>").arg(reason.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    const auto figures = healthFigures(health);
    if (!figures.empty()) {
        html += QStringLiteral("<table cellspacing='4'>");
        for (const auto& [label, value] : figures)
            html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
        html += QStringLiteral("</table>");
    }
    return html;
}

} // namespace am::ui
