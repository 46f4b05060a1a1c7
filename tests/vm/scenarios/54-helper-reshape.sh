# Grow and reshape through the privileged helper, as the Arrays page's "Reshape…" asks it: the
# plan (read-devices) names the exact mdadm steps and runs nothing; a backup file outside the
# helper's places, a level change md cannot make and the plan's own device twice are refused
# with their rules; the reshape (change-members) grows a raid5 of three onto a fourth drive,
# which then reshapes to the end with four members and three members' capacity.
# timeout: 180

. /lib/amvm/helper_session.sh # skips without arraymark-helper; ask, answered_ok, refused_with
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3 n4=$4

must arraymark-cli array create --level raid5 --chunk 64k --size 16M --name amhreshape --yes "$n1" "$n2" "$n3"
wait_until 10 "/dev/md/amhreshape to appear" test -b /dev/md/amhreshape
md=$(md_kernel_name /dev/md/amhreshape)
md_wait_sync "$md" 60 raid5-initial
component=$(md_attr "$md" component_size)

ask reshape-plan read-devices "{\"op\":\"reshape_plan\",\"array\":\"amhreshape\",\"add\":[\"$n4\"]}"
answered_ok reshape-plan
grep -q "\"--raid-devices=4\"" "$AMVM_OUT/reshape-plan" || fail "the plan has no --raid-devices=4 step: $(head -c 600 "$AMVM_OUT/reshape-plan")"
[ "$(md_attr "$md" raid_disks)" = 3 ] || fail "the plan changed $md"
mdadm --examine "$n4" >/dev/null 2>&1 && fail "the plan wrote a superblock on $n4"

ask refuse-place change-members "{\"op\":\"reshape\",\"array\":\"amhreshape\",\"add\":[\"$n4\"],\"backup_file\":\"/etc/amhreshape.backup\"}"
refused_with refuse-place bad_value
[ -e /etc/amhreshape.backup ] && fail "the helper let a backup file into /etc"
ask refuse-level change-members "{\"op\":\"reshape\",\"array\":\"amhreshape\",\"level\":\"raid10\"}"
refused_with refuse-level reshape_refused
ask refuse-twice change-members "{\"op\":\"reshape\",\"array\":\"amhreshape\",\"add\":[\"$n4\",\"$n4\"]}"
refused_with refuse-twice device_twice

start=$(now_ms)
ask reshape change-members "{\"op\":\"reshape\",\"array\":\"/dev/md/amhreshape\",\"add\":[\"$n4\"]}"
answered_ok reshape
md_wait_sync "$md" 150 raid5-helper-reshape
wait_until 30 "$md's reshape to end" sh -c "[ \"\$(cat /sys/block/$md/md/reshape_position)\" = none ]"
metric helper_reshape_ms $(( $(now_ms) - start )) ms
[ "$(md_attr "$md" raid_disks)" = 4 ] || fail "raid_disks is $(md_attr "$md" raid_disks) after the helper's reshape"
size_kib=$(( $(cat /sys/block/$md/size) / 2 ))
[ "$size_kib" = $(( component * 3 )) ] || fail "$md is $size_kib KiB after the reshape, want 3 x $component"
must mdadm --stop "/dev/$md"
for m in "$n1" "$n2" "$n3" "$n4"; do must mdadm --zero-superblock "$m"; done
note "helper: reshape_plan ran nothing, three refusals, a 3->4 grow finished with 4 members"
