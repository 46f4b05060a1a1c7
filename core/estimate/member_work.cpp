#include "core/estimate/member_work.h"

#include <algorithm>

namespace am::estimate {

namespace {

std::uint64_t ceilDiv(std::uint64_t a, std::uint64_t b) { return (a + b - 1) / b; }

// Pieces a request of `bytes` splits into on a stripe `width` members wide.
std::uint64_t pieces(const ArrayPlan& plan, std::uint64_t bytes, std::uint64_t width)
{
    return std::max<std::uint64_t>(1, std::min(ceilDiv(bytes, plan.chunk_bytes), width));
}

std::vector<MemberIo> scaled(const std::vector<MemberIo>& ios, double factor)
{
    std::vector<MemberIo> out = ios;
    for (auto& io : out) io.count *= factor;
    return out;
}

// Work spread evenly over the members that are there.
ArrayIoWork evenly(std::vector<MemberIo> all, int active, int phases, double parity_bytes)
{
    ArrayIoWork work;
    work.busiest = scaled(all, 1.0 / active);
    work.all = std::move(all);
    work.phases = phases;
    work.parity_bytes = parity_bytes;
    return work;
}

struct Rmw {
    double reads = 0;
    double writes = 0;
};

// md's choice for a partial-stripe write of k chunks with `parity` parity
// chunks present and `data` data chunks per stripe: read-modify-write reads
// the old data and parity, reconstruct-write reads the other data; fewer
// reads wins, a tie goes to reconstruct-write.
Rmw cheaperOf(double k, double data, double parity)
{
    const double rmw_reads = k + parity;
    const double rcw_reads = data - k;
    return {rmw_reads < rcw_reads ? rmw_reads : rcw_reads, k + parity};
}

ArrayIoWork parityWrite(const ArrayPlan& plan, std::uint64_t bytes, bool degraded)
{
    const int n = plan.members;
    const int p = parityMembers(plan.level);
    const std::uint64_t d = static_cast<std::uint64_t>(n - p);
    const std::uint64_t stripe = d * plan.chunk_bytes;
    const std::uint64_t full = bytes / stripe;
    const std::uint64_t rest = bytes - full * stripe;
    const int active = degraded ? n - 1 : n;

    std::vector<MemberIo> all;
    if (full)
        all.push_back({static_cast<double>(full * static_cast<std::uint64_t>(active)),
                       plan.chunk_bytes, false});
    int phases = 1;
    if (rest) {
        const double k = static_cast<double>(ceilDiv(rest, plan.chunk_bytes));
        const std::uint64_t piece = ceilDiv(rest, static_cast<std::uint64_t>(k));
        const double data = static_cast<double>(d);
        Rmw ops;
        if (!degraded) {
            ops = cheaperOf(k, data, p);
        } else {
            // The missing member holds, with equal chance, any of the n chunks
            // of this stripe: a parity chunk, a chunk being written, or
            // another data chunk.
            const Rmw parity_missing = p == 1 ? Rmw{0, k} : cheaperOf(k, data, p - 1);
            const Rmw written_missing{data - k, k - 1 + p}; // must reconstruct-write
            const Rmw other_missing{k + p, k + p};          // must read-modify-write
            const double n_d = n;
            ops.reads = (p * parity_missing.reads + k * written_missing.reads +
                         (data - k) * other_missing.reads) /
                        n_d;
            ops.writes = (p * parity_missing.writes + k * written_missing.writes +
                          (data - k) * other_missing.writes) /
                         n_d;
        }
        if (ops.reads > 0) {
            all.push_back({ops.reads, piece, true});
            phases = 2;
        }
        all.push_back({ops.writes, piece, false});
    }
    return evenly(std::move(all), active, phases, static_cast<double>(bytes));
}

} // namespace

ArrayIoWork readWork(const ArrayPlan& plan, std::uint64_t bytes, bool degraded)
{
    const int n = plan.members;
    const int active = degraded ? n - 1 : n;
    if (plan.level == Level::Raid1) return evenly({{1, bytes, true}}, active, 1, 0);

    const std::uint64_t count = pieces(plan, bytes, static_cast<std::uint64_t>(n));
    const std::uint64_t piece = ceilDiv(bytes, count);
    const double c = static_cast<double>(count);
    if (!degraded || plan.level == Level::Raid0) return evenly({{c, piece, true}}, n, 1, 0);

    if (plan.level == Level::Raid10) {
        // The missing member's partners in its copy set take all its reads.
        const double copies = plan.raid10_copies;
        ArrayIoWork work;
        work.all = {{c, piece, true}};
        work.busiest = {{c * copies / (n * (copies - 1)), piece, true}};
        return work;
    }
    // raid5/6: a piece on the missing member (chance 1/n) costs a read of
    // every other member.
    const double per_piece = (n - 1.0) / n + 1.0 / n * (n - 1.0);
    return evenly({{c * per_piece, piece, true}}, active, 1, static_cast<double>(bytes) / n);
}

ArrayIoWork writeWork(const ArrayPlan& plan, std::uint64_t bytes, bool degraded)
{
    const int n = plan.members;
    const int active = degraded ? n - 1 : n;
    switch (plan.level) {
    case Level::Raid0: {
        const std::uint64_t count = pieces(plan, bytes, static_cast<std::uint64_t>(n));
        return evenly({{static_cast<double>(count), ceilDiv(bytes, count), false}}, n, 1, 0);
    }
    case Level::Raid1:
        return evenly({{static_cast<double>(active), bytes, false}}, active, 1, 0);
    case Level::Raid1c3: // modelledPlan() makes it raid10 with 3 copies
    case Level::Raid10: {
        const int copies = plan.raid10_copies;
        const std::uint64_t positions = static_cast<std::uint64_t>(std::max(1, n / copies));
        const std::uint64_t count = pieces(plan, bytes, positions);
        const std::uint64_t piece = ceilDiv(bytes, count);
        const double c = static_cast<double>(count);
        // Every member of a copy set writes each piece that lands on the set.
        ArrayIoWork work;
        work.all = {{c * copies * (degraded ? (n - 1.0) / n : 1.0), piece, false}};
        work.busiest = {{c * copies / n, piece, false}};
        return work;
    }
    case Level::Raid5:
    case Level::Raid6:
        return parityWrite(plan, bytes, degraded);
    }
    return {};
}

} // namespace am::estimate
