// The refusal to fail or remove the last redundant member (redundancy_guard.cpp), case by case.
#include <gtest/gtest.h>

#include "core/raid/operation_refused.h"
#include "core/raid/redundancy_guard.h"

using namespace am::raid;
using Kind = RedundancyLoss::Kind;

namespace {

constexpr std::uint32_t kNear2 = 0x102; // md/layout of raid10 n2
constexpr std::uint32_t kFar2 = 0x201;  // f2
constexpr std::uint32_t kFarSets = (1u << 17) | 0x102;

// An md array of `disks` slots; the slots in `missing` have no member, `extra` adds
// non-active members (spare, faulty, rebuilding).
ArrayStatus array(const std::string& level, std::uint32_t disks, std::vector<std::uint32_t> missing,
                  std::optional<std::uint32_t> layout = std::nullopt)
{
    ArrayStatus status;
    status.name = "md127";
    status.path = "/dev/md127";
    status.level = level;
    status.raid_disks = disks;
    status.degraded = static_cast<std::uint32_t>(missing.size());
    status.layout = layout;
    for (std::uint32_t slot = 0; slot < disks; ++slot) {
        if (std::find(missing.begin(), missing.end(), slot) != missing.end()) continue;
        const std::string name = std::string("sd") + static_cast<char>('b' + slot);
        status.members.push_back({name, "/dev/" + name, slot, "active", {"in_sync"}});
    }
    return status;
}

std::string slotPath(std::uint32_t slot)
{
    return "/dev/sd" + std::string(1, static_cast<char>('b' + slot));
}

Kind failing(const ArrayStatus& status, std::uint32_t slot)
{
    return redundancyLoss(status, MemberAction::Fail, slotPath(slot)).kind;
}

} // namespace

TEST(RedundancyGuard, Raid1)
{
    EXPECT_EQ(failing(array("raid1", 2, {}), 0), Kind::None) << "a healthy mirror degrades freely";
    EXPECT_EQ(failing(array("raid1", 2, {1}), 0), Kind::ArrayFails) << "the last active member";
    EXPECT_EQ(failing(array("raid1", 3, {}), 0), Kind::None);
    EXPECT_EQ(failing(array("raid1", 3, {2}), 0), Kind::LastRedundancy);
    EXPECT_EQ(failing(array("raid1", 3, {1, 2}), 0), Kind::ArrayFails);
}

TEST(RedundancyGuard, Raid5SaysWhatIsLost)
{
    EXPECT_EQ(failing(array("raid5", 3, {}), 0), Kind::None);
    const auto loss = redundancyLoss(array("raid5", 3, {2}), MemberAction::Fail, "/dev/sdb");
    EXPECT_EQ(loss.kind, Kind::ArrayFails);
    EXPECT_EQ(loss.rule, "array_would_fail");
    EXPECT_EQ(loss.message, "md127 is raid5 with 1 of 3 members already missing: failing /dev/sdb "
                            "leaves it failed, and its data unreadable");
    EXPECT_EQ(redundancyLoss(array("raid5", 3, {2}), MemberAction::Remove, "/dev/sdb").kind,
              Kind::ArrayFails)
        << "removing an active member loses it as failing does";
}

TEST(RedundancyGuard, Raid6)
{
    EXPECT_EQ(failing(array("raid6", 4, {}), 0), Kind::None);
    const auto last = redundancyLoss(array("raid6", 4, {3}), MemberAction::Fail, "/dev/sdb");
    EXPECT_EQ(last.kind, Kind::LastRedundancy);
    EXPECT_EQ(last.rule, "last_redundancy");
    EXPECT_NE(last.message.find("without any redundancy"), std::string::npos) << last.message;
    EXPECT_EQ(failing(array("raid6", 4, {2, 3}), 0), Kind::ArrayFails);
}

