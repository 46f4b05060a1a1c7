// Each member's reference and caps from its kind and link (docs/estimator.md,
// "Reference and caps per member"), on the recorded machine (tests/data/machine1:
// a SATA SSD on a 6 Gb/s port, an HDD, a SATA SSD on a 3 Gb/s port, NVMe Gen4 x4).
#include <gtest/gtest.h>

#include "core/drives/pcie_topology.h"
#include "core/drives/sata_link.h"
#include "core/drives/scan.h"
#include "core/estimate/array_members.h"
#include "core/estimate/errors.h"
#include "core/estimate/estimator.h"
#include "core/estimate/queue_depth.h"
#include "tests/support/fixture_trees.h"

using namespace am;
using namespace am::estimate;

namespace {
const drives::ScanResult& machine()
{
    static const drives::ScanResult scan = drives::scan(test::fixtureRoots());
    return scan;
}

MemberCaps capsOf(const char* name) { return memberCaps(memberDrivesOf(machine(), {name})[0]); }

// A member whose 4k reads keep growing with depth up to 256 (an NVMe-like curve).
MemberProfile growingMember()
{
    MemberProfile p;
    p.name = "growing";
    p.random = {{4096, 0, 100000, {}}, {4096, 100, 400000, {}}};
    p.depth_curves = {{4096,
                       100,
                       {{1, 12000},
                        {2, 24000},
                        {4, 48000},
                        {8, 90000},
                        {16, 160000},
                        {32, 250000},
                        {64, 320000},
                        {128, 370000},
                        {256, 400000}}}};
    p.outstanding_ios = 256;
    return p;
}
} // namespace

TEST(MemberCaps, SataLinkPayloadIsTheLineRateLess8b10bAlignsAndFraming)
{
    EXPECT_NEAR(drives::sataLinkBytesPerSecond(6.0), 600e6 * 254 / 256 * 2048 / 2052, 1e-3);
    EXPECT_NEAR(drives::sataLinkBytesPerSecond(6.0), 594.1e6, 0.1e6);
    EXPECT_EQ(drives::parseSataSpeed("6.0 Gbps"), 6.0);
    EXPECT_EQ(drives::parseSataSpeed("<unknown>"), std::nullopt);
}

TEST(MemberCaps, ASataSsdGetsTheNvmeReferenceCappedByItsLinkAndAhci)
{
    const MemberCaps sda = capsOf("sda");
    EXPECT_EQ(sda.reference, "single-nvme");
    EXPECT_TRUE(sda.reference_stands_in);
    EXPECT_EQ(sda.link, MemberLink::Sata);
    EXPECT_EQ(sda.link_gigabits, 6.0);
    EXPECT_FALSE(sda.link_speed_assumed);
    EXPECT_DOUBLE_EQ(*sda.link_bytes_per_s, drives::sataLinkBytesPerSecond(6.0));
    EXPECT_EQ(sda.max_in_flight, 32);
    EXPECT_EQ(referenceCapsText(sda),
              "reference: single-nvme, capped by SATA 6 Gb/s (594 MB/s) and 32 commands "
              "(no SATA SSD reference figures exist)");
    EXPECT_EQ(cappedReference(sda).max_in_flight, 32);
    // sdc sits on a 3 Gb/s port: sysfs says so, the cap follows.
    const MemberCaps sdc = capsOf("/dev/sdc");
    EXPECT_EQ(sdc.link_gigabits, 3.0);
    EXPECT_EQ(capsText(sdc), "capped by SATA 3 Gb/s (297 MB/s) and 32 commands");
}

TEST(MemberCaps, AnHddGetsTheHddReferenceAndItsSataCaps)
{
    const MemberCaps sdb = capsOf("sdb");
    EXPECT_EQ(sdb.reference, "sata-hdd");
    EXPECT_FALSE(sdb.reference_stands_in);
    EXPECT_EQ(sdb.max_in_flight, 32);
    EXPECT_EQ(referenceCapsText(sdb),
              "reference: sata-hdd, capped by SATA 6 Gb/s (594 MB/s) and 32 commands");
    // A partition is its disk's kind: md0's member sdd1 is an HDD on its SATA port.
    const MemberCaps sdd1 = capsOf("sdd1");
    EXPECT_EQ(sdd1.device, "/dev/sdd1");
    EXPECT_EQ(sdd1.reference, "sata-hdd");
    EXPECT_EQ(sdd1.link, MemberLink::Sata);
}

TEST(MemberCaps, AnNvmeDriveIsCappedByItsPcieWidthTimesSpeed)
{
    const MemberCaps nvme = capsOf("nvme0n1");
    EXPECT_EQ(nvme.reference, "single-nvme");
    EXPECT_FALSE(nvme.reference_stands_in);
    EXPECT_EQ(nvme.link, MemberLink::Pcie);
    EXPECT_DOUBLE_EQ(*nvme.link_bytes_per_s, drives::pcieLinkBytesPerSecond(16.0, 4));
    EXPECT_FALSE(nvme.max_in_flight);
    EXPECT_EQ(capsText(nvme), "capped by PCIe x4 16 GT/s (7.09 GB/s)");
    EXPECT_FALSE(cappedReference(nvme).max_in_flight);
}

