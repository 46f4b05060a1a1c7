// Sentences keep the runner's translation context: they were its messages, and the .ts files hold
// them there.
#include "ui/bench/helper_transport.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QTimer>

#include "core/helper/request.h"
#include "ui/bench/core_messages.h"

namespace am::ui {

namespace {
// The helper kills its child 5 s after SIGTERM; past this its answer is not coming.
constexpr int kCancelPatienceMs = 15000;
} // namespace

HelperTransport::HelperTransport(HelperChannel* channel, QJsonObject bench_request, QObject* parent)
    : BenchTransport(parent), channel_(channel), bench_request_(std::move(bench_request))
{
}

void HelperTransport::begin()
{
    if (!channel_) return;
    connections_ << connect(
        channel_, &HelperChannel::streamLine, this, [this](qint64 id, const QJsonObject& line) {
            // The same path as the child's lines: serialized again, parsed on the runner's worker.
            if (id == id_ && !ended_)
                emit linesRead({QJsonDocument(line).toJson(QJsonDocument::Compact)});
        });
    connections_ << connect(channel_, &HelperChannel::answered, this, &HelperTransport::onAnswer);
    connections_ << connect(channel_, &HelperChannel::failed, this, [this](const QString& message) {
        if (!ended_)
            end(QCoreApplication::translate("am::ui::BenchRunner",
                                            "The privileged helper ended before answering: %1")
                    .arg(message));
    });
    // A helper that cannot start may report it within send().
    const qint64 id = channel_->send(bench_request_);
    if (!ended_) id_ = id;
}

void HelperTransport::onAnswer(qint64 id, const QJsonObject& answer)
{
    if (id != id_ || ended_) return;
    QString failure;
    if (!answer.value(QStringLiteral("ok")).toBool() &&
        answer.value(QStringLiteral("cancelled")).toBool())
        failure = QCoreApplication::translate("am::ui::BenchRunner",
                                              "The benchmark was stopped before it could report.");
    else if (!answer.value(QStringLiteral("ok")).toBool())
        failure = QCoreApplication::translate("am::ui::BenchRunner",
                                              "The privileged helper refused or failed: %1")
                      .arg(helperRefusalText(answer.value(QStringLiteral("rule")).toString(),
                                             answer.value(QStringLiteral("error")).toString()));
    end(failure);
}

void HelperTransport::cancel()
{
    if (!channel_ || ended_) return;
    channel_->send(helper::CancelRequest{});
    QTimer::singleShot(kCancelPatienceMs, this, [this] {
        if (!ended_)
            end(QCoreApplication::translate(
                "am::ui::BenchRunner",
                "The privileged helper did not answer the cancel within 15 seconds."));
    });
}

void HelperTransport::end(const QString& failure)
{
    detach();
    TransportEnd end;
    end.exit_code = failure.isEmpty() ? 0 : 1;
    end.failure = failure;
    emit ended(end);
}

void HelperTransport::detach()
{
    ended_ = true;
    for (const auto& connection : connections_) disconnect(connection);
    connections_.clear();
}

} // namespace am::ui
