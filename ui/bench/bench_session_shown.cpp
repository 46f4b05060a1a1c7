// BenchSession: the run on screen — opening, overlays, the estimate, and its data for export.
// Sentences keep the page's translation context: the person reads them on the page, and the .ts
// files hold them there.
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSysInfo>
#include <QtConcurrent/QtConcurrentRun>
#include <stdexcept>

#include "core/bench/cells_csv.h"
#include "core/bench/preset.h"
#include "core/bench/result_reader.h"
#include "core/bench/share_text.h"
#include "ui/bench/bench_session.h"
#include "ui/bench/history_model.h"
#include "ui/bench/reference_overlay.h"

namespace am::ui {

namespace {
void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(bytes) != bytes.size() || !file.flush())
        throw std::runtime_error(
            QStringLiteral("%1: %2").arg(path, file.errorString()).toStdString());
}

// A string field of a document's object, or "" (absent, null, another type, not an object).
QString textField(const nlohmann::json& object, const char* key)
{
    const auto found = object.is_object() ? object.find(key) : object.end();
    return found != object.end() && found->is_string()
               ? QString::fromStdString(found->get<std::string>())
               : QString();
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
        .arg(QString::fromStdString(run.preset),
             when.isValid() ? when.toLocalTime().toString(QStringLiteral("HH:mm")) : QString(),
             QFileInfo(QString::fromStdString(run.target_path)).fileName())
        .simplified();
}

// A cell a Stop interrupted is not a point of the curves: the table shows it grey instead.
std::vector<bench::CellResult> finishedOnly(std::vector<bench::CellResult> cells)
{
    std::erase_if(cells, [](const bench::CellResult& cell) { return cell.cancelled; });
    return cells;
}
} // namespace

const nlohmann::json& BenchSession::currentDocument() const
{
    static const nlohmann::json none;
    return document_ ? *document_ : none;
}

void BenchSession::showDocument(std::shared_ptr<const nlohmann::json> document,
                                std::vector<bench::CellResult> cells, const QString& label)
{
    document_ = std::move(document);
    document_label_ = label;
    cells_ = std::move(cells);
    emit documentShown();
}

QList<ChartRun> BenchSession::chartRuns() const
{
    QList<ChartRun> runs;
    runs.append(ChartRun{document_label_, ChartRun::Kind::Primary, finishedOnly(cells_)});
    for (ChartRun overlay : overlays_) {
        overlay.cells = finishedOnly(std::move(overlay.cells));
        runs.append(overlay);
    }
    if (reference_shown_) runs.append(reference_run_);
    if (!estimate_run_.cells.empty()) runs.append(estimate_run_);
    return runs;
}

QString BenchSession::shownPreset(const QString& chosen_preset) const
{
    if (document_) return textField(*document_, "preset");
    if (runner_->state() != BenchRunner::State::Idle) return runner_->request().preset;
    return cells_.empty() ? chosen_preset : QString();
}

std::vector<bench::Job> BenchSession::plannedJobs(const QString& preset) const
{
    if (preset.isEmpty()) return {};
    try {
        if (preset == QLatin1String(bench::kCustomPresetName))
            return bench::parsePreset(bench::customPresetDocument(custom_),
                                      bench::kCustomPresetName)
                .jobs;
        static const std::vector<bench::Preset> built_in =
            bench::loadPresets({}); // the ones compiled in, as the CLI's
        if (const bench::Preset* found = bench::findPreset(built_in, preset.toStdString()))
            return found->jobs;
    } catch (const std::exception&) {
    }
    return {}; // a preset from elsewhere: its cells decide
}

void BenchSession::setReferenceShown(bool shown)
{
    reference_shown_ = shown;
    emit chartRunsChanged();
}

void BenchSession::dropOverlays()
{
    overlays_.clear();
    emit chartRunsChanged();
}

void BenchSession::clearOverlays()
{
    overlays_.clear();
    clearEstimate(); // updates the charts
}

void BenchSession::openRun(const QString& path)
{
    if (runner_->state() != BenchRunner::State::Idle)
        return emit message(QCoreApplication::translate(
                                "am::ui::BenchPage",
                                "A run is being measured; open %1 when it ends, or overlay it now.")
                                .arg(path),
                            true);
    loadInBackground(LoadedRun::Purpose::Open, path);
}

