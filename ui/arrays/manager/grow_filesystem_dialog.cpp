#include "ui/arrays/manager/grow_filesystem_dialog.h"

#include <QDialogButtonBox>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "core/helper/request.h"
#include "core/util/units.h"
#include "ui/bench/core_messages.h"
#include "ui/drives/drives_model.h"
#include "ui/helper/helper_request.h"

namespace am::ui {

namespace {
QString bytesText(const QJsonValue& value)
{
    return sizeText(static_cast<std::uint64_t>(value.toDouble()), util::SizeUnits::Decimal);
}
} // namespace

QString growFilesystemPlanHtml(const QJsonObject& plan)
{
    const QString filesystem = plan.value(QStringLiteral("filesystem")).toString();
    const QJsonValue mountpoint = plan.value(QStringLiteral("mountpoint"));
    QString html =
        QStringLiteral("<p>%1</p>")
            .arg(
                (mountpoint.isString()
                     ? GrowFilesystemDialog::tr(
                           "%1 mounted at %2: it grows online and stays mounted.")
                           .arg(filesystem, mountpoint.toString())
                     : GrowFilesystemDialog::tr("%1, not mounted: it is checked first, then grown.")
                           .arg(filesystem))
                    .toHtmlEscaped());
    const QJsonValue size = plan.value(QStringLiteral("filesystem_bytes"));
    html +=
        QStringLiteral("<p>%1</p>")
            .arg((size.isDouble()
                      ? GrowFilesystemDialog::tr("Filesystem %1 (%2 used), array %3.")
                            .arg(bytesText(size),
                                 bytesText(plan.value(QStringLiteral("filesystem_used_bytes"))),
                                 bytesText(plan.value(QStringLiteral("array_bytes"))))
                      : GrowFilesystemDialog::tr("Array %1; the filesystem's size was not read.")
                            .arg(bytesText(plan.value(QStringLiteral("array_bytes")))))
                     .toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b></p><ol>")
                .arg(GrowFilesystemDialog::tr("Commands, in this order:").toHtmlEscaped());
    for (const QJsonValue& step : plan.value(QStringLiteral("steps")).toArray()) {
        QStringList words;
        for (const QJsonValue& word : step.toObject().value(QStringLiteral("argv")).toArray())
            words << word.toString();
        html +=
            QStringLiteral("<li><code>%1</code><br/><small>%2</small></li>")
                .arg(words.join(QLatin1Char(' ')).toHtmlEscaped(),
                     step.toObject().value(QStringLiteral("purpose")).toString().toHtmlEscaped());
    }
    return html + QStringLiteral("</ol>");
}

GrowFilesystemDialog::GrowFilesystemDialog(const QString& array, HelperProvider* helpers,
                                           QWidget* parent)
    : QDialog(parent), plan_view_(new QTextBrowser(this)), status_(new QLabel(this)),
      grow_(new QPushButton(tr("Grow"), this))
{
    setWindowTitle(tr("Grow the filesystem on /dev/%1").arg(array));
    auto* layout = new QVBoxLayout(this);
    auto* words = new QLabel(tr("md grows the array, never the filesystem on it. This makes the "
                                "ext2/3/4, xfs or btrfs filesystem on /dev/%1 as big as the array.")
                                 .arg(array),
                             this);
    words->setWordWrap(true);
    layout->addWidget(words);
    layout->addWidget(plan_view_, 1);
    status_->setWordWrap(true);
    layout->addWidget(status_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(grow_, QDialogButtonBox::AcceptRole);
    grow_->setEnabled(false);
    layout->addWidget(buttons);
    resize(560, 380);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    HelperChannel* channel = helpers->channel(helper::Scope::ReadDevices);
    connect(channel, &HelperChannel::answered, this, &GrowFilesystemDialog::onAnswer);
    connect(channel, &HelperChannel::failed, this, [this](const QString& message) {
        pending_id_ = -1;
        status_->setText(tr("The helper did not answer: %1").arg(message));
    });
    pending_id_ =
        channel->send(requestObject(helper::GrowFilesystemPlanRequest{array.toStdString()}));
    status_->setText(tr("Asking the helper for the filesystem's size and the steps…"));
}

void GrowFilesystemDialog::onAnswer(qint64 id, const QJsonObject& answer)
{
    if (id != pending_id_) return;
    pending_id_ = -1;
    if (!answer.value(QStringLiteral("ok")).toBool()) {
        const QString rule = answer.value(QStringLiteral("rule")).toString();
        status_->setText(
            tr("Refused (%1): %2")
                .arg(rule,
                     helperRefusalText(rule, answer.value(QStringLiteral("error")).toString())));
        return;
    }
    plan_view_->setHtml(growFilesystemPlanHtml(answer.value(QStringLiteral("plan")).toObject()));
    status_->setText(tr("Nothing has run yet: Grow runs these commands through the helper."));
    grow_->setEnabled(true);
}

} // namespace am::ui
