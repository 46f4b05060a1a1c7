#pragma once

#include <QString>

#include "core/raid/backend_table.h"

namespace am::ui {

// core/raid/backend_table.h's texts for people, translated: the table's English is the source.
QString backendTitle(raid::Backend backend);   // "Linux md (mdadm)"
QString backendGoodFor(raid::Backend backend); // one sentence on what it is good for

} // namespace am::ui
