#include "ui/bench/run_summary.h"

#include <QCoreApplication>
#include <QLocale>

#include "ui/bench/cell_name.h"
#include "ui/bench/run_warning_text.h"

namespace am::ui {

namespace {
QString seconds(double s) { return QLocale().toString(s, 'f', s < 10 ? 1 : 0); }
} // namespace

RunSummary RunSummary::of(const std::vector<bench::CellResult>& cells, int total, int failed,
                          const QString& first_failure)
{
    RunSummary summary;
    summary.failed = failed;
    summary.first_failure = first_failure;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const auto& cell = cells[i];
        if (!cell.warnings.empty()) ++summary.warned;
        if (!cell.cancelled) {
            ++summary.measured;
            continue;
        }
        summary.stopped_cell = static_cast<int>(i);
        summary.stopped_name = cellName(cell.job);
        summary.stopped_after_s = cell.measured_s;
        summary.stopped_of_s = cell.job.runtime_s;
    }
    summary.total = std::max(total, static_cast<int>(cells.size()) + failed);
    return summary;
}

QString RunSummary::text(bool stopped) const
{
    const QString warnings =
        warned > 0 ? QLatin1Char(' ') + tr("%1 %n cell(s) carry a warning: a number that may not "
                                           "mean what it seems (the cell's tooltip says why).",
                                           "", warned)
                                            .arg(runWarningMark())
                   : QString();
    return measuredText(stopped) + warnings;
}

QString RunSummary::measuredText(bool stopped) const
{
    QString sentence;
    if (stopped) {
        sentence = tr("Stopped: %1 of %n cell(s) measured", "", total).arg(measured);
        if (stopped_cell >= 0)
            sentence +=
                tr("; cell %1 (%2) was stopped after %3 s of %4 s and is shown grey, not counted")
                    .arg(stopped_cell + 1)
                    .arg(stopped_name, seconds(stopped_after_s), seconds(stopped_of_s));
        sentence += QLatin1Char('.');
    } else {
        if (failed > 0)
            return tr("%1 of %2 cells measured, %n failed. The first: %3", "", failed)
                .arg(measured)
                .arg(total)
                .arg(first_failure);
        sentence = measured == total ? tr("All %n cell(s) measured.", "", total)
                                     : tr("%1 of %n cell(s) measured.", "", total).arg(measured);
    }
    if (failed > 0)
        sentence += QLatin1Char(' ') +
                    tr("%n cell(s) failed. The first: %1", "", failed).arg(first_failure);
    return sentence;
}

QString RunSummary::shortText() const
{
    QString text = tr("%1 of %n cell(s) measured", "", total).arg(measured);
    if (stopped_cell >= 0) text += tr(", 1 stopped");
    if (failed > 0) text += tr(", %n failed", "", failed);
    if (warned > 0) text += tr(", %1 %n with warnings", "", warned).arg(runWarningMark());
    return text;
}

} // namespace am::ui
