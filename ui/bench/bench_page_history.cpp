// BenchPage: what happens to finished runs — history, overlays, export, import.
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QSysInfo>
#include <QTableView>
#include <QVBoxLayout>
#include <stdexcept>

#include "core/bench/cells_csv.h"
#include "core/bench/custom_preset.h"
#include "core/bench/fio_import.h"
#include "core/bench/preset.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/cdm_panel.h"
#include "ui/bench/history_model.h"
#include "ui/bench/reference_overlay.h"
#include "ui/bench/results_table_model.h"
#include "ui/settings/app_settings.h"
#include <QtConcurrent/QtConcurrentRun>

namespace am::ui {

namespace {
void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size() || !file.flush())
        throw std::runtime_error(QStringLiteral("%1: %2").arg(path, file.errorString()).toStdString());
}

// A string field of a document's object, or "" (absent, null, another type, not an object).
QString textField(const nlohmann::json& object, const char* key)
{
    const auto found = object.is_object() ? object.find(key) : object.end();
    return found != object.end() && found->is_string() ? QString::fromStdString(found->get<std::string>()) : QString();
}

const nlohmann::json& objectField(const nlohmann::json& object, const char* key)
{
    static const nlohmann::json none;
    const auto found = object.is_object() ? object.find(key) : object.end();
    return found != object.end() ? *found : none;
}

QString runLabel(const bench::StoredRun& run)
{
    // Short: it names a legend entry. "quick 23:45 nvme0n1"
    const QDateTime when = QDateTime::fromString(QString::fromStdString(run.created), Qt::ISODate);
    return QStringLiteral("%1 %2 %3")
        .arg(QString::fromStdString(run.preset), when.isValid() ? when.toLocalTime().toString(QStringLiteral("HH:mm")) : QString(),
             QFileInfo(QString::fromStdString(run.target_path)).fileName())
        .simplified();
}
} // namespace

QWidget* BenchPage::buildHistoryTab()
{
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    history_->setModel(history_model_);
    history_->setObjectName(QStringLiteral("benchHistory"));
    history_->setSelectionBehavior(QAbstractItemView::SelectRows);
    history_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    history_->setAlternatingRowColors(true);
    history_->verticalHeader()->hide();
    history_->horizontalHeader()->setStretchLastSection(true);
    history_->horizontalHeader()->setSectionResizeMode(HistoryModel::Target, QHeaderView::Stretch);
    connect(history_, &QTableView::activated, this, [this](const QModelIndex& index) {
        openRun(index.data(HistoryModel::PathRole).toString());
    });

    auto* row = new QHBoxLayout;
    auto* open = new QPushButton(tr("&Open"), box);
    open->setToolTip(tr("Shows the selected run in the charts and the table"));
    auto* overlay = new QPushButton(tr("O&verlay"), box);
    overlay->setToolTip(tr("Draws the selected runs over the one shown, dash-dotted, to compare them"));
    auto* clear = new QPushButton(tr("C&lear overlays"), box);
    auto* remove = new QPushButton(tr("&Delete…"), box);
    auto* import = new QPushButton(tr("&Import fio JSON…"), box);
    import->setToolTip(tr("Opens the output of fio --output-format=json as a run and keeps it in the history"));
    for (QPushButton* button : {open, overlay, clear, remove, import}) row->addWidget(button);
    row->addStretch(1);
    layout->addWidget(history_, 1);
    layout->addLayout(row);

    connect(open, &QPushButton::clicked, this, [this] {
        const QStringList paths = selectedHistoryPaths();
        if (!paths.isEmpty()) openRun(paths.front());
    });
    connect(overlay, &QPushButton::clicked, this, [this] {
        for (const QString& path : selectedHistoryPaths()) overlayRun(path);
    });
    connect(clear, &QPushButton::clicked, this, &BenchPage::clearOverlays);
    connect(remove, &QPushButton::clicked, this, [this] {
        const QStringList paths = selectedHistoryPaths();
        if (paths.isEmpty()) return;
        const auto answer = QMessageBox::question(this, tr("Delete runs"), tr("Delete %n saved run(s)? This cannot be undone.", "", static_cast<int>(paths.size())));
        if (answer != QMessageBox::Yes) return;
        for (const QString& path : paths) deleteRun(path);
    });
    connect(import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import fio results"), QString(), tr("fio JSON output (*.json);;All files (*)"));
        if (!path.isEmpty()) importFio(path);
    });
    return box;
}

