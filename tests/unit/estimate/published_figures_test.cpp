// The estimator against the published record (resources/reference, copies of
// ../shared/reference). Inputs are single-member figures only; the array
// figures are what the estimate is compared with, never fitted to.
#include <algorithm>
#include <cmath>

#include <gtest/gtest.h>

#include "core/estimate/estimator.h"
#include "core/estimate/reference_csv.h"
#include "core/estimate/reference_profiles.h"

using namespace am::estimate;

namespace {
double relativeError(double estimate, double published)
{
    return (estimate - published) / published;
}

EstimateCell cell(const Estimate& e, std::uint64_t bs, int share)
{
    for (const auto& c : e.random)
        if (c.block_size == bs && c.read_share == share) return c;
    throw std::runtime_error("no such cell");
}

// A JBOD of twelve as the estimator sees it: twelve members side by side, a
// 4k request on one member (raid0 with a chunk above 4k is the same work).
Estimate jbodOfTwelve(MixRule rule)
{
    ArrayPlan plan;
    plan.level = Level::Raid0;
    plan.members = 12;
    plan.chunk_bytes = 512 * 1024;
    Parameters params;
    params.mix_rule = rule;
    return estimate(plan, {referenceProfile("single-nvme")}, {}, params, Mode::Healthy);
}

double medianAbsoluteErrorOfJbodRow(MixRule rule)
{
    const ReferenceCsv& csv = shippedReference("nvme-scaling.csv");
    const CsvSection& table = csv.sectionWith("read_0");
    const auto& published = table.row("12xNVMe_JBOD");
    const Estimate e = jbodOfTwelve(rule);
    std::vector<double> errors;
    for (std::size_t c = 1; c < table.header.size(); ++c) {
        const int share = std::stoi(table.header[c].substr(5));
        const double error =
            relativeError(cell(e, 4096, share).iops, referenceNumber(csv, published.at(c)));
        errors.push_back(std::abs(error));
        std::printf("  4k %3d%% read: estimate %9.0f published %9s error %+6.1f %%\n", share,
                    cell(e, 4096, share).iops, published.at(c).c_str(), 100 * error);
    }
    EXPECT_EQ(errors.size(), 7U);
    std::sort(errors.begin(), errors.end());
    return errors[errors.size() / 2];
}
} // namespace

TEST(PublishedFigures, JbodOfTwelve4kRowWithin25PercentMedian)
{
    const double median = medianAbsoluteErrorOfJbodRow(MixRule::TimeShare);
    std::printf("  median |error| (time share): %.1f %%\n", 100 * median);
    EXPECT_LE(median, 0.25);
}

TEST(PublishedFigures, JbodOfTwelve4kRowWithMeasuredMixAlsoWithin25Percent)
{
    const double median = medianAbsoluteErrorOfJbodRow(MixRule::MeasuredColumns);
    std::printf("  median |error| (measured columns): %.1f %%\n", 100 * median);
    EXPECT_LE(median, 0.25);
}

TEST(PublishedFigures, JbodOfTwelveSequentialRates)
{
    const ReferenceCsv& csv = shippedReference("nvme-scaling.csv");
    const CsvSection& table = csv.sectionWith("seq_read_1m");
    const auto& published = table.row("12xNVMe_JBOD");
    const Estimate e = jbodOfTwelve(MixRule::TimeShare);
    const double read = e.sequential[0].bw_bytes / 1e6;
    const double write = e.sequential[1].bw_bytes / 1e6;
    const double read_error =
        relativeError(read, referenceNumber(csv, published.at(table.column("seq_read_1m"))));
    const double write_error =
        relativeError(write, referenceNumber(csv, published.at(table.column("seq_write_1m"))));
    std::printf("  seq 1m read %.0f MB/s (%+.1f %%), write %.0f MB/s (%+.1f %%)\n", read,
                100 * read_error, write, 100 * write_error);
    EXPECT_LE(std::abs(read_error), 0.05);
    EXPECT_LE(std::abs(write_error), 0.15);
}

