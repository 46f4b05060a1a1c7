# imsm (VROC/RST) migrations through `arraymark-cli array reshape`, under the test override as
# 30-imsm-raid1 runs it: a raid0 volume of three NVMe drives grows to four through its container,
# changes its chunk, migrates to raid5 taking a SATA drive as parity; data written before reads
# back after each; what imsm refuses is refused with nothing changed; `--size max` gives each
# member what the plan says (mdadm's free-space rule). Then a 2-member raid0 takes
# two mirrors (raid10) and drops them again. mdadm 4.2 needs --layout=left-asymmetric for the
# raid5 migration (found here); the metadata keeps the checkpoint, so no backup file.
# timeout: 300

require_cli array reshape
require_cli bench
export IMSM_NO_PLATFORM=1 IMSM_DEVNAME_AS_SERIAL=1 MDADM_NO_SYSTEMCTL=1
set -- $(nvme_disks)
[ $# -ge 4 ] || fail "need 4 NVMe drives, have: $*"
n1=$1 n2=$2 n3=$3 n4=$4
s1=$(sata_disks | nth 1)
[ -n "$s1" ] || fail "need a SATA drive"

# md shows an imsm raid0 reshape as a raid4 takeover; mdadm's forked process finishes it.
imsm_wait() { # md seconds what
    local md=$1 limit=$2 i=0 act pos lvl
    while [ $i -lt "$limit" ]; do
        act=$(md_attr "$md" sync_action); pos=$(md_attr "$md" reshape_position); lvl=$(md_attr "$md" level)
        if { [ "$act" = idle ] || [ -z "$act" ]; } && { [ "$pos" = none ] || [ -z "$pos" ]; } &&
            [ "$lvl" != raid4 ] && ! pidof mdadm >/dev/null; then
            metric "imsm_${3}_s" "$i" s
            return 0
        fi
        sleep 1; i=$((i + 1))
    done
    fail "$3 of $md did not end in ${limit}s: level=$lvl action=$act position=$pos $(cat /proc/mdstat)"
}
verify_read() { # name
    capture_all "$1" arraymark-cli bench --target /dev/md/amimsm --rw read --bs 128k --qd 4 \
        --size 24M --verify --json "/tmp/$1.json" || fail "bench --verify read-back ($1) failed"
    emit_file "$1-result" "/tmp/$1.json"
    expect_json "$1-result" enabled=true mismatched=0 unreadable=0
}

must arraymark-cli array create --metadata imsm --level raid0 --chunk 64k --size 16M --name amimsm \
    --container amimc --yes "$n1" "$n2" "$n3"
wait_until 10 "/dev/md/amimsm to appear" test -b /dev/md/amimsm
md=$(md_kernel_name /dev/md/amimsm)
capture_all verify-write arraymark-cli bench --target /dev/md/amimsm --rw write --bs 128k --qd 4 \
    --size 24M --verify --allow-write-device /dev/md/amimsm --json /tmp/vw.json || fail "bench --verify write failed"

# Capacity expansion: the disk joins the container, the container grows.
capture plan-grow arraymark-cli array reshape amimsm --add "$n4" --json || fail "the grow plan failed"
expect_json plan-grow restripes=true backup_needed=false raid_devices=4
grep -q -- '--raid-devices=4' "$AMVM_OUT/plan-grow" || fail "the grow plan does not grow the container"
capture_all grow arraymark-cli array reshape amimsm --add "$n4" --yes || fail "array reshape --add failed"
imsm_wait "$md" 60 raid0_3_to_4
[ "$(md_attr "$md" raid_disks)" = 4 ] || fail "raid_disks is $(md_attr "$md" raid_disks) after the grow, want 4"
verify_read verify-grow

# Chunk migration.
capture_all chunk arraymark-cli array reshape amimsm --chunk 128k --yes || fail "array reshape --chunk failed"
imsm_wait "$md" 60 raid0_chunk_64k_to_128k
[ "$(md_attr "$md" chunk_size)" = 131072 ] || fail "chunk_size is $(md_attr "$md" chunk_size), want 131072"
verify_read verify-chunk

# Level migration: the SATA drive joins the container and becomes the parity member.
capture plan-raid5 arraymark-cli array reshape amimsm --level raid5 --add "$s1" --json || fail "the raid5 plan failed"
expect_json plan-raid5 raid_devices=5 fault_tolerance=1
capture_all raid5 arraymark-cli array reshape amimsm --level raid5 --add "$s1" --yes || fail "array reshape --level raid5 failed"
imsm_wait "$md" 90 raid0_to_raid5
[ "$(md_attr "$md" level)" = raid5 ] || fail "level is $(md_attr "$md" level), want raid5"
[ "$(md_attr "$md" raid_disks)" = 5 ] || fail "raid_disks is $(md_attr "$md" raid_disks), want 5"
verify_read verify-raid5
capture show-raid5 arraymark-cli array show amimsm --json
expect_json show-raid5 level=raid5 raid_disks=5 degraded=0

# Refusals: exit 2 and nothing changed.
capture_all refuse-level arraymark-cli array reshape amimsm --level raid0 --force-name "$md" --yes &&
    fail "raid5 to raid0 went ahead"
grep -q "from raid5 it migrates to nothing" "$AMVM_OUT/refuse-level" || fail "the raid0 refusal does not say why"
capture_all refuse-backup arraymark-cli array reshape amimsm --chunk 64k --backup-file /tmp/imsm.backup --yes &&
    fail "a backup file was taken"
grep -q "takes no backup file" "$AMVM_OUT/refuse-backup" || fail "the backup file refusal does not say why"
[ "$(md_attr "$md" level)/$(md_attr "$md" raid_disks)/$(md_attr "$md" chunk_size)" = raid5/5/131072 ] ||
    fail "a refusal changed the volume: $(cat /proc/mdstat)"

# Size: the volume takes the free space of its disks, as much as the plan says mdadm gives.
capture plan-size arraymark-cli array reshape amimsm --size max --json || fail "the --size max plan failed"
planned=$(tr -d ' \n' < "$AMVM_OUT/plan-size" | grep -o '"after":{[^}]*}' | grep -o '"member_bytes":[0-9]*' | cut -d: -f2)
[ -n "$planned" ] || fail "the --size max plan has no member_bytes after"
planned_kib=$((planned / 1024))
capture_all size arraymark-cli array reshape amimsm --size max --yes || fail "array reshape --size max failed"
imsm_wait "$md" 120 raid5_size_max
[ "$(md_attr "$md" component_size)" = "$planned_kib" ] ||
    fail "component_size is $(md_attr "$md" component_size) KiB after --size max, the plan said $planned_kib"
note "--size max: each member 16384 -> $planned_kib KiB, as planned"
verify_read verify-size
must arraymark-cli array delete amimsm --yes

# Takeovers: a 2-member raid0 takes two mirrors, then drops them (the typed name confirms it).
must arraymark-cli array create --metadata imsm --level raid0 --chunk 64k --size 16M --name amimsm \
    --container amimt --yes "$n1" "$n2"
wait_until 10 "/dev/md/amimsm to appear" test -b /dev/md/amimsm
md=$(md_kernel_name /dev/md/amimsm)
capture_all verify-write-10 arraymark-cli bench --target /dev/md/amimsm --rw write --bs 128k --qd 4 \
    --size 24M --verify --allow-write-device /dev/md/amimsm --json /tmp/vw.json || fail "bench --verify write failed"
capture_all raid10 arraymark-cli array reshape amimsm --level raid10 --add "$n3" "$n4" --yes ||
    fail "array reshape --level raid10 failed"
imsm_wait "$md" 60 raid0_to_raid10
[ "$(md_attr "$md" level)/$(md_attr "$md" raid_disks)" = raid10/4 ] || fail "want raid10 of 4: $(cat /proc/mdstat)"
capture_all refuse-raid0 arraymark-cli array reshape amimsm --level raid0 --yes &&
    fail "raid10 to raid0 went ahead without the typed name"
capture_all raid0 arraymark-cli array reshape amimsm --level raid0 --force-name "$md" --yes ||
    fail "array reshape --level raid0 failed"
imsm_wait "$md" 60 raid10_to_raid0
[ "$(md_attr "$md" level)/$(md_attr "$md" raid_disks)" = raid0/2 ] || fail "want raid0 of 2: $(cat /proc/mdstat)"
verify_read verify-raid0
must arraymark-cli array delete amimsm --yes
