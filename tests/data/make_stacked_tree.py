#!/usr/bin/env python3
"""Writes tests/data/stacked1: a fake sysfs/procfs/devfs of a machine whose
devices are stacked on one another (loop over loop, dm over loop, whole-disk
md members and mounts with stale partitions), for the inherited in-use verdicts.

Uses the helpers of make_fixture_tree.py; run it again after changing it, the
output is committed.

Machine:
  sda  sda1 mounted at /, sda2 free        sdf  sdf1 mounted at /home, sdf2 free
  sdb  whole-disk member of md0, a stale partition sdb1
  sdc  sdc1 member of md0                   md0 over sdb and sdc1, not mounted
  sdd  mounted at /data as a whole disk, a stale partition sdd1
  sde  held by dm-1 as a whole disk, a partition sde1
  dm-0 over loop5, which is backed by /dev/sda1
  loop0 -> /dev/sda1        loop1 -> /dev/sdc1        loop2 -> /dev/loop1
  loop3 -> /dev/sda         loop4 -> /dev/sdf2        loop6 -> /var/swapfile (active swap)
  loop7 -> /var/lib/images/free.img                  loop8, loop9 -> /data/shared.img, loop9 mounted
  loop10 -> /dev/loop11, loop11 -> /dev/loop10 (a cycle no kernel makes: the guard)
"""
import shutil
from pathlib import Path

from make_fixture_tree import block_attrs, link, partition, register, sata_disk, write

ROOT = Path(__file__).resolve().parent / "stacked1"
SECTORS = 2097152  # 1 GiB


def virtual(sys: Path, name: str, devno: str, sectors: int = SECTORS) -> Path:
    dev_dir = sys / "devices/virtual/block" / name
    block_attrs(dev_dir, devno, sectors)
    register(sys, name, dev_dir)
    return dev_dir


def loop(sys: Path, number: int, backing: str) -> Path:
    dev_dir = virtual(sys, f"loop{number}", f"7:{number}")
    write(dev_dir / "loop/backing_file", backing)
    return dev_dir


def hold(holder: Path, holder_name: str, held: Path, held_name: str) -> None:
    link(held / "holders" / holder_name, holder)
    link(holder / "slaves" / held_name, held)


def main() -> None:
    if ROOT.exists():
        shutil.rmtree(ROOT)
    sys, proc, dev = ROOT / "sys", ROOT / "proc", ROOT / "dev"

    def disk(port: int, name: str, minor: int) -> Path:
        return sata_disk(sys, port, name, f"8:{minor}", SECTORS * 4, "ST2000DM008-2FR102",
                         f"ZFN0{name.upper()}", "0001", 1)

    sda = disk(1, "sda", 0)
    sda1 = partition(sda, "sda1", "8:1", 1, 2048, SECTORS)
    partition(sda, "sda2", "8:2", 2, 2048 + SECTORS, SECTORS)
    sdb = disk(2, "sdb", 16)
    partition(sdb, "sdb1", "8:17", 1, 2048, SECTORS)
    sdc = disk(3, "sdc", 32)
    sdc1 = partition(sdc, "sdc1", "8:33", 1, 2048, SECTORS * 3)
    sdd = disk(4, "sdd", 48)
    partition(sdd, "sdd1", "8:49", 1, 2048, SECTORS)
    sde = disk(5, "sde", 64)
    partition(sde, "sde1", "8:65", 1, 2048, SECTORS)
    sdf = disk(6, "sdf", 80)
    partition(sdf, "sdf1", "8:81", 1, 2048, SECTORS)
    partition(sdf, "sdf2", "8:82", 2, 2048 + SECTORS, SECTORS)

    md0 = virtual(sys, "md0", "9:0", SECTORS * 3)
    for attribute, value in (("level", "raid1"), ("array_state", "clean"), ("metadata_version", "1.2"),
                             ("raid_disks", 2), ("degraded", 0), ("chunk_size", 0), ("sync_action", "idle")):
        write(md0 / "md" / attribute, value)
    hold(md0, "md0", sdb, "sdb")
    hold(md0, "md0", sdc1, "sdc1")

    loop(sys, 0, "/dev/sda1")
    loop(sys, 1, "/dev/sdc1")
    loop(sys, 2, "/dev/loop1")
    loop(sys, 3, "/dev/sda")
    loop(sys, 4, "/dev/sdf2")
    loop5 = loop(sys, 5, "/dev/sda1")
    loop(sys, 6, "/var/swapfile")
    loop(sys, 7, "/var/lib/images/free.img")
    loop(sys, 8, "/data/shared.img")
    loop(sys, 9, "/data/shared.img")
    loop(sys, 10, "/dev/loop11")
    loop(sys, 11, "/dev/loop10")

    dm0 = virtual(sys, "dm-0", "253:0")
    write(dm0 / "dm/name", "stack-on-loop")
    hold(dm0, "dm-0", loop5, "loop5")
    dm1 = virtual(sys, "dm-1", "253:1", SECTORS * 4)
    write(dm1 / "dm/name", "whole-sde")
    hold(dm1, "dm-1", sde, "sde")

    write(proc / "self/mountinfo", "\n".join([
        "22 28 0:21 / /proc rw,nosuid,nodev,noexec,relatime shared:5 - proc proc rw",
        "28 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw",
        "29 28 8:81 / /home rw,relatime shared:2 - ext4 /dev/sdf1 rw",
        "30 28 8:48 / /data rw,relatime shared:3 - ext4 /dev/sdd rw",
        "31 30 7:9 / /mnt/shared rw,relatime shared:4 - ext4 /dev/loop9 rw",
    ]))
    write(proc / "swaps", "\n".join([
        "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority",
        "/var/swapfile                           file\t\t1048572\t\t0\t\t-2",
    ]))

    # devfs: one empty (blank) file per device with a size; mapper names link to dm-N.
    names = [p.name for p in (sys / "block").iterdir()]
    for name in names:
        write(dev / name, b"")
    for disk_dir in (sda, sdb, sdc, sdd, sde, sdf):
        for part in disk_dir.iterdir():
            if (part / "partition").exists():
                write(dev / part.name, b"")
    link(dev / "mapper/stack-on-loop", dev / "dm-0")


if __name__ == "__main__":
    main()
