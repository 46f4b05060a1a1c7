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
    // Predicted at a depth the member profile did not measure: off a member's
    // measured curve, or (a run's cell) at an in-flight count the profile lacks.
    bool extrapolated = false;
    int qd = 0, jobs = 0; // a run's cell (Estimate::run_cells): its depth per job and jobs; else 0
    // Why the cell is not predicted ("no write cell (0 % read) at 4K in the
    // profile: writes at 4K not predicted"); empty when it is. Such a cell
    // has no figures and is listed in Estimate::unpredicted, not in random.
    std::string not_predicted;
};

// One point of the queue-depth curve: the array's 4k random IOPS with
// `in_flight` requests outstanding in total, and one member's alone.
struct QueuePoint {
    int in_flight = 0;
    EstimateCell read, write, mix;
    double member_read_iops = 0;
    double member_write_iops = 0;
    bool member_read_extrapolated = false; // off the member's measured curve
    bool member_write_extrapolated = false;
};

// The array's predicted 4k random IOPS against I/Os in flight (1, 2, 4 ...
// 256), for reads, writes and the mix at Parameters::curve_mix_read_share.
// peak_* is the saturated rate (2^20 in flight); q90_* the smallest count at
// which the array reaches 90 % of it.
struct QueueCurve {
    std::uint64_t block_size = 4096;
    int mix_read_share = 0;
    std::vector<QueuePoint> points;
    double peak_read = 0, peak_write = 0, peak_mix = 0;
    int q90_read = 0, q90_write = 0, q90_mix = 0;
    // Reads beat one member from here on (payoff.h); empty: never, or reads not predicted.
    std::optional<int> read_payoff_in_flight;
    // Why a series is not predicted (the profile lacks its cells); empty when
    // it is. An unpredicted series' points, peak and 90 % point are 0.
    std::string read_gap, write_gap, mix_gap;
    std::string member_read_gap, member_write_gap;
};

// A run's cell to predict at its own shape and depth (estimate --run, the
// workspace's overlay): qd x jobs I/Os in flight on the array.
struct CellQuery {
    std::string rw; // randread, randwrite, randrw, read, write
    std::uint64_t block_size = 0;
    int read_share = 100; // percent
    int qd = 1;
    int jobs = 1;
};

struct Estimate {
    ArrayPlan plan; // as asked (backend, level); computed as modelledPlan(plan)
    Caps caps;
    Parameters parameters;
    Mode mode = Mode::Healthy;
    std::vector<std::string> profile_names;
    std::vector<std::string> profile_sources;
    bool available = true;                // false: the array does not survive this mode
    std::vector<EstimateCell> random;     // block size x read share, rows by size
    std::vector<EstimateCell> sequential; // one read, one write (those predicted)
    // Cells of the matrix (block sizes x read shares, 0 and 100 always) and
    // sequential cells the profiles cannot predict, each with its reason.
    std::vector<EstimateCell> unpredicted;
    std::vector<std::uint64_t> block_sizes;
    std::vector<int> read_shares;
    std::optional<std::uint64_t> member_size_bytes;
    std::optional<std::uint64_t> capacity_bytes;
    int fault_tolerance = 0;
    std::optional<RebuildEstimate> rebuild;
    std::optional<QueueCurve> queue_curve; // when the array is available
    // In-flight counts the estimate is for (--qd, else the curve's points)
    // that a member profile did not measure (queue_depth.h): extrapolated there.
    std::vector<int> unmeasured_qd;
    // The run's cells (estimate(..., run)), in the order asked; one not
    // predicted has not_predicted set. extrapolated: off a member's measured
    // curve, or at a count in run_unmeasured_qd.
    std::vector<EstimateCell> run_cells;
    std::vector<int> profile_qd;        // in-flight counts every member profile measured
    std::vector<int> run_unmeasured_qd; // the run's counts (qd x jobs) some profile did not
    std::vector<std::string> notes;     // what a person should know about this estimate
};

// Predicts the array's matrix from its members' profiles: one profile used
// for every member, or one per member (the slowest governs each cell, since
// striped levels spread work evenly). The output has the first profile's
// block sizes and read shares, and the 0 % and 100 % columns. A profile with
// any subset of cells predicts the cells it has what for (docs/estimator.md,
// "Subset profiles"); the others are listed with the reason. Throws
// InputError for a bad plan or profile, or when no random cell can be predicted.
Estimate estimate(const ArrayPlan& plan, const std::vector<MemberProfile>& profiles,
                  const Caps& caps, const Parameters& parameters, Mode mode);

// The same, and each of `run` predicted at its own depth into run_cells (a
// sequential cell at the stream's bandwidth for its block size; a mixed
// sequential one is not predicted). Throws InputError for a query outside
// the rules (depth or jobs below 1, read share outside 0..100).
Estimate estimate(const ArrayPlan& plan, const std::vector<MemberProfile>& profiles,
                  const Caps& caps, const Parameters& parameters, Mode mode,
                  const std::vector<CellQuery>& run);

} // namespace am::estimate
