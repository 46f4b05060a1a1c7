#!/usr/bin/env python3
"""Host-side verdict of a VM run.

Reads the records the guest wrote to its results port (see guest/amvm.sh),
combines each scenario's own verdict with the checks made here on the JSON it
captured, prints one line per scenario, writes verdicts.json, and exits 0
(all passed or skipped) or 1 (any failure).

Checks made on the host:
  * a data record named "drives@blank" is `arraymark-cli drives --json` on
    untouched drives: every drive of drives.conf must be there with the right
    transport, model, serial, size and rotational flag, and none in use;
  * "expect" records of a state are checked against "drives@<state>"
    (array, member, free, absent, inuse DRIVE KIND: see vm_expect.py).
"""
import argparse
import json
import os
import re
import sys

from campaign_expect import check_document, check_report
from vm_expect import check_blank_drives, check_expectations, check_json_fields, load_drive_spec


class Scenario:
    def __init__(self, name):
        self.name = name
        self.status = None  # pass | fail | skip, from the guest
        self.elapsed_ms = None
        self.reason = ""
        self.data = {}  # name -> (rc, text)
        self.expects = []  # (state, words)
        self.metrics = []
        self.notes = []
        self.problems = []  # found on the host


def parse_results(path):
    """Returns (boot facts, {scenario: Scenario}, saw_done)."""
    facts, scenarios, done = {}, {}, False
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().replace("\r", "").split("\n")
    except FileNotFoundError:
        return facts, scenarios, False

    def scenario(name):
        return scenarios.setdefault(name, Scenario(name))

    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if not line.startswith("@@AMVM "):
            continue
        words = line.split(" ")
        kind = words[1] if len(words) > 1 else ""
        if kind in ("boot", "modules", "drives"):
            facts[kind] = dict(w.split("=", 1) for w in words[2:] if "=" in w)
        elif kind == "done":
            done = True
            facts["done"] = dict(w.split("=", 1) for w in words[2:] if "=" in w)
        elif kind == "data" and len(words) >= 4:
            body = []
            while i < len(lines) and lines[i] != "@@AMVM end":
                body.append(lines[i])
                i += 1
            i += 1
            rc = int(words[4][3:]) if len(words) > 4 and words[4].startswith("rc=") else 0
            scenario(words[2]).data[words[3]] = (rc, "\n".join(body) + "\n")
        elif kind == "expect" and len(words) >= 5:
            scenario(words[2]).expects.append((words[3], words[4:]))
        elif kind == "metric" and len(words) >= 5:
            scenario(words[2]).metrics.append({"name": words[3], "value": words[4], "unit": " ".join(words[5:])})
        elif kind == "note" and len(words) >= 3:
            scenario(words[2]).notes.append(" ".join(words[3:]))
        elif kind == "verdict" and len(words) >= 4:
            s = scenario(words[2])
            s.status = words[3]
            rest = words[4:]
            if rest and rest[0].startswith("elapsed_ms="):
                s.elapsed_ms = int(rest[0].split("=", 1)[1])
                rest = rest[1:]
            s.reason = " ".join(rest).strip()
    return facts, scenarios, done


def host_checks(scenario, spec):
    if "drives@blank" in scenario.data:
        rc, text = scenario.data["drives@blank"]
        scenario.problems += [f"drives@blank: {p}" for p in check_blank_drives(text, spec)]
    states = sorted({state for state, _ in scenario.expects})
    for state in [s for s in states if s.startswith("json:")]:
        record = scenario.data.get(state[5:])
        if record is None:
            scenario.problems.append(f"expectations on '{state[5:]}' but no such data record")
            continue
        fields = [w for s, words in scenario.expects if s == state for w in words[1:]]
        scenario.problems += [f"{state[5:]}: {p}" for p in check_json_fields(record[1], fields)]
    for state in [s for s in states if s.startswith("campaign:")]:
        record = scenario.data.get(state[9:])
        if record is None:
            scenario.problems.append(f"expectations on campaign '{state[9:]}' but no such data record")
            continue
        fields = [w for s, words in scenario.expects if s == state for w in words[1:]]
        scenario.problems += [f"{state[9:]}: {p}" for p in check_document(record[1], fields)]
        for report in [f.split("=", 1)[1] for f in fields if f.startswith("report=")]:
            html = scenario.data.get(report)
            if html is None:
                scenario.problems.append(f"no data record '{report}' for the campaign report")
                continue
            count = len(json.loads(record[1]).get("configurations", [])) if record[1].strip().startswith("{") else 0
            scenario.problems += [f"{report}: {p}" for p in check_report(html[1], count)]
    for state in [s for s in states if not (s.startswith("json:") or s.startswith("campaign:"))]:
        record = scenario.data.get(f"drives@{state}")
        if record is None:
            scenario.problems.append(f"expectations for state '{state}' but no drives@{state} record")
            continue
        expects = [words for s, words in scenario.expects if s == state]
        scenario.problems += [f"drives@{state}: {p}" for p in check_expectations(record[1], expects)]


