#!/bin/sh
# Stands in for ssh in unit tests: skips ssh's options up to "--" and the
# destination, then hands the rest to a shell as sshd would, so the quoting
# of the remote command is exercised for real. A destination named "down"
# fails as an unreachable host does (ssh's status 255).
while [ $# -gt 0 ] && [ "$1" != "--" ]; do shift; done
shift
destination=$1
shift
if [ "$destination" = "down" ]; then
    echo "ssh: connect to host down port 22: Connection refused" >&2
    exit 255
fi
exec sh -c "$*"
