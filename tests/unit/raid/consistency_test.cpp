// Crash consistency and member settings: the create rules (validation_consistency.cpp), the
// create argv (steps.cpp), and the changes to a running array (array_settings.cpp).
#include <gtest/gtest.h>

#include <algorithm>

#include "core/drives/scan.h"
#include "core/raid/array_settings.h"
#include "core/raid/plan.h"
#include "core/raid/raid_json.h"
#include "core/raid/steps.h"
#include "core/raid/validation.h"

using namespace am::raid;

namespace {

const am::drives::ScanResult& scanned()
{
    static const std::string root = std::string(ARRAYMARK_TEST_DATA) + "/machine1";
    static const auto result =
        am::drives::scan(am::drives::SystemRoots{root + "/sys", root + "/proc", root + "/dev"});
    return result;
}

Plan raid5()
{
    Plan p;
    p.level = Level::Raid5;
    p.members = {"/dev/nvme0n1", "/dev/nvme1n1", "/dev/sda"};
    p.name = "data";
    return p;
}

Plan raid1()
{
    Plan p;
    p.level = Level::Raid1;
    p.members = {"/dev/nvme0n1", "/dev/sda"};
    p.name = "mirror";
    return p;
}

Validation check(const Plan& p)
{
    ValidationContext context;
    context.scan = &scanned();
    return validate(p, context);
}

bool has(const std::vector<Finding>& list, const std::string& rule)
{
    return std::any_of(list.begin(), list.end(),
                       [&](const Finding& finding) { return finding.rule == rule; });
}

std::string rules(const std::vector<Finding>& list)
{
    std::string text;
    for (const auto& finding : list) text += finding.rule + ": " + finding.message + "\n";
    return text;
}

const std::vector<std::string> kOwnRules{"consistency_level",
                                         "resync_bitmap",
                                         "imsm_policy",
                                         "ppl_level",
                                         "ppl_bitmap",
                                         "ppl_journal",
                                         "journal_level",
                                         "journal_metadata",
                                         "journal_bitmap",
                                         "write_mostly_level",
                                         "write_mostly_metadata",
                                         "write_mostly_spares",
                                         "write_mostly_not_member"};

std::vector<std::string> argvOf(const Plan& p) { return createSteps(p).front().argv; }

bool inArgv(const std::vector<std::string>& argv, const std::string& word)
{
    return std::find(argv.begin(), argv.end(), word) != argv.end();
}

} // namespace

TEST(ConsistencyRules, PplOnRaid5IsValidAndNeedsNoBitmap)
{
    Plan p = raid5();
    p.consistency_policy = ConsistencyPolicy::Ppl;
    const auto v = check(p);
    for (const auto& rule : kOwnRules) EXPECT_FALSE(has(v.problems, rule)) << rules(v.problems);
    EXPECT_EQ(effectiveBitmap(p), Bitmap::None);
    EXPECT_EQ(effectiveConsistency(p), ConsistencyPolicy::Ppl);
    const auto argv = argvOf(p);
    EXPECT_TRUE(inArgv(argv, "--consistency-policy=ppl"));
    EXPECT_FALSE(std::any_of(argv.begin(), argv.end(), [](const std::string& word) {
        return word.starts_with("--bitmap");
    })) << "PPL says the policy itself; a --bitmap beside it is what md refuses";
}

TEST(ConsistencyRules, PplOnlyForRaid5)
{
    for (const Level level : {Level::Raid1, Level::Raid6, Level::Raid10}) {
        Plan p = raid5();
        p.level = level;
        if (level == Level::Raid6) p.members.push_back("/dev/sdb");
        p.consistency_policy = ConsistencyPolicy::Ppl;
        const auto v = check(p);
        EXPECT_TRUE(has(v.problems, "ppl_level")) << toString(level) << "\n" << rules(v.problems);
    }
}

TEST(ConsistencyRules, PplAndBitmapExcludeEachOther)
{
    Plan p = raid5();
    p.consistency_policy = ConsistencyPolicy::Ppl;
    p.bitmap = Bitmap::Internal;
    EXPECT_TRUE(has(check(p).problems, "ppl_bitmap"));
    p.bitmap = Bitmap::None; // said outright: no conflict, and PPL alone says it
    EXPECT_FALSE(has(check(p).problems, "ppl_bitmap"));
    EXPECT_FALSE(inArgv(argvOf(p), "--bitmap=none"));
    EXPECT_TRUE(inArgv(argvOf(p), "--consistency-policy=ppl"));
}

