#include "ui/bench/bench_page.h"

#include <QAction>
#include <QButtonGroup>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTime>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <unistd.h>

#include "ui/bench/cdm_panel.h"
#include "ui/bench/cell_name.h"
#include "ui/bench/cli_locator.h"
#include "ui/bench/custom_job_dialog.h"
#include "ui/bench/history_model.h"
#include "ui/bench/metric_text.h"
#include "ui/bench/reference_overlay.h"
#include "ui/bench/results_table_model.h"
#include "ui/bench/run_summary.h"
#include "ui/bench/target_panel.h"
#include "ui/helper/helper_channel.h"
#include "ui/settings/app_settings.h"

namespace am::ui {

namespace {
const QString kPresetKey = QStringLiteral("bench/preset");
const QString kRuntimeKey = QStringLiteral("bench/runtime");
const QString kRampKey = QStringLiteral("bench/ramp");
const QString kSizeKey = QStringLiteral("bench/fileSize");
const QString kMetricKey = QStringLiteral("bench/metric");
const QString kLogKey = QStringLiteral("bench/logY");
const QString kReferenceKey = QStringLiteral("bench/reference");
const QString kSplitterKey = QStringLiteral("bench/splitter");
const QString kCustomKey = QStringLiteral("bench/custom"); // the custom job as its preset document

QString historyDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/results");
}

bench::CellResult withoutSamples(const bench::CellResult& cell)
{
    bench::CellResult copy = cell; // samples are small per cell; the copy is dropped right away
    copy.samples = {};
    return copy;
}

QString duration(double seconds)
{
    const int s = static_cast<int>(seconds + 0.5);
    return s >= 3600 ? QStringLiteral("%1:%2:%3").arg(s / 3600).arg(s / 60 % 60, 2, 10, QLatin1Char('0')).arg(s % 60, 2, 10, QLatin1Char('0'))
                     : QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}
} // namespace

BenchPage::BenchPage(drives::SystemRoots roots, QWidget* parent)
    : QWidget(parent), store_(historyDirectory().toStdString()), cli_(findArrayMarkCli()), presets_(workspacePresets()),
      target_(new TargetPanel(std::move(roots), this)), runner_(new BenchRunner(this)), charts_(new BenchCharts(this)),
      results_(new ResultsTableModel(this)), history_model_(new HistoryModel(this)), preset_buttons_(new QButtonGroup(this)),
      start_(new QPushButton(tr("&Start"), this)), stop_(new QPushButton(tr("S&top"), this)),
      runtime_(new QDoubleSpinBox(this)), ramp_(new QDoubleSpinBox(this)), progress_(new QProgressBar(this)),
      status_(new QLabel(this)), message_(new QLabel(this)), metric_(new QComboBox(this)),
      log_y_(new QCheckBox(tr("&Log scale"), this)), reference_box_(new QCheckBox(tr("&Reference NVMe"), this)),
      table_(new QTableView(this)), history_(new QTableView(this)), tabs_(new QTabWidget(this)),
      splitter_(new QSplitter(Qt::Vertical, this)), log_(new QPlainTextEdit(this)), runs_as_root_(::geteuid() == 0)
{
    reference_run_ = {};
    try {
        reference_run_ = loadReferenceOverlay();
    } catch (const std::exception& error) {
        // The resource is compiled in; failing to read it is a build fault, said plainly.
        reference_run_.label = tr("reference unavailable: %1").arg(QString::fromUtf8(error.what()));
    }
    reference_run_.kind = ChartRun::Kind::Reference;

    // The page scrolls rather than forcing a minimum window size on small screens.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    content->setMinimumHeight(560); // below this the charts are unreadable; the width follows the controls
    scroll->setWidget(content);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(target_);
    layout->addWidget(buildControls());
    // CrystalDiskMark's panel beside the charts, where the eye lands first (it shows itself for quick and nvme).
    cdm_ = new CdmPanel(this);
    auto* top = new QWidget(this);
    auto* top_row = new QHBoxLayout(top);
    top_row->setContentsMargins(0, 0, 0, 0);
    top_row->addWidget(cdm_, 0, Qt::AlignTop);
    top_row->addWidget(charts_, 1);
    splitter_->addWidget(top);
    tabs_->addTab(buildResultsTab(), tr("Results"));
    tabs_->addTab(buildHistoryTab(), tr("History"));
    log_->setReadOnly(true);
    log_->setMaximumBlockCount(2000);
    tabs_->addTab(log_, tr("Messages"));
    splitter_->addWidget(tabs_);
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 2);
    layout->addWidget(splitter_, 1);

    connect(runner_, &BenchRunner::started, this, &BenchPage::onRunStarted);
    connect(runner_, &BenchRunner::finished, this, &BenchPage::onRunFinished);
    connect(runner_, &BenchRunner::sampleArrived, this, [this] { samples_dirty_ = true; });
    connect(runner_, &BenchRunner::cellFinished, this, [this] { cells_dirty_ = true; });
    connect(runner_, &BenchRunner::errorReported, this, [this](const QString& text) { showMessage(text, true); });
    // Views redraw at most 4 times a second, however fast the lines come.
    live_timer_.setInterval(250);
    connect(&live_timer_, &QTimer::timeout, this, &BenchPage::refreshLive);
    connect(&save_watcher_, &QFutureWatcher<SaveResult>::finished, this, &BenchPage::onRunSaved);
    connect(&estimate_watcher_, &QFutureWatcher<EstimateOverlay>::finished, this, &BenchPage::onEstimated);
    // A run opened before the first scan arrived learns then whether it measured an md array.
    connect(target_, &TargetPanel::sizeValidityChanged, this, &BenchPage::updateStartEnabled);
    connect(preset_buttons_, &QButtonGroup::buttonToggled, this, &BenchPage::updateSizeRule);
    connect(target_, &TargetPanel::drivesScanned, this, [this] {
        if (estimate_run_.cells.empty() && !estimate_watcher_.isRunning()) estimateForShownArray();
    });

    restoreSettings();
    setRunning(false);
    refreshHistory();
    updateChartRuns();
    if (cli_.isEmpty()) showMessage(tr("arraymark-cli was not found next to this program or on PATH; runs cannot start."), true);
}

