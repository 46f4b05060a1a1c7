# Whole campaigns, unattended, over the four NVMe drives, with tiny cells:
# first a baseline of each drive, then raid0, raid1, raid5 and raid10 (two
# chunk sizes where the level has a chunk), each measured, and degraded then
# re-added where it is redundant; then a raid5 measured degraded and while it
# rebuilds. The host checks the campaign documents (every configuration
# measured, its commands, the degraded cells, the rebuild figures), the HTML
# report (well formed, a table per configuration, no network reference) and
# that every drive ends blank, with no array left.
# timeout: 420

require_cli campaign
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
drives="$1 $2 $3 $4"
configs="--config raid0:64k --config raid0:256k --config raid1 --config raid5:64k --config raid5:256k \
--config raid10:64k --config raid10:256k"
cells="--preset quick --runtime 0.2 --ramp 0 --size 16M"

# Without --yes: the plan in words and commands, and nothing written.
capture_all campaign-plan arraymark-cli campaign --journal /tmp/c1 $configs $cells \
    --baseline --degraded $drives
[ $? = 2 ] || fail "campaign without --yes did not exit 2"
grep -q -- "mdadm --create" "$AMVM_OUT/campaign-plan" || fail "the plan shows no mdadm --create"
[ -e /tmp/c1 ] && fail "campaign without --yes created its journal folder"
ls /sys/block | grep -q '^md' && fail "campaign without --yes made an array"

start=$(now_ms)
capture_all campaign-run arraymark-cli campaign --journal /tmp/c1 $configs $cells \
    --baseline --degraded --json /tmp/c1.json --report /tmp/c1.html \
    --markdown /tmp/c1.md --yes $drives || fail "the campaign failed"
metric campaign_ms $(( $(now_ms) - start )) ms
emit_file campaign-document /tmp/c1.json
emit_file campaign-report /tmp/c1.html
emit_file campaign-markdown /tmp/c1.md
emit_file campaign-journal /tmp/c1/journal.jsonl
amvm_record "expect $AMVM_SCENARIO campaign:campaign-document campaign configurations=7 degraded=5 rebuilds=0 baseline=4 report=campaign-report"

ls /sys/block | grep -q '^md' && fail "md devices left after the campaign: $(ls /sys/block | grep '^md')"
for d in $drives; do
    has_superblock "$d" && fail "$d still carries an md superblock after the campaign"
done
capture_drives after-campaign
for d in $drives; do expect_free after-campaign "${d##*/}"; done

# Without udev (this VM) the /dev/md/NAME links of stopped arrays stay, and
# mdadm --create opens a stale one of the same name, which makes the kernel
# create an empty md device behind it: the links go first, as udev would.
amvm_reset_drives
capture_all campaign-rebuild-run arraymark-cli campaign --journal /tmp/c3 --config raid5:64k $cells \
    --degraded --rebuild --json /tmp/c3.json --yes $drives || fail "the rebuild campaign failed"
emit_file campaign-rebuild-document /tmp/c3.json
amvm_record "expect $AMVM_SCENARIO campaign:campaign-rebuild-document campaign configurations=1 degraded=1 rebuilds=1 baseline=0"
ls /sys/block | grep -q '^md' && fail "md devices left after the rebuild campaign: $(ls /sys/block | grep '^md')"
for d in $drives; do
    has_superblock "$d" && fail "$d still carries an md superblock after the rebuild campaign"
done
true
