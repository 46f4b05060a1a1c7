#pragma once

// "Test connection" in the fleet dialog: for each ssh host, runs
// `ssh -o BatchMode=yes ... HOST CLI --version` (the argv the fleet run
// itself uses, from core/fleet) as a child process and reports what came
// back. Never blocks: one QProcess per host, answers as signals.

#include <QHash>
#include <QObject>
#include <QProcess>

#include "ui/fleet/fleet_runner.h"

namespace am::ui {

class ConnectionTester : public QObject {
    Q_OBJECT
public:
    explicit ConnectionTester(QObject* parent = nullptr);
    ~ConnectionTester() override;

    // `row` comes back in the answer so the dialog can place it.
    void test(int row, const FleetHostRow& host, const QString& ssh_config,
              const QString& ssh_program);
    bool busy() const { return !running_.isEmpty(); }

signals:
    void answered(int row, bool ok, const QString& message);

private:
    QHash<QProcess*, int> running_;
};

} // namespace am::ui
