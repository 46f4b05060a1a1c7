#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include "ui/bench/bench_runner.h"

namespace am::ui {

class HelperProvider;

// "Measure … read-only first" on the wizard's estimate page: the
// member-reads preset (reads only) on one drive, run by the wizard itself and
// saved to the history the estimate reads. As root it runs arraymark-cli;
// otherwise arraymark-helper opens the raw device. The Benchmark page is not
// involved: its target and preset stay as the user left them.
class MemberMeasurement : public QObject {
    Q_OBJECT
public:
    static constexpr const char* kPreset = "member-reads";

    struct Options {
        QString history_directory;
        HelperProvider* helpers = nullptr; // not owned; used when not root
        bool as_root = false;
        QString cli; // arraymark-cli; empty: findArrayMarkCli()
    };
    MemberMeasurement(Options options, QObject* parent = nullptr);
    ~MemberMeasurement() override;

    // Starts measuring `device_path` (`size_bytes`: the device's, 0 when
    // unknown). When it cannot start, `finished` comes at once with the reason.
    void start(const QString& device_path, std::uint64_t size_bytes);
    void stop();
    bool running() const { return running_; }
    bool stopping() const { return runner_->state() == BenchRunner::State::Stopping; }
    bool canStop() const
    {
        return running_ && runner_->state() == BenchRunner::State::Running && runner_->canStop();
    }
    QString device() const { return device_; }
    int doneCells() const;
    int totalCells() const;
    QString runningCellName() const;

signals:
    void progressed(); // a cell finished or a sample of the running one arrived
    // The run ended and what it measured is saved (or not): `ok` only for a
    // complete run; `message` is the sentence to show.
    void finished(bool ok, const QString& message);

private:
    struct Saved {
        QString path;  // the result file
        QString error; // why it was not saved
    };
    void onRunFinished(BenchRunner::Outcome outcome, const QString& message);
    void report(const Saved& saved);

    Options options_;
    BenchRunner* runner_;
    QString device_;
    bool running_ = false;
    BenchRunner::Outcome outcome_ = BenchRunner::Outcome::Completed;
    QString run_message_;
    QString last_error_; // the run's last error line (a failed cell), translated
    QFutureWatcher<Saved> save_watcher_;
};

} // namespace am::ui
