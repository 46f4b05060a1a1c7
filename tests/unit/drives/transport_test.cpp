#include <gtest/gtest.h>

#include "core/drives/transport.h"

using namespace am::drives;

TEST(Transport, ClassifiesByNameAndBusPath)
{
    EXPECT_EQ(classifyTransport("loop3", "/sys/devices/virtual/block/loop3"), Transport::Loop);
    EXPECT_EQ(classifyTransport("zram0", "/sys/devices/virtual/block/zram0"), Transport::Zram);
    EXPECT_EQ(classifyTransport("md127", "/sys/devices/virtual/block/md127"), Transport::Md);
    EXPECT_EQ(classifyTransport("dm-0", "/sys/devices/virtual/block/dm-0"), Transport::Dm);
    EXPECT_EQ(
        classifyTransport("nvme0n1", "/sys/devices/virtual/nvme-subsystem/nvme-subsys0/nvme0n1"),
        Transport::Nvme);
    EXPECT_EQ(
        classifyTransport(
            "sda", "/sys/devices/pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block/sda"),
        Transport::Sata);
    EXPECT_EQ(
        classifyTransport(
            "sdb",
            "/sys/devices/pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host6/target6:0:0/6:0:0:0/block/sdb"),
        Transport::Usb);
    EXPECT_EQ(
        classifyTransport(
            "sdc",
            "/sys/devices/pci0000:00/0000:03:00.0/host7/port-7:0/end_device-7:0/target7:0:0/7:0:0:0/block/sdc"),
        Transport::Sas);
    EXPECT_EQ(classifyTransport("vda", "/sys/devices/pci0000:00/0000:00:02.0/virtio1/block/vda"),
              Transport::Virtio);
    EXPECT_EQ(classifyTransport("sr0", "/sys/devices/platform/host0/block/sr0"), Transport::Other);
}

TEST(Transport, NamesRoundTrip)
{
    for (auto t :
         {Transport::Nvme, Transport::Sata, Transport::Sas, Transport::Usb, Transport::Virtio,
          Transport::Loop, Transport::Zram, Transport::Md, Transport::Dm, Transport::Other})
        EXPECT_EQ(transportFromString(toString(t)), t);
    EXPECT_FALSE(transportFromString("scsi").has_value());
}
