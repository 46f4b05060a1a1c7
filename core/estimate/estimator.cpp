#include "core/estimate/estimator.h"

#include <algorithm>
#include <limits>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/estimate/backend_model.h"
#include "core/estimate/cell_model.h"
#include "core/estimate/errors.h"
#include "core/estimate/member_work.h"
#include "core/estimate/payoff.h"
#include "core/estimate/queue_depth.h"
#include "core/estimate/run_cells.h"

namespace am::estimate {

std::string_view toString(Limit limit)
{
    switch (limit) {
    case Limit::Members:
        return "members";
    case Limit::Link:
        return "link";
    case Limit::Bus:
        return "bus";
    case Limit::Parity:
        return "parity";
    case Limit::Host:
        return "host";
    }
    return "?";
}

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr int kCurveDeepest = 256;
constexpr int kSaturated = kSaturatedInFlight;

// Smallest count in flight reaching 90 % of the peak; the rate grows with the
// count (a binomial's expectation of a rising rate), so bisection finds it.
int ninetyPercentPoint(const auto& iopsAt, double peak)
{
    if (iopsAt(1) >= 0.9 * peak) return 1;
    int low = 1, high = 2; // doubling first: the point is usually a small count
    while (high < kSaturated && iopsAt(high) < 0.9 * peak) {
        low = high;
        high *= 2;
    }
    while (high - low > 1) {
        const int middle = low + (high - low) / 2;
        (iopsAt(middle) >= 0.9 * peak ? high : low) = middle;
    }
    return high;
}

QueueCurve queueCurve(const std::vector<MemberModel>& models, const ArrayPlan& plan,
                      const Caps& caps, const Parameters& params, bool degraded)
{
    QueueCurve curve;
    curve.mix_read_share = params.curve_mix_read_share;
    const std::uint64_t bs = curve.block_size;
    const bool pure = params.mix_rule == MixRule::TimeShare;
    const auto at = [&](int share, int in_flight) {
        return cellInFlight(models, plan, caps, params, degraded, bs, share, in_flight);
    };
    for (const auto& model : models) {
        if (curve.member_read_gap.empty())
            curve.member_read_gap = model.gap(bs, 100, pure).value_or("");
        if (curve.member_write_gap.empty())
            curve.member_write_gap = model.gap(bs, 0, pure).value_or("");
    }
    for (int q = 1; q <= kCurveDeepest; q *= 2) {
        QueuePoint point{q,         at(100, q), at(0, q), at(curve.mix_read_share, q),
                         kInfinity, kInfinity,  false,    false};
        for (const auto& model : models) {
            if (curve.member_read_gap.empty()) {
                const DepthRate read = memberIopsAtDepth(model, bs, 100, pure, q);
                point.member_read_iops = std::min(point.member_read_iops, read.iops);
                point.member_read_extrapolated |= read.extrapolated;
            }
            if (curve.member_write_gap.empty()) {
                const DepthRate write = memberIopsAtDepth(model, bs, 0, pure, q);
                point.member_write_iops = std::min(point.member_write_iops, write.iops);
                point.member_write_extrapolated |= write.extrapolated;
            }
        }
        // One member alone still moves no more than its own link (a SATA SSD on the NVMe
        // reference): else the array, held by the link, would look no faster than one drive.
        if (caps.link_bytes_per_s) {
            const double most = *caps.link_bytes_per_s / static_cast<double>(bs);
            point.member_read_iops = std::min(point.member_read_iops, most);
            point.member_write_iops = std::min(point.member_write_iops, most);
        }
        if (!curve.member_read_gap.empty()) point.member_read_iops = 0;
        if (!curve.member_write_gap.empty()) point.member_write_iops = 0;
        curve.points.push_back(point);
    }
    const auto series = [&](int share, double& peak, int& q90, std::string& gap) {
        const EstimateCell saturated = at(share, kSaturated);
        gap = saturated.not_predicted;
        if (!gap.empty()) return;
        peak = saturated.iops;
        q90 = ninetyPercentPoint([&](int q) { return at(share, q).iops; }, peak);
    };
    series(100, curve.peak_read, curve.q90_read, curve.read_gap);
    if (curve.read_gap.empty()) curve.read_payoff_in_flight = readPayoffInFlight(curve);
    series(0, curve.peak_write, curve.q90_write, curve.write_gap);
    series(curve.mix_read_share, curve.peak_mix, curve.q90_mix, curve.mix_gap);
    return curve;
}

} // namespace