TEST(ConsistencyRules, JournalIsCheckedLikeAMemberAndOnlyForRaid456)
{
    Plan p = raid5();
    p.write_journal = "sdc1"; // mounted in machine1: refused as a member would be
    canonicalizeDevices(p, scanned());
    EXPECT_EQ(*p.write_journal, "/dev/sdc1");
    auto v = check(p);
    EXPECT_TRUE(has(v.problems, "member_in_use")) << rules(v.problems);

    p.write_journal = "/dev/nvme0n1"; // already a member
    EXPECT_TRUE(has(check(p).problems, "duplicate_device"));

    p.write_journal = "/dev/sdz";
    EXPECT_TRUE(has(check(p).problems, "unknown_device"));

    Plan mirror = raid1();
    mirror.write_journal = "/dev/sdb";
    EXPECT_TRUE(has(check(mirror).problems, "journal_level"));
}

TEST(ConsistencyRules, JournalExcludesPplAndBitmapAndImsm)
{
    Plan p = raid5();
    p.write_journal = "/dev/sdb";
    p.consistency_policy = ConsistencyPolicy::Ppl;
    p.bitmap = Bitmap::Internal;
    const auto v = check(p);
    EXPECT_TRUE(has(v.problems, "ppl_journal")) << rules(v.problems);
    EXPECT_TRUE(has(v.problems, "journal_bitmap")) << rules(v.problems);
    EXPECT_TRUE(has(v.warnings, "journal_rotational")) << "sdb is a spinning disk";

    Plan imsm = raid5();
    imsm.metadata = Metadata::Imsm;
    imsm.write_journal = "/dev/sdb";
    EXPECT_TRUE(has(check(imsm).problems, "journal_metadata"));
}

TEST(ConsistencyRules, JournalArgvAndEffectivePolicy)
{
    Plan p = raid5();
    p.write_journal = "/dev/sdb";
    const auto argv = argvOf(p);
    const auto at = std::find(argv.begin(), argv.end(), "--write-journal");
    ASSERT_NE(at, argv.end());
    EXPECT_EQ(*(at + 1), "/dev/sdb");
    EXPECT_TRUE(inArgv(argv, "--raid-devices=3")) << "the journal is no raid device";
    EXPECT_EQ(effectiveConsistency(p), ConsistencyPolicy::Journal);
    EXPECT_EQ(effectiveBitmap(p), Bitmap::None);
}

TEST(ConsistencyRules, ResyncIsNoBitmap)
{
    Plan p = raid1();
    p.consistency_policy = ConsistencyPolicy::Resync;
    EXPECT_EQ(effectiveBitmap(p), Bitmap::None);
    EXPECT_TRUE(inArgv(argvOf(p), "--bitmap=none"));
    p.bitmap = Bitmap::Internal;
    EXPECT_TRUE(has(check(p).problems, "resync_bitmap"));
    Plan stripe = raid1();
    stripe.level = Level::Raid0;
    stripe.consistency_policy = ConsistencyPolicy::Resync;
    EXPECT_TRUE(has(check(stripe).problems, "consistency_level"));
}

TEST(ConsistencyRules, ImsmTakesPplOnItsVolume)
{
    Plan p = raid5();
    p.metadata = Metadata::Imsm;
    p.consistency_policy = ConsistencyPolicy::Ppl;
    const auto steps = createSteps(p);
    ASSERT_GE(steps.size(), 2u);
    EXPECT_FALSE(inArgv(steps[0].argv, "--consistency-policy=ppl")) << "not on the container";
    EXPECT_TRUE(inArgv(steps[1].argv, "--consistency-policy=ppl"));
    p.consistency_policy = ConsistencyPolicy::Resync;
    EXPECT_TRUE(has(check(p).problems, "imsm_policy"));
}

TEST(ConsistencyRules, NotForOtherBackends)
{
    Plan p = raid1();
    p.backend = Backend::Lvm;
    p.consistency_policy = ConsistencyPolicy::Resync;
    p.write_mostly = {"/dev/sda"};
    const auto v = check(p);
    EXPECT_TRUE(has(v.problems, "backend_option")) << rules(v.problems);
}

