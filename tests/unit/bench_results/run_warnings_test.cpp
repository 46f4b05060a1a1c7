// The honest-number warnings: each rule on a fixture (figures, a sysfs tree, a scan), the
// storage under a real file, and the warnings' way through a result document.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../bench/temp_dir.h"
#include "core/bench/result_json.h"
#include "core/bench/result_reader.h"
#include "core/bench/run_warnings.h"
#include "core/drives/pcie_topology.h"

using namespace am::bench;
namespace drives = am::drives;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& path, const std::string& text)
{
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text;
}

// /sys/block/X/stat: sectors read are field 3, sectors written field 7.
std::string statLine(std::uint64_t read_sectors, std::uint64_t write_sectors)
{
    return "10 0 " + std::to_string(read_sectors) + " 5 20 0 " + std::to_string(write_sectors) +
           " 9 0 12 14 0 0 0 0 0 0\n";
}

CellResult readCell(std::uint64_t bytes, double bw)
{
    CellResult cell;
    cell.job.read_share = 100;
    cell.read_bytes = bytes;
    cell.read_bw_bytes = bw;
    cell.bw_bytes = bw;
    return cell;
}

RunObservation counted(std::uint64_t read_bytes, std::uint64_t write_bytes)
{
    return {StorageCounters{read_bytes, write_bytes}, ""};
}

std::vector<RunWarningKind> kindsOf(const std::vector<RunWarning>& warnings)
{
    std::vector<RunWarningKind> kinds;
    for (const auto& w : warnings) kinds.push_back(w.kind);
    return kinds;
}

} // namespace

TEST(RunWarnings, EveryKindHasAStableIdThatReadsBack)
{
    for (const RunWarningKind kind : allWarningKinds()) {
        const auto id = warningId(kind);
        EXPECT_NE(id, "unknown");
        EXPECT_EQ(warningKindOf(id), kind) << id;
    }
    EXPECT_EQ(warningId(RunWarningKind::CacheServed), "cache_served");
    EXPECT_FALSE(warningKindOf("no_such_warning"));
}

TEST(RunWarnings, CacheServedWhenTheDeviceMovedLessThanHalfOfTheEnginesBytes)
{
    WarningContext context;
    context.storage.devices = {"vda"};
    const CellResult cell = readCell(100ULL << 20, 1e9);
    // The device read 10 MiB of the 100 MiB the engine counted: 10 %.
    auto warnings = runWarnings(context, cell, counted(0, 0), counted(10ULL << 20, 0));
    ASSERT_EQ(kindsOf(warnings), std::vector{RunWarningKind::CacheServed});
    EXPECT_EQ(warnings[0].subject, "vda");
    EXPECT_EQ(warnings[0].detail, "read");
    EXPECT_NEAR(warnings[0].measured, 10.0, 0.01);
    EXPECT_NE(warningText(warnings[0]).find("vda moved 10 % of the read bytes"), std::string::npos)
        << warningText(warnings[0]);
    // All of it (and readahead on top) from the device: no warning.
    EXPECT_TRUE(runWarnings(context, cell, counted(0, 0), counted(120ULL << 20, 0)).empty());
    // Too few bytes to judge.
    EXPECT_TRUE(
        runWarnings(context, readCell(1ULL << 20, 1e9), counted(0, 0), counted(0, 0)).empty());
    // Counters that could not be read say nothing.
    EXPECT_TRUE(runWarnings(context, cell, {}, {}).empty());
}

TEST(RunWarnings, AFileInMemoryIsCacheServedWithoutCounters)
{
    WarningContext context;
    context.storage.filesystem = "tmpfs";
    const auto warnings = runWarnings(context, readCell(1, 1), {}, {});
    ASSERT_EQ(kindsOf(warnings), std::vector{RunWarningKind::CacheServed});
    EXPECT_NE(warningText(warnings[0]).find("on tmpfs, in memory"), std::string::npos);
}

