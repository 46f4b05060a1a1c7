#include "ui/arrays/manager/array_actions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

#include "ui/arrays/manager/reshape_text.h"
#include "ui/helper/helper_request.h"

namespace am::ui {

namespace {
class ArrayActionText {
    Q_DECLARE_TR_FUNCTIONS(am::ui::ArrayActions)
};
} // namespace

helper::RequestBody actionBody(ArrayAction action, const ActionTarget& target)
{
    const std::string array = target.array.toStdString();
    const std::optional<std::string> backend =
        target.backend.isEmpty() ? std::nullopt : std::optional(target.backend.toStdString());
    const auto member = [&](raid::MemberAction member_action) {
        helper::MemberRequest request{member_action, array, target.device.toStdString(),
                                      std::nullopt, backend};
        if (!target.with.isEmpty())
            request.with = target.with.toStdString(); // sent for replace only
        const bool loses = member_action == raid::MemberAction::Fail ||
                           member_action == raid::MemberAction::Remove;
        if (loses && !target.force_name.isEmpty())
            request.force_name = target.force_name.toStdString();
        return request;
    };
    switch (action) {
    case ArrayAction::Fail:
        return member(raid::MemberAction::Fail);
    case ArrayAction::Remove:
        return member(raid::MemberAction::Remove);
    case ArrayAction::Add:
        return member(raid::MemberAction::Add);
    case ArrayAction::ReAdd:
        return member(raid::MemberAction::ReAdd);
    case ArrayAction::Replace:
        return member(raid::MemberAction::Replace);
    case ArrayAction::Scrub:
        return helper::ScrubRequest{array, "check", backend};
    case ArrayAction::StopCheck:
        return helper::ScrubRequest{array, "idle", backend};
    case ArrayAction::Stop:
        return helper::StopRequest{array, backend};
    case ArrayAction::Assemble: {
        // The protocol's array for assemble is a name from mdadm.conf; none: --scan.
        helper::AssembleRequest assemble;
        if (!target.array.isEmpty()) assemble.array = array;
        return assemble;
    }
    case ArrayAction::Delete:
        return helper::DeleteRequest{array, backend};
    }
    return helper::ScanRequest{};
}

QJsonObject actionRequest(ArrayAction action, const ActionTarget& target)
{
    return requestObject(actionBody(action, target));
}

helper::Scope actionScope(ArrayAction action) { return helper::scopeOf(actionBody(action, {})); }

QString actionTitle(ArrayAction action)
{
    switch (action) {
    case ArrayAction::Fail:
        return ArrayActionText::tr("Mark failed");
    case ArrayAction::Remove:
        return ArrayActionText::tr("Remove");
    case ArrayAction::Add:
        return ArrayActionText::tr("Add spare");
    case ArrayAction::ReAdd:
        return ArrayActionText::tr("Re-add");
    case ArrayAction::Replace:
        return ArrayActionText::tr("Replace");
    case ArrayAction::Scrub:
        return ArrayActionText::tr("Scrub (check)");
    case ArrayAction::StopCheck:
        return ArrayActionText::tr("Stop check");
    case ArrayAction::Stop:
        return ArrayActionText::tr("Stop");
    case ArrayAction::Assemble:
        return ArrayActionText::tr("Assemble");
    case ArrayAction::Delete:
        return ArrayActionText::tr("Delete");
    }
    return {};
}

raid::Capability actionCapability(ArrayAction action)
{
    switch (action) {
    case ArrayAction::Fail:
        return raid::Capability::Fail;
    case ArrayAction::Remove:
        return raid::Capability::Remove;
    case ArrayAction::Add:
        return raid::Capability::Add;
    case ArrayAction::ReAdd:
        return raid::Capability::ReAdd;
    case ArrayAction::Replace:
        return raid::Capability::Replace;
    case ArrayAction::Scrub:
    case ArrayAction::StopCheck:
        return raid::Capability::Scrub;
    case ArrayAction::Stop:
        return raid::Capability::Stop;
    case ArrayAction::Assemble:
        return raid::Capability::Assemble;
    case ArrayAction::Delete:
        return raid::Capability::Delete;
    }
    return raid::Capability::Delete;
}

bool deleteConfirmed(const QString& typed, const QString& array_name)
{
    return !array_name.isEmpty() && typed == array_name;
}

namespace {
// Each step's argv, exit code and output, indented under the answer's first line.
void appendSteps(QStringList& lines, const QJsonArray& steps)
{
    for (const QJsonValue& value : steps) {
        const QJsonObject step = value.toObject();
        QStringList argv;
        for (const QJsonValue& arg : step.value(QStringLiteral("argv")).toArray())
            argv << arg.toString();
        const bool step_ok = step.value(QStringLiteral("ok"))
                                 .toBool(step.value(QStringLiteral("exit_code")).toInt(-1) == 0);
        lines << QStringLiteral("$ %1").arg(argv.join(QLatin1Char(' ')));
        if (step.value(QStringLiteral("timed_out")).toBool())
            lines << ArrayActionText::tr("  timed out");
        else
            lines << ArrayActionText::tr("  exit code %1%2")
                         .arg(step.value(QStringLiteral("exit_code")).toInt())
                         .arg(step_ok ? QString() : ArrayActionText::tr(" (failed)"));
        for (const char* stream : {"stdout", "stderr", "message"}) {
            const QString text = step.value(QLatin1String(stream)).toString().trimmed();
            if (!text.isEmpty())
                lines << QStringLiteral("  ") +
                             text.split(QLatin1Char('\n')).join(QStringLiteral("\n  "));
        }
    }
}

QString joined(const QJsonArray& values)
{
    QStringList out;
    for (const QJsonValue& value : values) out << value.toString();
    return out.join(QStringLiteral(", "));
}

// A failed create's "rollback": what the core undid, or that it could not.
void appendRollback(QStringList& lines, const QJsonObject& rollback)
{
    const QString target = rollback.value(QStringLiteral("target")).toString();
    lines << ArrayActionText::tr("Rolling back %1 (made before the failure):").arg(target);
    appendSteps(lines, rollback.value(QStringLiteral("steps")).toArray());
    if (rollback.value(QStringLiteral("ok")).toBool())
        lines << ArrayActionText::tr(
                     "Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.")
                     .arg(joined(rollback.value(QStringLiteral("stopped")).toArray()),
                          joined(rollback.value(QStringLiteral("wiped")).toArray()));
    else
        lines << ArrayActionText::tr(
                     "The rollback failed: %1. The partial array %2 is still there: delete it.")
                     .arg(rollback.value(QStringLiteral("error")).toString(), target);
}
} // namespace

std::optional<helper::AssembleRequest> invalidBackupAssemble(const QJsonObject& answer)
{
    if (answer.value(QStringLiteral("op")).toString() != QLatin1String("assemble") ||
        !answer.value(QStringLiteral("reshape_critical_section_lost")).toBool())
        return std::nullopt;
    helper::AssembleRequest assemble;
    assemble.invalid_backup = true;
    const QString uuid = answer.value(QStringLiteral("reshape_uuid")).toString();
    const QString array = answer.value(QStringLiteral("reshape_array")).toString();
    if (!uuid.isEmpty())
        assemble.uuid = uuid.toStdString();
    else if (!array.isEmpty())
        assemble.array = array.toStdString();
    else
        return std::nullopt; // a --scan with --invalid-backup could reach other arrays
    return assemble;
}

QString describeAnswer(const QJsonObject& answer)
{
    QStringList lines;
    const QString op = answer.value(QStringLiteral("op")).toString();
    const bool ok = answer.value(QStringLiteral("ok")).toBool();
    const QJsonArray steps = answer.value(QStringLiteral("steps")).toArray();
    if (ok) {
        lines << ArrayActionText::tr("%1: done").arg(op);
    } else {
        const QString error = answer.value(QStringLiteral("error")).toString();
        const QString rule = answer.value(QStringLiteral("rule")).toString();
        if (rule.isEmpty())
            lines << ArrayActionText::tr("%1 failed: %2").arg(op, error);
        else if (steps.isEmpty())
            lines << ArrayActionText::tr("%1 refused (%2): %3. Nothing ran.").arg(op, rule, error);
        else
            lines << ArrayActionText::tr("%1 failed (%2): %3").arg(op, rule, error);
    }
    for (const QJsonValue& finding : answer.value(QStringLiteral("refused")).toArray())
        lines << ArrayActionText::tr("  refused: %1")
                     .arg(finding.toObject().value(QStringLiteral("message")).toString());
    appendSteps(lines, steps);
    if (const QString reshape = assembleReshapeText(answer); !reshape.isEmpty()) lines << reshape;
    if (const QJsonObject rollback = answer.value(QStringLiteral("rollback")).toObject();
        !rollback.isEmpty())
        appendRollback(lines, rollback);
    return lines.join(QLatin1Char('\n'));
}

} // namespace am::ui
