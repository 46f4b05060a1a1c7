# imsm through `arraymark-cli`: without Intel hardware `platform` must say
# there is no VROC/RST platform; with the test override (IMSM_NO_PLATFORM=1,
# IMSM_DEVNAME_AS_SERIAL=1) `array create --metadata imsm` builds a
# container with a RAID1 volume, then one with a RAID5 volume; `array show`
# and `array list` report container and volume; `array delete` removes both.
# timeout: 180

require_cli array
set -- $(nvme_disks)
[ $# -ge 3 ] || fail "need 3 NVMe drives, have: $*"

if cli_has platform; then
    capture_all platform-none arraymark-cli platform --json
    grep -qi 'no vroc\|no intel\|not found\|none' "$AMVM_OUT/platform-none" ||
        fail "platform --json without Intel hardware does not say there is no VROC/RST platform"
    capture_all imsm-create-refused arraymark-cli array create --metadata imsm --level 1 --name amimsm --yes "$1" "$2" &&
        fail "array create --metadata imsm went ahead without a platform and without the test override"
    has_superblock "$1" && fail "the refused imsm create left a superblock on $1"
else
    note "no platform command: skipped the no-platform checks"
fi

export IMSM_NO_PLATFORM=1 IMSM_DEVNAME_AS_SERIAL=1 MDADM_NO_SYSTEMCTL=1
for spec in raid1:2 raid5:3; do
    level=${spec%%:*}; count=${spec#*:}
    members=$(echo "$@" | tr ' ' '\n' | head -n "$count" | tr '\n' ' ')
    name=amimsm$level
    # A container name of its own per round: without udev (this VM) nothing
    # removes the /dev/md/<container> link of the previous round.
    capture_all "imsm-create-$level" arraymark-cli array create --metadata imsm --level "$level" --name "$name" \
        --container "amc$level" --yes $members ||
        fail "imsm array create --level $level failed: $(tail -n 5 "$AMVM_OUT/imsm-create-$level")"
    wait_until 10 "mdmon to run" pidof mdmon
    capture "imsm-list-$level" arraymark-cli array list --json || fail "array list --json failed"
    expect_json "imsm-list-$level" "level=$level" "metadata=imsm"
    capture "imsm-show-$level" arraymark-cli array show "$name" --json || fail "array show $name --json failed"
    expect_json "imsm-show-$level" "level=$level"
    capture "imsm-mdstat-$level" cat /proc/mdstat
    capture_drives "imsm-$level"
    capture_all "imsm-delete-$level" arraymark-cli array delete "$name" --yes ||
        fail "array delete $name failed: $(tail -n 5 "$AMVM_OUT/imsm-delete-$level")"
    ls /sys/block | grep -q '^md' && fail "md devices left after deleting $name: $(ls /sys/block | grep '^md' | tr '\n' ' ')"
    for link in /dev/md/*; do
        [ -L "$link" ] && [ ! -e "$link" ] && note "dangling $link left after array delete (no udev here to remove it)"
    done
    for m in $members; do
        has_superblock "$m" && fail "$m still has metadata after array delete: $(mdadm --examine "$m" 2>&1 | head -n 3)"
        expect_free "imsm-deleted-$level" "${m##*/}"
    done
    capture_drives "imsm-deleted-$level"
done