Estimate estimate(const ArrayPlan& plan, const std::vector<MemberProfile>& profiles,
                  const Caps& caps, const Parameters& parameters, Mode mode)
{
    return estimate(plan, profiles, caps, parameters, mode, {});
}

Estimate estimate(const ArrayPlan& planned, const std::vector<MemberProfile>& profiles,
                  const Caps& caps, const Parameters& parameters, Mode mode,
                  const std::vector<CellQuery>& run)
{
    validate(planned);
    // btrfs's profiles are computed as the md level with the same copies.
    const ArrayPlan plan = modelledPlan(planned);
    if (profiles.empty())
        throw InputError("no member profile: give a reference name or a result file");
    if (profiles.size() != 1 && static_cast<int>(profiles.size()) != plan.members)
        throw InputError(fmt::format(
            "{} profiles for {} members: give one profile for all members or one per member",
            profiles.size(), plan.members));
    if (!(parameters.member_utilisation > 0))
        throw InputError(
            fmt::format("member utilisation {}: must be above 0", parameters.member_utilisation));

    if (parameters.array_outstanding_ios &&
        (*parameters.array_outstanding_ios < 1 || *parameters.array_outstanding_ios > kSaturated))
        throw InputError(fmt::format("{} I/Os in flight: must be 1 to {}",
                                     *parameters.array_outstanding_ios, kSaturated));
    if (parameters.curve_mix_read_share < 0 || parameters.curve_mix_read_share > 100)
        throw InputError(fmt::format("curve read share {}: must be a percentage, 0 to 100",
                                     parameters.curve_mix_read_share));

    std::vector<MemberModel> models;
    for (const auto& profile : profiles)
        models.emplace_back(profile, parameters.assumed_outstanding_ios, ProfileCells::Subset);

    Estimate result;
    result.plan = planned;
    result.notes = backendNotes(planned);
    result.caps = caps;
    result.parameters = parameters;
    result.mode = mode;
    result.fault_tolerance = faultTolerance(plan);
    for (const auto& model : models) {
        result.profile_names.push_back(model.profile().name);
        result.profile_sources.push_back(model.profile().source);
    }
    result.block_sizes = profiles.front().blockSizes();
    // The pure columns always: a reads-only profile shows its writes as not predicted.
    std::set<int> shares{0, 100};
    for (const int share : profiles.front().readShares()) shares.insert(share);
    result.read_shares.assign(shares.begin(), shares.end());

    result.member_size_bytes = plan.member_size_bytes;
    if (!result.member_size_bytes) {
        for (const auto& profile : profiles)
            if (profile.capacity_bytes)
                result.member_size_bytes =
                    std::min(result.member_size_bytes.value_or(*profile.capacity_bytes),
                             *profile.capacity_bytes);
    }
    if (result.member_size_bytes)
        result.capacity_bytes = capacityBytes(plan, *result.member_size_bytes);

    std::vector<double> asked;
    if (parameters.array_outstanding_ios)
        asked.push_back(*parameters.array_outstanding_ios);
    else
        for (int q = 1; q <= kCurveDeepest; q *= 2) asked.push_back(q);
    std::set<int> unmeasured;
    for (const auto& profile : profiles)
        for (const double depth : unmeasuredDepths(profile, asked))
            unmeasured.insert(static_cast<int>(depth));
    result.unmeasured_qd.assign(unmeasured.begin(), unmeasured.end());

    const bool degraded = mode == Mode::Degraded;
    if (degraded && plan.level == Level::Raid0) {
        result.available = false;
        result.notes.push_back("raid0 has no redundancy: with a member missing the array is lost");
    } else {
        std::size_t extrapolated = 0;
        for (const std::uint64_t bs : result.block_sizes)
            for (const int share : result.read_shares) {
                std::vector<EstimateCell> candidates;
                for (const auto& model : models)
                    candidates.push_back(
                        randomCell(model, plan, caps, parameters, degraded, bs, share));
                EstimateCell cell = slowest(candidates, models);
                if (!cell.not_predicted.empty()) {
                    result.unpredicted.push_back(std::move(cell));
                    continue;
                }
                extrapolated += cell.extrapolated;
                result.random.push_back(std::move(cell));
            }
        if (result.random.empty()) {
            std::set<std::string> reasons;
            for (const auto& cell : result.unpredicted) reasons.insert(cell.not_predicted);
            throw InputError(fmt::format(
                "profile {}: no random cell of this array can be predicted from it ({})",
                fmt::join(result.profile_names, ", "), fmt::join(reasons, "; ")));
        }
        if (!result.unpredicted.empty())
            result.notes.push_back(fmt::format(
                "{} of {} random cells are not predicted: the profile lacks cells they need "
                "(listed with the reason)",
                result.unpredicted.size(), result.unpredicted.size() + result.random.size()));
        if (extrapolated)
            result.notes.push_back(fmt::format(
                "{} of {} cells at {} I/Os in flight are extrapolated: the profile has no "
                "queue-depth curve there, so IOPS(q) = min(q / latency at the profile, "
                "profiled IOPS) stands in",
                extrapolated, result.random.size(), *parameters.array_outstanding_ios));
        result.queue_curve = queueCurve(models, plan, caps, parameters, degraded);
        bool curve_extrapolated = false;
        for (const auto& point : result.queue_curve->points)
            curve_extrapolated |=
                point.read.extrapolated || point.write.extrapolated || point.mix.extrapolated;
        if (curve_extrapolated)
            result.notes.push_back(
                "queue-depth curve: points the member profile did not measure at the depth a member "
                "sees are extrapolated (marked)");
        for (const bool read : {true, false}) {
            std::vector<EstimateCell> candidates;
            for (const auto& model : models)
                candidates.push_back(sequentialCell(model, plan, caps, parameters, degraded, read));
            EstimateCell cell = slowest(candidates, models);
            (cell.not_predicted.empty() ? result.sequential : result.unpredicted)
                .push_back(std::move(cell));
        }
        predictRun(result, models, profiles, run, degraded);
    }

    double seq_read = kInfinity, seq_write = kInfinity;
    std::string sequential_gap;
    for (const auto& model : models) {
        for (const bool read : {true, false})
            if (const auto missing = model.sequentialGap(read); missing && sequential_gap.empty())
                sequential_gap = *missing;
        if (!sequential_gap.empty()) continue;
        seq_read = std::min(seq_read, model.seqReadBytesPerSecond());
        seq_write = std::min(seq_write, model.seqWriteBytesPerSecond());
        if (model.sequentialIsEstimated())
            result.notes.push_back(
                fmt::format("profile '{}' has no sequential figures: the largest random block "
                            "stands in for sequential bandwidth",
                            model.profile().name));
    }
    if (plan.level == Level::Raid0) {
        result.notes.push_back("rebuild: raid0 cannot rebuild a member");
    } else if (!sequential_gap.empty()) {
        result.notes.push_back(fmt::format("rebuild: not predicted: {}", sequential_gap));
    } else if (!result.member_size_bytes) {
        result.notes.push_back("capacity and rebuild time need the member size (--member-size)");
    } else {
        result.rebuild =
            estimateRebuild(plan, *result.member_size_bytes, seq_read, seq_write, caps, parameters);
    }
    return result;
}

} // namespace am::estimate