def record_data(directory, scenarios):
    """One file per data record, under DIRECTORY/<scenario>/, plus index.tsv
    with each file's command exit status (mdadm's status is part of what
    a parser must handle, e.g. --detail-platform exits 1 without a platform)."""
    index = []
    for scenario in scenarios.values():
        for name, (rc, text) in scenario.data.items():
            safe = re.sub(r"[^A-Za-z0-9@._-]", "_", name)
            try:
                json.loads(text)
                suffix = ".json"
            except ValueError:
                suffix = ".txt"
            folder = os.path.join(directory, scenario.name)
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, safe + suffix), "w", encoding="utf-8") as handle:
                handle.write(text)
            index.append(f"{scenario.name}/{safe}{suffix}\t{rc}")
    if index:
        with open(os.path.join(directory, "index.tsv"), "w", encoding="utf-8") as handle:
            handle.write("# file\texit status of the command that printed it\n" + "\n".join(sorted(index)) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--results", required=True)
    parser.add_argument("--drives", required=True, help="drives.conf")
    parser.add_argument("--scenario", action="append", default=[], help="scenarios that were asked for")
    parser.add_argument("--verdicts", help="write verdicts.json here")
    parser.add_argument("--record", help="write every data record as a file under this folder")
    parser.add_argument("--vm-seconds", default="?")
    parser.add_argument("--timed-out", help="the VM was killed after this many seconds")
    args = parser.parse_args()

    spec = load_drive_spec(args.drives)
    facts, scenarios, done = parse_results(args.results)
    failed = False

    boot = facts.get("boot", {}).get("uptime_ms")
    drives = facts.get("drives", {})
    if not facts:
        print("FAIL: the VM wrote no records at all (did the kernel boot? see the console log)")
        failed = True
    else:
        print(f"vm: init started at {int(boot) / 1000:.1f}s guest uptime, drives ready at "
              f"{int(drives.get('uptime_ms', 0)) / 1000:.1f}s ({drives.get('nvme', '?')} NVMe, "
              f"{drives.get('sata', '?')} SATA), VM wall time {args.vm_seconds}s")
        if drives and (drives.get("nvme") != drives.get("want_nvme") or drives.get("sata") != drives.get("want_sata")):
            print(f"FAIL: expected {drives.get('want_nvme')} NVMe and {drives.get('want_sata')} SATA drives, "
                  f"the kernel showed {drives.get('nvme')} and {drives.get('sata')}")
            failed = True

    rows = []
    for name in args.scenario:
        s = scenarios.get(name) or Scenario(name)
        if s.status is None:
            s.status = "fail"
            if args.timed_out:
                s.reason = f"no verdict: the VM was killed at the hard limit of {args.timed_out}s"
            elif done:
                s.reason = "no verdict although the VM finished (scenario missing from the initramfs?)"
            else:
                s.reason = "no verdict: the VM stopped before this scenario ended (see the console log)"
        if s.status != "skip":
            host_checks(s, spec)
        if s.problems:
            s.status = "fail"
        failed |= s.status == "fail"
        seconds = f"{s.elapsed_ms / 1000:.1f}s" if s.elapsed_ms is not None else "-"
        print(f"{s.status.upper():5} {name:24} {seconds:>7}  {s.reason}")
        for problem in s.problems:
            print(f"      {problem}")
        for metric in s.metrics:
            print(f"      metric {metric['name']} = {metric['value']} {metric['unit']}")
        rows.append({"name": name, "status": s.status, "elapsed_ms": s.elapsed_ms, "reason": s.reason,
                     "host_problems": s.problems, "metrics": s.metrics, "notes": s.notes})

    if args.record:
        record_data(args.record, scenarios)
    if args.verdicts:
        with open(args.verdicts, "w", encoding="utf-8") as handle:
            json.dump({"facts": facts, "vm_seconds": args.vm_seconds, "scenarios": rows}, handle, indent=2)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
