// NVMe passthrough's device side: the block and generic devices of one
// namespace found through sysfs (fake trees of both layouts), the command an
// SQE carries, and the rules. The real path runs in the VM
// (tests/vm/scenarios/90-engine-modes.sh, /dev/ng0n1 under qemu's NVMe).
#include <gtest/gtest.h>
#include <liburing.h>
#include <linux/nvme_ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <fstream>
#include <functional>

#include "core/bench/job_validation.h"
#include "core/bench/mode_checks.h"
#include "core/bench/nvme_generic.h"
#include "core/bench/write_safety.h"
#include "core/drives/scan.h"
#include "temp_dir.h"

using namespace am::bench;
namespace fs = std::filesystem;

namespace {

void writeFile(const fs::path& path, const std::string& text)
{
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text << "\n";
}

// A namespace in the fake tree: its block directory (devices/...), a
// /sys/block link to it, the generic device beside it, a class link to that.
void addNamespace(const fs::path& sysfs, const std::string& parent, const std::string& block_dir,
                  const std::string& head, const std::string& generic, unsigned lba)
{
    const fs::path dir = sysfs / parent;
    fs::create_directories(dir / block_dir);
    fs::create_directories(dir / generic);
    writeFile(dir / generic / "dev", "240:0");
    fs::create_directories(sysfs / "class/nvme-generic");
    fs::create_symlink(dir / generic, sysfs / "class/nvme-generic" / generic);
    // The head: the block directory itself, or (multipath) a virtual one.
    const fs::path head_dir = head == block_dir
                                  ? dir / block_dir
                                  : sysfs / "devices/virtual/nvme-subsystem/nvme-subsys2" / head;
    writeFile(head_dir / "dev", "259:3");
    writeFile(head_dir / "nsid", "1");
    writeFile(head_dir / "queue/logical_block_size", std::to_string(lba));
    writeFile(head_dir / "queue/max_hw_sectors_kb", "512");
    fs::create_directories(sysfs / "block");
    fs::create_symlink(head_dir, sysfs / "block" / head);
}

std::string messageOf(const std::function<void()>& call)
{
    try {
        call();
    } catch (const std::exception& e) {
        return e.what();
    }
    return "(no exception)";
}

TargetInfo nvmeTarget(bool named_generic)
{
    TargetInfo target;
    target.kind = TargetKind::BlockDevice;
    target.path = named_generic ? "/dev/ng0n1" : "/dev/nvme0n1";
    target.device_name = "nvme0n1";
    target.exists = true;
    target.size_bytes = 1 << 30;
    target.named_generic = named_generic;
    NvmeNamespace ns;
    ns.block_name = "nvme0n1";
    ns.generic_name = "ng0n1";
    ns.nsid = 1;
    ns.max_transfer_bytes = 128 << 10;
    target.nvme = ns;
    return target;
}

} // namespace

TEST(NvmeGeneric, FindsBothDevicesOfANamespaceBesideItsController)
{
    TempDir sysfs;
    addNamespace(sysfs.path(), "devices/pci0000:00/0000:00:04.0/nvme/nvme0", "nvme0n1", "nvme0n1",
                 "ng0n1", 4096);
    const auto ns = nvmeNamespaceOfBlock("nvme0n1", sysfs.path());
    ASSERT_TRUE(ns);
    EXPECT_EQ(ns->generic_name, "ng0n1");
    EXPECT_EQ(ns->nsid, 1U);
    EXPECT_EQ(ns->lba_shift, 12U);
    EXPECT_EQ(ns->max_transfer_bytes, 512U << 10);
    EXPECT_EQ(ns->block_rdev, makedev(259, 3));
    EXPECT_EQ(ns->generic_rdev, makedev(240, 0));
    const auto back = nvmeNamespaceOfGeneric("ng0n1", sysfs.path());
    ASSERT_TRUE(back);
    EXPECT_EQ(back->block_name, "nvme0n1");
    EXPECT_FALSE(nvmeNamespaceOfBlock("sda", sysfs.path()));
    EXPECT_FALSE(nvmeNamespaceOfGeneric("ng9n1", sysfs.path()));
}

TEST(NvmeGeneric, MultipathGenericDeviceLeadsToTheHeadNotThePath)
{
    TempDir sysfs;
    // Controller 0 of subsystem 2: the hidden path nvme2c0n1 beside ng0n1, head nvme2n1.
    addNamespace(sysfs.path(), "devices/pci0000:00/0000:00:05.0/nvme/nvme0", "nvme2c0n1", "nvme2n1",
                 "ng0n1", 512);
    const auto ns = nvmeNamespaceOfGeneric("ng0n1", sysfs.path());
    ASSERT_TRUE(ns);
    EXPECT_EQ(ns->block_name, "nvme2n1");
    EXPECT_EQ(ns->lba_shift, 9U);
    EXPECT_EQ(nvmeNamespaceOfBlock("nvme2n1", sysfs.path())->generic_name, "ng0n1");
}

