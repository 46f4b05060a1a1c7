# Native md RAID5 over three NVMe drives with plain mdadm: create with a
# 64 KiB chunk, resync, fail one member, remove it, replace it with a fourth
# (fresh) drive and wait for the recovery. arraymark-cli drives --json must
# follow each state. Records mdstat during the recovery as a fixture.
# timeout: 150

a=$(nvme_disks | nth 1); b=$(nvme_disks | nth 2); c=$(nvme_disks | nth 3); d=$(nvme_disks | nth 4)
an=${a##*/}; bn=${b##*/}; cn=${c##*/}; dn=${d##*/}

must mdadm --create /dev/md0 --run --level=5 --raid-devices=3 --chunk=64 --metadata=1.2 --bitmap=none "$a" "$b" "$c"
md_wait_sync md0 90 raid5-resync
metric raid5_resync_ms "$AMVM_SYNC_MS" ms
capture raid5-mdstat-clean cat /proc/mdstat
capture raid5-detail mdadm --detail /dev/md0
capture raid5-detail-export mdadm --detail --export /dev/md0
md_sysfs_snapshot md0 > "$AMVM_OUT/s"; emit_file raid5-sysfs-clean "$AMVM_OUT/s"
size=$(( $(cat /sys/block/md0/size) * 512 ))
component=$(( $(md_attr md0 component_size) * 1024 ))
[ "$size" = $(( 2 * component )) ] || fail "RAID5 of 3: array size $size is not twice the component size $component"
expect_array clean md0 level=raid5 members=$an,$bn,$cn raid_disks=3 degraded=0 chunk_bytes=65536 size_bytes=$size
for m in "$an" "$bn" "$cn"; do expect_member clean "$m" md0; done
expect_free clean "$dn"
capture_drives clean

must mdadm /dev/md0 --fail "$b"
wait_until 10 "md0 to count a degraded member" sh -c '[ "$(cat /sys/block/md0/md/degraded)" = 1 ]'
capture raid5-mdstat-degraded cat /proc/mdstat
capture raid5-detail-export-degraded mdadm --detail --export /dev/md0
expect_array degraded md0 level=raid5 degraded=1 raid_disks=3
capture_drives degraded

must mdadm /dev/md0 --remove "$b"
must mdadm /dev/md0 --add "$d"
capture raid5-detail-recovering mdadm --detail /dev/md0
capture raid5-detail-export-recovering mdadm --detail --export /dev/md0
md_wait_sync md0 90 raid5-recovery
metric raid5_recovery_ms "$AMVM_SYNC_MS" ms
# Rebuild time per GiB of member capacity (what the press reports).
metric raid5_recovery_s_per_gib "$(awk -v ms="$AMVM_SYNC_MS" -v c="$component" 'BEGIN { printf "%.1f", ms / 1000 / (c / 1073741824) }')" s/GiB
[ "$(md_attr md0 degraded)" = 0 ] || fail "md0 still degraded after recovery: $(cat /proc/mdstat)"
capture raid5-mdstat-recovered cat /proc/mdstat
expect_array recovered md0 level=raid5 members=$an,$cn,$dn degraded=0
expect_member recovered "$dn" md0
capture_drives recovered
must mdadm --stop /dev/md0
