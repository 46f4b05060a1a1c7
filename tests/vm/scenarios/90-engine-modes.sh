# Engine modes on a real kernel (#21). The boot has nvme.poll_queues=1, so
# each emulated NVMe drive has a poll queue; null_blk is loaded with one too.
# On both: polled completions (--hipri), SQPOLL (--sqpoll) and paced I/O
# (--rate-iops), and on NVMe passthrough (--passthrough on /dev/ngXnY, also
# polled), each a read run that must complete I/Os with the mode in
# ring_features, and a --verify run (writes, read back) that must find 0
# mismatches. A SATA drive (no poll queues) must refuse --hipri naming
# io_poll, before any I/O. Then fio's same modes beside ArrayMark on null_blk,
# recorded as ratios (a report, not a verdict: under TCG times are slow, and
# only the ratio between two tools on the same emulated CPU means anything).
# timeout: 300

require_engine_tools
load_null_blk queue_mode=2 poll_queues=1 memory_backed=1 gb=1 irqmode=0 ||
    fail "cannot load null_blk with poll_queues=1"
wait_until 10 "/dev/nullb0" test -b /dev/nullb0
set -- $(nvme_disks)
[ $# -ge 1 ] || fail "need an NVMe drive, have none"
nvme=$1
capture_all io_poll sh -c "grep -H . /sys/block/nullb0/queue/io_poll /sys/block/${nvme#/dev/}/queue/io_poll /sys/module/nvme/parameters/poll_queues"
for dev in /dev/nullb0 "$nvme"; do
    [ "$(cat "/sys/block/${dev#/dev/}/queue/io_poll")" = 1 ] ||
        fail "${dev#/dev/}: queue/io_poll is not 1 ($(cat "/sys/block/${dev#/dev/}/queue/io_poll"))"
done

# mode_run NAME DEV FEATURE ARGS...: a read run and a verify run in this mode.
mode_run() {
    local name="$1" dev="$2" feature="$3" ios mismatched
    shift 3
    capture "$name-read" arraymark-cli bench --target "$dev" --rw randread --bs 4k --qd 16 \
        --runtime 1 --json "$AMVM_OUT/$name-read.json" "$@" ||
        fail "$name: read run on $dev failed: $(tail -c 400 "$AMVM_OUT/$name-read")"
    emit_file "$name-read.json" "$AMVM_OUT/$name-read.json"
    ios=$(json_number "$AMVM_OUT/$name-read.json" read_ios)
    [ "${ios:-0}" -gt 0 ] || fail "$name: the read run on $dev completed ${ios:-no} I/Os"
    [ -z "$feature" ] || grep -q "\"$feature" "$AMVM_OUT/$name-read.json" ||
        fail "$name: ring_features on $dev do not list $feature"
    capture "$name-verify" arraymark-cli bench --target "$dev" --rw randrw --bs 4k --qd 16 \
        --runtime 1 --size 64M --verify --allow-write-device "$dev" \
        --json "$AMVM_OUT/$name-verify.json" "$@" ||
        fail "$name: verify run on $dev failed: $(tail -c 400 "$AMVM_OUT/$name-verify")"
    mismatched=$(json_number "$AMVM_OUT/$name-verify.json" mismatched)
    ios=$(json_number "$AMVM_OUT/$name-verify.json" write_ios)
    [ "$mismatched" = 0 ] || fail "$name: verify on $dev found $mismatched mismatched blocks"
    [ "${ios:-0}" -gt 0 ] || fail "$name: the verify run on $dev wrote ${ios:-no} blocks"
    note "$name on $dev: $(json_number "$AMVM_OUT/$name-read.json" iops) read IOPS, verify 0 mismatched of $(json_number "$AMVM_OUT/$name-verify.json" blocks_checked) checked"
}

mode_run nullb-hipri /dev/nullb0 iopoll --hipri
expect_json nullb-hipri-read.json hipri=true
mode_run nullb-sqpoll /dev/nullb0 sqpoll --sqpoll
mode_run nullb-paced /dev/nullb0 "" --rate-iops 2000
grep -q '"latency_from": "due"' "$AMVM_OUT/nullb-paced-read.json" ||
    fail "a paced cell does not say its latency counts from the due time"
paced=$(json_number "$AMVM_OUT/nullb-paced-read.json" iops)
awk -v v="$paced" 'BEGIN { exit !(v <= 2000 * 1.05) }' ||
    fail "paced at 2000 IOPS, the cell ran $paced IOPS"
mode_run nvme-hipri "$nvme" iopoll --hipri
mode_run nvme-sqpoll "$nvme" sqpoll --sqpoll

# The helper's bench request carries the modes (the GUI's route to a raw device without root).
# Its stdin stays open until the answer came: a bench stops when it ends.
if command -v arraymark-helper >/dev/null; then
    out="$AMVM_OUT/helper-modes"
    : > "$out"
    log "+ arraymark-helper benchmark-raw-device <<< bench $nvme hipri rate_iops 1500"
    { printf '{"op":"bench","target":"%s","rw":"randread","bs_bytes":4096,"qd":8,"runtime_seconds":1,"ramp_seconds":0,"hipri":true,"rate_iops":1500}\n' "$nvme"
      i=0; while ! grep -q '"ok"' "$out" && [ $i -lt 60 ]; do sleep 1; i=$((i + 1)); done; } |
        arraymark-helper benchmark-raw-device > "$out" 2>&1
    emit_file helper-modes "$out" $?
    tail -n 1 "$out" | grep -q '"ok":true' || fail "the helper's bench with modes failed: $(tail -c 600 "$out")"
    grep -q '"--hipri","--rate-iops","1500"' "$out" || fail "the helper's bench argv lacks the modes: $(tail -c 600 "$out")"
    grep -q '"hipri":true' "$out" && grep -q '"latency_from":"due"' "$out" ||
        fail "the helper's bench stream does not show a polled, paced cell"
else
    note "no arraymark-helper beside arraymark-cli: the helper's modes were not tried"
fi

# Passthrough: NVMe commands on the namespace's generic device, named either
# way, and --allow-write-device naming the other name.
generic=""
for g in /sys/class/nvme-generic/*; do
    [ -e "$(readlink -f "$g")/../${nvme#/dev/}" ] && generic=/dev/${g##*/}
done
[ -n "$generic" ] && [ -c "$generic" ] || fail "no generic device beside ${nvme#/dev/} ($(ls /sys/class/nvme-generic 2>&1))"
mode_run nvme-passthrough "$generic" sqe128_cqe32 --passthrough
mode_run nvme-passthrough-hipri "$generic" iopoll --passthrough --hipri
capture passthrough-block arraymark-cli bench --target "$nvme" --passthrough --rw randwrite \
    --runtime 1 --verify --size 16M --allow-write-device "$generic" --json "$AMVM_OUT/pt-block.json" ||
    fail "passthrough on $nvme, allowed by naming $generic, failed: $(tail -c 400 "$AMVM_OUT/passthrough-block")"
[ "$(json_number "$AMVM_OUT/pt-block.json" mismatched)" = 0 ] || fail "passthrough verify through $nvme found mismatches"
capture_all generic-plain arraymark-cli bench --target "$generic" --rw randread --runtime 1
rc=$?
[ "$rc" = 2 ] || fail "$generic without --passthrough exited $rc, want 2"
grep -q -- "add --passthrough" "$AMVM_OUT/generic-plain" || fail "the refusal does not say to add --passthrough"

# No poll queues: refused before any I/O, naming the attribute.
set -- $(sata_disks)
if [ $# -ge 1 ]; then
    capture_all sata-hipri arraymark-cli bench --target "$1" --rw randread --runtime 1 --hipri
    rc=$?
    [ "$rc" = 2 ] || fail "--hipri on $1 (no poll queues) exited $rc, want 2"
    grep -q "io_poll" "$AMVM_OUT/sata-hipri" || fail "the refusal does not name io_poll: $(cat "$AMVM_OUT/sata-hipri")"
else
    note "no SATA drive: the refusal was not tried"
fi

# The race on null_blk, per mode: fio and ArrayMark alternately, 4k random
# reads at QD32 for 2 s, fio with its own equivalent settings.
if command -v fio >/dev/null; then
    for mode in default hipri sqpoll; do
        case "$mode" in
            default) am_args="" fio_args="" ;;
            hipri) am_args="--hipri" fio_args="--hipri=1" ;;
            sqpoll) am_args="--sqpoll" fio_args="--sqthread_poll=1" ;;
        esac
        # shellcheck disable=SC2086 # one word per option
        fio --name=race --filename=/dev/nullb0 --rw=randread --bs=4k --iodepth=32 \
            --ioengine=io_uring --direct=1 --fixedbufs=1 --registerfiles=1 --thread=1 \
            --iodepth_batch_submit=8 --iodepth_batch_complete_min=1 --norandommap=1 \
            --time_based=1 --runtime=2 --output-format=json $fio_args > "$AMVM_OUT/fio-$mode.json" 2>&1 ||
            { note "fio $mode failed: $(head -c 300 "$AMVM_OUT/fio-$mode.json")"; continue; }
        # shellcheck disable=SC2086
        arraymark-cli bench --target /dev/nullb0 --rw randread --bs 4k --qd 32 --runtime 2 \
            --json "$AMVM_OUT/am-$mode.json" $am_args > /dev/null ||
            { note "ArrayMark $mode failed"; continue; }
        fio_iops=$(json_number "$AMVM_OUT/fio-$mode.json" iops)
        am_iops=$(json_number "$AMVM_OUT/am-$mode.json" iops)
        ratio=$(awk -v a="$am_iops" -v f="$fio_iops" 'BEGIN { printf "%.2f", (f > 0 ? a / f : 0) }')
        metric "race_nullb_${mode}_ratio" "$ratio" "ArrayMark/fio"
        note "race on nullb0, $mode: ArrayMark $am_iops IOPS, fio $fio_iops IOPS, ratio $ratio"
    done
else
    note "fio is not in the guest image: the race was not run"
fi