QStringList BenchPage::selectedHistoryPaths() const
{
    QStringList paths;
    for (const QModelIndex& index : history_->selectionModel()->selectedRows()) paths << index.data(HistoryModel::PathRole).toString();
    return paths;
}

void BenchPage::setHistoryDirectory(const QString& path)
{
    store_ = bench::ResultStore(path.toStdString());
    refreshHistory();
}

void BenchPage::refreshHistory()
{
    std::vector<std::string> skipped;
    history_model_->setRuns(store_.list(&skipped));
    for (const auto& line : skipped) log_->appendPlainText(tr("Skipped in the history: %1").arg(QString::fromStdString(line)));
}

void BenchPage::showDocument(std::shared_ptr<const nlohmann::json> document, std::vector<bench::CellResult> cells, const QString& label)
{
    document_ = std::move(document);
    document_label_ = label;
    cells_ = std::move(cells);
    results_->setCells(cells_);
    updateChartRuns();
    if (!cells_.empty()) showCellOverTime(static_cast<int>(cells_.size()) - 1);
    else charts_->setRunningCell(QString(), nullptr);
}

void BenchPage::updateChartRuns()
{
    // A cell a Stop interrupted is not a point of the curves: the table shows it grey instead.
    auto finished = [](std::vector<bench::CellResult> cells) {
        std::erase_if(cells, [](const bench::CellResult& cell) { return cell.cancelled; });
        return cells;
    };
    QList<ChartRun> runs;
    runs.append(ChartRun{document_label_, ChartRun::Kind::Primary, finished(cells_)});
    for (ChartRun overlay : overlays_) {
        overlay.cells = finished(std::move(overlay.cells));
        runs.append(overlay);
    }
    if (reference_shown_) runs.append(reference_run_);
    if (!estimate_run_.cells.empty()) runs.append(estimate_run_);
    const std::vector<bench::Job> planned = plannedJobs(shownPreset());
    charts_->setPlannedJobs(planned);
    charts_->setRuns(runs);
    if (cdm_) cdm_->setRun(planned, cells_); // the table's cells, at the table's moments
}

QString BenchPage::shownPreset() const
{
    if (document_) {
        const auto preset = document_->find("preset");
        return preset != document_->end() && preset->is_string() ? QString::fromStdString(preset->get<std::string>()) : QString();
    }
    if (runner_->state() != BenchRunner::State::Idle) return runner_->request().preset;
    return cells_.empty() ? preset() : QString();
}

std::vector<bench::Job> BenchPage::plannedJobs(const QString& preset) const
{
    if (preset.isEmpty()) return {};
    try {
        if (preset == QLatin1String(bench::kCustomPresetName))
            return bench::parsePreset(bench::customPresetDocument(custom_), bench::kCustomPresetName).jobs;
        static const std::vector<bench::Preset> built_in = bench::loadPresets({}); // the ones compiled in, as the CLI's
        if (const bench::Preset* found = bench::findPreset(built_in, preset.toStdString())) return found->jobs;
    } catch (const std::exception&) {
    }
    return {}; // a preset from elsewhere: its cells decide
}

void BenchPage::askAboutOverlays()
{
    if (overlays_.isEmpty()) return;
    const QString text =
        tr("%n earlier run(s) are overlaid on the charts. Keep them for the new run?", "", static_cast<int>(overlays_.size()));
    const bool keep = question_ ? question_(tr("Overlays"), text)
                                : QMessageBox::question(this, tr("Overlays"), text, QMessageBox::Yes | QMessageBox::No,
                                                        QMessageBox::Yes) == QMessageBox::Yes;
    if (keep) return;
    overlays_.clear();
    updateChartRuns();
}

