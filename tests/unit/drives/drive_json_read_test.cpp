// scanFromJson reads back what toJson(ScanResult) writes: the GUI uses it on
// the privileged helper's scan.
#include <gtest/gtest.h>

#include "core/drives/drive_json.h"
#include "core/drives/drive_json_read.h"
#include "core/drives/scan.h"

using namespace am::drives;

namespace {
SystemRoots fixtureRoots()
{
    const std::filesystem::path root = std::filesystem::path(ARRAYMARK_TEST_DATA) / "machine1";
    return {root / "sys", root / "proc", root / "dev"};
}
} // namespace

TEST(DriveJsonRead, RoundTripsTheFixtureScan)
{
    const ScanResult original = scan(fixtureRoots());
    const nlohmann::json written = toJson(original);
    const ScanResult read = scanFromJson(written);
    EXPECT_EQ(toJson(read), written);
    const BlockDevice* sdd1 = read.find("/dev/sdd1");
    ASSERT_NE(sdd1, nullptr);
    EXPECT_TRUE(sdd1->is_partition);
    ASSERT_FALSE(sdd1->in_use_reasons.empty());
    EXPECT_EQ(sdd1->in_use_reasons.front().kind, InUseReason::Kind::MdMember);
    const BlockDevice* vda = read.find("vda");
    ASSERT_NE(vda, nullptr);
    EXPECT_EQ(vda->signature_type, "swap");
    // The SATA link speed the estimate caps a member at survives the helper's scan.
    EXPECT_EQ(read.find("sdc")->sata_link_gigabits, 3.0);
    EXPECT_EQ(read.find("sda")->sata_link_gigabits, 6.0);
    EXPECT_FALSE(read.find("nvme0n1")->sata_link_gigabits);
}

TEST(DriveJsonRead, KeepsAnInUseVerdictWithoutReasons)
{
    const auto doc =
        nlohmann::json::parse(R"({"drives":[{"name":"sdx","path":"/dev/sdx","in_use":true}]})");
    const ScanResult read = scanFromJson(doc);
    ASSERT_EQ(read.drives.size(), 1U);
    EXPECT_TRUE(read.drives[0].inUse());
    EXPECT_EQ(read.drives[0].in_use_reasons[0].kind, InUseReason::Kind::Unverified);
}

TEST(DriveJsonRead, NamesWhatIsMissingOrWrong)
{
    try {
        scanFromJson(nlohmann::json::parse(R"({"arrays":[]})"));
        FAIL() << "accepted a document without drives";
    } catch (const DriveJsonError& error) {
        EXPECT_NE(std::string(error.what()).find("\"drives\""), std::string::npos) << error.what();
    }
    try {
        scanFromJson(nlohmann::json::parse(
            R"({"drives":[{"name":"sdx","path":"/dev/sdx","size_bytes":"big"}]})"));
        FAIL() << "accepted a size in quotes";
    } catch (const DriveJsonError& error) {
        EXPECT_NE(std::string(error.what()).find("size_bytes"), std::string::npos) << error.what();
    }
}
