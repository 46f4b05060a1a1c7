#include "ui/bench/cell_name.h"

#include <QCoreApplication>
#include <QStringList>
#include <optional>
#include <set>
#include <tuple>

#include "core/bench/job_label.h"

namespace am::ui {

unsigned varyingCellFields(const std::vector<bench::CellResult>& cells)
{
    std::set<std::tuple<bench::Pattern, std::uint32_t, std::uint32_t>> shapes;
    std::set<std::uint64_t> sizes;
    std::set<std::uint32_t> shares;
    for (const auto& cell : cells) {
        shapes.insert({cell.job.pattern, cell.job.queue_depth, cell.job.workers});
        sizes.insert(cell.job.block_size);
        shares.insert(cell.job.read_share);
    }
    return (shapes.size() > 1 ? kShapeField : 0u) | (sizes.size() > 1 ? kBlockSizeField : 0u) |
           (shares.size() > 1 ? kReadShareField : 0u);
}

QString readShareName(std::uint32_t read_share)
{
    if (read_share == 100) return QCoreApplication::translate("am::ui::CellName", "read");
    if (read_share == 0) return QCoreApplication::translate("am::ui::CellName", "write");
    return QCoreApplication::translate("am::ui::CellName", "%1 % read").arg(read_share);
}

QString cellName(const bench::Job& job, unsigned fields)
{
    if ((fields & kAllCellFields) == 0) fields = kAllCellFields;
    QStringList parts;
    if (fields & kShapeField) {
        const auto size = (fields & kBlockSizeField) ? std::optional(job.block_size) : std::nullopt;
        parts << QString::fromStdString(
            bench::jobShapeLabel(job.pattern, size, job.queue_depth, job.workers));
    } else if (fields & kBlockSizeField) {
        parts << QString::fromStdString(bench::blockSizeLabel(job.block_size));
    }
    if (fields & kReadShareField) parts << readShareName(job.read_share);
    // A load ladder's cells share one shape and differ by their rate; a fill is its own kind.
    if (job.load_peak)
        parts << QCoreApplication::translate("am::ui::CellName", "peak");
    else if (job.load_percent > 0)
        parts << QCoreApplication::translate("am::ui::CellName", "%1 % load").arg(job.load_percent);
    if (job.fill_once) parts << QCoreApplication::translate("am::ui::CellName", "fill");
    return parts.join(QStringLiteral(", "));
}

} // namespace am::ui
