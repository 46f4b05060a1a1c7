#include "ui/bench/stream_parser.h"

namespace am::ui {

void StreamParser::parse(const QByteArrayList& lines, int run)
{
    auto batch = std::make_shared<Batch>();
    batch->run = run;
    batch->events.reserve(static_cast<std::size_t>(lines.size()));
    for (const QByteArray& raw : lines) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty()) continue;
        try {
            batch->events.push_back(bench::parseStreamLine(
                std::string_view(line.constData(), static_cast<std::size_t>(line.size()))));
        } catch (const std::exception& error) {
            // One odd line must not end a run that measures well; it is reported at the end.
            if (batch->bad_lines++ == 0) batch->first_error = QString::fromUtf8(error.what());
        }
    }
    emit parsed(batch);
}

} // namespace am::ui
