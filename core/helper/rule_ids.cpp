#include "core/helper/rule_ids.h"

#include <algorithm>
#include <array>

namespace am::helper {

namespace {
constexpr std::array<std::string_view, 54> kRuleIds{
    // The request line and its keys (request.cpp, request_fields.h, request_text.cpp).
    "malformed_json", "not_object", "oversized", "too_deep", "not_utf8", "duplicate_key",
    "missing_key", "unknown_key", "wrong_type", "out_of_range", "bad_value", "too_long",
    "unknown_op",
    // The session's scope (dispatcher.cpp).
    "not_authorized",
    // Devices and names (device_path.cpp, plan_request.cpp, bench_request.cpp).
    "devfs", "empty_path", "path_too_long", "control_character", "outside_dev", "path_trick",
    "no_such_device", "not_block_device", "not_md", "bad_name", "bad_uuid", "device_twice",
    "unknown_device", "write_not_allowed", "no_bench", "nothing_running",
    // Campaigns (campaign_request.cpp): the spec refused, the journal by name.
    "campaign_invalid", "journal_exists", "no_journal",
    // The RAID core's refusals of a create or a write (core/raid/create.cpp, member_guard.cpp).
    "md_driver", "array_exists", "member_in_use", "member_busy", "scan",
    // A backend's tool or kernel module is missing (lvm/lvm_create.cpp, btrfs/btrfs_refusals.cpp).
    "backend_unavailable",
    // An existing array of any backend (dispatcher.cpp, device_path.cpp): no array by that name,
    // or its backend lacks the operation (backend_table.h's capabilities).
    "no_such_array", "backend_capability",
    // The RAID core's own rules for an existing md array (redundancy_guard.cpp: failing or
    // removing a member would fail the array or take its last redundancy; array_settings.cpp).
    "array_would_fail", "last_redundancy", "settings_refused",
    // A grow or reshape md cannot do or the user did not confirm (reshape_plan.cpp).
    "reshape_refused",
    // Growing the filesystem on an array refused (filesystem_grow.h).
    "filesystem_grow_refused",
    // md's periodic check and mdadm's alerts (care_request.cpp): the mechanism is not installed,
    // a MAILADDR or PROGRAM value refused.
    "no_check_schedule", "bad_mail_address", "bad_program",
    // What ran, or could not.
    "plan_invalid", "check_failed", "step_failed", "cancelled", "internal_error"};
} // namespace

std::span<const std::string_view> helperRuleIds() { return kRuleIds; }

bool isHelperRuleId(std::string_view rule)
{
    return std::find(kRuleIds.begin(), kRuleIds.end(), rule) != kRuleIds.end();
}

} // namespace am::helper
