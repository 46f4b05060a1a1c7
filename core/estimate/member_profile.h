#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace am::estimate {

// One random-I/O cell of a member's matrix.
struct ProfileCell {
    std::uint64_t block_size = 0; // bytes
    int read_share = 0;           // percent, 0..100
    double iops = 0;
    std::optional<double> mean_latency_ns; // when measured or published
};

// One cell's IOPS at one number of outstanding I/Os (queue depth x workers).
struct DepthPoint {
    double outstanding_ios = 0;
    double iops = 0;
};

// A cell measured at two or more depths (the qd-sweep or member-profile
// preset): the member's own IOPS-against-queue-depth curve, ascending depth.
struct DepthCurve {
    std::uint64_t block_size = 0;
    int read_share = 0;
    std::vector<DepthPoint> points;
};

// What one member does alone: a matrix of random IOPS by block size and read
// share, plus sequential bandwidth when known. From a shipped reference or a
// result file (arraymark.result/1).
struct MemberProfile {
    std::string name;   // "single-nvme", or the result file's path
    std::string source; // where the figures come from, for people
    std::vector<ProfileCell> random;
    std::optional<double> seq_read_bytes_per_s;
    std::optional<double> seq_write_bytes_per_s;
    std::uint64_t seq_block_size = 1024 * 1024;
    std::optional<std::uint64_t> capacity_bytes;
    // Outstanding I/Os (queue depth x workers) the cells were measured at.
    std::optional<double> outstanding_ios;
    std::vector<DepthCurve> depth_curves; // only cells measured at two or more depths
    // The most I/Os the member's attachment keeps outstanding (AHCI's 32 for a
    // SATA drive, member_caps.h); more wait in the host, so the member's rate
    // stops growing there. Unset: no such limit within the model's depths.
    std::optional<int> max_in_flight;

    const DepthCurve* depthCurve(std::uint64_t block_size, int read_share) const;
    std::vector<std::uint64_t> blockSizes() const; // ascending, distinct
    std::vector<int> readShares() const;           // ascending, distinct
};

// Which profiles a model takes: RequireReadAndWrite (each profiled block size
// has its pure-read (100) and pure-write (0) cell; callers that complete a
// reads-only profile from a reference test for this) or Subset (any cells;
// gap() says what a member I/O would need that the profile lacks).
enum class ProfileCells { RequireReadAndWrite, Subset };

// Looks up a member's service time at any size and read share.
// Checks the profile (positive IOPS, and the cells `cells` asks for); throws
// InputError otherwise.
class MemberModel {
public:
    MemberModel(MemberProfile profile, double assumed_outstanding_ios,
                ProfileCells cells = ProfileCells::RequireReadAndWrite);

    // Why an I/O of `bytes` at `read_percent` cannot be costed from this
    // profile ("no write cell (0 % read) at 4K in the profile"), or nothing.
    // An I/O needs the profile's cells at the block sizes around it (the
    // size itself, or the two it lies between; the smallest below, the
    // largest above), in the read-share columns the rule uses: with
    // pure_columns_only the 100 % column for reads and the 0 % column for
    // writes, otherwise the columns on each side of the share. timePerIo and
    // latencySeconds require that gap() is empty.
    std::optional<std::string> gap(std::uint64_t bytes, double read_percent,
                                   bool pure_columns_only) const;
    // Sequential bandwidth, or why there is none (no sequential cell and no
    // random cell in that direction).
    std::optional<std::string> sequentialGap(bool read) const;

    const MemberProfile& profile() const { return profile_; }

    // Seconds one member spends per I/O of `bytes` at `read_percent`
    // (0..100), i.e. 1 / IOPS. Between profiled read shares the time is
    // linear in the share (time share); with pure_columns_only, only the
    // 0 and 100 columns are used (r/R + w/W). Between sizes linear in size.
    double timePerIo(std::uint64_t bytes, double read_percent, bool pure_columns_only) const;

    // Mean latency of one member I/O at that cell: the published/measured
    // mean where the cell exists, else Little's law (outstanding x time),
    // with the outstanding count implied by the measured latencies of that
    // block size (interpolated over read share), or outstandingIos().
    double latencySeconds(std::uint64_t bytes, double read_percent, bool pure_columns_only) const;

    // Sequential bandwidth; when the profile has none, the largest random
    // block's bandwidth stands in (sequential_is_estimated() says so).
    double seqReadBytesPerSecond() const;
    double seqWriteBytesPerSecond() const;
    bool sequentialIsEstimated() const;

    double outstandingIos() const { return outstanding_; }

private:
    // Row of one block size: (read share, seconds per I/O), ascending share.
    struct Row {
        std::uint64_t block_size;
        std::vector<std::pair<int, double>> times;
        std::vector<std::pair<int, double>> outstanding; // implied by measured latency
    };
    double rowTime(const Row& row, double read_percent, bool pure_columns_only) const;
    bool rowCovers(const Row& row, double read_percent, bool pure_columns_only) const;
    const Row* largestRowWith(int read_share) const;

    MemberProfile profile_;
    std::vector<Row> rows_;
    double outstanding_ = 0;
};

} // namespace am::estimate
