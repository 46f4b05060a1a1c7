#!/bin/bash
# The generated arraymark-cli(1) formats without a single groff or man warning
# and documents every subcommand the CLI has. Usage: check_man_page.sh PAGE.1 ARRAYMARK_CLI
set -uo pipefail
page="$1"
cli="$2"
command -v groff >/dev/null || { echo "SKIP: groff is not installed (Debian: groff-base)"; exit 77; }
[ -s "$page" ] || { echo "FAIL: $page is missing or empty"; exit 1; }
fail=0

warnings="$(LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$page" 2>&1)"
[ -z "$warnings" ] || { echo "FAIL: groff warns about $page:"; echo "$warnings"; fail=1; }
if command -v man >/dev/null; then
    warnings="$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)"
    [ -z "$warnings" ] || { echo "FAIL: man --warnings complains about $page:"; echo "$warnings"; fail=1; }
fi

# Every subcommand (two levels: "array plan") has its section, every option its entry.
text="$(LC_ALL=C.UTF-8 MANWIDTH=200 groff -man -Tutf8 -P-cbou "$page" 2>/dev/null)"
subcommands() { awk '/^Subcommands:/ {on = 1; next} on && /^[^ ]/ {on = 0} on && /^  [a-z]/ {print $1}'; }
for top in $("$cli" --help | subcommands); do
    grep -q "arraymark-cli $top" <<<"$text" || { echo "FAIL: the page has no section for '$top'"; fail=1; }
    for sub in $("$cli" "$top" --help | subcommands); do
        grep -q "arraymark-cli $top $sub" <<<"$text" || { echo "FAIL: the page has no section for '$top $sub'"; fail=1; }
    done
done
for option in --target --allow-write-device --interval --read-share; do
    grep -q -- "$option" <<<"$text" || { echo "FAIL: the page does not document $option"; fail=1; }
done
[ "$fail" -eq 0 ] && echo "man page OK: $(wc -l <"$page") lines"
exit "$fail"
