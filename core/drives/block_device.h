#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/drives/health/drive_health.h"
#include "core/drives/pcie_topology.h"
#include "core/drives/transport.h"

namespace am::drives {

// Why a device must not be written to. Each reason names what was found, so a
// person can act on it ("mounted at /home", "member of md0").
struct InUseReason {
    enum class Kind {
        Mounted,        // the device itself is mounted
        PartitionInUse, // one of its partitions is in use (detail names it and why)
        MdMember,       // held by an md array
        HeldByDm,       // held by device-mapper (LVM, LUKS, multipath)
        Holder,         // held by something else
        Signature,      // carries a filesystem, RAID, crypto or partition-table signature
        Swap,           // active swap
        Unverified,     // could not be checked (e.g. not readable): treated as in use
        NeedsAdmin,     // not checked: opening it was refused (EACCES/EPERM), a scan as root can;
                        // treated as in use
        BackedByInUse,  // a loop or dm device over something in use (subject: the device or file)
        DiskInUse,      // a partition of a disk held, mounted or swap as a whole (subject: disk)
        OpenExclusive,  // another process holds it with O_EXCL (a running benchmark, mkfs)
        LvmMember,      // an LVM2 physical volume (subject: its volume group, when active)
        BtrfsMember,    // a device of a btrfs filesystem (subject: its label, else its UUID)
        ZfsMember,      // a device of a ZFS pool (subject: the pool's name, else "zfs")
    };
    Kind kind;
    std::string subject; // what the reason names: mount points, holder, partition, signature type
    std::string detail;  // the whole reason as an English sentence (CLI, JSON, logs)
    // BackedByInUse, DiskInUse: the reasons of the device this one inherits them from.
    // LvmMember, BtrfsMember: the active use (the dm devices holding the volume, the
    // filesystem mounted through another device); none when only the content says it.
    std::vector<InUseReason> causes = {};
};

std::string toString(InUseReason::Kind kind);

// Unverified or NeedsAdmin: a question for a scan that can read the device,
// not a known use (still a reason not to write).
bool isNotChecked(InUseReason::Kind kind);

// What the content alone says (a signature, an LVM or btrfs member nothing uses
// now): data to lose, but no mount, holder or mapping depends on it.
bool isContentOnly(const InUseReason& reason);

// A mounted btrfs filesystem lists its devices in <sysfs>/fs/btrfs/<UUID>/devices.
struct BtrfsRegistration {
    std::string uuid;  // the filesystem's UUID, shared by all its devices
    std::string label; // <sysfs>/fs/btrfs/<UUID>/label; empty without one
};

struct NvmeInfo {
    std::string controller;                  // "nvme0"
    std::string subsystem;                   // "nvme-subsys0" when the kernel uses native multipath
    std::string pci_address;                 // "0000:01:00.0"
    std::string link_speed;                  // current_link_speed, e.g. "16.0 GT/s PCIe"
    std::optional<std::uint32_t> link_width; // current_link_width (lanes)
    std::string max_link_speed;
    std::optional<std::uint32_t> max_link_width;
    std::vector<PcieLink>
        pcie_path; // its link, then each further link up to the CPU (pcie_topology.h)
};

// One entry of /sys/block, or one partition of such an entry.
struct BlockDevice {
    std::string name;  // "nvme0n1", "sda1"
    std::string path;  // "/dev/nvme0n1": always the canonical /dev path, never the devfs root
    std::string devno; // "259:0" (major:minor)
    std::string model;
    std::string serial;
    std::string firmware;
    std::uint64_t size_bytes = 0;
    std::uint32_t logical_block_size = 512;
    std::uint32_t physical_block_size = 512;
    bool rotational = false;
    bool removable = false;
    bool read_only = false;
    Transport transport = Transport::Other;
    std::optional<NvmeInfo> nvme;
    std::optional<double> sata_link_gigabits; // SATA: the port's negotiated link (sata_link.h)
    std::string backing_file;        // loop devices: loop/backing_file as the kernel gives it
    std::string backing_device;      // loop over a block device: that device's name ("sdb1")
    std::string backing_file_on;     // loop over a regular file: the device its filesystem is on
    bool backing_file_swap = false;  // loop over a regular file that is active swap itself
    std::vector<std::string> slaves; // names in slaves/ (dm, md): the devices it is built on
    std::string dm_uuid;             // dm devices: dm/uuid ("LVM-..." for LVM's mappings)

    bool is_partition = false;
    std::string parent;                  // whole disk of a partition
    std::vector<BlockDevice> partitions; // whole disks only

    std::vector<std::string> holders;     // names in holders/ (md0, dm-1)
    std::vector<std::string> mountpoints; // from mountinfo
    bool swap = false;
    bool opened_exclusively = false; // another process holds it with O_EXCL (seen when probing)

    // libblkid's view of the content; empty when nothing was found.
    std::string signature_type;  // "ext4", "linux_raid_member", "swap", "gpt"
    std::string signature_usage; // "filesystem", "raid", "crypto", "other", "partition table"
    std::string signature_uuid;  // libblkid's UUID: for linux_raid_member the array's, for btrfs
                                 // the filesystem's (shared by all its devices)
    std::string signature_label; // libblkid's LABEL: the filesystem's name ("pool"); often empty
    std::optional<BtrfsRegistration> btrfs_registered; // a device of a mounted btrfs (sysfs)
    std::string probe_error;   // why the content could not be checked (empty when it was)
    bool probe_denied = false; // the open was refused (EACCES/EPERM): a scan as root can check it

    std::vector<InUseReason> in_use_reasons;
    // SMART, when asked for (drives --health, scan_health.h); absent when not read.
    std::optional<DriveHealth> health;
    // True for every verdict but Free: a device not checked is not written to either.
    bool inUse() const { return !in_use_reasons.empty(); }
};

// What a person reads first about a device. Only Free may be written to.
enum class Verdict {
    Free,       // no reason found
    InUse,      // a known use, or content that could not be read for another reason
    NeedsAdmin, // only unchecked reasons, at least one because opening was refused: ask a scan as
                // root
};
Verdict verdictOf(const BlockDevice& device);
std::string toString(Verdict verdict); // "free", "in_use", "needs_admin"

// An md array as sysfs describes it.
struct MdArray {
    std::string name;        // "md0"
    std::string path;        // "/dev/md0"
    std::string level;       // "raid1", "container" for imsm containers
    std::string array_state; // "clean", "active", "inactive", ...
    std::string metadata_version;
    std::string sync_action; // "idle", "resync", "recover", ...
    std::uint32_t raid_disks = 0;
    std::uint32_t degraded = 0;
    std::uint64_t chunk_bytes = 0;
    std::uint64_t size_bytes = 0;
    std::vector<std::string> members; // names of the member devices (from slaves/)
};

struct ScanResult {
    std::vector<BlockDevice> drives; // every entry of /sys/block, in displayOrderLess order
    std::vector<MdArray> arrays;
    std::vector<std::string> warnings; // things that could not be read, said plainly

    // Finds a whole disk or a partition by name ("sda1") or /dev path.
    const BlockDevice* find(const std::string& name_or_path) const;
};

} // namespace am::drives
