#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/cli/array_cli.h"
#include "app/cli/command.h"
#include "app/cli/estimate_members.h"
#include "app/cli/estimate_run.h"
#include "app/cli/estimate_text.h"
#include "app/cli/table.h"
#include "core/estimate/errors.h"
#include "core/estimate/estimate_json.h"
#include "core/estimate/estimator.h"
#include "core/estimate/payoff.h"
#include "core/estimate/quantity_text.h"
#include "core/estimate/reference_profiles.h"
#include "core/estimate/result_profile.h"
#include "core/estimate/run_comparison.h"
#include "core/raid/backend_table.h"
#include "core/raid/plan.h"
#include "core/util/json_text.h"
#include "core/util/units.h"

namespace am::cli {

namespace {

struct EstimateOptions {
    std::string level;
    int members = 0;
    bool members_given = false;
    std::vector<std::string> members_of; // devices: each member's caps from the drive scan
    drives::SystemRoots roots;
    std::string backend = "md";
    std::string chunk; // empty: the backend's default

    std::string layout = "near";
    int copies = 2;
    std::vector<std::string> profiles;
    std::string reference;
    std::string member_size, bus_cap, link_cap, parity_cpu, mix = "timeshare";
    double host_iops = 0;
    double utilisation = 1.0;
    bool utilisation_given = false;
    bool qd_given = false;
    int qd = 0;
    int curve_read_share = 65;
    double speed_limit_min_kib = 1000;
    double speed_limit_max_kib = 200000;
    bool degraded = false;
    bool json = false;
    std::string run; // a measured result (or fio JSON) whose cells are predicted
};

// What the backend's create uses when no chunk is given (raid::effectiveChunk's defaults).
std::uint64_t defaultChunk(raid::Backend backend)
{
    raid::Plan plan;
    plan.backend = backend;
    plan.level = raid::Level::Raid0;
    if (backend == raid::Backend::Imsm) plan.metadata = raid::Metadata::Imsm;
    return raid::effectiveChunk(plan);
}

std::string duration(double seconds)
{
    if (seconds < 120) return fmt::format("{:.0f} s", seconds);
    if (seconds < 7200) return fmt::format("{:.0f} min", seconds / 60);
    if (seconds < 172800) return fmt::format("{:.1f} h", seconds / 3600);
    return fmt::format("{:.1f} days", seconds / 86400);
}

void printMatrix(const estimate::Estimate& e, const char* title, auto valueOf)
{
    std::vector<std::string> headers{"BS \\ READ"};
    for (const int share : e.read_shares) headers.push_back(fmt::format("{}%", share));
    TextTable table(headers);
    for (const std::uint64_t bs : e.block_sizes) {
        std::vector<std::string> row{sizeText(bs)};
        for (const int share : e.read_shares) {
            const auto cell = std::find_if(e.random.begin(), e.random.end(),
                                           [&](const estimate::EstimateCell& c) {
                                               return c.block_size == bs && c.read_share == share;
                                           });
            if (cell == e.random.end()) { // not predicted: listed below the tables
                row.push_back("-");
                continue;
            }
            row.push_back(valueOf(*cell) + (cell->limit == estimate::Limit::Members ? "" : "*") +
                          (cell->extrapolated ? "~" : ""));
        }
        table.addRow(row);
    }
    fmt::print("\n{}\n{}", title, table.render());
}

// The 4k curve against I/Os in flight; "~" marks an extrapolated point.
void printQueueCurve(const estimate::QueueCurve& curve)
{
    std::vector<std::string> headers{"IN FLIGHT"};
    for (const auto& point : curve.points) headers.push_back(std::to_string(point.in_flight));
    TextTable table(headers);
    const auto row = [&](const std::string& title, auto cellOf) {
        std::vector<std::string> cells{title};
        for (const auto& point : curve.points) {
            const estimate::EstimateCell& cell = cellOf(point);
            cells.push_back(cell.not_predicted.empty()
                                ? compact(cell.iops) + (cell.extrapolated ? "~" : "")
                                : "-");
        }
        table.addRow(cells);
    };
    row("read",
        [](const estimate::QueuePoint& p) -> const estimate::EstimateCell& { return p.read; });
    row("write",
        [](const estimate::QueuePoint& p) -> const estimate::EstimateCell& { return p.write; });
    row(fmt::format("{}% read", curve.mix_read_share),
        [](const estimate::QueuePoint& p) -> const estimate::EstimateCell& { return p.mix; });
    std::vector<std::string> member{"one member, read"};
    for (const auto& point : curve.points)
        member.push_back(curve.member_read_gap.empty()
                             ? compact(point.member_read_iops) +
                                   (point.member_read_extrapolated ? "~" : "")
                             : "-");
    table.addRow(member);
    fmt::print("\nRandom {} IOPS by I/Os in flight on the array (~ extrapolated)\n{}",
               sizeText(curve.block_size), table.render());
    std::vector<std::string> points;
    const auto point = [&](const std::string& gap, int q90, double peak, const std::string& what) {
        if (gap.empty())
            points.push_back(fmt::format("{} ({}, peak {})", q90, what, compact(peak)));
    };
    point(curve.read_gap, curve.q90_read, curve.peak_read, "read");
    point(curve.write_gap, curve.q90_write, curve.peak_write, "write");
    point(curve.mix_gap, curve.q90_mix, curve.peak_mix,
          fmt::format("{}% read", curve.mix_read_share));
    if (!points.empty())
        fmt::print("90 % of the peak from {} in flight\n", fmt::join(points, ", "));
    if (curve.read_gap.empty()) {
        if (const auto& from = curve.read_payoff_in_flight)
            fmt::print(
                "Reads at least {:.0f} % faster than one member from {} in flight; below that, no faster than one drive\n",
                (estimate::kPayoffMargin - 1) * 100, *from);
        else
            fmt::print("Reads no faster than one member at any number of I/Os in flight\n");
    }
    if (!curve.write_gap.empty()) fmt::print("- write not predicted: {}\n", curve.write_gap);
    if (!curve.mix_gap.empty())
        fmt::print("- {}% read not predicted: {}\n", curve.mix_read_share, curve.mix_gap);
    if (!curve.read_gap.empty()) fmt::print("- read not predicted: {}\n", curve.read_gap);
}

void printEstimate(const estimate::Estimate& e)
{
    const auto& plan = e.plan;
    std::string shape = fmt::format("{}, {} members", toString(plan.level), plan.members);
    if (plan.backend != raid::Backend::Md)
        shape = fmt::format("{} {}", raid::toString(plan.backend), shape);
    if (raid::usesChunk(plan.level)) shape += fmt::format(", chunk {}", sizeText(plan.chunk_bytes));
    if (plan.level == estimate::Level::Raid10)
        shape += fmt::format(", layout {}{}", toString(plan.raid10_layout).substr(0, 1),
                             plan.raid10_copies);
    const auto& in_flight = e.parameters.array_outstanding_ios;
    fmt::print("Estimate for {} ({}){}, from profile {}\n", shape,
               e.mode == estimate::Mode::Healthy ? "healthy" : "degraded: one member missing",
               in_flight ? fmt::format(", at {} I/Os in flight", *in_flight) : "",
               fmt::join(e.profile_names, ", "));
    if (!e.available) {
        for (const auto& note : e.notes) fmt::print("{}\n", note);
        return;
    }
    printMatrix(e, "Random IOPS (rows: block size, columns: read share)",
                [](const estimate::EstimateCell& c) { return compact(c.iops); });
    printMatrix(e, "Random MB/s (10^6 bytes/s)",
                [](const estimate::EstimateCell& c) { return compact(c.bw_bytes / 1e6); });
    printMatrix(e, "Mean latency, ms", [](const estimate::EstimateCell& c) {
        const double ms = c.mean_latency_ns / 1e6;
        return fmt::format("{:.{}f}", ms, ms >= 100 ? 0 : ms >= 10 ? 1 : ms >= 1 ? 2 : 3);
    });
    if (e.sequential.size() == 2)
        fmt::print("\nSequential {}: read {:.0f} MB/s, write {:.0f} MB/s\n",
                   sizeText(e.sequential[0].block_size), e.sequential[0].bw_bytes / 1e6,
                   e.sequential[1].bw_bytes / 1e6);
    else
        for (const auto& cell : e.sequential)
            fmt::print("\nSequential {}: {} {:.0f} MB/s\n", sizeText(cell.block_size), cell.rw,
                       cell.bw_bytes / 1e6);
    if (!e.unpredicted.empty()) {
        fmt::print("\nNot predicted (- above): {} cell(s), the profile lacks what they need\n",
                   e.unpredicted.size());
        for (const auto& cell : e.unpredicted)
            fmt::print("  {} {} {}% read: {}\n", cell.rw, sizeText(cell.block_size),
                       cell.read_share, cell.not_predicted);
    }
    std::size_t capped = 0;
    for (const auto& cell : e.random) capped += cell.limit != estimate::Limit::Members;
    if (capped)
        fmt::print("* held back by a cap (link, bus, parity CPU or host I/O rate) in {} cells\n",
                   capped);
    std::size_t extrapolated = 0;
    for (const auto& cell : e.random) extrapolated += cell.extrapolated;
    if (extrapolated)
        fmt::print("~ extrapolated to a queue depth the profile did not measure in {} cells\n",
                   extrapolated);
    if (e.queue_curve) printQueueCurve(*e.queue_curve);
    if (!e.unmeasured_qd.empty())
        fmt::print("Not measured by the profile at {} in flight: extrapolated there\n",
                   fmt::join(e.unmeasured_qd, ", "));

    if (e.capacity_bytes)
        fmt::print("Capacity: {} ({} members of {}), fault tolerance: {} member(s)\n",
                   util::formatSize(*e.capacity_bytes, util::SizeUnits::Decimal), plan.members,
                   util::formatSize(*e.member_size_bytes, util::SizeUnits::Decimal),
                   e.fault_tolerance);
    else
        fmt::print("Fault tolerance: {} member(s)\n", e.fault_tolerance);
    if (e.rebuild)
        fmt::print(
            "Rebuild of one member ({}): {} when idle ({:.1f} MB/s, limit: {}); {} under load "
            "(md speed_limit_min {:.2f} MB/s)\n",
            util::formatSize(e.rebuild->bytes, util::SizeUnits::Decimal),
            duration(e.rebuild->idle_seconds), e.rebuild->idle_bytes_per_s / 1e6,
            e.rebuild->idle_limit, duration(e.rebuild->loaded_seconds),
            e.rebuild->loaded_bytes_per_s / 1e6);
    const auto& p = e.parameters;
    fmt::print(
        "Model: mix {}, member utilisation {}, md sync limits {:.0f}/{:.0f} KiB/s (kernel defaults "
        "1000/200000)\n",
        toString(p.mix_rule), p.member_utilisation, p.md_speed_limit_min_bytes_per_s / 1024,
        p.md_speed_limit_max_bytes_per_s / 1024);
    for (const auto& note : e.notes) fmt::print("Note: {}\n", note);
    for (const auto& source : e.profile_sources) fmt::print("Source: {}\n", source);
}

void run(const EstimateOptions& o)
{
    if (!o.profiles.empty() && !o.reference.empty())
        throw UsageError("give either --profile RESULT.json or --reference NAME (one of the two)");
    if (o.profiles.empty() && o.reference.empty() && o.members_of.empty())
        throw UsageError("give --profile RESULT.json, --reference NAME, or --members-of DEV,... "
                         "(each member's reference from its kind)");
    if (!o.members_given && o.members_of.empty())
        throw UsageError("give --members N, or --members-of DEV,DEV,... naming the members");
    estimate::ArrayPlan plan;
    const auto backend = raid::parseBackend(o.backend);
    if (!backend)
        throw UsageError(
            fmt::format("--backend {}: must be one of {}", o.backend, raid::backendList()));
    plan.backend = *backend;
    plan.level = estimate::parseLevel(o.level);
    plan.members = o.members;
    std::optional<NamedMembers> named;
    if (!o.members_of.empty()) {
        if (o.members_given && o.members != static_cast<int>(o.members_of.size()))
            throw UsageError(fmt::format(
                "--members {} but --members-of names {} devices: the counts must agree (or give "
                "--members-of alone)",
                o.members, o.members_of.size()));
        plan.members = static_cast<int>(o.members_of.size());
    }
    if (!o.chunk.empty() && !raid::supports(plan.backend, raid::Capability::Chunk))
        throw UsageError(fmt::format("--chunk {}: the {} backend has no chunk option (its stripe "
                                     "element is fixed): drop --chunk",
                                     o.chunk, o.backend));
    try {
        plan.chunk_bytes = o.chunk.empty() ? defaultChunk(plan.backend) : util::parseSize(o.chunk);
    } catch (const std::invalid_argument& error) {
        throw UsageError(fmt::format("--chunk: {}", error.what()));
    }
    plan.raid10_layout = estimate::parseRaid10Layout(o.layout);
    plan.raid10_copies = o.copies;
    if (!o.member_size.empty()) plan.member_size_bytes = estimate::parseByteCount(o.member_size);
    estimate::validate(plan); // before reading profiles: the plan's error comes first
    if (!o.members_of.empty()) named = namedMembers(o.roots, o.members_of);

    estimate::Caps caps;
    if (!o.bus_cap.empty()) caps.bus_bytes_per_s = estimate::parseByteRate(o.bus_cap);
    if (!o.link_cap.empty()) caps.link_bytes_per_s = estimate::parseByteRate(o.link_cap);
    if (!o.parity_cpu.empty()) caps.parity_bytes_per_s = estimate::parseByteRate(o.parity_cpu);
    if (o.host_iops < 0)
        throw UsageError(fmt::format("--host-iops {}: must be above 0", o.host_iops));
    if (o.host_iops > 0) caps.host_member_iops = o.host_iops;

    estimate::Parameters parameters;
    parameters.mix_rule = estimate::parseMixRule(o.mix);
    parameters.member_utilisation = o.utilisation;
    if (!o.run.empty() && o.qd_given)
        throw UsageError("--run and --qd: the run's cells carry their own queue depth; give one "
                         "of the two");
    if (o.qd_given) {
        if (o.utilisation_given)
            throw UsageError(
                "--qd and --utilisation both set how hard the members are driven: give one of the two");
        if (o.qd < 1 || o.qd > 1 << 20)
            throw UsageError(fmt::format("--qd {}: I/Os in flight must be 1 to {}", o.qd, 1 << 20));
        parameters.array_outstanding_ios = o.qd;
    }
    if (o.curve_read_share < 0 || o.curve_read_share > 100)
        throw UsageError(fmt::format("--curve-read-share {}: must be a percentage, 0 to 100",
                                     o.curve_read_share));
    parameters.curve_mix_read_share = o.curve_read_share;
    if (!(o.speed_limit_min_kib > 0) || o.speed_limit_max_kib < o.speed_limit_min_kib)
        throw UsageError(
            fmt::format("md speed limits {}/{} KiB/s: min must be above 0 and max at least min",
                        o.speed_limit_min_kib, o.speed_limit_max_kib));
    parameters.md_speed_limit_min_bytes_per_s = o.speed_limit_min_kib * 1024;
    parameters.md_speed_limit_max_bytes_per_s = o.speed_limit_max_kib * 1024;

    std::vector<estimate::MemberProfile> profiles;
    std::vector<std::string> profile_names;
    if (!o.reference.empty()) {
        profiles.push_back(estimate::referenceProfile(o.reference));
        profile_names.push_back("reference: " + o.reference);
    }
    for (const auto& path : o.profiles) {
        profiles.push_back(estimate::profileFromResultFile(path));
        profile_names.push_back("profile: " + path);
    }
    if (named) {
        profiles = profilesFor(*named, std::move(profiles), profile_names);
        applyTopologyCaps(named->members.topology, caps);
    }

    const bench::RunDocument measured = o.run.empty() ? bench::RunDocument{} : readRun(o.run);
    const auto result =
        estimate::estimate(plan, profiles, caps, parameters,
                           o.degraded ? estimate::Mode::Degraded : estimate::Mode::Healthy,
                           estimate::cellQueries(measured.cells));
    if (!o.run.empty() && !o.json) {
        if (named) printMembers(*named);
        return printRunComparison(result, o.run, measured.cells);
    }
    if (o.json) {
        nlohmann::json document = estimate::toJson(result);
        if (named) addMembersJson(*named, document);
        if (!o.run.empty())
            document["run"] = estimate::runComparisonJson(o.run, measured.cells, result);
        fmt::print("{}\n", util::jsonText(document, 2));
    } else {
        if (named) printMembers(*named);
        printEstimate(result);
    }
}

} // namespace

namespace {

std::string levelHelp()
{
    std::vector<std::string> names;
    for (const auto& row : raid::kLevels) names.emplace_back(row.name);
    return fmt::format("{} (the backend must build it)", fmt::join(names, ", "));
}

} // namespace

void addEstimateCommand(CLI::App& app)
{
    auto o = std::make_shared<EstimateOptions>();
    CLI::App* command = app.add_subcommand(
        "estimate", "Predict an array's IOPS and MB/s from one member's profile");
    command->add_option("--level", o->level, levelHelp())->required();
    command->add_option("--backend", o->backend,
                        "What builds it: " + raid::backendList() +
                            " (default md). lvm is estimated as md (dm-raid is md's code); "
                            "btrfs raid1 and raid1c3 as raid10 with 2 and 3 copies");
    CLI::Option* members = command->add_option("--members", o->members, "Number of members");
    command
        ->add_option("--members-of", o->members_of,
                     "The member devices, e.g. sda,sdb or /dev/nvme0n1,/dev/nvme1n1: each gets the "
                     "reference its kind calls for (unless --profile/--reference) and its link's "
                     "caps (SATA 6 Gb/s and 32 commands, PCIe width x speed), and shared PCIe "
                     "links cap the array")
        ->delimiter(',');
    array::addRootOptions(command, o->roots);
    command->add_option("--chunk", o->chunk,
                        "Chunk size, a power of two (default: the backend's, 512K for md, 128K "
                        "for imsm, 64K for lvm; btrfs has none)");
    command->add_option("--layout", o->layout, "raid10 layout: near, far or offset (default near)");
    command->add_option("--copies", o->copies, "raid10 copies (default 2)");
    command->add_option(
        "--profile", o->profiles,
        "Member result file (arraymark.result/1); once for all members or once per member");
    command->add_option("--reference", o->reference,
                        "Shipped reference profile: single-nvme or sata-hdd");
    command->add_option("--member-size", o->member_size,
                        "Member size, e.g. 800GB (10^9) or 745GiB");
    command->add_option("--bus-cap", o->bus_cap, "Shared bus/uplink ceiling, e.g. 3.5GB/s");
    command->add_option("--link-cap", o->link_cap, "Per-member link ceiling, e.g. 1.97GB/s");
    command->add_option("--parity-cpu", o->parity_cpu,
                        "CPU parity throughput for raid5/6, e.g. 10GB/s");
    command->add_option("--host-iops", o->host_iops,
                        "Member I/Os per second the host completes in total, e.g. 4e6");
    command->add_option(
        "--mix", o->mix,
        "Mix rule: timeshare (r/R + w/W, default) or measured (profile's mixed columns)");
    CLI::Option* utilisation =
        command->add_option("--utilisation", o->utilisation,
                            "Share of its profiled load each member carries (default 1)");
    CLI::Option* qd = command->add_option(
        "--qd", o->qd,
        "Predict the random cells at Q I/Os in flight on the array in total (what the application keeps "
        "outstanding)");
    command->add_option(
        "--curve-read-share", o->curve_read_share,
        "Read share (percent) of the mixed series in the queue-depth curve (default 65)");
    command->add_option("--speed-limit-min", o->speed_limit_min_kib,
                        "md speed_limit_min, KiB/s (kernel default 1000)");
    command->add_option("--speed-limit-max", o->speed_limit_max_kib,
                        "md speed_limit_max, KiB/s (kernel default 200000)");
    command->add_option(
        "--run", o->run,
        "Predict exactly this run's cells (a result file or fio JSON), each at its own queue depth "
        "x jobs, beside its measured IOPS and measured/estimated");
    command->add_flag("--degraded", o->degraded, "Estimate with one member missing");
    command->add_flag("--json", o->json,
                      "Print an arraymark.estimate/1 document (result-file cell shape)");
    command->callback([o, utilisation, qd, members] {
        o->members_given = members->count() > 0;
        o->utilisation_given = utilisation->count() > 0;
        o->qd_given = qd->count() > 0;
        try {
            run(*o);
        } catch (const estimate::InputError& error) {
            throw UsageError(error.what());
        }
    });
}

} // namespace am::cli
