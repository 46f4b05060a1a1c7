#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "core/bench/latency_histogram.h"

using namespace am::bench;

namespace {

std::uint64_t exactPercentile(std::vector<std::uint64_t> values, double p)
{
    std::sort(values.begin(), values.end());
    auto rank = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(values.size())));
    rank = std::clamp<std::size_t>(rank, 1, values.size());
    return values[rank - 1];
}

void expectWithinOnePercent(const std::vector<std::uint64_t>& values, const char* what)
{
    LatencyHistogram histogram;
    for (auto v : values) histogram.add(v);
    ASSERT_EQ(histogram.count(), values.size());
    for (double p : {1.0, 10.0, 50.0, 90.0, 99.0, 99.9, 99.99}) {
        const double exact = static_cast<double>(exactPercentile(values, p));
        const double got = static_cast<double>(histogram.percentile(p));
        EXPECT_LE(std::abs(got - exact), 0.01 * exact)
            << what << " p" << p << " exact " << exact << " got " << got;
    }
}

} // namespace

TEST(LatencyHistogram, BucketsAreContiguousAndValuesFallInTheirBucket)
{
    std::size_t previous = 0;
    for (std::uint64_t v = 0; v < (1U << 20); ++v) {
        const std::size_t i = HistogramLayout::index(v);
        ASSERT_TRUE(i == previous || i == previous + 1) << v;
        previous = i;
    }
    // The midpoint of a value's bucket is within 1/128 of the value.
    for (std::uint64_t v :
         {1ULL, 127ULL, 128ULL, 1000ULL, 123457ULL, 9999999ULL, 1ULL << 35, (1ULL << 40) + 12345}) {
        const auto mid = static_cast<double>(HistogramLayout::value(HistogramLayout::index(v)));
        EXPECT_LE(std::abs(mid - static_cast<double>(v)), static_cast<double>(v) / 128.0 + 0.5)
            << v;
    }
}

TEST(LatencyHistogram, SmallValuesAreExact)
{
    for (std::uint64_t v = 0; v < 128; ++v)
        EXPECT_EQ(HistogramLayout::value(HistogramLayout::index(v)), v);
}

TEST(LatencyHistogram, HugeValuesLandInTheLastBucket)
{
    EXPECT_EQ(HistogramLayout::index(~0ULL), HistogramLayout::kBuckets - 1);
}

TEST(LatencyHistogram, PercentilesWithinOnePercentOnKnownDistributions)
{
    std::mt19937_64 rng(42);
    std::vector<std::uint64_t> uniform, exponential, lognormal, bimodal;
    std::uniform_int_distribution<std::uint64_t> u(1000, 5'000'000);
    std::exponential_distribution<double> e(1.0 / 80'000.0);
    std::lognormal_distribution<double> l(11.0, 1.2);
    std::normal_distribution<double> fast(20'000, 1'500), slow(2'000'000, 100'000);
    for (int i = 0; i < 200'000; ++i) {
        uniform.push_back(u(rng));
        exponential.push_back(static_cast<std::uint64_t>(e(rng)) + 1);
        lognormal.push_back(static_cast<std::uint64_t>(l(rng)) + 1);
        bimodal.push_back(
            static_cast<std::uint64_t>(std::max(1.0, i % 100 == 0 ? slow(rng) : fast(rng))));
    }
    expectWithinOnePercent(uniform, "uniform");
    expectWithinOnePercent(exponential, "exponential");
    expectWithinOnePercent(lognormal, "lognormal");
    expectWithinOnePercent(bimodal, "bimodal");
}

TEST(LatencyHistogram, MinusAndMergeAreInverse)
{
    LatencyHistogram a, b;
    for (std::uint64_t v = 1; v < 5000; v += 7) a.add(v * 100);
    b = a;
    for (std::uint64_t v = 1; v < 300; ++v) b.add(v * 3000);
    const LatencyHistogram diff = b.minus(a);
    EXPECT_EQ(diff.count(), 299U);
    EXPECT_NEAR(static_cast<double>(diff.percentile(50)), 150 * 3000.0, 150 * 3000.0 * 0.01);
}

TEST(LatencyHistogram, SummaryIsClampedToMinAndMax)
{
    LatencyHistogram h;
    h.add(1'000'003);
    LatencySummary s;
    s.count = 1;
    s.min_ns = s.max_ns = 1'000'003;
    fillPercentiles(s, h);
    EXPECT_EQ(s.p50_ns, 1'000'003U);
    EXPECT_EQ(s.p9999_ns, 1'000'003U);
}
