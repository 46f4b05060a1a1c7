# A chunk change rewrites every stripe in place: raid5 of three from a 64 KiB chunk to 32 KiB
# through `arraymark-cli array reshape --chunk`. Data written before reads back after with zero
# mismatches, and md's check finds no mismatched parity. Then a raid10 of four (near 2) from 64 KiB
# to 128 KiB: md moves each member's data offset (no backup file), and the data reads back.
# timeout: 180

require_cli array reshape
require_cli bench
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3 n4=$4

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

must arraymark-cli array create --level raid10 --chunk 64k --size 16M --name amchunk10 --yes "$n1" "$n2" "$n3" "$n4"
wait_until 10 "/dev/md/amchunk10 to appear" test -b /dev/md/amchunk10
md=$(md_kernel_name /dev/md/amchunk10)
md_wait_sync "$md" 60 raid10-initial
size_before=$(cat "/sys/block/$md/size")
capture_all verify-write-10 arraymark-cli bench --target /dev/md/amchunk10 --rw write --bs 128k --qd 4 \
    --size 24M --verify --allow-write-device /dev/md/amchunk10 --json /tmp/vw10.json || fail "bench --verify write (raid10) failed"
capture plan-chunk-10 arraymark-cli array reshape amchunk10 --chunk 128k --json || fail "the raid10 chunk plan failed"
expect_json plan-chunk-10 restripes=true backup_needed=false
start=$(now_ms)
capture_all reshape-chunk-10 arraymark-cli array reshape amchunk10 --chunk 128k --yes || fail "array reshape --chunk of the raid10 failed"
sleep 1
md_wait_sync "$md" 120 raid10-chunk
wait_until 30 "$md's reshape to end" sh -c "[ \"\$(cat /sys/block/$md/md/reshape_position)\" = none ]"
metric raid10_chunk_64k_to_128k_ms $(( $(now_ms) - start )) ms
[ "$(md_attr "$md" chunk_size)" = 131072 ] || fail "raid10 chunk_size is $(md_attr "$md" chunk_size), want 131072"
[ "$(cat "/sys/block/$md/size")" = "$size_before" ] || fail "the raid10's size changed with the chunk"
capture_all verify-read-10 arraymark-cli bench --target /dev/md/amchunk10 --rw read --bs 128k --qd 4 \
    --size 24M --verify --json /tmp/vr10.json || fail "bench --verify read-back of the raid10 failed"
emit_file verify-read-10-result /tmp/vr10.json
expect_json verify-read-10-result enabled=true mismatched=0 unreadable=0
must arraymark-cli array delete amchunk10 --yes
