# Native md RAID1 with plain mdadm (proves the kernel path, no `array`
# command needed): create, resync, then fail a member, remove it, add it back
# and wait for the full recovery. At each state `arraymark-cli drives --json`
# must report the array (level, members, degraded) and mark the members
# "md_member". Records mdadm/mdstat/sysfs output as RAID parser fixtures.
# timeout: 150

a=$(nvme_disks | nth 1); b=$(nvme_disks | nth 2); c=$(nvme_disks | nth 3)
an=${a##*/}; bn=${b##*/}; cn=${c##*/}

# No bitmap: the re-added member then needs a full recovery, which is what
# the monitor must follow.
must mdadm --create /dev/md0 --run --level=1 --raid-devices=2 --metadata=1.2 --bitmap=none "$a" "$b"
capture raid1-mdstat-resync cat /proc/mdstat
expect_array resync md0 level=raid1 members=$an,$bn raid_disks=2 degraded=0
capture_drives resync
md_wait_sync md0 90 raid1-resync
metric raid1_resync_ms "$AMVM_SYNC_MS" ms

capture raid1-mdstat-clean cat /proc/mdstat
capture raid1-detail mdadm --detail /dev/md0 || fail "mdadm --detail /dev/md0 failed"
capture raid1-detail-export mdadm --detail --export /dev/md0
capture raid1-examine mdadm --examine "$a"
capture raid1-examine-export mdadm --examine --export "$a"
capture raid1-detail-scan mdadm --detail --scan
capture raid1-examine-scan mdadm --examine --scan
md_sysfs_snapshot md0 > "$AMVM_OUT/s"; emit_file raid1-sysfs-clean "$AMVM_OUT/s"
[ "$(md_attr md0 level)" = raid1 ] || fail "sysfs level of md0 is '$(md_attr md0 level)'"
expect_array clean md0 level=raid1 members=$an,$bn raid_disks=2 degraded=0 state=clean
expect_member clean "$an" md0
expect_member clean "$bn" md0
expect_free clean "$cn"
capture_drives clean

must mdadm /dev/md0 --fail "$a"
wait_until 10 "md0 to count a degraded member" sh -c '[ "$(cat /sys/block/md0/md/degraded)" = 1 ]'
capture raid1-mdstat-degraded cat /proc/mdstat
capture raid1-detail-degraded mdadm --detail /dev/md0
capture raid1-detail-export-degraded mdadm --detail --export /dev/md0
md_sysfs_snapshot md0 > "$AMVM_OUT/s"; emit_file raid1-sysfs-degraded "$AMVM_OUT/s"
expect_array degraded md0 level=raid1 degraded=1 raid_disks=2
expect_member degraded "$bn" md0
capture_drives degraded

must mdadm /dev/md0 --remove "$a"
expect_array removed md0 level=raid1 members=$bn degraded=1
capture_drives removed

# --zero-superblock first: otherwise mdadm re-adds the old member.
must mdadm --zero-superblock "$a"
must mdadm /dev/md0 --add "$a"
md_wait_sync md0 90 raid1-recovery
metric raid1_recovery_ms "$AMVM_SYNC_MS" ms
[ "$(md_attr md0 degraded)" = 0 ] || fail "md0 still degraded after recovery: $(cat /proc/mdstat)"
capture raid1-mdstat-recovered cat /proc/mdstat
expect_array recovered md0 level=raid1 members=$an,$bn degraded=0
expect_member recovered "$an" md0
capture_drives recovered

must mdadm --stop /dev/md0
expect_absent stopped md0
capture_drives stopped
