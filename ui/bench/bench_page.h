#pragma once

#include <QWidget>
#include <functional>
#include <nlohmann/json.hpp>

#include "core/bench/custom_preset.h"
#include "core/bench/engine_modes.h"
#include "core/bench/result_store.h"
#include "core/drives/system_roots.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/bench_runner.h"
#include "ui/bench/bench_session.h"
#include "ui/bench/estimate_overlay.h"
#include "ui/bench/export_kind.h"

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
class CompareView;
class HelperProvider;
class HistoryModel;
class ResultsTableModel;
class TargetPanel;

// The Benchmark page: target, presets, Start/Stop with progress and ETA, live
// charts, the results matrix, export, history with overlays, and fio import.
// It draws; its BenchSession runs, keeps, saves and loads.
class BenchPage : public QWidget {
    Q_OBJECT
public:
    explicit BenchPage(drives::SystemRoots roots, QWidget* parent = nullptr);
    ~BenchPage() override;

    // Pieces tests drive directly.
    TargetPanel* targetPanel() const { return target_; }
    BenchSession* session() const { return session_; }
    BenchRunner* runner() const { return session_->runner(); }
    BenchCharts* charts() const { return charts_; }
    ResultsTableModel* resultsModel() const { return results_; }
    HistoryModel* historyModel() const { return session_->historyModel(); }
    const nlohmann::json& currentDocument() const { return session_->currentDocument(); }
    const bench::ResultStore& store() const { return session_->store(); }
    QString cliPath() const { return session_->cliPath(); }
    void setCliPath(const QString& path) { session_->setCliPath(path); }
    void setHistoryDirectory(const QString& path);
    void setPreset(const QString& name);
    QString preset() const;
    void setCellSeconds(double runtime_s, double ramp_s);
    // The engine modes of the next runs (the Engine button's dialog).
    void setEngineModes(const bench::EngineModes& modes);
    const bench::EngineModes& engineModes() const { return modes_; }
    // Repeats and preconditioning of the next runs (the Repeats button's dialog).
    void setRunRepeats(const RunRepeats& repeats);
    const RunRepeats& runRepeats() const { return repeats_; }
    QString lastMessage() const;
    void setCustomSweep(const bench::CustomSweep& sweep);
    const bench::CustomSweep& customSweep() const { return session_->customSweep(); }
    // Raw-device runs without root go through the privileged helper this
    // provider starts (the main window owns it). Without one they run the CLI
    // directly, which works only as root.
    void setHelperProvider(HelperProvider* provider) { session_->setHelperProvider(provider); }
    // Tests: act as if this process were (not) root.
    void setRunsAsRoot(bool root) { session_->setRunsAsRoot(root); }
    CdmPanel* cdmPanel() const { return cdm_; }
    // Asks a yes/no question (a QMessageBox by default; tests answer it).
    using Question = std::function<bool(const QString& title, const QString& text)>;
    void setQuestion(Question question) { question_ = std::move(question); }
    int overlayCount() const { return session_->overlayCount(); }
    // What an exported image says about the run: title, then target and its
    // model, host, date and preset, one per line.
    QStringList exportContext() const;
    // The comparison view (bench_page_compare.cpp) in a window of its own: two result files, A
    // the earlier, read on a worker; or the one overlaid run (A) against the shown run (B).
    // Returns the view (its window deletes it on close); null when there is no overlay to compare.
    CompareView* compareRuns(const QString& a, const QString& b);
    CompareView* compareShownWithOverlay();
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
    void clearEstimate();
    // Opening, overlaying and importing read the file on a worker; each ends
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
    void connectSession();
    void onRunStarted();
    void onLiveTick(bool cells_changed, bool samples_changed);
    void onDocumentShown();
    void onRunEnded(BenchRunner::Outcome outcome, bool measured);
    void onEstimateChanged(bool present);
    void updateProgress();
    void chooseEstimate();
    void updateChartRuns();
    void setRunning(bool running);
    // Start is enabled when idle and the target panel's values are valid (bench_page_run.cpp).
    void updateStartEnabled();
    // The file-size rule follows the preset's largest block (bench_page_run.cpp).
    void updateSizeRule();
    // The page's fields as a run's choices (bench_page_run.cpp).
    RunChoices runChoices() const;
    // Asks the write confirmation a decision calls for; the answer goes into `choices`.
    void askConfirmation(const RunDecision& decision, RunChoices& choices);
    void showMessage(const QString& text, bool error);
    void appendLog(const QString& line);
    void chooseAndExport(ExportKind kind);
    void copyShareText(BenchSession::ShareFormat format);
    void editCustomSweep();
    void editEngineModes();
    void editRunRepeats();
    // Chart 3 shows a finished cell's samples: the one chosen in the table, else the last; a
    // fill cell's curve is read from the document on a worker (bench_page_cell.cpp). Chart 4's
    // histogram shows the same cell.
    void showCellOverTime(int cell_index);
    // Chart 3 during a run: the running cell's samples, a fill's curve when it is a fill.
    void showRunningCell();
    bool runningCellIsFill() const;
    void onFillLoaded();
    void saveSettings() const;
    void restoreSettings();
    QStringList selectedHistoryPaths() const;
    // "Compare…" needs exactly two selected runs, "Compare with overlay" one overlay on a run.
    void updateCompareButtons();
    CompareView* showCompareWindow();
    // A new run keeps the overlaid runs only if the person says so.
    void askAboutOverlays();
    QImage exportImage() const;

    BenchSession* session_;
    TargetPanel* target_;
    BenchCharts* charts_;
    ResultsTableModel* results_;
    QButtonGroup* preset_buttons_;
    QPushButton* start_;
    QPushButton* stop_;
    QDoubleSpinBox* runtime_;
    QDoubleSpinBox* ramp_;
    QPushButton* engine_ = nullptr; // opens the engine modes dialog; its text names the modes
    bench::EngineModes modes_;
    QPushButton* repeats_button_ = nullptr; // opens the repeats dialog; its text names the choice
    RunRepeats repeats_;
    QProgressBar* progress_;
    QLabel* status_;
    QLabel* message_;
    QComboBox* metric_;
    QCheckBox* log_y_;
    QCheckBox* reference_box_;
    QTableView* table_;
    QTableView* history_;
    QPushButton* compare_ = nullptr;
    QPushButton* compare_overlay_ = nullptr;
    QTabWidget* tabs_;
    QSplitter* splitter_;
    QPlainTextEdit* log_;
    QCheckBox* ratio_box_ = nullptr;
    CdmPanel* cdm_ = nullptr;
    Question question_;
    // A finished fill cell's curve, computed from the document's samples on a worker.
    struct FillLoad {
        int request = 0;
        QString name;
        bench::FillCurve curve;
    };
    QFutureWatcher<FillLoad> fill_watcher_;
    int fill_request_ = 0;
};

} // namespace am::ui