TEST(WriteMostly, MembersAfterOneFlagAtTheEnd)
{
    Plan p = raid1();
    p.members = {"/dev/nvme0n1", "/dev/sda", "/dev/nvme1n1"};
    p.write_mostly = {"/dev/sda"};
    const auto argv = argvOf(p);
    const std::vector<std::string> tail(argv.end() - 4, argv.end());
    EXPECT_EQ(tail, (std::vector<std::string>{"/dev/nvme0n1", "/dev/nvme1n1", "--write-mostly",
                                              "/dev/sda"}));
    EXPECT_FALSE(has(check(p).problems, "write_mostly_not_member")) << rules(check(p).problems);
}

TEST(WriteMostly, Rules)
{
    Plan p = raid1();
    p.write_mostly = {"sda", "/dev/sdb"}; // sda by its short name; sdb is no member
    canonicalizeDevices(p, scanned());
    auto v = check(p);
    EXPECT_TRUE(has(v.problems, "write_mostly_not_member")) << rules(v.problems);
    EXPECT_EQ(std::count_if(v.problems.begin(), v.problems.end(),
                            [](const Finding& f) { return f.rule == "write_mostly_not_member"; }),
              1);
    p.write_mostly = {"/dev/sda"};
    p.spares = {"/dev/sdb"};
    EXPECT_TRUE(has(check(p).problems, "write_mostly_spares"));
    Plan stripe = raid5();
    stripe.write_mostly = {"/dev/sda"};
    EXPECT_TRUE(has(check(stripe).problems, "write_mostly_level"));
    Plan all = raid1();
    all.write_mostly = all.members;
    EXPECT_TRUE(has(check(all).warnings, "write_mostly_all"));
}

TEST(ConsistencyRules, PlanJsonSaysThePolicy)
{
    Plan p = raid5();
    p.consistency_policy = ConsistencyPolicy::Ppl;
    const auto json = planJson(p, check(p), {}, createSteps(p));
    EXPECT_EQ(json["plan"]["consistency_policy"], "ppl");
    EXPECT_EQ(json["plan"]["bitmap"], "none");
    EXPECT_TRUE(json["plan"]["write_journal"].is_null());
    EXPECT_EQ(effectiveConsistency(raid1()), ConsistencyPolicy::Bitmap);
}

// A running array as sysfs shows it.
namespace {
ArrayStatus running(const std::string& level, const std::string& policy, const std::string& bitmap)
{
    ArrayStatus array;
    array.name = "md127";
    array.path = "/dev/md127";
    array.level = level;
    array.metadata = "1.2";
    array.consistency_policy = policy;
    array.bitmap = bitmap;
    array.raid_disks = 2;
    array.members = {{"sdb", "/dev/sdb", 0, "active", {"in_sync"}},
                     {"sdc", "/dev/sdc", 1, "active", {"in_sync"}}};
    return array;
}

std::vector<std::vector<std::string>> argvs(const std::vector<Step>& steps)
{
    std::vector<std::vector<std::string>> all;
    for (const auto& step : steps) all.push_back(step.display());
    return all;
}
} // namespace

TEST(ArraySettings, BitmapAddAndRemove)
{
    SettingsChange add;
    add.bitmap = Bitmap::Internal;
    const auto mirror = running("raid1", "resync", "none");
    EXPECT_TRUE(settingsProblems(mirror, add).empty()) << rules(settingsProblems(mirror, add));
    EXPECT_EQ(argvs(settingsSteps(am::drives::SystemRoots{}, mirror, add)),
              (std::vector<std::vector<std::string>>{
                  {"mdadm", "--grow", "/dev/md127", "--bitmap=internal"}}));
    EXPECT_TRUE(
        has(settingsProblems(running("raid1", "bitmap", "internal"), add), "bitmap_present"));
    SettingsChange remove;
    remove.bitmap = Bitmap::None;
    EXPECT_EQ(argvs(settingsSteps(am::drives::SystemRoots{}, running("raid1", "bitmap", "internal"),
                                  remove)),
              (std::vector<std::vector<std::string>>{
                  {"mdadm", "--grow", "/dev/md127", "--bitmap=none"}}));
    EXPECT_TRUE(has(settingsProblems(mirror, remove), "no_bitmap"));
}

