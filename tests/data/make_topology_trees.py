#!/usr/bin/env python3
"""Writes tests/data/topology/*: fake sysfs/procfs/devfs of two machines
whose NVMe drives share PCIe links (core/drives/pcie_topology).

desktop-pch: an Intel desktop board. nvme0 sits in the CPU's x4 Gen4 slot
(root port 00:06.0); nvme1 and nvme2 sit in M.2 slots wired to the chipset
(PCH root ports 00:1b.0 and 00:1d.0, x4 Gen3 each), which reaches the CPU
over one DMI 3.0 link (x4 Gen3), as on Intel's 400/500-series boards.

server-switch: a server with a PCIe switch (vendor 0x10b5, a Broadcom/PLX
part) whose x8 Gen3 upstream port hangs off root port 00:02.0 and whose
downstream ports feed nvme0 and nvme1 at x4 Gen3; nvme2 has its own x4
Gen4 root port 00:03.0.

The layout is the kernel's: /sys/bus/pci/devices/<address> are symlinks
into /sys/devices/pci0000:00/..., each function has vendor, device, class
and current/max_link_*. Run it again after changing it; the output is committed.
"""
import shutil
from pathlib import Path

from make_fixture_tree import block_attrs, link, register, write

ROOT = Path(__file__).resolve().parent / "topology"


def pci_function(sys: Path, parent: Path, address: str, vendor: str, device: str, pci_class: str,
                 speed: str, width: int, max_speed: str, max_width: int) -> Path:
    function = parent / address
    write(function / "vendor", vendor)
    write(function / "device", device)
    write(function / "class", pci_class)
    write(function / "current_link_speed", speed)
    write(function / "current_link_width", width)
    write(function / "max_link_speed", max_speed)
    write(function / "max_link_width", max_width)
    link(sys / "bus/pci/devices" / address, function)
    return function


BRIDGE = "0x060400"
NVME = "0x010802"
GEN3 = "8.0 GT/s PCIe"
GEN4 = "16.0 GT/s PCIe"


def nvme_drive(sys: Path, dev: Path, pci: Path, index: int, model: str, serial: str) -> None:
    controller = pci / "nvme" / f"nvme{index}"
    write(controller / "model", model)
    write(controller / "serial", serial)
    write(controller / "firmware_rev", "1.0")
    write(controller / "transport", "pcie")
    write(controller / "address", pci.name)
    link(controller / "device", pci)
    namespace = controller / f"nvme{index}n1"
    block_attrs(namespace, f"259:{index}", 1875385008)  # 960 GB
    link(namespace / "device", controller)
    register(sys, f"nvme{index}n1", namespace)
    write(dev / f"nvme{index}n1", b"")


def system_files(root: Path) -> None:
    write(root / "proc/self/mountinfo", "\n".join([
        "22 28 0:21 / /proc rw,nosuid,nodev,noexec,relatime shared:5 - proc proc rw",
        "23 28 0:22 / /sys rw,nosuid,nodev,noexec,relatime shared:6 - sysfs sysfs rw",
    ]))
    write(root / "proc/swaps", "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority")


def desktop_pch(root: Path) -> None:
    sys, dev = root / "sys", root / "dev"
    complex_ = sys / "devices/pci0000:00"
    cpu_port = pci_function(sys, complex_, "0000:00:06.0", "0x8086", "0x4c09", BRIDGE, GEN4, 4, GEN4, 4)
    pch_port1 = pci_function(sys, complex_, "0000:00:1b.0", "0x8086", "0x43c0", BRIDGE, GEN3, 4, GEN3, 4)
    pch_port2 = pci_function(sys, complex_, "0000:00:1d.0", "0x8086", "0x43b0", BRIDGE, GEN3, 4, GEN3, 4)
    for index, port, bus in ((0, cpu_port, "01"), (1, pch_port1, "02"), (2, pch_port2, "03")):
        speed = GEN4 if index == 0 else GEN3
        drive = pci_function(sys, port, f"0000:{bus}:00.0", "0x144d", "0xa80a", NVME, speed, 4, GEN4, 4)
        nvme_drive(sys, dev, drive, index, "Samsung SSD 980 PRO 1TB", f"S5GXNF0R10000{index}")
    system_files(root)


def server_switch(root: Path) -> None:
    sys, dev = root / "sys", root / "dev"
    complex_ = sys / "devices/pci0000:00"
    root_port = pci_function(sys, complex_, "0000:00:02.0", "0x8086", "0x2032", BRIDGE, GEN3, 8, GEN3, 8)
    upstream = pci_function(sys, root_port, "0000:01:00.0", "0x10b5", "0x8747", BRIDGE, GEN3, 8, GEN3, 8)
    for index, slot in ((0, "08"), (1, "10")):
        downstream = pci_function(sys, upstream, f"0000:02:{slot}.0", "0x10b5", "0x8747", BRIDGE, GEN3, 4, GEN3, 4)
        drive = pci_function(sys, downstream, f"0000:0{3 + index}:00.0", "0x8086", "0x0a54", NVME, GEN3, 4, GEN3, 4)
        nvme_drive(sys, dev, drive, index, "INTEL SSDPE2KX010T8", f"PHLJ00000{index}1P0IGN")
    own_port = pci_function(sys, complex_, "0000:00:03.0", "0x8086", "0x2033", BRIDGE, GEN4, 4, GEN4, 4)
    drive = pci_function(sys, own_port, "0000:05:00.0", "0x8086", "0x0b60", NVME, GEN4, 4, GEN4, 4)
    nvme_drive(sys, dev, drive, 2, "INTEL SSDPF2KX019T1", "PHAX000021P9AGN")
    system_files(root)


def main() -> None:
    if ROOT.exists():
        shutil.rmtree(ROOT)
    desktop_pch(ROOT / "desktop-pch")
    server_switch(ROOT / "server-switch")


if __name__ == "__main__":
    main()
