#include "ui/bench/core_messages.h"

#include <QCoreApplication>
#include <QHash>

namespace am::ui {

namespace {
QString text(const char* source) { return QCoreApplication::translate("am::ui::CoreMessages", source); }
} // namespace

QString helperRuleText(const QString& rule)
{
    // QT_TRANSLATE_NOOP marks the sources for lupdate; the table maps ids to them.
    static const QHash<QString, const char*> sources{
        {QStringLiteral("malformed_json"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The helper could not read the request (not JSON).")},
        {QStringLiteral("not_object"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The helper could not read the request (not an object).")},
        {QStringLiteral("oversized"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The request was too long for the helper.")},
        {QStringLiteral("duplicate_key"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The request named a setting twice.")},
        {QStringLiteral("missing_key"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The request lacked a setting the helper needs.")},
        {QStringLiteral("unknown_key"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The request had a setting the helper does not know (helper and program versions differ?).")},
        {QStringLiteral("wrong_type"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A setting of the request had the wrong type.")},
        {QStringLiteral("out_of_range"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A setting of the request is outside the range the helper accepts.")},
        {QStringLiteral("bad_value"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A setting of the request has a value the helper refuses.")},
        {QStringLiteral("too_long"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A value of the request is too long.")},
        {QStringLiteral("unknown_op"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The helper does not know this operation (helper and program versions differ?).")},
        {QStringLiteral("not_authorized"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "This helper session is not allowed to do that.")},
        {QStringLiteral("md_driver"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The md RAID driver is not loaded.")},
        {QStringLiteral("empty_path"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "No device was given.")},
        {QStringLiteral("path_too_long"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The device path is too long.")},
        {QStringLiteral("control_character"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The device path contains a control character.")},
        {QStringLiteral("outside_dev"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "Only devices under /dev can be used.")},
        {QStringLiteral("path_trick"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The device path is not a plain /dev path.")},
        {QStringLiteral("no_such_device"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The device does not exist (any more).")},
        {QStringLiteral("not_block_device"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The path is not a block device.")},
        {QStringLiteral("not_md"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The device is not an md array.")},
        {QStringLiteral("bad_name"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The array name is not allowed.")},
        {QStringLiteral("bad_uuid"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The array UUID is malformed.")},
        {QStringLiteral("device_twice"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A device was named twice.")},
        {QStringLiteral("plan_invalid"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The array plan breaks a rule.")},
        {QStringLiteral("array_exists"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "An array of that name exists already.")},
        {QStringLiteral("member_in_use"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The device is in use, so writing to it was refused.")},
        {QStringLiteral("member_busy"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The device is held open by something else, so writing to it was refused.")},
        {QStringLiteral("unknown_device"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The helper's own drives scan does not list the device.")},
        {QStringLiteral("write_not_allowed"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "Writing to the device was not confirmed.")},
        {QStringLiteral("no_bench"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The installed arraymark-cli cannot run benchmarks for the helper.")},
        {QStringLiteral("check_failed"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A safety check refused the operation.")},
        {QStringLiteral("step_failed"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A command the helper ran failed.")},
        {QStringLiteral("too_deep"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The request was nested too deeply for the helper.")},
        {QStringLiteral("not_utf8"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The request was not valid UTF-8 text.")},
        {QStringLiteral("nothing_running"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "There was nothing running to cancel.")},
        {QStringLiteral("cancelled"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The benchmark was stopped; what it measured until then is kept.")},
        {QStringLiteral("internal_error"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The helper met an error it did not expect; nothing more was done.")},
        {QStringLiteral("devfs"), QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The helper could not read /dev.")},
    };
    const auto found = sources.constFind(rule);
    return found == sources.constEnd() ? QString() : text(*found);
}

QString helperRefusalText(const QString& rule, const QString& core_text)
{
    const QString translated = helperRuleText(rule);
    if (translated.isEmpty()) return core_text;
    if (core_text.isEmpty()) return translated;
    return QCoreApplication::translate("am::ui::CoreMessages", "%1 (Details: %2)").arg(translated, core_text);
}

QString streamErrorText(int cell, const QString& core_text)
{
    if (cell >= 0) return QCoreApplication::translate("am::ui::CoreMessages", "Cell %1 failed: %2").arg(cell + 1).arg(core_text);
    return QCoreApplication::translate("am::ui::CoreMessages", "The benchmark could not run: %1").arg(core_text);
}

} // namespace am::ui
