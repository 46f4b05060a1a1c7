#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>

#include "core/helper/protocol.h"
#include "core/helper/request.h"

namespace am::ui {

// One conversation with arraymark-helper (docs/helper-protocol.md): requests
// go out as JSON lines, answers and bench stream lines come back as signals.
// Nothing here blocks. Abstract so that pages can be tested with a fake
// (tests/ui/support/fake_helper_channel.h) next to the real process below.
class HelperChannel : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Sends one request; the channel sets its "id" and returns it. Starts
    // the helper on first use (pkexec may ask for a password then).
    virtual qint64 send(QJsonObject request) = 0;
    // Sends core's request struct (serialized by core, ui/helper/helper_request.h).
    qint64 send(const helper::RequestBody& body);
    // Requests sent and not yet answered.
    virtual int pending() const = 0;

signals:
    // A line without "ok" while request `id` runs: a bench stream line.
    void streamLine(qint64 id, const QJsonObject& line);
    // The answer to request `id` (it has "ok", "error", "rule", "steps").
    void answered(qint64 id, const QJsonObject& answer);
    // The helper could not start, or ended with requests unanswered (each of
    // them is lost; `message` says why, e.g. the password dialog was dismissed).
    void failed(const QString& message);
};

// Gives the channel for a scope (one helper per scope: polkit authorizes a
// helper for one kind of operation). The channels belong to the provider.
class HelperProvider {
public:
    virtual ~HelperProvider() = default;
    virtual HelperChannel* channel(helper::Scope scope) = 0;
};

} // namespace am::ui
