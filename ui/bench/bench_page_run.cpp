// BenchPage: starting and stopping a run. What a run may write is decided
// here (a device's name typed, an existing file's name typed), and whether it
// goes through arraymark-helper or runs arraymark-cli directly.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "core/bench/custom_preset.h"
#include "core/bench/job_validation.h"
#include "core/bench/preset.h"
#include "core/bench/test_file_mark.h"
#include "core/bench/test_folder.h"
#include "core/util/units.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/helper_bench.h"
#include "ui/bench/run_summary.h"
#include "ui/bench/target_panel.h"
#include "ui/bench/write_confirm_dialog.h"
#include "ui/helper/helper_channel.h"
#include "ui/settings/app_settings.h"

#include <QDoubleSpinBox>
#include <QPushButton>

namespace am::ui {

void BenchPage::start()
{
    if (runner_->state() != BenchRunner::State::Idle || save_watcher_.isRunning()) return;
    const PresetInfo* preset = findWorkspacePreset(presets_, this->preset());
    if (!preset) return showMessage(tr("Choose a preset first."), true);
    if (cli_.isEmpty())
        return showMessage(tr("arraymark-cli was not found next to this program or on PATH; runs cannot start."), true);
    askAboutOverlays();

    RunRequest request;
    request.cli = cli_;
    request.target = target_->targetPath();
    request.preset = preset->name;
    request.runtime_s = runtime_->value();
    request.ramp_s = ramp_->value();
    request.size = target_->sizeText();
    request.interval_s = AppSettings::load().sample_interval_s;
    // The presets measure the first 1 GiB of a device (resources/presets: "size": "1GiB");
    // a smaller device is measured whole rather than refused by the CLI.
    constexpr std::uint64_t kPresetRangeBytes = std::uint64_t{1} << 30;
    if (const auto* device = target_->device();
        target_->isDevice() && device && device->size_bytes > 0 && device->size_bytes < kPresetRangeBytes)
        request.size = QString::number(device->size_bytes / target_->largestBlock() *
                                       target_->largestBlock()); // whole blocks: --size's rule
    if (const QString problem = target_->sizeProblem(); !problem.isEmpty()) return showMessage(problem, true);
    if (target_->isDevice() && preset->writes) {
        const QString refusal = target_->writeRefusal();
        if (!refusal.isEmpty())
            return showMessage(tr("The preset \"%1\" writes, and %2. Choose a read preset (QD sweep) or another target.")
                                   .arg(preset->title, refusal),
                               true);
        WriteConfirmDialog confirm(request.target, preset->title, this);
        if (confirm.exec() != QDialog::Accepted || !confirm.confirmed())
            return showMessage(tr("Run not started: the write was not confirmed."), false);
        request.allow_write_device = request.target;
    }
    if (!target_->isDevice() && !preset->writes && !QFileInfo(request.target).exists())
        return showMessage(tr("%1 does not exist yet, and a read preset does not create files; run a write preset first (it "
                              "creates and fills the file).")
                               .arg(request.target),
                           true);
    if (!target_->isDevice() && preset->writes) {
        // As for devices: an existing file ArrayMark did not create (its own test files carry a mark) is written only
        // after its name is typed, and the CLI is told which file (--allow-write-file).
        const QFileInfo file(request.target);
        if (file.isSymLink()) return showMessage(tr("%1 is a symbolic link; choose the file itself.").arg(request.target), true);
        if (file.exists() && !bench::isArrayMarkTestFile(request.target.toStdString())) {
            WriteConfirmDialog confirm(request.target, preset->title, WriteConfirmDialog::Target::File, this);
            if (confirm.exec() != QDialog::Accepted || !confirm.confirmed())
                return showMessage(tr("Run not started: writing into the file was not confirmed."), false);
            request.allow_write_file = request.target;
        }
    }
    if (target_->isDevice() && !runs_as_root_ && helpers_) {
        const bool custom = preset->name == QLatin1String(bench::kCustomPresetName);
        const HelperBenchRequest through = helperBenchRequest(request, custom ? &custom_ : nullptr);
        if (!through.error.isEmpty()) return showMessage(through.error, true);
        runner_->startThroughHelper(request, helpers_->channel(helper::Scope::BenchmarkRawDevice), through.request);
        return;
    }
    if (!target_->isDevice() && preset->writes) {
        // Said here, in the user's language, before a child starts and fails part way.
        const QString problem = fileTargetProblem(request.target, request.size);
        if (!problem.isEmpty()) return showMessage(problem, true);
    }
    if (!target_->isDevice()) QDir().mkpath(QFileInfo(request.target).path());
    if (preset->name == QLatin1String(bench::kCustomPresetName)) {
        // The CLI reads the custom job as a preset file from $ARRAYMARK_PRESETS.
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/presets");
        QFile file(dir + QStringLiteral("/custom.json"));
        if (!QDir().mkpath(dir) || !file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            file.write(QByteArray::fromStdString(bench::customPresetDocument(custom_).dump(2))) < 0)
            return showMessage(tr("Cannot write the custom job to %1: %2").arg(file.fileName(), file.errorString()), true);
        request.presets_dir = dir;
    }
    runner_->start(request);
}

void BenchPage::stop()
{
    if (runner_->state() != BenchRunner::State::Running) return;
    showMessage(tr("Stopping: the current cell ends and what was measured is kept…"), false);
    runner_->stop();
}

} // namespace am::ui

