#!/bin/bash
# Fleet runs against real servers: sshd (and fio --server) in network
# namespaces this script makes, keys and known_hosts made per run, one
# host made to fail in each way a fleet must survive. Everything it makes is
# removed on exit, also on failure.
#
#   fleet_netns_test.sh CLI SCENARIO      SCENARIO: ssh | serial | fio
#
# Exit 77 (ctest: skipped) with the reason when the machine cannot do it.
set -u
CLI=$1
SCENARIO=$2

skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; [ -n "${TMP:-}" ] && for f in "$TMP"/*.log "$TMP"/out.txt; do [ -s "$f" ] && { echo "--- $f"; tail -n 20 "$f" | cut -c1-300; }; done; exit 1; }

[ "$(id -u)" -eq 0 ] || skip "needs root (network namespaces, sshd)"
for tool in ip /usr/sbin/sshd ssh ssh-keygen fio python3 timeout; do
    command -v "$tool" >/dev/null || skip "$tool is not installed (Debian: openssh-server, openssh-client, fio, iproute2)"
done

TAG="amf$$"
NAMESPACES=()
PIDS=()
TMP=$(mktemp -d /tmp/arraymark-fleet-test.XXXXXX)
# ip netns bind-mounts /run/netns on first use; undo that too when it was ours.
RUN_NETNS_WAS_MOUNTED=0
mountpoint -q /run/netns 2>/dev/null && RUN_NETNS_WAS_MOUNTED=1
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null; done
    for pid in "${PIDS[@]}"; do
        for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null
    done
    for ns in "${NAMESPACES[@]}"; do ip netns del "$ns" 2>/dev/null; done
    for i in 1 2 3; do ip link del "${TAG}h$i" 2>/dev/null; done
    if [ "$RUN_NETNS_WAS_MOUNTED" = 0 ] && [ -z "$(ip netns list 2>/dev/null)" ]; then
        while mountpoint -q /run/netns 2>/dev/null; do umount /run/netns 2>/dev/null || break; done
    fi
    rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# Namespace i: veth ${TAG}h$i (here, 10.213.i.1) <-> ${TAG}n$i (there, 10.213.i.2).
make_namespace() {
    local i=$1 ns="${TAG}ns$1"
    ip netns add "$ns" 2>"$TMP/netns.log" || skip "cannot create a network namespace: $(cat "$TMP/netns.log")"
    NAMESPACES+=("$ns")
    # A chroot may create namespaces yet not enter them (ip netns exec remounts /sys).
    ip netns exec "$ns" true 2>"$TMP/netns.log" || skip "cannot enter a network namespace: $(cat "$TMP/netns.log")"
    ip link add "${TAG}h$i" type veth peer name "${TAG}n$i" || fail "cannot create a veth pair"
    ip link set "${TAG}n$i" netns "$ns"
    ip addr add "10.213.$i.1/24" dev "${TAG}h$i"
    ip link set "${TAG}h$i" up
    ip netns exec "$ns" ip addr add "10.213.$i.2/24" dev "${TAG}n$i"
    ip netns exec "$ns" ip link set "${TAG}n$i" up
    ip netns exec "$ns" ip link set lo up
}

wait_port() { # address port
    for _ in $(seq 1 50); do
        timeout 1 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null && return 0
        sleep 0.1
    done
    fail "nothing listens on $1:$2"
}

start_sshd() {
    local i=$1
    mkdir -p /run/sshd # sshd's privilege separation directory
    cat >"$TMP/sshd-$i.conf" <<CONF
ListenAddress 10.213.$i.2
Port 22
HostKey $TMP/host_key
PidFile $TMP/sshd-$i.pid
AuthorizedKeysFile $TMP/authorized_keys
StrictModes no
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
PrintMotd no
CONF
    ip netns exec "${TAG}ns$i" /usr/sbin/sshd -D -e -f "$TMP/sshd-$i.conf" >"$TMP/sshd-$i.log" 2>&1 &
    PIDS+=($!)
    wait_port "10.213.$i.2" 22
}

start_fio_server() {
    local i=$1
    ip netns exec "${TAG}ns$i" fio --server="10.213.$i.2" >"$TMP/fio-server-$i.log" 2>&1 &
    PIDS+=($!)
    wait_port "10.213.$i.2" 8765
}

# Per-run keys: the client's, the servers' host key, and the files that trust them.
ssh-keygen -q -t ed25519 -N '' -f "$TMP/id" || fail "ssh-keygen"
ssh-keygen -q -t ed25519 -N '' -f "$TMP/host_key" || fail "ssh-keygen"
ssh-keygen -q -t ed25519 -N '' -f "$TMP/other_id" || fail "ssh-keygen"
cp "$TMP/id.pub" "$TMP/authorized_keys"
: >"$TMP/empty_known_hosts"
for i in 1 2 3; do echo "10.213.$i.2 $(cut -d' ' -f1,2 "$TMP/host_key.pub")"; done >"$TMP/known_hosts"
cat >"$TMP/ssh_config" <<CONF
Host fleet-a
    HostName 10.213.1.2
Host fleet-b
    HostName 10.213.2.2
Host fleet-c
    HostName 10.213.3.2
Host fleet-down
    HostName 10.213.3.2
    Port 2222
# Host key not known: BatchMode must fail at once, never ask.
Host fleet-unknown
    HostName 10.213.2.2
    UserKnownHostsFile $TMP/empty_known_hosts
# A key the server does not accept: no password prompt either.
Host fleet-nokey
    HostName 10.213.2.2
    IdentityFile $TMP/other_id
# IdentityFile adds up over matching blocks: the good key is named per host, not under "Host *".
Host fleet-a fleet-b fleet-c fleet-down fleet-unknown
    IdentityFile $TMP/id
Host *
    User root
    IdentitiesOnly yes
    IdentityAgent none
    UserKnownHostsFile $TMP/known_hosts
    GlobalKnownHostsFile /dev/null
    StrictHostKeyChecking yes
    LogLevel ERROR
CONF
mkdir -p "$TMP/a" "$TMP/b" "$TMP/c" "$TMP/d"
# A read bench never creates its file: make the files the hosts read, as a write bench does.
for file in a/target.dat b/target.dat c/dying.dat a/shared.dat; do
    "$CLI" bench --rw write --bs 1M --size 8M --runtime 0.1 --target "$TMP/$file" >/dev/null 2>&1 ||
        fail "cannot make the test file $TMP/$file"
done
# A host whose arraymark-cli dies after its first lines: a failure mid-run.
cat >"$TMP/dying-cli" <<SCRIPT
#!/bin/sh
"$CLI" "\$@" | head -n 2
exit 1
SCRIPT
chmod +x "$TMP/dying-cli"
JOB=(--rw randread --bs 4k --qd 4 --runtime 1 --size 8M --interval 0.1)
check() { python3 - "$@" || fail "the fleet document is not as expected"; }

case "$SCENARIO" in
ssh)
    for i in 1 2 3; do make_namespace "$i"; done
    for i in 1 2 3; do start_sshd "$i"; done
    cat >"$TMP/hosts" <<HOSTS
# two hosts that work; one without arraymark-cli, one without sshd, one dying mid-run,
# one whose host key is unknown, one that does not accept our key
fleet-a    cli=$CLI target=$TMP/a/target.dat
fleet-b    cli=$CLI target=$TMP/b/target.dat
fleet-c    cli=$TMP/missing/arraymark-cli target=$TMP/c/target.dat
fleet-down cli=$CLI target=$TMP/d/target.dat
fleet-c    name=dying cli=$TMP/dying-cli target=$TMP/c/dying.dat
fleet-unknown cli=$CLI target=$TMP/b/unknown.dat
fleet-nokey   cli=$CLI target=$TMP/b/nokey.dat
HOSTS
    timeout 55 "$CLI" fleet --hosts "$TMP/hosts" --ssh-config "$TMP/ssh_config" "${JOB[@]}" \
        --json "$TMP/fleet.json" --stream >"$TMP/stream.out" 2>"$TMP/cli.log"
    status=$?
    [ "$status" -eq 1 ] || fail "exit status $status, expected 1 (some hosts failed)"
    check "$TMP/fleet.json" "$TMP/stream.out" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
hosts = {h["name"]: h for h in doc["hosts"]}
assert doc["schema"] == "arraymark.fleet/1", doc["schema"]
assert doc["succeeded"] == 2 and doc["failed"] == 5, (doc["succeeded"], doc["failed"])
for name in ("fleet-a", "fleet-b"):
    h = hosts[name]
    assert h["ok"] and h["error"] == "", h
    assert h["result"]["schema"] == "arraymark.result/1"
    cell = h["result"]["cells"][0]
    assert cell["iops"] > 0 and cell["job"]["qd"] == 4, cell
assert hosts["fleet-a"]["target"] != hosts["fleet-b"]["target"]
assert "not installed" in hosts["fleet-c"]["error"], hosts["fleet-c"]["error"]
assert hosts["fleet-c"]["exit_code"] == 127
assert "ssh to fleet-down failed" in hosts["fleet-down"]["error"] and "refused" in hosts["fleet-down"]["error"], hosts["fleet-down"]["error"]
assert "mid-run" in hosts["dying"]["error"], hosts["dying"]["error"]
assert "Host key verification failed" in hosts["fleet-unknown"]["error"], hosts["fleet-unknown"]["error"]
assert "Permission denied" in hosts["fleet-nokey"]["error"], hosts["fleet-nokey"]["error"]
assert hosts["fleet-unknown"]["elapsed_s"] < 10 and hosts["fleet-nokey"]["elapsed_s"] < 10
assert hosts["dying"]["result"] is None
summary = doc["summary"]
assert len(summary) == 1, summary
s = summary[0]
assert sorted(s["hosts"]) == ["fleet-a", "fleet-b"], s["hosts"]
st = s["iops_stats"]
assert 0 < st["min"] <= st["median"] <= st["max"], st
assert abs(st["spread"] - (st["max"] - st["min"]) / st["median"]) < 1e-9
assert sorted(s["iops"]) == [st["min"], st["max"]]
# Every stream line is JSON naming its host first; both hosts streamed samples.
seen = set()
for line in open(sys.argv[2]):
    event = json.loads(line)
    if event.get("type") == "fleet_done":
        assert line.startswith('{"type":"fleet_done","result":{'), line[:80]
        assert event["result"]["schema"] == "arraymark.fleet/1"
        continue
    assert line.startswith('{"host":'), line
    if event["type"] == "sample":
        seen.add(event["host"])
assert {"fleet-a", "fleet-b"} <= seen, seen
print("ssh fleet: ok", {n: h["error"][:60] for n, h in hosts.items()})
PY
    ;;
serial)
    for i in 1 2; do make_namespace "$i"; done
    for i in 1 2; do start_sshd "$i"; done
    start=$(date +%s.%N)
    timeout 55 "$CLI" fleet --hosts fleet-a,fleet-b --serial --ssh-config "$TMP/ssh_config" --remote-cli "$CLI" \
        --target "$TMP/a/shared.dat" "${JOB[@]}" --json "$TMP/fleet.json" >"$TMP/out.txt" 2>"$TMP/cli.log"
    status=$?
    [ "$status" -eq 0 ] || fail "exit status $status, expected 0 (every host succeeded)"
    grep -q "2 of 2 hosts succeeded" "$TMP/out.txt" || fail "no success line in the table output"
    grep -q "^\[fleet-a\] cell 1/1" "$TMP/cli.log" || fail "no per-host progress on stderr"
    check "$TMP/fleet.json" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["serial"] is True and doc["succeeded"] == 2 and doc["failed"] == 0, doc
a, b = doc["hosts"]
# One after the other: each host ran about a second, so together not much less than their sum.
assert a["ok"] and b["ok"]
assert len(doc["summary"]) == 1 and len(doc["summary"][0]["hosts"]) == 2
print("serial fleet: ok", a["elapsed_s"], b["elapsed_s"])
PY
    elapsed=$(python3 -c "import time,sys; print(time.time() - float(sys.argv[1]))" "$start")
    python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) >= 2.0 else 1)" "$elapsed" \
        || fail "serial run of two 1-second hosts took $elapsed s: they overlapped"
    ;;
fio)
    for i in 1 2 3; do make_namespace "$i"; done
    start_sshd 1
    start_fio_server 2
    cat >"$TMP/hosts" <<HOSTS
fleet-a    via=ssh cli=$CLI target=$TMP/a/target.dat
10.213.2.2 via=fio-server target=$TMP/b/fio.dat
10.213.3.2 via=fio-server target=$TMP/c/fio.dat
HOSTS
    timeout 55 "$CLI" fleet --hosts "$TMP/hosts" --ssh-config "$TMP/ssh_config" "${JOB[@]}" --engine sync \
        --json "$TMP/fleet.json" >"$TMP/out.txt" 2>"$TMP/cli.log"
    status=$?
    [ "$status" -eq 1 ] || fail "exit status $status, expected 1 (10.213.3.2 runs no fio server)"
    check "$TMP/fleet.json" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
hosts = {h["name"]: h for h in doc["hosts"]}
fio = hosts["10.213.2.2"]
assert fio["ok"] and fio["via"] == "fio-server", fio
assert fio["result"]["schema"] == "arraymark.result/1"
assert fio["result"]["engine"]["name"] == "fio"
cell = fio["result"]["cells"][0]
assert cell["iops"] > 0 and cell["job"]["qd"] == 4 and cell["job"]["bs"] == 4096, cell
down = hosts["10.213.3.2"]
assert not down["ok"] and "fio --server" in down["error"], down
assert hosts["fleet-a"]["ok"]
s = doc["summary"]
assert len(s) == 1 and sorted(s[0]["hosts"]) == ["10.213.2.2", "fleet-a"], s
print("mixed fleet: ok;", down["error"])
PY
    ;;
*)
    fail "unknown scenario $SCENARIO (ssh, serial, fio)"
    ;;
esac
echo "PASS: $SCENARIO"
