# A campaign killed with SIGKILL in the middle of a configuration leaves its
# journal: --cleanup removes exactly the array it names and leaves the drives
# blank; --resume then finishes the rest, and the document holds every cell.
# Then the refusals: an in-use drive, a level the drive count cannot make, an
# imsm configuration without a platform, an unwritable report path; each
# names the value and writes nothing.
# timeout: 360

require_cli campaign
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
drives="$1 $2 $3 $4"
cells="--preset quick --runtime 0.5 --ramp 0 --size 16M"

arraymark-cli campaign --journal /tmp/c2 --config raid5:64k --config raid10:64k $cells \
    --yes $drives > /tmp/c2.out 2>&1 &
pid=$!
# Killed once the first configuration has measured two cells.
wait_until 120 "two measured cells in the journal" \
    sh -c '[ "$(grep -c "\"kind\":\"cell_done\"" /tmp/c2/journal.jsonl)" -ge 2 ]'
kill -KILL "$pid"
wait "$pid" 2>/dev/null
emit_file campaign-killed-journal /tmp/c2/journal.jsonl
ls /sys/block | grep -q '^md' || fail "no array left by the killed campaign (killed too late?)"

capture_all campaign-cleanup arraymark-cli campaign --cleanup /tmp/c2 --yes || fail "cleanup failed"
ls /sys/block | grep -q '^md' && fail "md devices left after --cleanup: $(ls /sys/block | grep '^md')"
for d in $drives; do
    has_superblock "$d" && fail "$d still carries an md superblock after --cleanup"
done

capture_all campaign-resume arraymark-cli campaign --resume /tmp/c2 --json /tmp/c2.json --yes ||
    fail "the resumed campaign failed"
emit_file campaign-resumed-document /tmp/c2.json
amvm_record "expect $AMVM_SCENARIO campaign:campaign-resumed-document campaign configurations=2 rebuilds=0 baseline=0"
ls /sys/block | grep -q '^md' && fail "md devices left after the resumed campaign"

# Refusals: each exits 2, names the value, creates no journal and no array.
refused() {
    local name="$1" words="$2"
    shift 2
    capture_all "$name" arraymark-cli campaign --journal "/tmp/$name" --yes "$@"
    [ $? = 2 ] || fail "$name: exit status is not 2"
    grep -qi -- "$words" "$AMVM_OUT/$name" || fail "$name: the refusal does not say '$words'"
    [ -e "/tmp/$name" ] && fail "$name: the refused campaign created its journal"
    ls /sys/block | grep -q '^md' && fail "$name: the refused campaign left an array"
    return 0
}
mdadm --create /dev/md/busy --run --level=1 --raid-devices=2 --metadata=1.2 "$1" "$2" >/dev/null 2>&1 ||
    fail "could not make the array that holds two drives"
capture_all refuse-in-use arraymark-cli campaign --journal /tmp/refuse-in-use --yes --config raid0 $cells $drives
[ $? = 2 ] || fail "refuse-in-use: exit status is not 2"
grep -q -- "${1##*/}" "$AMVM_OUT/refuse-in-use" || fail "refuse-in-use does not name ${1##*/}"
mdadm --stop /dev/md/busy >/dev/null 2>&1
amvm_reset_drives
refused refuse-raid6-of-3 "raid6" --config raid6 $cells "$1" "$2" "$3"
refused refuse-imsm "platform" --config raid1::imsm $cells $drives
refused refuse-report "/proc/none/report.html" --config raid0 --report /proc/none/report.html $cells $drives

# imsm where the platform allows: mdadm's IMSM_NO_PLATFORM stands in for the
# option ROM, as in 42-array-imsm. The container and its volume are made and
# deleted through the same operations as a native array.
capture_all campaign-imsm env IMSM_NO_PLATFORM=1 IMSM_DEVNAME_AS_SERIAL=1 MDADM_NO_SYSTEMCTL=1 \
    arraymark-cli campaign --journal /tmp/c4 --config raid0:128k:imsm $cells --json /tmp/c4.json \
    --yes $drives || fail "the imsm campaign failed"
emit_file campaign-imsm-document /tmp/c4.json
amvm_record "expect $AMVM_SCENARIO campaign:campaign-imsm-document campaign configurations=1 degraded=0 rebuilds=0 baseline=0"
ls /sys/block | grep -q '^md' && fail "md devices left after the imsm campaign: $(ls /sys/block | grep '^md')"
for d in $drives; do
    has_superblock "$d" && fail "$d still carries metadata after the imsm campaign"
done
killall mdmon 2>/dev/null
true
