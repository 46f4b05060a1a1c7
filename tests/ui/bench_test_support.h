#pragma once

// Helpers for the workspace's UI tests: a stand-in for arraymark-cli that
// replays a recorded --stream (a real child process, so QProcess, pipes,
// line splitting and exit handling are all exercised), and test settings.

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>

namespace am::test {

inline const QString kRecordedStream =
    QStringLiteral(ARRAYMARK_TEST_DATA "/results/quick-stream.jsonl");

inline void useTestSettings()
{
    QStandardPaths::setTestModeEnabled(
        true); // settings and data go to test locations, not the user's
    QCoreApplication::setOrganizationName(QStringLiteral("ArrayMarkTest"));
    QCoreApplication::setApplicationName(QStringLiteral("ArrayMarkBenchTest"));
    QSettings().clear();
}

// Writes an executable shell script named arraymark-cli into `dir` and returns its path.
// `body` sees the recorded stream as $STREAM.
inline QString writeFakeCli(const QTemporaryDir& dir, const QString& body,
                            const QString& stream = kRecordedStream)
{
    const QString path = dir.filePath(QStringLiteral("arraymark-cli"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return {};
    file.write(QStringLiteral("#!/bin/sh\nSTREAM='%1'\n%2\n").arg(stream, body).toUtf8());
    file.close();
    file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
    return path;
}

// Replays the whole recorded run.
inline const QString kReplay = QStringLiteral("cat \"$STREAM\"");
// Two cells, the error line, one sample of the third cell, then a segfault.
inline const QString kCrashAfterTwoCells =
    QStringLiteral("head -n 12 \"$STREAM\"; echo 'engine: ring setup failed' >&2; kill -SEGV $$");
// Writes a line every 100 ms; on SIGTERM sends the recorded "done" line marked cancelled, as the
// real CLI does.
inline const QString kSlowUntilTerm = QStringLiteral(
    "trap 'tail -n 1 \"$STREAM\" | sed \"s/\\\"cancelled\\\":false/\\\"cancelled\\\":true/g\"; exit 0' TERM\n"
    "head -n 10 \"$STREAM\" | while read -r line; do echo \"$line\"; sleep 0.1; done\n"
    "while true; do sleep 0.1; done");

} // namespace am::test
