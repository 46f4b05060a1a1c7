# Scrub results on a real raid1: one half is written behind md's back (dd on the member, past
# its data offset), a check finds the difference (md/mismatch_cnt above 0, and `array show
# --json` says so with last_sync_action "check" and what a raid1 mismatch means), a repair
# rewrites it, and a second check finds 0. `array scrub --action idle` stops a running check.
# timeout: 120

require_cli array scrub
set -- $(nvme_disks)
[ $# -ge 2 ] || fail "need 2 NVMe drives, have: $*"
n1=$1 n2=$2
name=amscrub

wait_idle() { wait_until "$2" "$1's $3 to finish" md_idle "$1"; }
show_field() { sed -n "s/.*\"$2\": *\([0-9a-z_\"]*\).*/\1/p" "$AMVM_OUT/$1" | head -n1 | tr -d '"'; }

must arraymark-cli array create --level raid1 --bitmap none --size 32M --name "$name" --yes "$n1" "$n2"
wait_until 10 "/dev/md/$name to appear" test -b "/dev/md/$name"
md=$(md_kernel_name "/dev/md/$name")
md_wait_sync "$md" 60 raid1-initial
must dd if=/dev/urandom of="/dev/md/$name" bs=1M count=8 oflag=direct status=none

# Behind md's back: 1 MiB of other data on the second member, where its data begins.
offset=$(cat "/sys/block/$md/md/dev-${n2#/dev/}/offset") || fail "no data offset for $n2"
must dd if=/dev/zero of="$n2" bs=512 seek="$offset" count=2048 oflag=direct conv=notrunc status=none

must arraymark-cli array scrub "$name" --action check
wait_idle "$md" 60 check
found=$(md_attr "$md" mismatch_cnt)
[ "${found:-0}" -gt 0 ] || fail "the check found no mismatch after writing one half (mismatch_cnt '$found')"
metric mismatches_found "$found" sectors
capture show-after-check arraymark-cli array show "$name" --json || fail "array show failed"
expect_json show-after-check mismatches="$found" last_sync_action=check mismatch_meaning=copies_differ
capture text-after-check arraymark-cli array show "$name" || fail "array show (text) failed"
grep -q "$found" "$AMVM_OUT/text-after-check" || fail "the text of array show does not give the mismatch count $found"

must arraymark-cli array scrub "$name" --action repair
wait_idle "$md" 60 repair
must arraymark-cli array scrub "$name" --action check
wait_idle "$md" 60 second-check
[ "$(md_attr "$md" mismatch_cnt)" = 0 ] || fail "after the repair a check still finds $(md_attr "$md" mismatch_cnt) sectors"
capture show-after-repair arraymark-cli array show "$name" --json || fail "array show failed"
expect_json show-after-repair mismatches=0 last_sync_action=check

# Stop: a check slowed down to a crawl is stopped by --action idle.
echo 1000 > "/sys/block/$md/md/sync_speed_max"
must arraymark-cli array scrub "$name" --action check
wait_until 5 "the check to run" sh -c "[ \"\$(cat /sys/block/$md/md/sync_action)\" = check ]"
must arraymark-cli array scrub "$name" --action idle
wait_idle "$md" 10 stopped-check
echo system > "/sys/block/$md/md/sync_speed_max"

must arraymark-cli array delete "$name" --yes
amvm_reset_drives
