#include "core/raid/raid_json.h"

#include "core/raid/mismatch_meaning.h"

namespace am::raid {

using nlohmann::json;

json toJson(const Finding& finding)
{
    return {{"rule", finding.rule}, {"subject", finding.subject}, {"message", finding.message}};
}

namespace {
json findings(const std::vector<Finding>& list)
{
    json array = json::array();
    for (const auto& finding : list) array.push_back(toJson(finding));
    return array;
}

template <typename T> json optional(const std::optional<T>& value)
{
    return value ? json(*value) : json(nullptr);
}
} // namespace

json planJson(const Plan& plan, const Validation& validation, const Geometry& geometry,
              const std::vector<Step>& steps)
{
    json commands = json::array();
    json purposes = json::array();
    for (const auto& step : steps) {
        commands.push_back(step.display());
        purposes.push_back(step.purpose);
    }
    const Backend backend = backendOf(plan);
    json effective = {
        {"backend", toString(backend)},
        {"level", toString(plan.level)},
        {"metadata", backend == Backend::Md || backend == Backend::Imsm
                         ? json(toString(plan.metadata))
                         : json(nullptr)},
        {"name", plan.name},
        {"device", plannedPath(plan)},
        {"members", plan.members},
        {"spares", plan.spares},
        {"chunk_bytes", usesChunk(plan.level) ? json(effectiveChunk(plan)) : json(nullptr)},
        {"bitmap", backend != Backend::Md ? json(nullptr) : json(toString(effectiveBitmap(plan)))},
        {"layout",
         plan.level == Level::Raid10 ? json(toString(effectiveLayout(plan))) : json(nullptr)},
        {"size_bytes", optional(plan.size_bytes)},
        {"assume_clean", plan.assume_clean}};
    const auto consistency = effectiveConsistency(plan);
    effective["consistency_policy"] = consistency ? json(toString(*consistency)) : json(nullptr);
    effective["write_journal"] = optional(plan.write_journal);
    effective["write_mostly"] = plan.write_mostly;
    if (backend == Backend::Imsm) effective["container"] = arrayPath(plan.container_name);
    if (backend == Backend::Btrfs) {
        effective["metadata_level"] = toString(effectiveMetadataLevel(plan));
        effective["mixed"] = plan.btrfs_mixed;
    }
    return {{"valid", validation.valid()},
            {"problems", findings(validation.problems)},
            {"warnings", findings(validation.warnings)},
            {"capacity_bytes", geometry.capacity_bytes},
            {"member_bytes", geometry.member_bytes},
            {"fault_tolerance", geometry.fault_tolerance},
            {"stripe_width_bytes", geometry.stripe_width_bytes},
            {"plan", effective},
            {"commands", commands},
            {"purposes", purposes}};
}

json toJson(const ArrayStatus& status)
{
    json members = json::array();
    for (const auto& member : status.members)
        members.push_back(
            {{"name", member.name},
             {"path", member.path},
             {"slot", optional(member.slot)},
             {"role", member.role},
             {"states", member.states},
             {"errors", optional(member.errors)},
             {"bad_blocks", member.bad_blocks ? json{{"entries", member.bad_blocks->entries},
                                                     {"sectors", member.bad_blocks->sectors}}
                                              : json(nullptr)}});
    const MismatchMeaning meaning = mismatchMeaning(status.level);
    return {{"backend", toString(status.backend)},
            {"name", status.name},
            {"path", status.path},
            {"level", status.level},
            {"metadata", status.metadata},
            {"container", status.container},
            {"state", toString(status.state)},
            {"array_state", status.array_state},
            {"sync_action", status.sync_action},
            {"sync_pending", status.sync_pending},
            {"progress", optional(status.progress)},
            {"speed_bytes_per_s", optional(status.speed_bytes_per_s)},
            {"eta_seconds", optional(status.eta_seconds)},
            {"raid_disks", status.raid_disks},
            {"degraded", status.degraded},
            {"size_bytes", status.size_bytes},
            {"chunk_bytes", status.chunk_bytes},
            {"reshape_from_raid_disks", optional(status.reshape_from_raid_disks)},
            {"reshape_from_chunk_bytes", optional(status.reshape_from_chunk_bytes)},
            {"reshape_position_bytes", optional(status.reshape_position_bytes)},
            {"consistency_policy", status.consistency_policy},
            {"bitmap", status.bitmap},
            {"layout", optional(status.layout)},
            {"uuid", status.uuid},
            {"mismatches", optional(status.mismatches)},
            {"last_sync_action", status.last_sync_action},
            {"mismatch_meaning", toString(meaning)},
            {"mismatch_explanation", mismatchExplanation(meaning)},
            {"health", status.health},
            {"mountpoint", status.mountpoint},
            {"scan", status.scan},
            {"members", members}};
}

json toJson(const ExecutionReport& report)
{
    json steps = json::array();
    for (const auto& outcome : report.outcomes)
        steps.push_back({{"argv", outcome.step.display()},
                         {"purpose", outcome.step.purpose},
                         {"ok", outcome.ok},
                         {"exit_code", outcome.result.exit_code},
                         {"timed_out", outcome.result.timed_out},
                         {"stdout", outcome.result.out},
                         {"stderr", outcome.result.err},
                         {"message", outcome.message}});
    return {{"ok", report.ok}, {"steps", steps}};
}

json toJson(const Platform& platform)
{
    json entries = json::array();
    for (const auto& caps : platform.entries) {
        json controllers = json::array();
        for (const auto& controller : caps.controllers) {
            json devices = json::array();
            for (const auto& device : controller.devices)
                devices.push_back({{"port", device.port},
                                   {"device", device.device},
                                   {"serial", device.serial},
                                   {"note", device.note}});
            controllers.push_back(
                {{"path", controller.path}, {"type", controller.type}, {"devices", devices}});
        }
        entries.push_back({{"platform", caps.platform},
                           {"version", caps.version},
                           {"levels", caps.levels},
                           {"chunk_sizes_bytes", caps.chunk_sizes},
                           {"two_tb_volumes", caps.two_tb_volumes},
                           {"two_tb_disks", caps.two_tb_disks},
                           {"max_disks", caps.max_disks},
                           {"max_volumes_per_array", caps.max_volumes_per_array},
                           {"max_volumes_per_controller", caps.max_volumes_per_controller},
                           {"third_party_nvme", optional(caps.third_party_nvme)},
                           {"controllers", controllers},
                           {"other", caps.other}});
    }
    return {{"found", platform.found()},
            {"no_platform_override", platform.no_platform_override},
            {"entries", entries},
            {"notes", platform.notes}};
}

json toJson(const Rollback& rollback)
{
    return {{"target", rollback.target},
            {"ok", rollback.ok()},
            {"stopped", rollback.stopped},
            {"wiped", rollback.wiped},
            {"steps", toJson(rollback.report)["steps"]},
            {"error", rollback.error.empty() ? json(nullptr) : json(rollback.error)}};
}

} // namespace am::raid
