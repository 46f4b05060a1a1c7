# `arraymark-cli array --backend btrfs` on a real kernel: btrfs raid5 is
# refused (the write hole); plan and create a btrfs raid1 over 2 NVMe drives,
# mounted at /run/arraymark/btrfs/ambtrfs; `array show` (backend, level,
# mountpoint, members); a write then a read bench on a file in it; a check
# scrub; replace a member by the 3rd drive; delete: the members carry no
# signature and the mount folder is gone. `drives --json` names each member
# btrfs_member while the filesystem exists and free after.
# timeout: 240

require_backends
require_cli array backends
set -- $(nvme_disks)
[ $# -ge 3 ] || fail "need 3 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3
name=ambtrfs mnt=/run/arraymark/btrfs/ambtrfs

capture backends arraymark-cli array backends --json || fail "array backends --json failed"
backend_available btrfs "$AMVM_OUT/backends" ||
    fail "array backends does not say btrfs is available: $(tr -d '\n' < "$AMVM_OUT/backends" | head -c 400)"

# RAID5/6 profiles have btrfs's write hole: refused, and nothing written.
if capture_all create-raid5 arraymark-cli array create --backend btrfs --level raid5 --name ambr5 --yes "$n1" "$n2" "$n3"; then
    fail "array create --backend btrfs --level raid5 was accepted"
fi
grep -qi 'write hole' "$AMVM_OUT/create-raid5" || fail "the btrfs raid5 refusal does not mention the write hole: $(head -c 300 "$AMVM_OUT/create-raid5")"
for m in "$n1" "$n2" "$n3"; do
    blkid -p "$m" >/dev/null 2>&1
    [ $? = 2 ] || fail "$m carries a signature after the refused raid5 create: $(blkid -p "$m" 2>&1)"
done

capture_all plan arraymark-cli array plan --backend btrfs --level raid1 --mixed --name "$name" --json "$n1" "$n2" ||
    fail "array plan --backend btrfs refused free drives: $(head -c 300 "$AMVM_OUT/plan")"
expect_json plan valid=true
capture_all create arraymark-cli array create --backend btrfs --level raid1 --mixed --name "$name" --yes "$n1" "$n2" ||
    fail "array create --backend btrfs failed: $(tail -n 5 "$AMVM_OUT/create")"
awk -v m="$mnt" '$2 == m && $3 == "btrfs" { found = 1 } END { exit !found }' /proc/mounts ||
    fail "no btrfs mounted at $mnt after array create: $(grep btrfs /proc/mounts)"
capture_all btrfs-show btrfs filesystem show --raw "$mnt"

capture show-created arraymark-cli array show "$name" --json || fail "array show $name --json failed"
expect_json show-created backend=btrfs level=raid1 "mountpoint=$mnt"
for m in "$n1" "$n2"; do
    grep -q "\"$m\"" "$AMVM_OUT/show-created" || fail "array show $name does not list member $m"
    expect_inuse created-btrfs "${m##*/}" btrfs_member
done
expect_free created-btrfs "${n3##*/}"
capture_drives created-btrfs

if cli_has bench; then
    # A read bench does not create its file: a write bench makes and fills it.
    file=$mnt/arraymark-test
    capture_all bench-write-log arraymark-cli bench --target "$file" --size 32M --rw write --bs 1M --qd 4 \
        --runtime 2 --json /tmp/bench-btrfs-write.json || fail "write bench on $file failed"
    emit_file bench-btrfs-write /tmp/bench-btrfs-write.json
    capture_all bench-read-log arraymark-cli bench --target "$file" --size 32M --rw randread --bs 4k --qd 8 \
        --runtime 2 --json /tmp/bench-btrfs-read.json || fail "read bench on $file failed"
    emit_file bench-btrfs-read /tmp/bench-btrfs-read.json
    expect_json bench-btrfs-read schema=arraymark.result/1 rw=randread
fi

capture_all scrub arraymark-cli array scrub "$name" --action check || fail "array scrub $name --action check failed"
capture_all wait-scrub arraymark-cli array wait "$name" --timeout 120 || fail "array wait after the scrub failed"
capture show-scrubbed arraymark-cli array show "$name" --json
expect_json show-scrubbed mismatches=0

capture_all replace arraymark-cli array replace "$name" "$n2" --with "$n3" ||
    fail "array replace $name $n2 --with $n3 failed: $(tail -n 5 "$AMVM_OUT/replace")"
capture_all wait-replace arraymark-cli array wait "$name" --timeout 120 || fail "array wait after the replace failed"
capture show-replaced arraymark-cli array show "$name" --json
grep -q "\"$n3\"" "$AMVM_OUT/show-replaced" || fail "after the replace, array show does not list $n3"
grep -q "\"$n2\"" "$AMVM_OUT/show-replaced" && fail "after the replace, array show still lists $n2"
expect_inuse replaced-btrfs "${n3##*/}" btrfs_member
capture_drives replaced-btrfs

capture_all delete arraymark-cli array delete "$name" --yes || fail "array delete $name failed: $(tail -n 5 "$AMVM_OUT/delete")"
grep -q " $mnt " /proc/mounts && fail "$mnt is still mounted after array delete"
[ -e "$mnt" ] && fail "$mnt is left after array delete"
for m in "$n1" "$n2" "$n3"; do
    blkid -p "$m" >/dev/null 2>&1
    rc=$?
    [ "$rc" = 2 ] || fail "blkid -p $m exited $rc after array delete, expected 2 (nothing found): $(blkid -p "$m" 2>&1)"
    expect_free deleted-btrfs "${m##*/}"
done
capture_drives deleted-btrfs
