#include "ui/bench/bench_runner.h"

#include <QDateTime>
#include <QTimer>

namespace am::ui {

namespace {
constexpr int kKillAfterMs = 5000;
constexpr qsizetype kStderrKeep = 4000;
} // namespace

QStringList RunRequest::arguments() const
{
    QStringList args{QStringLiteral("bench"), QStringLiteral("--stream"), QStringLiteral("--target"), target};
    args << QStringLiteral("--preset") << preset;
    if (runtime_s > 0) args << QStringLiteral("--runtime") << QString::number(runtime_s);
    if (ramp_s >= 0) args << QStringLiteral("--ramp") << QString::number(ramp_s);
    if (!size.isEmpty()) args << QStringLiteral("--size") << size;
    if (!allow_write_device.isEmpty()) args << QStringLiteral("--allow-write-device") << allow_write_device;
    return args;
}

BenchRunner::BenchRunner(QObject* parent)
    : QObject(parent), collector_(std::make_unique<bench::RunCollector>(bench::RunCollector::Meta{}))
{
}

BenchRunner::~BenchRunner()
{
    if (process_ && process_->state() != QProcess::NotRunning) {
        // Leaving the app mid-run: stop the child rather than orphan it.
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(1000);
    }
}

void BenchRunner::resetCollector(const RunRequest& request)
{
    request_ = request;
    collector_ = std::make_unique<bench::RunCollector>(bench::RunCollector::Meta{
        QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString(), request.preset.toStdString(),
        request.target.toStdString()});
    stderr_tail_.clear();
    bad_lines_ = 0;
    first_bad_line_.clear();
    clock_.start();
    state_ = State::Running;
}

void BenchRunner::start(const RunRequest& request)
{
    if (state_ != State::Idle) return;
    resetCollector(request);
    delete process_;
    process_ = new QProcess(this);
    process_->setProgram(request.cli);
    process_->setArguments(request.arguments());
    process_->setProcessChannelMode(QProcess::SeparateChannels);
    connect(process_, &QProcess::readyReadStandardOutput, this, &BenchRunner::readLines);
    connect(process_, &QProcess::readyReadStandardError, this, [this] {
        stderr_tail_ += process_->readAllStandardError();
        if (stderr_tail_.size() > kStderrKeep) stderr_tail_ = stderr_tail_.right(kStderrKeep);
    });
    connect(process_, &QProcess::finished, this, &BenchRunner::onProcessFinished);
    connect(process_, &QProcess::errorOccurred, this, &BenchRunner::onProcessError);
    process_->start();
    emit started();
}

void BenchRunner::beginRecorded(const RunRequest& request)
{
    if (state_ != State::Idle) return;
    resetCollector(request);
    emit started();
}

void BenchRunner::endRecorded()
{
    if (state_ == State::Idle) return;
    onProcessFinished(0, QProcess::NormalExit);
}

void BenchRunner::stop()
{
    if (state_ != State::Running) return;
    state_ = State::Stopping;
    if (!process_ || process_->state() == QProcess::NotRunning) return;
    process_->terminate();
    QTimer::singleShot(kKillAfterMs, process_, [p = process_] {
        if (p->state() != QProcess::NotRunning) p->kill();
    });
}

void BenchRunner::readLines()
{
    while (process_->canReadLine()) feedLine(process_->readLine());
}

void BenchRunner::feedLine(const QByteArray& raw)
{
    const QByteArray line = raw.trimmed();
    if (line.isEmpty()) return;
    bench::StreamEvent event;
    try {
        event = bench::parseStreamLine(std::string_view(line.constData(), static_cast<std::size_t>(line.size())));
    } catch (const std::exception& error) {
        // One odd line must not end a run that is measuring well; it is reported at the end.
        if (bad_lines_++ == 0) first_bad_line_ = QString::fromUtf8(error.what());
        return;
    }
    collector_->apply(event);
    const int cell = event.cell ? static_cast<int>(*event.cell) : -1;
    switch (event.type) {
    case bench::StreamEvent::Type::Sample: emit sampleArrived(cell); break;
    case bench::StreamEvent::Type::Cell: emit cellFinished(cell); break;
    case bench::StreamEvent::Type::Error: emit errorReported(QString::fromStdString(event.message)); break;
    case bench::StreamEvent::Type::Done: break; // the exit tells the outcome
    }
}

void BenchRunner::onProcessFinished(int exit_code, QProcess::ExitStatus status)
{
    if (state_ == State::Idle) return;
    if (process_) {
        // Lines written just before exit may still be buffered.
        while (process_->canReadLine()) feedLine(process_->readLine());
        const QByteArray rest = process_->readAllStandardOutput();
        if (!rest.isEmpty()) feedLine(rest);
        stderr_tail_ += process_->readAllStandardError();
    }
    const QString stderr_text = QString::fromUtf8(stderr_tail_).trimmed();
    const QString last_stderr = stderr_text.section(QLatin1Char('\n'), -3);
    if (collector_->done()) {
        const bool cancelled = collector_->document().value("cancelled", false) || state_ == State::Stopping;
        finish(cancelled ? Outcome::Cancelled : Outcome::Completed, QString());
        return;
    }
    QString message;
    if (status == QProcess::CrashExit && state_ != State::Stopping)
        message = tr("arraymark-cli crashed. %1").arg(last_stderr);
    else if (status == QProcess::CrashExit)
        message = tr("The benchmark was stopped before it could report.");
    else if (exit_code != 0)
        message = tr("arraymark-cli exited with code %1: %2").arg(exit_code).arg(last_stderr.isEmpty() ? tr("no message") : last_stderr);
    else
        message = tr("arraymark-cli ended without sending its result.");
    if (bad_lines_ > 0) message += QLatin1Char(' ') + tr("%n line(s) could not be read; the first: %1", "", bad_lines_).arg(first_bad_line_);
    collector_->markAborted(message.toStdString());
    finish(state_ == State::Stopping ? Outcome::Cancelled : Outcome::Failed, message.trimmed());
}

void BenchRunner::onProcessError(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart || state_ == State::Idle) return;
    const QString message = tr("Could not start %1: %2").arg(request_.cli, process_->errorString());
    collector_->markAborted(message.toStdString());
    finish(Outcome::Failed, message);
}

void BenchRunner::finish(Outcome outcome, const QString& message)
{
    state_ = State::Idle;
    emit finished(outcome, message);
}

} // namespace am::ui
