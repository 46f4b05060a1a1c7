#pragma once

#include <QJsonObject>
#include <QString>
#include <optional>

#include "core/helper/protocol.h"
#include "core/helper/request.h"
#include "core/raid/backend_table.h"

namespace am::ui {

// What the array manager asks arraymark-helper to do (docs/helper-protocol.md).
// StopCheck writes idle to md's sync_action: it ends a running check or repair (scrub idle).
enum class ArrayAction {
    Fail,
    Remove,
    Add,
    ReAdd,
    Replace,
    Scrub,
    StopCheck,
    Stop,
    Assemble,
    Delete
};

struct ActionTarget {
    QString array;        // "md0" (empty for assemble: --scan)
    QString device;       // the member (fail, remove, replace), or the device joining (add, re-add)
    QString with = {};    // replace: the spare to rebuild onto (optional)
    QString backend = {}; // "lvm", "btrfs": the request's "backend" (empty: not sent, md)
    // fail, remove: the array's name as typed, to confirm a loss the core refuses
    // (raid::redundancyLoss); empty: not sent.
    QString force_name = {};
};

// The request as core's struct, and as the exact object sent (without "id":
// the channel sets it).
helper::RequestBody actionBody(ArrayAction action, const ActionTarget& target);
QJsonObject actionRequest(ArrayAction action, const ActionTarget& target);
// The scope core's op table gives the action's op (delete: manage-arrays).
helper::Scope actionScope(ArrayAction action);
QString actionTitle(ArrayAction action); // "Mark failed", translated
// The backend table's bit for the action (core/raid/backend_table.h supports()).
raid::Capability actionCapability(ArrayAction action);
// The delete confirmation: the typed text must be the array's name exactly.
bool deleteConfirmed(const QString& typed, const QString& array_name);

// The assemble to send when the answer says mdadm could not restore an interrupted reshape's
// critical section from its backup file ("reshape_critical_section_lost"): the recorded array,
// by UUID when known, with invalid_backup. None for any other answer.
std::optional<helper::AssembleRequest> invalidBackupAssemble(const QJsonObject& answer);

// An answer as a person reads it: what ran (each step's argv, exit code and
// output) or why it was refused (the error and its rule).
QString describeAnswer(const QJsonObject& answer);

} // namespace am::ui
