#!/bin/bash
# arraymark-helper started for real through pkexec and polkitd. In a mount
# namespace of its own: a private system bus, polkitd, ArrayMark's policy as
# `cmake --install` lays it out, and a rules file that lets a throwaway user
# read devices and nothing else. As that user, pkexec runs the helper for
# read-devices (a scan is answered) and refuses the destructive scopes (127),
# and the GUI's client (tests/polkit/pkexec_client.cpp) says so in words.
# Usage: check_pkexec.sh BUILD_DIR [PKEXEC_CLIENT]   (exit 77: cannot run here)
set -euo pipefail

readonly POLKITD=/usr/lib/polkit-1/polkitd
readonly POLKIT_BUS_POLICY=/usr/share/dbus-1/system.d/org.freedesktop.PolicyKit1.conf
readonly ACTION_PREFIX=org.arraymark.ArrayMark
readonly DESTRUCTIVE_SCOPES=(manage-arrays change-members benchmark-raw-device run-campaigns)

skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# Runs a command as the test user, with the clean environment a desktop session would have.
as_user() {
    setpriv --reuid="$test_uid" --regid="$test_gid" --clear-groups -- \
        env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/ SHELL=/bin/sh LC_ALL=C "$@"
}

# Stops the daemons this test started (their pids are in WORK/*.pid) and
# waits until they are gone, so that their namespace and mounts go with them.
stop_daemons() {
    local pidfile pid
    for pidfile in "$work"/*.pid; do
        [ -f "$pidfile" ] || continue
        pid="$(cat "$pidfile")"
        kill "$pid" 2>/dev/null || true
        for _ in $(seq 50); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        if kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
        rm -f "$pidfile"
    done
}

# The overlay (or, where overlayfs is refused, a bind mount that hides the
# directory in this namespace) that puts the installed helper where the policy says.
show_installed_helper() {
    local dir="$1" existing
    existing="$dir"
    while [ ! -d "$existing" ]; do existing="$(dirname "$existing")"; done
    mount -t overlay arraymark-test-helper -o "lowerdir=$work/root$existing:$existing" "$existing" 2>/dev/null ||
        mount --bind "$work/root$existing" "$existing"
}

wait_for() {
    local what="$1"
    shift
    for _ in $(seq 100); do
        "$@" >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    echo "FAIL: $what did not come up within 10 s"
    return 1
}

polkitd_owns_its_name() {
    dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.NameHasOwner string:org.freedesktop.PolicyKit1 | grep -q 'boolean true'
}

# --- inside the private mount namespace -------------------------------------
inside() {
    work="$1" test_uid="$2" test_gid="$3" helper="$4" client="$5"
    trap stop_daemons EXIT
    trap 'exit 1' INT TERM HUP
    failures=0

    mount -t tmpfs -o mode=755 arraymark-test-bus /run/dbus
    mount --bind "$work/root/usr/share/polkit-1/actions" /usr/share/polkit-1/actions
    mount --bind "$work/rules.d" /etc/polkit-1/rules.d
    show_installed_helper "$(dirname "$helper")"

    dbus-daemon --config-file="$work/system-bus.conf" --nofork --nopidfile >"$work/dbus.log" 2>&1 &
    echo $! >"$work/dbus.pid"
    wait_for "the private system bus" test -S /run/dbus/system_bus_socket || { cat "$work/dbus.log"; return 1; }
    # As Debian's unit starts it (root; it drops to the polkitd user itself), but
    # without --no-debug, which would also silence polkit.log() in the rules file.
    "$POLKITD" >"$work/polkitd.log" 2>&1 &
    echo $! >"$work/polkitd.pid"
    wait_for "polkitd on the private bus" polkitd_owns_its_name || { cat "$work/polkitd.log"; return 1; }

    # polkitd's own reading of the installed policy: only reading may keep a password.
    local scope implicit expected
    for scope in read-devices "${DESTRUCTIVE_SCOPES[@]}"; do
        implicit="$(pkaction --verbose --action-id "$ACTION_PREFIX.$scope" 2>&1 | sed -n 's/^ *implicit active: *//p' || true)"
        expected=auth_admin
        [ "$scope" = read-devices ] && expected=auth_admin_keep
        [ "$implicit" = "$expected" ] ||
            fail "polkitd reads $ACTION_PREFIX.$scope as 'implicit active: ${implicit:-<not registered>}', expected $expected"
    done

    # Granted by the rules file: the helper answers a scan.
    local rc=0
    printf '{"op":"scan","id":1}\n' | as_user pkexec "$helper" read-devices >"$work/scan.out" 2>"$work/scan.err" || rc=$?
    if [ "$rc" -ne 0 ] || [ "$(wc -l <"$work/scan.out")" -ne 1 ] || ! grep -q '"ok":true' "$work/scan.out"; then
        fail "pkexec $helper read-devices as $test_uid: exit $rc, expected one line with \"ok\":true; stdout: $(head -c 300 "$work/scan.out"); stderr: $(cat "$work/scan.err")"
    else
        echo "ok: pkexec read-devices answered a scan: $(head -c 120 "$work/scan.out")..."
    fi

    # Refused by the rules file: pkexec exits 127 and the helper never runs.
    for scope in "${DESTRUCTIVE_SCOPES[@]}"; do
        rc=0
        as_user pkexec "$helper" "$scope" </dev/null >"$work/refused.out" 2>"$work/refused.err" || rc=$?
        if [ "$rc" -ne 127 ] || [ -s "$work/refused.out" ] || ! grep -q 'Not authorized' "$work/refused.err"; then
            fail "pkexec $helper $scope: exit $rc, expected 127 'Not authorized' and no output; stdout: $(cat "$work/refused.out"); stderr: $(cat "$work/refused.err")"
        else
            echo "ok: pkexec refused $scope (exit 127)"
        fi
    done
    grep -q "arraymark-test: $ACTION_PREFIX.manage-arrays" "$work/polkitd.log" ||
        fail "polkitd's log does not show the test rule deciding manage-arrays: $(cat "$work/polkitd.log")"

    # The GUI's client (ui/helper/helper_process.*) through the same pkexec.
    if [ -n "$client" ]; then
        as_user "$work/pkexec_client" "$helper" read-devices answers || fail "the GUI client did not get a scan answered"
        as_user "$work/pkexec_client" "$helper" manage-arrays refused || fail "the GUI client did not report polkit's refusal in words"
    else
        echo "note: built without the GUI, so its client is not checked"
    fi
    return $((failures > 0))
}

