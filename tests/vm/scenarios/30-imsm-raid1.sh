# Intel imsm (VROC/RST) metadata without Intel hardware, the way mdadm's own
# tests do it: IMSM_NO_PLATFORM=1 and IMSM_DEVNAME_AS_SERIAL=1 in the
# environment of mdadm and of the mdmon it starts. Container over two NVMe
# drives, RAID1 volume inside it, resync driven by mdmon, a write that mdmon
# must acknowledge. Records --detail-platform with and without the override.
# timeout: 120

a=$(nvme_disks | nth 1); b=$(nvme_disks | nth 2)
an=${a##*/}; bn=${b##*/}

capture_all imsm-detail-platform-no-override env -u IMSM_NO_PLATFORM mdadm --detail-platform
note "mdadm --detail-platform without override: exit status $?"
export IMSM_NO_PLATFORM=1 IMSM_DEVNAME_AS_SERIAL=1 MDADM_NO_SYSTEMCTL=1
capture_all imsm-detail-platform mdadm --detail-platform
note "mdadm --detail-platform with IMSM_NO_PLATFORM=1: exit status $?"
capture_all imsm-detail-platform-export mdadm --detail-platform --export
capture_all imsm-detail-platform-verbose mdadm --detail-platform --verbose -e imsm

must mdadm --create /dev/md/imsm0 --run --metadata=imsm --raid-devices=2 "$a" "$b"
must mdadm --create /dev/md/vol0 --run --level=1 --raid-devices=2 /dev/md/imsm0
container=$(md_kernel_name /dev/md/imsm0); volume=$(md_kernel_name /dev/md/vol0)
log "container $container, volume $volume"
wait_until 10 "mdmon to run for $container" pidof mdmon
capture imsm-mdstat-resync cat /proc/mdstat
md_wait_sync "$volume" 90 imsm-raid1-resync
metric imsm_raid1_resync_ms "$AMVM_SYNC_MS" ms

# Without mdmon an imsm volume stays read-only; a write must go through.
must dd if=/dev/zero of=/dev/md/vol0 bs=64k count=16 conv=fsync
state=$(md_attr "$volume" array_state)
case "$state" in active|clean) ;; *) fail "$volume array_state is '$state' after a write (mdmon not managing it?)" ;; esac

capture imsm-mdstat cat /proc/mdstat
capture imsm-detail-container mdadm --detail "/dev/$container"
capture imsm-detail-export-container mdadm --detail --export "/dev/$container"
capture imsm-detail-volume mdadm --detail "/dev/$volume"
capture imsm-detail-export-volume mdadm --detail --export "/dev/$volume"
capture imsm-examine-member mdadm --examine "$a"
capture imsm-examine-export-member mdadm --examine --export "$a"
capture imsm-detail-scan mdadm --detail --scan
capture imsm-examine-scan mdadm --examine --scan
md_sysfs_snapshot "$container" > "$AMVM_OUT/s"; emit_file imsm-sysfs-container "$AMVM_OUT/s"
md_sysfs_snapshot "$volume" > "$AMVM_OUT/s"; emit_file imsm-sysfs-volume "$AMVM_OUT/s"

expect_array imsm "$volume" level=raid1 members=$an,$bn raid_disks=2 degraded=0
expect_array imsm "$container" level=container members=$an,$bn
expect_member imsm "$an" "$container"
expect_member imsm "$bn" "$container"
capture_drives imsm

# Member failure and rebuild the imsm way: the volume loses a member, the
# drive leaves the container, comes back blank as a container spare, and
# mdmon (not the kernel) starts the recovery into the degraded volume.
must mdadm "/dev/$volume" --fail "$b"
wait_until 10 "$volume to count a degraded member" sh -c "[ \"\$(cat /sys/block/$volume/md/degraded)\" = 1 ]"
capture imsm-mdstat-degraded cat /proc/mdstat
capture imsm-detail-export-volume-degraded mdadm --detail --export "/dev/$volume"
expect_array degraded "$volume" level=raid1 degraded=1
capture_drives degraded
must mdadm "/dev/$container" --remove "$b"
must mdadm --zero-superblock "$b"
must mdadm "/dev/$container" --add "$b"
wait_until 20 "mdmon to start the rebuild of $volume" sh -c "[ \"\$(cat /sys/block/$volume/md/sync_action)\" != idle ] || [ \"\$(cat /sys/block/$volume/md/degraded)\" = 0 ]"
md_wait_sync "$volume" 90 imsm-raid1-rebuild
metric imsm_raid1_rebuild_ms "$AMVM_SYNC_MS" ms
[ "$(md_attr "$volume" degraded)" = 0 ] || fail "$volume still degraded after the rebuild: $(cat /proc/mdstat)"
capture imsm-mdstat-rebuilt cat /proc/mdstat
expect_array rebuilt "$volume" level=raid1 members=$an,$bn degraded=0
capture_drives rebuilt

# mdadm tells mdmon through its socket; when mdmon closes it first, the write
# raises SIGPIPE and kills mdadm half way (exit 141, seen once in a chroot run).
# Ignored, the write fails with EPIPE and mdadm finishes the stop.
must sh -c 'trap "" PIPE; exec mdadm --stop "$1"' stop "/dev/$volume"
must sh -c 'trap "" PIPE; exec mdadm --stop "$1"' stop "/dev/$container"
wait_until 10 "mdmon to exit after the container stopped" sh -c '! pidof mdmon'
