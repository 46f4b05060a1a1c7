// "Not checked: needs administrator rights": a device whose content this user
// may not read (EACCES/EPERM on the probe's open) is a verdict of its own,
// not "in use", and is still refused for writing.
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include "core/drives/drive_json.h"
#include "core/drives/drive_json_read.h"
#include "core/drives/in_use.h"
#include "core/drives/scan.h"
#include "core/raid/member_guard.h"

using namespace am::drives;
namespace fs = std::filesystem;
using Kind = InUseReason::Kind;

namespace {

BlockDevice unreadable(const std::string& name, Transport transport = Transport::Sata)
{
    BlockDevice device;
    device.name = name;
    device.path = "/dev/" + name;
    device.size_bytes = 1'000'000'000;
    device.transport = transport;
    device.probe_error = "cannot open /dev/" + name + " to check its content: Permission denied";
    device.probe_denied = true;
    return device;
}

bool hasKind(const BlockDevice& device, Kind kind)
{
    return std::any_of(device.in_use_reasons.begin(), device.in_use_reasons.end(),
                       [&](const InUseReason& r) { return r.kind == kind; });
}

// A copy of tests/data/machine1 whose device files nobody but their owner may read.
class UnreadableFixture {
public:
    UnreadableFixture()
    {
        std::string pattern = (fs::temp_directory_path() / "arraymark-needs-admin-XXXXXX").string();
        if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
        root_ = pattern;
        fs::permissions(root_, fs::perms::owner_all | fs::perms::group_read |
                                   fs::perms::group_exec | fs::perms::others_read |
                                   fs::perms::others_exec);
        fs::copy(fs::path(ARRAYMARK_TEST_DATA) / "machine1", root_,
                 fs::copy_options::recursive | fs::copy_options::copy_symlinks);
        for (const auto& entry : fs::directory_iterator(root_ / "dev"))
            fs::permissions(entry.path(), fs::perms::none);
    }
    ~UnreadableFixture() { fs::remove_all(root_); }
    SystemRoots roots() const { return {root_ / "sys", root_ / "proc", root_ / "dev"}; }

private:
    fs::path root_;
};

// The scan as a normal user sees it, as JSON. As root (which reads any file
// whatever its mode) the scan runs in a child that first becomes "nobody".
std::string scanJsonAsUnprivileged(const SystemRoots& roots)
{
    int fds[2];
    if (::pipe(fds) != 0) throw std::runtime_error("pipe failed");
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(fds[0]);
        if (::geteuid() == 0) {
            const passwd* nobody = ::getpwnam("nobody");
            if (!nobody || ::setgroups(0, nullptr) != 0 ||
                ::setresgid(nobody->pw_gid, nobody->pw_gid, nobody->pw_gid) != 0 ||
                ::setresuid(nobody->pw_uid, nobody->pw_uid, nobody->pw_uid) != 0)
                ::_exit(3);
        }
        std::string text;
        try {
            text = toJson(scan(roots)).dump();
        } catch (const std::exception& error) {
            text = std::string("scan failed: ") + error.what();
        }
        for (std::size_t done = 0; done < text.size();) {
            const ssize_t n = ::write(fds[1], text.data() + done, text.size() - done);
            if (n <= 0) ::_exit(4);
            done += static_cast<std::size_t>(n);
        }
        ::_exit(0);
    }
    ::close(fds[1]);
    std::string text;
    char buffer[65536];
    for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) > 0;)
        text.append(buffer, static_cast<std::size_t>(n));
    ::close(fds[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        throw std::runtime_error("the unprivileged scan did not run (exit status " +
                                 std::to_string(status) + ")");
    return text;
}

} // namespace

TEST(NeedsAdmin, AnOpenRefusedIsNotCheckedNotInUseAndStillNotFree)
{
    ScanResult result;
    result.drives.push_back(unreadable("sdx"));
    assignInUseVerdicts(result);
    const BlockDevice& sdx = result.drives[0];
    ASSERT_EQ(sdx.in_use_reasons.size(), 1U);
    EXPECT_EQ(sdx.in_use_reasons[0].kind, Kind::NeedsAdmin);
    EXPECT_EQ(toString(Kind::NeedsAdmin), "needs_admin");
    EXPECT_NE(sdx.in_use_reasons[0].detail.find("needs administrator rights"), std::string::npos)
        << sdx.in_use_reasons[0].detail;
    EXPECT_EQ(verdictOf(sdx), Verdict::NeedsAdmin);
    EXPECT_EQ(toString(verdictOf(sdx)), "needs_admin");
    EXPECT_TRUE(sdx.inUse()); // refused for writing like any other reason
}

TEST(NeedsAdmin, AnyOtherUnreadableContentStaysInUse)
{
    ScanResult result;
    BlockDevice eio = unreadable("sdy");
    eio.probe_denied = false;
    eio.probe_error = "cannot read the content of /dev/sdy: Input/output error";
    result.drives.push_back(eio);
    assignInUseVerdicts(result);
    EXPECT_EQ(result.drives[0].in_use_reasons.at(0).kind, Kind::Unverified);
    EXPECT_EQ(verdictOf(result.drives[0]), Verdict::InUse);
}