BenchPage::~BenchPage()
{
    saveSettings();
    save_watcher_.waitForFinished(); // the worker holds a copy of the store and document, not the page
    estimate_watcher_.waitForFinished();
}

QWidget* BenchPage::buildControls()
{
    auto* box = new QWidget(this);
    auto* grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);

    auto* presets = new QHBoxLayout;
    for (const auto& preset : presets_) {
        auto* button = new QToolButton(box);
        button->setText(preset.title);
        button->setToolTip(preset.description);
        button->setCheckable(true);
        button->setObjectName(QStringLiteral("preset-") + preset.name);
        button->setMinimumHeight(button->fontMetrics().height() * 2 + 8);
        button->setMinimumWidth(button->fontMetrics().horizontalAdvance(preset.title) + 28);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        preset_buttons_->addButton(button);
        presets->addWidget(button);
        if (preset.name == QLatin1String(bench::kCustomPresetName))
            connect(button, &QToolButton::clicked, this, &BenchPage::editCustomSweep);
    }
    preset_buttons_->setExclusive(true);
    connect(preset_buttons_, &QButtonGroup::buttonToggled, this,
            [this] { updateChartRuns(); }); // the panel's rows follow the preset
    presets->addStretch(1);
    // Other hosts as the target: the fleet dialog runs the preset there (issue #10).
    auto* hosts = new QPushButton(tr("On other &hosts…"), box);
    hosts->setObjectName(QStringLiteral("fleet-hosts"));
    hosts->setToolTip(tr("Run a preset on several hosts at once over ssh or fio's server mode, and chart the hosts side by side"));
    connect(hosts, &QPushButton::clicked, this, &BenchPage::fleetRequested);
    presets->addWidget(hosts);

    runtime_->setRange(0, 3600);
    runtime_->setDecimals(1);
    runtime_->setSpecialValueText(tr("preset"));
    runtime_->setSuffix(tr(" s"));
    runtime_->setToolTip(tr("Measured seconds per cell; \"preset\" keeps the preset's own"));
    ramp_->setRange(-1, 600);
    ramp_->setDecimals(1);
    ramp_->setSpecialValueText(tr("preset"));
    ramp_->setSuffix(tr(" s"));
    ramp_->setToolTip(tr("Warm-up seconds per cell, not counted; \"preset\" keeps the preset's own"));
    auto* runtime_label = new QLabel(tr("Seconds per &cell:"), box);
    runtime_label->setBuddy(runtime_);
    auto* ramp_label = new QLabel(tr("R&amp:"), box);
    ramp_label->setBuddy(ramp_);
    grid->addLayout(presets, 0, 0, 1, 2);

    auto* run = new QHBoxLayout;
    run->addWidget(runtime_label);
    run->addWidget(runtime_);
    run->addWidget(ramp_label);
    run->addWidget(ramp_);
    start_->setObjectName(QStringLiteral("benchStart"));
    stop_->setObjectName(QStringLiteral("benchStop"));
    start_->setIcon(QIcon::fromTheme(QStringLiteral("media-playback-start")));
    stop_->setIcon(QIcon::fromTheme(QStringLiteral("media-playback-stop")));
    run->addWidget(start_);
    run->addWidget(stop_);
    progress_->setTextVisible(true);
    progress_->setMinimumWidth(160);
    run->addWidget(progress_, 1);
    grid->addLayout(run, 1, 0);
    status_->setTextFormat(Qt::PlainText);
    status_->setObjectName(QStringLiteral("benchStatus"));
    grid->addWidget(status_, 1, 1);
    message_->setTextFormat(Qt::PlainText);
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->setObjectName(QStringLiteral("benchMessage"));
    grid->addWidget(message_, 2, 0, 1, 2);
    grid->setColumnStretch(0, 3);
    grid->setColumnStretch(1, 2);

    auto* view = new QHBoxLayout;
    auto* metric_label = new QLabel(tr("S&how:"), box);
    metric_label->setBuddy(metric_);
    for (const auto metric : workspaceMetrics()) {
        metric_->addItem(metricName(metric), static_cast<int>(metric));
        metric_->setItemData(metric_->count() - 1, metricToolTip(metric), Qt::ToolTipRole); // which latency is which
    }
    view->addWidget(metric_label);
    view->addWidget(metric_);
    view->addWidget(log_y_);
    reference_box_->setToolTip(tr("Overlay the published single-NVMe matrix (dashed): %1").arg(reference_run_.label));
    view->addWidget(reference_box_);
    auto* estimate = new QPushButton(tr("Overlay &estimate…"), box);
    estimate->setObjectName(QStringLiteral("benchEstimate"));
    estimate->setToolTip(tr("Draws what the estimator predicts for an array of chosen drives (long dashes)"));
    connect(estimate, &QPushButton::clicked, this, &BenchPage::chooseEstimate);
    view->addWidget(estimate);
    view->addStretch(1);
    const QList<std::pair<QString, int>> exports{
        {tr("Export &PNG…"), 0}, {tr("Export SV&G…"), 3}, {tr("Export CS&V…"), 1}, {tr("Export &JSON…"), 2}};
    for (const auto& [text, what] : exports) {
        auto* button = new QPushButton(text, box);
        connect(button, &QPushButton::clicked, this, [this, what = what] { chooseAndExport(what); });
        view->addWidget(button);
    }
    grid->addLayout(view, 3, 0, 1, 2);

    connect(start_, &QPushButton::clicked, this, &BenchPage::start);
    connect(stop_, &QPushButton::clicked, this, &BenchPage::stop);
    connect(metric_, &QComboBox::currentIndexChanged, this, [this] {
        const auto metric = static_cast<bench::Metric>(metric_->currentData().toInt());
        results_->setMetric(metric);
        charts_->setMetric(metric);
    });
    connect(log_y_, &QCheckBox::toggled, charts_, &BenchCharts::setLogarithmic);
    connect(reference_box_, &QCheckBox::toggled, this, &BenchPage::setReferenceShown);
    return box;
}

