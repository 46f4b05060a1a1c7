# "Measure a rebuild" the way the GUI's array manager runs it, on a real
# kernel: a raid1 without a bitmap (so a returning member is copied in full)
# is benchmarked through `arraymark-helper benchmark-raw-device` while healthy,
# a member is failed and removed through `change-members`, put back (re-add,
# or add when md refuses the re-add), and benchmarked again while md copies
# it; then the recovery's time and the bench streams are checked.
# timeout: 240

. /lib/amvm/helper_session.sh # skips without arraymark-helper; ask, answered_ok, refused_with
set -- $(nvme_disks)
[ $# -ge 2 ] || fail "need 2 NVMe drives, have: $*"
n1=$1 n2=$2

# A bench stops when the helper's stdin ends, so stdin stays open until the answer came (as the GUI keeps it).
ask_bench() {
    local name="$1" out="$AMVM_OUT/$1"
    shift
    log "+ arraymark-helper benchmark-raw-device <<< $* (stdin held until the answer)"
    : > "$out"
    { printf '%s\n' "$*"; i=0; while ! grep -q '"ok"' "$out" && [ $i -lt 300 ]; do sleep 1; i=$((i + 1)); done; } |
        arraymark-helper benchmark-raw-device > "$out" 2>&1
    emit_file "$name" "$out" $?
}
# The bench answer comes after the stream: samples and a done line first.
streamed() {
    grep -q '"type":"done"' "$AMVM_OUT/$1" || fail "helper bench $1 streamed no done line: $(head -c 600 "$AMVM_OUT/$1")"
    tail -n 1 "$AMVM_OUT/$1" | grep -q '"ok":true' || fail "helper bench $1: the last line is not a good answer"
}
bench_json() { echo "{\"op\":\"bench\",\"target\":\"/dev/md/amrebuild\",\"rw\":\"randread\",\"bs_bytes\":4096,\"qd\":8,\"runtime_seconds\":$1,\"ramp_seconds\":0}"; }

ask create manage-arrays "{\"op\":\"create\",\"level\":\"raid1\",\"members\":[\"$n1\",\"$n2\"],\"name\":\"amrebuild\",\"bitmap\":\"none\"}"
answered_ok create
md=$(md_kernel_name /dev/md/amrebuild)
md_wait_sync "$md" 120 initial

ask_bench bench-healthy "$(bench_json 1)"
answered_ok bench-healthy
streamed bench-healthy

ask fail change-members "{\"op\":\"fail\",\"array\":\"amrebuild\",\"device\":\"$n2\"}"
answered_ok fail
ask remove change-members "{\"op\":\"remove\",\"array\":\"amrebuild\",\"device\":\"$n2\"}"
answered_ok remove
# Slow the copy so that the benchmark runs inside it (the guest's cap is 100 MB/s).
echo 8000 > "/sys/block/$md/md/sync_speed_max"
start=$(now_ms)
ask re-add change-members "{\"op\":\"re-add\",\"array\":\"amrebuild\",\"device\":\"$n2\"}"
if ! grep -q '"ok":true' "$AMVM_OUT/re-add"; then
    note "re-add refused without a bitmap, as md does: adding $n2 back"
    ask add change-members "{\"op\":\"add\",\"array\":\"amrebuild\",\"device\":\"$n2\"}"
    answered_ok add
fi
wait_until 10 "recovery to start" sh -c "[ \"\$(cat /sys/block/$md/md/sync_action)\" = recover ]"
ask_bench bench-rebuilding "$(bench_json 2)"
answered_ok bench-rebuilding
streamed bench-rebuilding
action_after=$(md_attr "$md" sync_action)
[ "$action_after" = recover ] || note "the recovery ended before the bench did (sync_action=$action_after)"
echo 100000 > "/sys/block/$md/md/sync_speed_max"
md_wait_sync "$md" 120 recovery
elapsed=$(( $(now_ms) - start ))
[ "$(md_attr "$md" degraded)" = 0 ] || fail "$md still degraded after the recovery"
metric rebuild_ms "$elapsed" ms

ask delete manage-arrays "{\"op\":\"delete\",\"array\":\"amrebuild\"}"
answered_ok delete
note "helper: healthy bench, fail, remove, put back, bench during recovery, delete"
