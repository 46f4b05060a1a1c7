#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/estimate/member_profile.h"

namespace am::estimate {

// Names of the member profiles built from the shipped reference figures:
//  single-nvme  one enterprise NVMe SSD (800 GB Intel DC D3700): the published
//               7x7 IOPS matrix, mean latencies where published, sequential
//               1 MB read/write from the 1xNVMe scaling row.
//  sata-hdd     one 7200 rpm SATA HDD (Seagate Barracuda ATA V 120 GB), built
//               from the two single-drive figures (see hddAccessModel).
std::vector<std::string> referenceProfileNames();

// Throws InputError naming the unknown name and the known ones.
MemberProfile referenceProfile(std::string_view name);

// An HDD's service time as access time plus transfer: time(size) =
// access_s + size / transfer_bytes_per_s. The two values come from the
// published single-drive figures: the sequential rate is the transfer rate,
// and the random 256 KiB read rate fixes the access time.
struct HddAccessModel {
    double transfer_bytes_per_s = 0;
    double access_s = 0;
    // No single-drive random write figure was published: writes are assumed
    // to cost what reads cost (same seek and rotation).
    double write_to_read_time_ratio = 1.0;
};
HddAccessModel hddAccessModel();

} // namespace am::estimate