QWidget* BenchPage::buildResultsTab()
{
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    table_->setModel(results_);
    table_->setObjectName(QStringLiteral("benchResults"));
    table_->setAlternatingRowColors(true);
    table_->setSelectionMode(QAbstractItemView::ContiguousSelection);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    auto* copy_action = new QAction(tr("Copy"), table_);
    copy_action->setShortcut(QKeySequence::Copy);
    copy_action->setShortcutContext(Qt::WidgetShortcut);
    connect(copy_action, &QAction::triggered, this, [this] { QGuiApplication::clipboard()->setText(results_->toTsv()); });
    table_->addAction(copy_action);
    connect(table_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& current) {
        const int cell = current.data(ResultsTableModel::CellIndexRole).toInt();
        if (cell >= 0 && runner_->state() == BenchRunner::State::Idle) showCellOverTime(cell);
    });
    auto* copy = new QPushButton(tr("&Copy table"), box);
    copy->setToolTip(tr("Copies the matrix as tab-separated text, for spreadsheets"));
    connect(copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(results_->toTsv()); });
    ratio_box_ = new QCheckBox(tr("Rat&io to estimate"), box);
    ratio_box_->setObjectName(QStringLiteral("benchRatio"));
    ratio_box_->setToolTip(tr("Shows measured / estimate for each cell (needs an estimate overlay)"));
    ratio_box_->setEnabled(false);
    connect(ratio_box_, &QCheckBox::toggled, results_, &ResultsTableModel::setShowRatio);
    auto* row = new QHBoxLayout;
    row->addWidget(ratio_box_);
    row->addStretch(1);
    row->addWidget(copy);
    layout->addWidget(table_, 1);
    layout->addLayout(row);
    return box;
}