if [ "${1:-}" = --inside ]; then
    shift
    inside "$@"
    exit $?
fi

# --- outside: checks, the test user, the installed tree ----------------------
build="${1:?usage: check_pkexec.sh BUILD_DIR [PKEXEC_CLIENT]}"
client="${2:-}"
[ "$(id -u)" -eq 0 ] || skip "needs root (a test user, mounts in a private namespace, polkitd)"
for tool in unshare setpriv useradd userdel dbus-daemon dbus-send pkaction cmake; do
    command -v "$tool" >/dev/null || skip "$tool is not installed (Debian: util-linux, passwd, dbus-daemon, dbus-bin, polkitd, cmake)"
done
[ -x "$POLKITD" ] || skip "$POLKITD is not installed (Debian: polkitd)"
[ -f "$POLKIT_BUS_POLICY" ] || skip "$POLKIT_BUS_POLICY is missing (Debian: polkitd)"
[ -u /usr/bin/pkexec ] || skip "/usr/bin/pkexec is not installed setuid root (Debian: pkexec)"
id polkitd >/dev/null 2>&1 || skip "there is no polkitd user (the polkitd package creates it)"
for dir in /usr/share/polkit-1/actions /etc/polkit-1/rules.d; do
    [ -d "$dir" ] || skip "$dir does not exist to mount over (Debian: polkitd)"
done
unshare --mount --propagation private true 2>/dev/null || skip "unshare --mount is not permitted here"

work="$(mktemp -d /tmp/arraymark-polkit.XXXXXX)"
chmod 755 "$work"
test_user="arraymark-pk$$"
created_user=0
created_bus_dir=0
cleanup() {
    stop_daemons
    [ "$created_user" -eq 1 ] && userdel "$test_user" 2>/dev/null
    [ "$created_bus_dir" -eq 1 ] && rmdir /run/dbus 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

# Where the bus socket is mounted in the namespace (no system bus has run on this machine yet).
if [ ! -d /run/dbus ]; then
    mkdir -m 755 /run/dbus
    created_bus_dir=1
fi
useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$test_user"
created_user=1

DESTDIR="$work/root" cmake --install "$build" >"$work/install.log" 2>&1 || { cat "$work/install.log"; exit 1; }
policy="$work/root/usr/share/polkit-1/actions/$ACTION_PREFIX.policy"
[ -f "$policy" ] || { echo "FAIL: cmake --install put no policy where polkitd reads it (/usr/share/polkit-1/actions)"; exit 1; }
helper="$(sed -n 's|.*<annotate key="org.freedesktop.policykit.exec.path">\(.*\)</annotate>.*|\1|p' "$policy" | sort -u)"
[ "$(wc -l <<<"$helper")" -eq 1 ] && [ -x "$work/root$helper" ] ||
    { echo "FAIL: the installed policy names '$helper', where cmake --install put no arraymark-helper"; exit 1; }
if [ -n "$client" ]; then
    install -m 755 "$client" "$work/pkexec_client"
fi

mkdir -m 755 "$work/rules.d"
cat >"$work/rules.d/50-arraymark-test.rules" <<EOF
// Written by tests/polkit/check_pkexec.sh: $test_user may read devices, nothing destructive.
polkit.addRule(function(action, subject) {
    if (action.id.indexOf("$ACTION_PREFIX.") !== 0 || subject.user !== "$test_user")
        return polkit.Result.NOT_HANDLED;
    polkit.log("arraymark-test: " + action.id + " for " + subject.user);
    return action.id === "$ACTION_PREFIX.read-devices" ? polkit.Result.YES : polkit.Result.NO;
});
EOF
chmod 644 "$work/rules.d/50-arraymark-test.rules"

# A system bus like Debian's: anyone may connect, nobody may own a name or
# call a method unless a policy says so; polkitd's own bus policy file
# decides for its name.
cat >"$work/system-bus.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-BUS Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=/run/dbus/system_bus_socket</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <deny own="*"/>
    <deny send_type="method_call"/>
    <allow send_type="signal"/>
    <allow send_requested_reply="true" send_type="method_return"/>
    <allow send_requested_reply="true" send_type="error"/>
    <allow receive_type="method_call"/>
    <allow receive_type="method_return"/>
    <allow receive_type="error"/>
    <allow receive_type="signal"/>
    <allow send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus"/>
    <allow send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus.Introspectable"/>
  </policy>
  <include>$POLKIT_BUS_POLICY</include>
</busconfig>
EOF

unset DBUS_SYSTEM_BUS_ADDRESS
rc=0
unshare --mount --propagation private -- "$0" --inside "$work" "$(id -u "$test_user")" "$(id -g "$test_user")" "$helper" "$client" || rc=$?
[ "$rc" -eq 0 ] && echo "pkexec through polkitd OK"
exit "$rc"
