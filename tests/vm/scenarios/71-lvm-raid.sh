# `arraymark-cli array --backend lvm` on a real kernel: `array backends`
# says lvm is available; plan and create a RAID5 raid LV over 3 NVMe drives
# (volume group amlvm), `array show` (backend, level, name amlvm/amlvm, path
# /dev/amlvm/amlvm, members, sync progress, mismatches, health, size), wait
# for the sync, a check scrub, replace a member by the 4th drive, a short
# read bench, delete; `drives --json` names each member lvm_member while the
# LV exists and free after, and blkid finds nothing left on the members.
# timeout: 240

require_backends
require_cli array backends
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3 n4=$4
name=amlvm dev=/dev/amlvm/amlvm

capture backends arraymark-cli array backends --json || fail "array backends --json failed"
expect_json backends name=lvm
backend_available lvm "$AMVM_OUT/backends" ||
    fail "array backends does not say lvm is available: $(tr -d '\n' < "$AMVM_OUT/backends" | head -c 400)"

capture_all plan arraymark-cli array plan --backend lvm --level raid5 --chunk 64k --name "$name" --json "$n1" "$n2" "$n3" ||
    fail "array plan --backend lvm refused free drives: $(head -c 300 "$AMVM_OUT/plan")"
expect_json plan valid=true
capture_all create arraymark-cli array create --backend lvm --level raid5 --chunk 64k --name "$name" --yes "$n1" "$n2" "$n3" ||
    fail "array create --backend lvm failed: $(tail -n 5 "$AMVM_OUT/create")"
wait_until 10 "$dev to appear" test -b "$dev"
capture_all lvs-created lvs -a --reportformat json --units b -o lv_name,segtype,lv_size,sync_percent,raid_sync_action,devices amlvm

capture show-created arraymark-cli array show "$name" --json || fail "array show $name --json failed"
size=$(blockdev --getsize64 "$dev")
expect_json show-created backend=lvm level=raid5 "name=$name/$name" "path=$dev" "size_bytes=$size"
for key in sync_action progress mismatches health members; do
    grep -q "\"$key\"" "$AMVM_OUT/show-created" || fail "array show $name has no '$key'"
done
for m in "$n1" "$n2" "$n3"; do
    grep -q "\"$m\"" "$AMVM_OUT/show-created" || fail "array show $name does not list member $m"
    expect_inuse created-lvm "${m##*/}" lvm_member
done
expect_free created-lvm "${n4##*/}"
capture_drives created-lvm

capture_all wait-created arraymark-cli array wait "$name" --timeout 120 || fail "array wait $name did not see the sync end"
capture show-synced arraymark-cli array show "$name" --json
expect_json show-synced sync_action=idle mismatches=0

capture_all scrub arraymark-cli array scrub "$name" --action check || fail "array scrub $name --action check failed"
capture_all wait-scrub arraymark-cli array wait "$name" --timeout 120 || fail "array wait after the check failed"
capture show-scrubbed arraymark-cli array show "$name" --json
expect_json show-scrubbed mismatches=0

capture_all replace arraymark-cli array replace "$name" "$n2" --with "$n4" ||
    fail "array replace $name $n2 --with $n4 failed: $(tail -n 5 "$AMVM_OUT/replace")"
capture_all wait-replace arraymark-cli array wait "$name" --timeout 120 || fail "array wait after the replace failed"
capture show-replaced arraymark-cli array show "$name" --json
grep -q "\"$n4\"" "$AMVM_OUT/show-replaced" || fail "after the replace, array show does not list $n4"
expect_inuse replaced-lvm "${n4##*/}" lvm_member
capture_drives replaced-lvm

if cli_has bench; then
    capture_all bench-log arraymark-cli bench --target "$dev" --rw randread --bs 4k --qd 8 --runtime 2 \
        --json /tmp/bench-lvm.json || fail "bench on $dev failed"
    emit_file bench-lvm /tmp/bench-lvm.json
    expect_json bench-lvm schema=arraymark.result/1 rw=randread
fi

capture_all delete arraymark-cli array delete "$name" --yes || fail "array delete $name failed: $(tail -n 5 "$AMVM_OUT/delete")"
[ -e "$dev" ] && fail "$dev still exists after array delete"
vgs amlvm >/dev/null 2>&1 && fail "volume group amlvm still exists after array delete"
for m in "$n1" "$n2" "$n3" "$n4"; do
    blkid -p "$m" >/dev/null 2>&1
    rc=$?
    [ "$rc" = 2 ] || fail "blkid -p $m exited $rc after array delete, expected 2 (nothing found): $(blkid -p "$m" 2>&1)"
    expect_free deleted-lvm "${m##*/}"
done
capture_drives deleted-lvm