void BenchSession::overlayRun(const QString& path)
{
    loadInBackground(LoadedRun::Purpose::Overlay, path);
}

void BenchSession::importFio(const QString& path)
{
    if (runner_->state() != BenchRunner::State::Idle)
        return emit message(
            QCoreApplication::translate("am::ui::BenchPage",
                                        "A run is being measured; import %1 when it ends.")
                .arg(path),
            true);
    loadInBackground(LoadedRun::Purpose::Import, path);
}

void BenchSession::deleteRun(const QString& path)
{
    try {
        store_.remove(path.toStdString());
    } catch (const std::exception& error) {
        emit message(QCoreApplication::translate("am::ui::BenchPage", "Cannot delete: %1")
                         .arg(QString::fromUtf8(error.what())),
                     true);
    }
    refreshHistory();
}

void BenchSession::loadInBackground(LoadedRun::Purpose purpose, const QString& path)
{
    auto* watcher = new QFutureWatcher<LoadedRun>(this);
    connect(watcher, &QFutureWatcher<LoadedRun>::finished, this, [this, watcher] {
        watcher->deleteLater();
        onLoaded(watcher->result());
    });
    // The worker gets copies (the store is a directory name), never the session.
    watcher->setFuture(QtConcurrent::run(
        [store = store_, purpose, path] { return loadRun(store, purpose, path); }));
}

void BenchSession::onLoaded(const LoadedRun& loaded)
{
    const QString& path = loaded.path;
    if (!loaded.error.isEmpty()) {
        switch (loaded.purpose) {
        case LoadedRun::Purpose::Open:
            emit message(QCoreApplication::translate("am::ui::BenchPage", "Cannot open %1: %2")
                             .arg(path, loaded.error),
                         true);
            break;
        case LoadedRun::Purpose::Overlay:
            emit message(QCoreApplication::translate("am::ui::BenchPage", "Cannot overlay %1: %2")
                             .arg(path, loaded.error),
                         true);
            break;
        case LoadedRun::Purpose::Import:
            emit message(QCoreApplication::translate("am::ui::BenchPage", "Cannot import %1: %2")
                             .arg(path, loaded.error),
                         true);
            break;
        }
        emit loadFinished(path, false);
        return;
    }
    bench::StoredRun stored;
    stored.created = loaded.run.created;
    stored.preset = loaded.run.preset;
    stored.target_path = loaded.run.target_path;
    if (loaded.purpose == LoadedRun::Purpose::Overlay) {
        overlays_.append(
            ChartRun{loaded.primary_label.isEmpty() ? runLabel(stored) : loaded.primary_label,
                     ChartRun::Kind::Overlay, loaded.run.cells});
        for (const auto& host : loaded.fleet_hosts)
            overlays_.append(ChartRun{host.label, ChartRun::Kind::Overlay, host.cells});
        emit chartRunsChanged();
        const QString difference = overlayJobDifference(loaded.run.cells, cells_);
        emit message(
            difference.isEmpty()
                ? QCoreApplication::translate("am::ui::BenchPage", "Overlaid %1.")
                      .arg(runLabel(stored))
                : QCoreApplication::translate("am::ui::BenchPage",
                                              "Overlaid %1; its jobs differ from this run's: %2.")
                      .arg(runLabel(stored), difference),
            false);
        emit loadFinished(path, true);
        return;
    }
    // A run measured meanwhile stays on screen; the file can be opened again after it.
    if (runner_->state() != BenchRunner::State::Idle) {
        if (loaded.purpose == LoadedRun::Purpose::Import) history_model_->setRuns(loaded.runs);
        emit message(QCoreApplication::translate(
                         "am::ui::BenchPage",
                         "A run is being measured; open %1 when it ends, or overlay it now.")
                         .arg(path),
                     true);
        emit loadFinished(path, false);
        return;
    }
    overlays_.clear();
    // A fleet (campaign) document: the first host (configuration) is the run, the others are
    // overlaid on it.
    for (const auto& host : loaded.fleet_hosts)
        overlays_.append(ChartRun{host.label, ChartRun::Kind::Overlay, host.cells});
    showDocument(loaded.document, loaded.run.cells,
                 loaded.primary_label.isEmpty() ? QFileInfo(path).completeBaseName()
                                                : loaded.primary_label);
    if (loaded.campaign) {
        const int configurations = static_cast<int>(loaded.fleet_hosts.size()) + 1;
        emit message(QCoreApplication::translate(
                         "am::ui::BenchPage",
                         "Opened the campaign %1: %n configuration(s) as series, healthy arrays.",
                         "", configurations)
                         .arg(path),
                     false);
        if (!loaded.failed_hosts.isEmpty())
            emit logged(QCoreApplication::translate("am::ui::BenchPage",
                                                    "Configurations without a measurement: %1")
                            .arg(loaded.failed_hosts.join(QStringLiteral("; "))));
    } else if (!loaded.primary_label.isEmpty()) {
        const int hosts = static_cast<int>(loaded.fleet_hosts.size()) + 1;
        emit message(QCoreApplication::translate("am::ui::BenchPage",
                                                 "Opened the fleet run %1: %n host(s) as series.",
                                                 "", hosts)
                         .arg(path),
                     false);
        if (!loaded.failed_hosts.isEmpty())
            emit logged(
                QCoreApplication::translate("am::ui::BenchPage", "Hosts without a result: %1")
                    .arg(loaded.failed_hosts.join(QStringLiteral("; "))));
    } else if (loaded.purpose == LoadedRun::Purpose::Import) {
        history_model_->setRuns(loaded.runs);
        emit message(
            QCoreApplication::translate("am::ui::BenchPage", "Imported %1 and kept it as %2.")
                .arg(path, loaded.saved_path),
            false);
    } else {
        const int cells = static_cast<int>(loaded.run.cells.size());
        emit message(
            QCoreApplication::translate("am::ui::BenchPage", "Opened %1: %n cell(s).", "", cells)
                .arg(path),
            false);
    }
    estimateForShownArray();
    emit loadFinished(path, true);
}

