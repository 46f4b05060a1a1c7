# Fetches the Debian kernel image package once and keeps it unpacked in a
# cache folder outside the repository. Sourced by run-vm-tests.
#
# After vm_kernel_prepare CACHE_DIR succeeds:
#   VM_KERNEL_VERSION  e.g. 6.1.0-57-amd64
#   VM_KERNEL_IMAGE    path of vmlinuz
#   VM_KERNEL_ROOT     root of the unpacked package (lib/modules/VERSION under it, depmod'ed)
# On failure it prints the reason on stdout and returns 1 (the caller skips).

# The package linux-image-amd64 depends on, e.g. linux-image-6.1.0-57-amd64.
vm_kernel_package_name() {
    apt-cache depends linux-image-amd64 2>/dev/null |
        awk '$1 == "Depends:" && $2 ~ /^linux-image-[0-9]/ { print $2; exit }'
}

# Newest kernel already unpacked in the cache (used when apt cannot answer).
vm_kernel_cached_root() {
    local cache="$1" dir
    for dir in $(ls -d "$cache"/linux-image-* 2>/dev/null | sort -rV); do
        [ -f "$dir/.ready" ] && { echo "$dir"; return 0; }
    done
    return 1
}

vm_kernel_prepare() {
    local cache="$1" package root
    mkdir -p "$cache" || { echo "cannot create kernel cache folder $cache"; return 1; }
    if [ -n "${ARRAYMARK_VM_KERNEL_DEB:-}" ]; then
        # An explicit package file (offline machines): unpack it under its own name.
        package="$(basename "$ARRAYMARK_VM_KERNEL_DEB" .deb)"
    else
        package="$(vm_kernel_package_name)"
    fi
    if [ -z "$package" ]; then
        root="$(vm_kernel_cached_root "$cache")" ||
            { echo "no kernel: apt-cache knows no linux-image-amd64 and $cache holds none"; return 1; }
    else
        root="$cache/$package"
        if [ ! -f "$root/.ready" ]; then
            vm_kernel_unpack "$cache" "$package" "$root" || {
                root="$(vm_kernel_cached_root "$cache")" || return 1
                echo "note: using cached $(basename "$root") instead" >&2
            }
        fi
    fi
    VM_KERNEL_ROOT="$root"
    VM_KERNEL_VERSION="$(ls "$root/lib/modules" | head -n1)"
    VM_KERNEL_IMAGE="$root/boot/vmlinuz-$VM_KERNEL_VERSION"
    [ -f "$VM_KERNEL_IMAGE" ] || { echo "no kernel image at $VM_KERNEL_IMAGE"; return 1; }
}

vm_kernel_unpack() {
    local cache="$1" package="$2" root="$3" deb work
    work="$(mktemp -d "$cache/.unpack.XXXXXX")" || return 1
    if [ -n "${ARRAYMARK_VM_KERNEL_DEB:-}" ]; then
        deb="$ARRAYMARK_VM_KERNEL_DEB"
    else
        echo "==> vm: downloading $package (once; cached in $cache)" >&2
        # -o APT::Sandbox::User=root: the _apt user may not write into $HOME.
        (cd "$work" && apt-get download -q -o APT::Sandbox::User=root "$package" >/dev/null 2>"$work/apt.err") || {
            echo "apt-get download $package failed: $(tail -n1 "$work/apt.err")"
            rm -rf "$work"
            return 1
        }
        deb="$(ls "$work"/*.deb)"
    fi
    mkdir -p "$work/root"
    dpkg -x "$deb" "$work/root" || { echo "dpkg -x $deb failed"; rm -rf "$work"; return 1; }
    local version
    version="$(ls "$work/root/lib/modules" 2>/dev/null | head -n1)"
    [ -n "$version" ] || { echo "$deb holds no lib/modules"; rm -rf "$work"; return 1; }
    depmod -b "$work/root" "$version" || { echo "depmod -b failed for $version"; rm -rf "$work"; return 1; }
    rm -rf "$root"
    mv "$work/root" "$root"
    rm -rf "$work"
    touch "$root/.ready"
}

# Prints "relative/path.ko [params]" for MODULES and their dependencies, in
# load order, each module once. The host's /etc/modprobe.d is ignored (-C):
# options there (e.g. md_mod start_ro=1) must not leak into the VM.
vm_kernel_module_list() {
    local moddir="$VM_KERNEL_ROOT/lib/modules/$VM_KERNEL_VERSION" module line path found
    local -A seen=()
    for module in "$@"; do
        found=0
        while read -r line; do
            case "$line" in insmod\ *) ;; *) continue ;; esac
            found=1
            path="${line#insmod }"
            path="${path%% *}"
            path="${path#"$moddir"/}"
            [ -n "${seen[$path]:-}" ] && continue
            seen[$path]=1
            echo "$path"
        done < <(modprobe -C /dev/null -d "$VM_KERNEL_ROOT" -S "$VM_KERNEL_VERSION" --show-depends "$module" 2>/dev/null)
        [ "$found" = 1 ] || { echo "module $module not found in $VM_KERNEL_VERSION" >&2; return 1; }
    done
}
