// CrystalDiskMark's shape names, built in one place (core/bench/job_label.h)
// and the same in a job's name, a table row and a chart group.
#include <gtest/gtest.h>

#include "core/bench/job_label.h"
#include "core/bench/result_matrix.h"

using namespace am::bench;

TEST(JobLabel, BlockSizesUseTheLargestUnitThatDividesThem)
{
    EXPECT_EQ(blockSizeLabel(512), "512B");
    EXPECT_EQ(blockSizeLabel(1536), "1536B");
    EXPECT_EQ(blockSizeLabel(4096), "4K");
    EXPECT_EQ(blockSizeLabel(1536 * 1024), "1536K");
    EXPECT_EQ(blockSizeLabel(1 << 20), "1M");
    EXPECT_EQ(blockSizeLabel(8ULL << 20), "8M");
}

TEST(JobLabel, AShapeReadsAsCrystalDiskMarkWritesIt)
{
    EXPECT_EQ(jobShapeLabel(Pattern::Random, 4096, 32, 1), "RND4K Q32T1");
    EXPECT_EQ(jobShapeLabel(Pattern::Sequential, 1 << 20, 8, 1), "SEQ1M Q8T1");
    EXPECT_EQ(jobShapeLabel(Pattern::Random, 4096, 32, 16), "RND4K Q32T16");
    EXPECT_EQ(jobShapeLabel(Pattern::Sequential, 512, 1, 1), "SEQ512B Q1T1");
}

TEST(JobLabel, PartsLeftOutAreDropped)
{
    EXPECT_EQ(jobShapeLabel(Pattern::Random, std::nullopt, 32, 1), "RND Q32T1");
    EXPECT_EQ(jobShapeLabel(Pattern::Sequential, 1 << 20, std::nullopt, 4), "SEQ1M T4");
    EXPECT_EQ(jobShapeLabel(Pattern::Random, std::nullopt, std::nullopt, 1), "RND T1");
}

TEST(JobLabel, JobNamesAndRowNamesUseTheShape)
{
    Job job;
    job.pattern = Pattern::Random;
    job.block_size = 4096;
    job.queue_depth = 32;
    job.read_share = 70;
    EXPECT_EQ(defaultJobName(job), "RND4K Q32T1 70/30");
    job.read_share = 100;
    EXPECT_EQ(defaultJobName(job), "RND4K Q32T1 read");
    job.pattern = Pattern::Sequential;
    job.block_size = 128 << 10;
    job.read_share = 0;
    job.workers = 16;
    EXPECT_EQ(defaultJobName(job), "SEQ128K Q32T16 write");
    EXPECT_EQ(shapeLabel(ShapeKey{Pattern::Sequential, 8, 1}, 1 << 20, true), "SEQ1M Q8T1");
    EXPECT_EQ(shapeLabel(ShapeKey{Pattern::Sequential, 8, 1}, 1 << 20, false), "1M");
}
