# Helpers for the guest scenario scripts (busybox sh). Sourced by /init and by
# every scenario shell. A scenario passes by returning, fails with `fail`,
# and skips with `skip`; it reports what it saw with `capture`/`emit_file`
# (data records the host keeps and checks) and `expect_*` (what the host must
# find in the drives JSON captured under the same state name).
#
# Records on $AMVM_RESULTS, one per line, "@@AMVM <kind> ...":
#   data <scenario> <name> rc=<exit status>   ... raw lines ...   @@AMVM end
#   expect <scenario> <state> array <md> level=<l> members=<a,b> degraded=<n>
#   expect <scenario> <state> member <drive> <md>   |   free <drive>
#   expect <scenario> <state> inuse <drive> <reason kind>
#   metric <scenario> <name> <value> <unit>
#   note <scenario> <text>

: "${AMVM_RESULTS:=/dev/ttyS1}"
: "${AMVM_SCENARIO:=unknown}"
AMVM_OUT=/tmp/amvm/$AMVM_SCENARIO
mkdir -p "$AMVM_OUT"

amvm_record() { printf '@@AMVM %s\n' "$*" >> "$AMVM_RESULTS"; }
log() { echo "[$AMVM_SCENARIO] $*"; }
now_ms() { awk '{ printf "%d", $1 * 1000 }' /proc/uptime; }

# Ends the scenario: `fail` with a message a person can act on, `skip` with why.
fail() { log "FAIL: $*"; echo "$*" > /tmp/amvm-reason; exit 1; }
skip() { log "SKIP: $*"; echo "$*" > /tmp/amvm-reason; exit 77; }
note() { log "note: $*"; amvm_record "note $AMVM_SCENARIO $*"; }
metric() { log "metric $1 = $2 $3"; amvm_record "metric $AMVM_SCENARIO $1 $2 $3"; }

run() { log "+ $*"; "$@"; }
# Runs a command that must succeed.
must() {
    log "+ $*"
    "$@" || fail "exit status $?: $*"
}

# Sends a file as a data record (and shows it on the console).
emit_file() {
    local name="$1" file="$2" rc="${3:-0}"
    {
        printf '@@AMVM data %s %s rc=%s\n' "$AMVM_SCENARIO" "$name" "$rc"
        cat "$file"
        [ -n "$(tail -c1 "$file")" ] && echo
        printf '@@AMVM end\n'
    } >> "$AMVM_RESULTS"
    # The console shows short outputs whole; long ones (JSON) are in the
    # results log anyway.
    local lines
    lines=$(wc -l < "$file")
    echo "----- $name (rc=$rc, $lines lines)"
    if [ "$lines" -le 30 ]; then cat "$file"; else head -n 8 "$file"; echo "... (whole text in the results log)"; fi
    echo "-----"
}

# capture NAME CMD...: runs CMD, keeps its stdout as data record NAME (stderr
# goes to the console), returns CMD's exit status.
capture() {
    local name="$1" rc
    shift
    log "+ $* > $name"
    "$@" > "$AMVM_OUT/$name"
    rc=$?
    emit_file "$name" "$AMVM_OUT/$name" "$rc"
    return $rc
}
# capture_all NAME CMD...: the same with stderr kept too (mdadm prints
# --detail-platform and most refusals on stderr).
capture_all() {
    local name="$1" rc
    shift
    log "+ $* > $name 2>&1"
    "$@" > "$AMVM_OUT/$name" 2>&1
    rc=$?
    emit_file "$name" "$AMVM_OUT/$name" "$rc"
    return $rc
}

# Captures `arraymark-cli drives --json` for STATE; the host checks it against
# the expect_* records of the same STATE.
capture_drives() {
    capture "drives@$1" arraymark-cli drives --json || fail "arraymark-cli drives --json failed in state $1"
}
expect_array() { local state="$1"; shift; amvm_record "expect $AMVM_SCENARIO $state array $*"; }
expect_member() { amvm_record "expect $AMVM_SCENARIO $1 member $2 $3"; }
expect_free() { amvm_record "expect $AMVM_SCENARIO $1 free $2"; }
expect_absent() { amvm_record "expect $AMVM_SCENARIO $1 absent $2"; }
# expect_inuse STATE DRIVE KIND: DRIVE is in use with a reason of that kind
# (lvm_member, btrfs_member, md_member, ...), whatever the backend.
expect_inuse() { amvm_record "expect $AMVM_SCENARIO $1 inuse $2 $3"; }

