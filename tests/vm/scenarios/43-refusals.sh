# Refusals on a real kernel: `array create` over a member of a running array,
# over a drive with a mounted file system, and a write bench on an md member
# must each be refused with the reason, and nothing may change on the drives.
# timeout: 120

require_cli array
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3 n4=$4
ssd=$(sata_disks | nth 1)
fingerprint() { dd if="$1" bs=1M count=8 2>/dev/null | md5sum | cut -d' ' -f1; }

# 1. A member of a running array.
must mdadm --create /dev/md0 --run --level=1 --raid-devices=2 --metadata=1.2 --bitmap=none --assume-clean "$n1" "$n2"
before_n3=$(fingerprint "$n3")
capture_all refuse-md-member arraymark-cli array create --level 1 --name amrefuse --yes "$n2" "$n3" &&
    fail "array create over $n2 (member of md0) was not refused"
grep -qi 'md0\|member' "$AMVM_OUT/refuse-md-member" || fail "the refusal does not name md0 or say 'member'"
[ "$(fingerprint "$n3")" = "$before_n3" ] || fail "$n3 changed although the create was refused"
[ "$(md_attr md0 degraded)" = 0 ] && [ "$(ls /sys/block/md0/slaves | wc -l)" = 2 ] || fail "md0 changed by the refused create"

# 2. A drive with a mounted file system.
must mke2fs -q -F "$ssd"
mkdir -p /mnt/refuse
must mount -t ext2 "$ssd" /mnt/refuse
echo keep > /mnt/refuse/file
before_n4=$(fingerprint "$n4")
capture_all refuse-mounted arraymark-cli array create --level 1 --name amrefuse --yes "$ssd" "$n4" &&
    fail "array create over mounted $ssd was not refused"
grep -qi 'mount' "$AMVM_OUT/refuse-mounted" || fail "the refusal does not say the drive is mounted"
[ "$(fingerprint "$n4")" = "$before_n4" ] || fail "$n4 changed although the create was refused"
[ "$(cat /mnt/refuse/file)" = keep ] || fail "the file system on $ssd changed"
umount /mnt/refuse

# 3. A write bench on an md member, even with --allow-write-device naming it.
if cli_has bench; then
    before_n1=$(fingerprint "$n1")
    capture_all refuse-bench-member arraymark-cli bench --target "$n1" --rw write --bs 4k --qd 1 --runtime 1 \
        --allow-write-device "$n1" &&
        fail "a write bench on $n1 (member of md0) was not refused"
    grep -qi 'md0\|member' "$AMVM_OUT/refuse-bench-member" || fail "the bench refusal does not name md0 or say 'member'"
    [ "$(fingerprint "$n1")" = "$before_n1" ] || fail "$n1 changed although the write bench was refused"
else
    note "no bench command: write-bench refusal not checked"
fi
must mdadm --stop /dev/md0
