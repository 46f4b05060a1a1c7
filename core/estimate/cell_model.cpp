#include "core/estimate/cell_model.h"

#include <algorithm>
#include <tuple>

#include <fmt/format.h>

#include "core/estimate/member_work.h"
#include "core/estimate/queue_depth.h"

namespace am::estimate {

namespace {

std::vector<MemberIo> weighted(const std::vector<MemberIo>& reads, double r,
                               const std::vector<MemberIo>& writes, double w)
{
    std::vector<MemberIo> out;
    for (auto io : reads) out.push_back({io.count * r, io.bytes, io.read});
    for (auto io : writes) out.push_back({io.count * w, io.bytes, io.read});
    return out;
}

double countOf(const std::vector<MemberIo>& ios)
{
    double total = 0;
    for (const auto& io : ios) total += io.count;
    return total;
}

double bytesOf(const std::vector<MemberIo>& ios)
{
    double total = 0;
    for (const auto& io : ios) total += io.count * static_cast<double>(io.bytes);
    return total;
}

// Percent of the member's I/Os that are reads, for the measured-mix lookup.
double readPercent(const std::vector<MemberIo>& ios)
{
    double reads = 0, all = 0;
    for (const auto& io : ios) {
        all += io.count;
        if (io.read) reads += io.count;
    }
    return all > 0 ? 100.0 * reads / all : 100.0;
}

std::uint64_t largestPiece(const std::vector<MemberIo>& ios)
{
    std::uint64_t largest = 0;
    for (const auto& io : ios) largest = std::max(largest, io.bytes);
    return largest;
}

// The cell's IOPS, bounded by each cap; notes which bound held.
struct Bounded {
    double iops = 0;
    Limit limit = Limit::Members;
};

Bounded bound(double member_iops, double busiest_bytes, double all_bytes, double parity_bytes,
              double all_ios, const Caps& caps)
{
    Bounded b{member_iops, Limit::Members};
    const auto consider = [&](const std::optional<double>& cap, double bytes_per_io, Limit limit) {
        if (!cap || bytes_per_io <= 0) return;
        const double ceiling = *cap / bytes_per_io;
        if (ceiling < b.iops) b = {ceiling, limit};
    };
    consider(caps.link_bytes_per_s, busiest_bytes, Limit::Link);
    consider(caps.bus_bytes_per_s, all_bytes, Limit::Bus);
    consider(caps.parity_bytes_per_s, parity_bytes, Limit::Parity);
    consider(caps.host_member_iops, all_ios, Limit::Host);
    return b;
}

std::string sizeText(std::uint64_t bytes)
{
    if (bytes >= (1U << 20) && bytes % (1U << 20) == 0) return fmt::format("{}M", bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0) return fmt::format("{}K", bytes >> 10);
    return fmt::format("{} B", bytes);
}

// Why the profile cannot cost one array request's member I/Os (reads with
// weight r, writes with 1 - r), or nothing: "no write cell (0 % read) at 4K in
// the profile: writes at 4K not predicted".
std::optional<std::string> cellGap(const MemberModel& model, std::uint64_t bs,
                                   const ArrayIoWork& reads, const ArrayIoWork& writes, double r,
                                   bool pure, double member_read_percent)
{
    for (const auto& [work, weight, what] :
         {std::tuple{&reads, r, "reads"}, std::tuple{&writes, 1 - r, "writes"}}) {
        if (weight <= 0) continue;
        for (const auto& io : work->busiest) {
            if (io.count <= 0) continue;
            if (auto missing = model.gap(
                    io.bytes, pure ? (io.read ? 100.0 : 0.0) : member_read_percent, pure)) {
                const char* kind = io.read == (std::string_view(what) == "reads") ? ""
                                   : io.read                                      ? " (their reads)"
                                             : " (their writes)";
                return fmt::format("{}: {} at {}{} not predicted", *missing, what, sizeText(bs),
                                   kind);
            }
        }
    }
    for (const auto& [work, weight, what] :
         {std::tuple{&reads, r, "reads"}, std::tuple{&writes, 1 - r, "writes"}})
        if (weight > 0)
            if (auto missing = model.gap(largestPiece(work->all), member_read_percent, pure))
                return fmt::format("{}: {} at {} not predicted (their latency needs it)", *missing,
                                   what, sizeText(bs));
    return std::nullopt;
}

} // namespace

EstimateCell randomCell(const MemberModel& model, const ArrayPlan& plan, const Caps& caps,
                        const Parameters& params, bool degraded, std::uint64_t bs, int share)
{
    const double r = share / 100.0;
    const double w = 1.0 - r;
    const ArrayIoWork reads = readWork(plan, bs, degraded);
    const ArrayIoWork writes = writeWork(plan, bs, degraded);
    const std::vector<MemberIo> busiest = weighted(reads.busiest, r, writes.busiest, w);
    const bool pure = params.mix_rule == MixRule::TimeShare;
    const double member_read_percent = readPercent(busiest);

    EstimateCell cell;
    cell.rw = share == 100 ? "randread" : share == 0 ? "randwrite" : "randrw";
    cell.block_size = bs;
    cell.read_share = share;
    if (auto missing = cellGap(model, bs, reads, writes, r, pure, member_read_percent)) {
        cell.not_predicted = std::move(*missing);
        return cell;
    }

    // Time the busiest member spends per array I/O: each member I/O at its
    // own cost (time share), so mixes add times, never rates.
    double busy_s = 0;
    for (const auto& io : busiest)
        if (io.count > 0)
            busy_s += io.count *
                      model.timePerIo(io.bytes,
                                      pure ? (io.read ? 100.0 : 0.0) : member_read_percent, pure);
    DepthRate queued{params.member_utilisation / busy_s, false};
    if (params.array_outstanding_ios)
        queued = arrayIopsAtDepth(model, reads, writes, r, pure, member_read_percent,
                                  *params.array_outstanding_ios);
    const double member_iops = queued.iops;
    const std::vector<MemberIo> all = weighted(reads.all, r, writes.all, w);
    const Bounded b = bound(member_iops, bytesOf(busiest), bytesOf(all),
                            r * reads.parity_bytes + w * writes.parity_bytes, countOf(all), caps);

    // Latency: each dependent phase waits one member I/O at the member's mix;
    // a cap that slows the cell queues requests longer (Little's law).
    const auto phaseLatency = [&](const ArrayIoWork& work, double weight) {
        return weight > 0
                   ? weight * work.phases *
                         model.latencySeconds(largestPiece(work.all), member_read_percent, pure)
                   : 0;
    };
    // At a given count in flight, Little's law on the whole array: every
    // request waits for the others' share of the members.
    const double latency_s =
        params.array_outstanding_ios
            ? *params.array_outstanding_ios / b.iops
            : (phaseLatency(reads, r) + phaseLatency(writes, w)) * (member_iops / b.iops);

    cell.iops = b.iops;
    cell.read_iops = b.iops * r;
    cell.write_iops = b.iops * w;
    cell.bw_bytes = b.iops * static_cast<double>(bs);
    cell.mean_latency_ns = latency_s * 1e9;
    cell.limit = b.limit;
    cell.extrapolated = queued.extrapolated;
    return cell;
}

namespace {

// Sequential streaming: members that carry one stream, and what each array
// byte costs on the bus and the parity code.
struct Streaming {
    double members = 0;
    double bus_bytes_per_byte = 1;
    double parity_bytes_per_byte = 0;
};

Streaming sequentialShape(const ArrayPlan& plan, const Parameters& params, bool degraded, bool read)
{
    const double n = plan.members;
    const double p = parityMembers(plan.level);
    const double d = n - p;
    const double copies = plan.raid10_copies;
    const double active = degraded ? n - 1 : n;
    switch (plan.level) {
    case Level::Raid0:
        return {n, 1, 0};
    case Level::Raid1:
        return read ? Streaming{std::min(active, params.raid1_sequential_read_members), 1, 0}
                    : Streaming{1, active, 0};
    case Level::Raid1c3: // modelledPlan() makes it raid10 with 3 copies
    case Level::Raid10:
        if (read) {
            // far: every member holds a raid0-like first copy; near/offset: a
            // stream walks the copy sets. Degraded far loses that edge.
            const bool striped = plan.raid10_layout == Raid10Layout::Far && !degraded;
            return {striped ? n : n / copies, 1, 0};
        }
        return {n / copies, degraded ? copies * (n - 1) / n : copies, 0};
    case Level::Raid5:
    case Level::Raid6:
        // Full stripes: d members' worth of data per stripe. A degraded read
        // streams every survivor and rebuilds the missing chunks.
        if (read) return {d, degraded ? (n - 1) / d : 1, degraded ? d / n : 0};
        return {d, active / d, 1};
    }
    return {};
}

} // namespace

EstimateCell sequentialCell(const MemberModel& model, const ArrayPlan& plan, const Caps& caps,
                            const Parameters& params, bool degraded, bool read)
{
    if (auto missing = model.sequentialGap(read)) {
        EstimateCell cell;
        cell.rw = read ? "read" : "write";
        cell.block_size = model.profile().seq_block_size;
        cell.read_share = read ? 100 : 0;
        cell.not_predicted =
            fmt::format("{}: sequential {}s not predicted", *missing, read ? "read" : "write");
        return cell;
    }
    double member_rate = read ? model.seqReadBytesPerSecond() : model.seqWriteBytesPerSecond();
    Limit member_limit = Limit::Members;
    if (caps.link_bytes_per_s && *caps.link_bytes_per_s < member_rate) {
        member_rate = *caps.link_bytes_per_s;
        member_limit = Limit::Link;
    }
    const Streaming shape = sequentialShape(plan, params, degraded, read);
    const double stream = shape.members * member_rate * params.member_utilisation;
    const std::uint64_t bs = model.profile().seq_block_size;
    const double block = static_cast<double>(bs);
    // bound() works in I/Os: one array I/O of bs moves these bytes.
    // Large sequential requests: the host's request ceiling is far away; it
    // is left to the random cells.
    Bounded b = bound(stream / block, 0, block * shape.bus_bytes_per_byte,
                      block * shape.parity_bytes_per_byte, 0, caps);
    if (b.limit == Limit::Members) b.limit = member_limit;

    EstimateCell cell;
    cell.rw = read ? "read" : "write";
    cell.block_size = bs;
    cell.read_share = read ? 100 : 0;
    cell.iops = b.iops;
    cell.read_iops = read ? b.iops : 0;
    cell.write_iops = read ? 0 : b.iops;
    cell.bw_bytes = b.iops * block;
    // Each member keeps its profiled queue; a stream's request waits for its
    // slice on every member it spans, at the array's (possibly capped) rate.
    cell.mean_latency_ns = model.outstandingIos() * shape.members * block / cell.bw_bytes * 1e9;
    cell.limit = b.limit;
    return cell;
}

// The slowest member governs; a cell one member cannot predict is not
// predicted (with several profiles the reason names that member's profile).
EstimateCell slowest(const std::vector<EstimateCell>& candidates,
                     const std::vector<MemberModel>& models)
{
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (candidates[i].not_predicted.empty()) continue;
        EstimateCell cell = candidates[i];
        if (models.size() > 1)
            cell.not_predicted = fmt::format("member {} ('{}'): {}", i + 1,
                                             models[i].profile().name, cell.not_predicted);
        return cell;
    }
    return *std::min_element(
        candidates.begin(), candidates.end(),
        [](const EstimateCell& a, const EstimateCell& b) { return a.iops < b.iops; });
}

// The array's cell at `in_flight` requests outstanding: the slowest member governs.
EstimateCell cellInFlight(const std::vector<MemberModel>& models, const ArrayPlan& plan,
                          const Caps& caps, Parameters params, bool degraded, std::uint64_t bs,
                          int share, int in_flight)
{
    params.array_outstanding_ios = in_flight;
    std::vector<EstimateCell> candidates;
    for (const auto& model : models)
        candidates.push_back(randomCell(model, plan, caps, params, degraded, bs, share));
    return slowest(candidates, models);
}

} // namespace am::estimate
