# The prologue of the scenarios that drive arraymark-helper the way the GUI
# does (JSON lines on stdin, one scope per session). Sourced by them after
# amvm.sh: `. /lib/amvm/helper_session.sh`. Skips the scenario when no
# arraymark-helper was built beside arraymark-cli.

command -v arraymark-helper >/dev/null || skip "no arraymark-helper beside arraymark-cli"

# ask NAME SCOPE REQUEST: one request to a fresh helper session; the answer is data record NAME.
ask() {
    local name="$1" scope="$2"
    shift 2
    log "+ arraymark-helper $scope <<< $*"
    printf '%s\n' "$*" | arraymark-helper "$scope" > "$AMVM_OUT/$name" 2>&1
    emit_file "$name" "$AMVM_OUT/$name" $?
}
# answered_ok NAME: the answer NAME says the request succeeded.
answered_ok() { grep -q '"ok":true' "$AMVM_OUT/$1" || fail "helper request $1 failed: $(head -c 800 "$AMVM_OUT/$1")"; }
# refused_with NAME RULE: the answer NAME refuses under RULE, and no step ran.
refused_with() {
    grep -q '"ok":false' "$AMVM_OUT/$1" && grep -q "\"rule\":\"$2\"" "$AMVM_OUT/$1" && grep -q '"steps":\[\]' "$AMVM_OUT/$1" ||
        fail "helper request $1 was not refused with $2 and no steps: $(head -c 600 "$AMVM_OUT/$1")"
}
