#include "core/estimate/queue_depth.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace am::estimate {

namespace {

// Probability weight below which a depth's extrapolated rate is not worth a mark.
constexpr double kNegligibleWeight = 0.01;

DepthRate alongCurve(const DepthCurve& curve, double depth)
{
    const auto& points = curve.points;
    const DepthPoint& first = points.front();
    const DepthPoint& last = points.back();
    if (depth < first.outstanding_ios) return {first.iops * depth / first.outstanding_ios, true};
    if (depth > last.outstanding_ios) return {last.iops, true};
    for (std::size_t i = 1; i < points.size(); ++i) {
        const DepthPoint& a = points[i - 1];
        const DepthPoint& b = points[i];
        if (depth > b.outstanding_ios) continue;
        const double along =
            std::log(depth / a.outstanding_ios) / std::log(b.outstanding_ios / a.outstanding_ios);
        return {a.iops + (b.iops - a.iops) * along, false};
    }
    return {last.iops, false};
}

// One kind of member I/O the busiest member carries per array request.
struct Kind {
    double count = 0;
    std::uint64_t bytes = 0;
    double read_percent = 100;
    bool read = true;
};

struct RequestShape {
    double weight = 0;      // share of array requests of this type
    double lifetime_s = 0;  // unloaded: the sum of its phases' latencies
    double occupancy_s = 0; // integral over its life of its I/Os in flight on the busiest member
};

} // namespace

DepthRate memberIopsAtDepth(const MemberModel& model, std::uint64_t bytes, double read_percent,
                            bool pure_columns_only, double depth)
{
    if (depth <= 0) return {0, false};
    // A member never holds more than its attachment keeps in flight; the rest wait in the host.
    if (const auto& most = model.profile().max_in_flight) depth = std::min(depth, double(*most));
    const int share = static_cast<int>(std::lround(read_percent));
    if (const DepthCurve* curve = model.profile().depthCurve(bytes, share);
        curve && std::abs(read_percent - share) < 1e-9)
        return alongCurve(*curve, depth);
    const double peak = 1.0 / model.timePerIo(bytes, read_percent, pure_columns_only);
    const double latency = model.latencySeconds(bytes, read_percent, pure_columns_only);
    return {std::min(depth / latency, peak), true};
}

DepthRate arrayIopsAtDepth(const MemberModel& model, const ArrayIoWork& reads,
                           const ArrayIoWork& writes, double read_fraction, bool pure_columns_only,
                           double member_read_percent, int in_flight)
{
    std::vector<Kind> kinds;
    const auto shapeOf = [&](const ArrayIoWork& work, double weight) {
        RequestShape shape{weight, 0, 0};
        if (weight <= 0) return shape;
        // Phase 1 of a two-phase request is its reads, phase 2 its writes.
        for (const int phase : work.phases == 2 ? std::vector<int>{1, 2} : std::vector<int>{0}) {
            double latency = 0, count = 0;
            for (const auto& io : work.busiest) {
                if (phase != 0 && io.read != (phase == 1)) continue;
                const double percent =
                    pure_columns_only ? (io.read ? 100.0 : 0.0) : member_read_percent;
                latency = std::max(
                    latency,
                    1.0 / memberIopsAtDepth(model, io.bytes, percent, pure_columns_only, 1).iops);
                count += io.count;
                kinds.push_back({io.count * weight, io.bytes, percent, io.read});
            }
            shape.lifetime_s += latency;
            shape.occupancy_s += latency * count;
        }
        return shape;
    };
    const RequestShape read_shape = shapeOf(reads, read_fraction);
    const RequestShape write_shape = shapeOf(writes, 1 - read_fraction);

    // Requests in flight are of each type in proportion to rate x lifetime.
    const double lives =
        read_shape.weight * read_shape.lifetime_s + write_shape.weight * write_shape.lifetime_s;
    const double occupancy = (read_shape.weight * read_shape.occupancy_s +
                              write_shape.weight * write_shape.occupancy_s) /
                             lives;
    const double p = std::clamp(occupancy, 0.0, 1.0);

    bool extrapolated = false;
    const auto rateAt = [&](int depth, double weight) {
        double time = 0;
        for (const auto& kind : kinds) {
            const DepthRate rate =
                memberIopsAtDepth(model, kind.bytes, kind.read_percent, pure_columns_only, depth);
            if (rate.extrapolated && weight > kNegligibleWeight) extrapolated = true;
            time += kind.count / rate.iops;
        }
        return 1.0 / time;
    };
    const int q = in_flight;
    if (p >= 1) {
        const double iops = rateAt(q, 1);
        return {iops, extrapolated};
    }
    // E[1 / T(K)], K ~ Binomial(q, p); T(0) is infinite: an idle member
    // completes nothing. Only the binomial's body is summed, its weights
    // normalised so that rounding does not lift a saturated array past N x peak.
    const double mean = q * p;
    const double spread = 12 * std::sqrt(q * p * (1 - p)) + 2;
    const int low = std::max(0, static_cast<int>(std::floor(mean - spread)));
    const int high = std::min(q, static_cast<int>(std::ceil(mean + spread)));
    double iops = 0, total = 0;
    for (int k = low; k <= high; ++k) {
        const double weight =
            std::exp(std::lgamma(q + 1.0) - std::lgamma(k + 1.0) - std::lgamma(q - k + 1.0) +
                     k * std::log(p) + (q - k) * std::log1p(-p));
        total += weight;
        if (k > 0) iops += weight * rateAt(k, weight);
    }
    return {iops / total, extrapolated};
}

std::vector<double> measuredDepths(const MemberProfile& profile)
{
    std::set<double> depths;
    for (const auto& curve : profile.depth_curves)
        for (const auto& point : curve.points) depths.insert(point.outstanding_ios);
    if (profile.outstanding_ios) depths.insert(*profile.outstanding_ios);
    return {depths.begin(), depths.end()};
}

std::vector<double> unmeasuredDepths(const MemberProfile& profile,
                                     const std::vector<double>& depths)
{
    const std::vector<double> measured = measuredDepths(profile);
    std::set<double> missing;
    for (const double depth : depths)
        if (std::none_of(measured.begin(), measured.end(),
                         [&](double m) { return std::abs(m - depth) < 1e-9; }))
            missing.insert(depth);
    return {missing.begin(), missing.end()};
}

} // namespace am::estimate
