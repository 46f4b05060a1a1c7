#pragma once

#include <QFutureWatcher>
#include <QList>
#include <QTimer>
#include <QWidget>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "core/bench/custom_preset.h"
#include "core/bench/result_store.h"
#include "core/drives/system_roots.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/bench_presets.h"
#include "ui/bench/bench_runner.h"
#include "ui/bench/estimate_overlay.h"
#include "ui/bench/run_loader.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QImage;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTableView;
class QTabWidget;

namespace am::ui {

class CdmPanel;
class HelperProvider;
class HistoryModel;
class ResultsTableModel;
class TargetPanel;

// The Benchmark page: target, presets, Start/Stop with progress and ETA, live
// charts, the results matrix, export, history with overlays, and fio import.
class BenchPage : public QWidget {
    Q_OBJECT
public:
    explicit BenchPage(drives::SystemRoots roots, QWidget* parent = nullptr);
    ~BenchPage() override;

    // Pieces tests drive directly.
    TargetPanel* targetPanel() const { return target_; }
    BenchRunner* runner() const { return runner_; }
    BenchCharts* charts() const { return charts_; }
    ResultsTableModel* resultsModel() const { return results_; }
    HistoryModel* historyModel() const { return history_model_; }
    const nlohmann::json& currentDocument() const;
    const bench::ResultStore& store() const { return store_; }
    QString cliPath() const { return cli_; }
    void setCliPath(const QString& path) { cli_ = path; }
    void setHistoryDirectory(const QString& path);
    void setPreset(const QString& name);
    QString preset() const;
    void setCellSeconds(double runtime_s, double ramp_s);
    QString lastMessage() const;
    void setCustomSweep(const bench::CustomSweep& sweep);
    const bench::CustomSweep& customSweep() const { return custom_; }
    // Raw-device runs without root go through the privileged helper this
    // provider starts (the main window owns it). Without one they run the CLI
    // directly, which works only as root.
    void setHelperProvider(HelperProvider* provider) { helpers_ = provider; }
    // Tests: act as if this process were (not) root.
    void setRunsAsRoot(bool root) { runs_as_root_ = root; }
    CdmPanel* cdmPanel() const { return cdm_; }
    // Asks a yes/no question (a QMessageBox by default; tests answer it).
    using Question = std::function<bool(const QString& title, const QString& text)>;
    void setQuestion(Question question) { question_ = std::move(question); }
    int overlayCount() const { return static_cast<int>(overlays_.size()); }
    // What an exported image says about the run: title, then target and its
    // model, host, date and preset, one per line.
    QStringList exportContext() const;
    // "arraymark-nvme0n1-quick-2026-12-01-1219.png"
    QString suggestedExportName(const QString& suffix) const;

