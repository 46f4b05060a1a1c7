#include "ui/bench/estimate_overlay.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QStringList>
#include <algorithm>

#include "core/estimate/estimator.h"
#include "core/estimate/reference_profiles.h"
#include "core/estimate/result_profile.h"
#include "core/estimate/run_comparison.h"
#include "ui/estimate/queue_curve_text.h"

namespace am::ui {

namespace {
bench::CellResult toCell(const estimate::EstimateCell& e)
{
    bench::CellResult cell;
    cell.job.name = "estimate " + e.rw + " " + std::to_string(e.block_size);
    cell.job.pattern =
        e.rw.starts_with("rand") ? bench::Pattern::Random : bench::Pattern::Sequential;
    cell.job.block_size = e.block_size;
    cell.job.read_share = static_cast<std::uint32_t>(std::clamp(e.read_share, 0, 100));
    cell.job.queue_depth = 0; // nothing was run: no queue depth, as in the estimate's JSON
    cell.job.workers = 0;
    cell.iops = e.iops;
    cell.read_iops = e.read_iops;
    cell.write_iops = e.write_iops;
    cell.bw_bytes = e.bw_bytes;
    cell.lat.mean_ns = e.mean_latency_ns;
    return cell;
}

// Cells with a depth and jobs to predict (a cell read from elsewhere may lack them).
std::vector<bench::CellResult> measuredShapes(const std::vector<bench::CellResult>& cells)
{
    std::vector<bench::CellResult> out;
    for (const auto& cell : cells)
        if (cell.job.queue_depth > 0 && cell.job.workers > 0 && cell.job.read_share <= 100 &&
            std::uint64_t{cell.job.queue_depth} * cell.job.workers <= 1U << 20) // the model's range
            out.push_back(cell);
    return out;
}

QString depthList(const std::vector<int>& depths)
{
    QStringList items;
    for (const int depth : depths) items << QLocale().toString(depth);
    return QLocale().createSeparatedList(items);
}
} // namespace

QString unmeasuredDepthsSentence(const estimate::Estimate& estimate)
{
    if (estimate.run_unmeasured_qd.empty()) return {};
    return QCoreApplication::translate(
               "am::ui::EstimateOverlay",
               "The profile was measured at %1 I/Os in flight; this run's %2 are extrapolated "
               "(marked ≈).")
        .arg(depthList(estimate.profile_qd), depthList(estimate.run_unmeasured_qd));
}

std::optional<EstimateSpec> arraySpecFor(const nlohmann::json& document,
                                         const drives::ScanResult& scan,
                                         const std::vector<bench::StoredRun>& history)
{
    const auto target = document.find("target");
    if (target == document.end() || !target->is_object()) return std::nullopt;
    const std::string path = target->value("path", std::string());
    if (path.empty()) return std::nullopt;
    const std::string name = QFileInfo(QString::fromStdString(path)).fileName().toStdString();
    const auto array =
        std::find_if(scan.arrays.begin(), scan.arrays.end(),
                     [&](const drives::MdArray& a) { return a.path == path || a.name == name; });
    if (array == scan.arrays.end()) return std::nullopt;
    EstimateSpec spec;
    try {
        spec.level = estimate::parseLevel(array->level);
    } catch (const std::exception&) {
        return std::nullopt; // linear, a container: the model has no rule for it
    }
    spec.array = QString::fromStdString(array->name);
    spec.members =
        static_cast<int>(array->raid_disks > 0 ? array->raid_disks : array->members.size());
    if (array->chunk_bytes > 0) spec.chunk_bytes = array->chunk_bytes;
    // The newest run measured on one member (ISO dates sort as text).
    const bench::StoredRun* newest = nullptr;
    for (const auto& run : history) {
        if (run.imported || run.cells == 0) continue;
        const bool on_member = std::any_of(
            array->members.begin(), array->members.end(),
            [&](const std::string& member) { return run.target_path == "/dev/" + member; });
        if (on_member && (!newest || run.created > newest->created)) newest = &run;
    }
    if (newest) spec.profile_file = QString::fromStdString(newest->path.string());
    const bool rotating =
        std::any_of(array->members.begin(), array->members.end(), [&](const std::string& member) {
            const auto* device = scan.find(member);
            return device && device->rotational;
        });
    spec.reference = rotating ? QStringLiteral("sata-hdd") : QStringLiteral("single-nvme");
    return spec;
}

EstimateOverlay computeEstimateOverlay(const EstimateSpec& spec,
                                       const std::vector<bench::CellResult>& run_cells)
{
    EstimateOverlay out;
    out.run.kind = ChartRun::Kind::Estimate;
    QString depths; // the run's depths the profile lacks
    estimate::MemberProfile profile;
    QString source;
    bool have_profile = false;
    if (!spec.profile_file.isEmpty()) {
        try {
            profile = estimate::profileFromResultFile(spec.profile_file.toStdString());
            source = QCoreApplication::translate("am::ui::EstimateOverlay", "measured: %1")
                         .arg(QFileInfo(spec.profile_file).completeBaseName());
            have_profile = true;
        } catch (const std::exception& error) {
            out.note =
                QCoreApplication::translate(
                    "am::ui::EstimateOverlay",
                    "The member's measured profile could not be used (%1); the reference stands in.")
                    .arg(QString::fromUtf8(error.what()));
        }
    }
    try {
        if (!have_profile) {
            profile = estimate::referenceProfile(spec.reference.toStdString());
            source = QCoreApplication::translate("am::ui::EstimateOverlay", "reference %1")
                         .arg(spec.reference);
        }
        estimate::ArrayPlan plan;
        plan.level = spec.level;
        plan.members = spec.members;
        plan.chunk_bytes = spec.chunk_bytes;
        const auto result = estimate::estimate(plan, {profile}, estimate::Caps{},
                                               estimate::Parameters{}, estimate::Mode::Healthy,
                                               estimate::cellQueries(measuredShapes(run_cells)));
        for (const auto& cell : result.random) out.run.cells.push_back(toCell(cell));
        for (const auto& cell : result.sequential) out.run.cells.push_back(toCell(cell));
        for (const auto& cell : result.run_cells) {
            if (!cell.not_predicted.empty()) continue;
            bench::CellResult shown = toCell(cell);
            shown.job.queue_depth = static_cast<std::uint32_t>(cell.qd);
            shown.job.workers = static_cast<std::uint32_t>(cell.jobs);
            out.run.at_run_depths.push_back(std::move(shown));
            out.run.extrapolated.push_back(cell.extrapolated);
        }
        depths = unmeasuredDepthsSentence(result);
        if (result.queue_curve) out.queue_curve = *result.queue_curve;
    } catch (const std::exception& error) {
        out.error = QString::fromUtf8(error.what());
        return out;
    }
    const QString level = QString::fromStdString(estimate::toString(spec.level));
    out.run.label = QCoreApplication::translate("am::ui::EstimateOverlay", "estimate %1 × %2 (%3)")
                        .arg(level)
                        .arg(spec.members)
                        .arg(source);
    const QString what =
        spec.array.isEmpty()
            ? QCoreApplication::translate("am::ui::EstimateOverlay", "Estimate for %1 × %2")
                  .arg(level)
                  .arg(spec.members)
            : QCoreApplication::translate("am::ui::EstimateOverlay", "Estimate for %1 (%2 × %3)")
                  .arg(spec.array, level)
                  .arg(spec.members);
    const QString from = have_profile
                             ? QCoreApplication::translate("am::ui::EstimateOverlay",
                                                           "from a member measured earlier (%1)")
                                   .arg(spec.profile_file)
                             : QCoreApplication::translate(
                                   "am::ui::EstimateOverlay",
                                   "from the reference profile \"%1\", not from these drives")
                                   .arg(spec.reference);
    out.note = (out.note.isEmpty() ? QString() : out.note + QLatin1Char(' ')) +
               QCoreApplication::translate("am::ui::EstimateOverlay", "%1, %2.").arg(what, from);
    if (!depths.isEmpty()) out.note += QLatin1Char(' ') + depths;
    if (out.queue_curve) out.note += QLatin1Char(' ') + queueCurveSentence(level, *out.queue_curve);
    return out;
}

} // namespace am::ui
