#include "ui/bench/bench_presets.h"

#include <QCoreApplication>

namespace am::ui {

QList<PresetInfo> workspacePresets()
{
    return {
        {QStringLiteral("quick"), QCoreApplication::translate("am::ui::Presets", "Quick"),
         QCoreApplication::translate("am::ui::Presets", "SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1, each read and write (CrystalDiskMark's standard set)"), true, 8, 5, 1},
        {QStringLiteral("nvme"), QCoreApplication::translate("am::ui::Presets", "NVMe"), QCoreApplication::translate("am::ui::Presets", "SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1, read and write"), true, 8, 5, 1},
        {QStringLiteral("matrix"), QCoreApplication::translate("am::ui::Presets", "Matrix"),
         QCoreApplication::translate("am::ui::Presets", "Random I/O, block sizes 4K to 1M x read shares 0 to 100 %: the reference table's shape"), true, 49, 5, 1},
        {QStringLiteral("latency"), QCoreApplication::translate("am::ui::Presets", "Latency"), QCoreApplication::translate("am::ui::Presets", "4K QD1 random read, write and 70/30, with p50, p99 and p99.9"), true, 3, 10, 1},
        {QStringLiteral("qd-sweep"), QCoreApplication::translate("am::ui::Presets", "QD sweep"), QCoreApplication::translate("am::ui::Presets", "4K random read at queue depth 1 to 256"), false, 9, 5, 1},
        {QStringLiteral("member-reads"), QCoreApplication::translate("am::ui::Presets", "Reads"),
         QCoreApplication::translate("am::ui::Presets", "Random reads 4K to 1M at QD32 and a 1M sequential read: nothing is written; a drive's profile for the array estimate"), false, 8, 5, 1},
        {QStringLiteral("bs-sweep"), QCoreApplication::translate("am::ui::Presets", "BS sweep"), QCoreApplication::translate("am::ui::Presets", "Sequential read and write from 512 B to 8 MiB, doubling, QD4"), true, 30, 3, 0.5},
        {QStringLiteral("sustained"), QCoreApplication::translate("am::ui::Presets", "Sustained"), QCoreApplication::translate("am::ui::Presets", "4K random writes at QD32 until IOPS is steady or the time cap: shows a cache cliff"), true, 1, 600, 0},
        // Cells, times and whether it writes come from the editor (BenchPage::setCustomSweep).
        {QStringLiteral("custom"), QCoreApplication::translate("am::ui::Presets", "Custom…"),
         QCoreApplication::translate("am::ui::Presets", "Your own sweep: pattern, block sizes, read shares, queue depths, workers"), true, 1, 5, 1},
    };
}

const PresetInfo* findWorkspacePreset(const QList<PresetInfo>& presets, const QString& name)
{
    for (const auto& preset : presets)
        if (preset.name == name) return &preset;
    return nullptr;
}

} // namespace am::ui
