// The Arrays page's other backends: LVM raid, btrfs and ZFS arrays need root to read, so the
// helper's "arrays" op reads them on the button; md arrays keep coming from sysfs every second.
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QTime>
#include <QTreeView>

#include "core/raid/array_status_json_read.h"
#include "ui/arrays/manager/arrays_model.h"
#include "ui/arrays/manager/arrays_page.h"

namespace am::ui {

namespace {
bool isMd(raid::Backend backend)
{
    return backend == raid::Backend::Md || backend == raid::Backend::Imsm;
}
} // namespace

void ArraysPage::readOtherBackends()
{
    HelperChannel* channel = helpers_->channel(helper::scopeOf(helper::ArraysRequest{}));
    if (channel != backends_channel_) {
        backends_channel_ = channel;
        connect(channel, &HelperChannel::answered, this,
                [this, channel](qint64 id, const QJsonObject& answer) {
                    if (channel != backends_channel_ || id != backends_request_) return;
                    backends_request_ = -1;
                    onBackendsAnswer(answer);
                });
        connect(channel, &HelperChannel::failed, this, [this, channel](const QString& message) {
            if (channel != backends_channel_ || backends_request_ < 0) return;
            backends_request_ = -1;
            backends_button_->setEnabled(true);
            backends_status_->setText(tr("The helper failed: %1").arg(message));
        });
    }
    backends_request_ = channel->send(helper::RequestBody{helper::ArraysRequest{}});
    backends_button_->setEnabled(false); // one read at a time; the answer enables it again
    backends_status_->setText(tr("Asking the helper…"));
}

void ArraysPage::onBackendsAnswer(const QJsonObject& answer)
{
    backends_button_->setEnabled(true);
    if (!answer.value(QStringLiteral("ok")).toBool()) {
        // What was shown stays: the md rows come from sysfs, the others from the last good read.
        backends_status_->setText(tr("Reading the LVM, btrfs and ZFS arrays failed: %1")
                                      .arg(answer.value(QStringLiteral("error")).toString()));
        return;
    }
    std::vector<raid::ArrayStatus> others;
    try {
        for (const QJsonValue& value : answer.value(QStringLiteral("arrays")).toArray()) {
            const QByteArray text = QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
            raid::ArrayStatus status =
                raid::arrayStatusFromJson(nlohmann::json::parse(text.toStdString()));
            if (!isMd(status.backend)) others.push_back(std::move(status));
        }
    } catch (const std::exception& error) {
        backends_status_->setText(
            tr("The helper's arrays could not be read: %1").arg(QString::fromUtf8(error.what())));
        return;
    }
    backends_status_->setText(
        tr("%n LVM, btrfs or ZFS array(s) at %1", nullptr, static_cast<int>(others.size()))
            .arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss"))));
    other_arrays_ = std::move(others);
    applyArrays();
    updateDetails();
    updateButtons();
}

void ArraysPage::applyArrays()
{
    std::vector<raid::ArrayStatus> all = md_arrays_;
    all.insert(all.end(), other_arrays_.begin(), other_arrays_.end());
    model_->setArrays(std::move(all));
}

QString ArraysPage::selectedBackendName() const
{
    const raid::ArrayStatus* array = model_->arrayAt(tree_->currentIndex());
    return array && !isMd(array->backend) ? QString::fromStdString(raid::toString(array->backend))
                                          : QString();
}

} // namespace am::ui
