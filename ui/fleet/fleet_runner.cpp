#include "ui/fleet/fleet_runner.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include "core/fleet/fleet_document.h"

namespace am::ui {

namespace {
constexpr int kKillAfterMs = 5000;
constexpr qsizetype kStderrKeep = 4000;

bool plainValue(const QString& value)
{
    for (QChar c : value)
        if (c.isSpace() || c == QLatin1Char('#')) return false;
    return true;
}

std::shared_ptr<FleetResult> parseFleetDone(const QByteArray& line)
{
    try {
        nlohmann::json event =
            nlohmann::json::parse(line.constData(), line.constData() + line.size());
        return fleetResultFromDocument(std::move(event["result"]));
    } catch (const std::exception&) {
        auto result = std::make_shared<FleetResult>();
        result->document = nullptr; // the watcher reports it
        return result;
    }
}
} // namespace

std::shared_ptr<FleetResult> fleetResultFromDocument(nlohmann::json document)
{
    auto result = std::make_shared<FleetResult>();
    result->outcomes = fleet::readFleetDocument(document);
    result->summary = fleet::summarizeCells(result->outcomes);
    result->document = std::move(document);
    return result;
}

QString fleetHostsFile(const QList<FleetHostRow>& rows, QString* error)
{
    QString text = QStringLiteral("# written by the ArrayMark fleet dialog\n");
    for (const FleetHostRow& row : rows) {
        for (const QString& value : {row.destination, row.target, row.cli}) {
            if (plainValue(value)) continue;
            if (error)
                *error = FleetRunner::tr(
                             "\"%1\": host names and paths in a fleet cannot hold blanks or '#'")
                             .arg(value);
            return {};
        }
        if (row.destination.isEmpty()) continue;
        text += row.destination;
        if (row.fio_server) text += QStringLiteral(" via=fio-server");
        if (!row.target.isEmpty()) text += QStringLiteral(" target=") + row.target;
        if (!row.cli.isEmpty()) text += QStringLiteral(" cli=") + row.cli;
        text += QLatin1Char('\n');
    }
    return text;
}

QStringList FleetRequest::arguments(const QString& hosts_file) const
{
    QStringList args{QStringLiteral("fleet"), QStringLiteral("--stream"), QStringLiteral("--hosts"),
                     hosts_file};
    if (!target.isEmpty()) args << QStringLiteral("--target") << target;
    args << QStringLiteral("--preset") << preset;
    if (runtime_s > 0) args << QStringLiteral("--runtime") << QString::number(runtime_s);
    if (!size.isEmpty()) args << QStringLiteral("--size") << size;
    if (serial) args << QStringLiteral("--serial");
    if (!ssh_config.isEmpty()) args << QStringLiteral("--ssh-config") << ssh_config;
    if (!ssh_program.isEmpty()) args << QStringLiteral("--ssh-program") << ssh_program;
    return args;
}

FleetRunner::FleetRunner(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<std::shared_ptr<am::ui::FleetResult>>();
    connect(&parse_, &QFutureWatcher<std::shared_ptr<FleetResult>>::finished, this, [this] {
        std::shared_ptr<FleetResult> result = parse_.result();
        if (result->document.is_null())
            emit failed(tr("The fleet's result could not be read."));
        else
            emit finished(result);
    });
}

FleetRunner::~FleetRunner()
{
    if (process_ && process_->state() != QProcess::NotRunning) {
        // Leaving mid-run (the app quits): SIGTERM lets the fleet command stop
        // its hosts' transports, which SIGKILL would orphan. The dialog itself
        // stops first and closes when the run has ended (FleetDialog::reject).
        process_->disconnect(this);
        process_->terminate();
        if (!process_->waitForFinished(3000)) {
            process_->kill();
            process_->waitForFinished(1000);
        }
    }
    parse_.waitForFinished();
}

void FleetRunner::start(const FleetRequest& request)
{
    if (running_) return;
    QString error;
    const QString text = fleetHostsFile(request.hosts, &error);
    if (text.isEmpty()) {
        emit failed(error);
        return;
    }
    hosts_file_ = std::make_unique<QTemporaryFile>(QDir::tempPath() +
                                                   QStringLiteral("/arraymark-fleet-XXXXXX.hosts"));
    if (!hosts_file_->open() || hosts_file_->write(text.toUtf8()) < 0 || !hosts_file_->flush()) {
        emit failed(tr("Cannot write the hosts file %1: %2")
                        .arg(hosts_file_->fileName(), hosts_file_->errorString()));
        return;
    }
    pending_.clear();
    stderr_tail_.clear();
    got_result_ = false;
    running_ = true;
    delete process_;
    process_ = new QProcess(this);
    process_->setProgram(request.cli);
    process_->setArguments(request.arguments(hosts_file_->fileName()));
    connect(process_, &QProcess::readyReadStandardOutput, this, &FleetRunner::readLines);
    connect(process_, &QProcess::readyReadStandardError, this, [this] {
        stderr_tail_ += process_->readAllStandardError();
        if (stderr_tail_.size() > kStderrKeep) stderr_tail_ = stderr_tail_.right(kStderrKeep);
    });
    connect(process_, &QProcess::finished, this, &FleetRunner::onFinished);
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart) return;
        running_ = false;
        emit failed(tr("arraymark-cli could not be started: %1").arg(process_->errorString()));
    });
    process_->start();
    emit started();
}

