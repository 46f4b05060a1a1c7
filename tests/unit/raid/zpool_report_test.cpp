// zpool's text outputs (OpenZFS 2.1) as ArrayStatus; the fixtures are hand-written in that format.
#include <gtest/gtest.h>

#include <stdexcept>

#include "core/raid/zfs/zpool_report.h"
#include "core/util/text_file.h"

namespace {

using namespace am::raid;

std::string fixture(const std::string& name)
{
    const auto text = am::util::readTextFile(std::string(ARRAYMARK_TEST_DATA) + "/zfs/" + name);
    if (!text) throw std::runtime_error("missing fixture " + name);
    return *text;
}

const MemberStatus* member(const ArrayStatus& pool, const std::string& path)
{
    for (const auto& m : pool.members)
        if (m.path == path) return &m;
    return nullptr;
}

} // namespace

TEST(ZpoolList, ReadsEveryPoolWithExactBytes)
{
    const auto rows = parseZpoolList(fixture("list.txt"));
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0].name, "tank");
    EXPECT_EQ(rows[0].size_bytes, 10200547328u);
    EXPECT_EQ(rows[1].health, "DEGRADED");
    EXPECT_EQ(rows[1].allocated_bytes, 6979321856u);
    EXPECT_TRUE(parseZpoolList("").empty());
}

TEST(ZpoolList, AHumanSizeOrAMissingFieldSaysWhichLine)
{
    try {
        parseZpoolList("tank\t9.50G\t1.04M\t9.50G\tONLINE\n");
        FAIL() << "a size without -p was accepted";
    } catch (const std::runtime_error& error) {
        EXPECT_NE(std::string(error.what()).find("\"9.50G\""), std::string::npos) << error.what();
    }
    EXPECT_THROW(parseZpoolList("tank\t1\t2\n"), std::runtime_error);
}

TEST(ZpoolStatus, AMirrorWithAFinishedScrub)
{
    const ArrayStatus pool = parseZpoolStatus(fixture("status-tank.txt"));
    EXPECT_EQ(pool.backend, Backend::Zfs);
    EXPECT_EQ(pool.name, "tank");
    EXPECT_EQ(pool.level, "mirror");
    EXPECT_EQ(pool.state, ArrayState::Clean);
    EXPECT_EQ(pool.array_state, "ONLINE");
    EXPECT_TRUE(pool.health.empty());
    EXPECT_EQ(pool.sync_action, "idle");
    EXPECT_EQ(pool.mismatches, 0u);
    EXPECT_TRUE(pool.scan.starts_with("scrub repaired 0B in 00:00:02 with 0 errors")) << pool.scan;
    ASSERT_EQ(pool.members.size(), 2u);
    EXPECT_EQ(pool.members[0].path, "/dev/sdb1");
    EXPECT_EQ(pool.members[0].name, "sdb1");
    EXPECT_EQ(pool.members[0].role, "active");
    EXPECT_EQ(pool.members[0].states, (std::vector<std::string>{"ONLINE"}));
    EXPECT_EQ(pool.members[0].errors, 0u);
    EXPECT_EQ(pool.raid_disks, 2u);
    EXPECT_EQ(pool.degraded, 0u);
}

TEST(ZpoolStatus, ADegradedRaidzWithAScrubRunningALogAndASpare)
{
    const ArrayStatus pool = parseZpoolStatus(fixture("status-backup.txt"));
    EXPECT_EQ(pool.level, "raidz1");
    EXPECT_EQ(pool.state, ArrayState::Degraded);
    EXPECT_EQ(pool.health, "DEGRADED");
    EXPECT_EQ(pool.sync_action, "scrub");
    ASSERT_TRUE(pool.progress.has_value());
    EXPECT_NEAR(*pool.progress, 0.1846, 1e-9);
    EXPECT_NE(pool.scan.find("3.12G scanned at 533M/s"), std::string::npos) << pool.scan;
    EXPECT_EQ(pool.raid_disks, 3u);
    EXPECT_EQ(pool.degraded, 1u);

    const auto* missing = member(pool, "/dev/sdf1");
    ASSERT_NE(missing, nullptr) << "the missing member is named by its former path";
    EXPECT_EQ(missing->role, "faulty");
    EXPECT_EQ(missing->states, (std::vector<std::string>{"UNAVAIL"}));
    const auto* checksums = member(pool, "/dev/sde1");
    ASSERT_NE(checksums, nullptr);
    EXPECT_EQ(checksums->errors, 3u);
    const auto* log = member(pool, "/dev/nvme0n1p1");
    ASSERT_NE(log, nullptr);
    EXPECT_EQ(log->role, "journal");
    const auto* spare = member(pool, "/dev/sdg1");
    ASSERT_NE(spare, nullptr);
    EXPECT_EQ(spare->role, "spare");
    EXPECT_EQ(spare->states, (std::vector<std::string>{"AVAIL"}));
    EXPECT_FALSE(spare->errors.has_value()) << "zpool prints no error counts for spares";
}

TEST(ZpoolStatus, AStripeOfDisksSumsEachDisksErrors)
{
    const ArrayStatus pool = parseZpoolStatus(fixture("status-scratch.txt"));
    EXPECT_EQ(pool.level, "stripe");
    EXPECT_EQ(pool.scan, "none requested");
    EXPECT_EQ(pool.sync_action, "idle");
    EXPECT_FALSE(pool.mismatches.has_value());
    ASSERT_EQ(pool.members.size(), 2u);
    EXPECT_EQ(pool.members[1].errors, 3u); // READ 2 + WRITE 1
}

TEST(ZpoolStatus, TextWithoutAPoolOrAConfigTableIsRefused)
{
    EXPECT_THROW(parseZpoolStatus(""), std::runtime_error);
    EXPECT_THROW(parseZpoolStatus("  pool: tank\n state: ONLINE\n"), std::runtime_error);
}
