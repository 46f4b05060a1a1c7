# Builds the VM's initramfs (newc cpio, gzip). Sourced by run-vm-tests.
#
# vm_initramfs_build OUT.cpio.gz CLI STAGING_DIR SCENARIO_FILE...
# Needs VM_KERNEL_ROOT / VM_KERNEL_VERSION (lib/kernel.sh) and VM_DIR (tests/vm).

# Kernel modules the scenarios need, with their dependencies resolved by modprobe.
VM_MODULES=(nvme ahci sd_mod md_mod raid0 raid1 raid10 raid456 ext4)
# Only in boots that run a scenario calling `require_backends` (they add 6 MB
# to the image and seconds to the boot): dm_raid (LVM raid) runs md's
# raid1/raid10/raid456 personalities; btrfs pulls in xor, raid6_pq, libcrc32c
# and zstd.
VM_BACKEND_MODULES=(dm_mod dm_raid btrfs)
# Only in boots with a scenario calling `require_engine_tools` (engine modes,
# 9x): null_blk, staged but not loaded at boot (the scenario loads it with
# its own parameters; paths in /lib/modules/extra.list), and fio.
VM_ENGINE_MODULES=(null_blk)

# lvm2's commands: one binary, the command names as symlinks to it (as Debian
# ships them; lvm tells them apart by argv[0]).
VM_LVM_COMMANDS=(pvcreate pvremove pvs pvscan pvdisplay pvchange pvmove
    vgcreate vgextend vgreduce vgchange vgremove vgrename vgs vgscan vgdisplay
    lvcreate lvconvert lvchange lvextend lvremove lvrename lvs lvscan lvdisplay lvmconfig)

# Copies a program and every shared library it loads (from ldd) into the
# staging root, at the same paths, so the dynamic loader finds them.
vm_copy_with_libs() {
    local program="$1" dest_dir="$2" staging="$3" lib
    install -D -m 0755 "$program" "$staging$dest_dir/$(basename "$program")" || return 1
    for lib in $(ldd "$program" 2>/dev/null | awk '/=> \// { print $3 } /^\t\/[^ ]+ \(/ { print $1 }'); do
        [ -e "$staging$lib" ] || install -D -m 0755 "$(readlink -f "$lib")" "$staging$lib" || return 1
    done
}

# Whether any of the scenario files needs the LVM and btrfs backends.
vm_initramfs_needs_backends() {
    grep -q '^ *require_backends' "$@" 2>/dev/null
}

vm_initramfs_needs_engine_tools() {
    grep -q '^ *require_engine_tools' "$@" 2>/dev/null
}

# fio for the race beside ArrayMark (optional: without it the scenario skips
# that part, saying so) and null_blk's module files.
vm_initramfs_engine_tools() {
    local staging="$1" moddir="$VM_KERNEL_ROOT/lib/modules/$VM_KERNEL_VERSION" list path
    if command -v fio >/dev/null; then
        vm_copy_with_libs "$(command -v fio)" /usr/bin "$staging" || { echo "cannot copy fio and its libraries"; return 1; }
    else
        echo "==> vm: note: fio is not installed on this machine, the guest lacks it (apt-get install fio)" >&2
    fi
    list="$(vm_kernel_module_list "${VM_ENGINE_MODULES[@]}")" || { echo "kernel $VM_KERNEL_VERSION lacks null_blk"; return 1; }
    for path in $list; do
        install -D -m 0644 "$moddir/$path" "$staging/lib/modules/$path"
    done
    printf '%s\n' $list > "$staging/lib/modules/extra.list"
}

# The LVM and btrfs tools. Optional: without lvm2 or btrfs-progs on the host
# the guest lacks them and the scenarios that need them skip, saying so
# (scripts/test installs both).
vm_initramfs_backend_tools() {
    local staging="$1" tool path cmd
    for tool in lvm dmsetup mkfs.btrfs btrfs; do
        path="$(command -v "$tool" || true)"
        [ -n "$path" ] || path="/sbin/$tool"
        if [ ! -x "$path" ]; then
            echo "==> vm: note: $tool is not installed on this machine, the guest lacks it (apt-get install lvm2 btrfs-progs)" >&2
            continue
        fi
        vm_copy_with_libs "$path" /sbin "$staging" || { echo "cannot copy $tool and its libraries"; return 1; }
    done
    if [ -x "$staging/sbin/lvm" ]; then
        for cmd in "${VM_LVM_COMMANDS[@]}"; do ln -sf lvm "$staging/sbin/$cmd"; done
        install -D -m 0644 "$VM_DIR/guest/lvm.conf" "$staging/etc/lvm/lvm.conf"
    fi
}

