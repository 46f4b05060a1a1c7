# What `arraymark-cli array reshape` refuses on a real kernel, each with exit status 2 (1 for a
# device in use) and the rule, and nothing changes: a level change md cannot do (raid1 to
# raid6), a backup file on a filesystem that lives on the array itself, a shrink without the
# typed name, a shrink below what the filesystem on it holds (even with the name: its usage is
# read, statvfs when mounted and dumpe2fs when not), a drive that is a member of another array.
# timeout: 120

require_cli array reshape
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3 n4=$4
fingerprint() { dd if="$1" bs=1M count=8 2>/dev/null | md5sum | cut -d' ' -f1; }

must arraymark-cli array create --level raid1 --size 16M --name amref --yes "$n1" "$n2"
wait_until 10 "/dev/md/amref to appear" test -b /dev/md/amref
md=$(md_kernel_name /dev/md/amref)
md_wait_sync "$md" 60 raid1-initial
before_n3=$(fingerprint "$n3")

capture_all refuse-level arraymark-cli array reshape amref --add "$n3" "$n4" --level raid6 --yes &&
    fail "raid1 to raid6 was not refused"
grep -q 'md cannot change' "$AMVM_OUT/refuse-level" || fail "raid1 to raid6 was not refused with the rule"

must mke2fs -q -F "/dev/$md"
mkdir -p /mnt/amref
must mount -t ext2 "/dev/$md" /mnt/amref
capture_all refuse-backup-on-array arraymark-cli array reshape amref --add "$n3" --level raid5 \
    --backup-file /mnt/amref/reshape.backup --yes && fail "a backup file on the array was not refused"
grep -q "would be on /dev/$md itself" "$AMVM_OUT/refuse-backup-on-array" || fail "the refusal does not name the array"
[ -e /mnt/amref/reshape.backup ] && fail "the refused reshape created the backup file"
umount /mnt/amref
[ "$(md_attr "$md" level)" = raid1 ] && [ "$(md_attr "$md" raid_disks)" = 2 ] || fail "$md changed"
[ "$(fingerprint "$n3")" = "$before_n3" ] || fail "$n3 changed although every reshape was refused"

capture_all refuse-member arraymark-cli array reshape amref --add "$n1" --yes && fail "adding a member was not refused"
grep -qi "member\|in use" "$AMVM_OUT/refuse-member" || fail "the refusal does not say the drive is in use"
must arraymark-cli array delete amref --yes
amvm_reset_drives

must arraymark-cli array create --level raid5 --chunk 64k --size 16M --name amref --yes "$n1" "$n2" "$n3" "$n4"
wait_until 10 "/dev/md/amref to appear" test -b /dev/md/amref
md=$(md_kernel_name /dev/md/amref)
md_wait_sync "$md" 60 raid5-initial
size_before=$(cat "/sys/block/$md/size")
capture_all refuse-shrink arraymark-cli array reshape amref --raid-devices 3 --yes && fail "a shrink without --force-name was not refused"
grep -q "would shrink" "$AMVM_OUT/refuse-shrink" || fail "the shrink refusal does not say so"
grep -q -- "--force-name $md" "$AMVM_OUT/refuse-shrink" || fail "the shrink refusal does not ask for the name"
# 48 MiB of raid5 with 40 MiB of data: three members (32 MiB) cannot hold it, name or not.
must mke2fs -q -F -b 1024 "/dev/$md"
mkdir -p /mnt/amref
must mount -t ext2 "/dev/$md" /mnt/amref
must dd if=/dev/zero of=/mnt/amref/data bs=1M count=40 conv=fsync status=none
capture_all refuse-below-used arraymark-cli array reshape amref --raid-devices 3 --force-name "$md" --yes &&
    fail "a shrink below the mounted filesystem's data was not refused"
grep -q "its ext2 filesystem holds (dumpe2fs -h /dev/$md and statvfs /mnt/amref)" "$AMVM_OUT/refuse-below-used" ||
    fail "the refusal does not name the used size read by statvfs"
umount /mnt/amref
capture_all refuse-below-used-unmounted arraymark-cli array reshape amref --raid-devices 3 --force-name "$md" --yes &&
    fail "a shrink below the unmounted filesystem's data was not refused"
grep -q "its ext2 filesystem holds (dumpe2fs -h /dev/$md)" "$AMVM_OUT/refuse-below-used-unmounted" ||
    fail "the refusal does not name the used size read by dumpe2fs"
[ "$(cat "/sys/block/$md/size")" = "$size_before" ] && [ "$(md_attr "$md" raid_disks)" = 4 ] || fail "$md changed"
must arraymark-cli array delete amref --yes
