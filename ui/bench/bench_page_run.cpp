// BenchPage: starting and stopping a run, and drawing it while it goes. What
// a run may write and where it goes is decided by decideRun (run_request.h);
// the page gathers its fields, asks the confirmations, and shows the answer.
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

#include "ui/bench/bench_page.h"
#include "ui/bench/cdm_panel.h"
#include "ui/bench/results_table_model.h"
#include "ui/bench/target_panel.h"
#include "ui/bench/write_confirm_dialog.h"
#include "ui/drives/drives_model.h"
#include "ui/settings/app_settings.h"

namespace am::ui {

void BenchPage::connectSession()
{
    connect(session_, &BenchSession::message, this, &BenchPage::showMessage);
    connect(session_, &BenchSession::logged, this, &BenchPage::appendLog);
    connect(session_, &BenchSession::runStarted, this, &BenchPage::onRunStarted);
    connect(session_, &BenchSession::liveTick, this, &BenchPage::onLiveTick);
    connect(session_, &BenchSession::documentShown, this, &BenchPage::onDocumentShown);
    connect(session_, &BenchSession::chartRunsChanged, this, &BenchPage::updateChartRuns);
    connect(session_, &BenchSession::runEnded, this, &BenchPage::onRunEnded);
    connect(session_, &BenchSession::runFinished, this, [this](BenchRunner::Outcome outcome) {
        setRunning(false);
        emit runFinished(outcome);
    });
    connect(session_, &BenchSession::estimateChanged, this, &BenchPage::onEstimateChanged);
    connect(session_, &BenchSession::estimateShown, this, &BenchPage::estimateShown);
    connect(session_, &BenchSession::loadFinished, this, &BenchPage::loadFinished);
}

RunChoices BenchPage::runChoices() const
{
    RunChoices choices;
    choices.target = target_->targetPath();
    choices.target_is_device = target_->isDevice();
    if (const auto* device = target_->device(); choices.target_is_device && device)
        choices.device_bytes = device->size_bytes;
    choices.largest_block = target_->largestBlock();
    choices.size_text = target_->sizeText();
    choices.size_problem = target_->sizeProblem();
    choices.runtime_s = runtime_->value();
    choices.ramp_s = ramp_->value();
    choices.modes = modes_;
    choices.repeats = repeats_;
    session_->completeChoices(choices, preset());
    if (choices.target_is_device && choices.preset && choices.preset->writes)
        choices.write_refusal = target_->writeRefusal();
    return choices;
}

void BenchPage::askConfirmation(const RunDecision& decision, RunChoices& choices)
{
    const bool file = decision.confirm == RunDecision::Confirm::FileWrite;
    WriteConfirmDialog confirm(
        choices.target, choices.preset->title,
        file ? WriteConfirmDialog::Target::File : WriteConfirmDialog::Target::Device, this);
    const bool confirmed = confirm.exec() == QDialog::Accepted && confirm.confirmed();
    (file ? choices.file_write : choices.device_write) =
        confirmed ? Confirmation::Confirmed : Confirmation::Declined;
}

void BenchPage::start()
{
    if (session_->busy()) return;
    RunChoices choices = runChoices();
    RunDecision decision = decideRun(choices);
    if (refusedBeforeQuestions(decision)) return showMessage(decision.reason, decision.error);
    askAboutOverlays();
    while (decision.kind == RunDecision::Kind::Confirm) {
        askConfirmation(decision, choices);
        decision = decideRun(choices);
    }
    if (decision.kind == RunDecision::Kind::Refuse)
        return showMessage(decision.reason, decision.error);
    session_->start(decision);
}

void BenchPage::stop() { session_->stop(); }

void BenchPage::updateStartEnabled()
{
    const bool idle = runner()->state() == BenchRunner::State::Idle;
    const QString problem = target_->sizeProblem();
    start_->setEnabled(idle && problem.isEmpty());
    start_->setToolTip(problem.isEmpty() ? QString()
                                         : tr("Correct the file size first: %1").arg(problem));
}

void BenchPage::updateSizeRule()
{
    // The CLI checks --size against the preset's largest block (bench::checkRangeSize); the field
    // says so first.
    const std::uint64_t largest = session_->largestBlock(preset());
    target_->setLargestBlock(largest > 0 ? largest : kDefaultLargestBlock);
}

void BenchPage::onRunStarted()
{
    results_->setCells({});
    ++fill_request_; // a fill curve still loading is of the last run
    charts_->setHistogramCell(std::nullopt);
    charts_->setRunningCell(QString(), nullptr);
    charts_->setCellTemperatures({});
    updateChartRuns();
    message_->clear();
    setRunning(true);
    updateProgress();
}

void BenchPage::onLiveTick(bool cells_changed, bool samples_changed)
{
    if (cells_changed) {
        results_->setCells(session_->shownCells());
        updateChartRuns();
    }
    if (samples_changed) showRunningCell();
    updateProgress();
}

void BenchPage::onDocumentShown()
{
    const auto& cells = session_->shownCells();
    results_->setCells(cells);
    updateChartRuns();
    if (!cells.empty()) {
        showCellOverTime(static_cast<int>(cells.size()) - 1);
    } else {
        charts_->setHistogramCell(std::nullopt);
        charts_->setRunningCell(QString(), nullptr);
        charts_->setCellTemperatures({});
    }
}

void BenchPage::onRunEnded(BenchRunner::Outcome outcome, bool measured)
{
    if (!measured) return status_->setText(tr("Nothing measured"));
    if (outcome == BenchRunner::Outcome::Completed) progress_->setValue(progress_->maximum());
    const RunSummary summary = session_->summary();
    progress_->setFormat(tr("%1 of %2 cells")
                             .arg(summary.measured)
                             .arg(summary.total)); // a stopped cell is not one of them
    status_->setText(session_->runSummaryText(true));
}

void BenchPage::onEstimateChanged(bool present)
{
    results_->setEstimate(session_->estimateCells(), session_->estimateExtrapolated());
    if (!present) ratio_box_->setChecked(false);
    ratio_box_->setEnabled(present);
    updateChartRuns();
}

void BenchPage::updateProgress()
{
    const auto& collector = runner()->collector();
    const RunEta eta = session_->eta();
    progress_->setRange(0, 1000);
    progress_->setValue(static_cast<int>(eta.fraction * 1000));
    progress_->setFormat(tr("%1 of %2 cells").arg(collector.finishedCells()).arg(eta.total_cells));
    if (runner()->state() == BenchRunner::State::Idle) return;
    const QString elapsed = formatDuration(static_cast<double>(runner()->elapsedMs()) / 1000.0);
    const QString left = formatDuration(eta.remaining_s);
    const QString name = QString::fromStdString(collector.runningName());
    const auto running = collector.runningCell();
    if (const auto& pass = collector.preconditioning()) {
        // Its passes take minutes on a large range, and no cell runs meanwhile.
        status_->setText(tr("Preconditioning: pass %1 of %2, writing %3 sequentially — %4 elapsed")
                             .arg(pass->pass + 1)
                             .arg(pass->passes)
                             .arg(sizeText(pass->range_bytes, util::SizeUnits::Binary), elapsed));
        progress_->setFormat(tr("preconditioning"));
        return;
    }
    status_->setText(running ? tr("Cell %1 of %2: %3 — %4 elapsed, about %5 left")
                                   .arg(*running + 1)
                                   .arg(eta.total_cells)
                                   .arg(name, elapsed, left)
                             : tr("%1 elapsed, about %2 left").arg(elapsed, left));
}

void BenchPage::updateChartRuns()
{
    const std::vector<bench::Job> planned = session_->plannedJobs(session_->shownPreset(preset()));
    charts_->setPlannedJobs(planned);
    charts_->setRuns(session_->chartRuns());
    if (cdm_)
        cdm_->setRun(planned, session_->shownCells()); // the table's cells, at the table's moments
}

} // namespace am::ui
