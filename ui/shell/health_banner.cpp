#include "ui/shell/health_banner.h"

#include <QApplication>
#include <QBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QUrl>

#include "ui/shell/health_summary.h"

namespace am::ui {

namespace {
constexpr auto kArrayLink = QLatin1String("array:");

QColor tint(bool critical)
{
    const bool dark = QApplication::palette().color(QPalette::Base).lightness() < 128;
    if (critical) return dark ? QColor(0x5a, 0x1d, 0x1d) : QColor(0xfd, 0xe2, 0xe2);
    return dark ? QColor(0x4d, 0x3b, 0x12) : QColor(0xfd, 0xf0, 0xd5);
}

// The finding's sentence with its array's name as a link (wherever the translation puts it).
QString lineHtml(const HealthFinding& finding)
{
    QString html = finding.text.toHtmlEscaped();
    if (finding.subject != HealthFinding::Subject::Array) return html;
    const QString name = finding.name.toHtmlEscaped();
    const qsizetype at = html.indexOf(name);
    if (at < 0) return html;
    return html.replace(
        at, name.size(),
        QStringLiteral("<a href=\"%1%2\">%3</a>")
            .arg(kArrayLink, QString::fromLatin1(QUrl::toPercentEncoding(finding.name)), name));
}
} // namespace

HealthBanner::HealthBanner(HealthSummary* summary, QWidget* parent)
    : QFrame(parent), summary_(summary), icon_(new QLabel(this)), text_(new QLabel(this))
{
    setObjectName(QStringLiteral("healthBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::RichText);
    text_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    icon_->setAlignment(Qt::AlignTop);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(icon_);
    layout->addWidget(text_, 1);
    connect(text_, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(kArrayLink))
            emit arrayClicked(QUrl::fromPercentEncoding(link.mid(kArrayLink.size()).toUtf8()));
    });
    connect(summary_, &HealthSummary::changed, this, &HealthBanner::showFindings);
    showFindings();
}

void HealthBanner::showFindings()
{
    const QList<HealthFinding>& findings = summary_->findings();
    if (findings.isEmpty()) {
        hide();
        return;
    }
    critical_ = summary_->anyCritical();
    QStringList lines;
    bool any_array = false;
    for (const auto& finding : findings) {
        lines << lineHtml(finding);
        any_array |= finding.subject == HealthFinding::Subject::Array;
    }
    text_->setText(lines.join(QStringLiteral("<br>")));
    text_->setToolTip(any_array ? tr("Click an array's name to open it on the Arrays page")
                                : QString());
    QPalette palette = this->palette();
    palette.setColor(QPalette::Window, tint(critical_));
    setPalette(palette);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    const QIcon icon = critical_
                           ? QIcon::fromTheme(QStringLiteral("dialog-error"),
                                              style()->standardIcon(QStyle::SP_MessageBoxCritical))
                           : QIcon::fromTheme(QStringLiteral("dialog-warning"),
                                              style()->standardIcon(QStyle::SP_MessageBoxWarning));
    icon_->setPixmap(icon.pixmap(size, size));
    show();
}

HealthBanner* addHealthBanner(QWidget* page, HealthSummary* summary)
{
    auto* banner = new HealthBanner(summary, page);
    auto* layout = qobject_cast<QBoxLayout*>(page->layout());
    Q_ASSERT(layout); // both pages lay themselves out in a QVBoxLayout
    if (layout) layout->insertWidget(0, banner);
    return banner;
}

} // namespace am::ui
