// BenchSession: the runner, the live refresh, saving a finished run, the ETA.
// Sentences keep the page's translation context: the person reads them on the page, and the .ts
// files hold them there.
#include "ui/bench/bench_session.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTime>
#include <QtConcurrent/QtConcurrentRun>
#include <unistd.h>

#include "core/bench/job_validation.h"
#include "core/bench/preset.h"
#include "core/bench/test_file_mark.h"
#include "core/bench/test_folder.h"
#include "core/util/units.h"
#include "ui/bench/cli_locator.h"
#include "ui/bench/helper_bench.h"
#include "ui/bench/history_model.h"
#include "ui/bench/reference_overlay.h"
#include "ui/helper/helper_channel.h"
#include "ui/settings/app_settings.h"

namespace am::ui {

namespace {
QString historyDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/results");
}

bench::CellResult withoutSamples(const bench::CellResult& cell)
{
    bench::CellResult copy = cell; // samples are small per cell; the copy is dropped right away
    copy.samples = {};
    return copy;
}

const std::vector<bench::Preset>& builtInPresets()
{
    // The ones compiled in, as the CLI's.
    static const std::vector<bench::Preset> built_in = [] {
        try {
            return bench::loadPresets({});
        } catch (const std::exception&) {
            return std::vector<bench::Preset>{};
        }
    }();
    return built_in;
}

// A file target's folder and free space, checked before the child starts; a sentence, or empty.
QString fileTargetProblem(const QString& target, const QString& size_text)
{
    const QString folder = QFileInfo(target).absolutePath();
    const QString folder_problem = AppSettings::testFileDirProblem(folder);
    if (!folder_problem.isEmpty()) return folder_problem;
    const bench::RangeSizeCheck size = bench::checkRangeSize(size_text.toStdString(), 1);
    if (size.problem != bench::RangeSizeCheck::Problem::None || !QFileInfo::exists(folder))
        return {};
    // What the run adds: a new file and its mark, or what a smaller test file grows by.
    std::uint64_t needed = size.bytes + bench::kTestFileMarkBytes;
    if (QFileInfo::exists(target)) {
        const qint64 existing = QFileInfo(target).size();
        needed = existing >= 0 && static_cast<std::uint64_t>(existing) >= needed
                     ? 0
                     : needed - static_cast<std::uint64_t>(existing);
    }
    if (needed == 0) return {};
    std::uint64_t free = 0;
    try {
        free = bench::freeBytesIn(folder.toStdString());
    } catch (const std::exception&) {
        return {}; // the CLI says why, if it matters
    }
    if (needed <= free) return {};
    const auto units = AppSettings::load().units;
    const auto text = [units](std::uint64_t bytes) {
        return QString::fromStdString(util::formatSize(bytes, units));
    };
    return QCoreApplication::translate(
               "am::ui::BenchPage",
               "The test file %1 needs %2, and its folder %3 has only %4 free. Nothing was written. Free some "
               "space, choose a smaller file size, or another folder in Settings.")
        .arg(target, text(needed), folder, text(free));
}
} // namespace

BenchSession::BenchSession(QObject* parent)
    : QObject(parent), store_(historyDirectory().toStdString()), cli_(findArrayMarkCli()),
      presets_(workspacePresets()), runner_(new BenchRunner(this)),
      history_model_(new HistoryModel(this)), runs_as_root_(::geteuid() == 0)
{
    try {
        reference_run_ = loadReferenceOverlay();
    } catch (const std::exception& error) {
        // The resource is compiled in; failing to read it is a build fault, said plainly.
        reference_run_.label =
            QCoreApplication::translate("am::ui::BenchPage", "reference unavailable: %1")
                .arg(QString::fromUtf8(error.what()));
    }
    reference_run_.kind = ChartRun::Kind::Reference;

    connect(runner_, &BenchRunner::started, this, &BenchSession::onRunStarted);
    connect(runner_, &BenchRunner::finished, this, &BenchSession::onRunFinished);
    connect(runner_, &BenchRunner::sampleArrived, this, [this] { samples_dirty_ = true; });
    connect(runner_, &BenchRunner::temperatureArrived, this, [this] { samples_dirty_ = true; });
    connect(runner_, &BenchRunner::cellFinished, this, [this] { cells_dirty_ = true; });
    connect(runner_, &BenchRunner::errorReported, this,
            [this](const QString& text) { emit message(text, true); });
    // Views redraw at most 4 times a second, however fast the lines come.
    live_timer_.setInterval(250);
    connect(&live_timer_, &QTimer::timeout, this, &BenchSession::refreshLive);
    connect(&save_watcher_, &QFutureWatcher<SaveResult>::finished, this, &BenchSession::onRunSaved);
    connect(&estimate_watcher_, &QFutureWatcher<EstimateOverlay>::finished, this,
            &BenchSession::onEstimated);
}

