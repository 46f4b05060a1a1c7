# A chunk change rewrites every stripe in place: raid5 of three from a 64 KiB chunk to 32 KiB
# through `arraymark-cli array reshape --chunk`. Data written before reads back after with zero
# mismatches, and md's check finds no mismatched parity.
# timeout: 120

require_cli array reshape
require_cli bench
set -- $(nvme_disks)
[ $# -ge 3 ] || fail "need 3 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3

must arraymark-cli array create --level raid5 --chunk 64k --size 16M --name amchunk --yes "$n1" "$n2" "$n3"
wait_until 10 "/dev/md/amchunk to appear" test -b /dev/md/amchunk
md=$(md_kernel_name /dev/md/amchunk)
md_wait_sync "$md" 60 raid5-initial
size_before=$(cat "/sys/block/$md/size")
capture_all verify-write arraymark-cli bench --target /dev/md/amchunk --rw write --bs 128k --qd 4 \
    --size 24M --verify --allow-write-device /dev/md/amchunk --json /tmp/vw.json || fail "bench --verify write failed"
capture plan-chunk arraymark-cli array reshape amchunk --chunk 32k --json || fail "the chunk plan failed"
expect_json plan-chunk restripes=true
start=$(now_ms)
capture_all reshape-chunk arraymark-cli array reshape amchunk --chunk 32k --yes || fail "array reshape --chunk failed"
grep -q "mdadm --grow /dev/$md --chunk=32" "$AMVM_OUT/reshape-chunk" || fail "the chunk step did not run"
sleep 1
md_wait_sync "$md" 120 raid5-chunk
metric raid5_chunk_64k_to_32k_ms $(( $(now_ms) - start )) ms
[ "$(md_attr "$md" chunk_size)" = 32768 ] || fail "chunk_size is $(md_attr "$md" chunk_size), want 32768"
[ "$(cat "/sys/block/$md/size")" = "$size_before" ] || fail "the size changed with the chunk"
capture show-chunk arraymark-cli array show amchunk --json
expect_json show-chunk chunk_bytes=32768 degraded=0
capture_all verify-read arraymark-cli bench --target /dev/md/amchunk --rw read --bs 128k --qd 4 \
    --size 24M --verify --json /tmp/vr.json || fail "bench --verify read-back found mismatches or failed"
emit_file verify-read-result /tmp/vr.json
expect_json verify-read-result enabled=true mismatched=0 unreadable=0
echo check > "/sys/block/$md/md/sync_action"
md_wait_sync "$md" 60 raid5-check
[ "$(md_attr "$md" mismatch_cnt)" = 0 ] || fail "check after the chunk change found mismatches"
must arraymark-cli array delete amchunk --yes
