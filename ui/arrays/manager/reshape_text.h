#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include "core/raid/array_status.h"

namespace am::ui {

// How the Arrays page words a grow or reshape (issue #23). The plan and estimate are the helper's
// reshape_plan answer (raid::toJson(ReshapePlan), estimate::reshapeTimeJson): the shapes,
// the time and the headings are translated; each step's argv is shown as it runs, and core's
// sentences (why a backup file is or is not needed, the notes) stay in core's English.

// "raid5 of 4 members, chunk 64 KiB, 3.00 TB; survives 1 failed member"
QString reshapeShapeText(const QJsonObject& shape);
// The whole plan as HTML: before, after, the work, the backup file, the time, the notes and
// the numbered commands.
QString reshapePlanHtml(const QJsonObject& plan, const QJsonValue& estimate);
// A reshape md reports on the array (running, or waiting after an interruption):
// "Reshape from 3 to 4 members, chunk 64 KiB to 32 KiB"; empty when there is none.
QString reshapeStatusText(const raid::ArrayStatus& array);
// An assemble that gave a recorded backup file back: what happened, for the action log; empty
// when the answer has none.
QString assembleReshapeText(const QJsonObject& answer);
// The question after mdadm could not restore the reshape's critical section from the backup
// file: what --invalid-backup does and what it may cost.
QString invalidBackupQuestionText(const QJsonObject& answer);

} // namespace am::ui