BenchSession::~BenchSession()
{
    save_watcher_
        .waitForFinished(); // the worker holds a copy of the store and document, not the session
    estimate_watcher_.waitForFinished();
}

void BenchSession::setHistoryDirectory(const QString& path)
{
    store_ = bench::ResultStore(path.toStdString());
    refreshHistory();
}

void BenchSession::refreshHistory()
{
    std::vector<std::string> skipped;
    history_model_->setRuns(store_.list(&skipped));
    for (const auto& line : skipped)
        emit logged(QCoreApplication::translate("am::ui::BenchPage", "Skipped in the history: %1")
                        .arg(QString::fromStdString(line)));
}

void BenchSession::setCustomSweep(const bench::CustomSweep& sweep)
{
    custom_ = sweep;
    for (auto& preset : presets_) {
        if (preset.name != QLatin1String(bench::kCustomPresetName)) continue;
        preset.writes = sweep.writes();
        preset.cells = static_cast<int>(sweep.cells());
        preset.runtime_s = sweep.runtime_s;
        preset.ramp_s = sweep.ramp_s;
    }
}

std::uint64_t BenchSession::largestBlock(const QString& preset) const
{
    // The CLI checks --size against the preset's largest block (bench::checkRangeSize).
    std::uint64_t largest = 0;
    if (preset == QLatin1String(bench::kCustomPresetName)) {
        for (const auto size : custom_.block_sizes) largest = std::max(largest, size);
    } else if (const bench::Preset* found =
                   bench::findPreset(builtInPresets(), preset.toStdString())) {
        largest = bench::largestBlockSize(found->jobs);
    }
    return largest;
}

bool BenchSession::busy() const
{
    return runner_->state() != BenchRunner::State::Idle || save_watcher_.isRunning();
}

void BenchSession::completeChoices(RunChoices& choices, const QString& preset_name) const
{
    choices.cli = cli_;
    if (const PresetInfo* preset = findWorkspacePreset(presets_, preset_name))
        choices.preset = *preset;
    choices.runs_as_root = runs_as_root_;
    choices.helper_available = helpers_ != nullptr;
    choices.interval_s = AppSettings::load().sample_interval_s;
    if (choices.target_is_device || choices.target.isEmpty()) return;
    const QFileInfo file(choices.target);
    choices.file_exists = file.exists();
    choices.file_is_symlink = file.isSymLink();
    if (!choices.preset || !choices.preset->writes) return;
    // Only a writing preset reads the mark and the free space: a read run never needs them.
    choices.file_is_own_test_file =
        choices.file_exists && bench::isArrayMarkTestFile(choices.target.toStdString());
    choices.file_space_problem = fileTargetProblem(choices.target, choices.size_text);
}

bool BenchSession::writeCustomPresetFile(RunRequest& request)
{
    // The CLI reads the custom job as a preset file from $ARRAYMARK_PRESETS.
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                        QStringLiteral("/presets");
    QFile file(dir + QStringLiteral("/custom.json"));
    if (!QDir().mkpath(dir) || !file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(QByteArray::fromStdString(bench::customPresetDocument(custom_).dump(2))) < 0) {
        emit message(QCoreApplication::translate("am::ui::BenchPage",
                                                 "Cannot write the custom job to %1: %2")
                         .arg(file.fileName(), file.errorString()),
                     true);
        return false;
    }
    request.presets_dir = dir;
    return true;
}

