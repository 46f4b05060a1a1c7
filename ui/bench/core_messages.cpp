#include "ui/bench/core_messages.h"

#include <QCoreApplication>
#include <QHash>

#include "core/bench/custom_preset.h"

namespace am::ui {

namespace {
QString text(const char* source)
{
    return QCoreApplication::translate("am::ui::CoreMessages", source);
}
} // namespace

QString helperRuleText(const QString& rule)
{
    // QT_TRANSLATE_NOOP marks the sources for lupdate; the table maps ids to them.
    // One per id of core's helper::helperRuleIds() (bench_helper_test checks).
    static const QHash<QString, const char*> sources{
        {QStringLiteral("malformed_json"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The helper could not read the request (not JSON).")},
        {QStringLiteral("not_object"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The helper could not read the request (not an object).")},
        {QStringLiteral("oversized"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The request was too long for the helper.")},
        {QStringLiteral("duplicate_key"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The request named a setting twice.")},
        {QStringLiteral("missing_key"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The request lacked a setting the helper needs.")},
        {QStringLiteral("unknown_key"),
         QT_TRANSLATE_NOOP(
             "am::ui::CoreMessages",
             "The request had a setting the helper does not know (helper and program versions differ?).")},
        {QStringLiteral("wrong_type"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A setting of the request had the wrong type.")},
        {QStringLiteral("out_of_range"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "A setting of the request is outside the range the helper accepts.")},
        {QStringLiteral("bad_value"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "A setting of the request has a value the helper refuses.")},
        {QStringLiteral("too_long"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A value of the request is too long.")},
        {QStringLiteral("unknown_op"),
         QT_TRANSLATE_NOOP(
             "am::ui::CoreMessages",
             "The helper does not know this operation (helper and program versions differ?).")},
        {QStringLiteral("not_authorized"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "This helper session is not allowed to do that.")},
        {QStringLiteral("md_driver"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The md RAID driver is not loaded.")},
        {QStringLiteral("empty_path"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "No device was given.")},
        {QStringLiteral("path_too_long"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The device path is too long.")},
        {QStringLiteral("control_character"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The device path contains a control character.")},
        {QStringLiteral("outside_dev"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "Only devices under /dev can be used.")},
        {QStringLiteral("path_trick"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The device path is not a plain /dev path.")},
        {QStringLiteral("no_such_device"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The device does not exist (any more).")},
        {QStringLiteral("not_block_device"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The path is not a block device.")},
        {QStringLiteral("not_md"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The device is not an md array.")},
        {QStringLiteral("no_such_array"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "There is no array of that name (any more).")},
        {QStringLiteral("backend_capability"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "This kind of array does not offer that operation.")},
        {QStringLiteral("array_would_fail"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "That would leave the array failed and its data unreadable, so it was "
                           "refused; confirm with the array's name to do it anyway.")},
        {QStringLiteral("last_redundancy"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "That would take the array's last redundancy, so it was refused; "
                           "confirm with the array's name to do it anyway.")},
        {QStringLiteral("settings_refused"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The array cannot take these settings; nothing was changed.")},
        {QStringLiteral("reshape_refused"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "md cannot make this change to the array, or it needs the array's "
                           "name to confirm it; nothing was written.")},
        {QStringLiteral("filesystem_grow_refused"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The filesystem on the array cannot be grown now; nothing was run.")},
        {QStringLiteral("bad_name"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The array name is not allowed.")},
        {QStringLiteral("bad_uuid"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The array UUID is malformed.")},
        {QStringLiteral("device_twice"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A device was named twice.")},
        {QStringLiteral("plan_invalid"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The array plan breaks a rule.")},
        {QStringLiteral("backend_unavailable"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "This kind of array cannot be built here: its tools or its kernel "
                           "module are missing.")},
        {QStringLiteral("array_exists"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "An array of that name exists already.")},
        {QStringLiteral("member_in_use"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The device is in use, so writing to it was refused.")},
        {QStringLiteral("member_busy"),
         QT_TRANSLATE_NOOP(
             "am::ui::CoreMessages",
             "The device is held open by something else, so writing to it was refused.")},
        {QStringLiteral("unknown_device"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The helper's own drives scan does not list the device.")},
        {QStringLiteral("write_not_allowed"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "Writing to the device was not confirmed.")},
        {QStringLiteral("no_bench"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The installed arraymark-cli cannot run benchmarks for the helper.")},
        {QStringLiteral("check_failed"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A safety check refused the operation.")},
        {QStringLiteral("step_failed"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A command the helper ran failed.")},
        {QStringLiteral("too_deep"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The request was nested too deeply for the helper.")},
        {QStringLiteral("not_utf8"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The request was not valid UTF-8 text.")},
        {QStringLiteral("campaign_invalid"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The campaign was refused before anything was written.")},
        {QStringLiteral("journal_exists"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "A campaign journal of that name exists: resume or clean it up.")},
        {QStringLiteral("no_journal"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "There is no campaign journal of that name.")},
        {QStringLiteral("nothing_running"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "There was nothing running to cancel.")},
        {QStringLiteral("cancelled"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The benchmark was stopped; what it measured until then is kept.")},
        {QStringLiteral("internal_error"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The helper met an error it did not expect; nothing more was done.")},
        {QStringLiteral("devfs"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The helper could not read /dev.")},
        {QStringLiteral("no_check_schedule"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "That way of scheduling md's periodic check is not installed here.")},
        {QStringLiteral("bad_mail_address"),
         QT_TRANSLATE_NOOP(
             "am::ui::CoreMessages",
             "The mail address was refused: one address, like root or admin@example.org.")},
        {QStringLiteral("bad_program"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The alert program was refused: an absolute path to an executable file "
                           "that only root can change, without blanks or shell characters.")},
        {QStringLiteral("scan"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The helper's drives scan failed, so nothing was written.")},
    };
    const auto found = sources.constFind(rule);
    return found == sources.constEnd() ? QString() : text(*found);
}

QString helperRefusalText(const QString& rule, const QString& core_text)
{
    const QString translated = helperRuleText(rule);
    if (translated.isEmpty()) return core_text;
    if (core_text.isEmpty()) return translated;
    return QCoreApplication::translate("am::ui::CoreMessages", "%1 (Details: %2)")
        .arg(translated, core_text);
}

QString engineErrorText(const QString& kind)
{
    // The ids of core/bench/error_kind.h.
    static const QHash<QString, const char*> sources{
        {QStringLiteral("internal"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "The benchmark met an error it did not expect.")},
        {QStringLiteral("job_invalid"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "A setting of the benchmark breaks a rule.")},
        {QStringLiteral("write_refused"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "Writing to the target was refused, so nothing was written.")},
        {QStringLiteral("target_open"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The target could not be opened or prepared.")},
        {QStringLiteral("no_space"),
         QT_TRANSLATE_NOOP(
             "am::ui::CoreMessages",
             "There is not enough free space for the test file; choose a smaller size or another folder.")},
        {QStringLiteral("direct_io_unsupported"),
         QT_TRANSLATE_NOOP(
             "am::ui::CoreMessages",
             "The filesystem does not support direct I/O; use buffered I/O or another folder.")},
        {QStringLiteral("io_uring_unavailable"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "io_uring is not available on this system; choose the sync engine.")},
        {QStringLiteral("ring_setup"),
         QT_TRANSLATE_NOOP(
             "am::ui::CoreMessages",
             "The io_uring queue could not be set up (often the locked-memory limit); try a smaller queue depth.")},
        {QStringLiteral("io_error"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "An I/O failed on the target.")},
        {QStringLiteral("short_transfer"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "An I/O moved fewer bytes than asked (the end of the target?).")},
        {QStringLiteral("submit_failed"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The kernel refused to take the I/O.")},
        {QStringLiteral("cancelled"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "The benchmark was stopped.")},
    };
    const auto found = sources.constFind(kind);
    return found == sources.constEnd() ? QString() : text(*found);
}

QString streamErrorText(int cell, const QString& kind, const QString& core_text)
{
    const QString translated = engineErrorText(kind);
    const QString detail =
        translated.isEmpty() ? core_text
        : core_text.isEmpty()
            ? translated
            : QCoreApplication::translate("am::ui::CoreMessages", "%1 (Details: %2)")
                  .arg(translated, core_text);
    if (cell >= 0)
        return QCoreApplication::translate("am::ui::CoreMessages", "Cell %1 failed: %2")
            .arg(cell + 1)
            .arg(detail);
    return QCoreApplication::translate("am::ui::CoreMessages", "The benchmark could not run: %1")
        .arg(detail);
}

QString streamErrorText(int cell, const QString& core_text)
{
    return streamErrorText(cell, QString(), core_text);
}

QString customJobErrorText(const QString& rule, const QString& value, const QString& core_text)
{
    // The ids of bench::CustomSweepError; %1 is the offending value.
    static const QHash<QString, const char*> sources{
        {QStringLiteral("block_size_unreadable"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "Block sizes: \"%1\" is not a size; write sizes such as 4k 64k 1m.")},
        {QStringLiteral("block_size_range"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "Block size \"%1\": must be a multiple of 512 B from 512 B to 64 MiB.")},
        {QStringLiteral("block_sizes_empty"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "Block sizes: give at least one value.")},
        {QStringLiteral("read_share_range"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "Read share \"%1\": must be a whole number from 0 to 100.")},
        {QStringLiteral("read_shares_empty"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "Read shares: give at least one value.")},
        {QStringLiteral("queue_depth_range"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages",
                           "Queue depth \"%1\": must be a whole number from 1 to 4096.")},
        {QStringLiteral("queue_depths_empty"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "Queue depths: give at least one value.")},
        {QStringLiteral("workers_range"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "Workers %1: must be from 1 to 256.")},
        {QStringLiteral("runtime_positive"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "Seconds per cell: must be more than 0.")},
        {QStringLiteral("ramp_negative"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "Ramp: must be 0 or more seconds.")},
        {QStringLiteral("too_many_cells"),
         QT_TRANSLATE_NOOP("am::ui::CoreMessages", "%1 cells: at most %2 in one run.")},
    };
    const auto found = sources.constFind(rule);
    if (found == sources.constEnd()) return core_text;
    const QString sentence = text(*found);
    if (rule == QLatin1String("too_many_cells"))
        return sentence.arg(value).arg(bench::kMaxCustomCells);
    return sentence.contains(QLatin1String("%1")) ? sentence.arg(value) : sentence;
}

} // namespace am::ui