void FleetRunner::stop()
{
    if (!process_ || process_->state() == QProcess::NotRunning) return;
    // SIGTERM: the fleet command stops every host and still writes its document.
    process_->terminate();
    QTimer::singleShot(kKillAfterMs, process_, [p = process_] {
        if (p->state() != QProcess::NotRunning) p->kill();
    });
}

void FleetRunner::readLines()
{
    pending_ += process_->readAllStandardOutput();
    qsizetype start = 0;
    for (qsizetype newline = pending_.indexOf('\n'); newline >= 0;
         newline = pending_.indexOf('\n', start)) {
        handleLine(pending_.mid(start, newline - start));
        start = newline + 1;
    }
    pending_.remove(0, start);
}

void FleetRunner::handleLine(const QByteArray& line)
{
    if (line.startsWith("{\"type\":\"fleet_done\"")) {
        // Every host's whole result: parsed away from the GUI thread.
        got_result_ = true;
        parse_.setFuture(QtConcurrent::run(parseFleetDone, line));
        return;
    }
    const QJsonObject event = QJsonDocument::fromJson(line).object();
    const QString host = event.value(QStringLiteral("host")).toString();
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("sample")) {
        emit hostSample(host, tr("cell %1/%2 %3: %L4 IOPS now")
                                  .arg(event.value(QStringLiteral("cell")).toInt() + 1)
                                  .arg(event.value(QStringLiteral("cells")).toInt())
                                  .arg(event.value(QStringLiteral("name")).toString())
                                  .arg(event.value(QStringLiteral("iops")).toDouble(), 0, 'f', 0));
    } else if (type == QLatin1String("cell")) {
        const QJsonObject result = event.value(QStringLiteral("result")).toObject();
        emit hostProgress(host,
                          tr("cell %1/%2 %3: %L4 IOPS")
                              .arg(event.value(QStringLiteral("cell")).toInt() + 1)
                              .arg(event.value(QStringLiteral("cells")).toInt())
                              .arg(result.value(QStringLiteral("name")).toString())
                              .arg(result.value(QStringLiteral("iops")).toDouble(), 0, 'f', 0));
    } else if (type == QLatin1String("error")) {
        emit hostProgress(host,
                          tr("error: %1").arg(event.value(QStringLiteral("message")).toString()));
    } else if (type == QLatin1String("text")) {
        emit hostProgress(host, event.value(QStringLiteral("text")).toString());
    } else if (type == QLatin1String("host_done")) {
        emit hostDone(host, event.value(QStringLiteral("ok")).toBool(),
                      event.value(QStringLiteral("error")).toString());
    }
}

void FleetRunner::onFinished(int exit_code, QProcess::ExitStatus status)
{
    readLines();
    if (!pending_.isEmpty()) handleLine(pending_);
    pending_.clear();
    running_ = false;
    if (got_result_) return; // finished() comes from the parse
    const QString said = QString::fromUtf8(stderr_tail_).trimmed();
    if (status == QProcess::CrashExit)
        emit failed(tr("arraymark-cli fleet stopped: %1").arg(said));
    else
        emit failed(tr("arraymark-cli fleet ended with code %1: %2")
                        .arg(exit_code)
                        .arg(said.isEmpty() ? tr("no message") : said));
}

} // namespace am::ui
