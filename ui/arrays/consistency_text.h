#pragma once

#include <QString>

#include "core/raid/consistency.h"

namespace am::ui {

// What a crash consistency policy costs and gives, for people (the GUI's translated words for
// core's kConsistencyPolicies rows): the Consistency dialog and the wizard's choice.
QString consistencyWords(raid::ConsistencyPolicy policy);

} // namespace am::ui