namespace {
double hddFigure(const std::string& config, const std::string& metric)
{
    const ReferenceCsv& csv = shippedReference("sata-hdd-raid0.csv");
    const CsvSection& table = csv.sectionWith("metric");
    for (const auto& row : table.rows)
        if (row.at(0) == config && row.at(1) == metric)
            return referenceNumber(csv, row.at(table.column("value_mb_s")));
    throw std::runtime_error("no figure " + config + " " + metric);
}

Estimate hdd(Level level, int members)
{
    ArrayPlan plan;
    plan.level = level;
    plan.members = members;
    plan.chunk_bytes = 64 * 1024; // the article's ICH5R stripe
    return estimate(plan, {referenceProfile("sata-hdd")}, {}, {}, Mode::Healthy);
}
} // namespace

TEST(PublishedFigures, HddRaid0DoublesSequential)
{
    const double single = hddFigure("1xHDD", "sequential_read_or_write");
    const double published = hddFigure("2xHDD_RAID0", "sequential_read_or_write");
    const Estimate raid0 = hdd(Level::Raid0, 2);
    for (const auto& seq : raid0.sequential) {
        const double mb_s = seq.bw_bytes / 1e6;
        std::printf("  HDD RAID0 sequential %s: %.1f MB/s, published %.0f (single %.0f)\n",
                    seq.rw.c_str(), mb_s, published, single);
        EXPECT_NEAR(mb_s / single, 2.0, 0.05);
        EXPECT_LE(std::abs(relativeError(mb_s, published)), 0.05);
    }
}

TEST(PublishedFigures, HddRaid0SmallRandomGainWithoutDoubling)
{
    const double single = hddFigure("1xHDD", "random_read_256k_max");
    const double published_read = hddFigure("2xHDD_RAID0", "random_read_256k_qd32");
    const double published_write = hddFigure("2xHDD_RAID0", "random_write_256k");
    const Estimate raid0 = hdd(Level::Raid0, 2);
    const double read = cell(raid0, 256 * 1024, 100).bw_bytes / 1e6;
    const double write = cell(raid0, 256 * 1024, 0).bw_bytes / 1e6;
    std::printf(
        "  HDD RAID0 random 256k read %.1f MB/s (published %.0f, %+.1f %%), write %.1f (published %.0f, "
        "%+.1f %%), single %.0f\n",
        read, published_read, 100 * relativeError(read, published_read), write, published_write,
        100 * relativeError(write, published_write), single);
    EXPECT_GT(read / single, 1.1); // a gain ...
    EXPECT_LT(read / single, 1.6); // ... and no doubling
    EXPECT_LE(std::abs(relativeError(read, published_read)), 0.25);
    EXPECT_LE(std::abs(relativeError(write, published_write)), 0.25);
    // The single-drive profile gives back its own published figure.
    EXPECT_NEAR(262144.0 /
                    (hddAccessModel().access_s + 262144.0 / hddAccessModel().transfer_bytes_per_s) /
                    1e6,
                single, 1e-9);
}

// The only published array figure that states its queue depth: 256k random
// reads on the ICH5R RAID0 at 32 outstanding. The sata-hdd profile is an
// access-time model (one request at a time), so the point is extrapolated.
TEST(PublishedFigures, HddRaid0RandomReadAtQd32)
{
    const double published = hddFigure("2xHDD_RAID0", "random_read_256k_qd32");
    ArrayPlan plan;
    plan.level = Level::Raid0;
    plan.members = 2;
    plan.chunk_bytes = 64 * 1024;
    Parameters params;
    params.array_outstanding_ios = 32;
    const Estimate at32 = estimate(plan, {referenceProfile("sata-hdd")}, {}, params, Mode::Healthy);
    const EstimateCell read = cell(at32, 256 * 1024, 100);
    const double mb_s = read.bw_bytes / 1e6;
    std::printf(
        "  HDD RAID0 random 256k read at 32 in flight: %.1f MB/s, published %.0f, error %+.1f %% (extrapolated)\n",
        mb_s, published, 100 * relativeError(mb_s, published));
    EXPECT_TRUE(read.extrapolated);
    EXPECT_LE(std::abs(relativeError(mb_s, published)), 0.25);
    // At one in flight a 256k request still keeps both disks busy (two 128k pieces).
    params.array_outstanding_ios = 1;
    const Estimate at1 = estimate(plan, {referenceProfile("sata-hdd")}, {}, params, Mode::Healthy);
    EXPECT_NEAR(cell(at1, 256 * 1024, 100).iops, read.iops, read.iops * 1e-9);
}
