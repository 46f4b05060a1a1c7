#include "ui/arrays/manager/array_actions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

namespace am::ui {

namespace {
class ArrayActionText {
    Q_DECLARE_TR_FUNCTIONS(am::ui::ArrayActions)
};

QString opName(ArrayAction action)
{
    switch (action) {
    case ArrayAction::Fail: return QStringLiteral("fail");
    case ArrayAction::Remove: return QStringLiteral("remove");
    case ArrayAction::Add: return QStringLiteral("add");
    case ArrayAction::ReAdd: return QStringLiteral("re-add");
    case ArrayAction::Replace: return QStringLiteral("replace");
    case ArrayAction::Scrub: return QStringLiteral("scrub");
    case ArrayAction::Stop: return QStringLiteral("stop");
    case ArrayAction::Assemble: return QStringLiteral("assemble");
    case ArrayAction::Delete: return QStringLiteral("delete");
    }
    return {};
}
} // namespace

QJsonObject actionRequest(ArrayAction action, const ActionTarget& target)
{
    QJsonObject request{{QStringLiteral("op"), opName(action)}};
    switch (action) {
    case ArrayAction::Fail:
    case ArrayAction::Remove:
    case ArrayAction::Add:
    case ArrayAction::ReAdd:
        request.insert(QStringLiteral("array"), target.array);
        request.insert(QStringLiteral("device"), target.device);
        break;
    case ArrayAction::Replace:
        request.insert(QStringLiteral("array"), target.array);
        request.insert(QStringLiteral("device"), target.device);
        if (!target.with.isEmpty()) request.insert(QStringLiteral("with"), target.with);
        break;
    case ArrayAction::Scrub:
        request.insert(QStringLiteral("array"), target.array);
        request.insert(QStringLiteral("action"), QStringLiteral("check"));
        break;
    case ArrayAction::Stop:
    case ArrayAction::Delete:
        request.insert(QStringLiteral("array"), target.array);
        break;
    case ArrayAction::Assemble:
        // The protocol's array for assemble is a name from mdadm.conf; none: --scan.
        if (!target.array.isEmpty()) request.insert(QStringLiteral("array"), target.array);
        break;
    }
    return request;
}

helper::Scope actionScope(ArrayAction action)
{
    return action == ArrayAction::Delete ? helper::Scope::ManageArrays : helper::Scope::ChangeMembers;
}

QString actionTitle(ArrayAction action)
{
    switch (action) {
    case ArrayAction::Fail: return ArrayActionText::tr("Mark failed");
    case ArrayAction::Remove: return ArrayActionText::tr("Remove");
    case ArrayAction::Add: return ArrayActionText::tr("Add spare");
    case ArrayAction::ReAdd: return ArrayActionText::tr("Re-add");
    case ArrayAction::Replace: return ArrayActionText::tr("Replace");
    case ArrayAction::Scrub: return ArrayActionText::tr("Scrub (check)");
    case ArrayAction::Stop: return ArrayActionText::tr("Stop");
    case ArrayAction::Assemble: return ArrayActionText::tr("Assemble");
    case ArrayAction::Delete: return ArrayActionText::tr("Delete");
    }
    return {};
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
        for (const QJsonValue& arg : step.value(QStringLiteral("argv")).toArray()) argv << arg.toString();
        const bool step_ok = step.value(QStringLiteral("ok")).toBool(step.value(QStringLiteral("exit_code")).toInt(-1) == 0);
        lines << QStringLiteral("$ %1").arg(argv.join(QLatin1Char(' ')));
        if (step.value(QStringLiteral("timed_out")).toBool()) lines << ArrayActionText::tr("  timed out");
        else lines << ArrayActionText::tr("  exit code %1%2").arg(step.value(QStringLiteral("exit_code")).toInt()).arg(step_ok ? QString() : ArrayActionText::tr(" (failed)"));
        for (const char* stream : {"stdout", "stderr", "message"}) {
            const QString text = step.value(QLatin1String(stream)).toString().trimmed();
            if (!text.isEmpty()) lines << QStringLiteral("  ") + text.split(QLatin1Char('\n')).join(QStringLiteral("\n  "));
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
        lines << ArrayActionText::tr("Rolled back: stopped %1; superblocks zeroed and signatures wiped on %2.")
                     .arg(joined(rollback.value(QStringLiteral("stopped")).toArray()),
                          joined(rollback.value(QStringLiteral("wiped")).toArray()));
    else
        lines << ArrayActionText::tr("The rollback failed: %1. The partial array %2 is still there: delete it.")
                     .arg(rollback.value(QStringLiteral("error")).toString(), target);
}
} // namespace

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
        lines << ArrayActionText::tr("  refused: %1").arg(finding.toObject().value(QStringLiteral("message")).toString());
    appendSteps(lines, steps);
    if (const QJsonObject rollback = answer.value(QStringLiteral("rollback")).toObject(); !rollback.isEmpty())
        appendRollback(lines, rollback);
    return lines.join(QLatin1Char('\n'));
}

} // namespace am::ui
