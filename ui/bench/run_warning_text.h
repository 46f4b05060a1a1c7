#pragma once

#include <QString>

#include "core/bench/run_warning.h"

namespace am::ui {

// A cell's honest-number warning in the user's language, with the figures the core measured
// (core/bench/run_warning.h keeps the English sentence for the CLI and the JSON).
QString runWarningText(const bench::RunWarning& warning);

// The mark a table cell carries when the cell has warnings.
QString runWarningMark();

} // namespace am::ui