void BenchPage::setPreset(const QString& name)
{
    for (QAbstractButton* button : preset_buttons_->buttons())
        if (button->objectName() == QStringLiteral("preset-") + name) button->setChecked(true);
}

QString BenchPage::preset() const
{
    QAbstractButton* checked = preset_buttons_->checkedButton();
    return checked ? checked->objectName().mid(QStringLiteral("preset-").size()) : QString();
}

void BenchPage::setCellSeconds(double runtime_s, double ramp_s)
{
    runtime_->setValue(runtime_s);
    ramp_->setValue(ramp_s);
}

QString BenchPage::lastMessage() const { return message_->text(); }

void BenchPage::setCustomSweep(const bench::CustomSweep& sweep)
{
    custom_ = sweep;
    for (auto& preset : presets_) {
        if (preset.name != QLatin1String(bench::kCustomPresetName)) continue;
        preset.writes = sweep.writes();
        preset.cells = static_cast<int>(sweep.cells());
        preset.runtime_s = sweep.runtime_s;
        preset.ramp_s = sweep.ramp_s;
    }
    updateSizeRule();
}

void BenchPage::editCustomSweep()
{
    CustomJobDialog dialog(custom_, this);
    if (dialog.exec() == QDialog::Accepted && dialog.isValid()) setCustomSweep(dialog.sweep());
}

const nlohmann::json& BenchPage::currentDocument() const
{
    static const nlohmann::json none;
    return document_ ? *document_ : none;
}

void BenchPage::onRunStarted()
{
    before_run_document_ = document_;
    before_run_cells_ = cells_;
    before_run_label_ = document_label_;
    document_.reset();
    cells_.clear();
    shown_cells_ = 0;
    document_label_ = tr("this run");
    results_->setCells({});
    charts_->setRunningCell(QString(), nullptr);
    updateChartRuns();
    message_->clear();
    log_->appendPlainText(tr("%1 Started %2 on %3")
                              .arg(QTime::currentTime().toString(Qt::ISODate), runner_->request().preset, runner_->request().target));
    setRunning(true);
    if (runner_->throughHelper())
        showMessage(tr("Running through arraymark-helper as administrator (the system may ask for a password)."), false);
    live_timer_.start();
    updateProgress();
}

void BenchPage::refreshLive()
{
    const auto& collector = runner_->collector();
    if (cells_dirty_ || collector.finishedCells() != shown_cells_) {
        cells_dirty_ = false;
        // Append only what is new, without samples: views need neither, and copying
        // every cell's samples four times a second grows with the run.
        const auto& all = collector.cells();
        if (all.size() < cells_.size()) cells_.clear();
        for (std::size_t i = cells_.size(); i < all.size(); ++i) cells_.push_back(withoutSamples(all[i]));
        shown_cells_ = collector.finishedCells();
        results_->setCells(cells_);
        updateChartRuns();
    }
    if (samples_dirty_) {
        samples_dirty_ = false;
        charts_->setRunningCell(QString::fromStdString(collector.runningName()), &collector.runningSamples());
    }
    updateProgress();
}

