# The raw LVM and btrfs tools work in this guest (no udev, no lvm daemons)
# and their real outputs are recorded as fixtures for the backends' parsers:
# an LVM raid1 LV over 2 NVMe drives (pvcreate, vgcreate, lvcreate --type
# raid1, lvs --reportformat json during and after the sync, dmsetup status, a
# check scrub, lvconvert --replace onto a third drive, then lvremove/vgremove/
# pvremove/wipefs leave nothing blkid finds); a btrfs raid1 over 2 drives
# (mkfs.btrfs, mount, a file written, filesystem show/usage, device stats,
# scrub, replace onto a third drive, umount, wipefs): the replace with
# separate data/metadata block groups is recorded (ENOSPC on these small
# drives), the one with --mixed must succeed. No arraymark-cli.
# timeout: 240

require_backends
set -- $(nvme_disks)
[ $# -ge 3 ] || fail "need 3 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3
vg=amt lv=r1
lvs_fields=lv_name,vg_name,lv_attr,segtype,lv_size,sync_percent,raid_sync_action,raid_mismatch_count,lv_health_status,devices,region_size,stripes

lv_field() { lvs --noheadings --nosuffix -o "$1" "$vg/$lv" 2>/dev/null | tr -d ' '; }
lv_in_sync() { [ "$(lv_field sync_percent)" = 100.00 ] && [ "$(lv_field raid_sync_action)" = idle ]; }
# lv_wait_sync PREFIX SECONDS: waits for the raid LV to be in sync and idle;
# records lvs JSON and dmsetup status once while it runs.
lv_wait_sync() {
    local prefix="$1" seconds="$2" start deadline recorded=0
    start=$(now_ms)
    deadline=$(( start + seconds * 1000 ))
    until lv_in_sync; do
        if [ "$recorded" = 0 ]; then
            # dmsetup first: it answers at once, an lvs call takes a second.
            capture "$prefix-dmsetup-status-running" dmsetup status "$vg-$lv"
            capture "$prefix-lvs-running" lvs -a --reportformat json --units b -o "$lvs_fields" "$vg"
            recorded=1
        fi
        [ "$(now_ms)" -gt "$deadline" ] && fail "$vg/$lv not in sync after ${seconds}s: $(lv_field sync_percent)% $(lv_field raid_sync_action)"
        sleep 0.2
    done
    AMVM_SYNC_MS=$(( $(now_ms) - start ))
    [ "$recorded" = 1 ] || note "$vg/$lv: $prefix finished within one poll"
}
nothing_found() {
    local dev
    for dev in "$@"; do
        blkid -p "$dev" >/dev/null 2>&1
        rc=$?
        [ "$rc" = 2 ] || fail "blkid -p $dev exited $rc after the cleanup, expected 2 (nothing found): $(blkid -p "$dev" 2>&1)"
    done
}

# ---- LVM raid1
# dm-raid runs md's resync under md's speed cap: 10 MB/s makes the 64 MiB
# sync last about 6 s, so the snapshots below see it running.
echo 10000 > /proc/sys/dev/raid/speed_limit_max
capture_all lvm-version lvm version
capture_all pvcreate pvcreate -y "$n1" "$n2" "$n3" || fail "pvcreate failed"
capture_all vgcreate vgcreate "$vg" "$n1" "$n2" || fail "vgcreate failed"
capture_all lvcreate lvcreate -y --type raid1 -m 1 -L 64M -n "$lv" "$vg" "$n1" "$n2" || fail "lvcreate --type raid1 failed"
# No udev: which nodes and links did libdevmapper make itself?
capture_all lvm-dev-nodes ls -l "/dev/$vg" /dev/mapper
[ -b "/dev/$vg/$lv" ] || fail "/dev/$vg/$lv is not a block device after lvcreate (no udev)"
lv_wait_sync lvm-initial 90
metric lvm_raid1_initial_sync_ms "$AMVM_SYNC_MS" ms
capture lvs-synced lvs -a --reportformat json --units b -o "$lvs_fields" "$vg" || fail "lvs --reportformat json failed"
grep -q '"segtype":"raid1"' "$AMVM_OUT/lvs-synced" || fail "lvs JSON does not show segtype raid1"
capture pvs pvs --reportformat json --units b -o pv_name,vg_name,pv_size,pv_free,pv_used,pv_uuid
capture vgs vgs --reportformat json --units b -o vg_name,vg_uuid,pv_count,lv_count,vg_size,vg_free,vg_extent_size "$vg"
capture dmsetup-status-synced dmsetup status "$vg-$lv"
capture dmsetup-table dmsetup table

capture_all lvchange-check lvchange --syncaction check "$vg/$lv" || fail "lvchange --syncaction check failed"
lv_wait_sync lvm-check 60
capture lvs-checked lvs -a --reportformat json --units b -o "$lvs_fields" "$vg"
[ "$(lv_field raid_mismatch_count)" = 0 ] || fail "check found $(lv_field raid_mismatch_count) mismatches on a fresh raid1"

capture_all vgextend vgextend "$vg" "$n3" || fail "vgextend failed"
capture_all lvconvert-replace lvconvert -y --replace "$n2" "$vg/$lv" "$n3" || fail "lvconvert --replace $n2 onto $n3 failed"
lv_wait_sync lvm-replace 90
metric lvm_raid1_replace_ms "$AMVM_SYNC_MS" ms
capture lvs-replaced lvs -a --reportformat json --units b -o "$lvs_fields" "$vg"
grep -q "${n3##*/}" "$AMVM_OUT/lvs-replaced" || fail "after the replace, lvs names no image on $n3"
grep -q "${n2##*/}" "$AMVM_OUT/lvs-replaced" && fail "after the replace, lvs still names $n2"
capture pvs-replaced pvs --reportformat json --units b -o pv_name,vg_name,pv_size,pv_free,pv_used

echo 100000 > /proc/sys/dev/raid/speed_limit_max
capture_all lvremove lvremove -y "$vg/$lv" || fail "lvremove failed"
capture_all vgremove vgremove -y "$vg" || fail "vgremove failed"
capture_all pvremove pvremove -y "$n1" "$n2" "$n3" || fail "pvremove failed"
for dev in "$n1" "$n2" "$n3"; do must wipefs -a "$dev"; done
[ -e "/dev/$vg" ] && fail "/dev/$vg is left after vgremove: $(ls -l "/dev/$vg")"
[ -n "$(dmsetup ls 2>/dev/null | grep -v 'No devices found')" ] && fail "device-mapper devices left: $(dmsetup ls)"
nothing_found "$n1" "$n2" "$n3"

# ---- btrfs raid1
mnt=/run/arraymark/btrfs/t
# btrfs_mount NAME: mounts $n1 at $mnt and writes a 16 MiB file.
btrfs_mount() {
    mkdir -p "$mnt"
    # mkfs.btrfs registers the new devices with the kernel; a mount needs all of them known.
    if ! run mount -t btrfs "$n1" "$mnt"; then
        note "$1: mount after mkfs.btrfs failed without 'btrfs device scan'"
        must btrfs device scan "$n1" "$n2"
        must mount -t btrfs "$n1" "$mnt"
    fi
    must dd if=/dev/urandom of="$mnt/data" bs=1M count=16 conv=fsync
    sync
}
btrfs_clean() {
    must umount "$mnt"
    rmdir "$mnt"
    for dev in "$n1" "$n2" "$n3"; do must wipefs -a "$dev"; done
    btrfs device scan --forget >/dev/null 2>&1
    nothing_found "$n1" "$n2" "$n3"
}

capture_all btrfs-version btrfs --version
capture_all mkfs-btrfs mkfs.btrfs -f -L amt -d raid1 -m raid1 "$n1" "$n2" || fail "mkfs.btrfs -d raid1 -m raid1 failed"
capture_all blkid-btrfs blkid -p "$n1"
btrfs_mount separate
capture btrfs-show btrfs filesystem show --raw "$mnt" || fail "btrfs filesystem show failed"
capture btrfs-usage btrfs filesystem usage -b "$mnt"
capture btrfs-df btrfs filesystem df -b "$mnt"
capture btrfs-device-stats btrfs device stats "$mnt" || fail "btrfs device stats failed"
capture btrfs-device-stats-json btrfs --format json device stats "$mnt"
capture_all btrfs-scrub-start btrfs scrub start -B "$mnt" || fail "btrfs scrub start -B failed"
capture btrfs-scrub-status btrfs scrub status -R "$mnt"
grep -q 'csum_errors: 0' "$AMVM_OUT/btrfs-scrub-status" || fail "scrub status -R shows checksum errors or no csum_errors line"
# On 2 x 128 MiB with separate data and metadata block groups a replace
# cannot set a block group read-only (ENOSPC): recorded, not required.
if capture_all btrfs-replace-separate btrfs replace start -B -f "$n2" "$n3" "$mnt"; then
    note "btrfs replace on separate data/metadata block groups worked at this size"
else
    note "btrfs replace on 2 x $(( $(blockdev --getsize64 "$n1") >> 20 )) MiB without --mixed failed: $(head -n1 "$AMVM_OUT/btrfs-replace-separate")"
fi
btrfs_clean

# The same with mixed block groups (mkfs.btrfs --mixed: advised below 1 GiB):
# the replace has room.
capture_all mkfs-btrfs-mixed mkfs.btrfs -f -L amt --mixed -d raid1 -m raid1 "$n1" "$n2" || fail "mkfs.btrfs --mixed failed"
btrfs_mount mixed
capture btrfs-show-mixed btrfs filesystem show --raw "$mnt"
capture btrfs-df-mixed btrfs filesystem df -b "$mnt"
capture_all btrfs-replace btrfs replace start -B -f "$n2" "$n3" "$mnt" || fail "btrfs replace $n2 onto $n3 failed on a --mixed filesystem"
capture btrfs-replace-status btrfs replace status -1 "$mnt"
capture btrfs-show-replaced btrfs filesystem show --raw "$mnt"
grep -q "$n3" "$AMVM_OUT/btrfs-show-replaced" || fail "after the replace, filesystem show does not list $n3"
grep -q "$n2\$" "$AMVM_OUT/btrfs-show-replaced" && fail "after the replace, filesystem show still lists $n2"
capture btrfs-device-stats-replaced btrfs device stats "$mnt"
capture_all btrfs-scrub-replaced btrfs scrub start -B "$mnt" || fail "scrub after the replace failed"
btrfs_clean
