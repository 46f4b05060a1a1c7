# A campaign through `arraymark-helper run-campaigns`, as the GUI's
# "Compare configurations…" runs it when not root: refusals before anything
# is written (a journal name with "..", a level the drives cannot make), a
# whole small campaign run in the helper's process with its stream lines
# before the answer, and one stopped by a cancel line at the end of its cell
# (its array deleted), then resumed to the end from its journal by name.
# Every drive ends blank, with no array left.
# timeout: 420

. /lib/amvm/helper_session.sh
set -- $(nvme_disks)
[ $# -ge 2 ] || fail "need 2 NVMe drives, have: $*"
n1=$1 n2=$2
root=/var/lib/arraymark/campaigns

spec() { # CONFIGURATIONS RUNTIME
    echo "{\"drives\":[\"$n1\",\"$n2\"],\"configurations\":$1,\"preset\":\"quick\",\"runtime_s\":$2,\"size_bytes\":16777216,\"options\":{\"sync\":\"assume-clean\"}}"
}
two='[{"level":"raid0","chunk_bytes":65536},{"level":"raid1"}]'

# held NAME REQUEST [CANCEL_AFTER]: one request with stdin open until its answer
# (the helper stops a campaign when its caller goes); with CANCEL_AFTER, a
# cancel line once that many cell_start lines have streamed.
held() {
    local name="$1" request="$2" cancel_after="${3:-}" out="$AMVM_OUT/$1"
    log "+ arraymark-helper run-campaigns <<< $request"
    : > "$out"
    {
        printf '%s\n' "$request"
        i=0 sent=
        while [ $i -lt 3000 ]; do
            if [ -n "$cancel_after" ] && [ -z "$sent" ] &&
                [ "$(grep -c '"type":"cell_start"' "$out")" -ge "$cancel_after" ]; then
                printf '%s\n' '{"op":"cancel","id":"stop"}'
                sent=1
            fi
            # Answers carry "op"; stream lines do not.
            [ "$(grep -c '"op":"' "$out")" -ge "$([ -n "$cancel_after" ] && echo 2 || echo 1)" ] && break
            sleep 0.2
            i=$((i + 1))
        done
    } | arraymark-helper run-campaigns > "$out" 2>&1
    emit_file "$name" "$out" $?
}

ask bad-name run-campaigns "{\"op\":\"campaign\",\"name\":\"../etc\",\"spec\":$(spec "$two" 0.2)}"
refused_with bad-name bad_name
ask too-few run-campaigns "{\"op\":\"campaign\",\"name\":\"vmc\",\"spec\":$(spec '[{"level":"raid6"}]' 0.2)}"
refused_with too-few campaign_invalid
grep -q '"min_members"' "$AMVM_OUT/too-few" || fail "the refusal names no min_members finding"
[ -e "$root/vmc" ] && fail "a refused campaign wrote its journal folder"

start=$(now_ms)
held run "{\"op\":\"campaign\",\"id\":1,\"name\":\"vmc\",\"spec\":$(spec "$two" 0.6)}"
metric helper_campaign_ms $(( $(now_ms) - start )) ms
answered_ok run
grep -q '"type":"cell_start"' "$AMVM_OUT/run" || fail "no cell_start line streamed"
grep -q '"type":"sample"' "$AMVM_OUT/run" || fail "no sample line streamed"
grep -q '"kind":"configuration_done"' "$AMVM_OUT/run" || fail "no journal line streamed"
# Keys come sorted: look for each on the done line.
done_is() { grep '"type":"done"' "$AMVM_OUT/$1" | grep -q "\"end\":\"$2\""; }
done_is run finished || fail "no finished done line before the answer"
tail -n 1 "$AMVM_OUT/run" | grep '"op":"campaign"' | grep -q '"end":"finished"' ||
    fail "the last line is not the finished answer"
[ -r "$root/vmc/journal.jsonl" ] || fail "no journal in $root/vmc"
[ "$(stat -c %a "$root/vmc")" = 755 ] || fail "the journal folder is not 0755"
emit_file run-journal "$root/vmc/journal.jsonl"
ask again run-campaigns "{\"op\":\"campaign\",\"name\":\"vmc\",\"spec\":$(spec "$two" 0.2)}"
refused_with again journal_exists

held stop "{\"op\":\"campaign\",\"id\":2,\"name\":\"vmc-stop\",\"spec\":$(spec "$two" 1)}" 2
grep -q '"rule":"cancelled"' "$AMVM_OUT/stop" || fail "the stopped campaign did not answer cancelled: $(tail -c 600 "$AMVM_OUT/stop")"
done_is stop stopped || fail "no stopped done line"
grep -q '"id":"stop"' "$AMVM_OUT/stop" || fail "the cancel was not answered"
# Active arrays, as /proc/mdstat lists them: a stopped md device can linger in
# /sys/block, empty and inactive, once something opened its node after the stop.
arrays() { grep '^md' /proc/mdstat; }
arrays && fail "the stopped campaign left an array: $(arrays)"

ask cleanup run-campaigns '{"op":"campaign_cleanup","name":"vmc-stop"}'
answered_ok cleanup
held resume '{"op":"campaign_resume","id":3,"name":"vmc-stop"}'
answered_ok resume
done_is resume finished || fail "the resumed campaign did not finish"

arrays && fail "arrays left: $(arrays)"
for d in $n1 $n2; do has_superblock "$d" && fail "$d still carries an md superblock"; done
capture_drives after-campaigns
for d in $n1 $n2; do expect_free after-campaigns "${d##*/}"; done
