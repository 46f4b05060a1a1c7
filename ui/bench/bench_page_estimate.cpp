// BenchPage: the estimator's prediction over measured charts (issue #8).
#include <QtConcurrent/QtConcurrentRun>

#include "ui/bench/bench_page.h"
#include "ui/bench/estimate_dialog.h"
#include "ui/bench/history_model.h"
#include "ui/bench/results_table_model.h"
#include "ui/bench/target_panel.h"

#include <QCheckBox>

namespace am::ui {

void BenchPage::overlayEstimate(const EstimateSpec& spec)
{
    // A previous computation still running is replaced: only the last one counts.
    estimate_watcher_.setFuture(QtConcurrent::run([spec] { return computeEstimateOverlay(spec); }));
}

void BenchPage::onEstimated()
{
    const EstimateOverlay result = estimate_watcher_.result();
    if (!result.error.isEmpty()) {
        showMessage(tr("No estimate: %1").arg(result.error), true);
        emit estimateShown(false);
        return;
    }
    estimate_cells_ = result.run.cells;
    estimate_run_ = result.run;
    // The charts draw the random matrix; the sequential cells go to the table's ratio only
    // (at 1 MiB they would fall on the random 1M points of the same read share).
    std::erase_if(estimate_run_.cells, [](const bench::CellResult& cell) { return cell.job.pattern != bench::Pattern::Random; });
    results_->setEstimate(estimate_cells_);
    ratio_box_->setEnabled(true);
    updateChartRuns();
    showMessage(result.note, false);
    emit estimateShown(true);
}

void BenchPage::clearEstimate()
{
    estimate_run_ = {};
    estimate_cells_.clear();
    estimate_automatic_ = false;
    results_->setEstimate({});
    ratio_box_->setChecked(false);
    ratio_box_->setEnabled(false);
    updateChartRuns();
}

void BenchPage::estimateForShownArray()
{
    if (estimate_automatic_) clearEstimate(); // it described the previous run's array
    const auto& scan = targetPanel()->scan();
    if (!document_ || !scan) return;
    const auto spec = arraySpecFor(*document_, *scan, history_model_->runs());
    if (!spec) return;
    estimate_automatic_ = true;
    overlayEstimate(*spec);
}

void BenchPage::chooseEstimate()
{
    EstimateSpec initial;
    if (document_ && targetPanel()->scan())
        if (const auto spec = arraySpecFor(*document_, *targetPanel()->scan(), history_model_->runs())) initial = *spec;
    EstimateDialog dialog(initial, history_model_->runs(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    estimate_automatic_ = false; // chosen by hand: it stays until cleared
    overlayEstimate(dialog.spec());
}

} // namespace am::ui
