// BenchPage: the estimator's prediction over measured charts (issue #8); the session computes it.
#include "ui/bench/bench_page.h"
#include "ui/bench/estimate_dialog.h"
#include "ui/bench/history_model.h"

namespace am::ui {

void BenchPage::overlayEstimate(const EstimateSpec& spec) { session_->overlayEstimate(spec); }

void BenchPage::clearEstimate() { session_->clearEstimate(); }

void BenchPage::chooseEstimate()
{
    EstimateDialog dialog(session_->shownArraySpec().value_or(EstimateSpec{}),
                          historyModel()->runs(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    session_->overlayChosenEstimate(dialog.spec()); // chosen by hand: it stays until cleared
}

} // namespace am::ui
