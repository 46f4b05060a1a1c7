#pragma once

#include <QProcess>

#include "ui/bench/bench_transport.h"
#include "ui/bench/run_request.h"

namespace am::ui {

// `arraymark-cli bench --stream` as a child of this process. Cancel sends
// SIGTERM (the CLI ends the cell and reports) and kills it when it does not
// answer within a few seconds.
class LocalCliTransport : public BenchTransport {
    Q_OBJECT
public:
    LocalCliTransport(const RunRequest& request, QObject* parent = nullptr);
    ~LocalCliTransport() override;

    void begin() override;
    void cancel() override;
    bool canStop() const override { return true; }
    bool throughHelper() const override { return false; }
    void detach() override {}

private:
    void readLines();
    void onFinished(int exit_code, QProcess::ExitStatus status);

    QProcess* process_;
    QByteArray stderr_tail_;
};

} // namespace am::ui
