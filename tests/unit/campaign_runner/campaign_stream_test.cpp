#include <gtest/gtest.h>

#include "core/campaign/campaign_stream.h"

namespace am::campaign {
namespace {

TEST(CampaignStream, ABaselineCellHasNoConfiguration)
{
    bench::Job job;
    job.block_size = 4096;
    job.queue_depth = 32;
    const auto line = cellStartLine({std::nullopt, "baseline", "/dev/nvme0n1"}, 2, 8, job);
    EXPECT_EQ(line["type"], "cell_start");
    EXPECT_TRUE(line["configuration"].is_null());
    EXPECT_EQ(line["phase"], "baseline");
    EXPECT_EQ(line["cell"], 2);
    EXPECT_EQ(line["cells"], 8);
    EXPECT_EQ(line["name"], bench::defaultJobName(job));
}

TEST(CampaignStream, SamplesCarryWhereTheyBelongAndTheirRates)
{
    bench::Sample sample;
    sample.iops = 1234;
    sample.time_s = 0.5;
    const auto line = sampleLine({3, "degraded", "/dev/md127"}, 1, 8, sample);
    EXPECT_EQ(line["type"], "sample");
    EXPECT_EQ(line["configuration"], 3);
    EXPECT_EQ(line["phase"], "degraded");
    EXPECT_DOUBLE_EQ(line["iops"].get<double>(), 1234);
}

TEST(CampaignStream, TheLastLineSaysHowTheCampaignEnded)
{
    const auto line =
        doneLine({CampaignEnd::Stopped, "stopped by request"}, "/tmp/j/journal.jsonl");
    EXPECT_EQ(line["type"], "done");
    EXPECT_EQ(line["end"], "stopped");
    EXPECT_EQ(line["reason"], "stopped by request");
}

} // namespace
} // namespace am::campaign
