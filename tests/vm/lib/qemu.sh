# Drive images and the qemu command line. Sourced by run-vm-tests.

# vm_drives_create CONF DIR: creates one sparse raw file per line of CONF
# (drives.conf) in DIR and fills VM_DRIVE_ARGS with the matching qemu
# devices; VM_NVME_COUNT / VM_SATA_COUNT say how many of each.
vm_drives_create() {
    local conf="$1" dir="$2" kind serial size_mib model index=0 port=0 file
    VM_DRIVE_ARGS=(-device ahci,id=ahci)
    VM_NVME_COUNT=0 VM_SATA_COUNT=0
    mkdir -p "$dir" || return 1
    while read -r kind serial size_mib model; do
        case "$kind" in ''|\#*) continue ;; esac
        file="$dir/drive$index.raw"
        truncate -s "${size_mib}M" "$file" || return 1
        VM_DRIVE_ARGS+=(-drive "file=$file,format=raw,if=none,id=drive$index,cache=unsafe,discard=unmap")
        case "$kind" in
            nvme)
                VM_DRIVE_ARGS+=(-device "nvme,serial=$serial,drive=drive$index")
                VM_NVME_COUNT=$((VM_NVME_COUNT + 1)) ;;
            sata-ssd|sata-hdd)
                local rotation=""
                [ "$kind" = sata-ssd ] && rotation=",rotation_rate=1"
                VM_DRIVE_ARGS+=(-device "ide-hd,drive=drive$index,bus=ahci.$port,model=$model,serial=$serial$rotation")
                port=$((port + 1))
                VM_SATA_COUNT=$((VM_SATA_COUNT + 1)) ;;
            *) echo "drives.conf: unknown kind '$kind'" >&2; return 1 ;;
        esac
        index=$((index + 1))
    done < "$conf"
}

# vm_qemu_start WORK CONSOLE RESULTS TIMEOUT SMP MEM [ACCEL]: starts qemu in
# the background under a hard timeout (SIGKILL) and sets qemu_pid. ACCEL is
# tcg (software emulation, the default: KVM hung on the development machine)
# or kvm.
vm_qemu_start() {
    local work="$1" console="$2" results="$3" limit="$4" smp="$5" mem="$6" accel="${7:-tcg}"
    local append="console=ttyS0 panic=-1 quiet amvm.nvme=$VM_NVME_COUNT amvm.sata=$VM_SATA_COUNT${VM_APPEND:+ $VM_APPEND}"
    local cpu=max
    [ "$accel" = kvm ] && cpu=host
    timeout -s KILL "$limit" qemu-system-x86_64 \
        -accel "$accel" -machine pc -cpu "$cpu" -smp "$smp" -m "$mem" \
        -nodefaults -no-user-config -display none -monitor none -no-reboot \
        -kernel "$VM_KERNEL_IMAGE" -initrd "$work/initramfs.cpio.gz" -append "$append" \
        -serial "file:$console" -serial "file:$results" \
        "${VM_DRIVE_ARGS[@]}" \
        < /dev/null > "$work/qemu.out" 2>&1 &
    qemu_pid=$!
}

# vm_qemu_stop: stops the qemu started by vm_qemu_start (qemu_pid is its
# `timeout` wrapper): TERM, which timeout passes on to qemu, then KILL for
# both if they are still there a second later.
vm_qemu_stop() {
    [ -n "${qemu_pid:-}" ] || return 0
    local child
    child="$(pgrep -P "$qemu_pid" 2>/dev/null)"
    kill -TERM "$qemu_pid" 2>/dev/null
    for _ in 1 2 3 4 5; do
        kill -0 "$qemu_pid" 2>/dev/null || break
        sleep 0.2
    done
    kill -9 "$qemu_pid" $child 2>/dev/null
    { wait "$qemu_pid"; } 2>/dev/null
    qemu_pid=""
}