TEST(ArraySettings, PplNeedsRaid5AndNoBitmapUnlessRemovedFirst)
{
    SettingsChange ppl;
    ppl.consistency_policy = ConsistencyPolicy::Ppl;
    EXPECT_TRUE(has(settingsProblems(running("raid1", "resync", "none"), ppl), "ppl_level"));
    const auto with_bitmap = running("raid5", "bitmap", "internal");
    EXPECT_TRUE(has(settingsProblems(with_bitmap, ppl), "ppl_bitmap"));
    ppl.bitmap = Bitmap::None; // in the same change: the bitmap goes first
    EXPECT_TRUE(settingsProblems(with_bitmap, ppl).empty())
        << rules(settingsProblems(with_bitmap, ppl));
    EXPECT_EQ(argvs(settingsSteps(am::drives::SystemRoots{}, with_bitmap, ppl)),
              (std::vector<std::vector<std::string>>{
                  {"mdadm", "--grow", "/dev/md127", "--bitmap=none"},
                  {"mdadm", "--grow", "/dev/md127", "--consistency-policy=ppl"}}));
    auto old = running("raid5", "resync", "none");
    old.metadata = "0.90";
    ppl.bitmap.reset();
    EXPECT_TRUE(has(settingsProblems(old, ppl), "ppl_metadata"));
    EXPECT_TRUE(has(settingsProblems(running("raid5", "ppl", "none"), ppl), "policy_unchanged"));
    EXPECT_TRUE(has(settingsProblems(running("raid5", "journal", "none"), ppl), "ppl_journal"));
}

TEST(ArraySettings, ResyncSwitchesPplOffAndThenABitmapMayCome)
{
    SettingsChange change;
    change.consistency_policy = ConsistencyPolicy::Resync;
    change.bitmap = Bitmap::Internal;
    const auto ppl = running("raid5", "ppl", "none");
    EXPECT_TRUE(settingsProblems(ppl, change).empty()) << rules(settingsProblems(ppl, change));
    EXPECT_EQ(argvs(settingsSteps(am::drives::SystemRoots{}, ppl, change)),
              (std::vector<std::vector<std::string>>{
                  {"mdadm", "--grow", "/dev/md127", "--consistency-policy=resync"},
                  {"mdadm", "--grow", "/dev/md127", "--bitmap=internal"}}));
    SettingsChange bitmap_only;
    bitmap_only.bitmap = Bitmap::Internal;
    EXPECT_TRUE(has(settingsProblems(ppl, bitmap_only), "ppl_bitmap"));
    SettingsChange resync;
    resync.consistency_policy = ConsistencyPolicy::Resync;
    EXPECT_TRUE(
        has(settingsProblems(running("raid1", "bitmap", "internal"), resync), "resync_from"));
    SettingsChange journal;
    journal.consistency_policy = ConsistencyPolicy::Journal;
    EXPECT_TRUE(has(settingsProblems(ppl, journal), "policy_not_settable"));
}

TEST(ArraySettings, WriteMostlyOnRaid1Members)
{
    SettingsChange change;
    change.write_mostly = {"/dev/sdc"};
    change.readwrite = {"/dev/sdb"};
    const auto mirror = running("raid1", "bitmap", "internal");
    EXPECT_TRUE(settingsProblems(mirror, change).empty());
    EXPECT_EQ(argvs(settingsSteps(am::drives::SystemRoots{}, mirror, change)),
              (std::vector<std::vector<std::string>>{
                  {"write", "/sys/block/md127/md/dev-sdc/state", "writemostly"},
                  {"write", "/sys/block/md127/md/dev-sdb/state", "-writemostly"}}));
    change.write_mostly = {"/dev/sdz"};
    EXPECT_TRUE(has(settingsProblems(mirror, change), "write_mostly_not_member"));
    change.write_mostly = {"/dev/sdb"};
    EXPECT_TRUE(has(settingsProblems(mirror, change), "write_mostly_both"));
    change.readwrite.clear();
    EXPECT_TRUE(
        has(settingsProblems(running("raid5", "resync", "none"), change), "write_mostly_level"));
}

TEST(ArraySettings, NothingAskedOrNoRedundancyOrAnotherBackend)
{
    const auto mirror = running("raid1", "bitmap", "internal");
    EXPECT_TRUE(has(settingsProblems(mirror, {}), "nothing_to_change"));
    SettingsChange add;
    add.bitmap = Bitmap::Internal;
    EXPECT_TRUE(has(settingsProblems(running("raid0", "none", ""), add), "settings_level"));
    auto lvm = mirror;
    lvm.backend = Backend::Lvm;
    EXPECT_TRUE(has(settingsProblems(lvm, add), "settings_backend"));
}
