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

#include "core/bench/precondition.h"
#include "core/bench/temperature_json.h"
#include "ui/bench/cdm_panel.h"
#include "ui/bench/cell_name.h"
#include "ui/bench/cli_locator.h"
#include "ui/bench/custom_job_dialog.h"
#include "ui/bench/engine_modes_dialog.h"
#include "ui/bench/history_model.h"
#include "ui/bench/metric_text.h"
#include "ui/bench/reference_overlay.h"
#include "ui/bench/results_table_model.h"
#include "ui/bench/run_repeats_dialog.h"
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
const QString kEngineKey = QStringLiteral("bench/engineModes"); // bench::engineModesJson
const QString kRepeatKey = QStringLiteral("bench/repeat");
const QString kSettleKey = QStringLiteral("bench/settleSeconds");
const QString kPreconditionKey = QStringLiteral("bench/preconditionPasses"); // 0: off

} // namespace

BenchPage::BenchPage(drives::SystemRoots roots, QWidget* parent)
    : QWidget(parent), session_(new BenchSession(this)),
      target_(new TargetPanel(std::move(roots), this)), charts_(new BenchCharts(this)),
      results_(new ResultsTableModel(this)), preset_buttons_(new QButtonGroup(this)),
      start_(new QPushButton(tr("&Start"), this)), stop_(new QPushButton(tr("S&top"), this)),
      runtime_(new QDoubleSpinBox(this)), ramp_(new QDoubleSpinBox(this)),
      progress_(new QProgressBar(this)), status_(new QLabel(this)), message_(new QLabel(this)),
      metric_(new QComboBox(this)), log_y_(new QCheckBox(tr("&Log scale"), this)),
      reference_box_(new QCheckBox(tr("&Reference NVMe"), this)), table_(new QTableView(this)),
      history_(new QTableView(this)), tabs_(new QTabWidget(this)),
      splitter_(new QSplitter(Qt::Vertical, this)), log_(new QPlainTextEdit(this))
{
    session_->setScanSource(
        [this]() -> const std::optional<drives::ScanResult>& { return target_->scan(); });

    // The page scrolls rather than forcing a minimum window size on small screens.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    content->setMinimumHeight(
        560); // below this the charts are unreadable; the width follows the controls
    scroll->setWidget(content);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(target_);
    layout->addWidget(buildControls());
    // CrystalDiskMark's panel beside the charts, where the eye lands first (it shows itself for
    // quick and nvme).
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

    connectSession();
    connect(&fill_watcher_, &QFutureWatcher<FillLoad>::finished, this, &BenchPage::onFillLoaded);
    connect(target_, &TargetPanel::sizeValidityChanged, this, &BenchPage::updateStartEnabled);
    connect(preset_buttons_, &QButtonGroup::buttonToggled, this, &BenchPage::updateSizeRule);
    // A run opened before the first scan arrived learns then whether it measured an md array.
    connect(target_, &TargetPanel::drivesScanned, session_, &BenchSession::onDrivesScanned);

    restoreSettings();
    setRunning(false);
    refreshHistory();
    updateChartRuns();
    if (session_->cliPath().isEmpty())
        showMessage(
            tr("arraymark-cli was not found next to this program or on PATH; runs cannot start."),
            true);
}

BenchPage::~BenchPage() { saveSettings(); }

