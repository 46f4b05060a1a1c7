# What `arraymark-cli array reshape` refuses on a real kernel, each with exit status 2 (1 for a
# device in use) and the rule, and nothing changes: a level change md cannot do (raid1 to
# raid6), a backup file on a filesystem that lives on the array itself, a shrink without the
# typed name, a drive that is a member of another array.
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
[ "$(cat "/sys/block/$md/size")" = "$size_before" ] && [ "$(md_attr "$md" raid_disks)" = 4 ] || fail "$md changed"
must arraymark-cli array delete amref --yes
