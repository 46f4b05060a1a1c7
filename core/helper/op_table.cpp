#include "core/helper/op_table.h"

#include <array>
#include <optional>

#include <fmt/format.h>

#include "core/bench/engine_modes.h"
#include "core/bench/mode_checks.h"
#include "core/bench/precondition.h"
#include "core/bench/repeats.h"
#include "core/campaign/spec.h"
#include "core/helper/request_fields.h"
#include "core/raid/backend_table.h"
#include "core/raid/consistency.h"
#include "core/raid/steps.h"
#include "core/raid/types.h"

namespace am::helper {

using nlohmann::json;

namespace {

template <class Body, std::size_t I = 0> constexpr std::size_t bodyIndex()
{
    static_assert(I < std::variant_size_v<RequestBody>, "not a RequestBody alternative");
    if constexpr (std::is_same_v<std::variant_alternative_t<I, RequestBody>, Body>)
        return I;
    else
        return bodyIndex<Body, I + 1>();
}

template <class T> void putOptional(json& out, const char* key, const std::optional<T>& value)
{
    if (value) out[key] = *value;
}
void putTrue(json& out, const char* key, bool value)
{
    if (value) out[key] = true;
}

// The spellings come from the RAID core's tables: a level or backend added there is accepted
// here. Which backend builds which level is the core's validation, not the parser's.
std::vector<std::string> levelNames(std::optional<raid::Backend> built_by = std::nullopt)
{
    std::vector<std::string> names;
    for (const raid::LevelInfo& row : raid::kLevels)
        if (!built_by || raid::supports(*built_by, row.level)) names.emplace_back(row.name);
    return names;
}
const std::vector<std::string>& allLevelNames()
{
    static const std::vector<std::string> names = levelNames();
    return names;
}
const std::vector<std::string>& imsmLevelNames()
{
    static const std::vector<std::string> names = levelNames(raid::Backend::Imsm);
    return names;
}
const std::vector<std::string>& backendNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> all;
        for (const raid::BackendInfo& row : raid::kBackends) all.emplace_back(row.name);
        return all;
    }();
    return names;
}
const std::vector<std::string>& metadataNames()
{
    static const std::vector<std::string> names{raid::toString(raid::Metadata::V1_2),
                                                raid::toString(raid::Metadata::V1_0),
                                                raid::toString(raid::Metadata::Imsm)};
    return names;
}
const std::vector<std::string>& settableConsistencyNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> all;
        for (const raid::ConsistencyInfo& row : raid::kConsistencyPolicies)
            if (row.settable) all.emplace_back(row.name);
        return all;
    }();
    return names;
}
std::optional<std::string> backendField(Fields& f)
{
    return f.optionalOneOf("backend", backendNames());
}

// Parsers: the keys each op reads, with the ranges and spellings it admits.

PlanFields planFields(Fields& f)
{
    PlanFields plan;
    plan.backend = backendField(f);
    plan.level = f.oneOf("level", allLevelNames());
    plan.members = f.strings("members", true);
    plan.spares = f.strings("spares", false);
    plan.name = f.string("name");
    // As the CLI's --backend imsm: imsm metadata unless told otherwise (validation refuses a mix).
    plan.metadata = f.oneOf("metadata", metadataNames(), plan.backend == "imsm" ? "imsm" : "1.2");
    plan.metadata_level = f.optionalOneOf("metadata_level", allLevelNames());
    plan.mixed = f.boolean("mixed");
    if (f.has("bitmap")) plan.bitmap = f.oneOf("bitmap", {"internal", "none"});
    if (f.has("layout")) plan.layout = f.oneOf("layout", {"n2", "f2", "o2"});
    plan.chunk_bytes = f.optionalUnsigned("chunk_bytes", 4096, 16ULL << 20);
    plan.size_bytes = f.optionalUnsigned("size_bytes", 1, UINT64_MAX);
    plan.assume_clean = f.boolean("assume_clean");
    if (f.has("container")) plan.container = f.string("container");
    plan.second_volume_level = f.optionalOneOf("second_volume_level", imsmLevelNames());
    plan.second_volume_name = f.optionalString("second_volume_name");
    plan.second_volume_chunk_bytes =
        f.optionalUnsigned("second_volume_chunk_bytes", 4096, 16ULL << 20);
    plan.consistency_policy = f.optionalOneOf("consistency_policy", settableConsistencyNames());
    plan.write_journal = f.optionalString("write_journal");
    plan.write_mostly = f.strings("write_mostly", false);
    return plan;
}