  public slots:
    void start();
    void stop();
    // Export: throw std::runtime_error naming the file when writing fails.
    void exportPng(const QString& path) const;
    void exportCsv(const QString& path) const;
    void exportJson(const QString& path) const;
    // The four charts as vectors (QSvgGenerator).
    void exportSvg(const QString& path) const;
    // Computes the estimate on a worker and overlays it (long dashes); the
    // table can then show measured / estimate per cell. Ends with estimateShown.
    void overlayEstimate(const am::ui::EstimateSpec& spec);
    void clearEstimate();    // Opening, overlaying and importing read the file on a worker; each ends
    // with loadFinished (the page shows the run, or the error, first).
    void openRun(const QString& path);
    // A result document (shown) or fio JSON (imported into the history).
    void openFile(const QString& path);
    void overlayRun(const QString& path);
    void clearOverlays();
    void deleteRun(const QString& path);
    void importFio(const QString& path);
    void refreshHistory();
    void setReferenceShown(bool shown);

signals:
    void runFinished(am::ui::BenchRunner::Outcome outcome);
    void loadFinished(const QString& path, bool ok);
    void fleetRequested(); // "On other hosts…": the main window opens the fleet dialog
    void estimateShown(bool ok);

private:
    QWidget* buildControls();
    QWidget* buildResultsTab();
    QWidget* buildHistoryTab();
    void onRunStarted();
    void onRunFinished(BenchRunner::Outcome outcome, const QString& message);
    void onRunSaved();
    void refreshLive();
    void updateProgress();
    void showDocument(std::shared_ptr<const nlohmann::json> document, std::vector<bench::CellResult> cells, const QString& label);
    void loadInBackground(LoadedRun::Purpose purpose, const QString& path);
    void onLoaded(const LoadedRun& loaded);
    // After a run or an opened document: the estimate for the md array it measured, if any.
    void estimateForShownArray();
    void onEstimated();
    void chooseEstimate();
    void updateChartRuns();
    void setRunning(bool running);
    // Start is enabled when idle and the target panel's values are valid (bench_page_run.cpp).
    void updateStartEnabled();
    // The file-size rule follows the preset's largest block (bench_page_run.cpp).
    void updateSizeRule();
    // A file target's folder and free space, checked before the child starts; a sentence, or empty.
    QString fileTargetProblem(const QString& target, const QString& size_text) const;
    // The message after a run, or (brief) the status line beside the progress bar (bench_page_run.cpp).
    QString runSummaryText(bool brief = false) const;
    void showMessage(const QString& text, bool error);
    void chooseAndExport(int what);
    void editCustomSweep();
    // Chart 3 shows a finished cell's samples: the one chosen in the table, else the last.
    void showCellOverTime(int cell_index);
    void saveSettings() const;
    void restoreSettings();
    QStringList selectedHistoryPaths() const;
    // A new run keeps the overlaid runs only if the person says so; false: do not start.
    void askAboutOverlays();
    // The preset of the run on screen (measured, being measured, or about to be).
    QString shownPreset() const;
    std::vector<bench::Job> plannedJobs(const QString& preset) const;
    QImage exportImage() const;

    bench::ResultStore store_;
    QString cli_;
    QList<PresetInfo> presets_;
    TargetPanel* target_;
    BenchRunner* runner_;
    BenchCharts* charts_;
    ResultsTableModel* results_;
    HistoryModel* history_model_;
    QButtonGroup* preset_buttons_;
    QPushButton* start_;
    QPushButton* stop_;
    QDoubleSpinBox* runtime_;
    QDoubleSpinBox* ramp_;
    QProgressBar* progress_;
    QLabel* status_;
    QLabel* message_;
    QComboBox* metric_;
    QCheckBox* log_y_;
    QCheckBox* reference_box_;
    QTableView* table_;
    QTableView* history_;
    QTabWidget* tabs_;
    QSplitter* splitter_;
    QPlainTextEdit* log_;
    QTimer live_timer_;
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
    bool cells_dirty_ = false;
    bool samples_dirty_ = false;
    std::size_t shown_cells_ = 0;
    // The run on screen (measured, reopened or imported); shared with the saving worker, never copied.
    std::shared_ptr<const nlohmann::json> document_;
    std::vector<bench::CellResult> cells_;
    QString document_label_;
    // What was shown before the run started: back on screen when the run measured nothing.
    std::shared_ptr<const nlohmann::json> before_run_document_;
    std::vector<bench::CellResult> before_run_cells_;
    QString before_run_label_;
    QList<ChartRun> overlays_;
    bool reference_shown_ = false;
    bench::CustomSweep custom_;
    ChartRun reference_run_;
    HelperProvider* helpers_ = nullptr;
    QFutureWatcher<EstimateOverlay> estimate_watcher_;
    ChartRun estimate_run_;                   // random cells only: the charts' shape
    std::vector<bench::CellResult> estimate_cells_; // all, for the table's ratio
    bool estimate_automatic_ = false;         // for the shown array, replaced with the next document
    QCheckBox* ratio_box_ = nullptr;
    bool runs_as_root_;
    CdmPanel* cdm_ = nullptr;
    Question question_;
};

} // namespace am::ui
