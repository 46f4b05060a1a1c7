// A ZFS label (libblkid TYPE=zfs_member, LABEL the pool) is a member of a pool, named by it,
// not a generic signature; the disk of such a partition is not offered as free either.
#include <algorithm>

#include <gtest/gtest.h>

#include "core/drives/in_use.h"
#include "core/drives/scan.h"

using namespace am::drives;
using Kind = InUseReason::Kind;

namespace {

ScanResult diskWithZfsPartition(const std::string& pool)
{
    BlockDevice disk;
    disk.name = "sdb";
    disk.path = "/dev/sdb";
    disk.transport = Transport::Sata;
    disk.signature_type = "gpt";
    disk.signature_usage = "partition table";
    BlockDevice part;
    part.name = "sdb1";
    part.path = "/dev/sdb1";
    part.is_partition = true;
    part.parent = "sdb";
    part.signature_type = "zfs_member";
    part.signature_usage = "raid";
    part.signature_label = pool;
    disk.partitions.push_back(part);
    ScanResult scan;
    scan.drives.push_back(disk);
    assignInUseVerdicts(scan);
    return scan;
}

} // namespace

TEST(ZfsMember, APoolsDeviceIsNamedByThePoolNotAsASignature)
{
    const ScanResult scan = diskWithZfsPartition("tank");
    const BlockDevice& part = scan.drives[0].partitions[0];
    ASSERT_EQ(part.in_use_reasons.size(), 1u) << part.in_use_reasons.front().detail;
    const InUseReason& reason = part.in_use_reasons.front();
    EXPECT_EQ(reason.kind, Kind::ZfsMember);
    EXPECT_EQ(reason.subject, "tank");
    EXPECT_EQ(reason.detail, "device of ZFS pool 'tank'");
    EXPECT_EQ(verdictOf(part), Verdict::InUse);
    EXPECT_EQ(toString(reason.kind), "zfs_member");
    // The disk holds the pool's partition: in use through it.
    EXPECT_EQ(verdictOf(scan.drives[0]), Verdict::InUse);
}

TEST(ZfsMember, ALabelWithoutAPoolNameStillSaysZfs)
{
    const ScanResult scan = diskWithZfsPartition("");
    const InUseReason& reason = scan.drives[0].partitions[0].in_use_reasons.front();
    EXPECT_EQ(reason.kind, Kind::ZfsMember);
    EXPECT_EQ(reason.subject, "zfs");
}
