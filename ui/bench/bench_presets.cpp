#include "ui/bench/bench_presets.h"

#include <QCoreApplication>
#include <algorithm>
#include <numeric>

#include "core/bench/custom_preset.h"

namespace am::ui {

namespace {

constexpr const char* kContext = "am::ui::Presets";

// clang-format off
constexpr PresetText kPresetTexts[] = {
    {"quick", QT_TRANSLATE_NOOP("am::ui::Presets", "Quick"),
     QT_TRANSLATE_NOOP("am::ui::Presets", "SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1, each read and write (CrystalDiskMark's standard set)")},
    {"nvme", QT_TRANSLATE_NOOP("am::ui::Presets", "NVMe"),
     QT_TRANSLATE_NOOP("am::ui::Presets", "SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1, read and write")},
    {"matrix", QT_TRANSLATE_NOOP("am::ui::Presets", "Matrix"),
     QT_TRANSLATE_NOOP("am::ui::Presets", "Random I/O, block sizes 4K to 1M x read shares 0 to 100 %: the reference table's shape")},
    {"latency", QT_TRANSLATE_NOOP("am::ui::Presets", "Latency"),
     QT_TRANSLATE_NOOP("am::ui::Presets", "4K QD1 random read, write and 70/30, with p50, p99 and p99.9")},
    {"latency-load", QT_TRANSLATE_NOOP("am::ui::Presets", "Latency under load"),
     QT_TRANSLATE_NOOP("am::ui::Presets", "4K random read and 70/30 at QD32: the peak, then paced at 10 % to 100 % of it; p99 against offered IOPS, with the knee where p99 has doubled")},
    {"qd-jobs-grid", QT_TRANSLATE_NOOP("am::ui::Presets", "QD x jobs"),
     QT_TRANSLATE_NOOP("am::ui::Presets", "4K random read at queue depth 1 to 64 x 1 to 16 jobs: how many jobs and how deep it takes to saturate")},
    {"fill", QT_TRANSLATE_NOOP("am::ui::Presets", "Fill (cache cliff)"),
     QT_TRANSLATE_NOOP("am::ui::Presets", "One sequential 1M write at QD8 over the whole target (it is erased): MB/s against bytes written, where the write cache runs out and the rate after it")},
    {"qd-sweep", QT_TRANSLATE_NOOP("am::ui::Presets", "QD sweep"),
     QT_TRANSLATE_NOOP("am::ui::Presets", "4K random read at queue depth 1 to 256")},
    {"member-reads", QT_TRANSLATE_NOOP("am::ui::Presets", "Reads"),
     QT_TRANSLATE_NOOP("am::ui::Presets", "Random reads 4K to 1M at QD32 and a 1M sequential read: nothing is written; a drive's profile for the array estimate")},
    {"member-profile", QT_TRANSLATE_NOOP("am::ui::Presets", "QD profile"),
     QT_TRANSLATE_NOOP("am::ui::Presets", "Random reads 4K and 64K at queue depth 1 to 256, 8K to 1M at QD32 and a 1M sequential read: nothing is written; a drive's queue-depth profile for the array estimate")},
    {"bs-sweep", QT_TRANSLATE_NOOP("am::ui::Presets", "BS sweep"),
     QT_TRANSLATE_NOOP("am::ui::Presets", "Sequential read and write from 512 B to 8 MiB, doubling, QD4")},
    {"sustained", QT_TRANSLATE_NOOP("am::ui::Presets", "Sustained"),
     QT_TRANSLATE_NOOP("am::ui::Presets", "4K random writes at QD32 until IOPS is steady or the time cap: shows a cache cliff")},
};
// clang-format on

const PresetText* findText(const std::string& name)
{
    const auto found = std::find_if(std::begin(kPresetTexts), std::end(kPresetTexts),
                                    [&](const PresetText& text) { return name == text.name; });
    return found == std::end(kPresetTexts) ? nullptr : found;
}

// What the preset file says: the ETA's per-cell times are the cells' mean, so
// cells * (runtime + ramp) is the whole run even where a cell sets its own.
PresetInfo factsOf(const bench::Preset& preset)
{
    PresetInfo info;
    info.name = QString::fromStdString(preset.name);
    info.writes = std::any_of(preset.jobs.begin(), preset.jobs.end(),
                              [](const bench::Job& job) { return job.writes(); });
    info.cells = static_cast<int>(preset.jobs.size());
    if (!preset.jobs.empty()) {
        const auto mean = [&](double bench::Job::*field) {
            return std::accumulate(
                       preset.jobs.begin(), preset.jobs.end(), 0.0,
                       [field](double sum, const bench::Job& job) { return sum + job.*field; }) /
                   static_cast<double>(preset.jobs.size());
        };
        info.runtime_s = mean(&bench::Job::runtime_s);
        info.ramp_s = mean(&bench::Job::ramp_s);
    }
    return info;
}

// Cells and times come from the editor (BenchPage::setCustomSweep); until it
// says what the sweep does, it counts as writing, so a raw device asks first.
PresetInfo customPreset()
{
    const bench::CustomSweep defaults;
    return {QString::fromLatin1(bench::kCustomPresetName),
            QCoreApplication::translate("am::ui::Presets", "Custom…"),
            QCoreApplication::translate(
                "am::ui::Presets",
                "Your own sweep: pattern, block sizes, read shares, queue depths, workers"),
            true,
            static_cast<int>(defaults.cells()),
            defaults.runtime_s,
            defaults.ramp_s};
}

} // namespace

std::span<const PresetText> presetTexts() { return kPresetTexts; }

QList<PresetInfo> workspacePresets(const std::vector<bench::Preset>& presets)
{
    QList<PresetInfo> titled, untitled;
    for (const auto& text : kPresetTexts)
        if (const bench::Preset* preset = bench::findPreset(presets, text.name)) {
            PresetInfo info = factsOf(*preset);
            info.title = QCoreApplication::translate(kContext, text.title);
            info.description = QCoreApplication::translate(kContext, text.description);
            titled.append(info);
        }
    for (const auto& preset : presets) {
        if (findText(preset.name) || preset.name == bench::kCustomPresetName) continue;
        PresetInfo info = factsOf(preset);
        info.title = info.name;
        info.description = QString::fromStdString(preset.description);
        untitled.append(info);
    }
    std::sort(untitled.begin(), untitled.end(),
              [](const PresetInfo& a, const PresetInfo& b) { return a.name < b.name; });
    return titled + untitled + QList<PresetInfo>{customPreset()};
}

QList<PresetInfo> workspacePresets()
{
    // Loaded once; the words are translated on every call, in the language of the moment.
    static const std::vector<bench::Preset> built_in = [] {
        try {
            return bench::loadPresets({});
        } catch (const std::exception&) {
            return std::vector<bench::Preset>{};
        }
    }();
    return workspacePresets(built_in);
}

const PresetInfo* findWorkspacePreset(const QList<PresetInfo>& presets, const QString& name)
{
    for (const auto& preset : presets)
        if (preset.name == name) return &preset;
    return nullptr;
}

} // namespace am::ui