void BenchSession::overlayEstimate(const EstimateSpec& spec)
{
    // A previous computation still running is replaced: only the last one counts.
    // The run's own cells too, so the estimate is also at the depths it measured.
    estimate_watcher_.setFuture(QtConcurrent::run(
        [spec, cells = finishedOnly(cells_)] { return computeEstimateOverlay(spec, cells); }));
}

void BenchSession::overlayChosenEstimate(const EstimateSpec& spec)
{
    estimate_automatic_ = false;
    overlayEstimate(spec);
}

void BenchSession::onEstimated()
{
    const EstimateOverlay result = estimate_watcher_.result();
    if (!result.error.isEmpty()) {
        emit message(
            QCoreApplication::translate("am::ui::BenchPage", "No estimate: %1").arg(result.error),
            true);
        emit estimateShown(false);
        return;
    }
    // The table's ratio: the estimate at the run's own depths first, then the profile's matrix.
    estimate_cells_ = result.run.at_run_depths;
    estimate_extrapolated_ = result.run.extrapolated;
    estimate_cells_.insert(estimate_cells_.end(), result.run.cells.begin(), result.run.cells.end());
    estimate_run_ = result.run;
    // The charts draw the random matrix; the sequential cells go to the table's ratio only
    // (at 1 MiB they would fall on the random 1M points of the same read share).
    std::erase_if(estimate_run_.cells, [](const bench::CellResult& cell) {
        return cell.job.pattern != bench::Pattern::Random;
    });
    emit estimateChanged(true);
    emit message(result.note, false);
    emit estimateShown(true);
}

void BenchSession::clearEstimate()
{
    estimate_run_ = {};
    estimate_cells_.clear();
    estimate_extrapolated_.clear();
    estimate_automatic_ = false;
    emit estimateChanged(false);
}

std::optional<EstimateSpec> BenchSession::shownArraySpec() const
{
    if (!document_ || !scan_) return std::nullopt;
    const auto& scan = scan_();
    if (!scan) return std::nullopt;
    return arraySpecFor(*document_, *scan, history_model_->runs());
}

