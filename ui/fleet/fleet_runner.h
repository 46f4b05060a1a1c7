#pragma once

// Runs `arraymark-cli fleet --stream` as a child process for the fleet
// dialog, as BenchRunner does for one bench: the GUI thread only reads
// short lines; the final document (every host's whole result) is parsed on
// a worker thread.

#include <memory>
#include <vector>

#include <QFutureWatcher>
#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTemporaryFile>

#include <nlohmann/json.hpp>

#include "core/fleet/fleet_summary.h"
#include "core/fleet/host_run.h"

namespace am::ui {

// One row of the dialog's host table.
struct FleetHostRow {
    QString destination;     // ssh destination, or fio's HOST[,PORT]
    bool fio_server = false; // via=fio-server
    QString target;          // empty: the request's target
    QString cli;             // empty: arraymark-cli on the host's PATH
};

// The hosts file `arraymark-cli fleet --hosts` reads (docs/fleet.md). Returns
// an empty string and sets `error` when a value holds blanks or '#', which the
// file format cannot carry.
QString fleetHostsFile(const QList<FleetHostRow>& rows, QString* error);

struct FleetRequest {
    QString cli; // the local arraymark-cli
    QList<FleetHostRow> hosts;
    QString target; // for rows without their own
    QString preset;
    double runtime_s = 0; // 0: the preset's own
    QString size;         // empty: bench's default
    bool serial = false;
    QString ssh_config;  // --ssh-config; empty: the user's own
    QString ssh_program; // hidden --ssh-program (tests); empty: ssh
    QStringList arguments(const QString& hosts_file) const;
};

struct FleetResult {
    std::vector<fleet::HostOutcome> outcomes;
    std::vector<fleet::CellSummary> summary;
    nlohmann::json document; // arraymark.fleet/1, for export
};

// Reads an arraymark.fleet/1 document into outcomes and the per-cell summary.
// Throws std::exception with a message when it is not one. For worker threads.
std::shared_ptr<FleetResult> fleetResultFromDocument(nlohmann::json document);

class FleetRunner : public QObject {
    Q_OBJECT
public:
    explicit FleetRunner(QObject* parent = nullptr);
    ~FleetRunner() override;

    void start(const FleetRequest& request);
    void stop();
    bool isRunning() const { return running_; }

signals:
    void started();
    void hostProgress(const QString& host, const QString& text); // a finished cell, an error
    void hostSample(const QString& host, const QString& text);   // the running cell's latest rate
    void hostDone(const QString& host, bool ok, const QString& error);
    void finished(std::shared_ptr<am::ui::FleetResult> result);
    void failed(const QString& message);

private:
    void readLines();
    void handleLine(const QByteArray& line);
    void onFinished(int exit_code, QProcess::ExitStatus status);

    QProcess* process_ = nullptr;
    std::unique_ptr<QTemporaryFile> hosts_file_;
    QFutureWatcher<std::shared_ptr<FleetResult>> parse_;
    QByteArray pending_;
    QByteArray stderr_tail_;
    bool running_ = false;
    bool got_result_ = false;
};

} // namespace am::ui

Q_DECLARE_METATYPE(std::shared_ptr<am::ui::FleetResult>)
