#include "ui/bench/run_loader.h"

#include <QFile>

#include "core/bench/fio_import.h"

namespace am::ui {

bool isFioOutput(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(4096).contains("\"fio version\"");
}

LoadedRun loadRun(const bench::ResultStore& store, LoadedRun::Purpose purpose, const QString& path)
{
    LoadedRun loaded;
    loaded.path = path;
    loaded.purpose = purpose;
    try {
        loaded.imported_fio = purpose == LoadedRun::Purpose::Import || isFioOutput(path);
        if (loaded.imported_fio && purpose == LoadedRun::Purpose::Open) loaded.purpose = LoadedRun::Purpose::Import;
        if (loaded.imported_fio) {
            nlohmann::json document = bench::importFioFile(path.toStdString());
            if (loaded.purpose == LoadedRun::Purpose::Import) {
                loaded.saved_path = QString::fromStdString(store.save(document).string());
                loaded.runs = store.list();
            }
            loaded.run = bench::readResultDocument(document);
        } else {
            loaded.run = store.load(path.toStdString());
        }
        if (loaded.purpose != LoadedRun::Purpose::Overlay) loaded.document = std::make_shared<const nlohmann::json>(std::move(loaded.run.json));
        loaded.run.json = nullptr;
    } catch (const std::exception& error) {
        loaded.error = QString::fromUtf8(error.what());
    }
    return loaded;
}

} // namespace am::ui
