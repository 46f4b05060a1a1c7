#pragma once

#include <QByteArrayList>
#include <QObject>
#include <QString>

namespace am::ui {

// How a run ended, as its transport saw it.
struct TransportEnd {
    int exit_code = 0;
    bool crashed = false; // killed by a signal (a Stop that was not answered, a crash)
    QString
        failure; // the transport's own sentence (the helper refused or went away); empty otherwise
    QString stderr_tail; // what the child last wrote to stderr
};

// Carries one run's stream lines from where the engine runs to BenchRunner:
// arraymark-cli as a child process, or arraymark-helper through its channel.
// Chosen once per run; the runner talks only to this interface.
class BenchTransport : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual void begin() = 0;
    // Asks the engine to end the current cell and send what it measured.
    virtual void cancel() = 0;
    // False when nothing can stop it from here (the helper's channel is gone).
    virtual bool canStop() const = 0;
    virtual bool throughHelper() const = 0;
    // The run is over for the runner: stop forwarding anything.
    virtual void detach() = 0;

signals:
    // Raw lines, split but not parsed (possibly a last one without its newline).
    void linesRead(const QByteArrayList& lines);
    // Once; after the last linesRead.
    void ended(const am::ui::TransportEnd& end);
    // The child could not start: nothing was run, and `ended` does not follow.
    void startFailed(const QString& message);
};

} // namespace am::ui
