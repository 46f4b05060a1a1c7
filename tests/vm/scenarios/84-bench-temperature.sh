# Drive temperature during a bench on a real kernel: a 3 s read-only bench on
# one emulated NVMe drive samples its composite temperature through the nvme
# driver's hwmon (qemu reports 323 K, warning 343 K, critical 373 K) and the
# result carries the series, the thresholds and the cell's max; the text
# report says the max; --stream sends "temperature" lines. A kernel built
# without CONFIG_NVME_HWMON has no sensor: then the result must say so.
# timeout: 90

set -- $(nvme_disks)
[ $# -ge 1 ] || fail "need an NVMe drive, have none"
dev=$1 name=${1#/dev/}
ctrl=$(basename "$(readlink -f "/sys/block/$name/device")")
hwmon=$(ls -d "/sys/class/nvme/$ctrl"/hwmon* "/sys/block/$name/device"/hwmon* 2>/dev/null | head -n 1)
capture_all hwmon sh -c "ls /sys/class/nvme/$ctrl/; [ -n '$hwmon' ] && grep -H . $hwmon/name $hwmon/temp1_*"

result="$AMVM_OUT/bench-result.json"
capture bench arraymark-cli bench --target "$dev" --rw read --bs 128k --qd 4 --runtime 3 --ramp 0 --json "$result" ||
    fail "bench on $dev failed: $(head -c 400 "$AMVM_OUT/bench")"
emit_file bench-result "$result"
grep -q '"temperature"' "$result" || fail "the result has no temperature section"

if [ -n "$hwmon" ] && [ -r "$hwmon/temp1_input" ]; then
    readings=$(grep -c '"celsius"' "$result")
    [ "$readings" -ge 3 ] || fail "$readings temperature readings for a 3 s bench (want >= 3, one a second)"
    expect_json bench-result "device=$name" driver=nvme reached_warning=false
    grep -q '"max_c"' "$result" || fail "the result has no max_c"
    grep -q "$name: max [0-9.]* °C" "$AMVM_OUT/bench" ||
        fail "the text report does not say $name's max temperature: $(tail -n 5 "$AMVM_OUT/bench")"
    celsius=$(($(cat "$hwmon/temp1_input") / 1000))
    metric nvme_temperature_c "$celsius" C
    capture stream arraymark-cli bench --target "$dev" --rw read --bs 128k --runtime 2 --ramp 0 --stream ||
        fail "bench --stream on $dev failed"
    grep '"type":"temperature"' "$AMVM_OUT/stream" | grep -q '"device":"'"$name"'"' ||
        fail "bench --stream sent no temperature line for $name"
    note "$name: hwmon $(basename "$hwmon") ($(cat "$hwmon/name")), $readings readings in 3 s, about $celsius °C"
else
    note "no hwmon under $ctrl: this kernel's nvme driver has no CONFIG_NVME_HWMON; asserting the reason"
    grep -q "no hwmon sensor for $name" "$result" || fail "the result does not say why $name was not sampled"
    grep -q "CONFIG_NVME_HWMON" "$result" || fail "the reason does not name CONFIG_NVME_HWMON"
fi
