# A create that fails half way is undone by the core, for every caller
# (here `arraymark-cli array create`, which used to leave the partial array):
# an mdadm wrapper first in PATH makes the imsm volume's --create fail after
# the container was made, then makes a native --create fail after mdadm
# wrote the superblocks and started the array. Each time the CLI must say it
# rolled back, and no md device, superblock or signature may be left.
# timeout: 150

require_cli array
set -- $(nvme_disks)
[ $# -ge 2 ] || fail "need 2 NVMe drives, have: $*"
export IMSM_NO_PLATFORM=1 IMSM_DEVNAME_AS_SERIAL=1 MDADM_NO_SYSTEMCTL=1

fakebin=/tmp/amvm-fakebin
mkdir -p "$fakebin"
# FAIL_CREATE names the array whose --create fails; AFTER_REAL=1 runs the real
# --create first (superblocks written, array started) and fails all the same.
cat > "$fakebin/mdadm" <<'WRAPPER'
#!/bin/sh
if [ "$1" = --create ] && [ "$2" = "$FAIL_CREATE" ]; then
    [ "$AFTER_REAL" = 1 ] && /sbin/mdadm "$@"
    echo "mdadm (test wrapper): --create $2 made to fail" >&2
    exit 1
fi
exec /sbin/mdadm "$@"
WRAPPER
chmod +x "$fakebin/mdadm"
trap 'rm -rf "$fakebin"' EXIT

no_md_left() {
    ls /sys/block | grep -q '^md' && fail "$1: md devices left: $(ls /sys/block | grep '^md' | tr '\n' ' ')"
    for m in "$2" "$3"; do
        has_superblock "$m" && fail "$1: $m still carries md metadata: $(mdadm --examine "$m" 2>&1 | head -n 3)"
    done
    return 0
}

# 1. imsm: the container is created, the volume's create fails.
(export FAIL_CREATE=/dev/md/amrbvol PATH="$fakebin:$PATH"
 capture_all rollback-imsm arraymark-cli array create --metadata imsm --level raid1 --name amrbvol --container amrbc \
     --yes "$1" "$2") && fail "the create went ahead although its volume step failed"
grep -q 'made to fail' "$AMVM_OUT/rollback-imsm" || fail "the wrapper did not run: $(tail -n 5 "$AMVM_OUT/rollback-imsm")"
grep -q 'rolled back: stopped /dev/md' "$AMVM_OUT/rollback-imsm" ||
    fail "no rollback reported: $(tail -n 8 "$AMVM_OUT/rollback-imsm")"
no_md_left imsm "$1" "$2"
capture_drives rollback-imsm-after
expect_free rollback-imsm-after "${1##*/}"
expect_free rollback-imsm-after "${2##*/}"

# 2. native: mdadm --create writes the superblocks and starts the array, then fails.
(export FAIL_CREATE=/dev/md/amrbnative AFTER_REAL=1 PATH="$fakebin:$PATH"
 capture rollback-native arraymark-cli array create --level raid1 --name amrbnative --assume-clean --yes --json \
     "$1" "$2") && fail "the native create reported success although mdadm failed"
expect_json rollback-native "ok=false"
grep -q '"rollback"' "$AMVM_OUT/rollback-native" || fail "no rollback in the JSON: $(tail -n 20 "$AMVM_OUT/rollback-native")"
expect_json rollback-native "target=/dev/md/amrbnative"
no_md_left native "$1" "$2"
note "a failed imsm volume create and a failed native create were rolled back by arraymark-cli itself"
