# An imsm container with two volumes through the helper, as the wizard asks
# for it: a RAID1 volume on part of two disks and a RAID0 volume on the rest
# (test override IMSM_NO_PLATFORM=1, as mdadm's own tests do); deleting one
# volume alone is refused (it would destroy the other), the container goes.
# timeout: 180

. /lib/amvm/helper_session.sh # skips without arraymark-helper; ask, answered_ok, refused_with
set -- $(nvme_disks)
[ $# -ge 2 ] || fail "need 2 NVMe drives, have: $*"
n1=$1 n2=$2
export IMSM_NO_PLATFORM=1 IMSM_DEVNAME_AS_SERIAL=1 MDADM_NO_SYSTEMCTL=1

# 48 MiB of each 128 MiB disk for the mirror; the stripe gets what is left.
ask create manage-arrays "{\"op\":\"create\",\"level\":\"raid1\",\"members\":[\"$n1\",\"$n2\"],\"name\":\"amsys\",\"metadata\":\"imsm\",\"container\":\"amc2\",\"size_bytes\":50331648,\"second_volume_level\":\"raid0\",\"second_volume_name\":\"amscratch\"}"
answered_ok create
wait_until 10 "mdmon to run" pidof mdmon
for vol in amsys amscratch; do
    [ -e "/dev/md/$vol" ] || fail "/dev/md/$vol missing after the helper's two-volume create"
done
sys=$(md_kernel_name /dev/md/amsys)
scratch=$(md_kernel_name /dev/md/amscratch)
[ "$(md_attr "$sys" level)" = raid1 ] || fail "$sys is $(md_attr "$sys" level), not raid1"
[ "$(md_attr "$scratch" level)" = raid0 ] || fail "$scratch is $(md_attr "$scratch" level), not raid0"
capture two-volumes-list arraymark-cli array list --json || fail "array list --json failed"
expect_json two-volumes-list "level=raid0" "metadata=imsm"
capture_drives imsm-two-volumes

# One volume alone cannot go: its container holds the other one too.
ask delete-one manage-arrays "{\"op\":\"delete\",\"array\":\"amscratch\"}"
refused_with delete-one check_failed
[ -e "/sys/block/$sys/md" ] || fail "$sys vanished after a refused delete"
ask delete manage-arrays "{\"op\":\"delete\",\"array\":\"amc2\"}"
answered_ok delete
ls /sys/block | grep -q '^md' && fail "md devices left after deleting the container: $(ls /sys/block | grep '^md' | tr '\n' ' ')"
for m in "$n1" "$n2"; do
    has_superblock "$m" && fail "$m still has metadata after the container's delete"
done
note "helper: imsm container with a raid1 and a raid0 volume created and deleted"
