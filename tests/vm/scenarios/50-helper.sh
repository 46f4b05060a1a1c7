# The privileged helper on a real kernel, driven the way the GUI drives it
# (JSON lines on stdin, one scope per session): create a raid1 through
# `arraymark-helper manage-arrays`; refuse a create over its member and a path
# trick; fail, remove and re-add a member through `change-members` and wait
# for the recovery; delete the array and find no superblock left.
# timeout: 180

. /lib/amvm/helper_session.sh # skips without arraymark-helper; ask, answered_ok, refused_with
set -- $(nvme_disks)
[ $# -ge 3 ] || fail "need 3 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3

wait_idle() {
    local i
    for i in $(seq 1 120); do
        [ "$(md_attr "$1" sync_action)" = idle ] && return 0
        sleep 0.5
    done
    fail "$1 still syncing after 60 s"
}

ask create manage-arrays "{\"op\":\"create\",\"id\":1,\"level\":\"raid1\",\"members\":[\"$n1\",\"$n2\"],\"name\":\"amhelper\",\"bitmap\":\"internal\"}"
answered_ok create
md=$(md_kernel_name /dev/md/amhelper)
[ -d "/sys/block/$md/md" ] || fail "no md device behind /dev/md/amhelper after the helper's create"
wait_idle "$md"

ask refuse-member manage-arrays "{\"op\":\"create\",\"level\":\"raid1\",\"members\":[\"$n2\",\"$n3\"],\"name\":\"amrefuse\"}"
refused_with refuse-member plan_invalid
ask refuse-trick change-members "{\"op\":\"add\",\"array\":\"amhelper\",\"device\":\"/dev/../dev/${n3##*/}\"}"
refused_with refuse-trick path_trick
ask refuse-scope change-members "{\"op\":\"delete\",\"array\":\"amhelper\"}"
refused_with refuse-scope not_authorized

ask fail change-members "{\"op\":\"fail\",\"array\":\"amhelper\",\"device\":\"$n2\"}"
answered_ok fail
[ "$(md_attr "$md" degraded)" = 1 ] || fail "$md is not degraded after the helper failed $n2"
ask remove change-members "{\"op\":\"remove\",\"array\":\"/dev/md/amhelper\",\"device\":\"$n2\"}"
answered_ok remove
ask re-add change-members "{\"op\":\"re-add\",\"array\":\"$md\",\"device\":\"$n2\"}"
answered_ok re-add
wait_idle "$md"
[ "$(md_attr "$md" degraded)" = 0 ] || fail "$md still degraded after the re-add and recovery"

ask delete manage-arrays "{\"op\":\"delete\",\"array\":\"amhelper\"}"
answered_ok delete
[ -e "/sys/block/$md/md" ] && fail "$md still exists after the helper's delete"
for m in "$n1" "$n2"; do
    mdadm --examine "$m" >/dev/null 2>&1 && fail "$m still has an md superblock after the helper's delete"
done
note "helper: create, refusals, fail/remove/re-add with recovery, delete all answered as expected"
