# An interrupted reshape: a raid5 of three growing onto a fourth drive (md moves the data offset,
# no backup file) is stopped half way with `array stop`, assembled again with
# `array assemble --uuid`; the reshape continues from where it stood and finishes, and the data
# written before reads back with zero mismatches. (A reshape through a backup file on these
# 16 MiB members is done by mdadm in one window of 16 MiB: it cannot be caught half way here;
# `array assemble` passing the recorded backup file is proven by the CLI tests.)
# timeout: 180

require_cli array reshape
require_cli bench
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3 n4=$4
# The speed limit this scenario lowers goes back for the scenarios after it, whatever happens.
trap 'echo 100000 > /proc/sys/dev/raid/speed_limit_max' EXIT

must arraymark-cli array create --level raid5 --chunk 64k --size 16M --name amintr --yes "$n1" "$n2" "$n3"
wait_until 10 "/dev/md/amintr to appear" test -b /dev/md/amintr
md=$(md_kernel_name /dev/md/amintr)
md_wait_sync "$md" 60 raid5-initial
component=$(md_attr "$md" component_size)
uuid=$(mdadm --detail --export "/dev/$md" | sed -n 's/^MD_UUID=//p')
[ -n "$uuid" ] || fail "no MD_UUID for $md"
capture_all verify-write arraymark-cli bench --target /dev/md/amintr --rw write --bs 128k --qd 4 \
    --size 24M --verify --allow-write-device /dev/md/amintr --json /tmp/vw.json || fail "bench --verify write failed"

echo 1000 > /proc/sys/dev/raid/speed_limit_max
capture_all reshape-intr arraymark-cli array reshape amintr --add "$n4" --yes || fail "array reshape failed"
wait_until 20 "$md to reshape" sh -c "[ \"\$(cat /sys/block/$md/md/sync_action)\" = reshape ]"
sleep 3
capture show-before-stop arraymark-cli array show amintr --json
expect_json show-before-stop sync_action=reshape reshape_from_raid_disks=3 raid_disks=4
md_sysfs_snapshot "$md" > "$AMVM_OUT/s"
emit_file reshape-sysfs-running "$AMVM_OUT/s"
cat /proc/mdstat > "$AMVM_OUT/m"
emit_file reshape-mdstat-running "$AMVM_OUT/m"
position=$(md_attr "$md" reshape_position)
must arraymark-cli array stop amintr
[ -d "/sys/block/$md/md" ] && [ "$(md_attr "$md" array_state)" != inactive ] && [ "$(md_attr "$md" array_state)" != clear ] &&
    fail "$md still runs after array stop"
note "stopped at reshape_position $position (sectors of the array)"

capture_all assemble arraymark-cli array assemble --uuid "$uuid" || fail "array assemble --uuid failed"
md=""
for each in $(ls /sys/block | grep '^md'); do
    mdadm --detail --export "/dev/$each" 2>/dev/null | grep -q "^MD_UUID=$uuid\$" && md=$each
done
[ -n "$md" ] || fail "no array with UUID $uuid after assemble"
capture show-assembled arraymark-cli array show "$md" --json
expect_json show-assembled reshape_from_raid_disks=3 raid_disks=4
echo 100000 > /proc/sys/dev/raid/speed_limit_max
start=$(now_ms)
md_wait_sync "$md" 150 raid5-continued
wait_until 30 "$md's reshape to end" sh -c "[ \"\$(cat /sys/block/$md/md/reshape_position)\" = none ]"
metric raid5_reshape_continued_ms $(( $(now_ms) - start )) ms
[ "$(md_attr "$md" raid_disks)" = 4 ] || fail "raid_disks is $(md_attr "$md" raid_disks) after the continued reshape"
size_kib=$(( $(cat /sys/block/$md/size) / 2 ))
[ "$size_kib" = $(( component * 3 )) ] || fail "$md is $size_kib KiB after the reshape, want 3 x $component"
capture_all verify-read arraymark-cli bench --target "/dev/$md" --rw read --bs 128k --qd 4 \
    --size 24M --verify --json /tmp/vr.json || fail "bench --verify read-back found mismatches or failed"
emit_file verify-read-result /tmp/vr.json
expect_json verify-read-result enabled=true mismatched=0 unreadable=0
must mdadm --stop "/dev/$md"
