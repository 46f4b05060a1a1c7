# After a grow the filesystem keeps its size: `array grow-fs` grows it. A mounted ext4 on a raid5
# of three grows online (resize2fs) to four members' worth after the reshape, and its file reads
# back unchanged; an unmounted ext4 is checked first (e2fsck -f -p) and grown; a filesystem that
# fills the array is refused with the rule, and so is an array without one. A btrfs is refused
# unmounted and on an array under the kernel's 256 MiB resize floor, and grown mounted (`btrfs
# filesystem resize max`) on a raid0 of the whole drives.
# timeout: 150

require_cli array grow-fs
require_backends # mkfs.btrfs and btrfs in the guest
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3 n4=$4

must arraymark-cli array create --level raid5 --chunk 64k --size 16M --name amgrowfs --yes "$n1" "$n2" "$n3"
wait_until 10 "/dev/md/amgrowfs to appear" test -b /dev/md/amgrowfs
md=$(md_kernel_name /dev/md/amgrowfs)
md_wait_sync "$md" 60 raid5-initial
# (/sbin/mke2fs: e2fsprogs's; the guest shell runs busybox's own mke2fs, ext2 only, for a bare name.)
# An earlier scenario's filesystem on these drives shows through a new array of the same layout.
must wipefs -a -q "/dev/$md"
capture_all refuse-no-fs arraymark-cli array grow-fs amgrowfs && fail "grow-fs without a filesystem was not refused"
grep -q "holds no filesystem" "$AMVM_OUT/refuse-no-fs" || fail "the refusal does not say there is no filesystem"

must /sbin/mke2fs -q -F -t ext4 -b 1024 "/dev/$md"
mkdir -p /mnt/amgrowfs
must mount -t ext4 "/dev/$md" /mnt/amgrowfs
must dd if=/dev/urandom of=/mnt/amgrowfs/data bs=1M count=8 status=none
sum_before=$(md5sum < /mnt/amgrowfs/data)
kib_before=$(df -k /mnt/amgrowfs | awk 'NR==2 {print $2}')
capture_all refuse-full arraymark-cli array grow-fs amgrowfs && fail "grow-fs of a filesystem filling the array was not refused"
grep -q "fills the array already" "$AMVM_OUT/refuse-full" || fail "the refusal does not say the filesystem fills the array"

must arraymark-cli array reshape amgrowfs --add "$n4" --yes
md_wait_sync "$md" 150 raid5-grow
wait_until 30 "$md's reshape to end" sh -c "[ \"\$(cat /sys/block/$md/md/reshape_position)\" = none ]"
capture grow-fs-plan arraymark-cli array grow-fs amgrowfs
grep -q "resize2fs /dev/$md" "$AMVM_OUT/grow-fs-plan" || fail "the plan has no resize2fs step"
grep -q "mounted at /mnt/amgrowfs" "$AMVM_OUT/grow-fs-plan" || fail "the plan does not see the mount"
start=$(now_ms)
capture_all grow-fs-online arraymark-cli array grow-fs amgrowfs --yes || fail "array grow-fs --yes failed"
metric grow_fs_online_ms $(( $(now_ms) - start )) ms
kib_after=$(df -k /mnt/amgrowfs | awk 'NR==2 {print $2}')
[ $(( kib_after * 10 )) -gt $(( kib_before * 14 )) ] || fail "the filesystem is $kib_after KiB after grow-fs, was $kib_before"
[ "$(md5sum < /mnt/amgrowfs/data)" = "$sum_before" ] || fail "the file changed while the filesystem grew"
note "ext4 grew online from $kib_before to $kib_after KiB"
umount /mnt/amgrowfs

# Unmounted: a shrink-free way to get room again is not at hand, so check the refusal and the
# offline steps on a fresh filesystem made smaller than the array.
blocks=$(( $(cat /sys/block/$md/size) / 2 / 2 ))
must /sbin/mke2fs -q -F -t ext4 -b 1024 "/dev/$md" "$blocks"
capture grow-fs-offline-plan arraymark-cli array grow-fs amgrowfs
grep -q "e2fsck -f -p /dev/$md" "$AMVM_OUT/grow-fs-offline-plan" || fail "the unmounted plan does not check first"
capture_all grow-fs-offline arraymark-cli array grow-fs amgrowfs --yes || fail "array grow-fs --yes of the unmounted filesystem failed"
size_after=$(dumpe2fs -h "/dev/$md" 2>/dev/null | sed -n 's/^Block count: *//p')
[ "$size_after" -gt "$blocks" ] || fail "the unmounted filesystem still has $size_after blocks"

# btrfs on this one device: refused unmounted and below the kernel's 256 MiB resize floor.
half=$(( $(cat /sys/block/$md/size) * 512 / 2 ))
must mkfs.btrfs -q -f --mixed -b "$half" "/dev/$md"
capture_all refuse-btrfs-unmounted arraymark-cli array grow-fs amgrowfs &&
    fail "grow-fs of an unmounted btrfs was not refused"
grep -q "btrfs filesystem on /dev/$md is not mounted" "$AMVM_OUT/refuse-btrfs-unmounted" ||
    fail "the refusal does not say the btrfs is not mounted"
mkdir -p /mnt/amgrowbtrfs
must mount -t btrfs "/dev/$md" /mnt/amgrowbtrfs
capture_all refuse-btrfs-small arraymark-cli array grow-fs amgrowfs &&
    fail "grow-fs of a btrfs on a 48 MiB array was not refused"
grep -q "256 MiB or more" "$AMVM_OUT/refuse-btrfs-small" || fail "the refusal does not name the 256 MiB floor"
must umount /mnt/amgrowbtrfs
must mdadm --stop "/dev/$md"
for m in "$n1" "$n2" "$n3" "$n4"; do must mdadm --zero-superblock "$m"; done

# A 256 MiB btrfs on a raid0 of the four whole drives grows mounted (btrfs filesystem resize max).
must arraymark-cli array create --level raid0 --chunk 64k --name amgrowbt --yes "$n1" "$n2" "$n3" "$n4"
wait_until 10 "/dev/md/amgrowbt to appear" test -b /dev/md/amgrowbt
md=$(md_kernel_name /dev/md/amgrowbt)
must mkfs.btrfs -q -f -b 256M "/dev/$md"
must mount -t btrfs "/dev/$md" /mnt/amgrowbtrfs
must dd if=/dev/urandom of=/mnt/amgrowbtrfs/data bs=1M count=4 status=none
sum_before=$(md5sum < /mnt/amgrowbtrfs/data)
capture grow-fs-btrfs-plan arraymark-cli array grow-fs amgrowbt
grep -q "btrfs filesystem resize max /mnt/amgrowbtrfs" "$AMVM_OUT/grow-fs-btrfs-plan" ||
    fail "the btrfs plan has no resize step"
capture_all grow-fs-btrfs arraymark-cli array grow-fs amgrowbt --yes || fail "array grow-fs --yes of the btrfs failed"
total=$(btrfs inspect-internal dump-super "/dev/$md" | awk '$1 == "total_bytes" { print $2 }')
[ "$total" -gt $(( 384 << 20 )) ] || fail "the btrfs is $total bytes after grow-fs, was 256 MiB"
[ "$(md5sum < /mnt/amgrowbtrfs/data)" = "$sum_before" ] || fail "the file changed while btrfs grew"
note "btrfs grew online from 256 MiB to $total bytes"
must umount /mnt/amgrowbtrfs
must mdadm --stop "/dev/$md"
for m in "$n1" "$n2" "$n3" "$n4"; do must mdadm --zero-superblock "$m"; done