void writePlanFields(const PlanFields& plan, json& out)
{
    putOptional(out, "backend", plan.backend);
    out["level"] = plan.level;
    out["members"] = plan.members;
    if (!plan.spares.empty()) out["spares"] = plan.spares;
    out["name"] = plan.name;
    // md's metadata is what a reader of an md plan wants to see; lvm and btrfs have none.
    const bool mdadm = !plan.backend || plan.backend == "md" || plan.backend == "imsm";
    if (mdadm || plan.metadata != PlanFields{}.metadata) out["metadata"] = plan.metadata;
    putOptional(out, "metadata_level", plan.metadata_level);
    putTrue(out, "mixed", plan.mixed);
    putOptional(out, "bitmap", plan.bitmap);
    putOptional(out, "layout", plan.layout);
    putOptional(out, "chunk_bytes", plan.chunk_bytes);
    putOptional(out, "size_bytes", plan.size_bytes);
    putTrue(out, "assume_clean", plan.assume_clean);
    if (plan.metadata == "imsm" || plan.container != PlanFields{}.container)
        out["container"] = plan.container;
    putOptional(out, "second_volume_level", plan.second_volume_level);
    putOptional(out, "second_volume_name", plan.second_volume_name);
    putOptional(out, "second_volume_chunk_bytes", plan.second_volume_chunk_bytes);
    putOptional(out, "consistency_policy", plan.consistency_policy);
    putOptional(out, "write_journal", plan.write_journal);
    if (!plan.write_mostly.empty()) out["write_mostly"] = plan.write_mostly;
}

RequestBody parseScan(Fields& f) { return ScanRequest{f.boolean("health")}; }
void writeScan(const RequestBody& body, json& out)
{
    putTrue(out, "health", std::get<ScanRequest>(body).health);
}
void writeNothing(const RequestBody&, json&) {}

RequestBody parseArrays(Fields& f) { return ArraysRequest{backendField(f)}; }
void writeArrays(const RequestBody& body, json& out)
{
    putOptional(out, "backend", std::get<ArraysRequest>(body).backend);
}

RequestBody parsePlan(Fields& f) { return PlanRequest{planFields(f)}; }
void writePlan(const RequestBody& body, json& out)
{
    writePlanFields(std::get<PlanRequest>(body).plan, out);
}

RequestBody parseCreate(Fields& f)
{
    CreateRequest create{planFields(f)};
    create.write_mdadm_conf = f.boolean("write_mdadm_conf");
    return create;
}
void writeCreate(const RequestBody& body, json& out)
{
    const auto& create = std::get<CreateRequest>(body);
    writePlanFields(create.plan, out);
    putTrue(out, "write_mdadm_conf", create.write_mdadm_conf);
}

RequestBody parseDelete(Fields& f) { return DeleteRequest{f.string("array"), backendField(f)}; }
void writeDelete(const RequestBody& body, json& out)
{
    const auto& remove = std::get<DeleteRequest>(body);
    out["array"] = remove.array;
    putOptional(out, "backend", remove.backend);
}

template <raid::MemberAction Action> RequestBody parseMember(Fields& f)
{
    MemberRequest member{Action, f.string("array"), f.string("device"), std::nullopt};
    if constexpr (Action == raid::MemberAction::Replace) member.with = f.optionalString("with");
    if constexpr (Action == raid::MemberAction::Fail || Action == raid::MemberAction::Remove)
        member.force_name = f.optionalString("force_name");
    member.backend = backendField(f);
    return member;
}
void writeMember(const RequestBody& body, json& out)
{
    const auto& member = std::get<MemberRequest>(body);
    out["array"] = member.array;
    out["device"] = member.device;
    if (member.action == raid::MemberAction::Replace) putOptional(out, "with", member.with);
    putOptional(out, "backend", member.backend);
    putOptional(out, "force_name", member.force_name);
}