void BenchPage::openRun(const QString& path)
{
    if (runner_->state() != BenchRunner::State::Idle)
        return showMessage(tr("A run is being measured; open %1 when it ends, or overlay it now.").arg(path), true);
    loadInBackground(LoadedRun::Purpose::Open, path);
}

void BenchPage::openFile(const QString& path) { openRun(path); } // fio output is recognised by the loader

void BenchPage::overlayRun(const QString& path) { loadInBackground(LoadedRun::Purpose::Overlay, path); }

void BenchPage::loadInBackground(LoadedRun::Purpose purpose, const QString& path)
{
    auto* watcher = new QFutureWatcher<LoadedRun>(this);
    connect(watcher, &QFutureWatcher<LoadedRun>::finished, this, [this, watcher] {
        watcher->deleteLater();
        onLoaded(watcher->result());
    });
    // The worker gets copies (the store is a directory name), never the page.
    watcher->setFuture(QtConcurrent::run([store = store_, purpose, path] { return loadRun(store, purpose, path); }));
}

void BenchPage::onLoaded(const LoadedRun& loaded)
{
    const QString& path = loaded.path;
    if (!loaded.error.isEmpty()) {
        switch (loaded.purpose) {
        case LoadedRun::Purpose::Open: showMessage(tr("Cannot open %1: %2").arg(path, loaded.error), true); break;
        case LoadedRun::Purpose::Overlay: showMessage(tr("Cannot overlay %1: %2").arg(path, loaded.error), true); break;
        case LoadedRun::Purpose::Import: showMessage(tr("Cannot import %1: %2").arg(path, loaded.error), true); break;
        }
        emit loadFinished(path, false);
        return;
    }
    bench::StoredRun stored;
    stored.created = loaded.run.created;
    stored.preset = loaded.run.preset;
    stored.target_path = loaded.run.target_path;
    if (loaded.purpose == LoadedRun::Purpose::Overlay) {
        overlays_.append(ChartRun{loaded.primary_label.isEmpty() ? runLabel(stored) : loaded.primary_label,
                                  ChartRun::Kind::Overlay, loaded.run.cells});
        for (const auto& host : loaded.fleet_hosts) overlays_.append(ChartRun{host.label, ChartRun::Kind::Overlay, host.cells});
        updateChartRuns();
        const QString difference = overlayJobDifference(loaded.run.cells, cells_);
        showMessage(difference.isEmpty()
                        ? tr("Overlaid %1.").arg(runLabel(stored))
                        : tr("Overlaid %1; its jobs differ from this run's: %2.").arg(runLabel(stored), difference),
                    false);
        emit loadFinished(path, true);
        return;
    }
    // A run measured meanwhile stays on screen; the file can be opened again after it.
    if (runner_->state() != BenchRunner::State::Idle) {
        if (loaded.purpose == LoadedRun::Purpose::Import) history_model_->setRuns(loaded.runs);
        showMessage(tr("A run is being measured; open %1 when it ends, or overlay it now.").arg(path), true);
        emit loadFinished(path, false);
        return;
    }
    overlays_.clear();
    // A fleet document: the first host is the run, the other hosts are overlaid on it.
    for (const auto& host : loaded.fleet_hosts) overlays_.append(ChartRun{host.label, ChartRun::Kind::Overlay, host.cells});
    showDocument(loaded.document, loaded.run.cells,
                 loaded.primary_label.isEmpty() ? QFileInfo(path).completeBaseName() : loaded.primary_label);
    if (!loaded.primary_label.isEmpty()) {
        showMessage(tr("Opened the fleet run %1: %n host(s) as series.", "", static_cast<int>(loaded.fleet_hosts.size()) + 1).arg(path), false);
        if (!loaded.failed_hosts.isEmpty())
            log_->appendPlainText(tr("Hosts without a result: %1").arg(loaded.failed_hosts.join(QStringLiteral("; "))));
    } else if (loaded.purpose == LoadedRun::Purpose::Import) {
        history_model_->setRuns(loaded.runs);
        showMessage(tr("Imported %1 and kept it as %2.").arg(path, loaded.saved_path), false);
    } else {
        showMessage(tr("Opened %1: %n cell(s).", "", static_cast<int>(loaded.run.cells.size())).arg(path), false);
    }
    estimateForShownArray();
    emit loadFinished(path, true);
}