QWidget* BenchPage::buildControls()
{
    auto* box = new QWidget(this);
    auto* grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);

    auto* presets = new QHBoxLayout;
    for (const auto& preset : session_->presets()) {
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
    hosts->setToolTip(tr(
        "Run a preset on several hosts at once over ssh or fio's server mode, and chart the hosts side by side"));
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
    ramp_->setToolTip(
        tr("Warm-up seconds per cell, not counted; \"preset\" keeps the preset's own"));
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
    engine_ = new QPushButton(box);
    engine_->setObjectName(QStringLiteral("benchEngine"));
    engine_->setToolTip(
        tr("Polled completions, a kernel submission thread, NVMe passthrough, a paced rate and "
           "where the job threads run"));
    connect(engine_, &QPushButton::clicked, this, &BenchPage::editEngineModes);
    run->addWidget(engine_);
    repeats_button_ = new QPushButton(box);
    repeats_button_->setObjectName(QStringLiteral("benchRepeats"));
    repeats_button_->setToolTip(
        tr("Run each cell several times (the median, with the spread as error bars), and "
           "precondition the target before a writing preset"));
    connect(repeats_button_, &QPushButton::clicked, this, &BenchPage::editRunRepeats);
    run->addWidget(repeats_button_);
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
        metric_->setItemData(metric_->count() - 1, metricToolTip(metric),
                             Qt::ToolTipRole); // which latency is which
    }
    view->addWidget(metric_label);
    view->addWidget(metric_);
    view->addWidget(log_y_);
    reference_box_->setToolTip(tr("Overlay the published single-NVMe matrix (dashed): %1")
                                   .arg(session_->referenceRun().label));
    view->addWidget(reference_box_);
    auto* estimate = new QPushButton(tr("Overlay &estimate…"), box);
    estimate->setObjectName(QStringLiteral("benchEstimate"));
    estimate->setToolTip(
        tr("Draws what the estimator predicts for an array of chosen drives (long dashes)"));
    connect(estimate, &QPushButton::clicked, this, &BenchPage::chooseEstimate);
    view->addWidget(estimate);
    view->addStretch(1);
    // Text to paste where people compare drives: forums (CrystalDiskMark's layout), issues.
    const std::pair<QString, BenchSession::ShareFormat> shares[] = {
        {tr("Copy as te&xt"), BenchSession::ShareFormat::CrystalDiskMark},
        {tr("Copy as &Markdown"), BenchSession::ShareFormat::Markdown}};
    for (const auto& [label, format] : shares) {
        auto* button = new QPushButton(label, box);
        button->setToolTip(format == BenchSession::ShareFormat::CrystalDiskMark
                               ? tr("Copies the run in CrystalDiskMark's layout: the standard "
                                    "rows, MB/s and IOPS, device, OS and date")
                               : tr("Copies a Markdown table of the shown cells with the host, "
                                    "kernel, device, preset and the warnings"));
        connect(button, &QPushButton::clicked, this, [this, f = format] { copyShareText(f); });
        view->addWidget(button);
    }
    for (const ExportFormat& format : exportFormats()) {
        auto* button = new QPushButton(tr(format.button), box);
        connect(button, &QPushButton::clicked, this,
                [this, kind = format.kind] { chooseAndExport(kind); });
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
    connect(copy_action, &QAction::triggered, this,
            [this] { QGuiApplication::clipboard()->setText(results_->toTsv()); });
    table_->addAction(copy_action);
    connect(table_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                const int cell = current.data(ResultsTableModel::CellIndexRole).toInt();
                if (cell >= 0 && runner()->state() == BenchRunner::State::Idle)
                    showCellOverTime(cell);
            });
    auto* copy = new QPushButton(tr("&Copy table"), box);
    copy->setToolTip(tr("Copies the matrix as tab-separated text, for spreadsheets"));
    connect(copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(results_->toTsv()); });
    ratio_box_ = new QCheckBox(tr("Rat&io to estimate"), box);
    ratio_box_->setObjectName(QStringLiteral("benchRatio"));
    ratio_box_->setToolTip(
        tr("Shows measured / estimate for each cell (needs an estimate overlay)"));
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
    session_->setCustomSweep(sweep);
    updateSizeRule();
}

void BenchPage::setEngineModes(const bench::EngineModes& modes)
{
    modes_ = modes;
    engine_->setText(tr("E&ngine: %1…").arg(engineModesSummary(modes)));
}

void BenchPage::setRunRepeats(const RunRepeats& repeats)
{
    repeats_ = repeats;
    repeats_button_->setText(tr("Re&peats: %1…").arg(runRepeatsSummary(repeats)));
}

void BenchPage::editRunRepeats()
{
    RunRepeatsDialog dialog(repeats_, this);
    if (dialog.exec() == QDialog::Accepted) setRunRepeats(dialog.repeats());
}

void BenchPage::editEngineModes()
{
    EngineModesDialog dialog(modes_, this);
    if (dialog.exec() == QDialog::Accepted && dialog.isValid()) setEngineModes(dialog.modes());
}

void BenchPage::editCustomSweep()
{
    CustomJobDialog dialog(session_->customSweep(), this);
    if (dialog.exec() == QDialog::Accepted && dialog.isValid()) setCustomSweep(dialog.sweep());
}

void BenchPage::setRunning(bool running)
{
    start_->setEnabled(!running);
    updateStartEnabled();
    stop_->setEnabled(running && runner()->canStop());
    stop_->setToolTip(running && !runner()->canStop()
                          ? tr("The privileged helper that runs this benchmark is gone")
                          : QString());
    target_->setEnabled(!running);
    for (QAbstractButton* button : preset_buttons_->buttons()) button->setEnabled(!running);
    runtime_->setEnabled(!running);
    ramp_->setEnabled(!running);
    engine_->setEnabled(!running);
    repeats_button_->setEnabled(!running);
}

