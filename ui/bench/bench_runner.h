#pragma once

#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>
#include <memory>

#include "core/bench/run_collector.h"
#include "ui/bench/bench_transport.h"
#include "ui/bench/run_request.h"
#include "ui/bench/stream_parser.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

// Runs one benchmark through a transport (arraymark-cli as a child, or
// arraymark-helper) and reads its JSON lines as they arrive, never blocking
// the GUI thread. Lines go into a RunCollector; the
// runner tells what happened with signals, and views poll the collector on
// their own timer (so a child that floods lines costs parsing, not painting).
class BenchRunner : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Running, Stopping };
    enum class Outcome { Completed, Cancelled, Failed };

    explicit BenchRunner(QObject* parent = nullptr);
    ~BenchRunner() override;

    void start(const RunRequest& request);
    // Runs it through the privileged helper instead (raw devices without
    // root): `bench_request` is the helper's `bench` request; its stream lines
    // go the child's way, and its answer ends the run.
    void startThroughHelper(const RunRequest& request, HelperChannel* channel,
                            const QJsonObject& bench_request);
    // A helper run stops through its channel (the helper, root, cannot be
    // signalled from here); false only when that channel is gone.
    bool canStop() const { return !transport_ || transport_->canStop(); }
    bool throughHelper() const { return transport_ && transport_->throughHelper(); }
    // Asks the child to stop (SIGTERM: it ends the cell and sends what it
    // measured); kills it when it does not answer within a few seconds. A
    // helper run is sent a `cancel` request instead: the helper stops its
    // child the same way, its last lines come through, then its answer.
    void stop();

    State state() const { return state_; }
    const bench::RunCollector& collector() const { return *collector_; }
    // The finished run's document, moved out of the collector.
    nlohmann::json takeDocument() { return collector_->takeDocument(); }
    qint64 elapsedMs() const { return clock_.isValid() ? clock_.elapsed() : 0; }
    const RunRequest& request() const { return request_; }
    // Cells the child reported as failed (a stream `error` line with a cell
    // index) in this run, and the first one's sentence (translated).
    int failedCells() const { return failed_cells_; }
    const QString& firstCellError() const { return first_cell_error_; }

    // For tests and recorded streams: handle one line as if the child wrote it
    // (parsed on the worker thread like the child's lines).
    void feedLine(const QByteArray& line);
    // Begins a run without a child process (recorded streams).
    void beginRecorded(const RunRequest& request);
    // Ends a recorded run as the child's exit would.
    void endRecorded();

signals:
    void started();
    void sampleArrived(int cell);
    void temperatureArrived(); // drives' readings (collector().temperatures())
    void cellFinished(int cell);
    void errorReported(const QString& message);
    // Emitted once per run. The collector holds the document, complete or
    // assembled from the finished cells; `message` explains a failure.
    void finished(am::ui::BenchRunner::Outcome outcome, const QString& message);

private:
    void begin(const RunRequest& request, std::unique_ptr<BenchTransport> transport);
    void dropTransport();
    void queueLines(const QByteArrayList& lines);
    void onParsed(const std::shared_ptr<StreamParser::Batch>& batch);
    void onTransportEnded(const TransportEnd& end);
    void completeExit();
    void finish(Outcome outcome, const QString& message);
    void resetCollector(const RunRequest& request);

    // The run's transport, chosen at its start; none for recorded streams.
    // Kept after the run, so that canStop() and throughHelper() still describe it.
    std::unique_ptr<BenchTransport> transport_;
    RunRequest request_;
    std::unique_ptr<bench::RunCollector> collector_;
    State state_ = State::Idle;
    QElapsedTimer clock_;
    int bad_lines_ = 0;
    QThread parser_thread_;
    StreamParser* parser_;
    int run_ = 0;
    int pending_batches_ = 0;
    bool exit_pending_ = false; // the transport ended; finish once its lines are read
    TransportEnd end_;
    QString first_bad_line_;
    int failed_cells_ = 0;
    QString first_cell_error_;
    QString last_stream_error_; // the run's own reason (a stream error line); the helper's answer
                                // only says "exited with 2"
};

} // namespace am::ui
