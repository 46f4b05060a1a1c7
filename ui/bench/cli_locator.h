#pragma once

#include <QString>

namespace am::ui {

// Where arraymark-cli is: $ARRAYMARK_CLI when set, else next to the running executable first (build
// tree, installed bin/), then $PATH. Empty when neither has it.
QString findArrayMarkCli();

} // namespace am::ui
