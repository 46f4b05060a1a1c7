#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/engine_modes.h"
#include "core/campaign/spec.h"
#include "core/helper/protocol.h"
#include "core/raid/steps.h"

namespace am::helper {

// The typed requests. Field names match the JSON keys (docs/helper-protocol.md).
// Paths here are as the caller sent them: the dispatcher resolves and checks
// them when it runs the request, never earlier.
struct ScanRequest {
    bool health = false; // also read each drive's SMART through smartctl (drives --health)
    bool operator==(const ScanRequest&) const = default;
};
// Every array of every backend (raid::readEveryArray), as `arraymark-cli array list --json`.
struct ArraysRequest {
    std::optional<std::string> backend = std::nullopt; // only that backend's
    bool operator==(const ArraysRequest&) const = default;
};

struct PlanFields {
    // A name of raid::kBackends; absent: what raid::backendOf gives (md, imsm by metadata).
    std::optional<std::string> backend;
    std::string level; // a name of raid::kLevels ("raid0".."raid10", "raid1c3")
    std::vector<std::string> members;
    std::vector<std::string> spares;
    std::string name;
    std::string metadata = "1.2"; // "1.2", "1.0", "imsm" (absent under backend imsm: imsm)
    std::optional<std::string> metadata_level; // btrfs: the metadata profile, a level name
    bool mixed = false;                        // btrfs: data and metadata share block groups
    std::optional<std::string> bitmap;         // "internal", "none"
    std::optional<std::string> layout;         // raid10: "n2", "f2", "o2"
    std::optional<std::uint64_t> chunk_bytes;
    std::optional<std::uint64_t> size_bytes;
    bool assume_clean = false;
    std::string container = "imsm0";
    // imsm: a second volume on the space the first leaves (needs size_bytes).
    std::optional<std::string> second_volume_level; // a level imsm builds
    std::optional<std::string> second_volume_name;
    std::optional<std::uint64_t> second_volume_chunk_bytes;
    // md: "ppl" or "resync" (raid::kConsistencyPolicies' settable rows); a journal device; the
    // members to flag write-mostly (raid1).
    std::optional<std::string> consistency_policy;
    std::optional<std::string> write_journal;
    std::vector<std::string> write_mostly;
    bool operator==(const PlanFields&) const = default;
};
struct PlanRequest {
    PlanFields plan;
    bool operator==(const PlanRequest&) const = default;
};
struct CreateRequest {
    PlanFields plan;
    bool write_mdadm_conf = false; // append the ARRAY line to /etc/mdadm/mdadm.conf
    bool operator==(const CreateRequest&) const = default;
};
// `backend` on the ops of an existing array: look for it in that backend alone (a name of
// raid::kBackends, as the CLI's --backend); absent: every backend, md first.
struct DeleteRequest {
    std::string array;
    std::optional<std::string> backend = std::nullopt;
    bool operator==(const DeleteRequest&) const = default;
};
struct MemberRequest {
    raid::MemberAction action = raid::MemberAction::Fail;
    std::string array;
    std::string device;
    std::optional<std::string> with; // replace only
    std::optional<std::string> backend = std::nullopt;
    // fail and remove: the array's name, typed to confirm a loss raid::redundancyLoss refuses.
    std::optional<std::string> force_name = std::nullopt;
    bool operator==(const MemberRequest&) const = default;
};
struct GrowRequest {
    std::string array;
    std::string device;
    bool operator==(const GrowRequest&) const = default;
};
struct StopRequest {
    std::string array;
    std::optional<std::string> backend = std::nullopt;
    bool operator==(const StopRequest&) const = default;
};
struct AssembleRequest {
    std::optional<std::string> array; // an md name or path; absent: --scan
    std::optional<std::string> uuid;
    bool invalid_backup = false; // mdadm --invalid-backup, with the recorded backup file only
    bool operator==(const AssembleRequest&) const = default;
};
struct ScrubRequest {
    std::string array;
    std::string action = "check"; // "check", "repair", "idle"
    std::optional<std::string> backend = std::nullopt;
    bool operator==(const ScrubRequest&) const = default;
};
struct MdadmConfRequest {
    std::string array;
    bool write = false; // append to /etc/mdadm/mdadm.conf (opt-in)
    bool operator==(const MdadmConfRequest&) const = default;
};
// Crash consistency and member flags of a running md array (raid::settingsOperation).
struct SettingsRequest {
    std::string array;
    std::optional<std::string> bitmap;             // "internal", "none"
    std::optional<std::string> consistency_policy; // "ppl", "resync"
    std::vector<std::string> write_mostly;         // members to flag write-mostly
    std::vector<std::string> readwrite;            // members to clear it on
    bool operator==(const SettingsRequest&) const = default;
};
// Stops the request that runs when it arrives (a bench; a campaign at the end of its cell);
// answered after it. With nothing running it is refused (rule nothing_running).
struct CancelRequest {
    bool operator==(const CancelRequest&) const = default;
};
struct BenchRequest {
    std::string target; // a /dev block device
    std::optional<std::string> preset;
    std::optional<std::string> rw; // randread, randwrite, randrw, read, write, rw
    std::optional<std::uint64_t> bs_bytes;
    std::optional<std::uint32_t> read_share; // percent
    std::optional<std::uint32_t> qd;
    std::optional<std::uint32_t> jobs;
    std::optional<double> runtime_seconds;
    std::optional<double> ramp_seconds;
    std::optional<std::uint64_t> size_bytes;
    std::optional<std::uint64_t> offset_bytes;
    std::optional<std::uint64_t> seed;
    std::optional<std::uint32_t> repeat;              // runs of each cell (--repeat), 1..kMaxRepeat
    std::optional<double> settle_seconds;             // pause between repeats (--settle)
    std::optional<std::uint32_t> precondition_passes; // --precondition, 1..kMaxPreconditionPasses
    bool verify = false;
    bool allow_write = false; // writes to the target: refused unless true and the device is free
    bench::EngineModes modes; // keys "hipri", "sqpoll", "sqpoll_cpu", "passthrough", ...
    bool operator==(const BenchRequest&) const = default;
};

// A campaign (core/campaign): its journal under the helper's fixed campaigns
// folder by `name` (a name, never a path), the spec as campaign::toJson writes it.
struct CampaignRequest {
    std::string name;
    campaign::CampaignSpec spec;
    bool operator==(const CampaignRequest&) const = default;
};
// Goes on with the campaign journaled under `name`, from its first unfinished cell.
struct CampaignResumeRequest {
    std::string name;
    bool operator==(const CampaignResumeRequest&) const = default;
};
// Stops and wipes what the campaign journaled under `name` created, nothing else.
struct CampaignCleanupRequest {
    std::string name;
    bool operator==(const CampaignCleanupRequest&) const = default;
};

// Turns md's periodic check on or off: "cron" sets AUTOCHECK in /etc/default/mdadm (what
// /etc/cron.d/mdadm's checkarray --cron honours), "systemd" enables or disables the mdcheck timers.
struct CheckScheduleRequest {
    std::string mechanism; // "cron", "systemd"
    bool enabled = false;
    bool operator==(const CheckScheduleRequest&) const = default;
};
// Sets mdadm.conf's MAILADDR and/or PROGRAM (at least one; "" removes the line).
struct AlertSettingsRequest {
    std::optional<std::string> mailaddr = std::nullopt;
    std::optional<std::string> program = std::nullopt;
    bool operator==(const AlertSettingsRequest&) const = default;
};

// Grow or reshape an md array: the CLI's `array reshape` options (raid::ReshapeRequest).
// reshape_plan answers the plan; reshape runs it.
struct ReshapeFields {
    std::string array;
    std::vector<std::string> add;              // devices that join first
    std::optional<std::uint32_t> raid_devices; // active members afterwards
    bool size_max = false;                     // use the whole of each member
    std::optional<std::string> level;          // a kLevels name
    std::optional<std::uint64_t> chunk_bytes;
    // Only in the helper's own folder or under /mnt, /media, /run/media (reshape_request.h).
    std::optional<std::string> backup_file;
    std::optional<std::string> force_name; // the array's name: confirms a shrink
    bool operator==(const ReshapeFields&) const = default;
};
struct ReshapePlanRequest {
    ReshapeFields reshape;
    bool operator==(const ReshapePlanRequest&) const = default;
};
struct ReshapeRequest {
    ReshapeFields reshape;
    bool operator==(const ReshapeRequest&) const = default;
};

// The filesystem on an md array grown to the array's size (raid::planFilesystemGrow):
// grow_filesystem_plan answers the steps; grow_filesystem runs them.
struct GrowFilesystemPlanRequest {
    std::string array;
    bool operator==(const GrowFilesystemPlanRequest&) const = default;
};
struct GrowFilesystemRequest {
    std::string array;
    bool operator==(const GrowFilesystemRequest&) const = default;
};

using RequestBody =
    std::variant<ScanRequest, ArraysRequest, PlanRequest, CreateRequest, DeleteRequest,
                 MemberRequest, GrowRequest, StopRequest, AssembleRequest, ScrubRequest,
                 MdadmConfRequest, BenchRequest, CancelRequest, CampaignRequest,
                 CampaignResumeRequest, CampaignCleanupRequest, SettingsRequest,
                 CheckScheduleRequest, AlertSettingsRequest, ReshapePlanRequest, ReshapeRequest,
                 GrowFilesystemPlanRequest, GrowFilesystemRequest>;

struct Request {
    std::string op;    // as sent: "scan", "create", "fail", ...
    nlohmann::json id; // echoed back: null, an integer or a short string
    RequestBody body;
};

// Parses one line. Strict: an object, no duplicate keys, no unknown keys,
// every type exact, every enum spelled as documented, at most
// kMaxRequestBytes, UTF-8, nested at most kMaxNestingDepth. Throws Refused
// naming the key and the rule, and nothing else.
Request parseRequest(std::string_view line);

// The scope an operation needs (its row of the op table, core/helper/op_table.h).
Scope scopeOf(const RequestBody& body);

// Every op the helper knows, in the order the protocol document lists them
// (the op table's names).
const std::vector<std::string>& knownOps();

} // namespace am::helper
