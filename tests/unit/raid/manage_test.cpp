#include <gtest/gtest.h>

#include "core/raid/manage.h"

using namespace am::raid;
using Argv = std::vector<std::string>;

namespace {

ArrayStatus array(std::string name, std::string level, std::string container,
                  std::vector<std::string> members, std::uint32_t raid_disks)
{
    ArrayStatus status;
    status.name = std::move(name);
    status.path = "/dev/" + status.name;
    status.level = std::move(level);
    status.container = std::move(container);
    status.raid_disks = raid_disks;
    for (auto& member : members)
        status.members.push_back({member, "/dev/" + member, std::nullopt, "active", {}});
    return status;
}

// Two containers as in the VROC mdstat fixture: md125 holds one volume, md126 two.
std::vector<ArrayStatus> vroc()
{
    return {array("md123", "raid5", "md126", {"nvme1n1", "nvme4n1", "nvme6n1", "nvme7n1"}, 4),
            array("md122", "raid10", "md126", {"nvme1n1", "nvme4n1", "nvme6n1", "nvme7n1"}, 4),
            array("md124", "raid1", "md125", {"nvme0n1", "nvme3n1"}, 2),
            array("md125", "container", "", {"nvme0n1", "nvme3n1"}, 0),
            array("md126", "container", "", {"nvme1n1", "nvme4n1", "nvme6n1", "nvme7n1"}, 0),
            array("md0", "raid1", "", {"sda1", "sdb1"}, 2)};
}

} // namespace

TEST(Manage, ImsmDisksJoinAndLeaveTheContainer)
{
    const auto all = vroc();
    EXPECT_EQ(memberStepFor(all[2], MemberAction::Add, "/dev/nvme9n1").argv,
              (Argv{"mdadm", "--manage", "/dev/md125", "--add", "/dev/nvme9n1"}));
    EXPECT_EQ(memberStepFor(all[2], MemberAction::Remove, "/dev/nvme3n1").argv,
              (Argv{"mdadm", "--manage", "/dev/md125", "--remove", "/dev/nvme3n1"}));
    EXPECT_EQ(memberStepFor(all[2], MemberAction::Fail, "/dev/nvme3n1").argv,
              (Argv{"mdadm", "--manage", "/dev/md124", "--fail", "/dev/nvme3n1"}));
    EXPECT_EQ(memberStepFor(all[5], MemberAction::Add, "/dev/sdc1").argv,
              (Argv{"mdadm", "--manage", "/dev/md0", "--add", "/dev/sdc1"}));
    const auto grow = growStepsFor(all[5], "/dev/sdc1");
    EXPECT_EQ(grow[1].argv, (Argv{"mdadm", "--grow", "/dev/md0", "--raid-devices=3"}));
}

TEST(Manage, DeleteTargets)
{
    const auto all = vroc();
    const auto native = deleteTargetFor(all, "md0");
    EXPECT_EQ(native.stop, (std::vector<std::string>{"/dev/md0"}));
    EXPECT_EQ(native.members, (std::vector<std::string>{"/dev/sda1", "/dev/sdb1"}));
    const auto lone_volume = deleteTargetFor(all, "md124");
    EXPECT_EQ(lone_volume.stop, (std::vector<std::string>{"/dev/md124", "/dev/md125"}));
    EXPECT_EQ(lone_volume.members, (std::vector<std::string>{"/dev/nvme0n1", "/dev/nvme3n1"}));
    const auto container = deleteTargetFor(all, "md126");
    EXPECT_EQ(container.stop, (std::vector<std::string>{"/dev/md123", "/dev/md122", "/dev/md126"}));
    EXPECT_EQ(container.members.size(), 4U);
    try {
        deleteTargetFor(all, "md123");
        FAIL() << "deleting one of two volumes must be refused";
    } catch (const std::runtime_error& error) {
        EXPECT_NE(std::string(error.what()).find("md122"), std::string::npos) << error.what();
    }
    EXPECT_THROW(deleteTargetFor(all, "md9"), std::runtime_error);
}
