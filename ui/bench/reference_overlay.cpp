#include "ui/bench/reference_overlay.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringList>
#include <set>
#include <stdexcept>

#include "core/bench/reference_matrix.h"
#include "core/bench/result_matrix.h"

namespace am::ui {

namespace {
const QString kResource = QStringLiteral(":/reference-overlay/single-nvme-iops-matrix.csv");

bench::ReferenceMatrix readResource()
{
    QFile file(kResource);
    if (!file.open(QIODevice::ReadOnly))
        throw std::invalid_argument("the embedded reference table is missing: " +
                                    kResource.toStdString());
    return bench::parseReferenceMatrix(file.readAll().toStdString());
}
} // namespace

ChartRun loadReferenceOverlay()
{
    bench::ReferenceMatrix matrix = readResource();
    ChartRun run;
    run.kind = ChartRun::Kind::Reference;
    run.label = QCoreApplication::translate("am::ui::Reference", "reference NVMe");
    run.cells = std::move(matrix.cells);
    for (auto& cell : run.cells)
        cell.job.queue_depth = 0; // the article does not say; compared as unknown
    return run;
}

QString referenceOverlaySource()
{
    QStringList lines;
    for (const auto& line : readResource().source) lines << QString::fromStdString(line);
    return lines.join(QLatin1Char('\n'));
}

QString overlayJobDifference(const std::vector<bench::CellResult>& overlay,
                             const std::vector<bench::CellResult>& run)
{
    std::set<std::uint32_t> overlay_qd, run_qd;
    std::set<std::uint64_t> overlay_sizes, run_sizes;
    std::set<bench::Pattern> overlay_patterns, run_patterns;
    for (const auto& cell : overlay) {
        if (cell.job.queue_depth > 0) overlay_qd.insert(cell.job.queue_depth);
        overlay_sizes.insert(cell.job.block_size);
        overlay_patterns.insert(cell.job.pattern);
    }
    for (const auto& cell : run) {
        if (cell.job.queue_depth > 0) run_qd.insert(cell.job.queue_depth);
        run_sizes.insert(cell.job.block_size);
        run_patterns.insert(cell.job.pattern);
    }
    if (overlay.empty() || run.empty()) return {};
    auto list = [](const auto& values, auto text) {
        QStringList out;
        for (const auto& v : values) out << text(v);
        return out.join(QStringLiteral(", "));
    };
    auto qd = [](std::uint32_t v) { return QString::number(v); };
    QStringList parts;
    if (!overlay_qd.empty() && !run_qd.empty() && overlay_qd != run_qd)
        parts << QCoreApplication::translate("am::ui::Reference", "QD %1, this run QD %2")
                     .arg(list(overlay_qd, qd), list(run_qd, qd));
    std::set<std::uint64_t> missing_sizes;
    for (const auto size : run_sizes)
        if (!overlay_sizes.contains(size)) missing_sizes.insert(size);
    if (!missing_sizes.empty())
        parts << QCoreApplication::translate("am::ui::Reference", "no %1")
                     .arg(list(missing_sizes, [](std::uint64_t v) {
                         return QString::fromStdString(bench::blockSizeLabel(v));
                     }));
    for (const auto pattern : run_patterns)
        if (!overlay_patterns.contains(pattern))
            parts << (pattern == bench::Pattern::Random
                          ? QCoreApplication::translate("am::ui::Reference", "no random I/O")
                          : QCoreApplication::translate("am::ui::Reference", "no sequential I/O"));
    return parts.join(QStringLiteral("; "));
}

} // namespace am::ui
