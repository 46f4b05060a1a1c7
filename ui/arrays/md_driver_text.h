#pragma once

#include <QString>

#include "core/raid/md_driver.h"

namespace am::ui {

// Why no md array can be created or shown on this machine and what to do,
// as one translated paragraph; empty when the driver is loaded. The wizard's
// review page and the Arrays page both say exactly this.
QString mdDriverProblem(const raid::MdDriverAvailability& driver);

} // namespace am::ui
