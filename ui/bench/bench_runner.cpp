#include "ui/bench/bench_runner.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTimer>

#include "ui/bench/core_messages.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

namespace {
constexpr int kKillAfterMs = 5000;
// The helper kills its child 5 s after SIGTERM; past this its answer is not coming.
constexpr int kHelperCancelPatienceMs = 15000;
constexpr qsizetype kStderrKeep = 4000;
} // namespace

QStringList RunRequest::arguments() const
{
    QStringList args{QStringLiteral("bench"), QStringLiteral("--stream"), QStringLiteral("--target"), target};
    args << QStringLiteral("--preset") << preset;
    if (runtime_s > 0) args << QStringLiteral("--runtime") << QString::number(runtime_s);
    if (ramp_s >= 0) args << QStringLiteral("--ramp") << QString::number(ramp_s);
    if (!size.isEmpty()) args << QStringLiteral("--size") << size;
    if (interval_s > 0) args << QStringLiteral("--interval") << QString::number(interval_s);
    if (!allow_write_device.isEmpty()) args << QStringLiteral("--allow-write-device") << allow_write_device;
    if (!allow_write_file.isEmpty()) args << QStringLiteral("--allow-write-file") << allow_write_file;
    return args;
}

BenchRunner::BenchRunner(QObject* parent)
    : QObject(parent), collector_(std::make_unique<bench::RunCollector>(bench::RunCollector::Meta{})), parser_(new StreamParser)
{
    qRegisterMetaType<std::shared_ptr<StreamParser::Batch>>();
    parser_->moveToThread(&parser_thread_);
    connect(&parser_thread_, &QThread::finished, parser_, &QObject::deleteLater);
    connect(parser_, &StreamParser::parsed, this, &BenchRunner::onParsed); // queued: another thread
    parser_thread_.setObjectName(QStringLiteral("stream parser"));
    parser_thread_.start();
}

BenchRunner::~BenchRunner()
{
    if (process_ && process_->state() != QProcess::NotRunning) {
        // Leaving the app mid-run: stop the child rather than orphan it.
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(1000);
    }
    parser_thread_.quit();
    parser_thread_.wait();
}