TEST(NeedsAdmin, AKnownUseBesideItIsInUse)
{
    ScanResult result;
    BlockDevice mounted = unreadable("sdz");
    mounted.mountpoints = {"/srv"};
    result.drives.push_back(mounted);
    assignInUseVerdicts(result);
    EXPECT_TRUE(hasKind(result.drives[0], Kind::Mounted));
    EXPECT_EQ(verdictOf(result.drives[0]), Verdict::InUse);
}

TEST(NeedsAdmin, ALoopOverAnUnreadableDeviceInheritsNotCheckedNamingIt)
{
    ScanResult result;
    result.drives.push_back(unreadable("sdb"));
    BlockDevice loop = unreadable("loop7", Transport::Loop);
    loop.backing_device = "sdb";
    result.drives.push_back(loop);
    assignInUseVerdicts(result);
    const BlockDevice& loop7 = result.drives[1];
    EXPECT_EQ(verdictOf(loop7), Verdict::NeedsAdmin);
    const auto inherited = std::find_if(
        loop7.in_use_reasons.begin(), loop7.in_use_reasons.end(),
        [](const InUseReason& r) { return r.kind == Kind::NeedsAdmin && r.subject == "/dev/sdb"; });
    ASSERT_NE(inherited, loop7.in_use_reasons.end());
    EXPECT_NE(inherited->detail.find("backed by /dev/sdb"), std::string::npos) << inherited->detail;
    // sdb: held by the loop device over it (a known use), whatever its content.
    EXPECT_EQ(verdictOf(result.drives[0]), Verdict::InUse);
}

TEST(NeedsAdmin, ADiskRepeatsNoUnreadablePartition)
{
    ScanResult result;
    BlockDevice disk = unreadable("sdc");
    BlockDevice part = unreadable("sdc1");
    part.is_partition = true;
    part.parent = "sdc";
    disk.partitions.push_back(part);
    result.drives.push_back(disk);
    assignInUseVerdicts(result);
    EXPECT_FALSE(hasKind(result.drives[0], Kind::PartitionInUse));
    EXPECT_EQ(verdictOf(result.drives[0]), Verdict::NeedsAdmin);
    EXPECT_EQ(verdictOf(result.drives[0].partitions[0]), Verdict::NeedsAdmin);
}

TEST(NeedsAdmin, RaidMemberCheckRefusesIt)
{
    ScanResult result;
    result.drives.push_back(unreadable("sdx"));
    assignInUseVerdicts(result);
    const auto findings = am::raid::checkVerdictsFree({"/dev/sdx"}, result);
    ASSERT_EQ(findings.size(), 1U);
    EXPECT_EQ(findings[0].rule, "member_in_use");
}

TEST(NeedsAdmin, JsonSaysTheVerdictAndReadsItBack)
{
    ScanResult result;
    result.drives.push_back(unreadable("sdx"));
    assignInUseVerdicts(result);
    const nlohmann::json written = toJson(result);
    const auto& sdx = written.at("drives").at(0);
    EXPECT_EQ(sdx.at("verdict"), "needs_admin");
    EXPECT_EQ(sdx.at("in_use"), true);
    EXPECT_EQ(sdx.at("probe_denied"), true);
    EXPECT_EQ(sdx.at("in_use_reasons").at(0).at("kind"), "needs_admin");
    const ScanResult read = scanFromJson(written);
    EXPECT_EQ(read.drives.at(0).in_use_reasons.at(0).kind, Kind::NeedsAdmin);
    EXPECT_TRUE(read.drives.at(0).probe_denied);
    EXPECT_EQ(toJson(read), written);
}

TEST(NeedsAdmin, FixtureScannedAsANormalUser)
{
    const UnreadableFixture fixture;
    const auto doc = nlohmann::json::parse(scanJsonAsUnprivileged(fixture.roots()));
    const ScanResult seen = scanFromJson(doc);
    // nvme0n1 is free in the fixture: as a normal user it cannot be checked.
    const BlockDevice* nvme = seen.find("nvme0n1");
    ASSERT_NE(nvme, nullptr);
    EXPECT_TRUE(nvme->probe_denied) << nvme->probe_error;
    EXPECT_NE(nvme->probe_error.find("Permission denied"), std::string::npos) << nvme->probe_error;
    EXPECT_EQ(verdictOf(*nvme), Verdict::NeedsAdmin);
    for (const auto& drive : doc.at("drives")) {
        if (drive.at("name") == "nvme0n1") {
            EXPECT_EQ(drive.at("verdict"), "needs_admin");
        }
    }
    // What sysfs and the mount table tell needs no reading: still in use.
    EXPECT_EQ(verdictOf(*seen.find("sdc2")), Verdict::InUse);  // mounted at /
    EXPECT_EQ(verdictOf(*seen.find("sdd1")), Verdict::InUse);  // member of md0
    EXPECT_EQ(verdictOf(*seen.find("zram0")), Verdict::InUse); // swap
    // An unbound loop device has nothing to read.
    EXPECT_EQ(verdictOf(*seen.find("loop1")), Verdict::Free);
}
