#!/usr/bin/env python3
"""Writes tests/data/members1: a fake sysfs/procfs/devfs of a machine with LVM
physical volumes and a btrfs filesystem over two disks, for the LvmMember and
BtrfsMember verdicts.

The signatures in dev/ are made by the real tools, so libblkid reads them as it
reads a disk: mkfs.btrfs on sparse files, pvcreate on a loop device (needs root,
lvm2 and btrfs-progs). Only the start of each image is kept: libblkid looks at
no more, but wants 1 MiB for btrfs and 2 MiB for LVM. Run it again after
changing it; the output is committed.

Machine:
  sda, sdb  physical volumes of vg0 (sda with its label, sdb blank: a scan that
            could not read it), held by the raid1 LV vg0-data's sub-volumes
            dm-0..dm-3 (vg0-data_rmeta_0, _rimage_0, _rmeta_1, _rimage_1); dm-4 vg0-data
  sdc       a physical volume no active volume group uses (label only)
  sdd, sde  the btrfs filesystem "pool" (raid1 over both), mounted at /mnt/pool through sdd
  sdf       held by dm-5 "my--vg-lv": LV lv of volume group "my-vg"
  sdg       partition sdg1: a btrfs filesystem without a label, not mounted
  sdh       held by dm-6 "plain-crypt", a mapping that is not LVM's
"""
import shutil
import subprocess
import tempfile
from pathlib import Path

from make_fixture_tree import block_attrs, link, partition, register, sata_disk, write

ROOT = Path(__file__).resolve().parent / "members1"
SECTORS = 2097152  # 1 GiB
POOL_UUID = "5f3c2a1e-0b7d-4c39-9a51-3d2e8f6b7c10"
LONE_UUID = "0c6b1d7a-93e2-4f5b-8e44-6a1f2b3c4d5e"
VG0_UUID = "Xk2v9QzB7mNcR4tLpW8sYdE1fGhJ3aU6"
MYVG_UUID = "Pq7Rt2Wx9Zb4Nm6Kc8Vd1Fg3Hj5Ls0Ae"
MiB = 1048576


def run(*argv: str) -> str:
    return subprocess.run(argv, check=True, capture_output=True, text=True).stdout.strip()


def btrfs_images(tmp: Path, label: str, uuid: str, count: int) -> list:
    files = [tmp / f"btrfs-{uuid}-{i}.img" for i in range(count)]
    for f in files:
        with open(f, "wb") as out:
            out.truncate(256 * MiB)
    argv = ["mkfs.btrfs", "-q", "-f", "-U", uuid] + (["-L", label] if label else [])
    if count > 1:
        argv += ["-d", "raid1", "-m", "raid1"]
    run(*argv, *map(str, files))
    return [f.read_bytes()[:MiB] for f in files]


def lvm_label(tmp: Path, name: str) -> bytes:
    image = tmp / f"{name}.img"
    with open(image, "wb") as out:
        out.truncate(16 * MiB)
    loop = run("losetup", "--find", "--show", str(image))
    config = "backup { backup=0 archive=0 } devices { use_devicesfile=0 }"
    try:
        run("pvcreate", "--config", config, "--devices", loop, "-y", loop)
    finally:
        run("losetup", "-d", loop)
    return image.read_bytes()[:2 * MiB]


def main() -> None:
    if ROOT.exists():
        shutil.rmtree(ROOT)
    sys, proc, dev = ROOT / "sys", ROOT / "proc", ROOT / "dev"

    def disk(port: int, name: str) -> Path:
        return sata_disk(sys, port, name, f"8:{(port - 1) * 16}", SECTORS * 4, "ST2000DM008-2FR102",
                         f"ZFN0{name.upper()}", "0001", 1)

    def mapping(number: int, name: str, uuid: str, over: list) -> Path:
        dm = sys / "devices/virtual/block" / f"dm-{number}"
        block_attrs(dm, f"253:{number}", SECTORS)
        write(dm / "dm/name", name)
        write(dm / "dm/uuid", uuid)
        register(sys, f"dm-{number}", dm)
        for held_name, held in over:
            link(held / "holders" / f"dm-{number}", dm)
            link(dm / "slaves" / held_name, held)
        link(dev / "mapper" / name, dev / f"dm-{number}")
        return dm

    disks = {name: disk(port, name) for port, name in enumerate("abcdefgh", start=1)
             for name in [f"sd{name}"]}
    sdg1 = partition(disks["sdg"], "sdg1", "8:97", 1, 2048, SECTORS)

    lv = "LVM-" + VG0_UUID
    meta0 = mapping(0, "vg0-data_rmeta_0", lv + "A" * 32, [("sda", disks["sda"])])
    image0 = mapping(1, "vg0-data_rimage_0", lv + "B" * 32, [("sda", disks["sda"])])
    meta1 = mapping(2, "vg0-data_rmeta_1", lv + "C" * 32, [("sdb", disks["sdb"])])
    image1 = mapping(3, "vg0-data_rimage_1", lv + "D" * 32, [("sdb", disks["sdb"])])
    mapping(4, "vg0-data", lv + "E" * 32,
            [("dm-0", meta0), ("dm-1", image0), ("dm-2", meta1), ("dm-3", image1)])
    mapping(5, "my--vg-lv", "LVM-" + MYVG_UUID + "F" * 32, [("sdf", disks["sdf"])])
    mapping(6, "plain-crypt", "CRYPT-PLAIN-plain-crypt", [("sdh", disks["sdh"])])

    # A mounted btrfs lists its devices in sysfs; "features" sits beside the UUIDs.
    write(sys / "fs/btrfs/features/raid1c34", "0x800")
    write(sys / f"fs/btrfs/{POOL_UUID}/label", "pool")
    for name in ("sdd", "sde"):
        link(sys / f"fs/btrfs/{POOL_UUID}/devices" / name, disks[name])

    write(proc / "self/mountinfo", "\n".join([
        "22 28 0:21 / /proc rw,nosuid,nodev,noexec,relatime shared:5 - proc proc rw",
        "28 1 8:113 / / rw,relatime shared:1 - ext4 /dev/sdi1 rw",
        "40 28 0:45 / /mnt/pool rw,relatime shared:9 - btrfs /dev/sdd rw,space_cache=v2,subvolid=5,subvol=/",
    ]))
    write(proc / "swaps", "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority")

    for name in [p.name for p in (sys / "block").iterdir()] + ["sdg1"]:
        write(dev / name, b"")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        write(dev / "sda", lvm_label(tmp, "sda"))
        write(dev / "sdc", lvm_label(tmp, "sdc"))
        sdd, sde = btrfs_images(tmp, "pool", POOL_UUID, 2)
        write(dev / "sdd", sdd)
        write(dev / "sde", sde)
        write(dev / "sdg1", btrfs_images(tmp, "", LONE_UUID, 1)[0])


if __name__ == "__main__":
    main()