TEST(RunWarnings, FasterThanTheLinkCarries)
{
    drives::ScanResult scan;
    drives::BlockDevice nvme;
    nvme.name = "nvme0n1";
    nvme.path = "/dev/nvme0n1";
    nvme.nvme = drives::NvmeInfo{};
    nvme.nvme->pcie_path.push_back({"0000:01:00.0", 2.5, 1, 0, false}); // 250 MB/s line rate
    scan.drives.push_back(nvme);
    TargetInfo target;
    target.kind = TargetKind::BlockDevice;
    target.device_name = "nvme0n1";
    const WarningContext context = warningContext(target, &scan, {"/nonexistent"});
    EXPECT_DOUBLE_EQ(context.link_line_bytes_per_s, drives::pcieLineBytesPerSecond(2.5, 1));
    EXPECT_EQ(context.link_text, "PCIe x1 2.5 GT/s");
    const auto warnings = runWarnings(context, readCell(1, 400e6), {}, {});
    ASSERT_EQ(kindsOf(warnings), std::vector{RunWarningKind::FasterThanLink});
    EXPECT_EQ(warningText(warnings[0]),
              "400 MB/s is more than nvme0n1's PCIe x1 2.5 GT/s link carries (250 MB/s): not all "
              "of it crossed the link (a cache above the device, or compression)");
    EXPECT_TRUE(runWarnings(context, readCell(1, 240e6), {}, {}).empty());
    // PCIe carries each direction at its rate: 200 MB/s each way fits.
    CellResult mixed = readCell(1, 200e6);
    mixed.write_bw_bytes = 200e6;
    EXPECT_TRUE(runWarnings(context, mixed, {}, {}).empty());
    // SATA shares its rate between the directions: 400 + 300 MB/s is more than 600.
    WarningContext sata;
    sata.link_line_bytes_per_s = 600e6;
    sata.link_text = "SATA 6 Gb/s";
    CellResult both = readCell(1, 400e6);
    both.write_bw_bytes = 300e6;
    EXPECT_EQ(kindsOf(runWarnings(sata, both, {}, {})),
              std::vector{RunWarningKind::FasterThanLink});
}

TEST(RunWarnings, CompressibleBuffersOnACompressingTarget)
{
    WarningContext zram;
    zram.storage.devices = {"zram3"};
    CellResult cell;
    cell.job.read_share = 0;
    cell.job.fill = BufferFill::Compressible;
    cell.job.compressible_percent = 50;
    auto warnings = runWarnings(zram, cell, {}, {});
    ASSERT_EQ(kindsOf(warnings), std::vector{RunWarningKind::CompressingTarget});
    EXPECT_EQ(warnings[0].subject, "zram3");
    EXPECT_EQ(warnings[0].detail, "50 % compressible");
    cell.job.fill = BufferFill::Random; // incompressible: what the device stores was written
    EXPECT_TRUE(runWarnings(zram, cell, {}, {}).empty());
    cell.job.fill = BufferFill::Zero;
    cell.job.read_share = 100; // reads write no buffer
    EXPECT_TRUE(runWarnings(zram, cell, {}, {}).empty());

    WarningContext btrfs;
    btrfs.storage.filesystem = "btrfs";
    btrfs.storage.mount_options = "rw,relatime,compress=zstd:3,space_cache=v2";
    btrfs.storage.file_nocow = true; // no copy-on-write and no compression for this file
    cell.job.read_share = 0;
    EXPECT_TRUE(runWarnings(btrfs, cell, {}, {}).empty());
    btrfs.storage.file_nocow = false;
    warnings = runWarnings(btrfs, cell, {}, {});
    ASSERT_EQ(kindsOf(warnings),
              (std::vector{RunWarningKind::CompressingTarget, RunWarningKind::CowFilesystem}));
    EXPECT_EQ(warnings[0].subject, "btrfs (compress=zstd:3)");
    EXPECT_EQ(warnings[0].detail, "zero-filled");
    EXPECT_EQ(warnings[1].subject, "btrfs");
}

TEST(RunWarnings, CopyOnWriteOnlyForWrites)
{
    WarningContext zfs;
    zfs.storage.filesystem = "zfs";
    CellResult cell; // randread
    EXPECT_TRUE(runWarnings(zfs, cell, {}, {}).empty());
    cell.job.read_share = 70;
    EXPECT_EQ(kindsOf(runWarnings(zfs, cell, {}, {})), std::vector{RunWarningKind::CowFilesystem});
}

TEST(RunWarnings, CpuBoundAndAnMdArrayThatWasSyncing)
{
    WarningContext context;
    context.storage.devices = {"md0"};
    CellResult cell;
    cell.cpu_bound = true;
    cell.engine_busy = 0.97;
    cell.engine_cores = 2;
    const RunObservation idle{std::nullopt, ""};
    const RunObservation syncing{std::nullopt, "resync"};
    const auto warnings = runWarnings(context, cell, idle, syncing);
    ASSERT_EQ(kindsOf(warnings),
              (std::vector{RunWarningKind::CpuBound, RunWarningKind::MdResyncing}));
    EXPECT_EQ(warningText(warnings[0]), "CPU-bound: the engine's threads used 97 % of their 2 "
                                        "core(s); this number measures the host, not the drive");
    EXPECT_EQ(warningText(warnings[1]), "md0 was busy with a resync while the cell ran: the "
                                        "array shared its drives with that work");
}