# wait_until SECONDS WHAT CMD...: polls CMD every 0.2 s until it succeeds.
wait_until() {
    local seconds="$1" what="$2" deadline
    shift 2
    deadline=$(( $(now_ms) + seconds * 1000 ))
    until "$@" >/dev/null 2>&1; do
        [ "$(now_ms)" -gt "$deadline" ] && fail "waited ${seconds}s for $what"
        sleep 0.2
    done
}

md_attr() { cat "/sys/block/$1/md/$2" 2>/dev/null; }
md_idle() { [ "$(md_attr "$1" sync_action)" = idle ]; }

# md_wait_sync MD SECONDS PREFIX: waits until MD has finished resync/recovery.
# While it runs, records /proc/mdstat and the md sysfs progress attributes
# once (as PREFIX-mdstat-running etc.: real fixtures for the RAID parsers).
# Sets AMVM_SYNC_MS to how long it took.
md_wait_sync() {
    local md="$1" seconds="$2" prefix="$3" start deadline recorded=0 action
    start=$(now_ms)
    deadline=$(( start + seconds * 1000 ))
    while :; do
        action=$(md_attr "$md" sync_action)
        [ "$action" = idle ] && [ "$(md_attr "$md" sync_completed)" = none ] && break
        if [ "$recorded" = 0 ] && [ "$action" != idle ] && [ "$action" != frozen ]; then
            # Let it progress a little so the snapshot shows speed and ETA.
            sleep 1
            cat /proc/mdstat > "$AMVM_OUT/m"
            emit_file "$prefix-mdstat-running" "$AMVM_OUT/m"
            md_sysfs_snapshot "$md" > "$AMVM_OUT/s"
            emit_file "$prefix-sysfs-running" "$AMVM_OUT/s"
            recorded=1
        fi
        [ "$(now_ms)" -gt "$deadline" ] && fail "$md still in '$action' after ${seconds}s ($(md_attr "$md" sync_completed))"
        sleep 0.2
    done
    AMVM_SYNC_MS=$(( $(now_ms) - start ))
    [ "$recorded" = 1 ] || note "$md: no resync/recovery seen running (finished within one poll)"
}

# The md sysfs attributes a monitor reads, as "name=value" lines.
md_sysfs_snapshot() {
    local md="$1" attr dev
    for attr in level raid_disks array_state degraded sync_action sync_completed sync_speed \
        mismatch_cnt chunk_size metadata_version component_size array_size resync_start; do
        [ -e "/sys/block/$md/md/$attr" ] && echo "md/$attr=$(md_attr "$md" "$attr")"
    done
    echo "size=$(cat "/sys/block/$md/size")"
    for dev in /sys/block/$md/md/dev-*; do
        [ -d "$dev" ] || continue
        echo "md/${dev##*/}/state=$(cat "$dev/state")"
        echo "md/${dev##*/}/slot=$(cat "$dev/slot")"
    done
}

# Test drives, as /dev paths, sorted by name.
nvme_disks() { ls /sys/block | grep '^nvme[0-9]*n1$' | sort | sed 's|^|/dev/|'; }
sata_disks() { ls /sys/block | grep '^sd[a-z]*$' | sort | sed 's|^|/dev/|'; }
nth() { sed -n "$1p"; }
basenames() { for d in "$@"; do echo "${d##*/}"; done | sort | tr '\n' ',' | sed 's/,$//'; }
# The kernel name of an md device given as /dev/mdN or /dev/md/NAME.
md_kernel_name() { basename "$(readlink -f "$1")"; }

# Whether this build of arraymark-cli has a subcommand (other branches add
# them). The exit status of `arraymark-cli array --help` alone does not tell:
# CLI11 prints the main help, with status 0, for an unknown subcommand.
cli_has() { arraymark-cli "$@" --help 2>/dev/null | grep -q "^Usage: arraymark-cli $*\( \|\$\)"; }
require_cli() { cli_has "$@" || skip "arraymark-cli has no '$*' command yet"; }
# backend_available NAME FILE: FILE (`array backends --json`) has an object
# with "name": NAME and "available": true (keys in any order, no nesting).
backend_available() {
    tr -d ' \n' < "$2" | grep -oE "\{[^{}]*\"name\":\"$1\"[^{}]*\}" | grep -q '"available":true'
}
# require_backends: the scenario needs the LVM and btrfs tools and modules.
# The initramfs builder greps for this call and only then adds them; skips
# when the host had no lvm2 or btrfs-progs to copy.
require_backends() {
    local tool
    for tool in lvm dmsetup mkfs.btrfs btrfs; do
        command -v "$tool" >/dev/null || skip "$tool is not in the guest image (install lvm2 and btrfs-progs on the host)"
    done
}

