# Level changes on a real kernel through `arraymark-cli array reshape`: a mirror becomes a raid5
# of three (the new drive added, the takeover, the restripe), and a raid5 of three becomes a
# raid6 of four (a spare added, then the level with the member count). Data written with
# `bench --verify` before each change reads back with zero mismatches after it.
# timeout: 180

require_cli array reshape
require_cli bench
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3 n4=$4

verify() {
    local what="$1" name="$2" rw="$3"
    capture_all "verify-$rw-$what" arraymark-cli bench --target "/dev/md/$name" --rw "$rw" --bs 128k --qd 4 \
        --size 12M --verify --allow-write-device "/dev/md/$name" --json "/tmp/v-$rw-$what.json" ||
        fail "bench --verify $rw on /dev/md/$name failed"
    emit_file "verify-$rw-$what-result" "/tmp/v-$rw-$what.json"
}

change() {
    local what="$1" name="$2" level="$3" disks="$4" md start
    shift 4
    md=$(md_kernel_name "/dev/md/$name")
    verify "$what" "$name" write
    start=$(now_ms)
    capture_all "reshape-$what" arraymark-cli array reshape "$name" "$@" --yes || fail "array reshape $* failed"
    sleep 1
    md_wait_sync "$md" 120 "$what"
    metric "${what}_ms" $(( $(now_ms) - start )) ms
    capture "show-$what" arraymark-cli array show "$name" --json
    expect_json "show-$what" level="$level" raid_disks="$disks" degraded=0
    [ "$(md_attr "$md" level)" = "$level" ] || fail "$md is $(md_attr "$md" level), want $level"
    verify "$what" "$name" read
    expect_json "verify-read-$what-result" enabled=true mismatched=0 unreadable=0
}

must arraymark-cli array create --level raid1 --size 16M --name amlevel --yes "$n1" "$n2"
wait_until 10 "/dev/md/amlevel to appear" test -b /dev/md/amlevel
md_wait_sync "$(md_kernel_name /dev/md/amlevel)" 60 raid1-initial
capture plan-raid1-raid5 arraymark-cli array reshape amlevel --add "$n3" --level raid5
grep -q 'mdadm --grow /dev/md[0-9]* --level=raid5' "$AMVM_OUT/plan-raid1-raid5" || fail "the plan has no takeover"
change raid1-to-raid5 amlevel raid5 3 --add "$n3" --level raid5
must arraymark-cli array delete amlevel --yes
amvm_reset_drives

must arraymark-cli array create --level raid5 --chunk 64k --size 16M --name amlevel --yes "$n1" "$n2" "$n3"
wait_until 10 "/dev/md/amlevel to appear" test -b /dev/md/amlevel
md_wait_sync "$(md_kernel_name /dev/md/amlevel)" 60 raid5-initial
capture plan-raid5-raid6 arraymark-cli array reshape amlevel --add "$n4" --level raid6 --json
emit_file plan-raid5-raid6-copy "$AMVM_OUT/plan-raid5-raid6"
change raid5-to-raid6 amlevel raid6 4 --add "$n4" --level raid6
must arraymark-cli array delete amlevel --yes
