#pragma once

#include <QByteArrayList>
#include <QObject>
#include <memory>
#include <vector>

#include "core/bench/result_reader.h"

namespace am::ui {

// Parses --stream lines on a worker thread: a "done" line carries the whole
// result document (hundreds of KiB for a matrix run), too much to parse in a
// GUI slot. Batches come back in order through a queued signal.
class StreamParser : public QObject {
    Q_OBJECT
public:
    struct Batch {
        std::vector<bench::StreamEvent> events;
        int bad_lines = 0;
        QString first_error;
        int run = 0; // drops batches of an earlier run
    };

public slots:
    void parse(const QByteArrayList& lines, int run);

signals:
    void parsed(std::shared_ptr<am::ui::StreamParser::Batch> batch);
};

} // namespace am::ui
