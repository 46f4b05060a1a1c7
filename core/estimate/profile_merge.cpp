#include "core/estimate/profile_merge.h"

#include <fmt/format.h>

#include "core/estimate/errors.h"

namespace am::estimate {

namespace {
const ProfileCell* findCell(const MemberProfile& profile, std::uint64_t block_size, int read_share)
{
    for (const auto& cell : profile.random)
        if (cell.block_size == block_size && cell.read_share == read_share) return &cell;
    return nullptr;
}
} // namespace

MemberProfile readsOverReference(const MemberProfile& measured, const MemberProfile& reference)
{
    MemberProfile merged;
    merged.name = measured.name;
    merged.source = fmt::format("{}: reads measured; writes from the reference {}", measured.source,
                                reference.name);
    for (const auto block_size : measured.blockSizes()) {
        const ProfileCell* read = findCell(measured, block_size, 100);
        const ProfileCell* write = findCell(reference, block_size, 0);
        if (!read || !write) continue;
        merged.random.push_back(*read);
        merged.random.push_back(*write);
    }
    if (merged.random.empty())
        throw InputError(fmt::format(
            "profile '{}': no block size has both a measured pure-read cell and a pure-write "
            "cell in the reference {}",
            measured.name, reference.name));
    merged.seq_read_bytes_per_s = measured.seq_read_bytes_per_s ? measured.seq_read_bytes_per_s
                                                                : reference.seq_read_bytes_per_s;
    merged.seq_write_bytes_per_s = reference.seq_write_bytes_per_s;
    merged.seq_block_size =
        measured.seq_read_bytes_per_s ? measured.seq_block_size : reference.seq_block_size;
    merged.capacity_bytes = measured.capacity_bytes;
    for (const auto& curve : measured.depth_curves) // the measured reads' queue-depth curves
        if (curve.read_share == 100) merged.depth_curves.push_back(curve);
    merged.outstanding_ios =
        measured.outstanding_ios ? measured.outstanding_ios : reference.outstanding_ios;
    return merged;
}

} // namespace am::estimate
