#!/usr/bin/env bash
# Records one snapshot of an md array in the layout the monitor tests replay:
#   OUT/sys/block/MD/size, OUT/sys/block/MD/md/<attributes>, OUT/sys/block/MD/md/dev-*/<attributes>, OUT/proc/mdstat
# Read only. Meant for the real-kernel harness (tests/vm): call it in a loop
# while an array recovers, e.g.
#   for i in 00 01 02 03; do record-md-snapshot.sh md127 "snapshots/$i"; sleep 2; done
set -euo pipefail
md="${1:?usage: record-md-snapshot.sh MD_NAME OUT_DIR}"
out="${2:?usage: record-md-snapshot.sh MD_NAME OUT_DIR}"
src="/sys/block/$md"
[ -d "$src/md" ] || { echo "error: $src/md does not exist: $md is not an md array" >&2; exit 1; }
mkdir -p "$out/sys/block/$md/md" "$out/proc"
cp /proc/mdstat "$out/proc/mdstat"
cat "$src/size" > "$out/sys/block/$md/size"
for attribute in level array_state sync_action sync_completed sync_speed degraded raid_disks chunk_size \
                 metadata_version consistency_policy component_size reshape_position layout; do
    [ -r "$src/md/$attribute" ] && cat "$src/md/$attribute" > "$out/sys/block/$md/md/$attribute" 2>/dev/null || true
done
for dev in "$src"/md/dev-*; do
    [ -d "$dev" ] || continue
    name="$(basename "$dev")"
    mkdir -p "$out/sys/block/$md/md/$name"
    for attribute in state slot errors recovery_start offset size; do
        [ -r "$dev/$attribute" ] && cat "$dev/$attribute" > "$out/sys/block/$md/md/$name/$attribute" 2>/dev/null || true
    done
done
