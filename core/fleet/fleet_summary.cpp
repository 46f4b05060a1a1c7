#include "core/fleet/fleet_summary.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "core/bench/result_reader.h"

namespace am::fleet {

namespace {

using CellKey =
    std::tuple<bench::Pattern, std::uint64_t, std::uint32_t, std::uint32_t, std::uint32_t>;

CellKey keyOf(const bench::Job& job)
{
    return {job.pattern, job.block_size, job.read_share, job.queue_depth, job.workers};
}

struct Collected {
    CellSummary summary;
    std::vector<double> bw, lat_mean, lat_p99;
};

} // namespace

Spread spreadOf(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    Spread s;
    s.min = values.front();
    s.max = values.back();
    const std::size_t n = values.size();
    s.median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
    s.spread = s.median != 0 ? (s.max - s.min) / s.median : 0.0;
    return s;
}

std::vector<CellSummary> summarizeCells(const std::vector<HostOutcome>& outcomes)
{
    std::map<CellKey, std::size_t> index;
    std::vector<Collected> collected;
    for (const auto& outcome : outcomes) {
        if (!outcome.ok || outcome.result.is_null()) continue;
        bench::RunDocument document;
        try {
            document = bench::readResultDocument(outcome.result);
        } catch (const bench::ResultFormatError&) {
            continue; // a host whose document cannot be read has no cells to compare
        }
        for (const auto& cell : document.cells) {
            if (cell.cancelled) continue;
            const CellKey key = keyOf(cell.job);
            auto [it, added] = index.try_emplace(key, collected.size());
            if (added) {
                Collected fresh;
                fresh.summary.name =
                    cell.job.name.empty() ? bench::defaultJobName(cell.job) : cell.job.name;
                fresh.summary.job = cell.job;
                collected.push_back(std::move(fresh));
            }
            Collected& c = collected[it->second];
            // A host that ran the same shape twice counts once, with its later cell.
            if (!c.summary.hosts.empty() && c.summary.hosts.back() == outcome.host.name) {
                c.summary.iops.back() = cell.iops;
                c.bw.back() = cell.bw_bytes;
                c.lat_mean.back() = cell.lat.mean_ns;
                c.lat_p99.back() = static_cast<double>(cell.lat.p99_ns);
                continue;
            }
            c.summary.hosts.push_back(outcome.host.name);
            c.summary.iops.push_back(cell.iops);
            c.bw.push_back(cell.bw_bytes);
            c.lat_mean.push_back(cell.lat.mean_ns);
            c.lat_p99.push_back(static_cast<double>(cell.lat.p99_ns));
        }
    }
    std::vector<CellSummary> result;
    for (auto& c : collected) {
        c.summary.iops_spread = spreadOf(c.summary.iops);
        c.summary.bw_bytes_spread = spreadOf(c.bw);
        c.summary.lat_mean_ns_spread = spreadOf(c.lat_mean);
        c.summary.lat_p99_ns_spread = spreadOf(c.lat_p99);
        result.push_back(std::move(c.summary));
    }
    return result;
}

} // namespace am::fleet
