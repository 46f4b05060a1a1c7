#!/bin/bash
# Sources the bash completion in a plain bash and asks it, as readline would
# (COMP_WORDS / COMP_CWORD), to complete a few prefixes.
# Usage: check_completion.sh COMPLETION_FILE ARRAYMARK_CLI
set -uo pipefail
completion="$1"
cli="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The completion calls the command by the name typed; put it on PATH.
ln -s "$cli" "$work/arraymark-cli"
export PATH="$work:$PATH"
# shellcheck source=/dev/null
source "$completion" || { echo "sourcing $completion failed"; exit 1; }

fail=0
# complete_words "LINE": runs the function with the last word of LINE as the
# one being completed (an empty one when LINE ends with a space).
complete_words()
{
    local -a words
    read -ra words <<<"$1"
    [[ $1 == *" " ]] && words+=("")
    COMP_WORDS=("${words[@]}")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="$1"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    _arraymark_cli arraymark-cli "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf '%s\n' "${COMPREPLY[@]}" | sort
}
# expect "WORDS" WANTED... : every wanted word is among the completions.
expect()
{
    local words="$1"
    shift
    local got
    got="$(complete_words "$words")"
    for want in "$@"; do
        grep -qxF -- "$want" <<<"$got" || { echo "FAIL: '$words' does not offer '$want'; offered: $(tr '\n' ' ' <<<"$got")"; fail=1; }
    done
}
# refuse "WORDS" UNWANTED... : none of these is offered.
refuse()
{
    local words="$1"
    shift
    local got
    got="$(complete_words "$words")"
    for bad in "$@"; do
        grep -qxF -- "$bad" <<<"$got" && { echo "FAIL: '$words' offers '$bad'; offered: $(tr '\n' ' ' <<<"$got")"; fail=1; }
    done
}

expect "arraymark-cli " drives array bench estimate presets platform
expect "arraymark-cli be" bench
refuse "arraymark-cli be" drives array
expect "arraymark-cli array " plan create list delete re-add
expect "arraymark-cli array pl" plan
expect "arraymark-cli array " settings
expect "arraymark-cli array settings --" --bitmap --consistency-policy --write-mostly --readwrite
expect "arraymark-cli array create --" --consistency-policy --write-journal --write-mostly
expect "arraymark-cli array fail --" --force-name
expect "arraymark-cli bench --" --target --preset --interval --allow-write-device --json
refuse "arraymark-cli bench --" --yes
expect "arraymark-cli array plan --" --name --level
expect "arraymark-cli drives --j" --json
expect "arraymark-cli mon" monitor
expect "arraymark-cli monitor --" --interval --once --log --no-journal --event
# Preset names come from `arraymark-cli presets`.
presets="$("$cli" presets | awk 'NR > 1 && /^[a-z]/ {print $1}')"
[ -n "$presets" ] || { echo "FAIL: arraymark-cli presets listed no preset"; fail=1; }
# shellcheck disable=SC2086
expect "arraymark-cli bench --preset " $presets
expect "arraymark-cli bench --preset q" quick
refuse "arraymark-cli bench --preset q" nvme
# Block devices for --target: whatever /sys/block holds on this machine.
first_device="$(ls /sys/block | head -n1)"
if [ -n "$first_device" ]; then
    expect "arraymark-cli bench --target /dev/${first_device:0:2}" "/dev/$first_device"
else
    echo "note: /sys/block is empty here; device completion not checked"
fi
# Files for a value that is a path.
touch "$work/result-a.json"
expect "arraymark-cli bench --json $work/result-" "$work/result-a.json"

[ "$fail" -eq 0 ] && echo "bash completion OK"
exit "$fail"
