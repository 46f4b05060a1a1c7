"""Checks of a campaign's outputs captured in the VM: the arraymark.campaign/1
document and its HTML report. Each function returns a list of problems, each
a sentence naming what was found and what was expected (empty: all good)."""
import json
from html.parser import HTMLParser

# Elements HTML never closes.
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class _Structure(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.problems, self.tables, self.svgs, self.urls = [], [], 0, 0, []

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables += 1
        if tag == "svg":
            self.svgs += 1
        for name, value in attrs:
            # xmlns names a namespace; nothing is fetched from it.
            if name != "xmlns" and value and ("http://" in value or "https://" in value):
                self.urls.append(f"<{tag} {name}={value!r}>")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID and self.stack and self.stack[-1] == tag:
            self.stack.pop()

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.problems.append(f"</{tag}> closes {'<' + self.stack[-1] + '>' if self.stack else 'nothing'}"
                                 f" at line {self.getpos()[0]}")
            if tag in self.stack:
                while self.stack and self.stack.pop() != tag:
                    pass
            return
        self.stack.pop()


def check_report(html, configurations):
    parser = _Structure()
    parser.feed(html)
    parser.close()
    problems = list(parser.problems[:5])
    if parser.stack:
        problems.append(f"elements never closed: {', '.join('<' + t + '>' for t in parser.stack[:5])}")
    if parser.tables < configurations:
        problems.append(f"{parser.tables} table(s), expected at least one per configuration ({configurations})")
    if parser.svgs == 0:
        problems.append("no inline <svg> chart")
    if parser.urls:
        problems.append(f"network references: {', '.join(parser.urls[:3])}")
    return problems


def check_document(text, fields):
    """fields: configurations=N rebuilds=N baseline=N (report=NAME is the caller's)."""
    try:
        document = json.loads(text)
    except ValueError as error:
        return [f"not valid JSON ({error})"]
    problems = []
    if document.get("schema") != "arraymark.campaign/1":
        problems.append(f"schema is {document.get('schema')!r}, expected 'arraymark.campaign/1'")
    configurations = document.get("configurations") or []
    want = {k: int(v) for k, v in (f.split("=", 1) for f in fields)
            if k in ("configurations", "degraded", "rebuilds", "baseline")}
    if len(configurations) != want.get("configurations", len(configurations)):
        problems.append(f"{len(configurations)} configuration(s), expected {want['configurations']}")
    cell_count = None
    for c in configurations:
        name = c.get("id", "?")
        if c.get("outcome") != "done":
            problems.append(f"{name}: outcome {c.get('outcome')!r}, expected 'done'")
        measure = [p for p in c.get("phases", []) if p.get("phase") == "measure"]
        cells = len(measure[0].get("cells", [])) if measure else 0
        if cells == 0:
            problems.append(f"{name}: no measured cells")
        cell_count = cells if cell_count is None else cell_count
        if cells != cell_count:
            problems.append(f"{name}: {cells} measured cells, the first configuration has {cell_count}")
        if not any("--create" in argv for argv in c.get("commands", [])):
            problems.append(f"{name}: the commands do not hold its mdadm --create")
        if not any("--zero-superblock" in argv for argv in c.get("commands", [])):
            problems.append(f"{name}: the commands do not wipe the members")
        for cell in (measure[0].get("cells", []) if measure else []):
            if not cell.get("iops", 0) > 0:
                problems.append(f"{name}: a measured cell has iops {cell.get('iops')!r}")
                break
    degraded = [c for c in configurations
                if any(p.get("phase") == "degraded" and p.get("cells") for p in c.get("phases", []))]
    if "degraded" in want and len(degraded) != want["degraded"]:
        problems.append(f"{len(degraded)} configuration(s) measured degraded, expected {want['degraded']}")
    rebuilds = [c for c in configurations if c.get("rebuild")]
    if "rebuilds" in want and len(rebuilds) != want["rebuilds"]:
        problems.append(f"{len(rebuilds)} configuration(s) with rebuild figures, expected {want['rebuilds']}")
    for c in rebuilds:
        r = c["rebuild"]
        if not (r.get("seconds", 0) > 0 and r.get("bytes", 0) > 0):
            problems.append(f"{c.get('id')}: rebuild seconds {r.get('seconds')!r}, bytes {r.get('bytes')!r}")
    baseline = document.get("baseline") or []
    if "baseline" in want and len(baseline) != want["baseline"]:
        problems.append(f"{len(baseline)} baseline drive(s), expected {want['baseline']}")
    return problems
