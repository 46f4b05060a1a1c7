#include "ui/bench/bench_runner.h"

#include <QDateTime>
#include <QElapsedTimer>

#include "ui/bench/core_messages.h"
#include "ui/bench/helper_transport.h"
#include "ui/bench/local_cli_transport.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

BenchRunner::BenchRunner(QObject* parent)
    : QObject(parent),
      collector_(std::make_unique<bench::RunCollector>(bench::RunCollector::Meta{})),
      parser_(new StreamParser)
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
    transport_.reset(); // a child still running is killed rather than orphaned
    parser_thread_.quit();
    parser_thread_.wait();
}

void BenchRunner::resetCollector(const RunRequest& request)
{
    request_ = request;
    collector_ = std::make_unique<bench::RunCollector>(bench::RunCollector::Meta{
        QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString(),
        request.preset.toStdString(), request.target.toStdString()});
    bad_lines_ = 0;
    exit_pending_ = false;
    pending_batches_ = 0;
    ++run_;
    first_bad_line_.clear();
    end_ = {};
    last_stream_error_.clear();
    failed_cells_ = 0;
    first_cell_error_.clear();
    clock_.start();
    state_ = State::Running;
}

void BenchRunner::start(const RunRequest& request)
{
    if (state_ != State::Idle) return;
    begin(request, std::make_unique<LocalCliTransport>(request));
}

void BenchRunner::startThroughHelper(const RunRequest& request, HelperChannel* channel,
                                     const QJsonObject& bench_request)
{
    if (state_ != State::Idle || !channel) return;
    begin(request, std::make_unique<HelperTransport>(channel, bench_request));
}

void BenchRunner::begin(const RunRequest& request, std::unique_ptr<BenchTransport> transport)
{
    resetCollector(request);
    dropTransport();
    transport_ = std::move(transport);
    connect(transport_.get(), &BenchTransport::linesRead, this, &BenchRunner::queueLines);
    connect(transport_.get(), &BenchTransport::ended, this, &BenchRunner::onTransportEnded);
    connect(transport_.get(), &BenchTransport::startFailed, this, [this](const QString& message) {
        if (state_ == State::Idle) return;
        collector_->markAborted(message.toStdString());
        finish(Outcome::Failed, message);
    });
    emit started();
    // After `started`: a transport that cannot start may report it at once.
    transport_->begin();
}

void BenchRunner::dropTransport()
{
    if (!transport_) return;
    // The last run's: deleted later, since its own signal may be what started this run.
    transport_->disconnect(this);
    transport_.release()->deleteLater();
}

void BenchRunner::beginRecorded(const RunRequest& request)
{
    if (state_ != State::Idle) return;
    resetCollector(request);
    dropTransport();
    emit started();
}

void BenchRunner::endRecorded()
{
    if (state_ == State::Idle) return;
    onTransportEnded({});
}

void BenchRunner::stop()
{
    if (state_ != State::Running || !canStop()) return;
    state_ = State::Stopping;
    if (transport_) transport_->cancel();
}

void BenchRunner::queueLines(const QByteArrayList& lines)
{
    if (lines.isEmpty()) return;
    ++pending_batches_;
    QMetaObject::invokeMethod(
        parser_, [parser = parser_, lines, run = run_] { parser->parse(lines, run); },
        Qt::QueuedConnection);
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
        case bench::StreamEvent::Type::Sample:
            emit sampleArrived(cell);
            break;
        case bench::StreamEvent::Type::Cell:
            emit cellFinished(cell);
            break;
        case bench::StreamEvent::Type::Error:
            last_stream_error_ = streamErrorText(cell, kind, message);
            if (cell >= 0 && failed_cells_++ == 0) first_cell_error_ = last_stream_error_;
            emit errorReported(last_stream_error_);
            break;
        case bench::StreamEvent::Type::Temperature:
            emit temperatureArrived();
            break;
        case bench::StreamEvent::Type::Precondition:
            break; // the status line reads the pass from the collector
        case bench::StreamEvent::Type::Done:
            break; // the exit tells the outcome
        }
    }
    if (exit_pending_ && pending_batches_ == 0) completeExit();
}

void BenchRunner::onTransportEnded(const TransportEnd& end)
{
    if (state_ == State::Idle || exit_pending_) return;
    end_ = end;
    exit_pending_ = true;
    // Stream lines sent before the end may still be on the parser thread.
    if (pending_batches_ == 0) completeExit();
}

void BenchRunner::completeExit()
{
    exit_pending_ = false;
    const int exit_code = end_.exit_code;
    const QString stderr_text = end_.stderr_tail.trimmed();
    const QString last_stderr = stderr_text.section(QLatin1Char('\n'), -3);
    if (collector_->done()) {
        const bool cancelled = collector_->cancelled() || state_ == State::Stopping;
        // A run whose every cell failed measured nothing: a failure, however the child ended.
        if (!cancelled && collector_->finishedCells() == 0 && failed_cells_ > 0)
            return finish(Outcome::Failed,
                          tr("None of the %n cell(s) could be measured. %1", "", failed_cells_)
                              .arg(first_cell_error_));
        finish(cancelled ? Outcome::Cancelled : Outcome::Completed, QString());
        return;
    }
    QString message;
    if (!end_.failure.isEmpty())
        message = last_stream_error_.isEmpty()
                      ? end_.failure
                      : end_.failure + QLatin1Char(' ') + last_stream_error_;
    else if (end_.crashed && state_ != State::Stopping)
        message = tr("arraymark-cli crashed. %1").arg(last_stderr);
    else if (end_.crashed)
        message = tr("The benchmark was stopped before it could report.");
    else if (exit_code != 0 && !last_stream_error_.isEmpty())
        message = last_stream_error_; // the child said why, as a sentence; its exit code adds
                                      // nothing for a person
    else if (exit_code != 0)
        message = tr("arraymark-cli exited with code %1: %2")
                      .arg(exit_code)
                      .arg(last_stderr.isEmpty() ? tr("no message") : last_stderr);
    else
        message = tr("arraymark-cli ended without sending its result.");
    if (bad_lines_ > 0)
        message +=
            QLatin1Char(' ') +
            tr("%n line(s) could not be read; the first: %1", "", bad_lines_).arg(first_bad_line_);
    collector_->markAborted(message.toStdString());
    finish(state_ == State::Stopping ? Outcome::Cancelled : Outcome::Failed, message.trimmed());
}

void BenchRunner::finish(Outcome outcome, const QString& message)
{
    state_ = State::Idle;
    if (transport_) transport_->detach();
    emit finished(outcome, message);
}

} // namespace am::ui
