# `arraymark-cli array` on a real kernel, native 1.2 metadata: for RAID0,
# RAID1, RAID5 and RAID10, plan, create (--yes), show --json (level and
# capacity compared with sysfs), a short read bench when `bench` exists,
# delete (--yes), then no superblock is left and the drives are free again.
# timeout: 240

require_cli array
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
all="$1 $2 $3 $4"

# level, chunk option, member count
for spec in raid1::2 raid5:64k:3 raid10:64k:4 raid0:64k:2; do
    level=${spec%%:*}; rest=${spec#*:}; chunk=${rest%%:*}; count=${rest#*:}
    members=$(echo $all | tr ' ' '\n' | head -n "$count" | tr '\n' ' ')
    name=am$level
    chunk_opt=""; [ -n "$chunk" ] && chunk_opt="--chunk $chunk"

    capture_all "plan-$level" arraymark-cli array plan --level "$level" $chunk_opt --name "$name" --json $members ||
        fail "array plan --level $level refused free drives: $(head -c 300 "$AMVM_OUT/plan-$level")"
    expect_json "plan-$level" valid=true
    capture_all "create-$level" arraymark-cli array create --level "$level" $chunk_opt --name "$name" --yes $members ||
        fail "array create --level $level failed: $(tail -n 5 "$AMVM_OUT/create-$level")"
    wait_until 10 "/dev/md/$name to appear" test -b "/dev/md/$name"
    md=$(md_kernel_name "/dev/md/$name")
    [ "$(md_attr "$md" level)" = "$level" ] || fail "$md has level '$(md_attr "$md" level)' in sysfs, expected $level"
    size=$(( $(cat "/sys/block/$md/size") * 512 ))

    capture "show-$level" arraymark-cli array show "$name" --json || fail "array show $name --json failed"
    expect_json "show-$level" "level=$level" "size_bytes|capacity_bytes=$size"
    capture "mdadm-detail-$level" mdadm --detail "/dev/$md"
    # No degraded=0 here: md builds a new RAID5 degraded and recovers onto
    # its last member (sysfs degraded=1 until that ends).
    expect_array "created-$level" "$md" level=$level members=$(basenames $members)
    for m in $members; do expect_member "created-$level" "${m##*/}" "$md"; done
    capture_drives "created-$level"

    if cli_has bench; then
        for job in "randread 4k" "read 128k"; do
            set -- $job
            out=/tmp/bench-$level-$1.json
            capture_all "bench-log-$level-$1" arraymark-cli bench --target "/dev/md/$name" --rw "$1" --bs "$2" \
                --qd 8 --runtime 2 --json "$out" || fail "bench $1 $2 on /dev/md/$name failed"
            emit_file "bench-$level-$1" "$out"
            expect_json "bench-$level-$1" schema=arraymark.result/1 "rw=$1"
        done
    else
        note "no bench command: $level array not benchmarked"
    fi

    capture_all "delete-$level" arraymark-cli array delete "$name" --yes ||
        fail "array delete $name failed: $(tail -n 5 "$AMVM_OUT/delete-$level")"
    [ -e "/sys/block/$md/md" ] && fail "$md still exists after array delete"
    for m in $members; do
        has_superblock "$m" && fail "$m still has an md superblock after array delete: $(mdadm --examine "$m" 2>&1 | head -n 3)"
        expect_free "deleted-$level" "${m##*/}"
    done
    expect_absent "deleted-$level" "$md"
    capture_drives "deleted-$level"
done
