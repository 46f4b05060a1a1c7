# Shared by the scripts in scripts/: repository root, dependency install, build.
# Sourced, not run.

ARRAYMARK_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# Debian 12 packages the build, the tests and the GUI screenshot need.
ARRAYMARK_BUILD_PACKAGES=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqt6opengl6-dev libxkbcommon-dev libgl-dev
    qt6-svg-dev
    liburing-dev libfmt-dev libgtest-dev libgmock-dev
    libblkid-dev libmount-dev nlohmann-json3-dev libcli11-dev
    libudev-dev
    libsystemd-dev
)
# Tools the tests drive or compare against (skipped with a reason when absent).
ARRAYMARK_TEST_PACKAGES=(
    util-linux e2fsprogs xfsprogs xvfb xauth imagemagick fio mdadm
    desktop-file-utils appstream file dpkg-dev libxml2-utils
    clang libclang-rt-14-dev clang-format
)
# Qt's own Russian strings (translations_test), the man page check (groff, man-db), bash completion test.
ARRAYMARK_TEST_PACKAGES+=(qt6-translations-l10n groff-base man-db bash)
# tests/vm: a Debian kernel (fetched once with apt-get download) booted in qemu.
ARRAYMARK_TEST_PACKAGES+=(qemu-system-x86 busybox-static cpio kmod python3)
# tests/vm 7x scenarios: the guest gets the host's lvm, dmsetup, mkfs.btrfs and btrfs.
ARRAYMARK_TEST_PACKAGES+=(lvm2 btrfs-progs)
# Drive health (smartctl on the host and in the VM guest); the notification test's session bus.
ARRAYMARK_TEST_PACKAGES+=(smartmontools dbus)
# tests/fleet: sshd and ssh in network namespaces.
ARRAYMARK_TEST_PACKAGES+=(openssh-server openssh-client iproute2)
# tests/polkit: the helper through pkexec, a private polkitd and system bus (dbus-send waits for it).
ARRAYMARK_TEST_PACKAGES+=(pkexec polkitd dbus-daemon dbus-bin passwd)

log() { printf '==> %s\n' "$*" >&2; }

# Installs whichever of the named Debian packages are missing. Runs apt-get
# update once, and only when something is missing, so a second run is quick.
ensure_packages() {
    local missing=()
    local pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q '^install ok installed$' || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    log "installing: ${missing[*]}"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "error: missing packages (${missing[*]}) and not root; install them and retry" >&2; exit 1; }
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -q >/dev/null
    "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
}

# Configures and builds one CMake preset (dev, asan, asan-core, release).
build_preset() {
    local preset="$1"
    # Presets are looked up in the current directory, whatever -S says.
    (cd "$ARRAYMARK_ROOT" && cmake --preset "$preset" >/dev/null && cmake --build --preset "$preset" -j "$(nproc)")
}