void BenchPage::updateProgress()
{
    const auto& collector = runner_->collector();
    const PresetInfo* preset = findWorkspacePreset(presets_, runner_->request().preset);
    const std::size_t total = collector.totalCells() > 0 ? collector.totalCells() : static_cast<std::size_t>(preset ? preset->cells : 0);
    const double runtime = runner_->request().runtime_s > 0 ? runner_->request().runtime_s : (preset ? preset->runtime_s : 5);
    const double ramp = runner_->request().ramp_s >= 0 ? runner_->request().ramp_s : (preset ? preset->ramp_s : 1);
    const double done = static_cast<double>(collector.finishedCells());
    double within = 0;
    if (!collector.runningSamples().empty()) within = std::min(0.99, (collector.runningSamples().back().time_s + ramp) / (runtime + ramp));
    const double fraction = total > 0 ? std::min(1.0, (done + within) / static_cast<double>(total)) : 0;
    progress_->setRange(0, 1000);
    progress_->setValue(static_cast<int>(fraction * 1000));
    progress_->setFormat(tr("%1 of %2 cells").arg(collector.finishedCells()).arg(total));
    if (runner_->state() == BenchRunner::State::Idle) return;
    const double elapsed = static_cast<double>(runner_->elapsedMs()) / 1000.0;
    // Measured pace once a cell has finished (it includes the child's setup), else the preset's times.
    const double remaining_cells = static_cast<double>(total) - done - within;
    const double per_cell = done > 0 ? elapsed / (done + within) : runtime + ramp;
    const double eta = std::max(0.0, remaining_cells * per_cell);
    const QString name = QString::fromStdString(collector.runningName());
    const auto running = collector.runningCell();
    status_->setText(running ? tr("Cell %1 of %2: %3 — %4 elapsed, about %5 left")
                                   .arg(*running + 1).arg(total).arg(name, duration(elapsed), duration(eta))
                             : tr("%1 elapsed, about %2 left").arg(duration(elapsed), duration(eta)));
}

void BenchPage::onRunFinished(BenchRunner::Outcome outcome, const QString& message)
{
    live_timer_.stop();
    refreshLive();
    const auto& collector = runner_->collector();
    charts_->setRunningCell(QString(), nullptr);
    pending_outcome_ = outcome;
    pending_message_ = message;
    if (collector.finishedCells() == 0) {
        // Nothing measured (refused, every cell failed): the last results stay on screen, nothing goes to History.
        showDocument(before_run_document_, before_run_cells_, before_run_label_);
        status_->setText(tr("Nothing measured"));
        SaveResult nothing;
        nothing.error = tr("Nothing was measured, so nothing was saved.");
        save_watcher_.setFuture(QtConcurrent::run([nothing] { return nothing; }));
        return;
    }
    document_ = std::make_shared<const nlohmann::json>(runner_->takeDocument());
    document_label_ = tr("this run");
    cells_.clear(); // the document's cells when it came (a stopped cell may be new), else the finished ones
    for (const auto& cell : collector.cells()) cells_.push_back(withoutSamples(cell));
    results_->setCells(cells_);
    updateChartRuns();
    if (outcome == BenchRunner::Outcome::Completed) progress_->setValue(progress_->maximum());
    const RunSummary summary =
        RunSummary::of(collector.cells(), static_cast<int>(collector.totalCells()), runner_->failedCells(), {});
    progress_->setFormat(tr("%1 of %2 cells").arg(summary.measured).arg(summary.total)); // a stopped cell is not one of them
    if (!cells_.empty()) showCellOverTime(static_cast<int>(cells_.size()) - 1);
    status_->setText(runSummaryText(true));
    estimateForShownArray();
    save_watcher_.setFuture(QtConcurrent::run([store = store_, document = document_] {
        SaveResult result;
        try {
            result.path = QString::fromStdString(store.save(*document).string());
        } catch (const std::exception& error) {
            result.error = tr("Could not save the result: %1").arg(QString::fromUtf8(error.what()));
        }
        result.runs = store.list();
        return result;
    }));
}

void BenchPage::onRunSaved()
{
    const SaveResult saved = save_watcher_.result();
    if (!saved.path.isEmpty() || !saved.runs.empty()) history_model_->setRuns(saved.runs);
    const QString saved_note = saved.path.isEmpty() ? saved.error : tr("Saved to %1").arg(saved.path);
    setRunning(false);
    switch (pending_outcome_) {
    case BenchRunner::Outcome::Completed:
        showMessage(tr("Finished: %1 %2").arg(runSummaryText(), saved_note), runner_->failedCells() > 0);
        break;
    case BenchRunner::Outcome::Cancelled:
        showMessage(tr("%1 %2").arg(runSummaryText(), saved_note), false);
        break;
    case BenchRunner::Outcome::Failed:
        if (runner_->collector().finishedCells() == 0)
            showMessage(
                tr("The run failed: %1\nNothing was measured; the results shown are from before the run.").arg(pending_message_),
                true);
        else
            showMessage(tr("The run failed: %1\n%2 %3").arg(pending_message_, runSummaryText(), saved_note), true);
        break;
    }
    emit runFinished(pending_outcome_);
}