void BenchRunner::resetCollector(const RunRequest& request)
{
    request_ = request;
    collector_ = std::make_unique<bench::RunCollector>(bench::RunCollector::Meta{
        QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString(), request.preset.toStdString(),
        request.target.toStdString()});
    stderr_tail_.clear();
    bad_lines_ = 0;
    exit_pending_ = false;
    pending_batches_ = 0;
    ++run_;
    first_bad_line_.clear();
    through_helper_ = false;
    helper_id_ = -1;
    helper_channel_.clear();
    helper_failure_.clear();
    last_stream_error_.clear();
    failed_cells_ = 0;
    first_cell_error_.clear();
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
    if (!request.presets_dir.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ARRAYMARK_PRESETS"), request.presets_dir);
        process_->setProcessEnvironment(env);
    }
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

void BenchRunner::startThroughHelper(const RunRequest& request, HelperChannel* channel, const QJsonObject& bench_request)
{
    if (state_ != State::Idle || !channel) return;
    resetCollector(request);
    through_helper_ = true;
    helper_channel_ = channel;
    delete process_;
    process_ = nullptr;
    helper_connections_ << connect(channel, &HelperChannel::streamLine, this, [this](qint64 id, const QJsonObject& line) {
        // The same path as the child's lines: serialized again, parsed on the worker.
        if (id == helper_id_ && state_ != State::Idle) queueLines({QJsonDocument(line).toJson(QJsonDocument::Compact)});
    });
    helper_connections_ << connect(channel, &HelperChannel::answered, this, &BenchRunner::onHelperAnswer);
    helper_connections_ << connect(channel, &HelperChannel::failed, this, &BenchRunner::onHelperFailed);
    emit started();
    // Sent after `started`: a helper that cannot start may report it at once.
    const qint64 id = channel->send(bench_request);
    if (through_helper_ && state_ != State::Idle) helper_id_ = id;
}

void BenchRunner::onHelperAnswer(qint64 id, const QJsonObject& answer)
{
    if (id != helper_id_ || state_ == State::Idle) return;
    QString failure;
    if (!answer.value(QStringLiteral("ok")).toBool() && answer.value(QStringLiteral("cancelled")).toBool())
        failure = tr("The benchmark was stopped before it could report.");
    else if (!answer.value(QStringLiteral("ok")).toBool())
        failure = tr("The privileged helper refused or failed: %1")
                      .arg(helperRefusalText(answer.value(QStringLiteral("rule")).toString(), answer.value(QStringLiteral("error")).toString()));
    endHelperRun(failure);
}

void BenchRunner::onHelperFailed(const QString& message)
{
    if (state_ == State::Idle) return;
    endHelperRun(tr("The privileged helper ended before answering: %1").arg(message));
}

void BenchRunner::endHelperRun(const QString& failure)
{
    for (const auto& connection : helper_connections_) disconnect(connection);
    helper_connections_.clear();
    helper_failure_ = failure;
    exit_code_ = failure.isEmpty() ? 0 : 1;
    exit_status_ = QProcess::NormalExit;
    exit_pending_ = true;
    // Stream lines sent before the answer may still be on the parser thread.
    if (pending_batches_ == 0) completeExit();
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
    if (state_ != State::Running || !canStop()) return;
    state_ = State::Stopping;
    if (through_helper_) {
        helper_channel_->send(QJsonObject{{QStringLiteral("op"), QStringLiteral("cancel")}});
        QTimer::singleShot(kHelperCancelPatienceMs, this, [this, run = run_] {
            if (run == run_ && state_ == State::Stopping && !exit_pending_)
                endHelperRun(tr("The privileged helper did not answer the cancel within 15 seconds."));
        });
        return;
    }
    if (!process_ || process_->state() == QProcess::NotRunning) return;
    process_->terminate();
    QTimer::singleShot(kKillAfterMs, process_, [p = process_] {
        if (p->state() != QProcess::NotRunning) p->kill();
    });
}

void BenchRunner::readLines()
{
    if (!process_) return;
    // Splitting lines is cheap; parsing them is not, so it happens on the worker.
    QByteArrayList lines;
    while (process_->canReadLine()) lines << process_->readLine();
    queueLines(lines);
}

void BenchRunner::queueLines(const QByteArrayList& lines)
{
    if (lines.isEmpty()) return;
    ++pending_batches_;
    QMetaObject::invokeMethod(parser_, [parser = parser_, lines, run = run_] { parser->parse(lines, run); }, Qt::QueuedConnection);
}

void BenchRunner::feedLine(const QByteArray& line) { queueLines({line}); }

void BenchRunner::onParsed(const std::shared_ptr<StreamParser::Batch>& batch)
{
    if (batch->run != run_ || state_ == State::Idle) return; // a batch of an earlier run
    --pending_batches_;
    if (batch->bad_lines > 0 && bad_lines_ == 0) first_bad_line_ = batch->first_error;
    bad_lines_ += batch->bad_lines;
    for (auto& event : batch->events) {
        const auto type = event.type;
        const int cell = event.cell ? static_cast<int>(*event.cell) : -1;
        const QString message = QString::fromStdString(event.message);
        const QString kind = QString::fromStdString(event.kind);
        collector_->apply(std::move(event));
        switch (type) {
        case bench::StreamEvent::Type::Sample: emit sampleArrived(cell); break;
        case bench::StreamEvent::Type::Cell: emit cellFinished(cell); break;
        case bench::StreamEvent::Type::Error:
            last_stream_error_ = streamErrorText(cell, kind, message);
            if (cell >= 0 && failed_cells_++ == 0) first_cell_error_ = last_stream_error_;
            emit errorReported(last_stream_error_);
            break;
        case bench::StreamEvent::Type::Done: break; // the exit tells the outcome
        }
    }
    if (exit_pending_ && pending_batches_ == 0) completeExit();
}

void BenchRunner::onProcessFinished(int exit_code, QProcess::ExitStatus status)
{
    if (state_ == State::Idle || exit_pending_) return;
    exit_code_ = exit_code;
    exit_status_ = status;
    exit_pending_ = true;
    if (process_) {
        // Lines written just before the exit may still be buffered, the last perhaps without its newline.
        readLines();
        queueLines({process_->readAllStandardOutput()});
        stderr_tail_ += process_->readAllStandardError();
    }
    if (pending_batches_ == 0) completeExit();
}

void BenchRunner::completeExit()
{
    exit_pending_ = false;
    const int exit_code = exit_code_;
    const QProcess::ExitStatus status = exit_status_;
    const QString stderr_text = QString::fromUtf8(stderr_tail_).trimmed();
    const QString last_stderr = stderr_text.section(QLatin1Char('\n'), -3);
    if (collector_->done()) {
        const bool cancelled = collector_->cancelled() || state_ == State::Stopping;
        // A run whose every cell failed measured nothing: a failure, however the child ended.
        if (!cancelled && collector_->finishedCells() == 0 && failed_cells_ > 0)
            return finish(Outcome::Failed,
                          tr("None of the %n cell(s) could be measured. %1", "", failed_cells_).arg(first_cell_error_));
        finish(cancelled ? Outcome::Cancelled : Outcome::Completed, QString());
        return;
    }
    QString message;
    if (!helper_failure_.isEmpty())
        message = last_stream_error_.isEmpty() ? helper_failure_ : helper_failure_ + QLatin1Char(' ') + last_stream_error_;
    else if (status == QProcess::CrashExit && state_ != State::Stopping)
        message = tr("arraymark-cli crashed. %1").arg(last_stderr);
    else if (status == QProcess::CrashExit)
        message = tr("The benchmark was stopped before it could report.");
    else if (exit_code != 0 && !last_stream_error_.isEmpty())
        message = last_stream_error_; // the child said why, as a sentence; its exit code adds nothing for a person
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
    for (const auto& connection : helper_connections_) disconnect(connection);
    helper_connections_.clear();
    emit finished(outcome, message);
}

} // namespace am::ui
