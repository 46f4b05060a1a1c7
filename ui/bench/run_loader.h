#pragma once

#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

#include "core/bench/result_reader.h"
#include "core/bench/result_store.h"

namespace am::ui {

// Reading a result file off the GUI thread: a matrix run with samples is
// megabytes of JSON, and a file chosen by hand may be anything. Everything
// here runs on a worker and touches no widget.
struct LoadedRun {
    enum class Purpose { Open, Overlay, Import };
    Purpose purpose = Purpose::Open;
    QString path;
    bench::RunDocument run; // cells and header; run.json moved into `document`
    std::shared_ptr<const nlohmann::json> document; // the whole document (Open, Import)
    bool imported_fio = false;
    QString saved_path;                 // Import: where the history keeps it
    std::vector<bench::StoredRun> runs; // Import: the history listed again
    // An arraymark.fleet/1 document: `run` is its first host that returned a
    // result, these are the others, each labelled with its host's name. An
    // arraymark.campaign/1 document (`campaign`) the same way, one series per
    // configuration measured, labelled with its id.
    bool campaign = false;
    QString primary_label; // the first host's or configuration's name (empty: neither)
    struct HostRun {
        QString label;
        std::vector<bench::CellResult> cells;
    };
    std::vector<HostRun> fleet_hosts;
    QStringList failed_hosts; // "name: error" of hosts (configurations) without a result
    QString error;            // the core's message when it failed
};

// Open: a result document (or fio output, told apart by core/bench/result_file.h,
// imported into the history).
// Overlay: a result document or fio output, not kept. Import: fio output, kept.
LoadedRun loadRun(const bench::ResultStore& store, LoadedRun::Purpose purpose, const QString& path);

} // namespace am::ui