void BenchSession::start(const RunDecision& decision)
{
    if (busy() || decision.kind != RunDecision::Kind::Run) return;
    RunRequest request = decision.request;
    if (decision.route == RunRoute::Helper) {
        if (!helpers_) return;
        const bool custom = request.preset == QLatin1String(bench::kCustomPresetName);
        const HelperBenchRequest through = helperBenchRequest(request, custom ? &custom_ : nullptr);
        if (!through.error.isEmpty()) return emit message(through.error, true);
        runner_->startThroughHelper(request, helpers_->channel(helper::Scope::BenchmarkRawDevice),
                                    through.request);
        return;
    }
    if (decision.creates_folder) QDir().mkpath(QFileInfo(request.target).path());
    if (decision.writes_custom_preset && !writeCustomPresetFile(request)) return;
    runner_->start(request);
}

void BenchSession::stop()
{
    if (runner_->state() != BenchRunner::State::Running) return;
    emit message(
        QCoreApplication::translate(
            "am::ui::BenchPage", "Stopping: the current cell ends and what was measured is kept…"),
        false);
    runner_->stop();
}

double BenchSession::fillRange(const bench::Job& job, const RunRequest& request) const
{
    // As the CLI sizes it: --size, else the whole device or file (core's jobRange).
    bench::TargetInfo target;
    target.exists = true;
    if (!request.size.isEmpty()) {
        target.size_bytes = bench::checkRangeSize(request.size.toStdString(), 1).bytes;
    } else if (QFileInfo info(request.target); info.isFile()) {
        target.size_bytes = static_cast<std::uint64_t>(info.size());
    } else if (scan_) {
        if (const auto& scan = scan_())
            if (const auto* device = scan->find(request.target.toStdString()))
                target.size_bytes = device->size_bytes;
    }
    return target.size_bytes > 0 ? static_cast<double>(bench::jobRange(job, target)) : 0;
}

RunEta BenchSession::eta() const
{
    const auto& collector = runner_->collector();
    const RunRequest& request = runner_->request();
    RunClock clock;
    if (const PresetInfo* preset = findWorkspacePreset(presets_, request.preset)) {
        clock.preset_cells = preset->cells;
        clock.preset_runtime_s = preset->runtime_s;
        clock.preset_ramp_s = preset->ramp_s;
    }
    clock.reported_cells = collector.totalCells();
    clock.requested_runtime_s = request.runtime_s;
    clock.requested_ramp_s = request.ramp_s;
    clock.repeat = request.repeats.repeat;
    clock.settle_s = request.repeats.repeat > 1 ? request.repeats.settle_s : 0;
    clock.finished_cells = collector.finishedCells();
    if (!collector.runningSamples().empty())
        clock.running_cell_s = collector.runningSamples().back().time_s;
    clock.elapsed_s = static_cast<double>(runner_->elapsedMs()) / 1000.0;
    if (const auto running = collector.runningCell(); running && clock.running_cell_s) {
        const std::vector<bench::Job> jobs = plannedJobs(request.preset);
        if (*running < jobs.size() && jobs[*running].fill_once)
            clock.running_fill =
                fillProgress(collector.runningSamples(), fillRange(jobs[*running], request));
    }
    return estimateRun(clock);
}

RunSummary BenchSession::summary() const
{
    const auto& collector = runner_->collector();
    return RunSummary::of(collector.cells(), static_cast<int>(collector.totalCells()),
                          runner_->failedCells(), runner_->firstCellError());
}

QString BenchSession::runSummaryText(bool brief) const
{
    const RunSummary run = summary();
    return brief ? run.shortText() : run.text(pending_outcome_ == BenchRunner::Outcome::Cancelled);
}

void BenchSession::onRunStarted()
{
    before_run_document_ = document_;
    before_run_cells_ = cells_;
    before_run_label_ = document_label_;
    document_.reset();
    cells_.clear();
    shown_cells_ = 0;
    document_label_ = QCoreApplication::translate("am::ui::BenchPage", "this run");
    emit runStarted();
    emit logged(QCoreApplication::translate("am::ui::BenchPage", "%1 Started %2 on %3")
                    .arg(QTime::currentTime().toString(Qt::ISODate), runner_->request().preset,
                         runner_->request().target));
    if (runner_->throughHelper())
        emit message(
            QCoreApplication::translate(
                "am::ui::BenchPage",
                "Running through arraymark-helper as administrator (the system may ask for a password)."),
            false);
    live_timer_.start();
}

