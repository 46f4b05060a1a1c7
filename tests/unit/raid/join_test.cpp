// Who may join an array (add, re-add): only a free device, or a former
// member whose one signature is the md superblock of that same array.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "core/raid/operations.h"

using namespace am;

namespace {

// A devfs of empty files, so the O_EXCL probe has something to open.
class FakeDevfs {
public:
    FakeDevfs()
    {
        root_ = std::filesystem::temp_directory_path() /
                ("arraymark-join-" + std::to_string(::getpid()));
        std::filesystem::create_directories(root_);
        for (const char* name : {"sdb", "sdc", "sdd", "sde"}) std::ofstream(root_ / name).put('\0');
        roots_.devfs = root_;
    }
    ~FakeDevfs() { std::filesystem::remove_all(root_); }
    const drives::SystemRoots& roots() const { return roots_; }

private:
    std::filesystem::path root_;
    drives::SystemRoots roots_;
};

drives::BlockDevice device(const std::string& name, const std::string& type,
                           const std::string& uuid)
{
    drives::BlockDevice d;
    d.name = name;
    d.path = "/dev/" + name;
    d.signature_type = type;
    d.signature_usage = type == "linux_raid_member" ? "raid" : "filesystem";
    d.signature_uuid = uuid;
    if (!type.empty())
        d.in_use_reasons.push_back(
            {drives::InUseReason::Kind::Signature, type, "has a " + type + " signature"});
    return d;
}

// md0 is a degraded mirror over sdb; sdc was its member (same UUID), sdd carries
// ext4, sde the superblock of another array.
struct Machine {
    drives::ScanResult scan;
    raid::ArrayStatus md0;
    Machine()
    {
        scan.drives = {device("sdb", "linux_raid_member", "aaaa"),
                       device("sdc", "linux_raid_member", "aaaa"), device("sdd", "ext4", "1234"),
                       device("sde", "linux_raid_member", "bbbb")};
        scan.drives[0].holders = {"md0"};
        scan.drives[0].in_use_reasons.push_back(
            {drives::InUseReason::Kind::MdMember, "md0", "member of md0"});
        md0.name = "md0";
        md0.path = "/dev/md0";
        md0.members = {{"sdb", "/dev/sdb", 0, "active", {"in_sync"}}};
    }
};

bool hasRule(const std::vector<raid::Finding>& findings, const std::string& rule)
{
    for (const auto& finding : findings)
        if (finding.rule == rule) return true;
    return false;
}

} // namespace

TEST(JoinArray, ReAddOfAFormerMemberExcusesItsOwnSuperblock)
{
    FakeDevfs devfs;
    const Machine machine;
    EXPECT_TRUE(
        raid::joinFindings("/dev/sdc", machine.scan, devfs.roots(), &machine.md0, true).empty());
    EXPECT_TRUE(
        raid::joinFindings("/dev/sdc", machine.scan, devfs.roots(), &machine.md0, false).empty());
}

TEST(JoinArray, ReAddOfADeviceCarryingAFilesystemIsRefused)
{
    FakeDevfs devfs;
    const Machine machine;
    const auto findings =
        raid::joinFindings("/dev/sdd", machine.scan, devfs.roots(), &machine.md0, true);
    ASSERT_TRUE(hasRule(findings, "not_former_member"));
    EXPECT_NE(findings.front().message.find("does not carry the md superblock of /dev/md0"),
              std::string::npos)
        << findings.front().message;
    EXPECT_TRUE(hasRule(findings, "member_in_use"));
}

TEST(JoinArray, ReAddOfAnotherArraysMemberIsRefused)
{
    FakeDevfs devfs;
    const Machine machine;
    const auto findings =
        raid::joinFindings("/dev/sde", machine.scan, devfs.roots(), &machine.md0, true);
    EXPECT_TRUE(hasRule(findings, "not_former_member"));
    EXPECT_TRUE(hasRule(findings, "member_in_use"));
}

TEST(JoinArray, AFormerMemberThatIsAlsoMountedIsRefused)
{
    FakeDevfs devfs;
    Machine machine;
    machine.scan.drives[1].mountpoints = {"/srv"};
    machine.scan.drives[1].in_use_reasons.push_back(
        {drives::InUseReason::Kind::Mounted, "/srv", "mounted at /srv"});
    const auto findings =
        raid::joinFindings("/dev/sdc", machine.scan, devfs.roots(), &machine.md0, true);
    ASSERT_EQ(findings.size(), 1U);
    EXPECT_NE(findings[0].message.find("mounted at /srv"), std::string::npos)
        << findings[0].message;
}

TEST(JoinArray, UnknownDeviceIsRefused)
{
    FakeDevfs devfs;
    const Machine machine;
    EXPECT_TRUE(
        hasRule(raid::joinFindings("/dev/sdz", machine.scan, devfs.roots(), &machine.md0, true),
                "unknown_device"));
}
