#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "core/bench/result.h"

namespace am::ui {

// Which cells of a run were measured, in one sentence used by the status line
// and the message after the run: cells finished, failed, and the one a Stop
// interrupted (kept, shown grey, not counted as measured).
struct RunSummary {
    Q_DECLARE_TR_FUNCTIONS(RunSummary)
public:
    int total = 0;              // cells the run was to measure
    int measured = 0;           // finished, not interrupted
    int failed = 0;             // reported as failed by the engine
    int stopped_cell = -1;      // index of the cell a Stop interrupted, -1 for none
    QString stopped_name;       // its name
    double stopped_after_s = 0; // what it measured
    double stopped_of_s = 0;    // of its planned time
    QString first_failure;      // the first failed cell's sentence
    int warned = 0;             // cells with honest-number warnings (run_warnings.h)

    // From the cells the views show (`cancelled` marks the interrupted one).
    static RunSummary of(const std::vector<bench::CellResult>& cells, int total, int failed,
                         const QString& first_failure);
    // "6 of 8 cells measured, 2 failed: …", "Stopped: 3 of 8 cells measured; cell 4 (…) was stopped
    // after 0.3 s of 1 s and is shown grey." Then how many cells carry warnings.
    QString text(bool stopped) const;
    // For the status line beside the progress bar: "3 of 5 cells measured, 1 stopped, 1 failed".
    QString shortText() const;

private:
    QString measuredText(bool stopped) const;
};

} // namespace am::ui
