#include "core/estimate/payoff.h"

namespace am::estimate {

std::optional<int> readPayoffInFlight(const QueueCurve& curve, double margin)
{
    // Walk from the deepest point down: the answer is where the run of
    // paying points that reaches the deepest one begins.
    std::optional<int> from;
    for (auto point = curve.points.rbegin(); point != curve.points.rend(); ++point) {
        if (!(point->member_read_iops > 0) || point->read.iops < margin * point->member_read_iops)
            break;
        from = point->in_flight;
    }
    return from;
}

} // namespace am::estimate