namespace am::ui {

void BenchPage::updateStartEnabled()
{
    const bool idle = runner_->state() == BenchRunner::State::Idle;
    const QString problem = target_->sizeProblem();
    start_->setEnabled(idle && problem.isEmpty());
    start_->setToolTip(problem.isEmpty() ? QString() : tr("Correct the file size first: %1").arg(problem));
}

void BenchPage::updateSizeRule()
{
    // The CLI checks --size against the preset's largest block (bench::checkRangeSize); the field says so first.
    static const std::vector<bench::Preset> built_in = [] {
        try {
            return bench::loadPresets({});
        } catch (const std::exception&) {
            return std::vector<bench::Preset>{};
        }
    }();
    std::uint64_t largest = 0;
    if (preset() == QLatin1String(bench::kCustomPresetName)) {
        for (const auto size : custom_.block_sizes) largest = std::max(largest, size);
    } else if (const bench::Preset* found = bench::findPreset(built_in, preset().toStdString())) {
        largest = bench::largestBlockSize(found->jobs);
    }
    target_->setLargestBlock(largest > 0 ? largest : kDefaultLargestBlock);
}

QString BenchPage::fileTargetProblem(const QString& target, const QString& size_text) const
{
    const QString folder = QFileInfo(target).absolutePath();
    const QString folder_problem = AppSettings::testFileDirProblem(folder);
    if (!folder_problem.isEmpty()) return folder_problem;
    const bench::RangeSizeCheck size = bench::checkRangeSize(size_text.toStdString(), 1);
    if (size.problem != bench::RangeSizeCheck::Problem::None || !QFileInfo::exists(folder)) return {};
    // What the run adds: a new file and its mark, or what a smaller test file grows by.
    std::uint64_t needed = size.bytes + bench::kTestFileMarkBytes;
    if (QFileInfo::exists(target)) {
        const qint64 existing = QFileInfo(target).size();
        needed =
            existing >= 0 && static_cast<std::uint64_t>(existing) >= needed ? 0 : needed - static_cast<std::uint64_t>(existing);
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
    const auto text = [units](std::uint64_t bytes) { return QString::fromStdString(util::formatSize(bytes, units)); };
    return tr("The test file %1 needs %2, and its folder %3 has only %4 free. Nothing was written. Free some space, choose a "
              "smaller file size, or another folder in Settings.")
        .arg(target, text(needed), folder, text(free));
}

QString BenchPage::runSummaryText(bool brief) const
{
    const auto& collector = runner_->collector();
    const RunSummary summary = RunSummary::of(collector.cells(), static_cast<int>(collector.totalCells()), runner_->failedCells(),
                                              runner_->firstCellError());
    return brief ? summary.shortText() : summary.text(pending_outcome_ == BenchRunner::Outcome::Cancelled);
}

} // namespace am::ui
