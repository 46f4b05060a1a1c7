#include "ui/arrays/manager/array_check_text.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include "ui/arrays/manager/array_status_text.h"
#include "ui/drives/drives_model.h"

namespace am::ui {

namespace {
// The translation context of this file's strings.
class ArrayCheckText {
    Q_DECLARE_TR_FUNCTIONS(am::ui::ArrayCheckText)
};

bool isMd(const raid::ArrayStatus& array)
{
    return array.backend == raid::Backend::Md || array.backend == raid::Backend::Imsm;
}

bool countsMismatches(const std::string& action) { return action == "check" || action == "repair"; }

QString number(std::uint64_t value) { return QLocale().toString(static_cast<qulonglong>(value)); }

// md counts 512-byte sectors; the size beside the count tells how much data that is.
QString sectors(std::uint64_t count)
{
    return ArrayCheckText::tr("%1 sectors (%2)")
        .arg(number(count), sizeText(count * 512, util::SizeUnits::Binary));
}
} // namespace

QString mismatchMeaningText(raid::MismatchMeaning meaning)
{
    // The sentences of raid::mismatchExplanation, which the JSON and the CLI print in English.
    switch (meaning) {
    case raid::MismatchMeaning::CopiesDiffer:
        return ArrayCheckText::tr(
            "the mirrored copies differ in these sectors; on raid1/raid10 this can be harmless "
            "(swap, or a page that changed while it was being written), but which copy is right "
            "is not known: a repair copies the first readable one over the others");
    case raid::MismatchMeaning::ParityDiffers:
        return ArrayCheckText::tr(
            "parity does not match the data in these sectors; a repair rewrites the parity from "
            "the data, so a wrong data block stays wrong");
    case raid::MismatchMeaning::NoRedundancy:
        return ArrayCheckText::tr(
            "this level keeps no redundancy: there is nothing to compare, md does not check it");
    case raid::MismatchMeaning::Unknown:
        return {};
    }
    return {};
}

QString lastCheckText(const raid::ArrayStatus& array)
{
    if (raid::mismatchMeaning(array.level) == raid::MismatchMeaning::NoRedundancy) return {};
    if (!isMd(array)) {
        // lvm's raid_mismatch_count: a count without md's last_sync_action beside it.
        if (!array.mismatches) return {};
        return *array.mismatches == 0
                   ? ArrayCheckText::tr("No mismatches counted")
                   : ArrayCheckText::tr("Mismatches in %1").arg(sectors(*array.mismatches));
    }
    if (array.level == "container") return {};
    const std::string& last = array.last_sync_action;
    if (last.empty() || last == "none" || last == "idle")
        return ArrayCheckText::tr("No check or repair since the array started");
    if (!countsMismatches(last))
        // resync, recover and reshape set mismatch_cnt to zero and compare nothing.
        return ArrayCheckText::tr(
                   "No check since the last %1: md counts mismatches only in a check or repair")
            .arg(QString::fromStdString(last));
    const bool running = array.sync_action == last && array.progress.has_value();
    if (!array.mismatches)
        return ArrayCheckText::tr("The last %1 ran, but mismatch_cnt could not be read")
            .arg(QString::fromStdString(last));
    const std::uint64_t count = *array.mismatches;
    if (last == "check") {
        if (running)
            return count == 0 ? ArrayCheckText::tr("Check running: no mismatches so far")
                              : ArrayCheckText::tr("Check running: mismatches in %1 so far")
                                    .arg(sectors(count));
        return count == 0 ? ArrayCheckText::tr("Check found no mismatches")
                          : ArrayCheckText::tr("Check found mismatches in %1").arg(sectors(count));
    }
    if (running)
        return ArrayCheckText::tr("Repair running: rewrote mismatches in %1 so far")
            .arg(sectors(count));
    return count == 0 ? ArrayCheckText::tr("Repair found no mismatches")
                      : ArrayCheckText::tr("Repair found and rewrote mismatches in %1")
                            .arg(sectors(count));
}

QList<QPair<QString, QString>> lastCheckRows(const raid::ArrayStatus& array)
{
    QList<QPair<QString, QString>> rows;
    const QString last = lastCheckText(array);
    if (last.isEmpty()) return rows;
    rows.append({ArrayCheckText::tr("Last check"), last});
    const bool counted = !isMd(array) || countsMismatches(array.last_sync_action);
    if (counted && array.mismatches.value_or(0) > 0)
        if (const QString meaning = mismatchMeaningText(raid::mismatchMeaning(array.level));
            !meaning.isEmpty())
            // The table's sentence starts in lower case (the CLI puts it after a colon).
            rows.append({ArrayCheckText::tr("What this means"),
                         meaning.left(1).toUpper() + meaning.mid(1)});
    return rows;
}

MemberHealthText memberHealthText(const raid::MemberStatus& member, raid::Backend backend)
{
    QStringList parts;
    MemberHealthText out;
    if (member.errors) {
        // md: read errors it corrected by rewriting from the other copies; btrfs: device stats.
        parts << (backend == raid::Backend::Md || backend == raid::Backend::Imsm
                      ? ArrayCheckText::tr("read errors corrected: %1")
                      : ArrayCheckText::tr("errors: %1"))
                     .arg(number(*member.errors));
        out.attention = *member.errors > 0;
    }
    if (member.bad_blocks) {
        if (member.bad_blocks->entries == 0)
            parts << ArrayCheckText::tr("bad-block log empty");
        else
            parts << ArrayCheckText::tr("bad blocks: %1 entries, %2")
                         .arg(number(member.bad_blocks->entries),
                              sectors(member.bad_blocks->sectors));
        out.attention = out.attention || member.bad_blocks->entries > 0;
    }
    out.text = parts.join(QStringLiteral("; "));
    return out;
}

QString memberHealthHtml(const raid::MemberStatus& member, raid::Backend backend)
{
    const MemberHealthText health = memberHealthText(member, backend);
    if (!health.attention) return health.text.toHtmlEscaped();
    return QStringLiteral("<b style=\"color:%1\">⚠ %2</b>")
        .arg(healthColor(ArrayHealth::Attention).name(), health.text.toHtmlEscaped());
}

bool checkCanBeStopped(const raid::ArrayStatus& array)
{
    return isMd(array) && countsMismatches(array.sync_action);
}

} // namespace am::ui
