#include "ui/arrays/wizard/member_measurement.h"

#include <QtConcurrent/QtConcurrentRun>

#include "core/bench/result_store.h"
#include "ui/bench/bench_presets.h"
#include "ui/bench/cli_locator.h"
#include "ui/bench/helper_bench.h"
#include "ui/helper/helper_channel.h"

namespace am::ui {

namespace {
// The presets measure the first 1 GiB of a device; a smaller one is measured whole (as BenchPage
// does).
constexpr std::uint64_t kPresetRangeBytes = std::uint64_t{1} << 30;
} // namespace

MemberMeasurement::MemberMeasurement(Options options, QObject* parent)
    : QObject(parent), options_(std::move(options)), runner_(new BenchRunner(this))
{
    connect(runner_, &BenchRunner::cellFinished, this, &MemberMeasurement::progressed);
    connect(runner_, &BenchRunner::sampleArrived, this, &MemberMeasurement::progressed);
    connect(runner_, &BenchRunner::finished, this, &MemberMeasurement::onRunFinished);
    connect(runner_, &BenchRunner::errorReported, this,
            [this](const QString& message) { last_error_ = message; });
    connect(&save_watcher_, &QFutureWatcher<Saved>::finished, this,
            [this] { report(save_watcher_.result()); });
}

MemberMeasurement::~MemberMeasurement()
{
    // A helper run is not a child of ours: ask it to stop rather than leave it measuring.
    if (runner_->state() == BenchRunner::State::Running) runner_->stop();
    save_watcher_.waitForFinished();
}

void MemberMeasurement::start(const QString& device_path, std::uint64_t size_bytes)
{
    if (running_) return;
    device_ = device_path;
    last_error_.clear();
    RunRequest request;
    request.cli = options_.cli.isEmpty() ? findArrayMarkCli() : options_.cli;
    request.target = device_path;
    request.preset = QString::fromLatin1(kPreset);
    if (size_bytes > 0 && size_bytes < kPresetRangeBytes)
        request.size = QString::number(size_bytes);
    running_ = true;
    if (!options_.as_root && options_.helpers) {
        const HelperBenchRequest through = helperBenchRequest(request, nullptr);
        runner_->startThroughHelper(
            request, options_.helpers->channel(helper::Scope::BenchmarkRawDevice), through.request);
        return;
    }
    if (request.cli.isEmpty()) {
        running_ = false;
        emit finished(
            false,
            tr("%1 cannot be measured: arraymark-cli was not found next to this program or on PATH.")
                .arg(device_));
        return;
    }
    runner_->start(request);
}

void MemberMeasurement::stop()
{
    if (canStop()) runner_->stop();
    emit progressed();
}

int MemberMeasurement::doneCells() const
{
    return static_cast<int>(runner_->collector().finishedCells());
}

int MemberMeasurement::totalCells() const
{
    if (const auto total = runner_->collector().totalCells(); total > 0)
        return static_cast<int>(total);
    const QList<PresetInfo> presets = workspacePresets();
    const PresetInfo* preset = findWorkspacePreset(presets, QString::fromLatin1(kPreset));
    return preset ? preset->cells : 0;
}

QString MemberMeasurement::runningCellName() const
{
    return QString::fromStdString(runner_->collector().runningName());
}

void MemberMeasurement::onRunFinished(BenchRunner::Outcome outcome, const QString& message)
{
    outcome_ = outcome;
    run_message_ = message;
    emit progressed();
    if (runner_->collector().finishedCells() == 0) return report({});
    // A stopped or partly failed run keeps its finished cells, as the Benchmark page keeps them.
    save_watcher_.setFuture(
        QtConcurrent::run([store = bench::ResultStore(options_.history_directory.toStdString()),
                           document = runner_->takeDocument()] {
            Saved saved;
            try {
                saved.path = QString::fromStdString(store.save(document).string());
            } catch (const std::exception& error) {
                saved.error = QString::fromUtf8(error.what());
            }
            return saved;
        }));
}

void MemberMeasurement::report(const Saved& saved)
{
    running_ = false;
    const int done = doneCells();
    QString kept;
    if (done == 0)
        kept = tr("Nothing was measured, so nothing was saved.");
    else if (!saved.path.isEmpty())
        kept = tr("%n measured cell(s) saved to %1.", "", done).arg(saved.path);
    else
        kept = tr("The %n measured cell(s) could not be saved: %1", "", done).arg(saved.error);
    if (outcome_ == BenchRunner::Outcome::Cancelled) {
        emit finished(false, tr("The measurement of %1 was stopped. %2").arg(device_, kept));
        return;
    }
    if (outcome_ == BenchRunner::Outcome::Failed || done == 0) {
        // A run whose every cell failed is a failed run, whatever its exit said.
        QString why = run_message_.isEmpty() ? last_error_ : run_message_;
        if (why.isEmpty()) why = tr("no cell finished.");
        if (!why.endsWith(QLatin1Char('.')))
            why += QLatin1Char('.'); // a helper's or child's reason, then ours
        emit finished(false, tr("The measurement of %1 failed: %2 %3").arg(device_, why, kept));
        return;
    }
    emit finished(!saved.path.isEmpty(), tr("%1 was measured read-only. %2").arg(device_, kept));
}

} // namespace am::ui
