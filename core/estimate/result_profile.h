#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/estimate/member_profile.h"

namespace am::estimate {

// Builds a member profile from an `arraymark.result/1` document (the engine's
// `bench --json` output, e.g. `--preset matrix` on one drive). Reads only the
// cell shape: job {rw, bs, read_share, qd, jobs}, iops, bw_bytes, lat_ns.mean,
// and target.size_bytes for capacity when target.kind is "block_device".
//  - random cells (rw randread/randwrite/randrw) form the matrix; when a
//    block size and share appear twice (e.g. two queue depths) the higher
//    IOPS is kept: the array is assumed to be driven as hard as the member was.
//    A cell measured at two or more outstanding counts (job.qd x job.jobs)
//    also keeps its whole IOPS-by-depth curve (depth_curves).
//  - sequential cells (read/write) give sequential bandwidth: the highest
//    bw_bytes among pure-read and among pure-write cells.
// Throws InputError naming the file, the cell index and the field.
MemberProfile profileFromResult(const nlohmann::json& document, const std::string& name);

// Reads and parses the file; throws InputError when it cannot be read or is
// not JSON, naming the path and the reason.
MemberProfile profileFromResultFile(const std::string& path);

} // namespace am::estimate
