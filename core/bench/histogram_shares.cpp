#include "core/bench/histogram_shares.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>

#include "core/bench/latency_histogram.h"

namespace am::bench {

namespace {

// The bin that holds `ns`: [lower, upper).
struct Bin {
    std::uint64_t lower = 0;
    std::uint64_t upper = 1;
};

Bin binOf(std::uint64_t ns, unsigned per_octave)
{
    if (ns == 0) return {0, 1};
    const unsigned octave = 63U - static_cast<unsigned>(std::countl_zero(ns));
    const std::uint64_t base = std::uint64_t{1} << octave;
    const std::uint64_t width = std::max<std::uint64_t>(1, base / per_octave);
    const std::uint64_t lower = base + (ns - base) / width * width;
    return {lower, lower + width};
}

} // namespace

std::vector<HistogramShare> histogramShares(const SparseHistogram& buckets, unsigned per_octave)
{
    if (per_octave == 0 || per_octave > HistogramLayout::kValues ||
        !std::has_single_bit(per_octave))
        per_octave = kShareBinsPerOctave;
    // fio's buckets nest in the bins: both split a power of two into a power-of-two count.
    std::map<std::uint64_t, std::uint64_t> counts; // by bin's lower bound
    std::uint64_t total = 0;
    for (const HistogramBucket& bucket : buckets) {
        if (bucket.count == 0) continue;
        const std::size_t index =
            std::min<std::size_t>(bucket.index, HistogramLayout::kBuckets - 1);
        counts[binOf(HistogramLayout::lower(index), per_octave).lower] += bucket.count;
        total += bucket.count;
    }
    std::vector<HistogramShare> shares;
    if (total == 0) return shares;
    const std::uint64_t last = counts.rbegin()->first;
    for (Bin bin = binOf(counts.begin()->first, per_octave);; bin = binOf(bin.upper, per_octave)) {
        HistogramShare share;
        share.lower_ns = static_cast<double>(bin.lower);
        share.upper_ns = static_cast<double>(bin.upper);
        share.middle_ns =
            bin.lower > 0 ? std::sqrt(share.lower_ns * share.upper_ns) : share.upper_ns / 2;
        if (const auto found = counts.find(bin.lower); found != counts.end())
            share.count = found->second;
        share.percent = 100.0 * static_cast<double>(share.count) / static_cast<double>(total);
        shares.push_back(share);
        if (bin.lower >= last) break;
    }
    return shares;
}

const CellResult* sameJobCell(const std::vector<CellResult>& cells, const Job& job)
{
    for (const CellResult& cell : cells) {
        const Job& other = cell.job;
        if (other.pattern == job.pattern && other.block_size == job.block_size &&
            other.read_share == job.read_share && other.queue_depth == job.queue_depth &&
            other.workers == job.workers && other.load_peak == job.load_peak &&
            other.load_percent == job.load_percent && other.fill_once == job.fill_once)
            return &cell;
    }
    return nullptr;
}

} // namespace am::bench
