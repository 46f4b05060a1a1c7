#pragma once

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "core/bench/custom_preset.h"
#include "core/bench/result_store.h"
#include "core/drives/scan.h"
#include "ui/bench/bench_presets.h"
#include "ui/bench/bench_runner.h"
#include "ui/bench/chart_run.h"
#include "ui/bench/estimate_overlay.h"
#include "ui/bench/run_eta.h"
#include "ui/bench/run_loader.h"
#include "ui/bench/run_request.h"
#include "ui/bench/run_summary.h"

namespace am::ui {

class HelperProvider;
class HistoryModel;

// The Benchmark page's session without its widgets: the runner and its
// collector, the run on screen (measured, reopened or imported) with its
// overlays, reference and estimate, saving to the history, exporting the
// data, and the ETA. The page draws what this holds and forwards to it;
// everything here can be driven without a window.
class BenchSession : public QObject {
    Q_OBJECT
public:
    explicit BenchSession(QObject* parent = nullptr);
    ~BenchSession() override;

    BenchRunner* runner() const { return runner_; }
    HistoryModel* historyModel() const { return history_model_; }
    const bench::ResultStore& store() const { return store_; }
    QString cliPath() const { return cli_; }
    void setCliPath(const QString& path) { cli_ = path; }
    void setHistoryDirectory(const QString& path);
    void refreshHistory();
    // The presets as the page offers them, the custom job's facts from its sweep.
    const QList<PresetInfo>& presets() const { return presets_; }
    void setCustomSweep(const bench::CustomSweep& sweep);
    const bench::CustomSweep& customSweep() const { return custom_; }
    // The largest block of a preset (bytes), for the File size rule; 0 when unknown.
    std::uint64_t largestBlock(const QString& preset) const;
    void setHelperProvider(HelperProvider* provider) { helpers_ = provider; }
    void setRunsAsRoot(bool root) { runs_as_root_ = root; }
    // The drives scan, for the estimate of a shown md array (the target panel's).
    using ScanSource = std::function<const std::optional<drives::ScanResult>&()>;
    void setScanSource(ScanSource source) { scan_ = std::move(source); }

    // Running.
    // A run or the saving of the last one is under way: nothing starts.
    bool busy() const;
    // Fills what the session and the disk know into the page's choices:
    // the CLI, the preset's facts, root and helper, the sample interval, and a
    // file target's state (exists, link, own test file, room for it).
    void completeChoices(RunChoices& choices, const QString& preset_name) const;
    // Starts a decided run (RunDecision::Kind::Run) on its route.
    void start(const RunDecision& decision);
    void stop();
    RunEta eta() const;
    RunSummary summary() const;
    // The message after a run, or (brief) the status line beside the progress bar.
    QString runSummaryText(bool brief = false) const;

    // The run on screen.
    const nlohmann::json& currentDocument() const;
    // The same, shared: a worker reading it keeps it alive while another run replaces it.
    std::shared_ptr<const nlohmann::json> sharedDocument() const { return document_; }
    const std::vector<bench::CellResult>& shownCells() const { return cells_; }
    // The preset of the run on screen (measured, being measured, or the chosen one about to be).
    QString shownPreset(const QString& chosen_preset) const;
    std::vector<bench::Job> plannedJobs(const QString& preset) const;
    // What the charts draw: the shown run, overlays, reference, estimate.
    QList<ChartRun> chartRuns() const;
    const ChartRun& referenceRun() const { return reference_run_; }
    void setReferenceShown(bool shown);
    int overlayCount() const { return static_cast<int>(overlays_.size()); }
    void clearOverlays(); // and the estimate
    void dropOverlays();  // only the overlays (a new run that does not keep them)
    void openRun(const QString& path);
    void overlayRun(const QString& path);
    void importFio(const QString& path);
    void deleteRun(const QString& path);