TEST(RedundancyGuard, Raid10ByItsCopyGroups)
{
    // n2 on 4: slots {0,1} and {2,3} hold the same chunks.
    EXPECT_EQ(failing(array("raid10", 4, {}, kNear2), 0), Kind::None);
    EXPECT_EQ(failing(array("raid10", 4, {1}, kNear2), 0), Kind::ArrayFails);
    EXPECT_EQ(failing(array("raid10", 4, {1}, kNear2), 2), Kind::LastRedundancy);
    // n2 on 3: the copies wrap, {0,1} {1,2} {2,0}: any second loss fails it.
    EXPECT_EQ(failing(array("raid10", 3, {1}, kNear2), 0), Kind::ArrayFails);
    EXPECT_EQ(failing(array("raid10", 3, {1}, kNear2), 2), Kind::ArrayFails);
    // f2 on 4: slot d's chunks are copied on d+1.
    EXPECT_EQ(failing(array("raid10", 4, {0}, kFar2), 1), Kind::ArrayFails);
    EXPECT_EQ(failing(array("raid10", 4, {0}, kFar2), 2), Kind::LastRedundancy);
    EXPECT_EQ(failing(array("raid10", 4, {0}, kFar2), 3), Kind::ArrayFails);
    // A layout not worked out here: conservative (two copies: a second loss may fail it).
    EXPECT_EQ(failing(array("raid10", 4, {}, kFarSets), 0), Kind::None);
    EXPECT_EQ(failing(array("raid10", 4, {3}, kFarSets), 0), Kind::ArrayFails);
}

TEST(RedundancyGuard, Raid0AndOnlyActiveMembersAndOnlyFailOrRemove)
{
    EXPECT_EQ(failing(array("raid0", 2, {}), 0), Kind::ArrayFails);
    auto degraded = array("raid1", 2, {1});
    degraded.members.push_back({"sdx", "/dev/sdx", std::nullopt, "spare", {"spare"}});
    degraded.members.push_back({"sdy", "/dev/sdy", std::nullopt, "faulty", {"faulty"}});
    degraded.members.push_back({"sdz", "/dev/sdz", 1, "rebuilding", {}});
    for (const char* other : {"/dev/sdx", "/dev/sdy", "/dev/sdz"})
        EXPECT_EQ(redundancyLoss(degraded, MemberAction::Fail, other).kind, Kind::None) << other;
    for (const auto action : {MemberAction::Add, MemberAction::ReAdd, MemberAction::Replace})
        EXPECT_EQ(redundancyLoss(degraded, action, "/dev/sdb").kind, Kind::None);
    auto lvm = degraded;
    lvm.backend = Backend::Lvm;
    EXPECT_EQ(redundancyLoss(lvm, MemberAction::Fail, "/dev/sdb").kind, Kind::None);
}

TEST(RedundancyGuard, RefusedUnlessTheNameIsTyped)
{
    const am::drives::SystemRoots roots{"/nonexistent/sys", "/nonexistent/proc",
                                        "/nonexistent/dev"};
    const auto degraded = array("raid1", 2, {1});
    try {
        requireRedundancyKept(roots, degraded, MemberAction::Fail, "/dev/sdb", std::nullopt);
        FAIL() << "not refused";
    } catch (const OperationRefused& refused) {
        EXPECT_EQ(refused.rule(), "array_would_fail");
        EXPECT_NE(std::string(refused.what()).find("nothing was written"), std::string::npos);
    }
    try {
        requireRedundancyKept(roots, degraded, MemberAction::Fail, "/dev/sdb", "md126");
        FAIL() << "a wrong name was taken";
    } catch (const OperationRefused& refused) {
        EXPECT_NE(std::string(refused.what()).find("\"md126\" does not name md127"),
                  std::string::npos)
            << refused.what();
    }
    EXPECT_NO_THROW(
        requireRedundancyKept(roots, degraded, MemberAction::Fail, "/dev/sdb", "md127"));
    EXPECT_NO_THROW(
        requireRedundancyKept(roots, degraded, MemberAction::Fail, "/dev/sdb", "/dev/md127"));
    EXPECT_NO_THROW(
        requireRedundancyKept(roots, array("raid1", 2, {}), MemberAction::Fail, "/dev/sdb", {}));
}
