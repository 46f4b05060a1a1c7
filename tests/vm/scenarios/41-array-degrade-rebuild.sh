# Degrade and rebuild through `arraymark-cli array` and prove no data is
# lost, for RAID5 and RAID10: write a verified region with `bench --verify`,
# fail one member, `array show` reports degraded, bench while degraded,
# remove it, add a fresh drive, follow the recovery with `array show` until
# done, then read the region back with `bench --verify` (zero mismatches).
# Records the rebuild time per GiB.
# timeout: 240

require_cli array
require_cli bench
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3 n4=$4

degrade_and_rebuild() {
    local level="$1" name="$2" members="$3" victim="$4" fresh="$5" chunk_opt="$6" md size
    must arraymark-cli array create --level "$level" $chunk_opt --name "$name" --yes $members
    wait_until 10 "/dev/md/$name to appear" test -b "/dev/md/$name"
    md=$(md_kernel_name "/dev/md/$name")
    md_wait_sync "$md" 90 "$level-initial"

    capture_all "verify-write-$level" arraymark-cli bench --target "/dev/md/$name" --rw write --bs 128k --qd 4 \
        --size 64M --verify --allow-write-device "/dev/md/$name" --json "/tmp/vw-$level.json" ||
        fail "bench --verify write on /dev/md/$name failed"
    emit_file "verify-write-$level-result" "/tmp/vw-$level.json"

    must arraymark-cli array fail "$name" "$victim"
    capture "show-degraded-$level" arraymark-cli array show "$name" --json || fail "array show $name failed"
    expect_json "show-degraded-$level" degraded=1
    capture_all "bench-degraded-$level" arraymark-cli bench --target "/dev/md/$name" --rw randread --bs 4k \
        --qd 8 --runtime 2 --json "/tmp/bd-$level.json" || fail "bench on degraded /dev/md/$name failed"
    emit_file "bench-degraded-$level-result" "/tmp/bd-$level.json"

    must arraymark-cli array remove "$name" "$victim"
    # With no spare drive left, the failed one comes back blank ("fresh").
    [ "$fresh" = "$victim" ] && must mdadm --zero-superblock "$victim"
    # Hold the recovery at 10 MB/s while `array show` looks at it, so it is
    # surely still running: the status must say so and give speed and ETA.
    echo 10000 > /proc/sys/dev/raid/speed_limit_max
    must arraymark-cli array add "$name" "$fresh"
    wait_until 10 "$md to start recovering" sh -c "[ \"\$(cat /sys/block/$md/md/sync_action)\" = recover ]"
    capture "show-recovering-$level" arraymark-cli array show "$name" --json || fail "array show $name failed while recovering"
    echo 100000 > /proc/sys/dev/raid/speed_limit_max
    done_at_release=$(md_attr "$md" sync_completed) # "sectors done / total"
    grep -qi 'recover' "$AMVM_OUT/show-recovering-$level" || fail "array show during recovery does not say 'recover'"
    grep -qiE '"[a-z_]*speed[a-z_]*"' "$AMVM_OUT/show-recovering-$level" || fail "array show during recovery has no speed"
    grep -qiE '"[a-z_]*eta[a-z_]*"' "$AMVM_OUT/show-recovering-$level" || fail "array show during recovery has no ETA"
    md_wait_sync "$md" 120 "$level-rebuild"
    # The part held at 10 MB/s is not what the drives do: scale the time of
    # the rest, run at the normal cap, to the whole rebuild.
    AMVM_SYNC_MS=$(echo "$done_at_release" | awk -v ms="$AMVM_SYNC_MS" \
        '$2 == "/" && $3 > $1 { printf "%d", ms * $3 / ($3 - $1); exit } { printf "%d", ms }')
    metric "${level}_rebuild_ms" "$AMVM_SYNC_MS" ms
    metric "${level}_rebuild_s_per_gib" "$(awk -v ms="$AMVM_SYNC_MS" -v kib="$(md_attr "$md" component_size)" \
        'BEGIN { printf "%.1f", ms / 1000 / (kib / 1048576) }')" s/GiB
    capture "show-rebuilt-$level" arraymark-cli array show "$name" --json
    expect_json "show-rebuilt-$level" degraded=0

    capture_all "verify-read-$level" arraymark-cli bench --target "/dev/md/$name" --rw read --bs 128k --qd 4 \
        --size 64M --verify --json "/tmp/vr-$level.json" ||
        fail "bench --verify read-back on /dev/md/$name failed or found mismatches"
    emit_file "verify-read-$level-result" "/tmp/vr-$level.json"
    expect_json "verify-read-$level-result" enabled=true mismatched=0 unreadable=0
    must arraymark-cli array delete "$name" --yes
    amvm_reset_drives
}

degrade_and_rebuild raid5 amr5 "$n1 $n2 $n3" "$n2" "$n4" "--chunk 64k"
degrade_and_rebuild raid10 amr10 "$n1 $n2 $n3 $n4" "$n3" "$n3" "--chunk 64k"
