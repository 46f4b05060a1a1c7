#include "core/estimate/plan.h"

#include <bit>

#include <fmt/format.h>

#include "core/estimate/backend_model.h"
#include "core/estimate/errors.h"

namespace am::estimate {

void validate(const ArrayPlan& asked)
{
    const int minimum = minimumMembers(asked.level);
    if (asked.members < minimum)
        throw InputError(fmt::format("members {}: {} needs at least {} members", asked.members,
                                     toString(asked.level), minimum));
    const std::string backend = raid::toString(asked.backend);
    if (!raid::supports(asked.backend, asked.level))
        throw InputError(fmt::format("level {}: the {} backend does not build it; it builds {}",
                                     toString(asked.level), backend,
                                     raid::levelList(asked.backend)));
    if (asked.level == Level::Raid10 && !raid::supports(asked.backend, raid::Capability::Layout) &&
        (asked.raid10_layout != Raid10Layout::Near || asked.raid10_copies != 2))
        throw InputError(fmt::format("raid10 layout {} with {} copies: the {} backend's raid10 is "
                                     "near with 2 copies, it has no layout choice",
                                     toString(asked.raid10_layout), asked.raid10_copies, backend));
    const ArrayPlan plan = modelledPlan(asked);
    if (plan.level == Level::Raid1) return; // no chunk
    if (!std::has_single_bit(plan.chunk_bytes))
        throw InputError(fmt::format(
            "chunk {} bytes: md chunks must be a power of two (e.g. 64K, 512K)", plan.chunk_bytes));
    if (plan.chunk_bytes < 4096)
        throw InputError(fmt::format("chunk {} bytes: md chunks must be at least 4K (one page)",
                                     plan.chunk_bytes));
    if (plan.level == Level::Raid10 &&
        (plan.raid10_copies < 2 || plan.raid10_copies > plan.members))
        throw InputError(
            fmt::format("raid10 copies {}: must be between 2 and the member count ({})",
                        plan.raid10_copies, plan.members));
}

std::uint64_t capacityBytes(const ArrayPlan& plan, std::uint64_t member_size_bytes)
{
    const std::uint64_t n = static_cast<std::uint64_t>(plan.members);
    if (plan.level == Level::Raid1) return member_size_bytes;
    const std::uint64_t member = member_size_bytes / plan.chunk_bytes * plan.chunk_bytes;
    switch (plan.level) {
    case Level::Raid0:
        return member * n;
    case Level::Raid5:
        return member * (n - 1);
    case Level::Raid6:
        return member * (n - 2);
    case Level::Raid1c3: // modelledPlan() makes it raid10 with 3 copies
    case Level::Raid10: {
        // Whole chunks of the total, divided by the copies (md allows odd counts).
        const std::uint64_t chunks =
            member / plan.chunk_bytes * n / static_cast<std::uint64_t>(plan.raid10_copies);
        return chunks * plan.chunk_bytes;
    }
    default:
        return member_size_bytes;
    }
}

int faultTolerance(const ArrayPlan& plan)
{
    switch (plan.level) {
    case Level::Raid0:
        return 0;
    case Level::Raid1:
        return plan.members - 1;
    case Level::Raid5:
        return 1;
    case Level::Raid6:
        return 2;
    case Level::Raid1c3: // modelledPlan() makes it raid10 with 3 copies
    case Level::Raid10:
        return plan.raid10_copies - 1;
    }
    return 0;
}

} // namespace am::estimate
