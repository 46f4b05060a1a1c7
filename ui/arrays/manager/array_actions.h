#pragma once

#include <QJsonObject>
#include <QString>

#include "core/helper/protocol.h"

namespace am::ui {

// What the array manager asks arraymark-helper to do (docs/helper-protocol.md).
enum class ArrayAction { Fail, Remove, Add, ReAdd, Replace, Scrub, Stop, Assemble, Delete };

struct ActionTarget {
    QString array;  // "md0" (empty for assemble: --scan)
    QString device; // the member (fail, remove, replace), or the device joining (add, re-add)
    QString with;   // replace: the spare to rebuild onto (optional)
};

// The exact request, without "id" (the channel sets it).
QJsonObject actionRequest(ArrayAction action, const ActionTarget& target);
// Delete needs manage-arrays; everything else change-members.
helper::Scope actionScope(ArrayAction action);
QString actionTitle(ArrayAction action); // "Mark failed", translated
// The delete confirmation: the typed text must be the array's name exactly.
bool deleteConfirmed(const QString& typed, const QString& array_name);

// An answer as a person reads it: what ran (each step's argv, exit code and
// output) or why it was refused (the error and its rule).
QString describeAnswer(const QJsonObject& answer);

} // namespace am::ui