TEST(NvmeGeneric, TheSqeCarriesAnNvmeReadOrWriteInLogicalBlocks)
{
    io_uring_sqe sqes[2];
    NvmeNamespace ns;
    ns.nsid = 7;
    ns.lba_shift = 12;
    char buffer[8192];
    prepareNvmeIo(&sqes[0], 3, true, buffer, 8192, 40960, ns);
    EXPECT_EQ(sqes[0].opcode, IORING_OP_URING_CMD);
    EXPECT_EQ(sqes[0].fd, 3);
    EXPECT_EQ(sqes[0].cmd_op, NVME_URING_CMD_IO);
    const auto* cmd = reinterpret_cast<const nvme_uring_cmd*>(sqes[0].cmd);
    EXPECT_EQ(cmd->opcode, 0x02);
    EXPECT_EQ(cmd->nsid, 7U);
    EXPECT_EQ(cmd->addr, reinterpret_cast<std::uintptr_t>(buffer));
    EXPECT_EQ(cmd->data_len, 8192U);
    EXPECT_EQ(cmd->cdw10, 10U); // 40960 / 4096
    EXPECT_EQ(cmd->cdw11, 0U);
    EXPECT_EQ(cmd->cdw12, 1U); // two blocks, 0-based

    ns.lba_shift = 9;
    prepareNvmeIo(&sqes[0], 0, false, buffer, 4096, (5ULL << 41), ns);
    EXPECT_EQ(cmd->opcode, 0x01);
    EXPECT_EQ(cmd->cdw10, 0U);
    EXPECT_EQ(cmd->cdw11, 5U) << "byte 5 << 41 is LBA 5 << 32 at 512 bytes: high word 5";
    EXPECT_EQ(cmd->cdw12, 7U);

    EXPECT_EQ(nvmeCompletionProblem(0), "");
    EXPECT_EQ(nvmeCompletionProblem(0x4002), "NVMe status 0x4002");
    EXPECT_NE(nvmeCompletionProblem(-EIO).find("Input/output error"), std::string::npos);
}

TEST(NvmeGeneric, TheRulesNameTheTargetAndTheWayOut)
{
    Job job;
    job.target = "/dev/ng0n1";
    EXPECT_NE(messageOf([&] {
                  validateModesForTarget(job, nvmeTarget(true));
              }).find("add --passthrough or name /dev/nvme0n1"),
              std::string::npos);
    job.passthrough = true;
    EXPECT_NO_THROW(validateModesForTarget(job, nvmeTarget(true)));
    EXPECT_NO_THROW(validateModesForTarget(job, nvmeTarget(false)));
    job.block_size = 1 << 20;
    EXPECT_NE(messageOf([&] {
                  validateModesForTarget(job, nvmeTarget(false));
              }).find("above nvme0n1's largest transfer, 131072 bytes"),
              std::string::npos);
    job.block_size = 4096;
    TargetInfo sata;
    sata.kind = TargetKind::BlockDevice;
    sata.path = "/dev/sda";
    sata.device_name = "sda";
    EXPECT_NE(
        messageOf([&] { validateModesForTarget(job, sata); }).find("/dev/sda is no NVMe namespace"),
        std::string::npos);
    job.direct = false;
    EXPECT_NE(messageOf([&] { validateModes(job); }).find("drop --buffered"), std::string::npos);
}

TEST(NvmeGeneric, AllowWriteDeviceMayNameTheGenericDevice)
{
    // /dev/null stands in for the generic device: a character device whose
    // number the target carries. It passes the naming rule and meets the next
    // one (the drives scan), where a wrong name would not get.
    struct stat st {};
    ASSERT_EQ(::stat("/dev/null", &st), 0);
    TargetInfo target = nvmeTarget(true);
    target.nvme->generic_rdev = st.st_rdev;
    Job job;
    job.read_share = 0;
    const am::drives::ScanResult empty_scan;
    const std::string named =
        messageOf([&] { checkWriteAllowed(job, target, "/dev/null", empty_scan); });
    EXPECT_NE(named.find("not in the drives scan"), std::string::npos) << named;
    const std::string other =
        messageOf([&] { checkWriteAllowed(job, target, "/dev/zero", empty_scan); });
    EXPECT_NE(other.find("does not name the target"), std::string::npos) << other;
}
