#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <vector>

#include "core/bench/result.h"
#include "core/bench/run_collector.h"
#include "core/raid/array_status.h"
#include "ui/arrays/manager/array_actions.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

// "Measure a rebuild": benchmark the healthy array, fail a member, remove it,
// re-add it (add it back when re-add is refused), benchmark again while the
// array rebuilds, wait for the rebuild to end, and report the rebuild time
// (also per TB of member size, as the storage press quotes it) beside the
// healthy and rebuilding figures. A state machine without widgets: it talks
// to the helper through HelperProvider and learns the array's state from the
// page's live status (onStatus), so tests drive it with a fake helper and the
// recorded recovery fixture.
class RebuildMeasurement : public QObject {
    Q_OBJECT
public:
    // How long a degraded array may sit without a recovery after the member went back in.
    static constexpr qint64 kRecoveryStartLimitMs = 120'000;

    enum class Step {
        Idle,
        HealthyBench,
        Fail,
        Remove,
        ReAdd,
        Add,
        RebuildBench,
        WaitRecovery,
        Done,
        Failed,
        Cancelled
    };

    struct Setup {
        QString array;            // "md0"
        QString member;           // "/dev/vdc"
        QString preset;           // an arraymark-cli preset
        bool allow_write = false; // the user confirmed a writing preset (destroys the array's data)
        std::uint64_t member_size_bytes = 0; // for the time per TB
    };

    struct Report {
        std::vector<bench::CellResult> healthy;
        std::vector<bench::CellResult> rebuilding;
        bool re_added = false; // false: re-add was refused and the member was added back
        std::optional<double> rebuild_seconds;
        std::optional<double> seconds_per_tb; // rebuild time per 10^12 bytes of member size
        bool rebuild_ended_during_bench =
            false;                 // the rebuilding run partly measured a healthy array
        bool saw_recovery = false; // a status showed the recovery running
        bool bitmap = false;       // with a write-intent bitmap a re-add rebuilds only what changed
        std::uint64_t peak_speed_bytes_per_s = 0;
        QStringList bench_errors; // "healthy: ..." / "rebuilding: ...", the runs' error lines
    };

    // `clock_ms`: milliseconds of a monotonic clock (tests pass their own).
    explicit RebuildMeasurement(HelperProvider* helpers, std::function<qint64()> clock_ms = {},
                                QObject* parent = nullptr);

    void start(const Setup& setup);
    // Stops after the request that runs now (a benchmark cannot be stopped half-way).
    void cancel();
    // The array's status as the page reads it, about once a second;
    // `read_at_ms`: clockMs() when the read began (-1: just now).
    void onStatus(const raid::ArrayStatus& status, qint64 read_at_ms = -1);
    qint64 clockMs() const { return now(); }

    Step step() const { return step_; }
    bool running() const;
    const Setup& setup() const { return setup_; }
    const Report& report() const { return report_; }
    // Which step failed and what state the array is left in.
    const QString& failure() const { return failure_; }
    static QString stepTitle(Step step);

signals:
    void stepChanged(am::ui::RebuildMeasurement::Step step);
    void progress(const QString& line); // for the page's log: what runs, what it answered
    void finished(bool ok);

private:
    void enter(Step step);
    void sendBench(Step step);
    void sendMemberOp(Step step, ArrayAction action);
    HelperChannel* channelFor(helper::Scope scope);
    void onAnswer(const QJsonObject& answer);
    void onStream(const QJsonObject& line);
    void onChannelFailed(const QString& message);
    // An empty error is a cancel; `state` replaces what leftState() would say.
    void stop(const QString& error, const QString& state = {});
    void finishRebuild(qint64 at_ms);
    QString leftState(Step failed_step) const;
    qint64 now() const;

    HelperProvider* helpers_;
    std::function<qint64()> clock_ms_;
    Setup setup_;
    Report report_;
    Step step_ = Step::Idle;
    QString failure_;
    HelperChannel* request_channel_ = nullptr;
    qint64 request_ = -1;
    std::vector<HelperChannel*> connected_;
    bool cancel_requested_ = false;
    qint64 recovery_started_ms_ = 0;
    std::optional<qint64> recovery_ended_ms_;
    std::optional<bench::RunCollector> collector_;
    QString re_add_error_;
};

} // namespace am::ui
