// The Benchmark page's run policy as a pure function. Its sentences keep the
// page's translation context: they were, and read as, the page's messages.
#include "ui/bench/run_request.h"

#include <QCoreApplication>

#include "core/bench/custom_preset.h"

namespace am::ui {

QStringList RunRequest::arguments() const
{
    QStringList args{QStringLiteral("bench"), QStringLiteral("--stream"),
                     QStringLiteral("--target"), target};
    args << QStringLiteral("--preset") << preset;
    if (runtime_s > 0) args << QStringLiteral("--runtime") << QString::number(runtime_s);
    if (ramp_s >= 0) args << QStringLiteral("--ramp") << QString::number(ramp_s);
    if (!size.isEmpty()) args << QStringLiteral("--size") << size;
    if (interval_s > 0) args << QStringLiteral("--interval") << QString::number(interval_s);
    if (!allow_write_device.isEmpty())
        args << QStringLiteral("--allow-write-device") << allow_write_device;
    if (!allow_write_file.isEmpty())
        args << QStringLiteral("--allow-write-file") << allow_write_file;
    for (const auto& arg : bench::engineModeArguments(modes)) args << QString::fromStdString(arg);
    return args << repeatArguments(repeats);
}

QStringList repeatArguments(const RunRepeats& repeats)
{
    QStringList args;
    if (repeats.repeat > 1)
        args << QStringLiteral("--repeat") << QString::number(repeats.repeat)
             << QStringLiteral("--settle") << QString::number(repeats.settle_s);
    if (repeats.precondition_passes > 0)
        args << QStringLiteral("--precondition") << QString::number(repeats.precondition_passes);
    return args;
}

namespace {
RunDecision refuse(RunRule rule, const QString& reason, bool error = true)
{
    RunDecision decision;
    decision.kind = RunDecision::Kind::Refuse;
    decision.rule = rule;
    decision.reason = reason;
    decision.error = error;
    return decision;
}

RunDecision ask(RunDecision::Confirm what)
{
    RunDecision decision;
    decision.kind = RunDecision::Kind::Confirm;
    decision.confirm = what;
    return decision;
}

QString noCliText()
{
    return QCoreApplication::translate(
        "am::ui::BenchPage",
        "arraymark-cli was not found next to this program or on PATH; runs cannot start.");
}
} // namespace

RunDecision decideRun(const RunChoices& c)
{
    if (!c.preset)
        return refuse(RunRule::NoPreset,
                      QCoreApplication::translate("am::ui::BenchPage", "Choose a preset first."));
    if (c.cli.isEmpty()) return refuse(RunRule::NoCli, noCliText());
    const PresetInfo& preset = *c.preset;
    const bool device = c.target_is_device;

    RunDecision run;
    run.kind = RunDecision::Kind::Run;
    RunRequest& request = run.request;
    request.cli = c.cli;
    request.target = c.target;
    request.preset = preset.name;
    request.runtime_s = c.runtime_s;
    request.ramp_s = c.ramp_s;
    request.size = c.size_text;
    request.interval_s = c.interval_s;
    request.modes = c.modes;
    request.repeats = c.repeats;
    // A device smaller than the presets' range is measured whole rather than refused by the CLI,
    // in whole blocks: --size's rule.
    if (device && c.device_bytes > 0 && c.device_bytes < kPresetDeviceRangeBytes &&
        c.largest_block > 0)
        request.size = QString::number(c.device_bytes / c.largest_block * c.largest_block);
    if (!c.size_problem.isEmpty()) return refuse(RunRule::BadSize, c.size_problem);
    if (const int passes = static_cast<int>(c.repeats.precondition_passes);
        passes > 0 && !preset.writes)
        return refuse(RunRule::PreconditionReadOnly,
                      QCoreApplication::translate(
                          "am::ui::BenchPage",
                          "Preconditioning writes the whole range %n time(s), so it is only for "
                          "presets that write, and \"%1\" only reads. Turn it off under Repeats, "
                          "or choose a preset that writes.",
                          "", passes)
                          .arg(preset.title));
    if (device && preset.writes) {
        if (!c.write_refusal.isEmpty())
            return refuse(
                RunRule::DeviceCannotWrite,
                QCoreApplication::translate(
                    "am::ui::BenchPage",
                    "The preset \"%1\" writes, and %2. Choose a read preset (QD sweep) or another target.")
                    .arg(preset.title, c.write_refusal));
        if (c.device_write == Confirmation::NotAsked) return ask(RunDecision::Confirm::DeviceWrite);
        if (c.device_write == Confirmation::Declined)
            return refuse(RunRule::DeviceWriteDeclined,
                          QCoreApplication::translate(
                              "am::ui::BenchPage", "Run not started: the write was not confirmed."),
                          false);
        request.allow_write_device = request.target;
    }
    if (!device && !preset.writes && !c.file_exists)
        return refuse(RunRule::FileMissingForRead,
                      QCoreApplication::translate(
                          "am::ui::BenchPage",
                          "%1 does not exist yet, and a read preset does not create files; run a "
                          "write preset first (it creates and fills the file).")
                          .arg(request.target));
    if (!device && preset.writes) {
        // As for devices: an existing file ArrayMark did not create (its own test files carry a
        // mark) is written only after its name is typed, and the CLI is told which file
        // (--allow-write-file).
        if (c.file_is_symlink)
            return refuse(RunRule::FileIsSymlink,
                          QCoreApplication::translate(
                              "am::ui::BenchPage", "%1 is a symbolic link; choose the file itself.")
                              .arg(request.target));
        if (c.file_exists && !c.file_is_own_test_file) {
            if (c.file_write == Confirmation::NotAsked) return ask(RunDecision::Confirm::FileWrite);
            if (c.file_write == Confirmation::Declined)
                return refuse(RunRule::FileWriteDeclined,
                              QCoreApplication::translate(
                                  "am::ui::BenchPage",
                                  "Run not started: writing into the file was not confirmed."),
                              false);
            request.allow_write_file = request.target;
        }
        // Said here, in the user's language, before a child starts and fails part way.
        if (!c.file_space_problem.isEmpty())
            return refuse(RunRule::FileSpace, c.file_space_problem);
    }
    // Raw devices without root go through the helper; as root, or without a helper, the CLI runs
    // them itself.
    run.route =
        device && !c.runs_as_root && c.helper_available ? RunRoute::Helper : RunRoute::LocalCli;
    const bool local = run.route == RunRoute::LocalCli;
    run.creates_folder = local && !device;
    run.writes_custom_preset = local && preset.name == QLatin1String(bench::kCustomPresetName);
    return run;
}

bool refusedBeforeQuestions(const RunDecision& decision)
{
    return decision.kind == RunDecision::Kind::Refuse &&
           (decision.rule == RunRule::NoPreset || decision.rule == RunRule::NoCli);
}

} // namespace am::ui
