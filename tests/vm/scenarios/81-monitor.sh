# Array health events (#20) on a real raid1: mdadm --monitor with ArrayMark as
# its PROGRAM (a wrapper like the package's mdadm-alert, which the guest does
# not have) records Fail on `mdadm --fail` and, with --oneshot, DegradedArray;
# ArrayMark's own watcher (`monitor --interval 0.5`) records Fail,
# DegradedArray, then RebuildStarted, SpareActive and RebuildFinished when the
# member comes back, and ends on SIGTERM with status 0; `monitor --once` says
# the array is degraded. No journald in the guest: the journal write must fail
# quietly (the wrapper does not pass --no-journal).
# timeout: 90

require_cli monitor
set -- $(nvme_disks)
[ $# -ge 2 ] || fail "need 2 NVMe drives, have: $*"
n1=$1 n2=$2
name=ammon
program_log=/tmp/am-mdadm-events.jsonl own_log=/tmp/am-own-events.jsonl

must arraymark-cli array create --level raid1 --name "$name" --yes "$n1" "$n2"
wait_until 10 "/dev/md/$name to appear" test -b "/dev/md/$name"
md=$(md_kernel_name "/dev/md/$name")
md_wait_sync "$md" 60 raid1-initial

cat > /tmp/mdadm-alert <<EOF2
#!/bin/sh
exec /usr/bin/arraymark-cli monitor --log $program_log --event "\$@"
EOF2
chmod +x /tmp/mdadm-alert

# No journal here: the event is still recorded, silently, with status 0.
capture_all event-no-journal arraymark-cli monitor --log "$program_log" --event TestMessage "/dev/md/$name" ||
    fail "monitor --event without a journal failed: $(head -c 300 "$AMVM_OUT/event-no-journal")"
grep -q "\"array\":\"$md\"" "$AMVM_OUT/event-no-journal" || fail "--event did not resolve /dev/md/$name to $md"
grep -v '^{' "$AMVM_OUT/event-no-journal" | grep -q . && fail "--event printed more than its event line: $(cat "$AMVM_OUT/event-no-journal")"
: > "$program_log"

mdadm --monitor --scan --program=/tmp/mdadm-alert --delay=1 --test > /tmp/mdadm-monitor.out 2>&1 &
mdadm_pid=$!
arraymark-cli monitor --interval 0.5 --health-interval 0 --no-journal --log "$own_log" > /tmp/own.out 2> /tmp/own.err &
own_pid=$!
# --test: mdadm sends TestMessage for each array at startup, through the wrapper.
wait_until 15 "mdadm's TestMessage in the event log" grep -q '"event":"TestMessage"' "$program_log"
sleep 1 # the watcher's first look is taken

fail_at=$(now_ms)
must mdadm "/dev/md/$name" --fail "$n2"
wait_until 15 "Fail from mdadm's PROGRAM" grep -q '"event":"Fail".*"device":"'"${n2#/dev/}"'".*"source":"mdadm"' "$program_log"
metric program_fail_ms $(( $(now_ms) - fail_at )) ms
wait_until 10 "Fail from the watcher" grep -q '"event":"Fail".*"device":"'"${n2#/dev/}"'"' "$own_log"
wait_until 10 "DegradedArray from the watcher" grep -q '"event":"DegradedArray","array":"'"$md"'"' "$own_log"
metric watcher_fail_ms $(( $(now_ms) - fail_at )) ms
# mdadm says DegradedArray when it first sees an array degraded: --oneshot looks afresh.
must mdadm --monitor --scan --oneshot --program=/tmp/mdadm-alert
grep -q '"event":"DegradedArray","array":"'"$md"'".*"source":"mdadm"' "$program_log" ||
    fail "no DegradedArray from mdadm --oneshot: $(cat "$program_log")"

capture once arraymark-cli monitor --once --no-journal --log /tmp/am-once.jsonl || fail "monitor --once failed"
grep -q '"event":"DegradedArray","array":"'"$md"'"' "$AMVM_OUT/once" || fail "monitor --once does not report $md degraded"
cmp -s "$AMVM_OUT/once" /tmp/am-once.jsonl || fail "monitor --once's stdout and its log differ"

# The member back: the watcher follows the recovery.
must mdadm "/dev/md/$name" --remove "$n2"
must mdadm --zero-superblock "$n2"
must mdadm "/dev/md/$name" --add "$n2"
md_wait_sync "$md" 60 raid1-recovery
wait_until 10 "RebuildFinished from the watcher" grep -q '"event":"RebuildFinished","array":"'"$md"'"' "$own_log"
wait_until 5 "SpareActive from the watcher" grep -q '"event":"SpareActive".*"device":"'"${n2#/dev/}"'"' "$own_log"
grep -q '"event":"RebuildStarted","array":"'"$md"'"' "$own_log" || note "the recovery finished before the watcher saw it running"

kill -TERM "$own_pid"
wait "$own_pid"
status=$?
[ "$status" = 0 ] || fail "monitor exited $status on SIGTERM: $(cat /tmp/own.err)"
kill "$mdadm_pid" 2>/dev/null
wait "$mdadm_pid" 2>/dev/null
cmp -s /tmp/own.out "$own_log" || fail "the watcher's stdout and its log differ"
emit_file events-mdadm "$program_log"
emit_file events-watcher "$own_log"
metric watcher_events "$(wc -l < "$own_log")" events
metric program_events "$(wc -l < "$program_log")" events

must arraymark-cli array delete "$name" --yes
amvm_reset_drives
