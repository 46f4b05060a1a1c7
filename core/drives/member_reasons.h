#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/drives/block_device.h"

namespace am::drives {

// The signature types whose reason is LvmMember, BtrfsMember or ZfsMember, not Signature.
bool isMemberSignature(const std::string& signature_type);

// True when `holder` is an LVM mapping over `device` as a physical volume (an LV
// held by another LV is not one): lvmMemberReason names it, not HeldByDm.
bool isPhysicalVolumeHolder(const ScanResult& scan, const BlockDevice& device,
                            const std::string& holder);

// LvmMember for an LVM2 physical volume: active when LVM mappings hold it (those
// not in `above`, the stack asking, become its causes), else the signature alone.
std::optional<InUseReason> lvmMemberReason(const ScanResult& scan, const BlockDevice& device,
                                           const std::vector<std::string>& above);

// BtrfsMember for a device of a btrfs filesystem (libblkid's TYPE, or listed in
// sysfs while mounted). The mounts through its other devices, found by the
// filesystem UUID they share, are its causes.
std::optional<InUseReason> btrfsMemberReason(const ScanResult& scan, const BlockDevice& device);

// ZfsMember for a device libblkid finds a ZFS label on (TYPE zfs_member, LABEL the pool). An
// imported pool holds its devices open exclusively (OpenExclusive says that), so this reason
// is the content alone.
std::optional<InUseReason> zfsMemberReason(const BlockDevice& device);

} // namespace am::drives
