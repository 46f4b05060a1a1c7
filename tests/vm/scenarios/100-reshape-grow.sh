# Grow a raid5 of three drives onto a fourth with `arraymark-cli array reshape` while
# `bench --verify` writes to it, then read the region back: zero mismatched blocks. The plan
# (no backup file: the new member holds the critical section), `array show` while the reshape
# runs (sync_action reshape, progress, speed, time left, 3 -> 4 raid disks), the size after
# (3 data members) and the reshape time are recorded.
# timeout: 150

require_cli array reshape
require_cli bench
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3 n4=$4
trap 'echo 100000 > /proc/sys/dev/raid/speed_limit_max' EXIT

must arraymark-cli array create --level raid5 --chunk 64k --size 16M --name amgrow --yes "$n1" "$n2" "$n3"
wait_until 10 "/dev/md/amgrow to appear" test -b /dev/md/amgrow
md=$(md_kernel_name /dev/md/amgrow)
md_wait_sync "$md" 60 raid5-initial
component=$(md_attr "$md" component_size)

capture plan-grow arraymark-cli array reshape amgrow --add "$n4" --json || fail "array reshape (plan) failed"
expect_json plan-grow backup_needed=false restripes=true
grep -q '"--raid-devices=4"' "$AMVM_OUT/plan-grow" || fail "the plan does not grow to 4 raid devices"
[ "$(md_attr "$md" raid_disks)" = 3 ] || fail "the plan changed $md"

# Slow md down so the reshape is surely running while the bench writes and `array show` looks
# (at 3000 KiB/s a loaded host once let it end during the bench, which then refused to write: the
# array had grown since the bench checked it).
echo 500 > /proc/sys/dev/raid/speed_limit_max
start=$(now_ms)
capture_all reshape-grow arraymark-cli array reshape amgrow --add "$n4" --yes || fail "array reshape --yes failed"
grep -q "ok   mdadm --grow /dev/$md --raid-devices=4" "$AMVM_OUT/reshape-grow" ||
    fail "array reshape did not print the grow it ran"
wait_until 10 "$md to start reshaping" sh -c "[ \"\$(cat /sys/block/$md/md/sync_action)\" = reshape ]"
capture show-reshaping arraymark-cli array show amgrow --json || fail "array show during the reshape failed"
capture show-reshaping-text arraymark-cli array show amgrow
if [ "$(md_attr "$md" sync_action)" = reshape ]; then
    expect_json show-reshaping sync_action=reshape state=reshaping reshape_from_raid_disks=3 raid_disks=4
    grep -qE '"speed_bytes_per_s": [0-9]' "$AMVM_OUT/show-reshaping" || fail "array show during the reshape has no speed"
    grep -qE '"eta_seconds": [0-9]' "$AMVM_OUT/show-reshaping" || fail "array show during the reshape has no time left"
    grep -q 'reshape from 3 to 4 raid disks' "$AMVM_OUT/show-reshaping-text" || fail "array show (text) does not say the reshape"
else
    note "the reshape ended before array show looked"
fi
capture_all verify-write arraymark-cli bench --target /dev/md/amgrow --rw write --bs 128k --qd 4 \
    --size 24M --verify --allow-write-device /dev/md/amgrow --json /tmp/vw.json ||
    fail "bench --verify write during the reshape failed"
emit_file verify-write-result /tmp/vw.json
echo 100000 > /proc/sys/dev/raid/speed_limit_max
md_wait_sync "$md" 120 raid5-reshape
metric raid5_3to4_reshape_ms $(( $(now_ms) - start )) ms
capture show-grown arraymark-cli array show amgrow --json
expect_json show-grown raid_disks=4 degraded=0 state=clean
size_kib=$(( $(cat /sys/block/$md/size) / 2 ))
[ "$size_kib" = $(( component * 3 )) ] || fail "$md is $size_kib KiB after the reshape, want 3 x $component"

capture_all verify-read arraymark-cli bench --target /dev/md/amgrow --rw read --bs 128k --qd 4 \
    --size 24M --verify --json /tmp/vr.json || fail "bench --verify read-back found mismatches or failed"
emit_file verify-read-result /tmp/vr.json
expect_json verify-read-result enabled=true mismatched=0 unreadable=0
echo check > "/sys/block/$md/md/sync_action"
md_wait_sync "$md" 60 raid5-check
[ "$(md_attr "$md" mismatch_cnt)" = 0 ] || fail "check after the reshape found $(md_attr "$md" mismatch_cnt) mismatched sectors"
must arraymark-cli array delete amgrow --yes
