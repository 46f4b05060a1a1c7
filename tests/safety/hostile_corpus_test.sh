#!/usr/bin/env bash
# The refusal audit of issue 14, as a test: a corpus of bad requests to
# arraymark-helper (in every scope) and bad arraymark-cli invocations, run as
# root against loop devices this test makes (free, mounted, stacked on the
# mounted one, carrying ext4) and files it makes. Every request line must get
# exactly one JSON answer, none of them "ok", the helper must exit 0, every
# CLI call must fail, and no byte of any device or file may change. A
# control run (a write the test does ask for) proves the checksums see writes.
# Usage: hostile_corpus_test.sh HELPER CLI CORPUS
set -uo pipefail
helper="$1" cli="$2" corpus="$3"

skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; failed=1; }
[ "$(id -u)" = 0 ] || skip "needs root (loop devices, mount, the helper)"
for tool in losetup mkfs.ext4 mount umount sha256sum python3 timeout; do
    command -v "$tool" >/dev/null || skip "$tool is missing"
done
[ -e /dev/loop-control ] || skip "no loop devices here"

work="$(mktemp -d /tmp/arraymark-corpus.XXXXXX)"
loops=()
cleanup() {
    mountpoint -q "$work/mnt" && umount "$work/mnt"
    local i
    for ((i = ${#loops[@]} - 1; i >= 0; i--)); do losetup -d "${loops[i]}" 2>/dev/null; done
    # A loop device left on one of this test's images is a leak: fail, and say which.
    local image leaked=0
    for image in "$work"/*.img; do
        [ -e "$image" ] && [ -n "$(losetup -j "$image")" ] && { echo "LEAK: $(losetup -j "$image")"; leaked=1; }
    done
    rm -rf "$work"
    [ "$leaked" = 0 ] || exit 1
}
trap cleanup EXIT

# newloop VAR NAME MiB: sets VAR to a loop device over a file of random bytes
# (no signature). Not called in $(...): `loops` must grow in this shell, or
# cleanup would not know the device.
newloop() {
    head -c "$(($3 << 20))" /dev/urandom > "$work/$2.img" || return 1
    local dev
    dev="$(losetup --find --show "$work/$2.img")" || return 1
    loops+=("$dev")
    printf -v "$1" '%s' "$dev"
}
newloop free free 64 && newloop control control 16 && newloop mounted mounted 32 && newloop ext4 ext4 32 ||
    skip "could not set up loop devices"
# No lazy init: the mounted filesystem must not change its own bytes meanwhile.
mkfs.ext4 -q -F -E lazy_itable_init=0,lazy_journal_init=0 "$mounted" && mkfs.ext4 -q -F "$ext4" || skip "mkfs.ext4 failed"
mkdir "$work/mnt" && mount -o noatime "$mounted" "$work/mnt" || skip "cannot mount ext4 here"
stacked="$(losetup --find --show "$mounted")" || skip "cannot stack a loop device on $mounted"
loops+=("$stacked")
head -c 1048576 /dev/urandom > "$work/user.bin"
ln -s "$free" "$work/link"
sync

# The mounted device is read through its image: its own block cache holds
# ext4's journalled metadata, which differs from the disk and changes by itself.
checksums() { sync; sha256sum "$work"/*.img "$work/user.bin" "$free" "$ext4" 2>&1; }
before="$(checksums)"
failed=0

# The corpus with this run's devices (its first line is a cancel: the helper
# reads ahead while a bench runs, and a later cancel would stop that bench), plus lines a text file cannot hold well.
python3 - "$corpus" "$work/corpus.jsonl" "$free" "$mounted" "$stacked" "$ext4" "$work/user.bin" "$work/link" <<'PY'
import sys
src, out, free, mounted, stacked, ext4, user, link = sys.argv[1:]
text = open(src).read()
for key, value in {"@FREE@": free, "@MOUNTED@": mounted, "@STACKED@": stacked, "@EXT4@": ext4,
                   "@USERFILE@": user, "@SYMLINK@": link, "@LONGID@": "x" * 100}.items():
    text = text.replace(key, value)
data = text.encode()
data += b"[" * 20000 + b"]" * 20000 + b"\n"                       # nesting
data += b'{"op":"bench","target":' + b"[" * 5000 + b"\n"          # unterminated nesting
data += b'{"op":"sc\xff\xfean"}\n'                                 # not UTF-8
data += b'{"op":"scan","id":"\xc3\x28"}\n'
data += b'{"op":"bench","target":"' + free.encode() + b'","bs_bytes":1e400,"rw":"write","allow_write":true}\n'
data += b'{"op":"scan","pad":"' + b"a" * 70000 + b'"}\n'            # oversized
data += b"\x00\x01\x02\n"
open(out, "wb").write(data)
PY
requests=$(grep -c '[^[:space:]]' "$work/corpus.jsonl")

# answers.py FILE EXPECTED: every line JSON (answers and bench stream lines),
# exactly EXPECTED answers (objects with "ok"), none of them ok.
cat > "$work/answers.py" <<'PY'
import json, sys
path, expected = sys.argv[1], int(sys.argv[2])
answers, problems = [], []
for number, raw in enumerate(open(path, "rb").read().splitlines(), 1):
    try:
        doc = json.loads(raw.decode("utf-8"))
    except ValueError as error:
        problems.append(f"line {number} is not UTF-8 JSON: {error}: {raw[:120]!r}")
        continue
    if isinstance(doc, dict) and "ok" in doc:
        answers.append(doc)
if len(answers) != expected:
    problems.append(f"{len(answers)} answers for {expected} requests")
for doc in answers:
    if doc["ok"] is not False:
        problems.append(f"carried out: {json.dumps(doc)[:300]}")
    elif not doc.get("rule") or not doc.get("error"):
        problems.append(f"refusal without rule and sentence: {json.dumps(doc)[:300]}")
print("\n".join(problems))
sys.exit(1 if problems else 0)
PY

for scope in read-devices manage-arrays change-members benchmark-raw-device run-campaigns; do
    timeout 600 "$helper" "$scope" < "$work/corpus.jsonl" > "$work/answers-$scope" 2> "$work/stderr-$scope"
    rc=$?
    [ "$rc" = 0 ] || fail "helper ($scope) exited $rc: $(tail -n 3 "$work/stderr-$scope")"
    python3 "$work/answers.py" "$work/answers-$scope" "$requests" > "$work/problems" ||
        fail "helper ($scope): $(head -n 20 "$work/problems")"
done

# Bad arraymark-cli invocations: each must fail and change nothing.
cli_refuses() {
    local out
    out="$(timeout 120 "$cli" "$@" 2>&1)" && fail "arraymark-cli $* succeeded: $(echo "$out" | tail -n 2)"
    return 0
}
big=18446744073709547520
cli_refuses bench --target "$free" --rw write --bs 4k --runtime 0.2 --allow-write-device "$free" --offset "$big" --size 8192
cli_refuses bench --target "$free" --rw randwrite --bs 4k --runtime 0.2 --allow-write-device "$free" --offset 4096 --size 16E
cli_refuses bench --target "$free" --rw randwrite --bs 4k --runtime 0.2
cli_refuses bench --target "$mounted" --rw randwrite --bs 4k --runtime 0.2 --allow-write-device "$mounted"
cli_refuses bench --target "$stacked" --rw randwrite --bs 4k --runtime 0.2 --allow-write-device "$stacked"
cli_refuses bench --target "$ext4" --rw randwrite --bs 4k --runtime 0.2 --allow-write-device "$ext4"
cli_refuses bench --target "$work/link" --rw randwrite --bs 4k --runtime 0.2
cli_refuses bench --target "$work/user.bin" --rw randwrite --bs 4k --runtime 0.2
cli_refuses bench --target "$work/user.bin" --rw randread --bs 4k --runtime 0.2 --size 64M --buffered
cli_refuses bench --target /dev/arraymark-typo --rw randwrite --bs 4k --runtime 0.2
cli_refuses bench --target /dev/arraymark-typo --rw randread --bs 4k --runtime 0.2
cli_refuses array create --level raid1 --name corpus --yes "$mounted" "$free"
cli_refuses array create --level raid1 --name corpus --yes --sysfs "$work" "$free" "$ext4"
cli_refuses array re-add md0 "$ext4"
[ -e /dev/arraymark-typo ] && { rm -f /dev/arraymark-typo; fail "a mistyped /dev path was created as a file"; }

after="$(checksums)"
if [ "$before" != "$after" ]; then
    fail "bytes changed:"
    diff <(echo "$before") <(echo "$after")
fi

# Control: a write the test asks for must show in the checksum of that device.
control_before="$(sha256sum "$control")"
# stdin stays open until the answer: the helper stops a bench when its caller goes.
request="{\"op\":\"bench\",\"target\":\"$control\",\"rw\":\"write\",\"bs_bytes\":65536,\"runtime_seconds\":0.3,\"allow_write\":true}"
: > "$work/control"
{
    echo "$request"
    for _ in $(seq 600); do grep -q '"ok"' "$work/control" && break; sleep 0.1; done
} | "$helper" benchmark-raw-device > "$work/control" 2>&1
grep -q '"ok":true' "$work/control" || fail "the control write bench did not run: $(tail -c 400 "$work/control")"
[ "$control_before" != "$(sha256sum "$control")" ] || fail "the control write left $control unchanged: the checksums see nothing"

if [ "$failed" = 0 ]; then
    echo "PASS: $requests hostile requests x 5 scopes answered and refused, 14 CLI calls refused, nothing changed"
    exit 0
fi
exit 1
