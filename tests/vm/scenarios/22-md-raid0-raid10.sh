# RAID0 over the two SATA drives (an SSD and an HDD of different sizes) and
# RAID10 over the four NVMe drives, side by side, with plain mdadm. The
# RAID10 is created --assume-clean (its initial resync adds nothing the
# RAID1/5 scenarios do not prove), then scrubbed and one member rebuilt.
# timeout: 120

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

# A scrub ("check") of the RAID10 and a recovery of one of its members, for
# the monitor's "checking" and "recovering" states as the kernel shows them.
echo check > /sys/block/md1/md/sync_action || fail "cannot start a check of md1"
md_wait_sync md1 60 raid10-check
metric raid10_check_ms "$AMVM_SYNC_MS" ms
[ "$(md_attr md1 mismatch_cnt)" = 0 ] || fail "check of md1 found $(md_attr md1 mismatch_cnt) mismatches"
must mdadm /dev/md1 --fail "$2"
must mdadm /dev/md1 --remove "$2"
capture raid10-mdstat-degraded cat /proc/mdstat
must mdadm --zero-superblock "$2"
must mdadm /dev/md1 --add "$2"
md_wait_sync md1 60 raid10-recovery
metric raid10_recovery_ms "$AMVM_SYNC_MS" ms
expect_array recovered md1 level=raid10 members=$(basenames "$@") degraded=0
capture_drives recovered
must mdadm --stop /dev/md1