TEST(MemberCaps, UsbAndUnreadSataLinksAreSaidNotGuessed)
{
    MemberDrive usb{"/dev/sdx", 0, false, drives::Transport::Usb, {}, {}};
    const MemberCaps u = memberCaps(usb);
    EXPECT_FALSE(u.link_bytes_per_s);
    EXPECT_FALSE(u.max_in_flight);
    EXPECT_EQ(capsText(u), "link unknown (usb): not capped");
    // A SATA port without sata_spd: no SATA link carries more than 6 Gb/s.
    MemberDrive sata{"/dev/sdy", 0, false, drives::Transport::Sata, {}, {}};
    const MemberCaps s = memberCaps(sata);
    EXPECT_TRUE(s.link_speed_assumed);
    EXPECT_DOUBLE_EQ(*s.link_bytes_per_s, drives::sataLinkBytesPerSecond(6.0));
    EXPECT_EQ(capsText(s),
              "capped by SATA 6 Gb/s, SATA's fastest (sysfs shows no speed) (594 MB/s) and 32 "
              "commands");
}

TEST(MemberCaps, UnknownOrRepeatedMembersAreRefusedByName)
{
    try {
        memberDrivesOf(machine(), {"sda", "sdz"});
        FAIL() << "sdz accepted";
    } catch (const InputError& error) {
        EXPECT_NE(std::string(error.what()).find("member sdz: no such block device"),
                  std::string::npos)
            << error.what();
    }
    EXPECT_THROW(memberDrivesOf(machine(), {"sda", "/dev/sda"}), InputError);
}

TEST(MemberCaps, TheSlowestMembersLinkCapsTheArray)
{
    const ArrayMembers array = arrayMembers(memberDrivesOf(machine(), {"nvme0n1", "sdc", "sda"}));
    ASSERT_EQ(array.caps.size(), 3U);
    EXPECT_EQ(array.topology.slowest_member, "/dev/sdc");
    EXPECT_DOUBLE_EQ(*array.topology.caps.link_bytes_per_s, drives::sataLinkBytesPerSecond(3.0));
    EXPECT_FALSE(array.topology.caps.bus_bytes_per_s); // no PCIe link shared
    const auto json = membersJson(array);
    ASSERT_EQ(json.size(), 3U);
    EXPECT_EQ(json[1]["device"], "/dev/sdc");
    EXPECT_EQ(json[1]["link"], "sata");
    EXPECT_EQ(json[1]["max_in_flight"], 32);
    EXPECT_EQ(json[0]["max_in_flight"], nullptr);

    // Two SATA SSDs on the NVMe reference: sequential reads held to two links, not 2 x 1707 MB/s.
    const ArrayMembers sata = arrayMembers(memberDrivesOf(machine(), {"sda", "sdc"}));
    ArrayPlan plan;
    plan.level = Level::Raid0;
    plan.members = 2;
    const Estimate e =
        am::estimate::estimate(plan, {cappedReference(sata.caps[0]), cappedReference(sata.caps[1])},
                               sata.topology.caps, {}, Mode::Healthy);
    ASSERT_FALSE(e.sequential.empty());
    EXPECT_LE(e.sequential[0].bw_bytes, 2 * drives::sataLinkBytesPerSecond(3.0) * (1 + 1e-9));
    EXPECT_EQ(e.sequential[0].limit, Limit::Link);
    // One member alone is held to its link too, so the array's gain over it stays visible.
    ASSERT_TRUE(e.queue_curve);
    const double link_iops = drives::sataLinkBytesPerSecond(3.0) / 4096;
    for (const auto& point : e.queue_curve->points) {
        EXPECT_LE(point.member_read_iops, link_iops * (1 + 1e-9)) << point.in_flight;
        EXPECT_LE(point.read.iops, 2 * link_iops * (1 + 1e-9)) << point.in_flight;
    }
    EXPECT_EQ(e.queue_curve->read_payoff_in_flight.has_value(), true);
}

TEST(MemberCaps, ASataMembersQueueDepthCurveStopsGrowingAt32)
{
    const MemberCaps sda = capsOf("sda");
    const MemberModel free(growingMember(), 32);
    const MemberModel capped(withCaps(growingMember(), sda), 32);
    const auto at = [](const MemberModel& model, double depth) {
        return memberIopsAtDepth(model, 4096, 100, true, depth).iops;
    };
    EXPECT_DOUBLE_EQ(at(capped, 32), 250000);
    EXPECT_DOUBLE_EQ(at(capped, 64), 250000);
    EXPECT_DOUBLE_EQ(at(capped, 256), 250000);
    EXPECT_DOUBLE_EQ(at(capped, 16), at(free, 16)); // below the cap nothing changes
    EXPECT_GT(at(free, 256), at(free, 32));

    // A RAID0 of two: each member holds at most 32, so the array ends at 2 x IOPS(32).
    ArrayPlan plan;
    plan.level = Level::Raid0;
    plan.members = 2;
    plan.chunk_bytes = 64 * 1024;
    const auto curve = [&](const MemberProfile& member) {
        return *am::estimate::estimate(plan, {member}, {}, {}, Mode::Healthy).queue_curve;
    };
    const QueueCurve capped_curve = curve(withCaps(growingMember(), sda));
    const QueueCurve free_curve = curve(growingMember());
    double at128 = 0, at256 = 0, free256 = 0;
    for (const auto& point : capped_curve.points) {
        if (point.in_flight == 128) at128 = point.read.iops;
        if (point.in_flight == 256) at256 = point.read.iops;
        if (point.in_flight >= 32) {
            EXPECT_DOUBLE_EQ(point.member_read_iops, 250000) << point.in_flight;
        }
    }
    for (const auto& point : free_curve.points)
        if (point.in_flight == 256) free256 = point.read.iops;
    EXPECT_NEAR(at256, 2 * 250000.0, 1.0);
    EXPECT_NEAR(at128, at256, 1.0);
    EXPECT_GT(free256, at256 * 1.2);
    EXPECT_NEAR(capped_curve.peak_read, 2 * 250000.0, 1.0);
}
