#!/usr/bin/env python3
"""Writes tests/data/machine1: a fake sysfs/procfs/devfs of a workstation.

The tree mirrors the kernel's layout: /sys/block entries are relative
symlinks into /sys/devices/..., NVMe namespaces hang off a controller (or an
nvme-subsystem with native multipath), SATA disks off ata ports, md arrays
list their members in slaves/ and the members name the array in holders/.
Run it again after changing it; the output is committed.

Machine: two NVMe drives (one behind native multipath, downtrained link),
a SATA SSD, a SATA HDD, a SATA disk on a 3 Gb/s port with mounted partitions and a swap
partition, an md RAID1 over two partitions mounted at /srv, a bound and an
unbound loop device, zram used as swap, and a virtio disk carrying a swap
signature that is not active.
"""
import os
import shutil
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parent / "machine1"


def write(path: Path, content) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(f"{content}\n")


def link(path: Path, target: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(os.path.relpath(target, path.parent))


def block_attrs(dev_dir: Path, devno: str, sectors: int, logical=512, physical=512,
                rotational=0, removable=0) -> None:
    write(dev_dir / "dev", devno)
    write(dev_dir / "size", sectors)
    write(dev_dir / "ro", 0)
    write(dev_dir / "removable", removable)
    write(dev_dir / "queue/logical_block_size", logical)
    write(dev_dir / "queue/physical_block_size", physical)
    write(dev_dir / "queue/rotational", rotational)
    (dev_dir / "holders").mkdir(parents=True, exist_ok=True)
    (dev_dir / "slaves").mkdir(parents=True, exist_ok=True)


def partition(disk_dir: Path, name: str, devno: str, number: int, start: int, sectors: int) -> Path:
    part = disk_dir / name
    write(part / "dev", devno)
    write(part / "partition", number)
    write(part / "start", start)
    write(part / "size", sectors)
    write(part / "ro", 0)
    (part / "holders").mkdir(parents=True, exist_ok=True)
    return part


def register(sys: Path, name: str, dev_dir: Path) -> None:
    link(sys / "block" / name, dev_dir)


def vpd_pg80(serial: str) -> bytes:
    data = serial.encode()
    return bytes([0, 0x80, 0, len(data)]) + data


def pci_device(sys: Path, address: str, speed: str, width: int, max_speed: str, max_width: int) -> Path:
    pci = sys / "devices/pci0000:00/0000:00:01.0" / address
    write(pci / "current_link_speed", speed)
    write(pci / "current_link_width", width)
    write(pci / "max_link_speed", max_speed)
    write(pci / "max_link_width", max_width)
    return pci


def nvme_controller(pci: Path, ctrl: str, model: str, serial: str, firmware: str) -> Path:
    controller = pci / "nvme" / ctrl
    write(controller / "model", model)
    write(controller / "serial", serial)
    write(controller / "firmware_rev", firmware)
    write(controller / "transport", "pcie")
    write(controller / "address", pci.name)
    link(controller / "device", pci)
    return controller


def sata_disk(sys: Path, port: int, name: str, devno: str, sectors: int, model: str, serial: str,
              rev: str, rotational: int, physical=512, sata_spd="6.0 Gbps") -> Path:
    host = port - 1
    ata = sys / f"devices/pci0000:00/0000:00:17.0/ata{port}"
    # libata's link object: the negotiated speed the estimator caps the drive at.
    ata_link = ata / f"link{port}/ata_link/link{port}"
    write(ata_link / "sata_spd", sata_spd)
    link(sys / f"class/ata_link/link{port}", ata_link)
    scsi = ata / f"host{host}/target{host}:0:0/{host}:0:0:0"
    write(scsi / "vendor", "ATA     ")
    write(scsi / "model", f"{model:<16}")
    write(scsi / "rev", rev)
    write(scsi / "vpd_pg80", vpd_pg80(serial))
    disk = scsi / "block" / name
    block_attrs(disk, devno, sectors, physical=physical, rotational=rotational)
    link(disk / "device", scsi)
    register(sys, name, disk)
    return disk


def swap_signature(pages: int = 16) -> bytes:
    # Linux swap v1 header: version and last page at 1024, magic at the end of page 0.
    data = bytearray(4096 * pages)
    data[1024:1032] = struct.pack("<II", 1, pages - 1)
    data[4086:4096] = b"SWAPSPACE2"
    return bytes(data)


def main() -> None:
    if ROOT.exists():
        shutil.rmtree(ROOT)
    sys, proc, dev = ROOT / "sys", ROOT / "proc", ROOT / "dev"

    # NVMe 0: plain PCIe, Gen4 x4, no multipath.
    pci0 = pci_device(sys, "0000:01:00.0", "16.0 GT/s PCIe", 4, "16.0 GT/s PCIe", 4)
    ctrl0 = nvme_controller(pci0, "nvme0", "Samsung SSD 980 PRO 2TB", "S6B0NL0T612345A", "5B2QGXA7")
    ns0 = ctrl0 / "nvme0n1"
    block_attrs(ns0, "259:0", 3907029168)
    link(ns0 / "device", ctrl0)
    register(sys, "nvme0n1", ns0)

    # NVMe 1: native multipath (the namespace hangs off nvme-subsys1), 4 KiB
    # sectors, link trained down to Gen3 x2 in a Gen4 x4 slot.
    pci1 = pci_device(sys, "0000:02:00.0", "8.0 GT/s PCIe", 2, "16.0 GT/s PCIe", 4)
    ctrl1 = nvme_controller(pci1, "nvme1", "KIOXIA KCD61LUL960G", "X1D0A0ZL0H2Z", "0106")
    subsys = sys / "devices/virtual/nvme-subsystem/nvme-subsys1"
    write(subsys / "model", "KIOXIA KCD61LUL960G")
    write(subsys / "serial", "X1D0A0ZL0H2Z")
    write(subsys / "firmware_rev", "0106")
    link(subsys / "nvme1", ctrl1)
    ns1 = subsys / "nvme1n1"
    block_attrs(ns1, "259:1", 1875385008, logical=4096, physical=4096)
    link(ns1 / "device", subsys)
    register(sys, "nvme1n1", ns1)

    # SATA SSD and HDD, unused.
    sata_disk(sys, 1, "sda", "8:0", 1953525168, "Samsung SSD 870 EVO 1TB", "S6PTNM0T123456X", "SVT02B6Q", 0)
    sata_disk(sys, 2, "sdb", "8:16", 7814037168, "ST4000DM004-2CV104", "ZFN0ABCD", "0001", 1, physical=4096)

    # SATA disk holding the system: EFI, root, swap.
    sdc = sata_disk(sys, 3, "sdc", "8:32", 976773168, "CT500MX500SSD1", "2049E4C1A2B3", "M3CR033", 0,
                    sata_spd="3.0 Gbps")  # an older port (SATA 2)
    partition(sdc, "sdc1", "8:33", 1, 2048, 1048576)
    partition(sdc, "sdc2", "8:34", 2, 1050624, 482344960)
    partition(sdc, "sdc3", "8:35", 3, 483395584, 16722575)

    # md0: RAID1 over sdd1 and sde1, mounted at /srv.
    md0 = sys / "devices/virtual/block/md0"
    block_attrs(md0, "9:0", 3906762752, physical=4096, rotational=1)
    write(md0 / "md/level", "raid1")
    write(md0 / "md/array_state", "clean")
    write(md0 / "md/metadata_version", "1.2")
    write(md0 / "md/raid_disks", 2)
    write(md0 / "md/degraded", 0)
    write(md0 / "md/chunk_size", 0)
    write(md0 / "md/sync_action", "idle")
    register(sys, "md0", md0)
    for port, name, major_minor, serial in ((4, "sdd", "8:48", "ZFN0EEEE"), (5, "sde", "8:64", "ZFN0FFFF")):
        disk = sata_disk(sys, port, name, major_minor, 3907029168, "ST2000DM008-2FR102", serial, "0001", 1, physical=4096)
        part = partition(disk, f"{name}1", f"8:{int(major_minor.split(':')[1]) + 1}", 1, 2048, 3906764800)
        link(part / "holders/md0", md0)
        link(md0 / f"slaves/{name}1", part)
        (md0 / f"md/dev-{name}1").mkdir(parents=True, exist_ok=True)
        write(md0 / f"md/dev-{name}1/state", "in_sync")
        write(md0 / f"md/dev-{name}1/slot", port - 4)  # the kernel lists each active member's role

    # loop0 bound to an image, loop1 unbound, zram0 used as swap.
    loop0 = sys / "devices/virtual/block/loop0"
    block_attrs(loop0, "7:0", 2097152)
    write(loop0 / "loop/backing_file", "/var/lib/images/disk.img")
    register(sys, "loop0", loop0)
    loop1 = sys / "devices/virtual/block/loop1"
    block_attrs(loop1, "7:1", 0)
    register(sys, "loop1", loop1)
    zram0 = sys / "devices/virtual/block/zram0"
    block_attrs(zram0, "252:0", 8388608)
    write(zram0 / "disksize", 4294967296)
    register(sys, "zram0", zram0)

    # virtio disk with a stale swap signature (not active).
    vda = sys / "devices/pci0000:00/0000:00:05.0/virtio2/block/vda"
    block_attrs(vda, "254:0", 41943040, rotational=1)
    write(vda / "serial", "vd-data-01")
    link(vda / "device", vda.parent.parent)
    register(sys, "vda", vda)

    write(proc / "self/mountinfo", "\n".join([
        "22 28 0:21 / /proc rw,nosuid,nodev,noexec,relatime shared:5 - proc proc rw",
        "23 28 0:22 / /sys rw,nosuid,nodev,noexec,relatime shared:6 - sysfs sysfs rw",
        "28 1 8:34 / / rw,relatime shared:1 - ext4 /dev/sdc2 rw,errors=remount-ro",
        "29 28 8:33 / /boot/efi rw,relatime shared:7 - vfat /dev/sdc1 rw,fmask=0077,dmask=0077",
        "30 28 9:0 / /srv rw,relatime shared:8 - xfs /dev/md0 rw,attr2,inode64",
        "31 28 0:25 / /run rw,nosuid,nodev,noexec,relatime shared:9 - tmpfs tmpfs rw,size=1616820k",
    ]))
    write(proc / "swaps", "\n".join([
        "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority",
        "/dev/sdc3                               partition\t8361284\t\t0\t\t-2",
        "/dev/zram0                              partition\t4194300\t\t0\t\t100",
    ]))

    # devfs: one readable file per device. Empty files read as blank media;
    # vda carries a swap signature.
    for name in ("nvme0n1", "nvme1n1", "sda", "sdb", "sdc", "sdc1", "sdc2", "sdc3", "sdd", "sdd1",
                 "sde", "sde1", "md0", "loop0", "zram0"):
        write(dev / name, b"")
    write(dev / "vda", swap_signature())


if __name__ == "__main__":
    main()
