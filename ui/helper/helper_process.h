#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>
#include <map>
#include <memory>

#include "core/helper/client.h"
#include "core/helper/line_protocol.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

// Where arraymark-helper is: $ARRAYMARK_HELPER when set, else beside the
// running executable (build tree: app/), else ../libexec/arraymark/ from it
// (installed). Empty when none is there.
QString findArrayMarkHelper();

// The real channel: arraymark-helper as a child process, through pkexec
// unless this process already runs as root (then directly, as the issue asks).
// A Qt wrapper around core's client pieces (core/helper/client.h,
// line_protocol.h): core builds the argv, frames the lines, matches answers
// to requests and says what an exit status means; QProcess moves the bytes
// without blocking the event loop.
class HelperProcess : public HelperChannel {
    Q_OBJECT
public:
    struct Launch {
        QString helper; // path of arraymark-helper
        helper::Scope scope = helper::Scope::ReadDevices;
        bool through_pkexec = true;
        QString pkexec = QStringLiteral("pkexec");
    };
    // The launch this machine needs: the located helper, pkexec unless root.
    static Launch defaultLaunch(helper::Scope scope);

    explicit HelperProcess(Launch launch, QObject* parent = nullptr);
    ~HelperProcess() override;

    using HelperChannel::send;
    qint64 send(QJsonObject request) override;
    int pending() const override { return static_cast<int>(pending_.size()); }
    // program + arguments that start the helper (shown to people and tests).
    QStringList commandLine() const;

private:
    helper::ClientOptions clientOptions() const;
    void ensureStarted();
    void readAnswers();
    void onFinished(int exit_code, QProcess::ExitStatus status);
    void onError(QProcess::ProcessError error);
    void failAll(const QString& message);

    Launch launch_;
    QProcess* process_ = nullptr;
    helper::HelperLineReader reader_;
    QByteArray stderr_tail_;
    helper::PendingRequests pending_;
};

// One HelperProcess per scope, started when first asked for.
class HelperProcessProvider : public HelperProvider {
public:
    HelperChannel* channel(helper::Scope scope) override;

private:
    std::map<helper::Scope, std::unique_ptr<HelperProcess>> channels_;
};

} // namespace am::ui
