#include "sample_campaign.h"

#include <fmt/format.h>

#include "core/bench/job_label.h"
#include "core/estimate/estimate_json.h"

namespace am::campaign::sample {

using bench::Pattern;

bench::CellResult sampleCell(Pattern pattern, std::uint64_t block_size, std::uint32_t read_share,
                             std::uint32_t queue_depth, double iops)
{
    bench::CellResult c;
    c.job.pattern = pattern;
    c.job.block_size = block_size;
    c.job.read_share = read_share;
    c.job.queue_depth = queue_depth;
    c.job.runtime_s = 30;
    c.job.ramp_s = 5;
    c.job.target = "/dev/md/sample";
    c.job.name = bench::defaultJobName(c.job);
    c.measured_s = 30;
    c.iops = iops;
    c.read_iops = iops * read_share / 100.0;
    c.write_iops = iops - c.read_iops;
    c.bw_bytes = iops * static_cast<double>(block_size);
    c.read_bw_bytes = c.read_iops * static_cast<double>(block_size);
    c.write_bw_bytes = c.bw_bytes - c.read_bw_bytes;
    c.read_ios = static_cast<std::uint64_t>(c.read_iops * 30);
    c.write_ios = static_cast<std::uint64_t>(c.write_iops * 30);
    const double in_flight = queue_depth;
    const double mean = 1e9 * in_flight / iops;
    for (auto* lat : {&c.lat, &c.total_lat}) {
        lat->count = c.read_ios + c.write_ios;
        lat->mean_ns = mean;
        lat->min_ns = static_cast<std::uint64_t>(mean / 4);
        lat->p50_ns = static_cast<std::uint64_t>(mean * 0.9);
        lat->p90_ns = static_cast<std::uint64_t>(mean * 1.5);
        lat->p99_ns = static_cast<std::uint64_t>(mean * 3);
        lat->p999_ns = static_cast<std::uint64_t>(mean * 6);
        lat->p9999_ns = static_cast<std::uint64_t>(mean * 12);
        lat->max_ns = static_cast<std::uint64_t>(mean * 20);
    }
    c.cpu = {2.5, 11.0};
    c.backend_reason = "io_uring available";
    c.samples.push_back({0.25, 0.25, iops, c.read_iops, c.write_iops, c.bw_bytes, c.lat.p99_ns,
                         c.total_lat.p99_ns});
    return c;
}

std::vector<bench::CellResult> sampleCells(double scale, double read_scale)
{
    std::vector<bench::CellResult> cells;
    for (const std::uint64_t bs : {std::uint64_t{4096}, std::uint64_t{65536}})
        for (const std::uint32_t share : {100U, 70U, 0U}) {
            const double base = (bs == 4096 ? 400000.0 : 48000.0) * (share == 0 ? 0.6 : 1.0);
            cells.push_back(sampleCell(Pattern::Random, bs, share, 32,
                                       base * (share == 100 ? read_scale : scale)));
        }
    cells.push_back(sampleCell(Pattern::Sequential, 1 << 20, 100, 8, 3300 * scale));
    cells.push_back(sampleCell(Pattern::Sequential, 1 << 20, 0, 8, 2800 * scale));
    return cells;
}

namespace {

nlohmann::json raid0Estimate()
{
    estimate::Estimate e;
    e.plan.level = estimate::Level::Raid0;
    e.plan.members = 2;
    e.plan.chunk_bytes = 64 * 1024;
    e.parameters.array_outstanding_ios = 32;
    const auto add = [](std::vector<estimate::EstimateCell>& to, std::string rw, std::uint64_t bs,
                        int share, double iops) {
        estimate::EstimateCell cell;
        cell.rw = std::move(rw);
        cell.block_size = bs;
        cell.read_share = share;
        cell.iops = iops;
        cell.read_iops = iops * share / 100.0;
        cell.write_iops = iops - cell.read_iops;
        cell.bw_bytes = iops * static_cast<double>(bs);
        cell.mean_latency_ns = 80000;
        to.push_back(cell);
    };
    add(e.random, "randread", 4096, 100, 800000);
    add(e.random, "randrw", 4096, 70, 700000);
    add(e.random, "randwrite", 4096, 0, 480000);
    add(e.random, "randread", 65536, 100, 96000);
    add(e.random, "randwrite", 65536, 0, 57600);
    add(e.sequential, "read", 1 << 20, 100, 6600);
    add(e.sequential, "write", 1 << 20, 0, 5600);
    estimate::EstimateCell gap;
    gap.rw = "randrw";
    gap.block_size = 65536;
    gap.read_share = 70;
    gap.not_predicted = "profile: no 64K mixed cell";
    e.unpredicted.push_back(gap);
    e.random.back().limit = estimate::Limit::Link;
    return estimate::toJson(e);
}

std::vector<std::vector<std::string>> createCommands(const std::string& level,
                                                     const std::string& name)
{
    return {{"wipefs", "--all", "/dev/nvme0n1"},
            {"wipefs", "--all", "/dev/nvme1n1"},
            {"mdadm", "--create", "/dev/md/" + name, "--run", "--level=" + level,
             "--raid-devices=2", "--metadata=1.2", "/dev/nvme0n1", "/dev/nvme1n1"},
            {"mdadm", "--stop", "/dev/md/" + name}};
}

} // namespace

CampaignDocument sampleCampaign()
{
    CampaignDocument d;
    d.created = "2026-12-01T18:00:00Z";
    d.arraymark_version = "0.1.0";
    d.host = {{"hostname", "bench-01"},
              {"cpu", "AMD EPYC 7302P"},
              {"cpus", 32},
              {"memory_bytes", 137438953472ULL},
              {"kernel", "6.1.0-27-amd64 #1 SMP"}};
    d.drives = nlohmann::json::array({{{"path", "/dev/nvme0n1"},
                                       {"model", "Samsung 980 PRO 1TB"},
                                       {"size_bytes", 1000204886016ULL},
                                       {"transport", "nvme"}},
                                      {{"path", "/dev/nvme1n1"},
                                       {"model", "Samsung 980 PRO 1TB"},
                                       {"size_bytes", 1000204886016ULL},
                                       {"transport", "nvme"}}});
    d.spec = {{"preset", "campaign-small"},
              {"precondition", false},
              {"sync", "wait"},
              {"options", {{"baseline", true}, {"degraded", true}, {"rebuild", true}}}};
    d.baseline.push_back(
        {std::string(kPhaseBaseline), "/dev/nvme0n1", sampleCells(0.5, 0.45), 240});
    d.baseline.push_back(
        {std::string(kPhaseBaseline), "/dev/nvme1n1", sampleCells(0.52, 0.55), 241});

    ConfigurationResult raid0;
    raid0.id = "raid0-64k";
    raid0.label = "RAID0, 64 KiB chunk, metadata 1.2";
    raid0.configuration = {{"level", "raid0"}, {"chunk_bytes", 65536}, {"metadata", "1.2"}};
    raid0.array = "/dev/md/amc-raid0-64k";
    raid0.commands = createCommands("0", "amc-raid0-64k");
    raid0.sync_handling = "assume-clean";
    raid0.phases.push_back({std::string(kPhaseMeasure), raid0.array, sampleCells(0.95, 0.9), 250});
    raid0.estimate = raid0Estimate();
    raid0.outcome = "done";

    ConfigurationResult raid1;
    raid1.id = "raid1";
    raid1.label = kScriptLabel;
    raid1.configuration = {{"level", "raid1"}, {"metadata", "1.2"}};
    raid1.array = "/dev/md/amc-raid1";
    raid1.commands = createCommands("1", "amc-raid1");
    raid1.sync_handling = "wait";
    raid1.sync_seconds = 1312;
    raid1.preconditioned = true;
    auto healthy = sampleCells(0.5, 1.0);
    healthy[4].iops = 0; // RND64K Q32T1 70/30 failed
    healthy[4].errors = 3;
    healthy[4].first_error = "EIO at offset 4096";
    raid1.phases.push_back({std::string(kPhaseMeasure), raid1.array, healthy, 250});
    auto degraded = sampleCells(0.5, 0.55);
    degraded.resize(3);
    raid1.phases.push_back({std::string(kPhaseDegraded), raid1.array, degraded, 95});
    auto rebuilding = sampleCells(0.3, 0.35);
    rebuilding.resize(3);
    raid1.phases.push_back({std::string(kPhaseRebuild), raid1.array, rebuilding, 95});
    raid1.rebuild = RebuildFigures{1500, 1000204886016ULL, "/dev/nvme1n1"};
    raid1.outcome = "done";

    d.configurations = {raid0, raid1};
    d.journal_timing = nlohmann::json::array({{{"kind", "create"},
                                               {"configuration", "raid0-64k"},
                                               {"phase", nullptr},
                                               {"at", "2026-12-01T18:04:00Z"}},
                                              {{"kind", "phase_done"},
                                               {"configuration", "raid1"},
                                               {"phase", "rebuild"},
                                               {"at", "2026-12-01T19:10:00Z"}}});
    return d;
}

} // namespace am::campaign::sample
