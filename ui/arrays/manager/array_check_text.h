#pragma once

#include <QList>
#include <QPair>
#include <QString>

#include "core/raid/array_status.h"
#include "core/raid/mismatch_meaning.h"

namespace am::ui {

// What md's last check or repair found, as the Arrays page's details say it: the words of
// core/raid/mismatch_meaning.h (lastCheckSummary, mismatchExplanation) in the user's language.

// "Check found 128 mismatched sectors (64 KiB)"; empty for a level md does not check (raid0) and
// for other backends that report no mismatch count.
QString lastCheckText(const raid::ArrayStatus& array);
// The level's meaning of a mismatch (copies differ, parity differs); empty for Unknown.
QString mismatchMeaningText(raid::MismatchMeaning meaning);
// The details' rows about the last check: {"Last check", ...} and, when mismatches were found,
// {"What this means", the level's sentence}.
QList<QPair<QString, QString>> lastCheckRows(const raid::ArrayStatus& array);

// A member's error counters ("read errors corrected: 3; bad blocks: 2 entries, 24 sectors
// (12 KiB)"); empty when the backend reports neither; `attention` when either is above zero.
struct MemberHealthText {
    QString text;
    bool attention = false;
};
MemberHealthText memberHealthText(const raid::MemberStatus& member, raid::Backend backend);
// The same as a details-table cell: escaped, marked with ⚠ and the attention colour.
QString memberHealthHtml(const raid::MemberStatus& member, raid::Backend backend);

// md runs a check or repair the person asked for (or cron did), which writing idle stops; a
// resync, recovery or reshape md must finish, so those cannot be stopped from here.
bool checkCanBeStopped(const raid::ArrayStatus& array);

} // namespace am::ui
