#include "ui/bench/run_warning_text.h"

#include <QCoreApplication>
#include <QLocale>

namespace am::ui {

namespace {

struct RunWarningText {
    Q_DECLARE_TR_FUNCTIONS(RunWarningText)
};

QString rate(double bytes_per_s)
{
    return bytes_per_s >= 1e9
               ? RunWarningText::tr("%1 GB/s").arg(QLocale().toString(bytes_per_s / 1e9, 'f', 2))
               : RunWarningText::tr("%1 MB/s").arg(QLocale().toString(bytes_per_s / 1e6, 'f', 0));
}

QString percent(double value) { return QLocale().toString(value, 'f', 0); }

// The core's own words for a direction or the buffers, in the user's language.
QString detailText(const std::string& detail)
{
    if (detail == "read") return RunWarningText::tr("read");
    if (detail == "written") return RunWarningText::tr("written");
    if (detail == "zero-filled") return RunWarningText::tr("zero-filled");
    return QString::fromStdString(detail);
}

} // namespace

QString runWarningMark() { return QStringLiteral("⚠"); }

QString runWarningText(const bench::RunWarning& w)
{
    const QString subject = QString::fromStdString(w.subject);
    const QString detail = QString::fromStdString(w.detail);
    switch (w.kind) {
    case bench::RunWarningKind::FasterThanLink:
        return RunWarningText::tr("%1 is more than the %2 link of %3 carries (%4): not all of it "
                                  "crossed the link (a cache above the device, or compression)")
            .arg(rate(w.measured), detail, subject, rate(w.limit));
    case bench::RunWarningKind::CacheServed:
        if (w.detail.empty())
            return RunWarningText::tr("The file is on %1, in memory: this measured memory, not a "
                                      "drive")
                .arg(subject);
        return RunWarningText::tr("%1 moved %2 % of the bytes the engine counted as %3: a cache "
                                  "served the rest (the page cache, or a filesystem that ignored "
                                  "direct I/O)")
            .arg(subject, percent(w.measured), detailText(w.detail));
    case bench::RunWarningKind::CompressingTarget:
        return RunWarningText::tr("%1 compresses and the written buffers are %2: it stored less "
                                  "than was written; choose random buffers")
            .arg(subject, w.detail == "zero-filled"
                              ? detailText(w.detail)
                              : RunWarningText::tr("compressible (%1)").arg(detail));
    case bench::RunWarningKind::CowFilesystem:
        return RunWarningText::tr("The file is on %1, which writes copy-on-write: writes go to new "
                                  "places and fragment the file, so this measured the "
                                  "filesystem's allocator too")
            .arg(subject);
    case bench::RunWarningKind::CpuBound:
        return RunWarningText::tr("CPU-bound: the engine's threads used %1 % of their %n core(s); "
                                  "this number measures the host, not the drive",
                                  "", static_cast<int>(w.limit))
            .arg(percent(w.measured));
    case bench::RunWarningKind::MdResyncing:
        return RunWarningText::tr("%1 was busy with a %2 while the cell ran: the array shared its "
                                  "drives with that work")
            .arg(subject, detail);
    }
    return QString::fromStdString(bench::warningText(w));
}

} // namespace am::ui