TEST(RunWarnings, StorageCountersAndSyncActionFromSysfs)
{
    TempDir dir;
    const fs::path sysfs = dir.path() / "sys";
    write(sysfs / "class/block/vda/stat", statLine(2048, 10));
    write(sysfs / "class/block/vdb/stat", statLine(4, 6));
    const auto counters = readStorageCounters({"vda", "vdb"}, sysfs);
    ASSERT_TRUE(counters);
    EXPECT_EQ(counters->read_bytes, (2048U + 4U) * 512U);
    EXPECT_EQ(counters->write_bytes, 16U * 512U);
    EXPECT_FALSE(readStorageCounters({"vda", "gone"}, sysfs));
    write(sysfs / "class/block/vdc/stat", "1 2\n"); // cut short
    EXPECT_FALSE(readStorageCounters({"vdc"}, sysfs));
    // A queue that keeps no I/O statistics says nothing, rather than "nothing moved".
    write(sysfs / "class/block/vda/queue/iostats", "0\n");
    EXPECT_FALSE(readStorageCounters({"vda"}, sysfs));
    write(sysfs / "class/block/vda/queue/iostats", "1\n");
    EXPECT_TRUE(readStorageCounters({"vda"}, sysfs));

    // md0 and its partition md0p1, whose directory is inside md0's as in the kernel's tree.
    const fs::path md0 = sysfs / "devices/virtual/block/md0";
    write(md0 / "md/sync_action", "recover\n");
    write(md0 / "md0p1/stat", statLine(0, 0));
    fs::create_directories(sysfs / "class/block");
    fs::create_directory_symlink(md0, sysfs / "class/block/md0");
    fs::create_directory_symlink(md0 / "md0p1", sysfs / "class/block/md0p1");
    EXPECT_EQ(mdSyncAction("md0", sysfs), "recover");
    EXPECT_EQ(mdSyncAction("md0p1", sysfs), "recover");
    EXPECT_EQ(mdSyncAction("vda", sysfs), "");
    WarningContext context;
    context.storage.devices = {"md0p1"};
    EXPECT_EQ(observeStorage(context, {sysfs}).md_action, "recover");
    write(md0 / "md/sync_action", "idle\n");
    EXPECT_EQ(observeStorage(context, {sysfs}).md_action, "");
}

TEST(RunWarnings, TheStorageUnderARealFile)
{
    TempDir dir;
    const std::string path = dir.file("t.bin");
    std::ofstream(path) << "x";
    TargetInfo target;
    target.path = path;
    target.kind = TargetKind::File;
    const TargetStorage storage = targetStorage(target, {});
    ASSERT_FALSE(storage.filesystem.empty());
    const bool has_device = storage.filesystem != "tmpfs" && storage.filesystem != "overlay" &&
                            storage.filesystem != "nfs" && storage.filesystem != "nfs4";
    if (!has_device) GTEST_SKIP() << dir.path() << " is on " << storage.filesystem;
    ASSERT_FALSE(storage.devices.empty()) << storage.filesystem;
    // The device is a real one: its counters read.
    EXPECT_TRUE(readStorageCounters(storage.devices, "/sys")) << storage.devices.front();
    // Without a mount table (a chroot, no /proc) the device number and statfs still tell.
    drives::SystemRoots no_proc;
    no_proc.procfs = dir.path() / "no-proc";
    const TargetStorage bare = targetStorage(target, no_proc);
    EXPECT_EQ(bare.devices.size(), 1U);
    if (storage.filesystem != "btrfs") {
        EXPECT_EQ(bare.devices, storage.devices);
    }
    EXPECT_EQ(bare.filesystem == "ext4", storage.filesystem.starts_with("ext"));
}

TEST(RunWarnings, TravelThroughAResultDocument)
{
    CellResult cell = readCell(100, 1e6);
    cell.warnings = {{RunWarningKind::CacheServed, "vda", "read", 3.5, 50},
                     {RunWarningKind::MdResyncing, "md0", "check", 0, 0}};
    nlohmann::json document = resultDocument({}, {cell});
    const auto& written = document["cells"][0]["warnings"];
    ASSERT_EQ(written.size(), 2U);
    EXPECT_EQ(written[0]["id"], "cache_served");
    EXPECT_EQ(written[0]["text"], warningText(cell.warnings[0]));
    // A newer writer's kind this build does not know is left out, not refused.
    document["cells"][0]["warnings"].push_back({{"id", "from_the_future"}});
    const RunDocument back = readResultDocument(document);
    ASSERT_EQ(back.cells.size(), 1U);
    ASSERT_EQ(back.cells[0].warnings.size(), 2U);
    EXPECT_EQ(back.cells[0].warnings[1].kind, RunWarningKind::MdResyncing);
    EXPECT_EQ(back.cells[0].warnings[1].detail, "check");
    EXPECT_DOUBLE_EQ(back.cells[0].warnings[0].measured, 3.5);
    document["cells"][0]["warnings"] = "none";
    EXPECT_THROW(readResultDocument(document), ResultFormatError);
}
