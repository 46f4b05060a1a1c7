// What the last check or repair left in sysfs: mismatch_cnt, last_sync_action, each member's
// errors and bad-block log, their meaning by level, and the JSON round trip.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/raid/array_status.h"
#include "core/raid/array_status_json_read.h"
#include "core/raid/mismatch_meaning.h"
#include "core/raid/raid_json.h"
#include "core/raid/types.h"
#include "core/util/text_file.h"

using namespace am::raid;
namespace fs = std::filesystem;

namespace {
const fs::path kScrub = fs::path(ARRAYMARK_TEST_DATA) / "raid" / "scrub";
am::drives::SystemRoots roots(const fs::path& root)
{
    return {root / "sys", root / "proc", root / "dev"};
}
} // namespace

TEST(ScrubStatus, ReadsWhatTheLastCheckFound)
{
    const ArrayStatus status = readArrayStatus(roots(kScrub / "check-found"), "md0");
    ASSERT_TRUE(status.mismatches.has_value());
    EXPECT_EQ(*status.mismatches, 128U);
    EXPECT_EQ(status.last_sync_action, "check");
    ASSERT_EQ(status.members.size(), 2U);
    EXPECT_EQ(status.members[0].name, "vdb");
    EXPECT_EQ(status.members[0].errors, 3U);
    ASSERT_TRUE(status.members[0].bad_blocks.has_value());
    EXPECT_EQ(*status.members[0].bad_blocks, (BadBlocks{2, 24}));
    ASSERT_TRUE(status.members[1].bad_blocks.has_value()); // an empty log is a log
    EXPECT_EQ(*status.members[1].bad_blocks, (BadBlocks{0, 0}));
}

TEST(ScrubStatus, AnOlderSnapshotWithoutTheAttributesHasNone)
{
    const ArrayStatus status =
        readArrayStatus(roots(fs::path(ARRAYMARK_TEST_DATA) / "raid/recovery/00-clean"), "md0");
    EXPECT_FALSE(status.mismatches.has_value());
    EXPECT_EQ(status.last_sync_action, "");
    EXPECT_FALSE(status.members[0].bad_blocks.has_value());
    EXPECT_EQ(status.members[0].errors, 0U); // dev-vdb/errors is in that snapshot
}

TEST(ScrubStatus, ParsesTheBadBlockLog)
{
    EXPECT_EQ(parseBadBlocks(""), (BadBlocks{0, 0}));
    EXPECT_EQ(parseBadBlocks("8 8\n"), (BadBlocks{1, 8}));
    EXPECT_EQ(parseBadBlocks("8 8\n\n1024 512\n"), (BadBlocks{2, 520}));
    EXPECT_THROW(parseBadBlocks("8\n"), ParseError);
    EXPECT_THROW(parseBadBlocks("8 eight\n"), ParseError);
    EXPECT_THROW(parseBadBlocks("8 8 8\n"), ParseError);
}

TEST(ScrubStatus, AMalformedMismatchCountNamesTheFile)
{
    const fs::path root = fs::temp_directory_path() / "arraymark-scrub-malformed";
    fs::remove_all(root);
    fs::copy(kScrub / "check-found", root, fs::copy_options::recursive);
    am::util::writeTextFile(root / "sys/block/md0/md/mismatch_cnt", "lots\n");
    try {
        readArrayStatus(roots(root), "md0");
        ADD_FAILURE() << "a malformed mismatch_cnt was accepted";
    } catch (const ParseError& error) {
        EXPECT_NE(std::string(error.what()).find("mismatch_cnt"), std::string::npos)
            << error.what();
    }
    fs::remove_all(root);
}

TEST(ScrubStatus, ARaid0sLayoutOfMinusOneIsNoLayout)
{
    const fs::path root = fs::temp_directory_path() / "arraymark-scrub-layout";
    fs::remove_all(root);
    fs::copy(kScrub / "check-found", root, fs::copy_options::recursive);
    am::util::writeTextFile(root / "sys/block/md0/md/layout", "-1\n");
    EXPECT_EQ(readArrayStatus(roots(root), "md0").layout, std::nullopt);
    am::util::writeTextFile(root / "sys/block/md0/md/layout", "258\n");
    EXPECT_EQ(readArrayStatus(roots(root), "md0").layout, 258U);
    am::util::writeTextFile(root / "sys/block/md0/md/layout", "near\n");
    EXPECT_THROW(readArrayStatus(roots(root), "md0"), ParseError);
    fs::remove_all(root);
}

TEST(MismatchMeaning, OneRowPerLevel)
{
    EXPECT_EQ(mismatchMeaning("raid1"), MismatchMeaning::CopiesDiffer);
    EXPECT_EQ(mismatchMeaning("raid10"), MismatchMeaning::CopiesDiffer);
    for (const char* level : {"raid4", "raid5", "raid6"})
        EXPECT_EQ(mismatchMeaning(level), MismatchMeaning::ParityDiffers) << level;
    EXPECT_EQ(mismatchMeaning("raid0"), MismatchMeaning::NoRedundancy);
    EXPECT_EQ(mismatchMeaning("container"), MismatchMeaning::Unknown);
    EXPECT_NE(mismatchExplanation(MismatchMeaning::CopiesDiffer).find("harmless"),
              std::string_view::npos);
    EXPECT_NE(mismatchExplanation(MismatchMeaning::ParityDiffers).find("rewrites the parity"),
              std::string_view::npos);
    EXPECT_EQ(toString(MismatchMeaning::ParityDiffers), "parity_differs");
}

TEST(MismatchMeaning, SaysOnlyWhatMdKnows)
{
    EXPECT_EQ(lastCheckSummary("raid1", "check", 128), "check found 128 mismatched sectors");
    EXPECT_EQ(lastCheckSummary("raid5", "repair", 8),
              "repair found and rewrote 8 mismatched sectors");
    EXPECT_EQ(lastCheckSummary("raid1", "none", 0), "no check or repair since the array started");
    EXPECT_EQ(lastCheckSummary("raid1", "idle", std::nullopt),
              "no check or repair since the array started");
    EXPECT_NE(lastCheckSummary("raid1", "resync", 0).find("no check since the last resync"),
              std::string::npos);
    EXPECT_EQ(lastCheckSummary("raid0", "check", 0), ""); // nothing to check
}

TEST(ScrubStatus, JsonCarriesItAndReadsItBack)
{
    const ArrayStatus status = readArrayStatus(roots(kScrub / "check-found"), "md0");
    const auto doc = toJson(status);
    EXPECT_EQ(doc["mismatches"], 128);
    EXPECT_EQ(doc["last_sync_action"], "check");
    EXPECT_EQ(doc["mismatch_meaning"], "copies_differ");
    EXPECT_EQ(doc["members"][0]["errors"], 3);
    EXPECT_EQ(doc["members"][0]["bad_blocks"]["entries"], 2);
    EXPECT_EQ(doc["members"][0]["bad_blocks"]["sectors"], 24);
    const ArrayStatus back = arrayStatusFromJson(doc);
    EXPECT_EQ(back.mismatches, status.mismatches);
    EXPECT_EQ(back.last_sync_action, "check");
    EXPECT_EQ(back.members[0].bad_blocks, status.members[0].bad_blocks);
    EXPECT_EQ(back.members[1].bad_blocks, status.members[1].bad_blocks);
    EXPECT_EQ(back.members[0].errors, 3U);
    EXPECT_EQ(toJson(back), doc);

    auto wrong = doc;
    wrong["members"][0]["bad_blocks"] = "two";
    EXPECT_THROW(arrayStatusFromJson(wrong), ArrayStatusJsonError);
}
