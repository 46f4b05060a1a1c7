#include "core/estimate/member_profile.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <fmt/format.h>

#include "core/estimate/errors.h"

namespace am::estimate {

std::vector<std::uint64_t> MemberProfile::blockSizes() const
{
    std::set<std::uint64_t> sizes;
    for (const auto& cell : random) sizes.insert(cell.block_size);
    return {sizes.begin(), sizes.end()};
}

const DepthCurve* MemberProfile::depthCurve(std::uint64_t block_size, int read_share) const
{
    for (const auto& curve : depth_curves)
        if (curve.block_size == block_size && curve.read_share == read_share) return &curve;
    return nullptr;
}

std::vector<int> MemberProfile::readShares() const
{
    std::set<int> shares;
    for (const auto& cell : random) shares.insert(cell.read_share);
    return {shares.begin(), shares.end()};
}

namespace {
double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}
} // namespace

MemberModel::MemberModel(MemberProfile profile, double assumed_outstanding_ios, ProfileCells cells)
    : profile_(std::move(profile))
{
    if (profile_.random.empty())
        throw InputError(fmt::format("profile '{}' has no random I/O cells", profile_.name));
    for (const std::uint64_t size : profile_.blockSizes()) {
        Row row{size, {}, {}};
        for (const auto& cell : profile_.random) {
            if (cell.block_size != size) continue;
            if (!(cell.iops > 0))
                throw InputError(fmt::format(
                    "profile '{}': cell {} B at {}% read has IOPS {}; IOPS must be positive",
                    profile_.name, size, cell.read_share, cell.iops));
            row.times.emplace_back(cell.read_share, 1.0 / cell.iops);
            if (cell.mean_latency_ns)
                row.outstanding.emplace_back(cell.read_share,
                                             *cell.mean_latency_ns * 1e-9 * cell.iops);
        }
        std::sort(row.times.begin(), row.times.end());
        std::sort(row.outstanding.begin(), row.outstanding.end());
        if (cells == ProfileCells::RequireReadAndWrite &&
            (row.times.front().first != 0 || row.times.back().first != 100))
            throw InputError(
                fmt::format("profile '{}': block size {} B needs a pure-write (read share 0) and a "
                            "pure-read (read share 100) cell",
                            profile_.name, size));
        rows_.push_back(std::move(row));
    }

    // Little's law on the cells that carry a latency gives the queue depth
    // the profile ran at, when it does not say so itself.
    if (profile_.outstanding_ios) {
        outstanding_ = *profile_.outstanding_ios;
    } else {
        std::vector<double> implied;
        for (const auto& cell : profile_.random)
            if (cell.mean_latency_ns) implied.push_back(*cell.mean_latency_ns * 1e-9 * cell.iops);
        outstanding_ = implied.empty() ? assumed_outstanding_ios : median(implied);
    }
}

namespace {
std::optional<double> columnTime(const std::vector<std::pair<int, double>>& times, int share)
{
    for (const auto& [s, t] : times)
        if (s == share) return t;
    return std::nullopt;
}

std::string sizeText(std::uint64_t bytes)
{
    if (bytes >= (1U << 20) && bytes % (1U << 20) == 0) return fmt::format("{}M", bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0) return fmt::format("{}K", bytes >> 10);
    return fmt::format("{} B", bytes);
}

std::string columnText(double share)
{
    if (share >= 100) return "read cell (100 % read)";
    if (share <= 0) return "write cell (0 % read)";
    return fmt::format("cell at {:g} % read", share);
}
} // namespace

namespace {
// A share computed as 100 x reads / all may miss 100 or 0 by a rounding step.
double snappedShare(double read_percent)
{
    const double share = std::clamp(read_percent, 0.0, 100.0);
    if (share > 100 - 1e-9) return 100;
    if (share < 1e-9) return 0;
    return share;
}
} // namespace

bool MemberModel::rowCovers(const Row& row, double read_percent, bool pure_columns_only) const
{
    const double share = snappedShare(read_percent);
    if (pure_columns_only)
        return (share <= 0 || columnTime(row.times, 100)) &&
               (share >= 100 || columnTime(row.times, 0));
    return row.times.front().first <= share && share <= row.times.back().first;
}

double MemberModel::rowTime(const Row& row, double read_percent, bool pure_columns_only) const
{
    const double share = snappedShare(read_percent);
    if (pure_columns_only) {
        const double r = share / 100;
        // A subset profile may lack the column whose weight is zero.
        return (r > 0 ? r * *columnTime(row.times, 100) : 0) +
               (r < 1 ? (1 - r) * *columnTime(row.times, 0) : 0);
    }
    if (row.times.size() == 1) return row.times.front().second;
    for (std::size_t i = 1; i < row.times.size(); ++i) {
        const auto [s0, t0] = row.times[i - 1];
        const auto [s1, t1] = row.times[i];
        if (share <= s1) return t0 + (t1 - t0) * (share - s0) / (s1 - s0);
    }
    return row.times.back().second;
}

