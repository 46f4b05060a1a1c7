#include "core/estimate/reference_profiles.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/estimate/errors.h"
#include "core/estimate/reference_csv.h"
#include "core/util/units.h"

namespace am::estimate {

namespace {

// Stated in the matrix file's source header ("800GB Intel DC D3700") and the
// HDD file's ("Barracuda ATA V 120GB"); decimal gigabytes as sold.
constexpr std::uint64_t kSingleNvmeCapacityBytes = 800'000'000'000ULL;
constexpr std::uint64_t kSataHddCapacityBytes = 120'000'000'000ULL;
// "random_read_256k_max": the article's 256 KB request, taken as 256 KiB.
constexpr std::uint64_t kHddRandomReadBytes = 256 * 1024;

std::string sourceOf(const std::vector<const ReferenceCsv*>& files)
{
    std::string text;
    for (const ReferenceCsv* csv : files)
        for (const auto& line : csv->comments)
            if (line.find("Source:") != std::string::npos)
                text += fmt::format("{}{}: {}", text.empty() ? "" : "; ", csv->file,
                                    line.substr(line.find("Source:")));
    return text;
}

int shareOfColumn(const std::string& column) // "read_65" -> 65
{
    return std::stoi(column.substr(column.find('_') + 1));
}

MemberProfile singleNvme()
{
    const ReferenceCsv& matrix = shippedReference("single-nvme-iops-matrix.csv");
    const ReferenceCsv& latency = shippedReference("single-nvme-latency-ms.csv");
    const ReferenceCsv& scaling = shippedReference("nvme-scaling.csv");

    MemberProfile profile;
    profile.name = "single-nvme";
    profile.source = sourceOf({&matrix, &latency, &scaling});
    const CsvSection& iops = matrix.sectionWith("block_size");
    for (const auto& row : iops.rows) {
        const std::uint64_t bs = util::parseSize(row.at(0));
        for (std::size_t c = 1; c < iops.header.size(); ++c)
            profile.random.push_back(
                {bs, shareOfColumn(iops.header[c]), referenceNumber(matrix, row.at(c)), {}});
    }
    const CsvSection& lat = latency.sectionWith("statistic");
    for (const auto& row : lat.rows) {
        if (row.at(0) != "mean") continue;
        const std::uint64_t bs = util::parseSize(row.at(1));
        for (std::size_t c = 2; c < lat.header.size(); ++c)
            for (auto& cell : profile.random)
                if (cell.block_size == bs && cell.read_share == shareOfColumn(lat.header[c]))
                    cell.mean_latency_ns = referenceNumber(latency, row.at(c)) * 1e6;
    }
    const CsvSection& seq = scaling.sectionWith("seq_read_1m");
    const auto& one = seq.row("1xNVMe");
    profile.seq_read_bytes_per_s =
        referenceNumber(scaling, one.at(seq.column("seq_read_1m"))) * 1e6;
    profile.seq_write_bytes_per_s =
        referenceNumber(scaling, one.at(seq.column("seq_write_1m"))) * 1e6;
    profile.seq_block_size = 1024 * 1024;
    profile.capacity_bytes = kSingleNvmeCapacityBytes;
    return profile;
}

double hddFigure(const std::string& config, const std::string& metric)
{
    const ReferenceCsv& csv = shippedReference("sata-hdd-raid0.csv");
    const CsvSection& table = csv.sectionWith("metric");
    for (const auto& row : table.rows)
        if (row.at(0) == config && row.at(1) == metric)
            return referenceNumber(csv, row.at(table.column("value_mb_s"))) * 1e6;
    throw std::runtime_error(fmt::format("sata-hdd-raid0.csv: no {} {} figure", config, metric));
}

MemberProfile sataHdd()
{
    const HddAccessModel model = hddAccessModel();
    MemberProfile profile;
    profile.name = "sata-hdd";
    profile.source = sourceOf({&shippedReference("sata-hdd-raid0.csv")}) +
                     "; matrix derived from the 1xHDD figures (access time + transfer)";
    // The same block sizes and read shares as the NVMe matrix, plus 256k
    // (the size of the published random figure).
    for (const char* size : {"4k", "8k", "16k", "32k", "64k", "128k", "256k", "1m"}) {
        const std::uint64_t bs = util::parseSize(size);
        const double read_time =
            model.access_s + static_cast<double>(bs) / model.transfer_bytes_per_s;
        const double write_time = read_time * model.write_to_read_time_ratio;
        for (int share : {0, 5, 35, 50, 65, 95, 100}) {
            const double r = share / 100.0;
            profile.random.push_back({bs, share, 1.0 / (r * read_time + (1 - r) * write_time), {}});
        }
    }
    profile.seq_read_bytes_per_s = model.transfer_bytes_per_s;
    profile.seq_write_bytes_per_s = model.transfer_bytes_per_s;
    profile.seq_block_size = kHddRandomReadBytes; // "flat across request sizes 512B..256KB"
    profile.capacity_bytes = kSataHddCapacityBytes;
    // An access-time model is one request at a time: its latency is its service time.
    profile.outstanding_ios = 1;
    return profile;
}

} // namespace

HddAccessModel hddAccessModel()
{
    HddAccessModel model;
    model.transfer_bytes_per_s = hddFigure("1xHDD", "sequential_read_or_write");
    const double random_rate = hddFigure("1xHDD", "random_read_256k_max");
    const double bytes = static_cast<double>(kHddRandomReadBytes);
    model.access_s = bytes / random_rate - bytes / model.transfer_bytes_per_s;
    return model;
}

std::vector<std::string> referenceProfileNames() { return {"single-nvme", "sata-hdd"}; }

MemberProfile referenceProfile(std::string_view name)
{
    if (name == "single-nvme") return singleNvme();
    if (name == "sata-hdd") return sataHdd();
    throw InputError(fmt::format("reference profile '{}' is unknown; known: {}", name,
                                 fmt::join(referenceProfileNames(), ", ")));
}

} // namespace am::estimate
