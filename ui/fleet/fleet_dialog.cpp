#include "ui/fleet/fleet_dialog.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include "ui/bench/bench_presets.h"
#include "ui/bench/chart_reset.h"
#include "ui/bench/cli_locator.h"
#include "ui/fleet/connection_tester.h"
#include "ui/fleet/fleet_runner.h"

namespace am::ui {

FleetDialog::FleetDialog(QWidget* parent)
    : QDialog(parent), table_(new QTableWidget(0, ColumnCount, this)), target_(new QLineEdit(this)),
      preset_(new QComboBox(this)), runtime_(new QDoubleSpinBox(this)), size_(new QLineEdit(this)),
      serial_(new QCheckBox(tr("One host at a time (hosts that share a backend)"), this)),
      ssh_config_(new QLineEdit(this)), run_(new QPushButton(tr("&Run on all hosts"), this)),
      stop_(new QPushButton(tr("&Stop"), this)),
      test_(new QPushButton(tr("&Test connection"), this)),
      export_(new QPushButton(tr("&Export…"), this)), log_(new QPlainTextEdit(this)),
      chart_(new QChart), runner_(new FleetRunner(this)), tester_(new ConnectionTester(this)),
      cli_(findArrayMarkCli())
{
    setWindowTitle(tr("Fleet run"));
    table_->setHorizontalHeaderLabels(
        {tr("Host"), tr("Via"), tr("Target"), tr("arraymark-cli path"), tr("Status")});
    table_->horizontalHeaderItem(TargetColumn)->setToolTip(tr("Empty: the default target below"));
    table_->horizontalHeaderItem(CliColumn)->setToolTip(
        tr("arraymark-cli on the host; empty: found on its PATH"));
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setColumnWidth(HostColumn, 160);
    table_->setColumnWidth(ViaColumn, 110);
    table_->setColumnWidth(TargetColumn, 200);
    table_->setColumnWidth(CliColumn, 200);
    table_->setWordWrap(false);
    table_->verticalHeader()->hide();
    auto* add = new QPushButton(tr("&Add host"), this);
    auto* remove = new QPushButton(tr("Re&move"), this);
    connect(add, &QPushButton::clicked, this, [this] {
        addHost(FleetHostRow{});
        table_->editItem(table_->item(table_->rowCount() - 1, HostColumn));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (table_->currentRow() >= 0) table_->removeRow(table_->currentRow());
        updateButtons();
    });
    auto* load = new QPushButton(tr("&Load hosts…"), this);
    auto* save = new QPushButton(tr("Sa&ve hosts…"), this);
    connect(load, &QPushButton::clicked, this, &FleetDialog::chooseHostsToLoad);
    connect(save, &QPushButton::clicked, this, &FleetDialog::chooseHostsToSave);
    auto* host_buttons = new QHBoxLayout;
    for (QPushButton* button : {add, remove, test_, load, save}) host_buttons->addWidget(button);
    host_buttons->addStretch();
    auto* hosts_box = new QGroupBox(tr("Hosts"), this);
    auto* hosts_layout = new QVBoxLayout(hosts_box);
    hosts_layout->addWidget(table_);
    hosts_layout->addLayout(host_buttons);

    for (const PresetInfo& preset : workspacePresets())
        if (preset.name != QLatin1String("custom")) preset_->addItem(preset.title, preset.name);
    runtime_->setRange(0, 3600);
    runtime_->setDecimals(1);
    runtime_->setSuffix(tr(" s"));
    runtime_->setSpecialValueText(tr("preset's own"));
    target_->setPlaceholderText(tr("/srv/arraymark-test.bin (the same path on every host)"));
    size_->setPlaceholderText(tr("default: whole device, 1 GiB for a new file"));
    ssh_config_->setPlaceholderText(tr("empty: your ~/.ssh/config"));
    auto* form = new QFormLayout;
    form->addRow(tr("Default target:"), target_);
    form->addRow(tr("Preset:"), preset_);
    form->addRow(tr("Time per cell:"), runtime_);
    form->addRow(tr("Size:"), size_);
    form->addRow(tr("ssh config file:"), ssh_config_);
    form->addRow(QString(), serial_);

    auto* open = new QPushButton(tr("&Open result…"), this);
    connect(open, &QPushButton::clicked, this, &FleetDialog::chooseResultToOpen);
    auto* run_buttons = new QHBoxLayout;
    to_workspace_ = new QPushButton(tr("Show in &workspace"), this);
    to_workspace_->setToolTip(
        tr("Open the result in the Benchmark page: one series per host, with its exports"));
    for (QPushButton* button : {run_, stop_, export_, to_workspace_, open})
        run_buttons->addWidget(button);
    run_buttons->addStretch();
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    run_buttons->addWidget(close);

    log_->setReadOnly(true);
    log_->setMaximumBlockCount(2000);
    chart_->setTitle(tr("IOPS per cell, one series per host"));
    chart_->setAnimationOptions(QChart::NoAnimation);
    auto* view = new QChartView(chart_, this);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(260);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(log_);
    splitter->addWidget(view);
    splitter->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(hosts_box);
    layout->addLayout(form);
    layout->addLayout(run_buttons);
    layout->addWidget(splitter, 1);
    resize(900, 760);

    connect(run_, &QPushButton::clicked, this, &FleetDialog::run);
    connect(stop_, &QPushButton::clicked, runner_, &FleetRunner::stop);
    connect(test_, &QPushButton::clicked, this, &FleetDialog::testConnections);
    connect(export_, &QPushButton::clicked, this, &FleetDialog::exportResult);
    connect(to_workspace_, &QPushButton::clicked, this, &FleetDialog::sendToWorkspace);
    connect(tester_, &ConnectionTester::answered, this,
            [this](int row, bool ok, const QString& message) { setStatus(row, message, ok); });
    connect(runner_, &FleetRunner::hostProgress, this,
            [this](const QString& host, const QString& text) {
                appendLog(QStringLiteral("[%1] %2").arg(host, text));
                setStatus(rowOfHost(host), text, true);
            });
    connect(runner_, &FleetRunner::hostSample, this,
            [this](const QString& host, const QString& text) {
                setStatus(rowOfHost(host), text, true);
            });
    connect(runner_, &FleetRunner::hostDone, this,
            [this](const QString& host, bool ok, const QString& error) {
                const QString text = ok ? tr("done") : tr("failed: %1").arg(error);
                appendLog(QStringLiteral("[%1] %2").arg(host, text));
                setStatus(rowOfHost(host), text, ok);
            });
    connect(runner_, &FleetRunner::finished, this, &FleetDialog::showResult);
    connect(runner_, &FleetRunner::failed, this, [this](const QString& message) {
        appendLog(message);
        updateButtons();
        emit runFinished(false);
    });
    connect(this, &FleetDialog::runFinished, this, [this] {
        if (close_when_stopped_) QDialog::reject();
    });
    updateButtons();
}

FleetDialog::~FleetDialog() = default;

void FleetDialog::addHost(const FleetHostRow& row)
{
    const int r = table_->rowCount();
    table_->insertRow(r);
    table_->setItem(r, HostColumn, new QTableWidgetItem(row.destination));
    auto* via = new QComboBox(table_);
    via->addItem(tr("ssh"), false);
    via->addItem(tr("fio server"), true);
    via->setCurrentIndex(row.fio_server ? 1 : 0);
    table_->setCellWidget(r, ViaColumn, via);
    table_->setItem(r, TargetColumn, new QTableWidgetItem(row.target));
    table_->setItem(r, CliColumn, new QTableWidgetItem(row.cli));
    auto* status = new QTableWidgetItem;
    status->setFlags(status->flags() & ~Qt::ItemIsEditable);
    table_->setItem(r, StatusColumn, status);
    updateButtons();
}

QList<FleetHostRow> FleetDialog::hosts() const
{
    QList<FleetHostRow> rows;
    for (int r = 0; r < table_->rowCount(); ++r) {
        FleetHostRow row;
        row.destination = table_->item(r, HostColumn)->text().trimmed();
        row.fio_server =
            static_cast<QComboBox*>(table_->cellWidget(r, ViaColumn))->currentData().toBool();
        row.target = table_->item(r, TargetColumn)->text().trimmed();
        row.cli = table_->item(r, CliColumn)->text().trimmed();
        if (!row.destination.isEmpty()) rows.append(row);
    }
    return rows;
}

void FleetDialog::reject()
{
    if (!runner_->isRunning()) {
        QDialog::reject();
        return;
    }
    close_when_stopped_ = true;
    appendLog(tr("Stopping the run on every host; the window closes when it has ended."));
    runner_->stop();
}

void FleetDialog::setTarget(const QString& target) { target_->setText(target); }
void FleetDialog::setRuntime(double seconds) { runtime_->setValue(seconds); }
void FleetDialog::setSize(const QString& size) { size_->setText(size); }
void FleetDialog::setSshConfig(const QString& path) { ssh_config_->setText(path); }

void FleetDialog::setPreset(const QString& name)
{
    const int index = preset_->findData(name);
    if (index >= 0) preset_->setCurrentIndex(index);
}

QString FleetDialog::logText() const { return log_->toPlainText(); }

int FleetDialog::rowOfHost(const QString& host) const
{
    // The fleet names a host by its destination (the dialog gives no name=).
    for (int r = 0; r < table_->rowCount(); ++r)
        if (table_->item(r, HostColumn)->text().trimmed() == host) return r;
    return -1;
}

void FleetDialog::setStatus(int row, const QString& text, bool ok)
{
    if (row < 0 || row >= table_->rowCount()) return;
    QTableWidgetItem* item = table_->item(row, StatusColumn);
    item->setText(text);
    item->setToolTip(text);
    item->setForeground(ok ? palette().text() : QBrush(Qt::red));
}

void FleetDialog::appendLog(const QString& line) { log_->appendPlainText(line); }

void FleetDialog::updateButtons()
{
    const bool running = runner_->isRunning();
    run_->setEnabled(!running && table_->rowCount() > 0 && !cli_.isEmpty());
    stop_->setEnabled(running);
    test_->setEnabled(!running && table_->rowCount() > 0);
    export_->setEnabled(!running && result_ != nullptr);
    to_workspace_->setEnabled(!running && result_ != nullptr);
}

void FleetDialog::testConnections()
{
    for (int r = 0; r < table_->rowCount(); ++r) {
        const QString destination = table_->item(r, HostColumn)->text().trimmed();
        if (destination.isEmpty()) continue;
        setStatus(r, tr("testing…"), true);
        FleetHostRow row;
        row.destination = destination;
        row.fio_server =
            static_cast<QComboBox*>(table_->cellWidget(r, ViaColumn))->currentData().toBool();
        row.cli = table_->item(r, CliColumn)->text().trimmed();
        tester_->test(r, row, ssh_config_->text().trimmed(), ssh_program_);
    }
}

void FleetDialog::run()
{
    if (runner_->isRunning()) return;
    if (cli_.isEmpty()) {
        appendLog(tr("arraymark-cli was not found next to ArrayMark or on PATH."));
        return;
    }
    FleetRequest request;
    request.cli = cli_;
    request.hosts = hosts();
    request.target = target_->text().trimmed();
    request.preset = preset_->currentData().toString();
    request.runtime_s = runtime_->value();
    request.size = size_->text().trimmed();
    request.serial = serial_->isChecked();
    request.ssh_config = ssh_config_->text().trimmed();
    request.ssh_program = ssh_program_;
    for (int r = 0; r < table_->rowCount(); ++r) setStatus(r, tr("waiting…"), true);
    log_->clear();
    appendLog(tr("Running the preset \"%1\" on %n host(s)…", nullptr,
                 static_cast<int>(request.hosts.size()))
                  .arg(preset_->currentText()));
    runner_->start(request);
    updateButtons();
}

void FleetDialog::showResult(std::shared_ptr<FleetResult> result)
{
    result_ = std::move(result);
    emptyChart(chart_);
    QStringList categories;
    for (const auto& cell : result_->summary) categories << QString::fromStdString(cell.name);
    auto* series = new QBarSeries;
    double top = 0;
    for (const auto& outcome : result_->outcomes) {
        if (!outcome.ok) continue;
        const QString name = QString::fromStdString(outcome.host.name);
        auto* set = new QBarSet(name);
        for (const auto& cell : result_->summary) {
            double value = 0;
            for (std::size_t i = 0; i < cell.hosts.size(); ++i)
                if (cell.hosts[i] == outcome.host.name) value = cell.iops[i];
            *set << value;
            top = std::max(top, value);
        }
        series->append(set);
    }
    chart_->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    auto* y = new QValueAxis;
    y->setTitleText(tr("IOPS"));
    y->setRange(0, top > 0 ? top * 1.1 : 1);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->applyNiceNumbers();
    chart_->addAxis(x, Qt::AlignBottom);
    chart_->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    int ok = 0;
    for (const auto& outcome : result_->outcomes) ok += outcome.ok ? 1 : 0;
    appendLog(tr("%1 of %n host(s) succeeded.", nullptr, static_cast<int>(result_->outcomes.size()))
                  .arg(ok));
    updateButtons();
    emit runFinished(true);
}

} // namespace am::ui
