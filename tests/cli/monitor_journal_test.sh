#!/bin/bash
# `arraymark-cli monitor --event` sends its fields to the journal. In a private
# mount namespace a tmpfs hides the real /run/systemd/journal and a python3
# datagram socket listens where sd_journal_send writes (journald's native
# protocol); the fields it receives are checked. Without a journal at all the
# command must still succeed (the VM guest has none).
# Usage: monitor_journal_test.sh ARRAYMARK_CLI
set -uo pipefail
cli="$1"
command -v python3 >/dev/null || { echo "SKIP: python3 is not installed"; exit 77; }
command -v unshare >/dev/null || { echo "SKIP: unshare is not installed (util-linux)"; exit 77; }
ns=(unshare -m)
[ "$(id -u)" -eq 0 ] || ns=(unshare -rm) # a user namespace may mount its own tmpfs
"${ns[@]}" true 2>/dev/null || { echo "SKIP: ${ns[*]} is not permitted here (no CAP_SYS_ADMIN, no user namespaces)"; exit 77; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export CLI="$cli" WORK="$work"

"${ns[@]}" bash -c '
set -eu
if [ -d /run/systemd/journal ]; then mount -t tmpfs tmpfs /run/systemd/journal
else mount -t tmpfs tmpfs /run; mkdir -p /run/systemd/journal; fi
python3 -c "
import os, socket, struct, sys
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
s.bind(\"/run/systemd/journal/socket\")
open(os.environ[\"WORK\"] + \"/ready\", \"w\").close()
s.settimeout(10)
data = s.recv(65536)
fields = {}
while data:
    line, sep, rest = data.partition(b\"\\n\")
    if b\"=\" in line:
        key, _, value = line.partition(b\"=\")
        data = rest
    else:  # binary form: KEY\\n<le64 length><value>\\n
        key = line
        size = struct.unpack(\"<Q\", rest[:8])[0]
        value, data = rest[8:8 + size], rest[9 + size:]
    fields[key.decode()] = value.decode()
with open(os.environ[\"WORK\"] + \"/fields\", \"w\") as out:
    for key, value in sorted(fields.items()):
        out.write(key + \"=\" + value + \"\\n\")
" &
receiver=$!
for _ in $(seq 100); do [ -e "$WORK/ready" ] && break; sleep 0.05; done
"$CLI" monitor --log "$WORK/events.jsonl" --event Fail /dev/md0 /dev/sdb1 >"$WORK/out" 2>"$WORK/err"
echo $? >"$WORK/status"
wait $receiver
# No journal listening: the event is still logged and the exit status is 0.
rm /run/systemd/journal/socket
"$CLI" monitor --log "$WORK/events.jsonl" --event TestMessage /dev/md0 >/dev/null 2>"$WORK/err-none"
echo $? >"$WORK/status-none"
' || { echo "FAIL: the namespace run failed"; cat "$work"/err* 2>/dev/null; exit 1; }

fail=0
[ "$(cat "$work/status")" = 0 ] || { echo "FAIL: --event exited $(cat "$work/status"): $(cat "$work/err")"; fail=1; }
[ -s "$work/fields" ] || { echo "FAIL: nothing reached the journal socket"; exit 1; }
for want in ARRAYMARK_EVENT=Fail ARRAYMARK_DEVICE=sdb1 ARRAYMARK_SEVERITY=critical ARRAYMARK_SOURCE=mdadm \
    PRIORITY=2 SYSLOG_IDENTIFIER=arraymark "MESSAGE=mdadm: sdb1 failed in md0"; do
    grep -qxF "$want" "$work/fields" || { echo "FAIL: the journal did not get $want; it got:"; cat "$work/fields"; fail=1; }
done
grep -q '^ARRAYMARK_ARRAY=.' "$work/fields" || { echo "FAIL: no ARRAYMARK_ARRAY"; fail=1; }
[ "$(cat "$work/status-none")" = 0 ] || { echo "FAIL: without a journal --event exited $(cat "$work/status-none"): $(cat "$work/err-none")"; fail=1; }
[ "$(wc -l <"$work/events.jsonl")" -eq 2 ] || { echo "FAIL: the event log has $(wc -l <"$work/events.jsonl") lines, expected 2"; fail=1; }
[ "$fail" -eq 0 ] && echo "journal fields OK: $(wc -l <"$work/fields") fields"
exit "$fail"
