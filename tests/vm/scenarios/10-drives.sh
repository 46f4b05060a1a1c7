# Discovery: `arraymark-cli drives --json` on blank drives. The host compares
# it with drives.conf (transport, model, serial, size, rotational, not in use).
# timeout: 60

capture_drives blank
capture drives-table arraymark-cli drives || fail "arraymark-cli drives (table) failed"
# The kernel's own view, for whoever reads the log when the host check fails.
for dev in $(nvme_disks) $(sata_disks); do
    name=${dev##*/}
    echo "$name size=$(cat /sys/block/$name/size) rotational=$(cat /sys/block/$name/queue/rotational)" \
        "model=$(cat /sys/block/$name/device/model 2>/dev/null)"
done > "$AMVM_OUT/sysfs"
emit_file sysfs-drives "$AMVM_OUT/sysfs"
[ "$(nvme_disks | wc -l)" -ge 4 ] || fail "expected 4 NVMe namespaces, the kernel shows: $(nvme_disks | tr '\n' ' ')"
[ "$(sata_disks | wc -l)" -ge 2 ] || fail "expected 2 SATA disks, the kernel shows: $(sata_disks | tr '\n' ' ')"
