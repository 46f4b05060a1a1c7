#include "ui/fleet/connection_tester.h"

#include "core/fleet/host_run.h"
#include "core/fleet/transport_argv.h"

namespace am::ui {

ConnectionTester::ConnectionTester(QObject* parent) : QObject(parent) {}

ConnectionTester::~ConnectionTester()
{
    for (QProcess* process : running_.keys()) {
        process->disconnect(this);
        process->kill();
        process->waitForFinished(500);
    }
}

void ConnectionTester::test(int row, const FleetHostRow& host, const QString& ssh_config,
                            const QString& ssh_program)
{
    if (host.fio_server) {
        emit answered(row, true, tr("fio-server hosts are reached when the run starts"));
        return;
    }
    fleet::SshSettings ssh;
    ssh.config_file = ssh_config.toStdString();
    if (!ssh_program.isEmpty()) ssh.program = ssh_program.toStdString();
    ssh.connect_timeout_s = 5;
    const QString cli = host.cli.isEmpty() ? QStringLiteral("arraymark-cli") : host.cli;
    const std::vector<std::string> argv =
        fleet::sshArgv(ssh, host.destination.toStdString(), {cli.toStdString(), "--version"});
    auto* process = new QProcess(this);
    running_.insert(process, row);
    QStringList args;
    for (std::size_t i = 1; i < argv.size(); ++i) args << QString::fromStdString(argv[i]);
    connect(process, &QProcess::finished, this,
            [this, process, host](int exit_code, QProcess::ExitStatus) {
                const int row = running_.take(process);
                const QString out = QString::fromUtf8(process->readAllStandardOutput()).trimmed();
                const QString err = QString::fromUtf8(process->readAllStandardError());
                process->deleteLater();
                if (exit_code == 0) {
                    emit answered(row, true, tr("OK: %1").arg(out));
                    return;
                }
                fleet::HostSpec spec;
                spec.name = spec.destination = host.destination.toStdString();
                spec.cli = host.cli.toStdString();
                emit answered(row, false,
                              QString::fromStdString(fleet::describeFailure(
                                  fleet::Transport::Ssh, spec, exit_code, err.toStdString())));
            });
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart) return;
        const int row = running_.take(process);
        process->deleteLater();
        emit answered(row, false, tr("ssh could not be started: %1").arg(process->errorString()));
    });
    process->start(QString::fromStdString(argv[0]), args);
}

} // namespace am::ui
