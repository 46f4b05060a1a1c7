#!/usr/bin/env python3
"""Checks that an HTML file is well-formed: every opened element is closed, in
order (void elements excepted), nothing is closed that was not open. Prints
"ok", the number of <svg> elements and the classes of the <table> elements;
exits 1 with the first problem otherwise."""
import sys
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class Checker(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.problems = []
        self.svgs = 0
        self.tables = []

    def handle_starttag(self, tag, attrs):
        if tag == "svg":
            self.svgs += 1
        if tag == "table":
            self.tables.append(dict(attrs).get("class") or "")
        if tag not in VOID:
            self.stack.append((tag, self.getpos()))

    def handle_startendtag(self, tag, attrs):
        pass  # <rect .../>: opened and closed at once

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1][0] != tag:
            top = self.stack[-1] if self.stack else ("nothing", (0, 0))
            self.problems.append(f"</{tag}> at line {self.getpos()[0]} closes <{top[0]}> "
                                 f"opened at line {top[1][0]}")
            return
        self.stack.pop()


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        text = f.read()
    checker = Checker()
    checker.feed(text)
    checker.close()
    for tag, pos in checker.stack:
        checker.problems.append(f"<{tag}> opened at line {pos[0]} is never closed")
    if not text.lstrip().lower().startswith("<!doctype html>"):
        checker.problems.append("no <!DOCTYPE html> at the start")
    if checker.problems:
        print("\n".join(checker.problems[:10]))
        return 1
    print(f"ok svg={checker.svgs} tables={','.join(checker.tables)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
