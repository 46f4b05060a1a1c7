#include <string>

#include "core/raid/array_status.h"
#include "core/raid/md_sysfs.h"
#include "core/raid/text_lines.h"
#include "core/raid/types.h"
#include "fuzz_target.h"

// Input: "attribute=value" lines as they would be read from md/ (level,
// array_state, sync_action, sync_completed, sync_speed, degraded, raid_disks,
// dev-NAME/state, dev-NAME/slot), then optionally "--" and an mdstat text.
// Every value goes through the same attribute parsers as readMdSysfs, and the
// result through the status derivation (progress, speed, ETA arithmetic).
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace am::raid;
    std::string_view text = fuzzText(data, size);
    std::string_view mdstat_text;
    if (const auto split = text.find("\n--\n"); split != std::string_view::npos) {
        mdstat_text = text.substr(split + 4);
        text = text.substr(0, split);
    }
    MdSysfs sysfs;
    sysfs.name = "md0";
    const auto number = [](std::string_view value) -> std::optional<std::uint64_t> {
        std::uint64_t result = 0;
        if (value.empty() || value.size() > 19 ||
            value.find_first_not_of("0123456789") != std::string_view::npos)
            return std::nullopt;
        for (char c : value) result = result * 10 + static_cast<std::uint64_t>(c - '0');
        return result;
    };
    try {
        for (const auto& line : splitLines(text)) {
            const auto equals = line.text.find('=');
            if (equals == std::string_view::npos) continue;
            const std::string_view key = line.text.substr(0, equals);
            const std::string_view value = line.text.substr(equals + 1);
            if (key == "level")
                sysfs.level = value;
            else if (key == "array_state")
                sysfs.array_state = value;
            else if (key == "sync_action")
                sysfs.sync_action = value;
            else if (key == "metadata_version")
                sysfs.metadata_version = value;
            else if (key == "sync_completed")
                sysfs.sync_completed = parseSyncCompleted(value);
            else if (key == "sync_speed")
                sysfs.sync_speed_kib = number(value);
            else if (key == "degraded") {
                if (auto n = number(value)) sysfs.degraded = static_cast<std::uint32_t>(*n);
            } else if (key == "raid_disks") {
                if (auto n = number(value)) sysfs.raid_disks = static_cast<std::uint32_t>(*n);
            } else if (key.starts_with("dev-")) {
                const auto slash = key.find('/');
                const std::string name(key.substr(
                    4, slash == std::string_view::npos ? std::string_view::npos : slash - 4));
                if (sysfs.members.empty() || sysfs.members.back().name != name) {
                    MdSysfsMember member;
                    member.name = name;
                    sysfs.members.push_back(member);
                }
                if (key.ends_with("/state"))
                    sysfs.members.back().states = parseStateList(value);
                else if (key.ends_with("/slot"))
                    sysfs.members.back().slot = parseSlot(value);
            }
        }
        std::optional<Mdstat> mdstat;
        if (!mdstat_text.empty()) mdstat = parseMdstat(mdstat_text);
        const auto status = buildArrayStatus(sysfs, mdstat ? &*mdstat : nullptr);
        (void)toString(status.state);
    } catch (const ParseError&) {
    }
    return 0;
}
