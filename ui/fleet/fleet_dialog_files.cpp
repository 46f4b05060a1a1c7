// The fleet dialog's files: hosts files (docs/fleet.md) loaded and saved,
// fleet documents exported and opened. Every read and write runs on a worker
// thread; the dialog only sees the outcome.

#include <filesystem>
#include <fstream>
#include <sstream>

#include <QDateTime>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtConcurrent/QtConcurrentRun>

#include "core/fleet/host_list.h"
#include "ui/fleet/fleet_dialog.h"
#include "ui/fleet/fleet_runner.h"

namespace am::ui {

namespace {

// What a worker hands back: a value, or the message of what went wrong.
template <typename T> struct Outcome {
    T value{};
    QString error;
};

// Runs `work` on the thread pool and `done` with its outcome on `owner`'s thread.
template <typename T, typename Work, typename Done>
void inBackground(QObject* owner, Work work, Done done)
{
    auto* watcher = new QFutureWatcher<Outcome<T>>(owner);
    QObject::connect(watcher, &QFutureWatcher<Outcome<T>>::finished, owner, [watcher, done] {
        done(watcher->result());
        watcher->deleteLater();
    });
    watcher->setFuture(QtConcurrent::run([work] {
        Outcome<T> outcome;
        try {
            outcome.value = work();
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        return outcome;
    }));
}

std::string readWhole(const std::string& path)
{
    std::ifstream in(path);
    if (!in) throw std::runtime_error(path + ": cannot be opened for reading");
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeWhole(const std::string& path, const std::string& text)
{
    std::ofstream out(path);
    out << text;
    if (!out.flush()) throw std::runtime_error(path + ": cannot be written");
}

const QString kHostsFilter = QStringLiteral("*.hosts *.txt");

} // namespace

void FleetDialog::chooseHostsToLoad()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Load hosts"), QString(), tr("Hosts files (%1);;All files (*)").arg(kHostsFilter));
    if (!path.isEmpty()) loadHostsFile(path);
}

void FleetDialog::chooseHostsToSave()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save hosts"), QStringLiteral("fleet.hosts"),
                                     tr("Hosts files (%1)").arg(kHostsFilter));
    if (!path.isEmpty()) saveHostsFile(path);
}

void FleetDialog::chooseResultToOpen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a fleet result"), QString(),
                                                      tr("Fleet result (*.json)"));
    if (!path.isEmpty()) openResult(path);
}

void FleetDialog::loadHostsFile(const QString& path)
{
    using Hosts = std::vector<fleet::HostSpec>;
    inBackground<Hosts>(
        this, [file = path.toStdString()] { return fleet::parseHostList(readWhole(file), file); },
        [this, path](const Outcome<Hosts>& loaded) {
            if (!loaded.error.isEmpty()) {
                appendLog(tr("Cannot load %1: %2").arg(path, loaded.error));
                emit hostsLoaded(false);
                return;
            }
            table_->setRowCount(0);
            for (const fleet::HostSpec& host : loaded.value) {
                addHost({QString::fromStdString(host.destination),
                         host.transport == fleet::Transport::FioServer,
                         QString::fromStdString(host.target), QString::fromStdString(host.cli)});
                if (host.name != host.destination)
                    appendLog(tr("%1: the dialog names hosts by destination; name=%2 is not kept")
                                  .arg(QString::fromStdString(host.destination),
                                       QString::fromStdString(host.name)));
            }
            appendLog(
                tr("Loaded %n host(s) from %1.", nullptr, static_cast<int>(loaded.value.size()))
                    .arg(path));
            emit hostsLoaded(true);
        });
}

void FleetDialog::saveHostsFile(const QString& path)
{
    QString error;
    const QString text = fleetHostsFile(hosts(), &error);
    if (text.isEmpty()) {
        appendLog(error);
        emit hostsSaved(false);
        return;
    }
    inBackground<bool>(
        this,
        [file = path.toStdString(), content = text.toStdString()] {
            writeWhole(file, content);
            return true;
        },
        [this, path](const Outcome<bool>& saved) {
            appendLog(saved.error.isEmpty() ? tr("Saved %1").arg(path)
                                            : tr("Cannot save %1: %2").arg(path, saved.error));
            emit hostsSaved(saved.error.isEmpty());
        });
}

void FleetDialog::openResult(const QString& path)
{
    using Result = std::shared_ptr<FleetResult>;
    inBackground<Result>(
        this,
        [file = path.toStdString()] {
            return fleetResultFromDocument(nlohmann::json::parse(readWhole(file)));
        },
        [this, path](const Outcome<Result>& opened) {
            if (!opened.error.isEmpty()) {
                appendLog(tr("Cannot open %1: %2").arg(path, opened.error));
                emit runFinished(false);
                return;
            }
            log_->clear();
            appendLog(tr("Opened %1").arg(path));
            showResult(opened.value);
        });
}

void FleetDialog::exportResult()
{
    if (!result_) return;
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export the fleet result"),
                                     QStringLiteral("fleet.json"), tr("Fleet result (*.json)"));
    if (path.isEmpty()) return;
    // The document holds every host's samples: written on a worker thread.
    inBackground<bool>(
        this,
        [result = result_, file = path.toStdString()] {
            writeWhole(file, result->document.dump(2) + "\n");
            return true;
        },
        [this, path](const Outcome<bool>& saved) {
            if (saved.error.isEmpty())
                appendLog(tr("Saved %1").arg(path));
            else
                QMessageBox::warning(this, tr("Export"), tr("Cannot write %1.").arg(path));
        });
}

void FleetDialog::sendToWorkspace()
{
    if (!result_) return;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    const QString path =
        dir + QStringLiteral("/fleet-%1.json")
                  .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    inBackground<bool>(
        this,
        [result = result_, dir = dir.toStdString(), file = path.toStdString()] {
            std::filesystem::create_directories(dir);
            writeWhole(file, result->document.dump() + "\n");
            return true;
        },
        [this, path](const Outcome<bool>& saved) {
            if (saved.error.isEmpty())
                emit showInWorkspace(path);
            else
                QMessageBox::warning(this, tr("Show in workspace"),
                                     tr("Cannot write %1.").arg(path));
        });
}

} // namespace am::ui
