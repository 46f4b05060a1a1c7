#include "core/bench/nvme_generic.h"

#include <liburing.h>
#include <linux/nvme_ioctl.h>
#include <sys/sysmacros.h>

#include <bit>
#include <cstring>
#include <regex>

#include <fmt/format.h>

#include "core/util/text_file.h"

namespace am::bench {

namespace {

namespace fs = std::filesystem;

std::optional<dev_t> deviceNumber(const fs::path& dev_attribute)
{
    const auto text = util::readAttribute(dev_attribute);
    unsigned major_number = 0, minor_number = 0;
    if (!text || std::sscanf(text->c_str(), "%u:%u", &major_number, &minor_number) != 2)
        return std::nullopt;
    return makedev(major_number, minor_number);
}

// "ng0n1" -> the head block name of the namespace beside it in its parent
// (controller or subsystem) directory: nvme0n1, or nvme2n1 for the hidden
// multipath path nvme2c0n1.
std::optional<std::string> blockBeside(const fs::path& sysfs, const std::string& generic)
{
    static const std::regex generic_form(R"(ng\d+n(\d+))");
    static const std::regex block_form(R"(nvme(\d+)(c\d+)?n(\d+))");
    std::smatch g;
    if (!std::regex_match(generic, g, generic_form)) return std::nullopt;
    std::error_code ec;
    const fs::path dir = fs::canonical(sysfs / "class/nvme-generic" / generic, ec);
    if (ec) return std::nullopt;
    for (const auto& entry : fs::directory_iterator(dir.parent_path(), ec)) {
        const std::string name = entry.path().filename().string();
        std::smatch b;
        if (std::regex_match(name, b, block_form) && b[3] == g[1])
            return fmt::format("nvme{}n{}", b[1].str(), b[3].str());
    }
    return std::nullopt;
}

std::optional<NvmeNamespace> describe(const fs::path& sysfs, const std::string& block,
                                      const std::string& generic)
{
    NvmeNamespace ns;
    ns.block_name = block;
    ns.generic_name = generic;
    const fs::path blockdir = sysfs / "block" / block;
    const auto block_rdev = deviceNumber(blockdir / "dev");
    const auto generic_rdev = deviceNumber(sysfs / "class/nvme-generic" / generic / "dev");
    if (!block_rdev || !generic_rdev) return std::nullopt;
    ns.block_rdev = *block_rdev;
    ns.generic_rdev = *generic_rdev;
    ns.nsid = static_cast<std::uint32_t>(util::readNumber(blockdir / "nsid").value_or(0));
    const auto lba = util::readNumber(blockdir / "queue/logical_block_size").value_or(512);
    ns.lba_shift = static_cast<unsigned>(std::countr_zero(lba));
    ns.max_transfer_bytes = static_cast<std::uint32_t>(
        util::readNumber(blockdir / "queue/max_hw_sectors_kb").value_or(0) * 1024);
    return ns;
}

} // namespace

std::optional<NvmeNamespace> nvmeNamespaceOfGeneric(const std::string& generic_name,
                                                    const fs::path& sysfs)
{
    const auto block = blockBeside(sysfs, generic_name);
    if (!block) return std::nullopt;
    return describe(sysfs, *block, generic_name);
}

std::optional<NvmeNamespace> nvmeNamespaceOfBlock(const std::string& block_name,
                                                  const fs::path& sysfs)
{
    if (block_name.rfind("nvme", 0) != 0) return std::nullopt;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(sysfs / "class/nvme-generic", ec)) {
        const std::string generic = entry.path().filename().string();
        if (blockBeside(sysfs, generic) == block_name) return describe(sysfs, block_name, generic);
    }
    return std::nullopt;
}

void prepareNvmeIo(io_uring_sqe* sqe, int file, bool read, void* buffer, std::uint32_t bytes,
                   std::uint64_t offset, const NvmeNamespace& ns)
{
    std::memset(sqe, 0, 2 * sizeof(io_uring_sqe)); // a 128-byte entry: the command is in its tail
    sqe->opcode = IORING_OP_URING_CMD;
    sqe->fd = file;
    sqe->cmd_op = NVME_URING_CMD_IO;
    auto* cmd = reinterpret_cast<nvme_uring_cmd*>(sqe->cmd);
    const std::uint64_t lba = offset >> ns.lba_shift;
    const std::uint32_t blocks = bytes >> ns.lba_shift;
    cmd->opcode = read ? 0x02 : 0x01; // NVM command set: Read, Write
    cmd->nsid = ns.nsid;
    cmd->addr = reinterpret_cast<std::uintptr_t>(buffer);
    cmd->data_len = bytes;
    cmd->cdw10 = static_cast<std::uint32_t>(lba);       // starting LBA, low
    cmd->cdw11 = static_cast<std::uint32_t>(lba >> 32); // and high
    cmd->cdw12 = blocks - 1;                            // number of LBAs, 0-based
}

std::string nvmeCompletionProblem(int res)
{
    if (res == 0) return {};
    if (res < 0) return std::strerror(-res);
    return fmt::format("NVMe status 0x{:x}", res);
}

} // namespace am::bench