void BenchPage::showMessage(const QString& text, bool error)
{
    message_->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
    message_->setText(text);
    appendLog(QStringLiteral("%1 %2").arg(QTime::currentTime().toString(Qt::ISODate), text));
}

void BenchPage::appendLog(const QString& line) { log_->appendPlainText(line); }

void BenchPage::saveSettings() const
{
    QSettings settings;
    settings.setValue(kPresetKey, preset());
    settings.setValue(kRuntimeKey, runtime_->value());
    settings.setValue(kRampKey, ramp_->value());
    settings.setValue(kSizeKey, target_->sizeText().isEmpty() ? settings.value(kSizeKey)
                                                              : target_->sizeText());
    settings.setValue(kMetricKey, metric_->currentIndex());
    settings.setValue(kLogKey, log_y_->isChecked());
    settings.setValue(kReferenceKey, reference_box_->isChecked());
    settings.setValue(kSplitterKey, splitter_->saveState());
    settings.setValue(kCustomKey, QString::fromStdString(
                                      bench::customPresetDocument(session_->customSweep()).dump()));
    settings.setValue(kEngineKey, QString::fromStdString(bench::engineModesJson(modes_).dump()));
    settings.setValue(kRepeatKey, repeats_.repeat);
    settings.setValue(kSettleKey, repeats_.settle_s);
    settings.setValue(kPreconditionKey, repeats_.precondition_passes);
}

void BenchPage::restoreSettings()
{
    QSettings settings;
    setPreset(settings.value(kPresetKey, QStringLiteral("quick")).toString());
    runtime_->setValue(settings.value(kRuntimeKey, 0.0).toDouble());
    ramp_->setValue(settings.value(kRampKey, -1.0).toDouble());
    target_->setSizeText(settings.value(kSizeKey, QStringLiteral("1GiB")).toString());
    metric_->setCurrentIndex(
        std::clamp(settings.value(kMetricKey, 0).toInt(), 0, metric_->count() - 1));
    log_y_->setChecked(settings.value(kLogKey, false).toBool());
    reference_box_->setChecked(settings.value(kReferenceKey, false).toBool());
    splitter_->restoreState(settings.value(kSplitterKey).toByteArray());
    try {
        // Read back through the editor's own parser, so a hand-edited setting cannot smuggle in a
        // bad job.
        const auto doc = nlohmann::json::parse(settings.value(kCustomKey).toString().toStdString());
        const auto& cell = doc.at("cells").at(0);
        auto list = [](const nlohmann::json& values) {
            std::string text;
            for (const auto& v : values) text += std::to_string(v.get<std::uint64_t>()) + " ";
            return text;
        };
        setCustomSweep(bench::parseCustomSweep(
            cell.at("rw") == "rw" ? bench::Pattern::Sequential : bench::Pattern::Random,
            list(cell.at("bs")), list(cell.at("read_share")), list(cell.at("qd")),
            cell.at("jobs").get<std::uint32_t>(), doc.at("defaults").at("runtime").get<double>(),
            doc.at("defaults").at("ramp").get<double>()));
    } catch (const std::exception&) {
        setCustomSweep(
            bench::CustomSweep{}); // first start, or an unreadable setting: the editor's defaults
    }
    try {
        // Checked as the CLI checks them: a hand-edited setting or another machine's CPU number
        // gives the defaults.
        setEngineModes(bench::engineModesFromJson(nlohmann::json::parse(
            settings.value(kEngineKey, QStringLiteral("{}")).toString().toStdString())));
    } catch (const std::exception&) {
        setEngineModes({});
    }
    // Out of range (a hand-edited setting): the defaults.
    RunRepeats repeats;
    const unsigned repeat = settings.value(kRepeatKey, 1U).toUInt();
    const double settle = settings.value(kSettleKey, bench::kDefaultSettleS).toDouble();
    const unsigned passes = settings.value(kPreconditionKey, 0U).toUInt();
    if (repeat >= 1 && repeat <= bench::kMaxRepeat) repeats.repeat = repeat;
    if (settle >= 0 && settle <= 3600) repeats.settle_s = settle;
    if (passes <= bench::kMaxPreconditionPasses) repeats.precondition_passes = passes;
    setRunRepeats(repeats);
}

} // namespace am::ui
