#!/bin/bash
# `--help` works on every subcommand (exit 0, a usage line), and an unknown
# subcommand is an error even with --help. Usage: check_cli_help.sh ARRAYMARK_CLI
set -uo pipefail
cli="$1"
fail=0
subcommands() { awk '/^Subcommands:/ {on = 1; next} on && /^[^ ]/ {on = 0} on && /^  [a-z]/ {print $1}'; }
check_help()
{
    local out
    out="$("$cli" "$@" --help 2>&1)" || { echo "FAIL: arraymark-cli $* --help exits $?"; fail=1; return; }
    grep -q "^Usage: .*$*" <<<"$out" || { echo "FAIL: arraymark-cli $* --help prints no usage line:"; echo "$out" | head -3; fail=1; }
}
count=0
for top in $("$cli" --help | subcommands); do
    check_help "$top"
    count=$((count + 1))
    for sub in $("$cli" "$top" --help | subcommands); do
        check_help "$top" "$sub"
        count=$((count + 1))
    done
done
[ "$count" -ge 20 ] || { echo "FAIL: only $count subcommands found in --help"; fail=1; }
for words in "nosuch" "array nosuch"; do
    # shellcheck disable=SC2086
    err="$("$cli" $words --help 2>&1 >/dev/null)"
    status=$?
    [ "$status" -eq 2 ] || { echo "FAIL: arraymark-cli $words --help exits $status, not 2"; fail=1; }
    grep -q "unknown command 'nosuch'" <<<"$err" || { echo "FAIL: arraymark-cli $words --help says: $err"; fail=1; }
done
[ "$fail" -eq 0 ] && echo "--help OK on $count subcommands"
exit "$fail"