void BenchPage::clearOverlays()
{
    overlays_.clear();
    clearEstimate(); // updates the charts
}

void BenchPage::deleteRun(const QString& path)
{
    try {
        store_.remove(path.toStdString());
    } catch (const std::exception& error) {
        showMessage(tr("Cannot delete: %1").arg(QString::fromUtf8(error.what())), true);
    }
    refreshHistory();
}

void BenchPage::importFio(const QString& path)
{
    if (runner_->state() != BenchRunner::State::Idle)
        return showMessage(tr("A run is being measured; import %1 when it ends.").arg(path), true);
    loadInBackground(LoadedRun::Purpose::Import, path);
}

void BenchPage::setReferenceShown(bool shown)
{
    reference_shown_ = shown;
    updateChartRuns();
}

QStringList BenchPage::exportContext() const
{
    const nlohmann::json& doc = currentDocument();
    auto text = textField;
    const nlohmann::json& target = objectField(doc, "target");
    const nlohmann::json& device = objectField(target, "device");
    QString target_path = text(target, "path");
    if (target_path.isEmpty()) target_path = runner_->request().target;
    const QString model = text(device, "model").trimmed();
    const QString preset_name = text(doc, "preset").isEmpty() ? shownPreset() : text(doc, "preset");
    const PresetInfo* preset = findWorkspacePreset(presets_, preset_name);
    QString host = text(objectField(doc, "host"), "hostname");
    if (host.isEmpty()) host = QSysInfo::machineHostName();
    const QDateTime created = QDateTime::fromString(text(doc, "created"), Qt::ISODate);
    const QDateTime when = created.isValid() ? created.toLocalTime() : QDateTime::currentDateTime();
    return {tr("ArrayMark: %1").arg(preset ? preset->title : document_label_),
            model.isEmpty() ? tr("Target: %1").arg(target_path) : tr("Target: %1 (%2)").arg(target_path, model),
            tr("Host: %1").arg(host), tr("Date: %1").arg(QLocale().toString(when, QLocale::LongFormat)),
            tr("Preset: %1").arg(preset ? QStringLiteral("%1 (%2)").arg(preset->title, preset->name) : preset_name)};
}

QString BenchPage::suggestedExportName(const QString& suffix) const
{
    const nlohmann::json& doc = currentDocument();
    QString target = textField(objectField(doc, "target"), "path");
    target = QFileInfo(target.isEmpty() ? runner_->request().target : target).fileName();
    const QString preset = shownPreset();
    const QDateTime created = QDateTime::fromString(textField(doc, "created"), Qt::ISODate);
    const QString date =
        (created.isValid() ? created.toLocalTime() : QDateTime::currentDateTime()).toString(QStringLiteral("yyyy-MM-dd-HHmm"));
    QStringList parts{QStringLiteral("arraymark")};
    for (QString part : {target, preset, date}) {
        part.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("_")); // a file name, not a path
        if (!part.isEmpty()) parts << part;
    }
    return parts.join(QLatin1Char('-')) + suffix;
}

