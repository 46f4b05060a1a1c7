#pragma once

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

struct io_uring_sqe;

namespace am::bench {

// An NVMe namespace as both of its devices: the block device (nvmeXnY, whose
// in-use verdict and O_EXCL claim protect it) and the generic character
// device (ngXnY) that --passthrough sends NVMe commands to.
struct NvmeNamespace {
    std::string block_name;   // "nvme0n1"
    std::string generic_name; // "ng0n1"
    std::uint32_t nsid = 0;   // from sysfs "nsid"; 0 when the kernel has none (ioctl later)
    unsigned lba_shift = 9;   // log2 of the logical block size
    std::uint32_t max_transfer_bytes = 0; // queue/max_hw_sectors_kb; 0 unknown
    dev_t block_rdev = 0;
    dev_t generic_rdev = 0;
};

// The namespace whose block device is `block_name`, or nullopt when it is no
// NVMe namespace or has no generic device. Found through sysfs links, not by
// renaming: with native multipath the generic ngXnY hangs off controller X
// beside the hidden path nvmeScXnY, whose head is nvmeSnY.
std::optional<NvmeNamespace> nvmeNamespaceOfBlock(const std::string& block_name,
                                                  const std::filesystem::path& sysfs = "/sys");
// The same for a generic device's name ("ng0n1").
std::optional<NvmeNamespace> nvmeNamespaceOfGeneric(const std::string& generic_name,
                                                    const std::filesystem::path& sysfs = "/sys");

// Fills a 128-byte SQE (a ring set up with IORING_SETUP_SQE128) with an NVMe
// read or write of `bytes` at byte `offset` (both whole logical blocks).
// The caller sets user_data and IOSQE_FIXED_FILE.
void prepareNvmeIo(io_uring_sqe* sqe, int file, bool read, void* buffer, std::uint32_t bytes,
                   std::uint64_t offset, const NvmeNamespace& ns);

// Why a passthrough completion failed ("NVMe status 0x4002", an errno's
// text), empty for success (res 0).
std::string nvmeCompletionProblem(int res);

} // namespace am::bench
