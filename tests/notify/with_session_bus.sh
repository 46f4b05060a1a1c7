#!/bin/sh
# Runs the command on a private D-Bus session bus (dbus-run-session, Debian: dbus-daemon/dbus-bin).
command -v dbus-run-session >/dev/null || { echo "SKIP: dbus-run-session is not installed (Debian: dbus)"; exit 77; }
exec dbus-run-session -- "$@"