void BenchPage::showCellOverTime(int cell_index)
{
    // Views hold cells without samples; the document has them.
    try {
        const auto& cell_json = currentDocument().at("cells").at(static_cast<std::size_t>(cell_index));
        const bench::CellResult cell = bench::cellFromJson(cell_json);
        charts_->setRunningCell(cellName(cell.job), &cell.samples, false); // the table's and legend's name
    } catch (const std::exception&) {
        charts_->setRunningCell(QString(), nullptr);
    }
}

void BenchPage::setRunning(bool running)
{
    start_->setEnabled(!running);
    updateStartEnabled();
    stop_->setEnabled(running && runner_->canStop());
    stop_->setToolTip(running && !runner_->canStop() ? tr("The privileged helper that runs this benchmark is gone") : QString());
    target_->setEnabled(!running);
    for (QAbstractButton* button : preset_buttons_->buttons()) button->setEnabled(!running);
    runtime_->setEnabled(!running);
    ramp_->setEnabled(!running);
}

void BenchPage::showMessage(const QString& text, bool error)
{
    message_->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
    message_->setText(text);
    log_->appendPlainText(QStringLiteral("%1 %2").arg(QTime::currentTime().toString(Qt::ISODate), text));
}

void BenchPage::saveSettings() const
{
    QSettings settings;
    settings.setValue(kPresetKey, preset());
    settings.setValue(kRuntimeKey, runtime_->value());
    settings.setValue(kRampKey, ramp_->value());
    settings.setValue(kSizeKey, target_->sizeText().isEmpty() ? settings.value(kSizeKey) : target_->sizeText());
    settings.setValue(kMetricKey, metric_->currentIndex());
    settings.setValue(kLogKey, log_y_->isChecked());
    settings.setValue(kReferenceKey, reference_box_->isChecked());
    settings.setValue(kSplitterKey, splitter_->saveState());
    settings.setValue(kCustomKey, QString::fromStdString(bench::customPresetDocument(custom_).dump()));
}

void BenchPage::restoreSettings()
{
    QSettings settings;
    setPreset(settings.value(kPresetKey, QStringLiteral("quick")).toString());
    runtime_->setValue(settings.value(kRuntimeKey, 0.0).toDouble());
    ramp_->setValue(settings.value(kRampKey, -1.0).toDouble());
    target_->setSizeText(settings.value(kSizeKey, QStringLiteral("1GiB")).toString());
    metric_->setCurrentIndex(std::clamp(settings.value(kMetricKey, 0).toInt(), 0, metric_->count() - 1));
    log_y_->setChecked(settings.value(kLogKey, false).toBool());
    reference_box_->setChecked(settings.value(kReferenceKey, false).toBool());
    splitter_->restoreState(settings.value(kSplitterKey).toByteArray());
    try {
        // Read back through the editor's own parser, so a hand-edited setting cannot smuggle in a bad job.
        const auto doc = nlohmann::json::parse(settings.value(kCustomKey).toString().toStdString());
        const auto& cell = doc.at("cells").at(0);
        auto list = [](const nlohmann::json& values) {
            std::string text;
            for (const auto& v : values) text += std::to_string(v.get<std::uint64_t>()) + " ";
            return text;
        };
        setCustomSweep(bench::parseCustomSweep(cell.at("rw") == "rw" ? bench::Pattern::Sequential : bench::Pattern::Random,
                                               list(cell.at("bs")), list(cell.at("read_share")), list(cell.at("qd")),
                                               cell.at("jobs").get<std::uint32_t>(), doc.at("defaults").at("runtime").get<double>(),
                                               doc.at("defaults").at("ramp").get<double>()));
    } catch (const std::exception&) {
        setCustomSweep(bench::CustomSweep{}); // first start, or an unreadable setting: the editor's defaults
    }
}

} // namespace am::ui
