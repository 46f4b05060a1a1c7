#include "ui/notify/event_log_tail.h"

#include <sys/stat.h>

#include <QFile>
#include <QFileInfo>
#include <QtDebug>

#include "core/monitor/event_json.h"

namespace am::ui {

namespace {
struct LogState {
    bool exists = false;
    quint64 inode = 0;
    qint64 size = 0;
};

LogState stateOf(const QString& path)
{
    struct stat info {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) return {};
    return {true, static_cast<quint64>(info.st_ino), static_cast<qint64>(info.st_size)};
}
} // namespace

EventLogTail::EventLogTail(QString path, QObject* parent) : QObject(parent), path_(std::move(path))
{
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &EventLogTail::readNew);
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, this, &EventLogTail::readNew);
    retry_.setInterval(2000);
    connect(&retry_, &QTimer::timeout, this, &EventLogTail::readNew);
}

void EventLogTail::start()
{
    const LogState state = stateOf(path_);
    offset_ = state.size;
    inode_ = state.inode;
    partial_.clear();
    watch();
}

void EventLogTail::watch()
{
    const QString dir = QFileInfo(path_).absolutePath();
    if (!watcher_.directories().contains(dir) && QFileInfo::exists(dir)) watcher_.addPath(dir);
    // A replaced file drops out of the watcher: add it again.
    if (!watcher_.files().contains(path_) && QFileInfo::exists(path_)) watcher_.addPath(path_);
    const bool watched = watcher_.files().contains(path_);
    if (watched)
        retry_.stop();
    else if (!retry_.isActive())
        retry_.start();
}

void EventLogTail::readNew()
{
    watch();
    const LogState state = stateOf(path_);
    if (!state.exists) return;
    if (state.inode != inode_ || state.size < offset_) {
        // A new or truncated log: everything in it is new.
        inode_ = state.inode;
        offset_ = 0;
        partial_.clear();
    }
    if (state.size == offset_) return;
    QFile file(path_);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(offset_)) return;
    const QByteArray added = file.readAll();
    offset_ += added.size();
    partial_ += added;
    qsizetype start = 0;
    for (qsizetype end = partial_.indexOf('\n'); end >= 0; end = partial_.indexOf('\n', start)) {
        const QByteArray line = partial_.mid(start, end - start).trimmed();
        start = end + 1;
        if (line.isEmpty()) continue;
        try {
            emit eventRead(monitor::parseJsonLine(std::string_view(line.constData(), line.size())));
        } catch (const std::exception& error) {
            qWarning("%s: skipped a line: %s", qPrintable(path_), error.what());
        }
    }
    partial_.remove(0, start);
}

} // namespace am::ui
