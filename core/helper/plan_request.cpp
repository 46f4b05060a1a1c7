#include "core/helper/plan_request.h"

#include <fmt/format.h>

#include "core/raid/array_lookup.h"
#include "core/raid/create.h"
#include "core/raid/mdadm_conf.h"
#include "core/raid/operations.h"
#include "core/raid/platform_probe.h"
#include "core/raid/raid_json.h"

namespace am::helper {

using nlohmann::json;

raid::Plan planOf(const PlanFields& fields, const DeviceRules& rules)
{
    raid::Plan plan;
    // The request parser admits only these spellings, so each parse succeeds. Which backend
    // builds which level and takes which option is the RAID core's validation.
    if (fields.backend) plan.backend = raid::parseBackend(*fields.backend).value();
    plan.level = raid::parseLevel(fields.level).value();
    plan.metadata = raid::parseMetadata(fields.metadata).value();
    if (fields.metadata_level)
        plan.metadata_level = raid::parseLevel(*fields.metadata_level).value();
    plan.btrfs_mixed = fields.mixed;
    if (fields.bitmap) plan.bitmap = raid::parseBitmap(*fields.bitmap).value();
    if (fields.layout) plan.layout = raid::parseRaid10Layout(*fields.layout).value();
    plan.chunk_bytes = fields.chunk_bytes;
    plan.size_bytes = fields.size_bytes;
    plan.assume_clean = fields.assume_clean;
    if (fields.consistency_policy)
        plan.consistency_policy = raid::parseConsistencyPolicy(*fields.consistency_policy).value();
    checkArrayName(fields.name, "name");
    plan.name = fields.name;
    checkArrayName(fields.container, "container");
    plan.container_name = fields.container;
    if (fields.second_volume_level.has_value() != fields.second_volume_name.has_value())
        throw Refused("missing_key",
                      "\"second_volume_level\" and \"second_volume_name\" go together");
    if (fields.second_volume_chunk_bytes && !fields.second_volume_level)
        throw Refused(
            "missing_key",
            "\"second_volume_chunk_bytes\" needs \"second_volume_level\" and \"second_volume_name\"");
    if (fields.second_volume_level) {
        checkArrayName(*fields.second_volume_name, "second_volume_name");
        raid::SecondVolume second;
        second.level = raid::parseLevel(*fields.second_volume_level).value();
        second.name = *fields.second_volume_name;
        second.chunk_bytes = fields.second_volume_chunk_bytes;
        plan.second_volume = second; // the RAID core's rules say whether imsm and the size allow it
    }
    if (fields.members.empty()) throw Refused("missing_key", "\"members\" lists no device");
    std::vector<std::string> seen;
    for (const auto& member : fields.members)
        plan.members.push_back(resolveDevicePath(member, rules));
    for (const auto& spare : fields.spares) plan.spares.push_back(resolveDevicePath(spare, rules));
    // Write-mostly names members again; the RAID core's validation says whether it is one.
    for (const auto& member : fields.write_mostly)
        plan.write_mostly.push_back(resolveDevicePath(member, rules));
    if (fields.write_journal) plan.write_journal = resolveDevicePath(*fields.write_journal, rules);
    seen = plan.members;
    seen.insert(seen.end(), plan.spares.begin(), plan.spares.end());
    if (plan.write_journal) seen.push_back(*plan.write_journal);
    for (std::size_t i = 0; i < seen.size(); ++i)
        for (std::size_t j = i + 1; j < seen.size(); ++j)
            if (seen[i] == seen[j])
                throw Refused("device_twice",
                              fmt::format("{} is named twice in the request", seen[i]));
    return plan;
}

bool buildsWithMdadm(const PlanFields& fields)
{
    raid::Plan plan;
    if (fields.backend) plan.backend = raid::parseBackend(*fields.backend).value();
    plan.metadata = raid::parseMetadata(fields.metadata).value();
    const raid::Backend backend = raid::backendOf(plan);
    return backend == raid::Backend::Md || backend == raid::Backend::Imsm;
}

raid::PreparedPlan preparePlanRequest(const PlanFields& fields, const DeviceRules& rules,
                                      util::Runner& runner)
{
    return raid::preparePlan(planOf(fields, rules), rules.roots, [&runner] {
        return raid::probePlatform(runner, raid::imsmNoPlatformFromEnvironment());
    });
}

json planJsonOf(const raid::PreparedPlan& prepared)
{
    return raid::planJson(prepared.plan, prepared.validation, prepared.geometry, prepared.steps);
}

json runCreate(const CreateRequest& create, const DeviceRules& rules,
               const std::filesystem::path& mdadm_conf, std::chrono::milliseconds status_patience,
               util::Runner& runner, json& doc)
{
    const bool mdadm = buildsWithMdadm(create.plan);
    if (create.write_mdadm_conf && !mdadm)
        throw Refused("bad_value",
                      fmt::format("create: \"write_mdadm_conf\" is for md arrays; the {} backend "
                                  "keeps its own metadata",
                                  *create.plan.backend));
    const auto prepared = preparePlanRequest(create.plan, rules, runner);
    doc["plan"] = planJsonOf(prepared);
    doc["array"] = raid::plannedPath(prepared.plan);
    if (!prepared.validation.valid()) {
        doc["rule"] = "plan_invalid";
        doc["error"] = fmt::format("the plan has {} problem(s); nothing was written",
                                   prepared.validation.problems.size());
        return doc;
    }
    const auto created = raid::createArray(prepared.plan, rules.roots, runner);
    if (!created.refused.empty()) {
        json refused = json::array();
        std::string text;
        for (const auto& finding : created.refused) {
            refused.push_back(raid::toJson(finding));
            text += (text.empty() ? "" : "; ") + finding.message;
        }
        doc["refused"] = refused;
        doc["rule"] = created.refused.front().rule;
        doc["error"] = "nothing was written: " + text;
        return doc;
    }
    doc["ok"] = created.report.ok;
    doc["steps"] = raid::toJson(created.report)["steps"];
    if (!created.report.ok) {
        doc["rule"] = "step_failed";
        doc["error"] = created.report.outcomes.back().message;
        doc["rollback"] = created.rollback ? raid::toJson(*created.rollback) : json(nullptr);
        return doc;
    }
    if (create.write_mdadm_conf) {
        const auto lines = raid::readConfLines(runner, raid::arrayPath(prepared.plan.name));
        doc["mdadm_conf"] = {{"file", mdadm_conf.string()},
                             {"added", raid::appendArrayLines(mdadm_conf, lines)},
                             {"hint", raid::kInitramfsHint}};
    }
    doc["status"] = nullptr;
    if (mdadm) {
        const auto status =
            raid::waitForArrayStatus(rules.roots, prepared.plan.name, status_patience);
        if (status) doc["status"] = raid::toJson(*status);
    } else {
        // Read back through its backend, as `arraymark-cli array create` does; the array is
        // made, so a read that fails leaves the status null rather than failing the answer.
        try {
            doc["status"] = raid::toJson(raid::findArray(rules.roots, runner, prepared.plan.name,
                                                         raid::backendOf(prepared.plan))
                                             .array);
        } catch (const std::exception&) {
        }
    }
    return doc;
}

} // namespace am::helper
