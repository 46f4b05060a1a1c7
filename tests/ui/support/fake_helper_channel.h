#pragma once

#include <QJsonObject>
#include <QList>
#include <map>
#include <memory>

#include "ui/helper/helper_channel.h"

namespace am::ui::test {

// A helper that answers only when the test tells it to: records every request,
// so a test can check exactly what a page asked the helper to do.
class FakeHelperChannel : public HelperChannel {
public:
    struct Sent {
        qint64 id;
        QJsonObject request;
    };

    qint64 send(QJsonObject request) override
    {
        const qint64 id = next_id_++;
        request.insert(QStringLiteral("id"), id);
        sent.append({id, request});
        ++pending_;
        return id;
    }
    int pending() const override { return pending_; }

    // Answers request `id` (adds "id", "ok" unless given).
    void answer(qint64 id, QJsonObject answer)
    {
        answer.insert(QStringLiteral("id"), id);
        if (!answer.contains(QStringLiteral("ok"))) answer.insert(QStringLiteral("ok"), true);
        --pending_;
        emit answered(id, answer);
    }
    void stream(qint64 id, const QJsonObject& line) { emit streamLine(id, line); }
    void fail(const QString& message)
    {
        pending_ = 0;
        emit failed(message);
    }
    const Sent& last() const { return sent.back(); }

    QList<Sent> sent;

private:
    qint64 next_id_ = 1;
    int pending_ = 0;
};

// Hands out one fake per scope.
class FakeHelperProvider : public HelperProvider {
public:
    HelperChannel* channel(helper::Scope scope) override { return fake(scope); }
    FakeHelperChannel* fake(helper::Scope scope)
    {
        auto& slot = channels_[scope];
        if (!slot) slot = std::make_unique<FakeHelperChannel>();
        return slot.get();
    }

private:
    std::map<helper::Scope, std::unique_ptr<FakeHelperChannel>> channels_;
};

} // namespace am::ui::test