    // The estimate.
    void overlayEstimate(const EstimateSpec& spec);
    // Chosen by hand: it stays until cleared.
    void overlayChosenEstimate(const EstimateSpec& spec);
    void clearEstimate();
    const std::vector<bench::CellResult>& estimateCells() const { return estimate_cells_; }
    // Parallel to estimateCells (shorter: the rest are not): predicted at a depth the profile
    // lacks.
    const std::vector<bool>& estimateExtrapolated() const { return estimate_extrapolated_; }
    // The shown run's md array, when the scan knows it.
    std::optional<EstimateSpec> shownArraySpec() const;
    // A scan arrived: a run opened before it learns whether it measured an md array.
    void onDrivesScanned();

    // Export of the data (the page draws the images).
    QStringList exportContext(const QString& chosen_preset) const;
    QString suggestedExportName(const QString& suffix, const QString& chosen_preset) const;
    void exportCsv(const QString& path) const;
    void exportJson(const QString& path) const;
    // The shown run as text to paste (core/bench/share_text.h): CrystalDiskMark's layout, or a
    // Markdown table of the shown cells with their warnings. Throws std::runtime_error (a
    // translated sentence) when there is no run.
    enum class ShareFormat { CrystalDiskMark, Markdown };
    QString shareText(ShareFormat format) const;

signals:
    void message(const QString& text, bool error);
    void logged(const QString& line); // the Messages tab only
    void runStarted();
    // 4 times a second while a run goes: what changed since the last tick.
    void liveTick(bool cells_changed, bool samples_changed);
    // The shown run was replaced (a run ended, a file opened, nothing measured).
    void documentShown();
    void chartRunsChanged(); // overlays or the reference changed
    // The run is over, before it is saved: `measured` false when it measured nothing.
    void runEnded(am::ui::BenchRunner::Outcome outcome, bool measured);
    void runFinished(am::ui::BenchRunner::Outcome outcome); // saved, and said
    void estimateChanged(bool present);
    void estimateShown(bool ok);
    void loadFinished(const QString& path, bool ok);

private:
    void onRunStarted();
    void refreshLive();
    void onRunFinished(BenchRunner::Outcome outcome, const QString& message);
    void onRunSaved();
    void showDocument(std::shared_ptr<const nlohmann::json> document,
                      std::vector<bench::CellResult> cells, const QString& label);
    void loadInBackground(LoadedRun::Purpose purpose, const QString& path);
    void onLoaded(const LoadedRun& loaded);
    void estimateForShownArray();
    void onEstimated();
    bool writeCustomPresetFile(RunRequest& request);
    // The bytes a fill job of this run writes (0 when the target's size is unknown here).
    double fillRange(const bench::Job& job, const RunRequest& request) const;

    bench::ResultStore store_;
    QString cli_;
    QList<PresetInfo> presets_;
    bench::CustomSweep custom_;
    BenchRunner* runner_;
    HistoryModel* history_model_;
    HelperProvider* helpers_ = nullptr;
    bool runs_as_root_;
    ScanSource scan_;
    QTimer live_timer_;
    bool cells_dirty_ = false;
    bool samples_dirty_ = false;
    std::size_t shown_cells_ = 0;
    // Saving a finished run (and listing the history again) runs on a worker:
    // a matrix run's document is large.
    struct SaveResult {
        QString path;
        QString error;
        std::vector<bench::StoredRun> runs;
    };
    QFutureWatcher<SaveResult> save_watcher_;
    BenchRunner::Outcome pending_outcome_ = BenchRunner::Outcome::Completed;
    QString pending_message_;
    // The run on screen; shared with the saving worker, never copied.
    std::shared_ptr<const nlohmann::json> document_;
    std::vector<bench::CellResult> cells_;
    QString document_label_;
    // What was shown before the run started: back on screen when the run measured nothing.
    std::shared_ptr<const nlohmann::json> before_run_document_;
    std::vector<bench::CellResult> before_run_cells_;
    QString before_run_label_;
    QList<ChartRun> overlays_;
    bool reference_shown_ = false;
    ChartRun reference_run_;
    QFutureWatcher<EstimateOverlay> estimate_watcher_;
    ChartRun estimate_run_;                         // random cells only: the charts' shape
    std::vector<bench::CellResult> estimate_cells_; // all, for the table's ratio
    std::vector<bool> estimate_extrapolated_;       // parallel to its first cells
    bool estimate_automatic_ = false; // for the shown array, replaced with the next document
};

} // namespace am::ui
