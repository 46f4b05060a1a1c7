#pragma once

#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include "core/monitor/event.h"

Q_DECLARE_METATYPE(am::monitor::Event)

namespace am::ui {

// Follows the event log (core/monitor/event_log.h) as `tail -F` does: each
// complete line appended after start() becomes eventRead. A log that does not
// exist yet, is replaced or truncated is read again from its start. Lines that
// are not events are skipped with a warning.
class EventLogTail : public QObject {
    Q_OBJECT
public:
    explicit EventLogTail(QString path, QObject* parent = nullptr);

    // Starts from the end of the log as it is now: what was logged before is not news.
    void start();
    const QString& path() const { return path_; }

    // Reads what was appended since the last read (the watcher calls it; tests may).
    void readNew();

signals:
    void eventRead(const am::monitor::Event& event);

private:
    void watch();

    QString path_;
    QFileSystemWatcher watcher_;
    QTimer retry_; // while the log or its directory does not exist
    qint64 offset_ = 0;
    quint64 inode_ = 0;
    QByteArray partial_; // a line written only in part so far
};

} // namespace am::ui