# Unmounts every btrfs (the CLI mounts them under /run/arraymark/btrfs),
# deactivates every volume group and removes what device-mapper still holds,
# so that no LV or mount keeps a drive open while it is wiped.
amvm_release_backends() {
    local mnt link
    for mnt in $(awk '$3 == "btrfs" { print $2 }' /proc/mounts); do
        umount "$mnt" 2>/dev/null || umount -l "$mnt"
    done
    rmdir /run/arraymark/btrfs/* 2>/dev/null
    # Each lvm call scans every drive (about a second under TCG): only when
    # device-mapper holds something.
    if ls /sys/block | grep -q '^dm-'; then
        vgchange -an >/dev/null 2>&1
        dmsetup remove_all >/dev/null 2>&1 || dmsetup remove_all --force >/dev/null 2>&1
    fi
    # lvm made the /dev/VG/LV links itself (no udev); drop any it left.
    for link in /dev/*/*; do
        [ -L "$link" ] && [ ! -e "$link" ] || continue
        case "$(readlink "$link")" in
            *dm-* | *mapper/*) rm -f "$link"; rmdir "${link%/*}" 2>/dev/null ;;
        esac
    done
}

# Returns every test drive to blank: unmounts btrfs, deactivates LVM, stops
# arrays (volumes before containers), stops mdmon, wipes the first and last
# MiB of each drive (md 1.2 superblock, imsm anchor, partition tables, ext2,
# LVM label and metadata, btrfs's primary superblock: the only one blkid and
# btrfs device scan read), then makes btrfs forget the wiped drives.
amvm_reset_drives() {
    local pass md dev mib
    amvm_release_backends
    for pass in 1 2 3; do
        for md in $(ls /sys/block | grep '^md'); do
            mdadm --stop "/dev/$md" >/dev/null 2>&1
        done
    done
    killall mdmon 2>/dev/null
    for dev in $(nvme_disks) $(sata_disks); do
        umount "$dev" 2>/dev/null
        mdadm --zero-superblock --force "$dev" >/dev/null 2>&1
        mib=$(( $(blockdev --getsz "$dev") / 2048 ))
        dd if=/dev/zero of="$dev" bs=1M count=1 conv=fsync 2>/dev/null
        dd if=/dev/zero of="$dev" bs=1M count=1 seek=$(( mib - 1 )) conv=fsync 2>/dev/null
    done
    [ -e /dev/btrfs-control ] && btrfs device scan --forget >/dev/null 2>&1
    rm -f /run/mdadm/map
    # udev would remove the /dev/md/NAME links and /dev/mdN nodes of stopped
    # arrays; this VM has no udev, so mdadm made them itself and leaves them.
    for node in /dev/md/* /dev/md[0-9]*; do
        [ -e "$node" ] || [ -L "$node" ] || continue
        target=$(readlink -f "$node")
        [ -d "/sys/block/${target##*/}/md" ] || rm -f "$node"
    done
}

# expect_json DATA_NAME key=value...: the host looks for each key anywhere in
# the JSON document captured as DATA_NAME and wants one occurrence with that
# value ("a|b=v": key a or key b). For commands whose schema other parts own.
expect_json() { local name="$1"; shift; amvm_record "expect $AMVM_SCENARIO json:$name json $*"; }

# Whether DEV carries any md superblock (native or imsm) that mdadm can read.
has_superblock() { mdadm --examine "$1" >/dev/null 2>&1; }

# require_engine_tools: the scenario needs null_blk (staged in the image, not
# loaded at boot) and fio. The initramfs builder greps for this call and only
# then adds them.
require_engine_tools() {
    [ -s /lib/modules/extra.list ] || skip "null_blk is not in the guest image"
}
# load_null_blk PARAM=VALUE...: loads null_blk's dependencies, then null_blk
# with these parameters.
load_null_blk() {
    local path
    while read -r path; do
        case "$path" in
            */null_blk.ko*) insmod "/lib/modules/$path" "$@" || return 1 ;;
            *) insmod "/lib/modules/$path" 2>/dev/null ;;
        esac
    done < /lib/modules/extra.list
}
# json_number FILE KEY: the first number given for "KEY" in a JSON file (the
# CLI's and fio's documents put the cell's or job's read figures first).
json_number() {
    sed -n "s/.*\"$2\" *: *\([0-9.e+-]*\).*/\1/p" "$1" | head -n 1
}
