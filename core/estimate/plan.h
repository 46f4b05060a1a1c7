#pragma once

#include <cstdint>
#include <optional>

#include "core/estimate/level.h"
#include "core/raid/backend_table.h"

namespace am::estimate {

// The array to estimate. Sizes in bytes.
struct ArrayPlan {
    // The backend that would build it: it must build the level (kBackends); btrfs is
    // modelled on md's levels (backend_model.h).
    raid::Backend backend = raid::Backend::Md;
    Level level = Level::Raid0;
    int members = 2;
    // mdadm's default chunk is 512 KiB; raid1 has no chunk and ignores it.
    std::uint64_t chunk_bytes = 512 * 1024;
    Raid10Layout raid10_layout = Raid10Layout::Near;
    int raid10_copies = 2; // md's default n2/f2/o2
    // Size of one member; when unknown (no --member-size and none in the
    // profile), capacity and rebuild time are not estimated.
    std::optional<std::uint64_t> member_size_bytes;
};

// Optional ceilings from the machine, bytes/s (decimal: 1 GB/s = 10^9 B/s).
struct Caps {
    // Per member: the member's own link (e.g. an NVMe drive's PCIe link read
    // from sysfs), when it is slower than the link the profile was measured on.
    std::optional<double> link_bytes_per_s;
    // Shared by all members: a chipset uplink, a controller slot, an HBA.
    // Carries every member transfer (mirror copies and parity included).
    std::optional<double> bus_bytes_per_s;
    // The CPU's parity rate for raid5/6 (the kernel's xor/raid6 boot
    // benchmark, in bytes of data per second); bounds data written and data
    // reconstructed.
    std::optional<double> parity_bytes_per_s;
    // Member I/Os per second the host can issue and complete in total (CPU,
    // interrupts, a PCIe switch's request rate), e.g. measured on RAM-backed
    // devices. A ceiling on requests, not bytes: it binds small blocks.
    std::optional<double> host_member_iops;
};

// Throws InputError naming the value and the rule: a level the backend does not
// build, a raid10 layout or copies the backend cannot choose (lvm and btrfs: near,
// 2 copies), members below the level's minimum, chunk not a power of two or below
// 4 KiB (md's page-size minimum), raid10 copies outside 2..members.
void validate(const ArrayPlan& plan);

// Usable bytes of the array (members rounded down to whole chunks for the
// striped levels; md's superblock and data offset are not subtracted).
std::uint64_t capacityBytes(const ArrayPlan& plan, std::uint64_t member_size_bytes);

// Members that may fail without data loss, guaranteed whichever fail.
int faultTolerance(const ArrayPlan& plan);

} // namespace am::estimate
