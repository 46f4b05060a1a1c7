#pragma once

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>

#include "core/bench/engine_modes.h"
#include "core/bench/repeats.h"
#include "ui/bench/bench_presets.h"

namespace am::ui {

// How each cell is repeated and whether the target is preconditioned first: the Benchmark page's
// Repeats dialog, the CLI's --repeat, --settle and --precondition.
struct RunRepeats {
    unsigned repeat = 1;                      // runs of each cell, 1..bench::kMaxRepeat
    double settle_s = bench::kDefaultSettleS; // the pause between two runs of a cell
    unsigned precondition_passes = 0;         // sequential passes before the first cell; 0: off
    bool operator==(const RunRepeats&) const = default;
};
// The `arraymark-cli bench` options they become (none for the defaults).
QStringList repeatArguments(const RunRepeats& repeats);

// What to run: `arraymark-cli bench --stream` arguments.
struct RunRequest {
    QString cli; // path of arraymark-cli
    QString target;
    QString preset;
    double runtime_s = 0;       // per cell; 0 = the preset's own
    double ramp_s = -1;         // per cell; < 0 = the preset's own
    QString size;               // "1GiB"; empty = the preset's own / whole device
    double interval_s = 0;      // seconds between samples; 0 = the CLI's default
    QString allow_write_device; // raw device writes, after the user typed its name
    QString allow_write_file; // an existing file ArrayMark did not create, after the user typed its
                              // name
    QString presets_dir;      // $ARRAYMARK_PRESETS for the child (the custom job's preset file)
    bench::EngineModes modes; // the Engine modes dialog's choice, for every job of the run
    RunRepeats repeats;       // the Repeats dialog's choice

    QStringList arguments() const;
};

// Whether the person typed the target's name in the write confirmation.
enum class Confirmation { NotAsked, Confirmed, Declined };

// Everything the Benchmark page's choices and the machine say about a run
// about to start: the page's fields, and facts found on disk beforehand, so
// that deciding is a pure function.
struct RunChoices {
    QString cli;                      // arraymark-cli's path; empty when not found
    std::optional<PresetInfo> preset; // the chosen preset; none chosen
    QString target;
    bool target_is_device = false;
    std::uint64_t device_bytes = 0;  // the scan's size of a device target; 0 = unknown
    std::uint64_t largest_block = 0; // the preset's largest block (bytes): --size's unit
    QString size_text;               // the File size field ("1GiB"); empty for devices
    QString size_problem;            // why size_text breaks --size's rule; empty when good
    QString write_refusal; // why a writing preset cannot run on this device; empty when it can
    double runtime_s = 0;
    double ramp_s = -1;
    double interval_s = 0;
    bench::EngineModes modes;
    RunRepeats repeats;
    // A file target as found on disk.
    bool file_exists = false;
    bool file_is_symlink = false;
    bool file_is_own_test_file = false; // carries ArrayMark's test-file mark
    QString file_space_problem; // its folder or free space cannot take the run; empty when it can
    bool runs_as_root = false;
    bool helper_available = false; // a provider of arraymark-helper channels is set
    Confirmation device_write = Confirmation::NotAsked;
    Confirmation file_write = Confirmation::NotAsked;
};

// The presets measure the first 1 GiB of a device (resources/presets: "size": "1GiB").
inline constexpr std::uint64_t kPresetDeviceRangeBytes = std::uint64_t{1} << 30;

// How the run reaches the engine: arraymark-cli as a child of this process,
// or arraymark-helper (root, through pkexec) for raw devices without root.
enum class RunRoute { LocalCli, Helper };

// The rule a refused run broke (RunDecision::reason says it as a sentence).
enum class RunRule {
    NoPreset,             // no preset chosen
    NoCli,                // arraymark-cli not found
    BadSize,              // the File size field breaks --size's rule
    DeviceCannotWrite,    // a writing preset on a device that must not be written
    DeviceWriteDeclined,  // the device's name was not typed
    FileMissingForRead,   // a read preset on a file that does not exist
    FileIsSymlink,        // a writing preset on a symbolic link
    FileWriteDeclined,    // an existing file's name was not typed
    FileSpace,            // the test file's folder cannot take it
    PreconditionReadOnly, // preconditioning asked of a preset that only reads
};

struct RunDecision {
    enum class Kind { Run, Refuse, Confirm };
    enum class Confirm { DeviceWrite, FileWrite };
    Kind kind = Kind::Refuse;
    // Run
    RunRequest request;
    RunRoute route = RunRoute::LocalCli;
    bool writes_custom_preset = false; // the CLI reads the custom job from a preset file
    bool creates_folder = false;       // a file target's folder is made first
    // Refuse
    RunRule rule = RunRule::NoPreset;
    QString reason;    // translated; names the value and the rule
    bool error = true; // false when the person chose not to run (a declined confirmation)
    // Confirm: ask, set RunChoices' confirmation, and decide again.
    Confirm confirm = Confirm::DeviceWrite;
};

// The run the choices ask for, the question still to ask, or why it cannot
// start. Checks in the order the page always made them.
RunDecision decideRun(const RunChoices& choices);

// Refusals said before anything is asked (the overlays question comes after them).
bool refusedBeforeQuestions(const RunDecision& decision);

} // namespace am::ui
