#include "core/bench/run_warning.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "core/bench/figure_text.h"

namespace am::bench {

namespace {

struct KindRow {
    RunWarningKind kind;
    std::string_view id;
};

// The ids are stable: result files and scripts match on them.
constexpr std::array kKinds{
    KindRow{RunWarningKind::FasterThanLink, "faster_than_link"},
    KindRow{RunWarningKind::CacheServed, "cache_served"},
    KindRow{RunWarningKind::CompressingTarget, "compressing_target"},
    KindRow{RunWarningKind::CowFilesystem, "cow_filesystem"},
    KindRow{RunWarningKind::CpuBound, "cpu_bound"},
    KindRow{RunWarningKind::MdResyncing, "md_resyncing"},
};

} // namespace

std::string_view warningId(RunWarningKind kind)
{
    for (const KindRow& row : kKinds)
        if (row.kind == kind) return row.id;
    return "unknown";
}

std::optional<RunWarningKind> warningKindOf(std::string_view id)
{
    for (const KindRow& row : kKinds)
        if (row.id == id) return row.kind;
    return std::nullopt;
}

std::vector<RunWarningKind> allWarningKinds()
{
    std::vector<RunWarningKind> kinds;
    for (const KindRow& row : kKinds) kinds.push_back(row.kind);
    return kinds;
}

std::string warningText(const RunWarning& w)
{
    switch (w.kind) {
    case RunWarningKind::FasterThanLink:
        return fmt::format("{} is more than {}'s {} link carries ({}): not all of it crossed the "
                           "link (a cache above the device, or compression)",
                           rateText(w.measured), w.subject, w.detail, rateText(w.limit));
    case RunWarningKind::CacheServed:
        if (w.detail.empty())
            return fmt::format("the file is on {}, in memory: this measured memory, not a drive",
                               w.subject);
        return fmt::format("{} moved {:.0f} % of the {} bytes the engine counted: a cache served "
                           "the rest (the page cache, or a filesystem that ignored O_DIRECT)",
                           w.subject, w.measured, w.detail);
    case RunWarningKind::CompressingTarget:
        return fmt::format("{} compresses and the written buffers are {}: it stored less than was "
                           "written; use --buffer random",
                           w.subject, w.detail);
    case RunWarningKind::CowFilesystem:
        return fmt::format("the file is on {}, which writes copy-on-write: writes go to new places "
                           "and fragment the file, so this measured the filesystem's allocator too",
                           w.subject);
    case RunWarningKind::CpuBound:
        return fmt::format("CPU-bound: the engine's threads used {:.0f} % of their {:.0f} core(s); "
                           "this number measures the host, not the drive",
                           w.measured, w.limit);
    case RunWarningKind::MdResyncing:
        return fmt::format("{} was busy with a {} while the cell ran: the array shared its drives "
                           "with that work",
                           w.subject, w.detail);
    }
    return std::string(warningId(w.kind));
}

void addWarning(std::vector<RunWarning>& warnings, RunWarning warning)
{
    const bool known = std::any_of(warnings.begin(), warnings.end(), [&](const RunWarning& w) {
        return w.kind == warning.kind && w.subject == warning.subject;
    });
    if (!known) warnings.push_back(std::move(warning));
}

} // namespace am::bench