void BenchSession::estimateForShownArray()
{
    if (estimate_automatic_) clearEstimate(); // it described the previous run's array
    const auto spec = shownArraySpec();
    if (!spec) return;
    estimate_automatic_ = true;
    overlayEstimate(*spec);
}

void BenchSession::onDrivesScanned()
{
    if (estimate_run_.cells.empty() && !estimate_watcher_.isRunning()) estimateForShownArray();
}

QStringList BenchSession::exportContext(const QString& chosen_preset) const
{
    const nlohmann::json& doc = currentDocument();
    auto text = textField;
    const nlohmann::json& target = objectField(doc, "target");
    const nlohmann::json& device = objectField(target, "device");
    QString target_path = text(target, "path");
    if (target_path.isEmpty()) target_path = runner_->request().target;
    const QString model = text(device, "model").trimmed();
    const QString preset_name =
        text(doc, "preset").isEmpty() ? shownPreset(chosen_preset) : text(doc, "preset");
    const PresetInfo* preset = findWorkspacePreset(presets_, preset_name);
    QString host = text(objectField(doc, "host"), "hostname");
    if (host.isEmpty()) host = QSysInfo::machineHostName();
    const QDateTime created = QDateTime::fromString(text(doc, "created"), Qt::ISODate);
    const QDateTime when = created.isValid() ? created.toLocalTime() : QDateTime::currentDateTime();
    return {QCoreApplication::translate("am::ui::BenchPage", "ArrayMark: %1")
                .arg(preset ? preset->title : document_label_),
            model.isEmpty()
                ? QCoreApplication::translate("am::ui::BenchPage", "Target: %1").arg(target_path)
                : QCoreApplication::translate("am::ui::BenchPage", "Target: %1 (%2)")
                      .arg(target_path, model),
            QCoreApplication::translate("am::ui::BenchPage", "Host: %1").arg(host),
            QCoreApplication::translate("am::ui::BenchPage", "Date: %1")
                .arg(QLocale().toString(when, QLocale::LongFormat)),
            QCoreApplication::translate("am::ui::BenchPage", "Preset: %1")
                .arg(preset ? QStringLiteral("%1 (%2)").arg(preset->title, preset->name)
                            : preset_name)};
}

QString BenchSession::suggestedExportName(const QString& suffix, const QString& chosen_preset) const
{
    const nlohmann::json& doc = currentDocument();
    QString target = textField(objectField(doc, "target"), "path");
    target = QFileInfo(target.isEmpty() ? runner_->request().target : target).fileName();
    const QString preset = shownPreset(chosen_preset);
    const QDateTime created = QDateTime::fromString(textField(doc, "created"), Qt::ISODate);
    const QString date = (created.isValid() ? created.toLocalTime() : QDateTime::currentDateTime())
                             .toString(QStringLiteral("yyyy-MM-dd-HHmm"));
    QStringList parts{QStringLiteral("arraymark")};
    for (QString part : {target, preset, date}) {
        part.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")),
                     QStringLiteral("_")); // a file name, not a path
        if (!part.isEmpty()) parts << part;
    }
    return parts.join(QLatin1Char('-')) + suffix;
}

void BenchSession::exportCsv(const QString& path) const
{
    writeFile(path, QByteArray::fromStdString(bench::cellsCsv(cells_)));
}

QString BenchSession::shareText(ShareFormat format) const
{
    if (!document_)
        throw std::runtime_error(
            QCoreApplication::translate("am::ui::BenchPage", "There is no run to copy yet.")
                .toStdString());
    const bench::RunDocument run = bench::readResultDocument(*document_);
    return QString::fromStdString(format == ShareFormat::CrystalDiskMark
                                      ? bench::cdmText(run)
                                      : bench::markdownText(run, &cells_));
}

void BenchSession::exportJson(const QString& path) const
{
    if (!document_)
        throw std::runtime_error(
            QCoreApplication::translate("am::ui::BenchPage", "There is no run to export yet.")
                .toStdString());
    writeFile(path, QByteArray::fromStdString(document_->dump(1) + "\n"));
}

} // namespace am::ui