RequestBody parseSettings(Fields& f)
{
    SettingsRequest settings;
    settings.array = f.string("array");
    if (f.has("bitmap")) settings.bitmap = f.oneOf("bitmap", {"internal", "none"});
    settings.consistency_policy = f.optionalOneOf("consistency_policy", settableConsistencyNames());
    settings.write_mostly = f.strings("write_mostly", false);
    settings.readwrite = f.strings("readwrite", false);
    return settings;
}
void writeSettings(const RequestBody& body, json& out)
{
    const auto& settings = std::get<SettingsRequest>(body);
    out["array"] = settings.array;
    putOptional(out, "bitmap", settings.bitmap);
    putOptional(out, "consistency_policy", settings.consistency_policy);
    if (!settings.write_mostly.empty()) out["write_mostly"] = settings.write_mostly;
    if (!settings.readwrite.empty()) out["readwrite"] = settings.readwrite;
}

RequestBody parseGrow(Fields& f) { return GrowRequest{f.string("array"), f.string("device")}; }
void writeGrow(const RequestBody& body, json& out)
{
    const auto& grow = std::get<GrowRequest>(body);
    out["array"] = grow.array;
    out["device"] = grow.device;
}

RequestBody parseStop(Fields& f) { return StopRequest{f.string("array"), backendField(f)}; }
void writeStop(const RequestBody& body, json& out)
{
    const auto& stop = std::get<StopRequest>(body);
    out["array"] = stop.array;
    putOptional(out, "backend", stop.backend);
}

RequestBody parseAssemble(Fields& f)
{
    return AssembleRequest{f.optionalString("array"), f.optionalString("uuid"),
                           f.boolean("invalid_backup")};
}
void writeAssemble(const RequestBody& body, json& out)
{
    const auto& assemble = std::get<AssembleRequest>(body);
    putOptional(out, "array", assemble.array);
    putOptional(out, "uuid", assemble.uuid);
    if (assemble.invalid_backup) out["invalid_backup"] = true;
}

RequestBody parseScrub(Fields& f)
{
    return ScrubRequest{f.string("array"), f.oneOf("action", {"check", "repair", "idle"}, "check"),
                        backendField(f)};
}
void writeScrub(const RequestBody& body, json& out)
{
    const auto& scrub = std::get<ScrubRequest>(body);
    out["array"] = scrub.array;
    out["action"] = scrub.action;
    putOptional(out, "backend", scrub.backend);
}

RequestBody parseMdadmConf(Fields& f)
{
    return MdadmConfRequest{f.string("array"), f.boolean("write")};
}
void writeMdadmConf(const RequestBody& body, json& out)
{
    const auto& conf = std::get<MdadmConfRequest>(body);
    out["array"] = conf.array;
    putTrue(out, "write", conf.write);
}

