#include "core/estimate/result_profile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "core/bench/result.h"
#include "core/bench/result_file.h"
#include "core/bench/result_reader.h"
#include "core/estimate/errors.h"
#include "core/util/units.h"

namespace am::estimate {

using nlohmann::json;

namespace {

using bench::kResultSchema;

struct CellReader {
    const std::string& name;
    std::size_t index;

    [[noreturn]] void fail(std::string_view what) const
    {
        throw InputError(fmt::format("profile '{}': cell {}: {}", name, index, what));
    }

    const json& field(const json& object, const char* key, const char* where) const
    {
        if (!object.is_object() || !object.contains(key))
            fail(fmt::format("missing {}{}", where, key));
        return object.at(key);
    }

    double number(const json& object, const char* key, const char* where) const
    {
        const json& value = field(object, key, where);
        if (!value.is_number() || value.get<double>() < 0)
            fail(fmt::format("{}{} must be a non-negative number", where, key));
        return value.get<double>();
    }

    std::uint64_t blockSize(const json& job) const
    {
        const json& bs = field(job, "bs", "job.");
        try {
            if (bs.is_number_unsigned() && bs.get<std::uint64_t>() > 0)
                return bs.get<std::uint64_t>();
            if (bs.is_string()) return util::parseSize(bs.get<std::string>());
        } catch (const std::invalid_argument&) {
        }
        fail("job.bs must be a positive byte count (4096) or a size (\"4k\")");
    }
};

bool isRandom(const std::string& rw)
{
    return rw == "randread" || rw == "randwrite" || rw == "randrw";
}
bool isSequential(const std::string& rw) { return rw == "read" || rw == "write" || rw == "rw"; }

// The same cell at the same depth twice keeps the higher IOPS, as the matrix does.
void addDepthPoint(std::vector<DepthCurve>& curves, std::uint64_t bs, int share, DepthPoint point)
{
    auto curve = std::find_if(curves.begin(), curves.end(), [&](const DepthCurve& c) {
        return c.block_size == bs && c.read_share == share;
    });
    if (curve == curves.end()) curve = curves.insert(curves.end(), DepthCurve{bs, share, {}});
    auto& points = curve->points;
    const auto at = std::lower_bound(
        points.begin(), points.end(), point.outstanding_ios,
        [](const DepthPoint& p, double depth) { return p.outstanding_ios < depth; });
    if (at != points.end() && at->outstanding_ios == point.outstanding_ios)
        at->iops = std::max(at->iops, point.iops);
    else
        points.insert(at, point);
}

} // namespace

MemberProfile profileFromResult(const json& document, const std::string& name)
{
    const bool schema_ok = document.is_object() && document.contains("schema") &&
                           document["schema"].is_string() &&
                           document["schema"].get<std::string>() == kResultSchema;
    if (!schema_ok) {
        const std::string schema = document.is_object() && document.contains("schema")
                                       ? document["schema"].dump()
                                       : "none";
        throw InputError(fmt::format(
            "profile '{}': schema {} is not \"{}\" (a result file from arraymark-cli bench --json)",
            name, schema, kResultSchema));
    }
    if (!document.contains("cells") || !document["cells"].is_array())
        throw InputError(fmt::format("profile '{}': no \"cells\" array", name));

    MemberProfile profile;
    profile.name = name;
    profile.source = fmt::format("measured: {}", name);
    std::vector<double> outstanding;
    std::vector<DepthCurve> depths; // every random cell by depth; curves are those with two or more
    std::uint64_t seq_read_block = 0;
    const auto& cells = document["cells"];
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const CellReader reader{name, i};
        const json& cell = cells[i];
        const json& job = reader.field(cell, "job", "");
        const json& rw_value = reader.field(job, "rw", "job.");
        if (!rw_value.is_string()) reader.fail("job.rw must be a string");
        const std::string rw = rw_value.get<std::string>();
        if (!isRandom(rw) && !isSequential(rw))
            reader.fail(fmt::format(
                "job.rw '{}' is not randread, randwrite, randrw, read, write or rw", rw));
        const std::uint64_t bs = reader.blockSize(job);
        const double share_value = reader.number(job, "read_share", "job.");
        if (share_value > 100)
            reader.fail(fmt::format("job.read_share {} is above 100 (percent)", share_value));
        const int share = static_cast<int>(share_value);
        const double iops = reader.number(cell, "iops", "");
        std::optional<double> cell_outstanding;
        if (job.contains("qd") && job["qd"].is_number()) {
            cell_outstanding =
                job["qd"].get<double>() *
                (job.contains("jobs") && job["jobs"].is_number() ? job["jobs"].get<double>() : 1.0);
            outstanding.push_back(*cell_outstanding);
        }

        if (isSequential(rw)) {
            const double bw = reader.number(cell, "bw_bytes", "");
            if (share == 100 && bw > profile.seq_read_bytes_per_s.value_or(0)) {
                profile.seq_read_bytes_per_s = bw;
                seq_read_block = bs;
            }
            if (share == 0 && bw > profile.seq_write_bytes_per_s.value_or(0))
                profile.seq_write_bytes_per_s = bw;
            continue;
        }
        std::optional<double> latency;
        if (cell.contains("lat_ns") && cell["lat_ns"].is_object() &&
            cell["lat_ns"].contains("mean"))
            latency = reader.number(cell["lat_ns"], "mean", "lat_ns.");
        const auto same =
            std::find_if(profile.random.begin(), profile.random.end(), [&](const ProfileCell& c) {
                return c.block_size == bs && c.read_share == share;
            });
        if (same == profile.random.end())
            profile.random.push_back({bs, share, iops, latency});
        else if (iops > same->iops)
            *same = {bs, share, iops, latency};
        if (cell_outstanding && *cell_outstanding > 0)
            addDepthPoint(depths, bs, share, {*cell_outstanding, iops});
    }
    for (auto& curve : depths)
        if (curve.points.size() >= 2) profile.depth_curves.push_back(std::move(curve));
    if (profile.random.empty())
        throw InputError(fmt::format(
            "profile '{}': no random cells (rw randread/randwrite/randrw); measure the member "
            "with `bench --preset matrix` first",
            name));
    if (seq_read_block) profile.seq_block_size = seq_read_block;
    if (!outstanding.empty()) {
        std::sort(outstanding.begin(), outstanding.end());
        profile.outstanding_ios = outstanding[outstanding.size() / 2];
    }
    // A file target's size is the tested range, not a member's size.
    if (document.contains("target") && document["target"].is_object() &&
        document["target"].value("kind", json()) == "block_device") {
        const json& size = document["target"].value("size_bytes", json());
        if (size.is_number_unsigned() && size.get<std::uint64_t>() > 0)
            profile.capacity_bytes = size.get<std::uint64_t>();
    }
    return profile;
}

MemberProfile profileFromResultFile(const std::string& path)
{
    if (!std::ifstream(path))
        throw InputError(
            fmt::format("profile '{}' cannot be read: {}", path, std::strerror(errno)));
    bench::ResultFileJson file;
    try {
        file = bench::readResultFileJson(path); // fio's JSON output is converted there
    } catch (const bench::ResultFormatError& error) {
        throw InputError(fmt::format("profile {}", error.what()));
    }
    MemberProfile profile = profileFromResult(file.document, path);
    if (file.kind == bench::ResultFileKind::Fio)
        profile.source = fmt::format("measured with fio: {}", path);
    return profile;
}

} // namespace am::estimate
