# RAID0 over the two SATA drives (an SSD and an HDD of different sizes) and
# RAID10 over the four NVMe drives, side by side, with plain mdadm. The
# RAID10 is created --assume-clean: its resync adds nothing the RAID1/5
# scenarios do not already prove.
# timeout: 90

set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
s1=$(sata_disks | nth 1); s2=$(sata_disks | nth 2)

must mdadm --create /dev/md0 --run --level=0 --raid-devices=2 --chunk=128 --metadata=1.2 "$s1" "$s2"
must mdadm --create /dev/md1 --run --level=10 --layout=n2 --raid-devices=4 --chunk=64 --metadata=1.2 \
    --bitmap=none --assume-clean "$1" "$2" "$3" "$4"
capture raid0-raid10-mdstat cat /proc/mdstat
capture raid0-detail-export mdadm --detail --export /dev/md0
capture raid10-detail mdadm --detail /dev/md1
capture raid10-detail-export mdadm --detail --export /dev/md1
md_sysfs_snapshot md1 > "$AMVM_OUT/s"; emit_file raid10-sysfs "$AMVM_OUT/s"
size0=$(( $(cat /sys/block/md0/size) * 512 )); size1=$(( $(cat /sys/block/md1/size) * 512 ))
expect_array both md0 level=raid0 members=$(basenames "$s1" "$s2") raid_disks=2 chunk_bytes=131072 size_bytes=$size0
expect_array both md1 level=raid10 members=$(basenames "$@") raid_disks=4 chunk_bytes=65536 degraded=0 size_bytes=$size1
for m in "$s1" "$s2"; do expect_member both "${m##*/}" md0; done
for m in "$@"; do expect_member both "${m##*/}" md1; done
capture_drives both
must mdadm --stop /dev/md0
must mdadm --stop /dev/md1
