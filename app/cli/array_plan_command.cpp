#include <cstdio>
#include <memory>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/cli/array_cli.h"
#include "app/cli/command.h"
#include "core/drives/scan.h"
#include "core/raid/array_lookup.h"
#include "core/raid/backend_table.h"
#include "core/raid/create.h"
#include "core/raid/geometry.h"
#include "core/raid/mdadm_conf.h"
#include "core/raid/operations.h"
#include "core/raid/platform_probe.h"
#include "core/raid/prepare.h"
#include "core/raid/raid_json.h"
#include "core/raid/validation_imsm.h"
#include "core/util/json_text.h"
#include "core/util/text_file.h"
#include "core/util/units.h"

namespace am::cli::array {

namespace {

struct PlanOptions {
    std::string backend; // empty: md (imsm when --metadata imsm)
    std::string level;
    std::string chunk;
    std::string metadata; // empty: 1.2 (imsm under --backend imsm)
    std::string metadata_level;
    bool mixed = false; // btrfs --mixed
    std::string bitmap;
    std::size_t spares = 0;
    std::string name;
    std::string layout;
    std::string size;
    bool assume_clean = false;
    std::string second_volume; // LEVEL:NAME (imsm)
    std::string container = "imsm0";
    std::string platform_file;
    std::vector<std::string> devices;
    bool json = false;
    bool yes = false;
    std::string mdadm_conf;                // create: append the ARRAY line to this file
    std::string consistency_policy;        // md: ppl, resync
    std::string write_journal;             // md raid5/6: the journal device
    std::vector<std::string> write_mostly; // md raid1: members
    drives::SystemRoots roots;
};

template <typename T>
T parsed(const std::optional<T>& value, const std::string& option, const std::string& text,
         const char* accepted)
{
    if (!value) throw UsageError(fmt::format("{} \"{}\" is not one of {}", option, text, accepted));
    return *value;
}

std::uint64_t parsedSize(const std::string& option, const std::string& text)
{
    try {
        return util::parseSize(text);
    } catch (const std::invalid_argument& error) {
        throw UsageError(option + ": " + error.what());
    }
}

// "raid0, raid1, raid5, raid6, raid10, raid1c3"
std::string allLevels()
{
    std::string list;
    for (const auto& row : raid::kLevels)
        list += (list.empty() ? "" : ", ") + std::string(row.name);
    return list;
}

raid::Plan buildPlan(const PlanOptions& o)
{
    raid::Plan plan;
    if (!o.backend.empty())
        plan.backend = parsed(raid::parseBackend(o.backend), "--backend", o.backend,
                              raid::backendList().c_str());
    if (o.level.empty())
        throw UsageError(fmt::format("--level is required (the {} backend builds {})",
                                     raid::toString(plan.backend), raid::levelList(plan.backend)));
    if (o.name.empty()) throw UsageError("--name is required (the array becomes /dev/md/NAME)");
    plan.level = parsed(raid::parseLevel(o.level), "--level", o.level, allLevels().c_str());
    if (!o.metadata.empty())
        plan.metadata =
            parsed(raid::parseMetadata(o.metadata), "--metadata", o.metadata, "1.2, 1.0, imsm");
    else if (plan.backend == raid::Backend::Imsm)
        plan.metadata = raid::Metadata::Imsm;
    plan.btrfs_mixed = o.mixed;
    if (!o.metadata_level.empty())
        plan.metadata_level = parsed(raid::parseLevel(o.metadata_level), "--metadata-level",
                                     o.metadata_level, allLevels().c_str());
    if (!o.bitmap.empty())
        plan.bitmap = parsed(raid::parseBitmap(o.bitmap), "--bitmap", o.bitmap, "internal, none");
    if (!o.layout.empty())
        plan.layout = parsed(raid::parseRaid10Layout(o.layout), "--layout", o.layout, "n2, f2, o2");
    if (!o.chunk.empty()) plan.chunk_bytes = parsedSize("--chunk", o.chunk);
    if (!o.size.empty()) plan.size_bytes = parsedSize("--size", o.size);
    if (o.spares >= o.devices.size() && o.spares > 0)
        throw UsageError(fmt::format("--spares {} leaves no active member among {} devices",
                                     o.spares, o.devices.size()));
    plan.members.assign(o.devices.begin(), o.devices.end() - static_cast<std::ptrdiff_t>(o.spares));
    plan.spares.assign(o.devices.end() - static_cast<std::ptrdiff_t>(o.spares), o.devices.end());
    plan.name = o.name;
    plan.assume_clean = o.assume_clean;
    if (!o.consistency_policy.empty()) {
        const auto policy = raid::parseConsistencyPolicy(o.consistency_policy);
        if (!policy || !raid::consistencyInfo(*policy).settable)
            throw UsageError(fmt::format(
                "--consistency-policy \"{}\" is not one of {} (a bitmap is --bitmap, a journal "
                "--write-journal DEV)",
                o.consistency_policy, raid::settableConsistencyList()));
        plan.consistency_policy = policy;
    }
    if (!o.write_journal.empty()) plan.write_journal = o.write_journal;
    plan.write_mostly = o.write_mostly;
    plan.container_name = o.container;
    if (!o.second_volume.empty()) {
        const auto colon = o.second_volume.find(':');
        if (colon == std::string::npos)
            throw UsageError("--second-volume \"" + o.second_volume + "\" must be LEVEL:NAME");
        raid::SecondVolume second;
        second.level = parsed(raid::parseLevel(o.second_volume.substr(0, colon)), "--second-volume",
                              o.second_volume, "raid0, raid1, raid5, raid10 followed by :NAME");
        second.name = o.second_volume.substr(colon + 1);
        plan.second_volume = second;
    }
    return plan;
}

raid::Platform loadPlatform(const PlanOptions& o)
{
    const bool override = raid::imsmNoPlatformFromEnvironment();
    if (!o.platform_file.empty()) {
        const auto text = util::readTextFile(o.platform_file);
        if (!text) throw UsageError("--platform-file " + o.platform_file + " cannot be read");
        raid::Platform platform =
            text->find("MD_FIRMWARE_TYPE=") != std::string::npos || text->empty()
                ? raid::parsePlatformExport(*text)
                : raid::parsePlatformHuman(*text);
        platform.no_platform_override = override;
        return platform;
    }
    util::SpawnRunner runner;
    return raid::probePlatform(runner, override);
}

using raid::PreparedPlan;

PreparedPlan prepare(const PlanOptions& o)
{
    try {
        return raid::preparePlan(buildPlan(o), o.roots, [&o] { return loadPlatform(o); });
    } catch (const drives::ScanError& error) {
        throw UsageError(error.what());
    }
}

void printFindings(const char* title, const std::vector<raid::Finding>& findings)
{
    if (findings.empty()) return;
    fmt::print("{}:\n", title);
    for (const auto& finding : findings) fmt::print("  - [{}] {}\n", finding.rule, finding.message);
}

void printPlan(const PreparedPlan& p)
{
    const auto& plan = p.plan;
    const raid::Backend backend = raid::backendOf(plan);
    fmt::print("Plan: {} {} {}", raid::backendInfo(backend).title, raid::toString(plan.level),
               raid::plannedPath(plan));
    if (backend == raid::Backend::Md || backend == raid::Backend::Imsm)
        fmt::print(" with metadata {}", raid::toString(plan.metadata));
    if (backend == raid::Backend::Btrfs)
        fmt::print(", metadata {}", raid::toString(raid::effectiveMetadataLevel(plan)));
    if (raid::usesChunk(plan.level))
        fmt::print(", {} {} KiB",
                   backend == raid::Backend::Md || backend == raid::Backend::Imsm ? "chunk"
                                                                                  : "stripe",
                   raid::effectiveChunk(plan) / 1024);
    if (backend == raid::Backend::Md)
        fmt::print(", bitmap {}", raid::toString(raid::effectiveBitmap(plan)));
    if (const auto policy = raid::effectiveConsistency(plan))
        fmt::print(", consistency {}", raid::toString(*policy));
    if (plan.write_journal) fmt::print(", journal on {}", *plan.write_journal);
    if (!plan.write_mostly.empty())
        fmt::print(", write-mostly {}", fmt::join(plan.write_mostly, " "));
    fmt::print("\nMembers: {}", fmt::join(plan.members, " "));
    if (!plan.spares.empty()) fmt::print("   Spares: {}", fmt::join(plan.spares, " "));
    fmt::print("\nCapacity: {} ({} bytes, estimated), survives {} failed member(s)",
               util::formatSize(p.geometry.capacity_bytes, util::SizeUnits::Decimal),
               p.geometry.capacity_bytes, p.geometry.fault_tolerance);
    if (p.geometry.stripe_width_bytes)
        fmt::print(", stripe width {} KiB", p.geometry.stripe_width_bytes / 1024);
    fmt::print("\n");
    if (const auto policy = raid::effectiveConsistency(plan))
        fmt::print("Crash consistency, {}: {}\n", raid::toString(*policy),
                   raid::consistencyInfo(*policy).trade_off);
    printFindings("Problems", p.validation.problems);
    printFindings("Warnings", p.validation.warnings);
    fmt::print("{}:\n", p.validation.valid()
                            ? "Commands, in order"
                            : "Commands (not runnable until the problems are fixed)");
    for (const auto& step : p.steps) fmt::print("  {}\n", util::displayCommand(step.display()));
}

// The status of an array another backend just made, read back through that backend.
std::optional<raid::ArrayStatus> createdStatus(const drives::SystemRoots& roots,
                                               util::Runner& runner, const raid::Plan& plan)
{
    try {
        return raid::findArray(roots, runner, plan.name, raid::backendOf(plan)).array;
    } catch (const std::exception& error) {
        fmt::print(stderr, "created, but its state cannot be read: {}\n", error.what());
        return std::nullopt;
    }
}

void runPlan(const PlanOptions& o)
{
    const PreparedPlan p = prepare(o);
    if (o.json)
        fmt::print("{}\n",
                   util::jsonText(raid::planJson(p.plan, p.validation, p.geometry, p.steps), 2));
    else
        printPlan(p);
    if (!p.validation.valid())
        throw std::runtime_error(fmt::format("the plan has {} problem(s); nothing was written",
                                             p.validation.problems.size()));
}

void runCreate(const PlanOptions& o)
{
    const PreparedPlan p = prepare(o);
    const nlohmann::json plan_json = raid::planJson(p.plan, p.validation, p.geometry, p.steps);
    if (!p.validation.valid() || !o.yes) {
        if (o.json)
            fmt::print("{}\n", util::jsonText(plan_json, 2));
        else
            printPlan(p);
        if (!p.validation.valid())
            throw std::runtime_error(fmt::format("the plan has {} problem(s); nothing was written",
                                                 p.validation.problems.size()));
        throw UsageError(
            "array create writes to every member: nothing was written; add --yes to run the commands above");
    }
    const bool md = raid::backendOf(p.plan) == raid::Backend::Md ||
                    raid::backendOf(p.plan) == raid::Backend::Imsm;
    if (!md && !o.mdadm_conf.empty())
        throw UsageError("--write-mdadm-conf is for md arrays; the " +
                         raid::toString(raid::backendOf(p.plan)) +
                         " backend keeps its own metadata");
    if (md) raid::requireMdDriver(o.roots);
    requireLiveRoots(o.roots, p.steps);
    util::SpawnRunner runner;
    const auto created = raid::createArray(p.plan, o.roots, runner);
    if (!created.refused.empty()) {
        if (o.json) {
            nlohmann::json refused = nlohmann::json::array();
            for (const auto& finding : created.refused) refused.push_back(raid::toJson(finding));
            fmt::print("{}\n", util::jsonText(nlohmann::json{{"ok", false},
                                                             {"device", raid::plannedPath(p.plan)},
                                                             {"plan", plan_json},
                                                             {"refused", refused}},
                                              2));
        }
        std::string text;
        for (const auto& finding : created.refused) text += "\n  - " + finding.message;
        throw std::runtime_error("nothing was written:" + text);
    }
    const auto& report = created.report;
    nlohmann::json conf = nullptr;
    if (report.ok && !o.mdadm_conf.empty()) {
        const auto lines = raid::readConfLines(runner, raid::arrayPath(p.plan.name));
        conf = {{"file", o.mdadm_conf},
                {"added", raid::appendArrayLines(o.mdadm_conf, lines)},
                {"hint", raid::kInitramfsHint}};
    }
    const auto status = !report.ok ? std::nullopt
                        : md       ? raid::waitForArrayStatus(o.roots, p.plan.name)
                                   : createdStatus(o.roots, runner, p.plan);
    if (o.json) {
        const nlohmann::json doc{
            {"ok", report.ok},
            {"device", raid::plannedPath(p.plan)},
            {"plan", plan_json},
            {"execution", raid::toJson(report)},
            {"array", status ? raid::toJson(*status) : nlohmann::json(nullptr)},
            {"mdadm_conf", conf},
            {"rollback",
             created.rollback ? raid::toJson(*created.rollback) : nlohmann::json(nullptr)}};
        fmt::print("{}\n", util::jsonText(doc, 2));
    } else {
        printExecution(report);
        if (created.rollback) {
            fmt::print("rolling back {}, which the failed create left behind:\n",
                       created.rollback->target);
            printExecution(created.rollback->report);
            if (created.rollback->ok())
                fmt::print(
                    "rolled back: stopped {}; superblocks zeroed and signatures wiped on {}\n",
                    fmt::join(created.rollback->stopped, ", "),
                    fmt::join(created.rollback->wiped, ", "));
            else
                fmt::print("the rollback failed: {}; remove the partial array with `arraymark-cli "
                           "array delete`\n",
                           created.rollback->error);
        }
        if (status) printStatus(*status);
        if (!conf.is_null())
            fmt::print("mdadm.conf: {} line(s) added to {}; {}\n", conf["added"].size(),
                       o.mdadm_conf, raid::kInitramfsHint);
    }
    if (!report.ok) throw std::runtime_error(report.outcomes.back().message);
}

void addPlanOptions(CLI::App* command, PlanOptions& o)
{
    command->add_option("--backend", o.backend,
                        "md (default), imsm, lvm or btrfs: see `array backends`");
    command->add_option("--level", o.level,
                        "raid0, raid1, raid5, raid6, raid10 (md, lvm); btrfs: raid0, raid1, "
                        "raid10, raid1c3");
    command->add_option("--chunk", o.chunk,
                        "Chunk size (64K, 512K; default 512K native, 128K imsm; lvm: the "
                        "stripe size, default 64K)");
    command->add_option("--metadata", o.metadata, "md: 1.2 (default), 1.0 or imsm");
    command->add_option("--metadata-level", o.metadata_level,
                        "btrfs: the metadata profile (default raid1 under raid0 data, else the "
                        "data profile)");
    command->add_flag("--mixed", o.mixed,
                      "btrfs: data and metadata share block groups (mkfs.btrfs advises it "
                      "below 1 GiB)");
    command->add_option("--bitmap", o.bitmap,
                        "internal or none (default internal for redundant native levels)");
    command->add_option("--consistency-policy", o.consistency_policy,
                        "md: ppl (raid5: closes the write hole, no bitmap) or resync (no bitmap)");
    command->add_option("--write-journal", o.write_journal,
                        "md raid5/6: a write journal on this device (an SSD; no bitmap)");
    command
        ->add_option("--write-mostly", o.write_mostly,
                     "md raid1: a member md avoids reading from (repeat)")
        ->expected(1);
    command->add_option("--spares", o.spares, "The last N devices become hot spares");
    command->add_option("--name", o.name,
                        "Array name: /dev/md/NAME; lvm: /dev/NAME/NAME; btrfs: the label");
    command->add_option("--layout", o.layout, "raid10 layout: n2 (default), f2 or o2");
    command->add_option("--size", o.size, "Space to use on each member (default: all)");
    command->add_flag("--assume-clean", o.assume_clean,
                      "Skip the initial sync (parity/mirrors stay unchecked)");
    command->add_option("--second-volume", o.second_volume,
                        "imsm: a second volume LEVEL:NAME on the space left");
    command->add_option("--container", o.container, "imsm container name (default imsm0)");
    command->add_option("--platform-file", o.platform_file,
                        "Read mdadm --detail-platform [--export] output from FILE");
    command->add_flag("--json", o.json, "Print JSON");
    addRootOptions(command, o.roots);
    command->add_option("devices", o.devices, "Member devices, spares last")->required();
}

} // namespace

void addPlanCommands(CLI::App& array)
{
    auto plan_options = std::make_shared<PlanOptions>();
    CLI::App* plan = array.add_subcommand(
        "plan", "Check a planned array and print its capacity and exact commands (writes nothing)");
    addPlanOptions(plan, *plan_options);
    plan->callback([plan_options] { runPlan(*plan_options); });

    auto create_options = std::make_shared<PlanOptions>();
    CLI::App* create = array.add_subcommand("create", "Create the planned array (needs --yes)");
    addPlanOptions(create, *create_options);
    create->add_flag("--yes", create_options->yes, "Really write to the members");
    create->add_option("--write-mdadm-conf", create_options->mdadm_conf,
                       "Append the new ARRAY line to this file (Debian: /etc/mdadm/mdadm.conf)");
    create->callback([create_options] { runCreate(*create_options); });
}

} // namespace am::cli::array
