#!/bin/sh
# Runs a validator; exit 77 (ctest SKIP) with the reason when it is not installed.
# desktop-file-validate exits 0 with warnings on stdout, so any output fails too.
command -v "$1" >/dev/null 2>&1 || { echo "SKIP: $1 is not installed (Debian: desktop-file-utils / appstream)"; exit 77; }
output=$("$@" 2>&1); status=$?
printf '%s\n' "$output"
[ "$status" -eq 0 ] || exit "$status"
[ "$1" = desktop-file-validate ] && [ -n "$output" ] && exit 1
exit 0
