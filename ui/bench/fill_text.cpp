#include "ui/bench/fill_text.h"

#include <QCoreApplication>
#include <QLocale>

#include "ui/drives/drives_model.h"

namespace am::ui {

namespace {

struct FillText {
    Q_DECLARE_TR_FUNCTIONS(FillText)
};

QString bytes(double value)
{
    return sizeText(static_cast<std::uint64_t>(value), util::SizeUnits::Binary);
}

QString rate(double bytes_per_s)
{
    return bytes_per_s >= 1e9
               ? FillText::tr("%1 GB/s").arg(QLocale().toString(bytes_per_s / 1e9, 'f', 2))
               : FillText::tr("%1 MB/s").arg(QLocale().toString(bytes_per_s / 1e6, 'f', 0));
}

QString seconds(double value) { return QLocale().toString(value, 'f', value < 10 ? 1 : 0); }

} // namespace

QString fillCurveText(const bench::FillCurve& curve, bool live)
{
    if (curve.points.empty())
        return live ? FillText::tr("Nothing written yet.")
                    : FillText::tr("The cell has no samples: nothing to chart.");
    QString text =
        FillText::tr("Wrote %1 in %2 s").arg(bytes(curve.written_bytes), seconds(curve.seconds));
    if (!live && curve.range_bytes > 0 && curve.written_bytes < curve.range_bytes)
        text += FillText::tr(" (of %1: stopped by the runtime cap or a stop)")
                    .arg(bytes(curve.range_bytes));
    text += FillText::tr("; %1 in the first minute").arg(rate(curve.first_minute_rate));
    if (curve.cliff) {
        const bench::FillPoint& at = curve.points[*curve.cliff];
        return text +
               FillText::tr("; the write cache ran out after %1 (%2 s): %3 after it.")
                   .arg(bytes(at.written_bytes), seconds(at.time_s), rate(curve.steady_rate));
    }
    if (curve.late_drop) {
        const bench::FillPoint& at = curve.points[*curve.late_drop];
        return text + (live ? FillText::tr("; the rate fell below half of that after %1 (%2 s): "
                                           "a cliff if it stays down for %3 s.")
                            : FillText::tr("; the rate fell below half of that after %1 (%2 s), "
                                           "less than %3 s before the end: too late to tell a "
                                           "cliff."))
                          .arg(bytes(at.written_bytes), seconds(at.time_s),
                               QLocale().toString(bench::kCliffHoldS, 'f', 0));
    }
    return text + (live ? FillText::tr("; no cliff so far (median %1).")
                        : FillText::tr("; no cliff: the rate stayed above half of that for the "
                                       "whole fill (median %1)."))
                      .arg(rate(curve.steady_rate));
}

} // namespace am::ui
