#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/estimate/reference_csv.h"

using namespace am::estimate;

namespace {
std::string slurp(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}
} // namespace

TEST(EstimateReferenceCsv, SectionsCommentsAndRows)
{
    const ReferenceCsv csv = parseReferenceCsv(
        "t.csv", "# title\n# Source: somewhere\na,b\nx,1\ny,2\n#\n# next\nc,d\nz,3\n");
    ASSERT_EQ(csv.sections.size(), 2U);
    EXPECT_EQ(csv.comments.size(), 3U);
    EXPECT_EQ(csv.sectionWith("b").row("y").at(1), "2");
    EXPECT_EQ(csv.sectionWith("d").column("d"), 1U);
    EXPECT_THROW(csv.sectionWith("e"), std::runtime_error);
    EXPECT_THROW(csv.sections[0].row("q"), std::runtime_error);
    EXPECT_THROW(referenceNumber(csv, "12x"), std::runtime_error);
}

TEST(EstimateReferenceCsv, EmbeddedCopiesMatchTheShippedFiles)
{
    for (const char* file : {"single-nvme-iops-matrix.csv", "single-nvme-latency-ms.csv",
                             "nvme-scaling.csv", "sata-hdd-raid0.csv"}) {
        const std::string path = std::string(ARRAYMARK_SOURCE_DIR) + "/resources/reference/" + file;
        const ReferenceCsv shipped = parseReferenceCsv(file, slurp(path));
        const ReferenceCsv& embedded = shippedReference(file);
        EXPECT_EQ(embedded.comments, shipped.comments) << file;
        ASSERT_EQ(embedded.sections.size(), shipped.sections.size()) << file;
        for (std::size_t i = 0; i < shipped.sections.size(); ++i)
            EXPECT_EQ(embedded.sections[i].rows, shipped.sections[i].rows) << file;
        // Every shipped file keeps its source header.
        bool has_source = false;
        for (const auto& line : embedded.comments)
            has_source |= line.find("Source:") != std::string::npos;
        EXPECT_TRUE(has_source) << file;
    }
}

TEST(EstimateReferenceCsv, ShippedCopiesMatchTheSharedOriginalsWhenPresent)
{
    const std::string shared = std::string(ARRAYMARK_SOURCE_DIR) + "/../shared/reference/";
    if (!std::ifstream(shared + "nvme-scaling.csv"))
        GTEST_SKIP() << "no ../shared/reference beside the repository";
    for (const char* file : {"single-nvme-iops-matrix.csv", "single-nvme-latency-ms.csv",
                             "nvme-scaling.csv", "sata-hdd-raid0.csv"})
        EXPECT_EQ(slurp(shared + file),
                  slurp(std::string(ARRAYMARK_SOURCE_DIR) + "/resources/reference/" + file))
            << file << " differs from ../shared/reference: copy it again";
}
