#!/bin/bash
# Builds the .deb from the build tree, unpacks it into a throwaway root and
# checks what a Debian 12 desktop needs. Usage: check_deb_package.sh BUILD_DIR
set -euo pipefail
build="$1"
command -v dpkg-deb >/dev/null || { echo "SKIP: dpkg-deb is not installed"; exit 77; }
for tool in dpkg-shlibdeps file; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed (Debian: dpkg-dev, file)"; exit 77; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; exit 1; }
deb="$(ls "$work"/out/*.deb)"
dpkg-deb -x "$deb" "$work/root"
info="$(dpkg-deb -I "$deb")"

fail=0
for f in usr/bin/arraymark-cli usr/bin/arraymark usr/share/applications/org.arraymark.ArrayMark.desktop \
         usr/share/metainfo/org.arraymark.ArrayMark.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/org.arraymark.ArrayMark.svg \
         usr/share/icons/hicolor/48x48/apps/org.arraymark.ArrayMark.png \
         usr/libexec/arraymark/arraymark-helper usr/share/polkit-1/actions/org.arraymark.ArrayMark.policy \
         usr/share/man/man1/arraymark-cli.1.gz usr/share/bash-completion/completions/arraymark-cli; do
    [ -e "$work/root/$f" ] || { echo "missing in package: /$f"; fail=1; }
done
for dep in liburing2 libblkid1 libmount1 libfmt9; do
    grep -q "Depends:.*$dep" <<<"$info" || { echo "package does not depend on $dep:"; echo "$info"; fail=1; }
done
grep -q '/usr/libexec/arraymark/arraymark-helper' "$work/root/usr/share/polkit-1/actions/org.arraymark.ArrayMark.policy" ||
    { echo "the packaged polkit policy does not name /usr/libexec/arraymark/arraymark-helper"; fail=1; }
"$work/root/usr/bin/arraymark-cli" --version >/dev/null || { echo "packaged arraymark-cli does not run"; fail=1; }
if [ -e "$work/root/usr/share/man/man1/arraymark-cli.1.gz" ]; then
    gzip -t "$work/root/usr/share/man/man1/arraymark-cli.1.gz" || { echo "the packaged man page is not valid gzip"; fail=1; }
    zcat "$work/root/usr/share/man/man1/arraymark-cli.1.gz" | grep -q '^\.TH ARRAYMARK' || { echo "the packaged man page has no .TH header"; fail=1; }
fi
bash -n "$work/root/usr/share/bash-completion/completions/arraymark-cli" 2>/dev/null ||
    { echo "the packaged bash completion is not valid bash"; fail=1; }
[ "$fail" -eq 0 ] && echo "package OK: $(basename "$deb")"
exit "$fail"
