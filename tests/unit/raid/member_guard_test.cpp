#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "core/drives/scan.h"
#include "core/raid/member_guard.h"
#include "core/util/process_runner.h"
#include "core/util/text_file.h"

using namespace am::raid;

namespace {

// A loop device of our own on a temp file, detached again in every case.
class OwnLoopDevice {
public:
    OwnLoopDevice()
    {
        if (::geteuid() != 0 || !std::filesystem::exists("/dev/loop-control")) return;
        char path[] = "/tmp/arraymark-guard-XXXXXX";
        const int fd = ::mkstemp(path);
        if (fd < 0) return;
        backing_ = path;
        if (::ftruncate(fd, 8 << 20) != 0) {
            ::close(fd);
            return;
        }
        ::close(fd);
        am::util::SpawnRunner runner;
        const auto result = runner.run({"losetup", "--find", "--show", backing_});
        if (result.ok()) device_ = am::util::trim(result.out);
    }
    ~OwnLoopDevice()
    {
        if (!device_.empty()) {
            am::util::SpawnRunner runner;
            runner.run({"losetup", "--detach", device_});
        }
        if (!backing_.empty()) std::filesystem::remove(backing_);
    }
    const std::string& device() const { return device_; }

private:
    std::string backing_;
    std::string device_;
};

} // namespace

TEST(MemberGuard, ExclusiveOpenFailsWhileAnotherHolderHasTheDevice)
{
    OwnLoopDevice loop;
    if (loop.device().empty())
        GTEST_SKIP() << "needs root and a loop device of its own (losetup failed or not root)";
    EXPECT_EQ(exclusiveOpenProblem(loop.device()), "");
    // Holding it with O_EXCL is what a mount, swap or md does in the kernel.
    const int holder = ::open(loop.device().c_str(), O_RDONLY | O_EXCL);
    ASSERT_GE(holder, 0);
    const std::string problem = exclusiveOpenProblem(loop.device());
    ::close(holder);
    EXPECT_NE(problem.find("EBUSY"), std::string::npos) << problem;
    EXPECT_NE(problem.find(loop.device()), std::string::npos) << problem;
}

TEST(MemberGuard, MissingDeviceIsAProblem)
{
    EXPECT_NE(exclusiveOpenProblem("/dev/arraymark-no-such-device").find("No such file"),
              std::string::npos);
}

TEST(MemberGuard, InUseVerdictsOfAFreshScanCount)
{
    const std::string root = std::string(ARRAYMARK_TEST_DATA) + "/machine1";
    const am::drives::SystemRoots roots{root + "/sys", root + "/proc", root + "/dev"};
    const auto scan = am::drives::scan(roots);
    const auto findings = checkDevicesFree({"/dev/sdd1", "/dev/nvme0n1", "/dev/sdq"}, scan, roots);
    bool sdd1 = false, sdq = false, nvme = false;
    for (const auto& finding : findings) {
        sdd1 = sdd1 || (finding.subject == "/dev/sdd1" &&
                        finding.message.find("member of md0") != std::string::npos);
        sdq = sdq || finding.subject == "/dev/sdq";
        nvme = nvme || finding.subject == "/dev/nvme0n1";
    }
    EXPECT_TRUE(sdd1);
    EXPECT_TRUE(sdq);
    EXPECT_FALSE(nvme); // free, and the fixture's /dev entry (a plain file) opens
}

TEST(MemberGuard, AHoldKeepsEveryOtherExclusiveOpenerOutUntilReleased)
{
    OwnLoopDevice loop;
    if (loop.device().empty())
        GTEST_SKIP() << "needs root and a loop device of its own (losetup failed or not root)";
    ExclusiveHold hold;
    EXPECT_TRUE(hold.acquire({loop.device()}, am::drives::SystemRoots{}).empty());
    EXPECT_EQ(hold.held(), 1U);
    EXPECT_NE(exclusiveOpenProblem(loop.device()).find("EBUSY"), std::string::npos);
    // A second hold on the same device is a finding naming it, not a silent success.
    ExclusiveHold second;
    const auto findings = second.acquire({loop.device()}, am::drives::SystemRoots{});
    ASSERT_EQ(findings.size(), 1U);
    EXPECT_EQ(findings[0].rule, "member_busy");
    EXPECT_EQ(findings[0].subject, loop.device());
    hold.release();
    EXPECT_EQ(exclusiveOpenProblem(loop.device()), "");
}
