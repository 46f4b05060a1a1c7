#!/usr/bin/env python3
"""Self-test of check_results.py on a recorded VM run (no VM needed).

The recorded run must pass as it is; each planted fault (a wrong drive size in
the spec, an array that stopped counting a failed member, a broken JSON
document, a missing verdict, a VM that died half way) must fail, with a
message that names the fault.

Usage: checker_selftest.py RESULTS_LOG DRIVES_CONF
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def scenarios_in(text):
    return re.findall(r"^@@AMVM begin (\S+)", text, re.M)


def run_checker(results_text, spec_text, scenarios):
    with tempfile.TemporaryDirectory() as tmp:
        results = os.path.join(tmp, "results.log")
        spec = os.path.join(tmp, "drives.conf")
        with open(results, "w", encoding="utf-8") as handle:
            handle.write(results_text)
        with open(spec, "w", encoding="utf-8") as handle:
            handle.write(spec_text)
        args = [sys.executable, "-B", os.path.join(HERE, "check_results.py"), "--results", results, "--drives", spec]
        for name in scenarios:
            args += ["--scenario", name]
        done = subprocess.run(args, capture_output=True, text=True, check=False)
        return done.returncode, done.stdout + done.stderr


def replace_in_record(text, record, old, new):
    """Replaces the first OLD inside the data record named RECORD."""
    start = text.index(f" {record} rc=")
    end = text.index("@@AMVM end", start)
    body = text[start:end]
    assert old in body, f"{old!r} not in record {record}"
    return text[:start] + body.replace(old, new, 1) + text[end:]


def main():
    results_path, spec_path = sys.argv[1], sys.argv[2]
    with open(results_path, encoding="utf-8") as handle:
        results = handle.read()
    with open(spec_path, encoding="utf-8") as handle:
        spec = handle.read()
    scenarios = scenarios_in(results)
    assert "10-drives" in scenarios and "20-md-raid1" in scenarios, "the recording lacks the scenarios this test plants faults in"

    failures = []

    def expect(label, rc, output, want_rc, want_text=None):
        if rc != want_rc or (want_text and want_text not in output):
            failures.append(f"{label}: exit {rc} (wanted {want_rc}), wanted text {want_text!r}; output:\n{output}")
        else:
            print(f"ok   {label}")

    rc, out = run_checker(results, spec, scenarios)
    expect("recorded run passes", rc, out, 0, "PASS  10-drives")

    bad_spec = re.sub(r"^(nvme\s+AMVMNVME1\s+)(\d+)", lambda m: m.group(1) + str(2 * int(m.group(2))), spec, flags=re.M)
    rc, out = run_checker(results, bad_spec, scenarios)
    mib = int(re.search(r"^nvme\s+AMVMNVME1\s+(\d+)", spec, re.M).group(1))
    expect("wrong drive size is named", rc, out, 1, f"size_bytes is {mib << 20}, expected {2 * mib << 20}")

    bad = replace_in_record(results, "drives@degraded", '"degraded": 1', '"degraded": 0')
    rc, out = run_checker(bad, spec, scenarios)
    expect("array not counted degraded is named", rc, out, 1, "array md0: degraded is 0, expected 1")

    bad = replace_in_record(results, "drives@clean", '"kind": "md_member"', '"kind": "holder"')
    rc, out = run_checker(bad, spec, scenarios)
    expect("missing md_member reason is named", rc, out, 1, "no md_member reason naming md0")

    # The backend-neutral `inuse DRIVE KIND` record: met by a reason of that
    # kind, named when the drive lacks it.
    clean = "@@AMVM expect 20-md-raid1 clean free nvme2n1\n"
    good = results.replace(clean, clean + "@@AMVM expect 20-md-raid1 clean inuse nvme0n1 md_member\n", 1)
    rc, out = run_checker(good, spec, scenarios)
    expect("inuse record met by its reason kind passes", rc, out, 0, "PASS  20-md-raid1")
    bad = results.replace(clean, clean + "@@AMVM expect 20-md-raid1 clean inuse nvme0n1 lvm_member\n", 1)
    rc, out = run_checker(bad, spec, scenarios)
    expect("missing lvm_member reason is named", rc, out, 1, "nvme0n1: no lvm_member reason (reason kinds: ['md_member'")
    bad = results.replace(clean, clean + "@@AMVM expect 20-md-raid1 clean inuse nvme2n1 btrfs_member\n", 1)
    rc, out = run_checker(bad, spec, scenarios)
    expect("free drive expected in use is named", rc, out, 1, "nvme2n1: in_use is false, expected in use as btrfs_member")

    bad = replace_in_record(results, "drives@blank", "{", "{,")
    rc, out = run_checker(bad, spec, scenarios)
    expect("broken JSON is named", rc, out, 1, "drives@blank: not valid JSON")

    bad = re.sub(r"^@@AMVM verdict 20-md-raid1 .*\n", "", results, flags=re.M)
    rc, out = run_checker(bad, spec, scenarios)
    expect("missing verdict fails", rc, out, 1, "FAIL  20-md-raid1")

    cut = results[: results.index("@@AMVM begin 20-md-raid1")]
    rc, out = run_checker(cut, spec, scenarios)
    expect("VM that died half way fails", rc, out, 1, "the VM stopped before this scenario ended")

    bad = results.replace("@@AMVM verdict 10-drives pass", "@@AMVM verdict 10-drives fail", 1)
    rc, out = run_checker(bad, spec, scenarios)
    expect("guest-side failure is kept", rc, out, 1, "FAIL  10-drives")

    for failure in failures:
        print(f"FAIL {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
