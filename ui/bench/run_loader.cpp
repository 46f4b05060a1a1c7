#include "ui/bench/run_loader.h"

#include <stdexcept>
#include <string>

#include "core/bench/fio_import.h"
#include "core/bench/result_file.h"
#include "core/bench/result_json.h"
#include "core/bench/result_reader.h"
#include "core/campaign/document.h"
#include "core/util/text_file.h"

namespace am::ui {

namespace {

// A fleet document (arraymark-cli fleet --json): every host's result, shown as
// one run per host. False when the file is not one (its schema says so).
bool readFleet(const std::string& text, const QString& path, LoadedRun& loaded)
{
    // Only a fleet document names this schema; anything else is parsed once, by the result reader.
    if (text.find("\"arraymark.fleet/1\"") == std::string::npos) return false;
    nlohmann::json document;
    try {
        document = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception&) {
        return false;
    }
    if (!document.is_object() || document.value("schema", std::string()) != "arraymark.fleet/1")
        return false;
    bool first = true;
    for (const auto& host : document.value("hosts", nlohmann::json::array())) {
        const QString name = QString::fromStdString(host.value("name", std::string("?")));
        const auto result = host.find("result");
        if (result == host.end() || !result->is_object()) {
            loaded.failed_hosts << name + QStringLiteral(": ") +
                                       QString::fromStdString(host.value("error", std::string()));
            continue;
        }
        bench::RunDocument run = bench::readResultDocument(*result);
        if (first) {
            loaded.run = std::move(run);
            loaded.primary_label = name;
            first = false;
        } else {
            loaded.fleet_hosts.push_back({name, std::move(run.cells)});
        }
    }
    if (first)
        throw std::runtime_error(path.toStdString() +
                                 ": a fleet document in which no host returned a result");
    return true;
}

// A campaign document (arraymark-cli campaign --json): each configuration's
// cells on the healthy array as one series, labelled with its id, the way a
// fleet's hosts are. False when the file is not one.
bool readCampaign(const std::string& text, const QString& path, LoadedRun& loaded)
{
    if (text.find("\"arraymark.campaign/1\"") == std::string::npos) return false;
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception&) {
        return false;
    }
    if (!json.is_object() || json.value("schema", std::string()) != campaign::kCampaignSchema)
        return false;
    const campaign::CampaignDocument document = campaign::documentFromJson(json);
    loaded.campaign = true;
    bool first = true;
    for (const auto& configuration : document.configurations) {
        const QString id = QString::fromStdString(configuration.id);
        const auto* measured = configuration.phaseNamed(campaign::kPhaseMeasure);
        if (!measured || measured->cells.empty()) {
            loaded.failed_hosts << id + QStringLiteral(": ") +
                                       QString::fromStdString(configuration.outcome);
            continue;
        }
        if (first) {
            bench::RunInfo info;
            info.created = document.created;
            info.target.path = measured->target;
            loaded.run = bench::readResultDocument(bench::resultDocument(info, measured->cells));
            loaded.primary_label = id;
            first = false;
        } else {
            loaded.fleet_hosts.push_back({id, measured->cells});
        }
    }
    if (first)
        throw std::runtime_error(path.toStdString() +
                                 ": a campaign document in which no configuration was measured");
    return true;
}

} // namespace

LoadedRun loadRun(const bench::ResultStore& store, LoadedRun::Purpose purpose, const QString& path)
{
    LoadedRun loaded;
    loaded.path = path;
    loaded.purpose = purpose;
    try {
        bench::ResultFileJson file;
        if (purpose == LoadedRun::Purpose::Import) {
            file = {bench::importFioFile(path.toStdString()), bench::ResultFileKind::Fio};
        } else if (const std::string text = util::readTextFile(path.toStdString()).value_or("");
                   !readFleet(text, path, loaded) && !readCampaign(text, path, loaded)) {
            file = bench::readResultFileJson(path.toStdString()); // core tells fio output apart
        }
        loaded.imported_fio = file.kind == bench::ResultFileKind::Fio;
        if (loaded.imported_fio && purpose == LoadedRun::Purpose::Open)
            loaded.purpose = LoadedRun::Purpose::Import;
        if (loaded.imported_fio && loaded.purpose == LoadedRun::Purpose::Import) {
            loaded.saved_path = QString::fromStdString(store.save(file.document).string());
            loaded.runs = store.list();
        }
        if (!file.document.is_null()) {
            try {
                loaded.run = bench::readResultDocument(file.document);
            } catch (const bench::ResultFormatError& error) {
                throw bench::ResultFormatError(path.toStdString() + ": " + error.what());
            }
        }
        if (loaded.purpose != LoadedRun::Purpose::Overlay)
            loaded.document = std::make_shared<const nlohmann::json>(std::move(loaded.run.json));
        loaded.run.json = nullptr;
    } catch (const std::exception& error) {
        loaded.error = QString::fromUtf8(error.what());
    }
    return loaded;
}

} // namespace am::ui
