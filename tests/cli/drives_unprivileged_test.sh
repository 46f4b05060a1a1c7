#!/bin/bash
# `arraymark-cli drives` as root and as a normal user, on loop devices this
# test creates (and detaches, also on failure). As root a blank device is
# free; as a user who may not open it, it is "not checked: needs
# administrator rights" (verdict needs_admin), never "IN USE" for that alone.
# Usage: drives_unprivileged_test.sh ARRAYMARK_CLI. Exit 77: skipped (not root, tool missing).
set -euo pipefail

cli="$1"
[ "$(id -u)" -eq 0 ] || { echo "SKIP: needs root (creates loop devices, then drops to nobody)"; exit 77; }
for tool in losetup setpriv mkfs.ext4 python3; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done

work="$(mktemp -d /tmp/arraymark-drives-user.XXXXXX)"
loops=()
cleanup() {
    local loop
    for loop in "${loops[@]}"; do losetup -d "$loop" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
chmod 755 "$work"
# nobody runs its own copy: the build tree may sit where nobody cannot reach.
install -m 755 "$cli" "$work/arraymark-cli"

truncate -s 64M "$work/blank.img" "$work/ext4.img"
mkfs.ext4 -q -F "$work/ext4.img"
blank="$(losetup -f --show "$work/blank.img")"; loops+=("$blank")
ext4="$(losetup -f --show "$work/ext4.img")"; loops+=("$ext4")
# Nobody may open the nodes, whatever the system's udev rules give loop devices.
chmod 600 "$blank" "$ext4"

as_nobody() { setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"; }

fail=0
check() { # DESCRIPTION PYTHON-EXPRESSION JSON-FILE
    if ! python3 - "$3" "${blank#/dev/}" "${ext4#/dev/}" "$2" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
devices = {d["name"]: d for d in doc["drives"]}
blank, ext4 = devices[sys.argv[2]], devices[sys.argv[3]]
kinds = lambda d: [r["kind"] for r in d["in_use_reasons"]]
ok = eval(sys.argv[4])
if not ok:
    print(json.dumps({"blank": blank, "ext4": ext4}, indent=1))
sys.exit(0 if ok else 1)
PY
    then
        echo "FAIL: $1"
        fail=1
    else
        echo "ok: $1"
    fi
}

"$work/arraymark-cli" drives --json >"$work/root.json"
check "as root, the blank loop device is free" \
    'blank["verdict"] == "free" and not blank["in_use"] and blank["probe_denied"] is False' "$work/root.json"
check "as root, the ext4 loop device is in use by its signature" \
    'ext4["verdict"] == "in_use" and kinds(ext4) == ["signature"]' "$work/root.json"

as_nobody "$work/arraymark-cli" drives --json >"$work/user.json"
check "as nobody, the blank loop device is not checked: needs administrator rights" \
    'blank["verdict"] == "needs_admin" and kinds(blank) == ["needs_admin"] and blank["probe_denied"] is True' "$work/user.json"
check "as nobody, not checked is still refused for writing (in_use stays true)" \
    'blank["in_use"] is True and ext4["in_use"] is True' "$work/user.json"
check "as nobody, the ext4 device cannot be read either: same verdict, no signature claimed" \
    'ext4["verdict"] == "needs_admin" and ext4["signature"] is None' "$work/user.json"

as_nobody "$work/arraymark-cli" drives >"$work/user.txt"
row="$(grep -E "^${blank#/dev/} " "$work/user.txt" || true)"
if [[ "$row" == *"NOT CHECKED: needs administrator rights"* && "$row" != *"IN USE"* ]]; then
    echo "ok: the table says NOT CHECKED for the blank device as nobody"
else
    echo "FAIL: the table row as nobody reads: $row"
    fail=1
fi
row="$("$work/arraymark-cli" drives | grep -E "^${blank#/dev/} " || true)"
if [[ "$row" == *" free"* ]]; then
    echo "ok: the table says free for the blank device as root"
else
    echo "FAIL: the table row as root reads: $row"
    fail=1
fi
exit "$fail"
