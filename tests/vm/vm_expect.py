"""Checks of `arraymark-cli drives --json` documents captured in the VM.

Each function returns a list of problems, each a sentence naming the drive or
array, what was found and what was expected (empty list: all good).
"""
import json

MIB = 1 << 20


def load_drive_spec(path):
    """drives.conf -> [{kind, serial, size_bytes, model}] in qemu order."""
    spec = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            kind, serial, size_mib, model = line.split(None, 3)
            spec.append({"kind": kind, "serial": serial, "size_bytes": int(size_mib) * MIB, "model": model})
    return spec


def _parse(text):
    try:
        document = json.loads(text)
    except ValueError as error:
        return None, [f"not valid JSON ({error}); first line: {text.splitlines()[0] if text else '(empty)'}"]
    if not isinstance(document, dict) or not isinstance(document.get("drives"), list):
        return None, ["JSON has no 'drives' list"]
    return document, []


def _whole_drives(document):
    return {d.get("name"): d for d in document["drives"]}


def check_blank_drives(text, spec):
    document, problems = _parse(text)
    if document is None:
        return problems
    drives = list(document["drives"])
    by_serial = {str(d.get("serial", "")).strip(): d for d in drives}
    for expected in spec:
        transport = "nvme" if expected["kind"] == "nvme" else "sata"
        label = f"{expected['kind']} drive with serial {expected['serial']}"
        drive = by_serial.get(expected["serial"])
        if drive is None:
            seen = ", ".join(f"{d.get('name')}={d.get('serial')!r}" for d in drives) or "none"
            problems.append(f"{label}: not listed (serials seen: {seen})")
            continue
        name = drive.get("name")

        def differs(field, want):
            got = drive.get(field)
            if got != want:
                problems.append(f"{name} ({label}): {field} is {got!r}, expected {want!r}")

        differs("transport", transport)
        differs("model", expected["model"])
        differs("size_bytes", expected["size_bytes"])
        differs("rotational", expected["kind"] == "sata-hdd")
        differs("logical_block_size", 512)
        differs("in_use", False)
        if drive.get("in_use_reasons"):
            problems.append(f"{name} ({label}): in_use_reasons {drive['in_use_reasons']!r} on a blank drive")
        prefix = "nvme" if transport == "nvme" else "sd"
        if not str(name).startswith(prefix):
            problems.append(f"{name} ({label}): kernel name does not start with '{prefix}'")
        if transport == "nvme" and not (drive.get("nvme") or {}).get("controller"):
            problems.append(f"{name} ({label}): no nvme.controller reported")
    for transport in ("nvme", "sata"):
        want = sum(1 for e in spec if (e["kind"] == "nvme") == (transport == "nvme"))
        got = sum(1 for d in drives if d.get("transport") == transport)
        if got != want:
            problems.append(f"{got} drives with transport {transport}, expected {want}")
    if document.get("arrays"):
        problems.append(f"arrays listed on blank drives: {[a.get('name') for a in document['arrays']]}")
    return problems


def _check_array(arrays, words):
    name, fields = words[0], dict(w.split("=", 1) for w in words[1:] if "=" in w)
    array = arrays.get(name)
    if array is None:
        return [f"array {name} not listed (arrays: {sorted(arrays) or 'none'})"]
    problems = []
    for key, want in fields.items():
        got = array.get(key)
        if key == "members":
            got_text = ",".join(sorted(got or []))
            want_text = ",".join(sorted(filter(None, want.split(","))))
            if got_text != want_text:
                problems.append(f"array {name}: members are [{got_text}], expected [{want_text}]")
        elif isinstance(got, int) and not isinstance(got, bool):
            if str(got) != want:
                problems.append(f"array {name}: {key} is {got}, expected {want}")
        elif key == "state" and "|" in want:
            if got not in want.split("|"):
                problems.append(f"array {name}: state is {got!r}, expected one of {want.split('|')}")
        elif got != want:
            problems.append(f"array {name}: {key} is {got!r}, expected {want!r}")
    return problems


def _check_in_use(drives, name, reason_kind):
    drive = drives.get(name)
    if drive is None:
        return [f"drive {name} not listed"]
    reasons = drive.get("in_use_reasons") or []
    problems = []
    if not drive.get("in_use"):
        problems.append(f"{name}: in_use is false, expected in use as {reason_kind}")
    if not any(r.get("kind") == reason_kind for r in reasons):
        kinds = sorted({str(r.get("kind")) for r in reasons}) or "none"
        problems.append(f"{name}: no {reason_kind} reason (reason kinds: {kinds})")
    return problems


def check_expectations(text, expectations):
    """expectations: word lists from `expect` records:
    array MD key=value...  |  member DRIVE MD  |  free DRIVE  |  absent MD  |
    inuse DRIVE KIND (in use, with a reason of that kind: lvm_member, btrfs_member...)"""
    document, problems = _parse(text)
    if document is None:
        return problems
    drives = _whole_drives(document)
    arrays = {a.get("name"): a for a in document.get("arrays") or []}
    for words in expectations:
        kind, rest = words[0], words[1:]
        if kind == "array":
            problems += _check_array(arrays, rest)
        elif kind == "absent":
            if rest[0] in arrays:
                problems.append(f"array {rest[0]} still listed")
        elif kind == "inuse" and len(rest) == 2:
            problems += _check_in_use(drives, rest[0], rest[1])
        elif kind in ("member", "free"):
            drive = drives.get(rest[0])
            if drive is None:
                problems.append(f"drive {rest[0]} not listed")
                continue
            reasons = drive.get("in_use_reasons") or []
            if kind == "free":
                if drive.get("in_use") or reasons:
                    problems.append(f"{rest[0]} should be free, is in use: {reasons!r}")
                continue
            md = rest[1]
            if md not in (drive.get("holders") or []):
                problems.append(f"{rest[0]}: holders are {drive.get('holders')!r}, expected to contain {md}")
            if not drive.get("in_use"):
                problems.append(f"{rest[0]}: in_use is false although it is a member of {md}")
            if not any(r.get("kind") == "md_member" and md in r.get("detail", "") for r in reasons):
                problems.append(f"{rest[0]}: no md_member reason naming {md} (reasons: {reasons!r})")
        else:
            problems.append(f"unknown expectation {' '.join(words)!r}")
    return problems


def _values_of(node, key):
    """Every value stored under KEY anywhere in a JSON tree."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k == key:
                yield v
            yield from _values_of(v, key)
    elif isinstance(node, list):
        for item in node:
            yield from _values_of(item, key)


def _as_text(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def check_json_fields(text, fields):
    """fields: "key=value" or "key1|key2=value": some occurrence of one of the
    keys, anywhere in the document, must have that value."""
    try:
        document = json.loads(text)
    except ValueError as error:
        first = text.splitlines()[0] if text.strip() else "(empty)"
        return [f"not valid JSON ({error}); first line: {first}"]
    problems = []
    for field in fields:
        keys, want = field.split("=", 1)
        seen = [_as_text(v) for key in keys.split("|") for v in _values_of(document, key)]
        if want not in seen:
            problems.append(f"no '{keys}' equal to {want!r} (found: {seen[:6] or 'no such key'})")
    return problems
