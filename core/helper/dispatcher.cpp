#include "core/helper/dispatcher.h"

#include <fmt/format.h>

#include "core/drives/drive_json.h"
#include "core/drives/health/scan_health.h"
#include "core/drives/scan.h"
#include "core/estimate/reshape_time_here.h"
#include "core/helper/bench_request.h"
#include "core/helper/care_request.h"
#include "core/helper/plan_request.h"
#include "core/helper/request_text.h"
#include "core/helper/reshape_request.h"
#include "core/raid/array_backend.h"
#include "core/raid/array_lookup.h"
#include "core/raid/array_settings.h"
#include "core/raid/backend_operations.h"
#include "core/raid/create.h"
#include "core/raid/filesystem_grow.h"
#include "core/raid/md_sysfs.h"
#include "core/raid/operation_refused.h"
#include "core/raid/operations.h"
#include "core/raid/raid_json.h"

namespace am::helper {

using nlohmann::json;

namespace {

template <class... Ts> struct Overloaded : Ts... {
    using Ts::operator()...;
};
// clang 14 (the fuzz build) does not deduce aggregate template arguments by itself.
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

json answer(const Request& request)
{
    return {{"ok", false},      {"id", request.id}, {"op", request.op},
            {"error", nullptr}, {"rule", nullptr},  {"steps", json::array()}};
}

void requireMd(const drives::SystemRoots& roots)
{
    if (!raid::mdDriverLoaded(roots)) throw Refused("md_driver", raid::kMdDriverMissing);
}

// The parser admits only kBackends' names, so the parse succeeds.
std::optional<raid::Backend> onlyBackend(const std::optional<std::string>& backend)
{
    if (!backend) return std::nullopt;
    return raid::parseBackend(*backend).value();
}

// Fills "ok", "steps" and "error" from a run.
void report(json& doc, const raid::ExecutionReport& report)
{
    doc["ok"] = report.ok;
    doc["steps"] = raid::toJson(report)["steps"];
    if (!report.ok && !report.outcomes.empty()) {
        doc["error"] = report.outcomes.back().message;
        doc["rule"] = "step_failed";
    }
}

} // namespace

json refusal(const json& id, const std::string& op, const std::string& rule,
             const std::string& error)
{
    return {{"ok", false},    {"id", id},     {"op", op},
            {"error", error}, {"rule", rule}, {"steps", json::array()}};
}

Dispatcher::Dispatcher(DispatcherOptions options, util::Runner& runner)
    : options_(std::move(options)), runner_(runner)
{
}

json cancelAnswer(const Request& cancel)
{
    json doc = answer(cancel);
    doc["ok"] = true;
    return doc;
}

json Dispatcher::handleLine(std::string_view line, const RunLink& link)
{
    Request request;
    try {
        request = parseRequest(line);
    } catch (const Refused& refused) {
        // Echo what can be read safely, so the caller can match the refusal to its request
        // (a line refused before parsing is not parsed at all).
        json id = nullptr;
        std::string op;
        const bool parseable = refused.rule() != "oversized" && refused.rule() != "too_deep" &&
                               refused.rule() != "not_utf8";
        if (parseable && line.size() <= kMaxRequestBytes) {
            const json loose = json::parse(line, nullptr, false);
            if (loose.is_object()) {
                const auto it = loose.find("id");
                const bool readable =
                    it != loose.end() && (it->is_number_integer() ||
                                          (it->is_string() && it->get<std::string>().size() <= 64));
                if (readable) id = *it;
                if (const auto found = loose.find("op"); found != loose.end() && found->is_string())
                    op = clipped(found->get<std::string>());
            }
        }
        return refusal(id, op, refused.rule(), refused.what());
    } catch (const std::exception& error) {
        // parseRequest refuses with rules; anything else is a bug, answered rather than fatal.
        return refusal(nullptr, "", "internal_error",
                       fmt::format("the request could not be read: {}", error.what()));
    }
    return handle(request, link);
}

json Dispatcher::handle(const Request& request, const RunLink& link)
{
    try {
        const Scope needed = scopeOf(request.body);
        if (!scopeAllows(options_.scope, needed))
            throw Refused("not_authorized",
                          fmt::format("this helper was started for {} ({}); \"{}\" needs {}",
                                      toString(options_.scope), polkitAction(options_.scope),
                                      request.op, polkitAction(needed)));
        return run(request, link);
    } catch (const Refused& refused) {
        return refusal(request.id, request.op, refused.rule(), refused.what());
    } catch (const raid::MissingCapability& missing) {
        return refusal(request.id, request.op, "backend_capability", missing.what());
    } catch (const raid::ArrayNotFound& missing) {
        return refusal(request.id, request.op, "no_such_array", missing.what());
    } catch (const raid::OperationRefused& refused) {
        // The core's own rules for an existing array (redundancy_guard.h, array_settings.h).
        return refusal(request.id, request.op, refused.rule(), refused.what());
    } catch (const std::exception& error) {
        // The core's own checks (in use, not a member, scan failures) refuse with a sentence;
        // a json::exception (a value of an unexpected type) lands here too.
        return refusal(request.id, request.op, "check_failed", error.what());
    }
}

json Dispatcher::run(const Request& request, const RunLink& link)
{
    const DeviceRules& rules = options_.rules;
    const drives::SystemRoots& roots = rules.roots;
    json doc = answer(request);
    const auto campaignContext = [&] {
        return CampaignContext{rules, options_.campaigns_root, &runner_, options_.campaign_outputs,
                               [&roots] { requireMd(roots); }};
    };
    const auto runOperation = [&](const raid::ArrayOperation& operation) {
        doc["array"] = operation.array_path;
        report(doc, raid::execute(operation.steps, runner_));
        return doc;
    };
    return std::visit(
        Overloaded{
            [&](const ScanRequest& scan) {
                drives::ScanResult result = drives::scan(roots);
                if (scan.health) drives::readHealth(result, runner_);
                doc["scan"] = drives::toJson(result);
                doc["ok"] = true;
                return doc;
            },
            [&](const ArraysRequest& arrays) {
                const auto only = onlyBackend(arrays.backend);
                json list = json::array();
                for (const auto& status : raid::readEveryArray(roots, runner_))
                    if (!only || status.backend == *only) list.push_back(raid::toJson(status));
                doc["arrays"] = list;
                doc["ok"] = true;
                return doc;
            },
            [&](const PlanRequest& plan) {
                const auto prepared = preparePlanRequest(plan.plan, rules, runner_);
                doc["plan"] = planJsonOf(prepared);
                doc["ok"] = prepared.validation.valid();
                if (!prepared.validation.valid()) {
                    doc["rule"] = "plan_invalid";
                    doc["error"] = fmt::format("the plan has {} problem(s)",
                                               prepared.validation.problems.size());
                }
                return doc;
            },
            [&](const CreateRequest& create) {
                if (buildsWithMdadm(create.plan)) requireMd(roots);
                return runCreate(create, rules, options_.mdadm_conf, options_.status_patience,
                                 runner_, doc);
            },
            [&](const DeleteRequest& remove) {
                const auto only = onlyBackend(remove.backend);
                const auto operation = raid::deleteOperation(
                    roots, runner_, resolveAnyArrayReference(remove.array, only, rules), only);
                doc["array"] = operation.array_path;
                doc["stopped"] = operation.stopped;
                doc["wiped"] = operation.wiped;
                report(doc, raid::execute(operation.steps, runner_));
                return doc;
            },
            [&](const MemberRequest& member) {
                const auto only = onlyBackend(member.backend);
                const std::string array = resolveAnyArrayReference(member.array, only, rules);
                const std::string device = resolveDevicePath(member.device, rules);
                std::optional<std::string> with;
                if (member.with) with = resolveDevicePath(*member.with, rules);
                requireDistinct(with ? std::vector{device, *with} : std::vector{device});
                return runOperation(raid::memberOperation(roots, runner_, array, member.action,
                                                          device, with, only, member.force_name));
            },
            [&](const GrowRequest& grow) {
                const std::string array = resolveAnyArrayReference(grow.array, std::nullopt, rules);
                // Only md grows; another backend's array is refused for what it lacks.
                raid::requireCapability(raid::findArray(roots, runner_, array).array.backend,
                                        raid::Capability::Grow, "grow");
                return runOperation(
                    raid::growOperation(roots, array, resolveDevicePath(grow.device, rules)));
            },
            [&](const StopRequest& stop) {
                const auto only = onlyBackend(stop.backend);
                return runOperation(raid::stopOperation(
                    roots, runner_, resolveAnyArrayReference(stop.array, only, rules), only));
            },
            [&](const AssembleRequest& assemble) {
                requireMd(roots);
                std::optional<std::string> path;
                if (assemble.array) {
                    // The array does not exist yet, so it is a name, never a path to resolve.
                    const std::string name = assemble.array->starts_with("/dev/md/")
                                                 ? assemble.array->substr(8)
                                                 : *assemble.array;
                    checkArrayName(name, "array");
                    path = raid::arrayPath(name);
                }
                if (assemble.uuid) checkUuid(*assemble.uuid);
                raid::Step step = raid::assembleStep(path, assemble.uuid);
                // An interrupted reshape that kept a backup file needs it back (reshape recorded
                // it); the answer says so, for the page to tell what happened.
                doc["reshape_backup_file"] = nullptr;
                doc["reshape_critical_section_lost"] = false;
                const auto record = raid::reshapeRecordFor(
                    raid::readReshapeRecords(options_.reshape_state_dir), path, assemble.uuid);
                if (assemble.invalid_backup && !record)
                    throw Refused("bad_value",
                                  "assemble: \"invalid_backup\" needs a reshape backup file "
                                  "recorded for the array, and none is (" +
                                      options_.reshape_state_dir.string() + ")");
                if (record) {
                    step = raid::withBackupFile(std::move(step), *record, assemble.invalid_backup);
                    doc["reshape_backup_file"] = record->backup_file;
                }
                const auto ran = raid::execute({step}, runner_);
                report(doc, ran);
                // mdadm cannot use the file any more: the page offers assembling without it.
                if (record && !ran.ok && !assemble.invalid_backup && !ran.outcomes.empty() &&
                    raid::criticalSectionNotRestored(ran.outcomes.back().message)) {
                    doc["reshape_critical_section_lost"] = true;
                    doc["reshape_array"] =
                        record->devname.empty() ? record->md_name : record->devname;
                    doc["reshape_uuid"] = record->uuid;
                }
                return doc;
            },
            [&](const ScrubRequest& scrub) {
                const auto only = onlyBackend(scrub.backend);
                const std::string array = resolveAnyArrayReference(scrub.array, only, rules);
                const auto action = raid::parseScrubAction(scrub.action);
                if (!action)
                    throw Refused("bad_value", "scrub: \"action\" must be check, repair or idle");
                return runOperation(raid::scrubOperation(roots, runner_, array, *action, only));
            },
            [&](const MdadmConfRequest& conf) {
                requireMd(roots);
                const std::string array = "/dev/" + resolveArrayReference(conf.array, rules);
                doc["array"] = array;
                doc["lines"] = raid::readConfLines(runner_, array);
                doc["added"] = json::array();
                if (conf.write) {
                    doc["file"] = options_.mdadm_conf.string();
                    doc["added"] = raid::appendArrayLines(
                        options_.mdadm_conf, doc["lines"].get<std::vector<std::string>>());
                    doc["hint"] = raid::kInitramfsHint;
                }
                doc["ok"] = true;
                return doc;
            },
            [&](const BenchRequest& bench) {
                return runBench(bench, rules, options_.cli_path, options_.passthrough, link,
                                runner_, doc);
            },
            [&](const CampaignRequest& campaign) {
                return runCampaignRequest(campaign, campaignContext(), link, doc);
            },
            [&](const CampaignResumeRequest& resume) {
                return runCampaignResume(resume, campaignContext(), link, doc);
            },
            [&](const CampaignCleanupRequest& cleanup) {
                return runCampaignCleanup(cleanup, campaignContext(), doc);
            },
            [&](const SettingsRequest& settings) {
                requireMd(roots);
                raid::SettingsChange change;
                if (settings.bitmap) change.bitmap = raid::parseBitmap(*settings.bitmap).value();
                if (settings.consistency_policy)
                    change.consistency_policy =
                        raid::parseConsistencyPolicy(*settings.consistency_policy).value();
                for (const auto& device : settings.write_mostly)
                    change.write_mostly.push_back(resolveDevicePath(device, rules));
                for (const auto& device : settings.readwrite)
                    change.readwrite.push_back(resolveDevicePath(device, rules));
                std::vector<std::string> named = change.write_mostly;
                named.insert(named.end(), change.readwrite.begin(), change.readwrite.end());
                requireDistinct(named);
                return runOperation(raid::settingsOperation(
                    roots, resolveArrayReference(settings.array, rules), change));
            },
            [&](const CheckScheduleRequest& schedule) {
                return runCheckSchedule(schedule, options_.care_paths, runner_, doc);
            },
            [&](const AlertSettingsRequest& alerts) {
                return runAlertSettings(alerts, options_.care_paths, runner_, doc);
            },
            [&](const ReshapePlanRequest& ask) {
                requireMd(roots);
                const auto plan =
                    reshapePlanFor(ask.reshape, rules, options_.reshape_state_dir, runner_);
                doc["array"] = plan.array_path;
                doc["plan"] = raid::toJson(plan);
                doc["estimate"] = estimate::reshapeTimeJson(estimate::reshapeTimeHere(plan, roots));
                doc["ok"] = true;
                return doc;
            },
            [&](const ReshapeRequest& reshape) {
                requireMd(roots);
                const auto plan =
                    reshapePlanFor(reshape.reshape, rules, options_.reshape_state_dir, runner_);
                doc["plan"] = raid::toJson(plan);
                // What `assemble` gives back to mdadm should the reshape be interrupted.
                raid::recordReshape(plan, runner_, options_.reshape_state_dir);
                return runOperation(raid::ArrayOperation{plan.array_path, plan.steps});
            },
            [&](const GrowFilesystemPlanRequest& ask) {
                requireMd(roots);
                const auto plan = raid::planFilesystemGrow(
                    roots, resolveArrayReference(ask.array, rules), runner_);
                doc["array"] = plan.array_path;
                doc["plan"] = raid::toJson(plan);
                doc["ok"] = true;
                return doc;
            },
            [&](const GrowFilesystemRequest& grow) {
                requireMd(roots);
                const auto plan = raid::planFilesystemGrow(
                    roots, resolveArrayReference(grow.array, rules), runner_);
                doc["plan"] = raid::toJson(plan);
                return runOperation(raid::ArrayOperation{plan.array_path, plan.steps});
            },
            [&](const CancelRequest&) -> json {
                // A cancel that finds its run is answered by the session after that run.
                throw Refused(
                    "nothing_running",
                    "cancel: nothing is running; a cancel stops the bench or campaign that runs when "
                    "it arrives");
            },
        },
        request.body);
}

} // namespace am::helper
