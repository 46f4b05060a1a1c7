#include <sys/stat.h>

#include <filesystem>

#include <gtest/gtest.h>

#include "core/bench/write_safety.h"
#include "core/drives/scan.h"

using namespace am::bench;

namespace {

const std::string kMachine = std::string(ARRAYMARK_TEST_DATA) + "/machine1";

am::drives::ScanResult fixtureScan()
{
    am::drives::SystemRoots roots{kMachine + "/sys", kMachine + "/proc", kMachine + "/dev"};
    am::drives::ScanOptions options;
    options.probe_signatures = false;
    return am::drives::scan(roots, options);
}

// Some block device node of this machine: it stands in for "a node that
// resolves to the target" (stat only, never opened).
std::string anyBlockNode()
{
    for (const auto& entry : std::filesystem::directory_iterator("/dev")) {
        struct stat st {};
        if (::stat(entry.path().c_str(), &st) == 0 && S_ISBLK(st.st_mode))
            return entry.path().string();
    }
    return "";
}

// A target that looks like a block device of the fixture machine.
TargetInfo fixtureDevice(const std::string& name, const std::string& node)
{
    struct stat st {};
    if (::stat(node.c_str(), &st) != 0) throw std::runtime_error("no " + node);
    TargetInfo t;
    t.path = "/dev/" + name;
    t.kind = TargetKind::BlockDevice;
    t.exists = true;
    t.size_bytes = 1ULL << 30;
    t.rdev = st.st_rdev;
    t.device_name = name;
    return t;
}

Job writeJob()
{
    Job job;
    job.read_share = 70;
    return job;
}

std::string refusal(const Job& job, const TargetInfo& target, const std::string& allow)
{
    try {
        checkWriteAllowed(job, target, allow, fixtureScan());
    } catch (const WriteRefused& e) {
        return e.what();
    }
    return "";
}

} // namespace

TEST(WriteSafety, ReadsAndFilesNeedNoPermission)
{
    Job read_only;
    EXPECT_EQ(refusal(read_only, fixtureDevice("sdc", anyBlockNode()), ""), "");
    TargetInfo file;
    file.path = "/tmp/x.bin";
    EXPECT_EQ(refusal(writeJob(), file, ""), "");
}

TEST(WriteSafety, BlockDeviceWriteNeedsTheFlag)
{
    const auto why = refusal(writeJob(), fixtureDevice("nvme0n1", anyBlockNode()), "");
    EXPECT_NE(why.find("--allow-write-device /dev/nvme0n1"), std::string::npos) << why;
}

TEST(WriteSafety, FlagMustNameTheSameDevice)
{
    const auto why = refusal(writeJob(), fixtureDevice("nvme0n1", anyBlockNode()), "/dev/zero");
    EXPECT_NE(why.find("does not name the target"), std::string::npos) << why;
}

TEST(WriteSafety, FreeDeviceWithFlagIsAllowed)
{
    EXPECT_EQ(refusal(writeJob(), fixtureDevice("nvme0n1", anyBlockNode()), anyBlockNode()), "");
}

TEST(WriteSafety, InUseDevicesAreRefusedWithTheReason)
{
    auto why = refusal(writeJob(), fixtureDevice("sdc", anyBlockNode()), anyBlockNode());
    EXPECT_NE(why.find("in use"), std::string::npos) << why;
    EXPECT_NE(why.find("partition_in_use"), std::string::npos) << why;
    why = refusal(writeJob(), fixtureDevice("zram0", anyBlockNode()), anyBlockNode());
    EXPECT_NE(why.find("swap"), std::string::npos) << why;
    why = refusal(writeJob(), fixtureDevice("sdd1", anyBlockNode()), anyBlockNode());
    EXPECT_NE(why.find("md0"), std::string::npos) << why;
}

TEST(WriteSafety, DeviceMissingFromTheScanIsRefused)
{
    const auto why = refusal(writeJob(), fixtureDevice("nvme9n9", anyBlockNode()), anyBlockNode());
    EXPECT_NE(why.find("not in the drives scan"), std::string::npos) << why;
}
