#include "ui/helper/helper_drive_scan.h"

#include <QJsonDocument>

#include "core/drives/drive_json_read.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

HelperDriveScan::HelperDriveScan(QObject* parent) : QObject(parent) {}

QString HelperDriveScan::buttonText() { return tr("Check with &administrator rights"); }

QString HelperDriveScan::buttonToolTip()
{
    return tr(
        "Asks arraymark-helper, as root, to read each drive's content (signatures, partition tables) "
        "so drives this user cannot read can be checked, and each drive's SMART health.");
}

QString HelperDriveScan::waitingText()
{
    return tr("Waiting for arraymark-helper (it may ask for a password)…");
}

bool HelperDriveScan::start(HelperProvider* helpers)
{
    if (!helpers) return false;
    HelperChannel* channel = helpers->channel(helper::Scope::ReadDevices);
    if (!channel) return false;
    if (channel != channel_) {
        if (channel_) disconnect(channel_, nullptr, this, nullptr);
        channel_ = channel;
        connect(channel, &HelperChannel::answered, this, &HelperDriveScan::onAnswer);
        connect(channel, &HelperChannel::failed, this, &HelperDriveScan::onFailed);
    }
    // Root reads SMART too: the only scan that can give the drives' health verdicts.
    request_ = channel->send(helper::ScanRequest{.health = true});
    return true;
}

void HelperDriveScan::cancel() { request_ = -1; }

void HelperDriveScan::onFailed(const QString& message)
{
    if (request_ < 0) return;
    request_ = -1;
    emit failed(tr("The check did not run: %1").arg(message));
}

void HelperDriveScan::onAnswer(qint64 id, const QJsonObject& answer)
{
    if (id != request_) return;
    request_ = -1;
    if (!answer.value(QStringLiteral("ok")).toBool()) {
        emit failed(
            tr("The check failed: %1").arg(answer.value(QStringLiteral("error")).toString()));
        return;
    }
    drives::ScanResult scan;
    try {
        const QByteArray text = QJsonDocument(answer.value(QStringLiteral("scan")).toObject())
                                    .toJson(QJsonDocument::Compact);
        scan = drives::scanFromJson(nlohmann::json::parse(text.toStdString()));
    } catch (const std::exception& error) {
        emit failed(
            tr("The helper's scan could not be read: %1").arg(QString::fromUtf8(error.what())));
        return;
    }
    emit scanned(scan);
}

} // namespace am::ui
