#!/bin/bash
# Builds the .deb from a build tree, unpacks it into a throwaway root and
# checks what a Debian 12 desktop needs: everything under /usr, the polkit
# policy where polkitd reads it, naming the helper where the package puts it.
# Usage: check_deb_package.sh BUILD_DIR
# BUILD_DIR may have any CMAKE_INSTALL_PREFIX (/usr/local is a plain `cmake -B
# build`'s): the package goes to /usr whatever it is. A tree built without the GUI
# is checked for the CLI's and the helper's files only.
set -euo pipefail
readonly HELPER=/usr/libexec/arraymark/arraymark-helper
readonly POLICY=/usr/share/polkit-1/actions/org.arraymark.ArrayMark.policy

command -v dpkg-deb >/dev/null || { echo "SKIP: dpkg-deb is not installed"; exit 77; }
for tool in dpkg-shlibdeps file; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed (Debian: dpkg-dev, file)"; exit 77; }
done

build="$1"
gui=no
grep -q '^ARRAYMARK_BUILD_GUI:BOOL=ON' "$build/CMakeCache.txt" && gui=yes
echo "checking the package of $build (prefix $(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' "$build/CMakeCache.txt"), GUI: $gui)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; exit 1; }
deb="$(ls "$work"/out/*.deb)"
dpkg-deb -x "$deb" "$work/root"
info="$(dpkg-deb -I "$deb")"

fail=0
files=(usr/bin/arraymark-cli "${HELPER#/}" "${POLICY#/}"
       usr/share/man/man1/arraymark-cli.1.gz usr/share/bash-completion/completions/arraymark-cli
       usr/libexec/arraymark/mdadm-alert usr/lib/systemd/system/arraymark-monitor.service)
if [ "$gui" = yes ]; then
    files+=(usr/bin/arraymark usr/share/applications/org.arraymark.ArrayMark.desktop
            usr/share/metainfo/org.arraymark.ArrayMark.metainfo.xml
            usr/share/icons/hicolor/scalable/apps/org.arraymark.ArrayMark.svg
            usr/share/icons/hicolor/48x48/apps/org.arraymark.ArrayMark.png
            usr/bin/arraymark-notifier usr/lib/systemd/user/arraymark-notifier.service)
fi
for f in "${files[@]}"; do
    [ -e "$work/root/$f" ] || { echo "missing in package: /$f"; fail=1; }
done
# dpkg owns /usr; /usr/local is the local admin's, and polkitd never reads /usr/local/share/polkit-1.
outside="$(dpkg-deb -c "$deb" | awk '{print $6}' | grep -v '^\./$' | grep -v '^\./usr/' || true)"
local_files="$(dpkg-deb -c "$deb" | awk '{print $6}' | grep '^\./usr/local' || true)"
[ -z "$outside$local_files" ] || { echo "the package installs outside /usr or under /usr/local:"; echo "$outside$local_files"; fail=1; }
deps=(liburing2 libblkid1 libmount1 libfmt9 libsystemd0)
[ "$gui" = yes ] && deps+=(libudev1) # the GUI's device monitor; the CLI and helper do not watch udev
for dep in "${deps[@]}"; do
    grep -q "Depends:.*$dep" <<<"$info" || { echo "package does not depend on $dep:"; echo "$info"; fail=1; }
done
# Every action sends pkexec to the helper the package installs.
if [ -f "$work/root$POLICY" ]; then
    paths="$(sed -n 's|.*<annotate key="org.freedesktop.policykit.exec.path">\(.*\)</annotate>.*|\1|p' "$work/root$POLICY")"
    actions="$(grep -c '<action id=' "$work/root$POLICY")"
    [ "$(sort -u <<<"$paths")" = "$HELPER" ] && [ "$(wc -l <<<"$paths")" -eq "$actions" ] ||
        { echo "the packaged polkit policy's $actions actions do not all send pkexec to $HELPER:"; echo "$paths"; fail=1; }
fi
"$work/root/usr/bin/arraymark-cli" --version >/dev/null || { echo "packaged arraymark-cli does not run"; fail=1; }
# The units name the packaged CLI and notifier (under /usr, whatever the build's prefix).
for unit in usr/lib/systemd/system/arraymark-monitor.service usr/lib/systemd/user/arraymark-notifier.service; do
    [ -f "$work/root/$unit" ] || continue
    grep -q '^ExecStart=/usr/bin/arraymark-' "$work/root/$unit" || { echo "/$unit does not start a program under /usr/bin:"; grep ExecStart "$work/root/$unit"; fail=1; }
done
# mdadm's PROGRAM wrapper finds the packaged CLI.
if [ -f "$work/root/usr/libexec/arraymark/mdadm-alert" ]; then
    cli_dir="$(sed -n 's|.*"\$here/\([^"]*\)/arraymark-cli".*|\1|p' "$work/root/usr/libexec/arraymark/mdadm-alert")"
    [ -x "$work/root/usr/libexec/arraymark/$cli_dir/arraymark-cli" ] || { echo "mdadm-alert looks for the CLI in $cli_dir, which the package does not have"; fail=1; }
fi
# The root helper runs the CLI it finds relative to itself (a plain build's
# configure-time /usr/local/bin is not where the package puts it).
relative="$(grep -ao '[./]*/bin/arraymark-cli' "$work/root$HELPER" | grep '^\.\.' | head -n 1)"
if [ -z "$relative" ]; then
    echo "the packaged helper names no CLI path relative to itself"; fail=1
elif [ ! -x "$(dirname "$work/root$HELPER")/$relative" ]; then
    echo "the packaged helper looks for the CLI at $(dirname "$HELPER")/$relative, which the package does not have"; fail=1
fi
if [ -e "$work/root/usr/share/man/man1/arraymark-cli.1.gz" ]; then
    gzip -t "$work/root/usr/share/man/man1/arraymark-cli.1.gz" || { echo "the packaged man page is not valid gzip"; fail=1; }
    zcat "$work/root/usr/share/man/man1/arraymark-cli.1.gz" | grep -q '^\.TH ARRAYMARK' || { echo "the packaged man page has no .TH header"; fail=1; }
fi
bash -n "$work/root/usr/share/bash-completion/completions/arraymark-cli" 2>/dev/null ||
    { echo "the packaged bash completion is not valid bash"; fail=1; }
[ "$fail" -eq 0 ] && echo "package OK: $(basename "$deb")"
exit "$fail"
