#include "ui/arrays/manager/reshape_text.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QStringList>

#include "core/util/units.h"
#include "ui/arrays/manager/array_status_text.h"
#include "ui/drives/drives_model.h"

namespace am::ui {

namespace {
class ReshapeText {
    Q_DECLARE_TR_FUNCTIONS(am::ui::ReshapeText)
};

std::uint64_t bytesOf(const QJsonValue& value)
{
    return static_cast<std::uint64_t>(value.toDouble());
}

QString chunkText(std::uint64_t bytes)
{
    return QString::fromStdString(util::formatSize(bytes, util::SizeUnits::Binary));
}

QString commandText(const QJsonArray& argv)
{
    QStringList words;
    for (const QJsonValue& word : argv) words << word.toString();
    return words.join(QLatin1Char(' '));
}
} // namespace

QString reshapeShapeText(const QJsonObject& shape)
{
    const QString level = shape.value(QStringLiteral("level")).toString();
    const int members = shape.value(QStringLiteral("raid_devices")).toInt();
    const std::uint64_t chunk = bytesOf(shape.value(QStringLiteral("chunk_bytes")));
    const int tolerance = shape.value(QStringLiteral("fault_tolerance")).toInt();
    const QString size =
        sizeText(bytesOf(shape.value(QStringLiteral("capacity_bytes"))), util::SizeUnits::Decimal);
    const QString survives = tolerance == 0
                                 ? ReshapeText::tr("no member may fail")
                                 : ReshapeText::tr("survives %n failed member(s)", "", tolerance);
    QString text = ReshapeText::tr("%1 of %n member(s)", "", members).arg(level);
    if (chunk) text += ReshapeText::tr(", chunk %1").arg(chunkText(chunk));
    return ReshapeText::tr("%1, %2; %3").arg(text, size, survives);
}

QString reshapePlanHtml(const QJsonObject& plan, const QJsonValue& estimate)
{
    QString html;
    const auto row = [&html](const QString& heading, const QString& text) {
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(heading.toHtmlEscaped(), text);
    };
    row(ReshapeText::tr("Before:"),
        reshapeShapeText(plan.value(QStringLiteral("before")).toObject()).toHtmlEscaped());
    row(ReshapeText::tr("After:"),
        reshapeShapeText(plan.value(QStringLiteral("after")).toObject()).toHtmlEscaped());
    if (const QJsonValue filesystem = plan.value(QStringLiteral("filesystem"));
        filesystem.isString()) {
        const QJsonValue total = plan.value(QStringLiteral("filesystem_bytes"));
        row(ReshapeText::tr("Filesystem:"),
            (total.isDouble()
                 ? ReshapeText::tr("%1, %2 of %3 used")
                       .arg(filesystem.toString(),
                            sizeText(bytesOf(plan.value(QStringLiteral("filesystem_used_bytes"))),
                                     util::SizeUnits::Decimal),
                            sizeText(bytesOf(total), util::SizeUnits::Decimal))
                 : ReshapeText::tr("%1 (its size was not read)").arg(filesystem.toString()))
                .toHtmlEscaped());
    }
    if (plan.value(QStringLiteral("shrinks")).toBool())
        html += QStringLiteral("<p style=\"color:#b00020\"><b>%1</b></p>")
                    .arg(ReshapeText::tr("The capacity goes down: shrink the filesystem on the "
                                         "array below the new size first, or its end is lost.")
                             .toHtmlEscaped());
    if (const std::uint64_t work = bytesOf(plan.value(QStringLiteral("reshape_member_bytes"))))
        row(ReshapeText::tr("Work:"),
            (plan.value(QStringLiteral("restripes")).toBool()
                 ? ReshapeText::tr("%1 read and written on each member; every stripe moves")
                 : ReshapeText::tr("%1 written on each member"))
                .arg(sizeText(work, util::SizeUnits::Decimal))
                .toHtmlEscaped());
    const QString reason = plan.value(QStringLiteral("backup_reason")).toString();
    const QJsonValue backup = plan.value(QStringLiteral("backup_file"));
    row(ReshapeText::tr("Backup file:"),
        (backup.isString() ? ReshapeText::tr("%1 (%2)").arg(backup.toString(), reason)
                           : ReshapeText::tr("none (%1)").arg(reason))
            .toHtmlEscaped());
    if (estimate.isObject()) {
        const QJsonObject time = estimate.toObject();
        row(ReshapeText::tr("Time:"),
            ReshapeText::tr("about %1 with the array idle, %2 while it is busy (bound by %3; "
                            "reference rates of the members' kind, not a measurement)")
                .arg(durationText(time.value(QStringLiteral("idle_seconds")).toDouble()),
                     durationText(time.value(QStringLiteral("loaded_seconds")).toDouble()),
                     time.value(QStringLiteral("limit")).toString())
                .toHtmlEscaped());
    } else {
        row(ReshapeText::tr("Time:"),
            ReshapeText::tr("at once: nothing is read or written").toHtmlEscaped());
    }
    const QJsonArray notes = plan.value(QStringLiteral("notes")).toArray();
    if (!notes.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(ReshapeText::tr("Notes:"));
        for (const QJsonValue& note : notes)
            html += QStringLiteral("<li>%1</li>").arg(note.toString().toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    html += QStringLiteral("<p><b>%1</b></p><ol>")
                .arg(ReshapeText::tr("Commands, in this order:").toHtmlEscaped());
    for (const QJsonValue& step : plan.value(QStringLiteral("steps")).toArray()) {
        const QJsonObject object = step.toObject();
        html +=
            QStringLiteral("<li><code>%1</code><br/><small>%2</small></li>")
                .arg(commandText(object.value(QStringLiteral("argv")).toArray()).toHtmlEscaped(),
                     object.value(QStringLiteral("purpose")).toString().toHtmlEscaped());
    }
    html += QStringLiteral("</ol>");
    return html;
}

QString reshapeStatusText(const raid::ArrayStatus& array)
{
    if (!array.reshape_from_raid_disks && !array.reshape_from_chunk_bytes &&
        !array.reshape_position_bytes)
        return {};
    QStringList parts;
    if (array.reshape_from_raid_disks) {
        const int to = static_cast<int>(array.raid_disks);
        parts << ReshapeText::tr("from %1 to %n member(s)", "", to)
                     .arg(*array.reshape_from_raid_disks);
    }
    if (array.reshape_from_chunk_bytes && array.chunk_bytes)
        parts << ReshapeText::tr("chunk %1 to %2")
                     .arg(chunkText(*array.reshape_from_chunk_bytes), chunkText(array.chunk_bytes));
    QString text = parts.isEmpty()
                       ? ReshapeText::tr("Reshape")
                       : ReshapeText::tr("Reshape %1").arg(parts.join(QStringLiteral(", ")));
    if (array.reshape_position_bytes)
        text += ReshapeText::tr(" (at %1)")
                    .arg(sizeText(*array.reshape_position_bytes, util::SizeUnits::Decimal));
    if (array.sync_action != "reshape")
        text += ReshapeText::tr("; not running: the array waits (after an interruption, assemble "
                                "it again; a recorded backup file is given back to mdadm)");
    return text;
}

QString assembleReshapeText(const QJsonObject& answer)
{
    const QJsonValue backup = answer.value(QStringLiteral("reshape_backup_file"));
    if (!backup.isString()) return {};
    return answer.value(QStringLiteral("ok")).toBool()
               ? ReshapeText::tr("An interrupted reshape was found: its backup file %1 was given "
                                 "back to mdadm, and the reshape continues from where it stopped.")
                     .arg(backup.toString())
               : ReshapeText::tr("An interrupted reshape was found (backup file %1), but the "
                                 "array did not assemble: see mdadm's message above.")
                     .arg(backup.toString());
}

QString invalidBackupQuestionText(const QJsonObject& answer)
{
    return ReshapeText::tr(
               "%1 was reshaping when it stopped, and mdadm cannot restore the reshape's critical "
               "section from the backup file %2: the file no longer matches where the reshape "
               "stopped (mdadm: \"Failed to restore critical section for reshape\").\n\n"
               "Assembling with --invalid-backup starts the array without that section and the "
               "reshape continues. The stripes md was moving when it stopped may be lost: check "
               "the filesystem and verify the data afterwards.\n\n"
               "Cancel leaves the array stopped and changes nothing.")
        .arg(answer.value(QStringLiteral("reshape_array")).toString(),
             answer.value(QStringLiteral("reshape_backup_file")).toString());
}

} // namespace am::ui
