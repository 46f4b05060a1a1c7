#pragma once

#include <QJsonObject>
#include <QList>
#include <QPointer>

#include "ui/bench/bench_transport.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

// A run through arraymark-helper (raw devices without root): the helper's
// `bench` request goes out on its channel, its stream lines come back the
// child's way, and its answer ends the run. The helper, root, cannot be
// signalled from here: cancel sends a `cancel` request, and a helper that
// does not answer it within 15 s ends the run as failed.
class HelperTransport : public BenchTransport {
    Q_OBJECT
public:
    HelperTransport(HelperChannel* channel, QJsonObject bench_request, QObject* parent = nullptr);

    void begin() override;
    void cancel() override;
    bool canStop() const override { return !channel_.isNull(); }
    bool throughHelper() const override { return true; }
    void detach() override;

private:
    void onAnswer(qint64 id, const QJsonObject& answer);
    void end(const QString& failure);

    QPointer<HelperChannel> channel_;
    QJsonObject bench_request_;
    qint64 id_ = -1;
    bool ended_ = false;
    QList<QMetaObject::Connection> connections_;
};

} // namespace am::ui