RequestBody parseBench(Fields& f)
{
    BenchRequest bench;
    bench.target = f.string("target");
    bench.preset = f.optionalString("preset");
    if (f.has("rw"))
        bench.rw = f.oneOf("rw", {"randread", "randwrite", "randrw", "read", "write", "rw"});
    bench.bs_bytes = f.optionalUnsigned("bs_bytes", 512, 64ULL << 20);
    if (const auto share = f.optionalUnsigned("read_share", 0, 100))
        bench.read_share = static_cast<std::uint32_t>(*share);
    if (const auto qd = f.optionalUnsigned("qd", 1, 4096))
        bench.qd = static_cast<std::uint32_t>(*qd);
    if (const auto jobs = f.optionalUnsigned("jobs", 1, 256))
        bench.jobs = static_cast<std::uint32_t>(*jobs);
    bench.runtime_seconds = f.optionalSeconds("runtime_seconds", 0.1, 86400);
    bench.ramp_seconds = f.optionalSeconds("ramp_seconds", 0, 3600);
    bench.size_bytes = f.optionalUnsigned("size_bytes", 4096, UINT64_MAX);
    bench.offset_bytes = f.optionalUnsigned("offset_bytes", 0, UINT64_MAX);
    bench.seed = f.optionalUnsigned("seed", 0, UINT64_MAX);
    if (const auto repeat = f.optionalUnsigned("repeat", 1, bench::kMaxRepeat))
        bench.repeat = static_cast<std::uint32_t>(*repeat);
    bench.settle_seconds = f.optionalSeconds("settle_seconds", 0, 3600);
    if (const auto passes =
            f.optionalUnsigned("precondition_passes", 1, bench::kMaxPreconditionPasses))
        bench.precondition_passes = static_cast<std::uint32_t>(*passes);
    bench.verify = f.boolean("verify");
    bench.allow_write = f.boolean("allow_write");
    bench.modes.hipri = f.boolean("hipri");
    bench.modes.sqpoll = f.boolean("sqpoll");
    if (const auto cpu = f.optionalUnsigned("sqpoll_cpu", 0, 4095))
        bench.modes.sqpoll_cpu = static_cast<int>(*cpu);
    bench.modes.passthrough = f.boolean("passthrough");
    bench.modes.rate_iops = f.optionalUnsigned("rate_iops", 1, bench::kMaxRateIops).value_or(0);
    bench.modes.cpus = f.optionalString("cpus").value_or("");
    try {
        bench::checkEngineModes(bench.modes); // the CLI's own checks, before a child is started
    } catch (const std::invalid_argument& e) {
        throw Refused("bad_value", fmt::format("bench: {}", e.what()));
    }
    return bench;
}
void writeBench(const RequestBody& body, json& out)
{
    const auto& bench = std::get<BenchRequest>(body);
    out["target"] = bench.target;
    putOptional(out, "preset", bench.preset);
    putOptional(out, "rw", bench.rw);
    putOptional(out, "bs_bytes", bench.bs_bytes);
    putOptional(out, "read_share", bench.read_share);
    putOptional(out, "qd", bench.qd);
    putOptional(out, "jobs", bench.jobs);
    putOptional(out, "runtime_seconds", bench.runtime_seconds);
    putOptional(out, "ramp_seconds", bench.ramp_seconds);
    putOptional(out, "size_bytes", bench.size_bytes);
    putOptional(out, "offset_bytes", bench.offset_bytes);
    putOptional(out, "seed", bench.seed);
    putOptional(out, "repeat", bench.repeat);
    putOptional(out, "settle_seconds", bench.settle_seconds);
    putOptional(out, "precondition_passes", bench.precondition_passes);
    putTrue(out, "verify", bench.verify);
    putTrue(out, "allow_write", bench.allow_write);
    out.update(bench::engineModesJson(bench.modes));
}

RequestBody parseCancel(Fields&) { return CancelRequest{}; }

// The spec as core/campaign reads it: its own strict reader names the field.
RequestBody parseCampaign(Fields& f)
{
    CampaignRequest request;
    request.name = f.string("name");
    const json& spec = f.object("spec");
    try {
        request.spec = campaign::specFromJson(spec);
    } catch (const std::exception& error) {
        throw Refused("bad_value", fmt::format("campaign: \"spec\": {}", error.what()));
    }
    if (request.spec.drives.size() > kMaxListLength)
        throw Refused("too_long",
                      fmt::format("campaign: \"spec\": more than {} drives", kMaxListLength));
    return request;
}
void writeCampaign(const RequestBody& body, json& out)
{
    const auto& request = std::get<CampaignRequest>(body);
    out["name"] = request.name;
    out["spec"] = campaign::toJson(request.spec);
}
RequestBody parseCampaignResume(Fields& f) { return CampaignResumeRequest{f.string("name")}; }
void writeCampaignResume(const RequestBody& body, json& out)
{
    out["name"] = std::get<CampaignResumeRequest>(body).name;
}
RequestBody parseCampaignCleanup(Fields& f) { return CampaignCleanupRequest{f.string("name")}; }
void writeCampaignCleanup(const RequestBody& body, json& out)
{
    out["name"] = std::get<CampaignCleanupRequest>(body).name;
}

RequestBody parseCheckSchedule(Fields& f)
{
    CheckScheduleRequest request;
    request.mechanism = f.oneOf("mechanism", {"cron", "systemd"});
    if (!f.has("enabled"))
        throw Refused("missing_key", "check_schedule: \"enabled\" is missing (true or false)");
    request.enabled = f.boolean("enabled");
    return request;
}
void writeCheckSchedule(const RequestBody& body, json& out)
{
    const auto& request = std::get<CheckScheduleRequest>(body);
    out["mechanism"] = request.mechanism;
    out["enabled"] = request.enabled;
}
RequestBody parseAlertSettings(Fields& f)
{
    AlertSettingsRequest request{f.optionalString("mailaddr"), f.optionalString("program")};
    if (!request.mailaddr && !request.program)
        throw Refused("missing_key", "alert_settings: give \"mailaddr\", \"program\" or both");
    return request;
}
void writeAlertSettings(const RequestBody& body, json& out)
{
    const auto& request = std::get<AlertSettingsRequest>(body);
    putOptional(out, "mailaddr", request.mailaddr);
    putOptional(out, "program", request.program);
}

