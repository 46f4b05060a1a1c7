#pragma once

#include <cstdint>
#include <vector>

#include "core/raid/geometry.h"
#include "core/raid/plan.h"

namespace am::raid {

// The size facts of a plan on its own backend: md and imsm as computeGeometry;
// LVM as md's levels on 4 MiB extents after each PV's label and its leg's
// metadata extent; btrfs by copies, not mirrors: raid1 keeps two copies over any
// of the devices, raid1c3 three, so it survives one or two failures whatever the
// device count, and devices of different sizes are used whole where the copies fit.
// member_sizes: the whole size of each member, in the plan's order.
Geometry planGeometry(const Plan& plan, const std::vector<std::uint64_t>& member_sizes);

// Bytes btrfs can hold with `copies` copies of each chunk on distinct devices.
std::uint64_t btrfsCopiesCapacity(std::vector<std::uint64_t> sizes, std::uint32_t copies);

} // namespace am::raid