void BenchSession::refreshLive()
{
    const auto& collector = runner_->collector();
    const bool cells_changed = cells_dirty_ || collector.finishedCells() != shown_cells_;
    if (cells_changed) {
        cells_dirty_ = false;
        // Append only what is new, without samples: views need neither, and copying
        // every cell's samples four times a second grows with the run.
        const auto& all = collector.cells();
        if (all.size() < cells_.size()) cells_.clear();
        for (std::size_t i = cells_.size(); i < all.size(); ++i)
            cells_.push_back(withoutSamples(all[i]));
        shown_cells_ = collector.finishedCells();
    }
    const bool samples_changed = samples_dirty_;
    samples_dirty_ = false;
    emit liveTick(cells_changed, samples_changed);
}

void BenchSession::onRunFinished(BenchRunner::Outcome outcome, const QString& message)
{
    live_timer_.stop();
    refreshLive();
    const auto& collector = runner_->collector();
    pending_outcome_ = outcome;
    pending_message_ = message;
    if (collector.finishedCells() == 0) {
        // Nothing measured (refused, every cell failed): the last results stay on screen, nothing
        // goes to History.
        showDocument(before_run_document_, before_run_cells_, before_run_label_);
        emit runEnded(outcome, false);
        SaveResult nothing;
        nothing.error = QCoreApplication::translate("am::ui::BenchPage",
                                                    "Nothing was measured, so nothing was saved.");
        save_watcher_.setFuture(QtConcurrent::run([nothing] { return nothing; }));
        return;
    }
    std::vector<bench::CellResult> cells; // the document's cells when it came (a stopped cell may
                                          // be new), else the finished ones
    for (const auto& cell : collector.cells()) cells.push_back(withoutSamples(cell));
    showDocument(std::make_shared<const nlohmann::json>(runner_->takeDocument()), std::move(cells),
                 QCoreApplication::translate("am::ui::BenchPage", "this run"));
    emit runEnded(outcome, true);
    estimateForShownArray();
    save_watcher_.setFuture(QtConcurrent::run([store = store_, document = document_] {
        SaveResult result;
        try {
            result.path = QString::fromStdString(store.save(*document).string());
        } catch (const std::exception& error) {
            result.error =
                QCoreApplication::translate("am::ui::BenchPage", "Could not save the result: %1")
                    .arg(QString::fromUtf8(error.what()));
        }
        result.runs = store.list();
        return result;
    }));
}

void BenchSession::onRunSaved()
{
    const SaveResult saved = save_watcher_.result();
    if (!saved.path.isEmpty() || !saved.runs.empty()) history_model_->setRuns(saved.runs);
    const QString saved_note =
        saved.path.isEmpty()
            ? saved.error
            : QCoreApplication::translate("am::ui::BenchPage", "Saved to %1").arg(saved.path);
    switch (pending_outcome_) {
    case BenchRunner::Outcome::Completed:
        emit message(QCoreApplication::translate("am::ui::BenchPage", "Finished: %1 %2")
                         .arg(runSummaryText(), saved_note),
                     runner_->failedCells() > 0);
        break;
    case BenchRunner::Outcome::Cancelled:
        emit message(QCoreApplication::translate("am::ui::BenchPage", "%1 %2")
                         .arg(runSummaryText(), saved_note),
                     false);
        break;
    case BenchRunner::Outcome::Failed:
        if (runner_->collector().finishedCells() == 0)
            emit message(
                QCoreApplication::translate(
                    "am::ui::BenchPage",
                    "The run failed: %1\nNothing was measured; the results shown are from before the run.")
                    .arg(pending_message_),
                true);
        else
            emit message(
                QCoreApplication::translate("am::ui::BenchPage", "The run failed: %1\n%2 %3")
                    .arg(pending_message_, runSummaryText(), saved_note),
                true);
        break;
    }
    emit runFinished(pending_outcome_);
}

} // namespace am::ui