QImage BenchPage::exportImage() const
{
    // What is on screen (CrystalDiskMark's panel when shown, the charts), without
    // the controls' check boxes, under a header that says what was measured where and when.
    charts_->setExportLook(true);
    cdm_->setExportLook(true);
    QWidget* shown = cdm_->isVisible() ? charts_->parentWidget() : charts_;
    const QPixmap body = shown->grab();
    charts_->setExportLook(false);
    cdm_->setExportLook(false);
    const QStringList lines = exportContext();
    QFont title_font = font();
    title_font.setBold(true);
    title_font.setPointSizeF(title_font.pointSizeF() * 1.4);
    const QFontMetrics title_metrics(title_font), metrics(font());
    const qreal ratio = body.devicePixelRatio();
    const int margin = 8;
    const int header = margin + title_metrics.height() + metrics.height() * (static_cast<int>(lines.size()) - 1) + margin;
    const QSize logical(static_cast<int>(body.width() / ratio), static_cast<int>(body.height() / ratio));
    QImage image((QSizeF(logical.width(), logical.height() + header) * ratio).toSize(), QImage::Format_ARGB32);
    image.setDevicePixelRatio(ratio);
    image.fill(palette().color(QPalette::Window));
    QPainter painter(&image);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.setFont(title_font);
    int y = margin + title_metrics.ascent();
    painter.drawText(margin, y, lines.value(0));
    y += title_metrics.descent() + metrics.ascent();
    painter.setFont(font());
    for (int i = 1; i < lines.size(); ++i, y += metrics.height()) painter.drawText(margin, y, lines[i]);
    painter.drawPixmap(0, header, body);
    painter.end();
    return image;
}

void BenchPage::exportPng(const QString& path) const
{
    if (!exportImage().save(path, "PNG"))
        throw std::runtime_error(QStringLiteral("%1: the PNG could not be written").arg(path).toStdString());
}

void BenchPage::exportSvg(const QString& path) const
{
    // Rendered through QPainter into the generator: lines and text stay vectors.
    const QStringList lines = exportContext();
    const QFontMetrics metrics(font());
    const int header = metrics.height() * (static_cast<int>(lines.size()) + 1);
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(charts_->size() + QSize(0, header));
    svg.setViewBox(QRect(QPoint(0, 0), charts_->size() + QSize(0, header)));
    svg.setTitle(lines.value(0));
    svg.setDescription(lines.mid(1).join(QLatin1Char('\n')));
    QPainter painter;
    if (!painter.begin(&svg)) throw std::runtime_error(QStringLiteral("%1: the SVG could not be written").arg(path).toStdString());
    painter.setFont(font());
    for (int i = 0; i < lines.size(); ++i) painter.drawText(8, metrics.ascent() + 4 + i * metrics.height(), lines[i]);
    charts_->setExportLook(true);
    charts_->render(&painter, QPoint(0, header));
    charts_->setExportLook(false);
    painter.end();
    if (!QFileInfo(path).isFile() || QFileInfo(path).size() == 0)
        throw std::runtime_error(QStringLiteral("%1: the SVG could not be written").arg(path).toStdString());
}

void BenchPage::exportCsv(const QString& path) const { writeFile(path, QByteArray::fromStdString(bench::cellsCsv(cells_))); }

void BenchPage::exportJson(const QString& path) const
{
    if (!document_) throw std::runtime_error(tr("There is no run to export yet.").toStdString());
    writeFile(path, QByteArray::fromStdString(document_->dump(1) + "\n"));
}

void BenchPage::chooseAndExport(int what)
{
    static const char* const kFilters[] = {QT_TR_NOOP("PNG image (*.png)"), QT_TR_NOOP("CSV table (*.csv)"),
                                           QT_TR_NOOP("ArrayMark result (*.json)"), QT_TR_NOOP("SVG image (*.svg)")};
    static const char* const kSuffixes[] = {".png", ".csv", ".json", ".svg"};
    if (cells_.empty()) return showMessage(tr("There is no run to export yet."), true);
    // The last folder, and a name that says what the file holds.
    const QString folder = lastExportDir().isEmpty() ? QDir::homePath() : lastExportDir();
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export"), QDir(folder).filePath(suggestedExportName(QLatin1String(kSuffixes[what]))), tr(kFilters[what]));
    if (path.isEmpty()) return;
    setLastExportDir(QFileInfo(path).absolutePath());
    if (QFileInfo(path).suffix().isEmpty()) path += QLatin1String(kSuffixes[what]);
    try {
        if (what == 0) exportPng(path);
        if (what == 1) exportCsv(path);
        if (what == 2) exportJson(path);
        if (what == 3) exportSvg(path);
        showMessage(tr("Exported %1").arg(path), false);
    } catch (const std::exception& error) {
        showMessage(tr("Export failed: %1").arg(QString::fromUtf8(error.what())), true);
    }
}

} // namespace am::ui
