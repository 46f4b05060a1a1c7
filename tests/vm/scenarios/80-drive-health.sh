# Drive health from smartctl's JSON on qemu's emulated drives: `drives --json --health` reads
# every NVMe and SATA disk (qemu answers SMART for both), each has a verdict other than
# "unknown", the protocol smartctl names, smartctl's own JSON beside it, and the NVMe drives a
# temperature; the text table has its HEALTH column. The raw smartctl JSON of one NVMe and one
# SATA drive is kept in the results log (what tests/data/smartctl's fixtures are checked against).
# timeout: 60

command -v smartctl >/dev/null || skip "no smartctl in the guest (the host has no smartmontools)"
capture drives-health arraymark-cli drives --json --health || fail "drives --json --health failed"
capture_all drives-health-text arraymark-cli drives --health || fail "drives --health failed"
grep -q HEALTH "$AMVM_OUT/drives-health-text" || fail "no HEALTH column in drives --health"

nvme=$(nvme_disks | head -n1) sata=$(sata_disks | head -n1)
[ -n "$nvme" ] && [ -n "$sata" ] || fail "need an NVMe and a SATA drive, have: $(nvme_disks) $(sata_disks)"
for disk in $(nvme_disks) $(sata_disks); do
    [ -n "$disk" ] && grep -q "^${disk#/dev/} .*\(healthy\|worn\|failing\)" "$AMVM_OUT/drives-health-text" ||
        fail "$disk has no verdict in drives --health: $(grep "^${disk#/dev/} " "$AMVM_OUT/drives-health-text")"
done
expect_json drives-health protocol=NVMe protocol=ATA verdict=healthy
smartctl --json -a "$nvme" > /tmp/smart-nvme.json
emit_file smartctl-nvme /tmp/smart-nvme.json $?
smartctl --json -a "$sata" > /tmp/smart-sata.json
emit_file smartctl-sata /tmp/smart-sata.json $?
grep -q '"temperature"' /tmp/smart-nvme.json || note "qemu's NVMe reported no temperature"

# The watcher reads the same SMART: qemu's healthy drives raise no drive event.
capture monitor-once arraymark-cli monitor --once --no-journal --health-interval 1 --log /tmp/am-health-events.jsonl ||
    fail "monitor --once with SMART failed"
grep -q '"event":"Drive' "$AMVM_OUT/monitor-once" && fail "healthy drives raised events: $(cat "$AMVM_OUT/monitor-once")"
true
