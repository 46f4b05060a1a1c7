#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/raid/types.h"

namespace am::raid {

// The ways ArrayMark builds an array from drives. md native and imsm are
// both mdadm, told apart by metadata; LVM raid is dm-raid under lvm2; btrfs
// is the filesystem's own raid profiles. ZFS pools are only read (zpool is
// not in Debian main): a row with no levels and no operations.
enum class Backend { Md, Imsm, Lvm, Btrfs, Zfs };

// What a backend can do besides create and read its arrays' state. The
// wizard, the Arrays page, the helper and the CLI ask this table before they
// offer an action.
enum class Capability : std::uint32_t {
    Chunk = 1u << 0,       // a chunk/stripe size can be chosen
    Bitmap = 1u << 1,      // a write-intent bitmap can be chosen
    Layout = 1u << 2,      // raid10 layouts n2/f2/o2
    Spares = 1u << 3,      // hot spares in the plan
    Size = 1u << 4,        // use only part of each member
    AssumeClean = 1u << 5, // skip the initial sync
    Fail = 1u << 6,        // mark a member faulty
    Remove = 1u << 7,      // take a member out
    Add = 1u << 8,         // add a device (spare or new member)
    ReAdd = 1u << 9,       // take a former member back
    Replace = 1u << 10,    // rebuild a member onto another device
    Repair = 1u << 11,     // rebuild a failed member onto free space (lvconvert --repair)
    Grow = 1u << 12,       // grow onto one more member
    Scrub = 1u << 13,      // read every copy and compare (check, repair)
    Stop = 1u << 14,       // stop (deactivate, unmount) without destroying
    Assemble = 1u << 15,   // start again from its members
    Delete = 1u << 16,     // take it apart and leave the members free
};

inline constexpr std::uint32_t operator|(Capability a, Capability b)
{
    return static_cast<std::uint32_t>(a) | static_cast<std::uint32_t>(b);
}
inline constexpr std::uint32_t operator|(std::uint32_t a, Capability b)
{
    return a | static_cast<std::uint32_t>(b);
}

constexpr std::uint32_t levelBit(Level level) { return 1u << static_cast<unsigned>(level); }
constexpr std::uint32_t levelBits(std::initializer_list<Level> levels)
{
    std::uint32_t bits = 0;
    for (Level level : levels) bits |= levelBit(level);
    return bits;
}

// One row per backend. `name` is what the CLI's --backend, the helper's
// "backend" field, campaigns and the JSON say.
struct BackendInfo {
    Backend backend;
    std::string_view name;
    std::string_view title;                // for people: "Linux md (mdadm)"; the GUI translates it
    std::string_view good_for;             // one English sentence; the GUI has its own translation
    std::uint32_t levels;                  // levelBit() of every level it builds
    std::uint32_t capabilities;            // Capability bits
    std::array<std::string_view, 2> tools; // programs it runs (empty: none)
    std::string_view package;              // the Debian package that has them
    std::array<std::string_view, 2> modules; // kernel modules it needs (empty: none)
    bool measured_through_file;              // a filesystem: benchmarks write a test file on it
    // Not empty: ArrayMark only shows this backend's arrays; every create and operation is
    // refused with this sentence.
    std::string_view read_only;
};

inline constexpr std::uint32_t kMdMemberOps = Capability::Fail | Capability::Remove |
                                              Capability::Add | Capability::ReAdd |
                                              Capability::Replace | Capability::Grow;
inline constexpr std::uint32_t kLifecycle =
    Capability::Scrub | Capability::Stop | Capability::Assemble | Capability::Delete;

inline constexpr std::array<BackendInfo, 5> kBackends{{
    {Backend::Md,
     "md",
     "Linux md (mdadm)",
     "The kernel's software RAID: every level, the widest tool support, native metadata 1.2 or 1.0.",
     levelBits({Level::Raid0, Level::Raid1, Level::Raid5, Level::Raid6, Level::Raid10}),
     Capability::Chunk | Capability::Bitmap | Capability::Layout | Capability::Spares |
         Capability::Size | Capability::AssumeClean | kMdMemberOps | kLifecycle,
     {"mdadm", ""},
     "mdadm",
     {"md_mod", ""},
     false,
     {}},
    {Backend::Imsm,
     "imsm",
     "Intel VROC / RST (mdadm, imsm)",
     "md with Intel's metadata: the firmware and Windows see the same array (dual boot, VROC keys).",
     levelBits({Level::Raid0, Level::Raid1, Level::Raid5, Level::Raid10}),
     Capability::Chunk | Capability::Spares | Capability::Size | Capability::AssumeClean |
         kMdMemberOps | kLifecycle,
     {"mdadm", "mdmon"},
     "mdadm",
     {"md_mod", ""},
     false,
     {}},
    {Backend::Lvm,
     "lvm",
     "LVM raid (lvm2, dm-raid)",
     "A raid logical volume in a volume group of these drives: md's code under LVM's tools, resizable "
     "and mixable with other volumes.",
     levelBits({Level::Raid0, Level::Raid1, Level::Raid5, Level::Raid6, Level::Raid10}),
     Capability::Chunk | Capability::Replace | Capability::Repair | Capability::Scrub |
         Capability::Stop | Capability::Delete,
     {"lvm", ""},
     "lvm2",
     {"dm_raid", ""},
     false,
     {}},
    {Backend::Btrfs,
     "btrfs",
     "btrfs raid profiles",
     "The filesystem spreads its own copies: checksums find bad copies, drives of different sizes "
     "mix; measured through a file.",
     levelBits({Level::Raid0, Level::Raid1, Level::Raid10, Level::Raid1c3}),
     Capability::Add | Capability::Remove | Capability::Replace | Capability::Scrub |
         Capability::Stop | Capability::Delete,
     {"mkfs.btrfs", "btrfs"},
     "btrfs-progs",
     {"btrfs", ""},
     true,
     {}},
    {Backend::Zfs,
     "zfs",
     "ZFS pools (zpool), read-only",
     "Shown read-only: pools and their state are listed, not created or changed (zfsutils-linux is "
     "in Debian contrib).",
     0,
     0,
     {"zpool", ""},
     "zfsutils-linux",
     {"zfs", ""},
     false,
     "ZFS pools are shown read-only; use zpool"},
}};

const BackendInfo& backendInfo(Backend backend);
std::string toString(Backend backend); // backendInfo(backend).name
// "md", "imsm", "lvm", "btrfs" (also "mdadm", "lvm2"); nullopt when unknown.
std::optional<Backend> parseBackend(std::string_view text);
bool supports(Backend backend, Level level);
bool supports(Backend backend, Capability capability);
// "raid0, raid1, raid5": the levels a backend builds, for messages and help.
std::string levelList(Backend backend);
// "md, imsm, lvm, btrfs, zfs"
std::string backendList();

} // namespace am::raid
