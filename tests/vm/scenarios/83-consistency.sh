# Crash consistency and member settings on a real kernel through `arraymark-cli array settings`:
# a raid1 gets a write-intent bitmap (md/consistency_policy "bitmap" in `array show --json`) and
# loses it again ("resync"); one member becomes write-mostly (the kernel's state word) and back;
# a raid5 over 3 NVMe drives is created with PPL ("ppl"), switched to resync and back to PPL.
# The refusal: on the raid1 degraded by one failed member, failing the last one is refused
# without --force-name (and with a wrong name), and nothing changes.
# timeout: 150

require_cli array settings
set -- $(nvme_disks)
[ $# -ge 3 ] || fail "need 3 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3

policy_is() { [ "$(md_attr "$1" consistency_policy)" = "$2" ] || fail "$1: md/consistency_policy is '$(md_attr "$1" consistency_policy)', expected '$2'"; }
member_state() { cat "/sys/block/$1/md/dev-${2##*/}/state" 2>/dev/null; }

# --- raid1: the bitmap -----------------------------------------------------------------
must arraymark-cli array create --level raid1 --bitmap none --size 64M --name amc1 --yes "$n1" "$n2"
wait_until 10 "/dev/md/amc1 to appear" test -b /dev/md/amc1
md=$(md_kernel_name /dev/md/amc1)
md_wait_sync "$md" 60 raid1-initial
capture show-r1-none arraymark-cli array show amc1 --json || fail "array show amc1 failed"
expect_json show-r1-none consistency_policy=resync bitmap=none

must arraymark-cli array settings amc1 --bitmap internal
policy_is "$md" bitmap
capture show-r1-bitmap arraymark-cli array show amc1 --json || fail "array show amc1 failed"
expect_json show-r1-bitmap consistency_policy=bitmap bitmap=internal

must arraymark-cli array settings amc1 --bitmap none
policy_is "$md" resync
capture show-r1-resync arraymark-cli array show amc1 --json || fail "array show amc1 failed"
expect_json show-r1-resync consistency_policy=resync

# A change md would refuse is refused by the core, and nothing runs.
if capture_all refuse-ppl-raid1 arraymark-cli array settings amc1 --consistency-policy ppl; then
    fail "PPL on a raid1 was not refused"
fi
grep -q 'raid5 only' "$AMVM_OUT/refuse-ppl-raid1" || fail "the PPL refusal does not say raid5 only"
policy_is "$md" resync

# --- raid1: write-mostly ---------------------------------------------------------------
must arraymark-cli array settings amc1 --write-mostly "$n2"
case ",$(member_state "$md" "$n2")," in *,write_mostly,*) ;; *) fail "$n2 state is '$(member_state "$md" "$n2")', no write_mostly" ;; esac
capture show-r1-wm arraymark-cli array show amc1 --json || fail "array show amc1 failed"
grep -q '"write_mostly"' "$AMVM_OUT/show-r1-wm" || fail "array show does not list write_mostly among the member's states"
must arraymark-cli array settings amc1 --readwrite "$n2"
case ",$(member_state "$md" "$n2")," in *,write_mostly,*) fail "$n2 is still write_mostly: $(member_state "$md" "$n2")" ;; esac

# --- the refusal: the last member of a degraded mirror ---------------------------------
must arraymark-cli array fail amc1 "$n2"
[ "$(md_attr "$md" degraded)" = 1 ] || fail "$md is not degraded after failing $n2"
state_before=$(member_state "$md" "$n1")
if capture_all refuse-last arraymark-cli array fail amc1 "$n1"; then
    fail "failing the last active member of a degraded raid1 was not refused"
fi
grep -q 'leaves it failed, and its data unreadable' "$AMVM_OUT/refuse-last" || fail "the refusal does not say what would be lost"
grep -q 'nothing was written' "$AMVM_OUT/refuse-last" || fail "the refusal does not say nothing was written"
if capture_all refuse-last-wrong-name arraymark-cli array fail amc1 "$n1" --force-name md-not-this; then
    fail "a wrong --force-name was taken"
fi
[ "$(member_state "$md" "$n1")" = "$state_before" ] || fail "$n1 changed: '$state_before' -> '$(member_state "$md" "$n1")'"
[ "$(md_attr "$md" degraded)" = 1 ] || fail "$md changed by the refused fail"
must arraymark-cli array delete amc1 --yes
amvm_reset_drives

# --- raid5: PPL at create, then resync, then PPL again ---------------------------------
must arraymark-cli array create --level raid5 --chunk 64k --consistency-policy ppl --size 64M --name amc5 --yes "$n1" "$n2" "$n3"
wait_until 10 "/dev/md/amc5 to appear" test -b /dev/md/amc5
md=$(md_kernel_name /dev/md/amc5)
md_wait_sync "$md" 60 raid5-initial
policy_is "$md" ppl
capture show-r5-ppl arraymark-cli array show amc5 --json || fail "array show amc5 failed"
expect_json show-r5-ppl consistency_policy=ppl
must arraymark-cli array settings amc5 --consistency-policy resync
policy_is "$md" resync
capture show-r5-resync arraymark-cli array show amc5 --json || fail "array show amc5 failed"
expect_json show-r5-resync consistency_policy=resync
must arraymark-cli array settings amc5 --consistency-policy ppl
policy_is "$md" ppl
must arraymark-cli array delete amc5 --yes
amvm_reset_drives
