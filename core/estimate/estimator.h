#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/estimate/member_profile.h"
#include "core/estimate/parameters.h"
#include "core/estimate/plan.h"
#include "core/estimate/rebuild.h"

namespace am::estimate {

enum class Mode { Healthy, Degraded }; // degraded: one member missing

// What held a cell back: the members themselves, or a cap.
enum class Limit { Members, Link, Bus, Parity, Host };
std::string_view toString(Limit limit);

// One predicted cell, in the result document's terms.
struct EstimateCell {
    std::string rw; // randread, randwrite, randrw, read, write
    std::uint64_t block_size = 0;
    int read_share = 0; // percent
    double iops = 0;
    double read_iops = 0;
    double write_iops = 0;
    double bw_bytes = 0; // bytes/s
    double mean_latency_ns = 0;
    Limit limit = Limit::Members;
};

struct Estimate {
    ArrayPlan plan;
    Caps caps;
    Parameters parameters;
    Mode mode = Mode::Healthy;
    std::vector<std::string> profile_names;
    std::vector<std::string> profile_sources;
    bool available = true; // false: the array does not survive this mode
    std::vector<EstimateCell> random;     // block size x read share, rows by size
    std::vector<EstimateCell> sequential; // one read, one write
    std::vector<std::uint64_t> block_sizes;
    std::vector<int> read_shares;
    std::optional<std::uint64_t> member_size_bytes;
    std::optional<std::uint64_t> capacity_bytes;
    int fault_tolerance = 0;
    std::optional<RebuildEstimate> rebuild;
    std::vector<std::string> notes; // what a person should know about this estimate
};

// Predicts the array's matrix from its members' profiles: one profile used
// for every member, or one per member (the slowest governs each cell, since
// striped levels spread work evenly). The output has the first profile's
// block sizes and read shares. Throws InputError for a bad plan or profile.
Estimate estimate(const ArrayPlan& plan, const std::vector<MemberProfile>& profiles, const Caps& caps,
                  const Parameters& parameters, Mode mode);

} // namespace am::estimate