vm_initramfs_build() {
    local out="$1" cli="$2" staging="$3"
    shift 3
    local tool scenario path
    rm -rf "$staging"
    mkdir -p "$staging"/{bin,sbin,usr/bin,etc/mdadm,proc,sys,dev,run,tmp,scenarios,lib/amvm}

    install -m 0755 "$(command -v busybox)" "$staging/bin/busybox"
    # The guest has no libc of its own for busybox: it must be the static build.
    ldd "$staging/bin/busybox" >/dev/null 2>&1 &&
        { echo "busybox at $(command -v busybox) is not static: install busybox-static"; return 1; }
    # The tools arraymark-cli runs. mdadm starts mdmon as /sbin/mdmon: keep
    # them all there. wipefs and blkid are util-linux's (array delete runs
    # them; busybox's blkid neither probes like libblkid nor exits 2 when it
    # finds nothing).
    for tool in mdadm mdmon wipefs blkid; do
        path="$(command -v "$tool" || true)"
        [ -n "$path" ] || path="/sbin/$tool"
        [ -x "$path" ] || { echo "$tool is not installed (apt-get install mdadm util-linux)"; return 1; }
        vm_copy_with_libs "$path" /sbin "$staging" || { echo "cannot copy $tool and its libraries"; return 1; }
    done
    # e2fsprogs (Debian's essential set; mke2fs makes ext4, which busybox's cannot): a reshape
    # reads an unmounted ext filesystem's size with
    # dumpe2fs, and grows one with resize2fs (which wants e2fsck first when it is unmounted).
    for tool in mke2fs dumpe2fs resize2fs e2fsck; do
        path="$(command -v "$tool" || true)"
        [ -n "$path" ] || path="/sbin/$tool"
        [ -x "$path" ] || { echo "$tool is not installed (apt-get install e2fsprogs)"; return 1; }
        vm_copy_with_libs "$path" /sbin "$staging" || { echo "cannot copy $tool and its libraries"; return 1; }
    done
    # Debug info makes the binary several times larger and the guest gains
    # nothing from it; a smaller initramfs unpacks faster under TCG.
    vm_copy_with_libs "$cli" /usr/bin "$staging" || { echo "cannot copy $cli and its libraries"; return 1; }
    strip --strip-debug "$staging/usr/bin/$(basename "$cli")" 2>/dev/null || true
    # arraymark-helper from beside the CLI (a build tree): scenarios drive it as the GUI does.
    if [ -x "$(dirname "$cli")/arraymark-helper" ]; then
        vm_copy_with_libs "$(dirname "$cli")/arraymark-helper" /usr/bin "$staging" || { echo "cannot copy arraymark-helper"; return 1; }
        strip --strip-debug "$staging/usr/bin/arraymark-helper" 2>/dev/null || true
    fi
    # smartctl (drive health, scenarios 8x): optional, the scenarios that need it skip without it.
    path="$(command -v smartctl || true)"
    [ -n "$path" ] || path=/usr/sbin/smartctl
    if [ -x "$path" ]; then
        vm_copy_with_libs "$path" /usr/sbin "$staging" || { echo "cannot copy smartctl and its libraries"; return 1; }
    else
        echo "==> vm: note: smartctl is not installed on this machine, the guest lacks it (apt-get install smartmontools)" >&2
    fi
    echo 'AUTO -all' > "$staging/etc/mdadm/mdadm.conf" # no auto-assembly behind a scenario's back
    local modules=("${VM_MODULES[@]}")
    if vm_initramfs_needs_backends "$@"; then
        vm_initramfs_backend_tools "$staging" || return 1
        modules+=("${VM_BACKEND_MODULES[@]}")
    fi
    if vm_initramfs_needs_engine_tools "$@"; then
        vm_initramfs_engine_tools "$staging" || return 1
    fi

    local moddir="$VM_KERNEL_ROOT/lib/modules/$VM_KERNEL_VERSION" list
    list="$(vm_kernel_module_list "${modules[@]}")" || { echo "kernel $VM_KERNEL_VERSION lacks a needed module"; return 1; }
    for path in $list; do
        install -D -m 0644 "$moddir/$path" "$staging/lib/modules/$path"
    done
    printf '%s\n' $list > "$staging/lib/modules/load.list"

    install -m 0755 "$VM_DIR/guest/init" "$staging/init"
    install -m 0644 "$VM_DIR/guest/amvm.sh" "$staging/lib/amvm/amvm.sh"
    install -m 0644 "$VM_DIR/guest/helper_session.sh" "$staging/lib/amvm/helper_session.sh"
    : > "$staging/scenarios/order"
    for scenario in "$@"; do
        install -m 0644 "$scenario" "$staging/scenarios/"
        basename "$scenario" .sh >> "$staging/scenarios/order"
    done

    (cd "$staging" && find . -print0 | LC_ALL=C sort -z | cpio --null -o -H newc --quiet -R 0:0) | gzip -1 > "$out" ||
        { echo "cpio/gzip of the initramfs failed"; return 1; }
}