ReshapeFields reshapeFields(Fields& f)
{
    ReshapeFields reshape;
    reshape.array = f.string("array");
    reshape.add = f.strings("add", false);
    if (const auto devices = f.optionalUnsigned("raid_devices", 1, kMaxListLength))
        reshape.raid_devices = static_cast<std::uint32_t>(*devices);
    reshape.size_max = f.boolean("size_max");
    reshape.level = f.optionalOneOf("level", allLevelNames());
    reshape.chunk_bytes = f.optionalUnsigned("chunk_bytes", 4096, 16ULL << 20);
    reshape.backup_file = f.optionalString("backup_file");
    reshape.force_name = f.optionalString("force_name");
    return reshape;
}
void writeReshapeFields(const ReshapeFields& reshape, json& out)
{
    out["array"] = reshape.array;
    if (!reshape.add.empty()) out["add"] = reshape.add;
    putOptional(out, "raid_devices", reshape.raid_devices);
    putTrue(out, "size_max", reshape.size_max);
    putOptional(out, "level", reshape.level);
    putOptional(out, "chunk_bytes", reshape.chunk_bytes);
    putOptional(out, "backup_file", reshape.backup_file);
    putOptional(out, "force_name", reshape.force_name);
}
RequestBody parseReshapePlan(Fields& f) { return ReshapePlanRequest{reshapeFields(f)}; }
void writeReshapePlan(const RequestBody& body, json& out)
{
    writeReshapeFields(std::get<ReshapePlanRequest>(body).reshape, out);
}
RequestBody parseReshape(Fields& f) { return ReshapeRequest{reshapeFields(f)}; }
void writeReshape(const RequestBody& body, json& out)
{
    writeReshapeFields(std::get<ReshapeRequest>(body).reshape, out);
}

RequestBody parseGrowFilesystemPlan(Fields& f)
{
    return GrowFilesystemPlanRequest{f.string("array")};
}
void writeGrowFilesystemPlan(const RequestBody& body, json& out)
{
    out["array"] = std::get<GrowFilesystemPlanRequest>(body).array;
}
RequestBody parseGrowFilesystem(Fields& f) { return GrowFilesystemRequest{f.string("array")}; }
void writeGrowFilesystem(const RequestBody& body, json& out)
{
    out["array"] = std::get<GrowFilesystemRequest>(body).array;
}

using raid::MemberAction;
constexpr std::size_t kMember = bodyIndex<MemberRequest>();

