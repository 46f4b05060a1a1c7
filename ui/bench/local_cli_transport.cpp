// Sentences keep the runner's translation context: they were its messages, and the .ts files hold
// them there.
#include "ui/bench/local_cli_transport.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QTimer>

namespace am::ui {

namespace {
constexpr int kKillAfterMs = 5000;
constexpr qsizetype kStderrKeep = 4000;
} // namespace

LocalCliTransport::LocalCliTransport(const RunRequest& request, QObject* parent)
    : BenchTransport(parent), process_(new QProcess(this))
{
    process_->setProgram(request.cli);
    process_->setArguments(request.arguments());
    process_->setProcessChannelMode(QProcess::SeparateChannels);
    if (!request.presets_dir.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ARRAYMARK_PRESETS"), request.presets_dir);
        process_->setProcessEnvironment(env);
    }
    connect(process_, &QProcess::readyReadStandardOutput, this, &LocalCliTransport::readLines);
    connect(process_, &QProcess::readyReadStandardError, this, [this] {
        stderr_tail_ += process_->readAllStandardError();
        if (stderr_tail_.size() > kStderrKeep) stderr_tail_ = stderr_tail_.right(kStderrKeep);
    });
    connect(process_, &QProcess::finished, this, &LocalCliTransport::onFinished);
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            emit startFailed(
                QCoreApplication::translate("am::ui::BenchRunner", "Could not start %1: %2")
                    .arg(process_->program(), process_->errorString()));
    });
}

LocalCliTransport::~LocalCliTransport()
{
    if (process_->state() != QProcess::NotRunning) {
        // Leaving the app mid-run: stop the child rather than orphan it.
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(1000);
    }
}

void LocalCliTransport::begin() { process_->start(); }

void LocalCliTransport::cancel()
{
    if (process_->state() == QProcess::NotRunning) return;
    process_->terminate();
    QTimer::singleShot(kKillAfterMs, process_, [p = process_] {
        if (p->state() != QProcess::NotRunning) p->kill();
    });
}

void LocalCliTransport::readLines()
{
    // Splitting lines is cheap; parsing them is not, so the runner hands them to its worker.
    QByteArrayList lines;
    while (process_->canReadLine()) lines << process_->readLine();
    if (!lines.isEmpty()) emit linesRead(lines);
}

void LocalCliTransport::onFinished(int exit_code, QProcess::ExitStatus status)
{
    // Lines written just before the exit may still be buffered, the last perhaps without its
    // newline.
    readLines();
    emit linesRead({process_->readAllStandardOutput()});
    stderr_tail_ += process_->readAllStandardError();
    TransportEnd end;
    end.exit_code = exit_code;
    end.crashed = status == QProcess::CrashExit;
    end.stderr_tail = QString::fromUtf8(stderr_tail_);
    emit ended(end);
}

} // namespace am::ui