std::optional<std::string> MemberModel::gap(std::uint64_t bytes, double read_percent,
                                            bool pure_columns_only) const
{
    // The rows timePerIo reads for this size.
    std::vector<const Row*> needed;
    if (bytes <= rows_.front().block_size) {
        needed.push_back(&rows_.front());
    } else if (bytes >= rows_.back().block_size) {
        needed.push_back(&rows_.back());
    } else {
        for (std::size_t i = 1; i < rows_.size(); ++i)
            if (bytes <= rows_[i].block_size) {
                if (bytes < rows_[i].block_size) needed.push_back(&rows_[i - 1]);
                needed.push_back(&rows_[i]);
                break;
            }
    }
    const double share = snappedShare(read_percent);
    for (const Row* row : needed) {
        if (rowCovers(*row, share, pure_columns_only)) continue;
        if (pure_columns_only) {
            const bool read_missing = share > 0 && !columnTime(row->times, 100);
            return fmt::format("no {} at {} in the profile", columnText(read_missing ? 100 : 0),
                               sizeText(row->block_size));
        }
        return fmt::format("no {} at {} in the profile (its cells there: {} to {} % read)",
                           columnText(share), sizeText(row->block_size), row->times.front().first,
                           row->times.back().first);
    }
    return std::nullopt;
}

double MemberModel::timePerIo(std::uint64_t bytes, double read_percent,
                              bool pure_columns_only) const
{
    if (const auto missing = gap(bytes, read_percent, pure_columns_only))
        throw InputError(fmt::format("profile '{}': {}", profile_.name, *missing));
    const double size = static_cast<double>(bytes);
    const auto at = [&](std::size_t i) {
        return rowTime(rows_[i], read_percent, pure_columns_only);
    };
    // Small requests: a member is not faster than at its smallest profiled size.
    if (bytes <= rows_.front().block_size || rows_.size() == 1) {
        const double t = at(0);
        return bytes <= rows_.front().block_size
                   ? t
                   : t * size / static_cast<double>(rows_.front().block_size);
    }
    for (std::size_t i = 1; i < rows_.size(); ++i) {
        const double s0 = static_cast<double>(rows_[i - 1].block_size);
        const double s1 = static_cast<double>(rows_[i].block_size);
        if (size == s1) return at(i);
        if (size < s1) return at(i - 1) + (at(i) - at(i - 1)) * (size - s0) / (s1 - s0);
    }
    // Larger than profiled: along the last segment's slope (bandwidth bound),
    // at least in proportion to size; in proportion alone when the size below
    // lacks the column.
    const std::size_t last = rows_.size() - 1;
    const double s1 = static_cast<double>(rows_[last].block_size);
    if (!rowCovers(rows_[last - 1], read_percent, pure_columns_only)) return at(last) * size / s1;
    const double s0 = static_cast<double>(rows_[last - 1].block_size);
    const double slope = (at(last) - at(last - 1)) / (s1 - s0);
    const double along = at(last) + slope * (size - s1);
    return std::max(along, at(last) * size / s1);
}

double MemberModel::latencySeconds(std::uint64_t bytes, double read_percent,
                                   bool pure_columns_only) const
{
    for (const auto& cell : profile_.random)
        if (cell.block_size == bytes && std::abs(cell.read_share - read_percent) < 1e-9 &&
            cell.mean_latency_ns)
            return *cell.mean_latency_ns * 1e-9;
    double outstanding = outstanding_;
    for (const auto& row : rows_) {
        if (row.block_size != bytes || row.outstanding.empty()) continue;
        const auto& points = row.outstanding;
        outstanding = points.front().second;
        for (std::size_t i = 1; i < points.size(); ++i) {
            const auto [s0, q0] = points[i - 1];
            const auto [s1, q1] = points[i];
            if (read_percent >= s0)
                outstanding =
                    read_percent >= s1 ? q1 : q0 + (q1 - q0) * (read_percent - s0) / (s1 - s0);
        }
    }
    return outstanding * timePerIo(bytes, read_percent, pure_columns_only);
}

const MemberModel::Row* MemberModel::largestRowWith(int read_share) const
{
    for (auto row = rows_.rbegin(); row != rows_.rend(); ++row)
        if (columnTime(row->times, read_share)) return &*row;
    return nullptr;
}

std::optional<std::string> MemberModel::sequentialGap(bool read) const
{
    if ((read ? profile_.seq_read_bytes_per_s : profile_.seq_write_bytes_per_s) ||
        largestRowWith(read ? 100 : 0))
        return std::nullopt;
    return fmt::format("no sequential {0} cell and no random {0} cell in the profile",
                       read ? "read" : "write");
}

double MemberModel::seqReadBytesPerSecond() const
{
    if (profile_.seq_read_bytes_per_s) return *profile_.seq_read_bytes_per_s;
    const Row* row = largestRowWith(100);
    if (!row)
        throw InputError(fmt::format("profile '{}': {}", profile_.name, *sequentialGap(true)));
    return static_cast<double>(row->block_size) / *columnTime(row->times, 100);
}

double MemberModel::seqWriteBytesPerSecond() const
{
    if (profile_.seq_write_bytes_per_s) return *profile_.seq_write_bytes_per_s;
    const Row* row = largestRowWith(0);
    if (!row)
        throw InputError(fmt::format("profile '{}': {}", profile_.name, *sequentialGap(false)));
    return static_cast<double>(row->block_size) / *columnTime(row->times, 0);
}

bool MemberModel::sequentialIsEstimated() const
{
    return !profile_.seq_read_bytes_per_s || !profile_.seq_write_bytes_per_s;
}

} // namespace am::estimate