// Reads (scan, arrays, plan) go in every session, and so does a cancel: it stops only
// what its own session runs. Each op names its scope; there is no default.
constexpr std::array kOps{
    OpSpec{"scan", Scope::ReadDevices, bodyIndex<ScanRequest>(), parseScan, writeScan},
    OpSpec{"arrays", Scope::ReadDevices, bodyIndex<ArraysRequest>(), parseArrays, writeArrays},
    OpSpec{"plan", Scope::ReadDevices, bodyIndex<PlanRequest>(), parsePlan, writePlan},
    OpSpec{"create", Scope::ManageArrays, bodyIndex<CreateRequest>(), parseCreate, writeCreate},
    OpSpec{"delete", Scope::ManageArrays, bodyIndex<DeleteRequest>(), parseDelete, writeDelete},
    OpSpec{raid::memberActionName(MemberAction::Fail), Scope::ChangeMembers, kMember,
           parseMember<MemberAction::Fail>, writeMember},
    OpSpec{raid::memberActionName(MemberAction::Remove), Scope::ChangeMembers, kMember,
           parseMember<MemberAction::Remove>, writeMember},
    OpSpec{raid::memberActionName(MemberAction::Add), Scope::ChangeMembers, kMember,
           parseMember<MemberAction::Add>, writeMember},
    OpSpec{raid::memberActionName(MemberAction::ReAdd), Scope::ChangeMembers, kMember,
           parseMember<MemberAction::ReAdd>, writeMember},
    OpSpec{raid::memberActionName(MemberAction::Replace), Scope::ChangeMembers, kMember,
           parseMember<MemberAction::Replace>, writeMember},
    OpSpec{raid::memberActionName(MemberAction::Repair), Scope::ChangeMembers, kMember,
           parseMember<MemberAction::Repair>, writeMember},
    OpSpec{"grow", Scope::ChangeMembers, bodyIndex<GrowRequest>(), parseGrow, writeGrow},
    OpSpec{"stop", Scope::ChangeMembers, bodyIndex<StopRequest>(), parseStop, writeStop},
    OpSpec{"assemble", Scope::ChangeMembers, bodyIndex<AssembleRequest>(), parseAssemble,
           writeAssemble},
    OpSpec{"scrub", Scope::ChangeMembers, bodyIndex<ScrubRequest>(), parseScrub, writeScrub},
    OpSpec{"mdadm-conf", Scope::ChangeMembers, bodyIndex<MdadmConfRequest>(), parseMdadmConf,
           writeMdadmConf},
    OpSpec{"bench", Scope::BenchmarkRawDevice, bodyIndex<BenchRequest>(), parseBench, writeBench},
    OpSpec{"cancel", Scope::ReadDevices, bodyIndex<CancelRequest>(), parseCancel, writeNothing},
    OpSpec{"campaign", Scope::RunCampaigns, bodyIndex<CampaignRequest>(), parseCampaign,
           writeCampaign},
    OpSpec{"campaign_resume", Scope::RunCampaigns, bodyIndex<CampaignResumeRequest>(),
           parseCampaignResume, writeCampaignResume},
    OpSpec{"campaign_cleanup", Scope::RunCampaigns, bodyIndex<CampaignCleanupRequest>(),
           parseCampaignCleanup, writeCampaignCleanup},
    OpSpec{"array_settings", Scope::ChangeMembers, bodyIndex<SettingsRequest>(), parseSettings,
           writeSettings},
    OpSpec{"check_schedule", Scope::ChangeMembers, bodyIndex<CheckScheduleRequest>(),
           parseCheckSchedule, writeCheckSchedule},
    OpSpec{"alert_settings", Scope::ChangeMembers, bodyIndex<AlertSettingsRequest>(),
           parseAlertSettings, writeAlertSettings},
    // The plan opens the devices to add O_EXCL to check them, as `plan` does its members.
    OpSpec{"reshape_plan", Scope::ReadDevices, bodyIndex<ReshapePlanRequest>(), parseReshapePlan,
           writeReshapePlan},
    OpSpec{"reshape", Scope::ChangeMembers, bodyIndex<ReshapeRequest>(), parseReshape,
           writeReshape},
    OpSpec{"grow_filesystem_plan", Scope::ReadDevices, bodyIndex<GrowFilesystemPlanRequest>(),
           parseGrowFilesystemPlan, writeGrowFilesystemPlan},
    OpSpec{"grow_filesystem", Scope::ChangeMembers, bodyIndex<GrowFilesystemRequest>(),
           parseGrowFilesystem, writeGrowFilesystem},
};

// Every struct has its row (MemberRequest one per action) and no name is used twice.
constexpr bool everyBodyHasItsRows()
{
    for (std::size_t index = 0; index < std::variant_size_v<RequestBody>; ++index) {
        std::size_t rows = 0;
        for (const OpSpec& op : kOps) rows += op.body_index == index ? 1 : 0;
        if (rows != (index == kMember ? raid::kMemberActionNames.size() : 1)) return false;
    }
    for (std::size_t i = 0; i < kOps.size(); ++i)
        for (std::size_t j = i + 1; j < kOps.size(); ++j)
            if (kOps[i].name == kOps[j].name) return false;
    return true;
}
static_assert(everyBodyHasItsRows(),
              "each RequestBody alternative needs its row in kOps (MemberRequest: one per action)");

} // namespace

std::span<const OpSpec> opTable() { return kOps; }

const OpSpec* findOp(std::string_view name)
{
    for (const OpSpec& op : kOps)
        if (op.name == name) return &op;
    return nullptr;
}

const OpSpec& opOf(const RequestBody& body)
{
    if (const auto* member = std::get_if<MemberRequest>(&body))
        return *findOp(raid::memberActionName(member->action));
    for (const OpSpec& op : kOps)
        if (op.body_index == body.index()) return op;
    return kOps.front(); // unreachable: everyBodyHasItsRows
}

json requestJson(const RequestBody& body)
{
    const OpSpec& op = opOf(body);
    json out = json::object();
    out["op"] = std::string(op.name);
    op.write(body, out);
    return out;
}

} // namespace am::helper
