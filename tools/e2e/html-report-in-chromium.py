#!/usr/bin/env python3
"""loccheck's HTML report in a real browser: headless Chromium (Debian's `chromium`) loads it.

    tools/e2e/html-report-in-chromium.py LOCCHECK [SCREENSHOT]

On a copy of Resources/ with a hostile key planted (markup, a script and an event handler), one
loccheck run writes the HTML, SARIF and JSON reports. Chromium loads the HTML page in a frame of
a harness page (the harness has a script; the report has none), and the harness hands back what
the browser rendered: the text of the coverage table's rows, the elements of the page, its title
and the rendered text of the hostile key's cell. The check passes when the coverage rows read
what the JSON report says, the hostile key is shown as text (no script, image or bold element
exists, the title is the report's own), and the page fetched nothing. Then a screenshot of the
report is saved (default .build/ci-artifacts/loccheck-report.png) and its path printed, for CI's
output. Skips, saying so, when chromium is not installed (.ci/run installs it).
"""
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
HOSTILE_KEY = '<script>document.title="owned"</script><img src=x onerror=alert(1)><b>bold</b>'.replace("=", "\u2260")

HARNESS = """<!DOCTYPE html><html><body><pre id="out"></pre>
<iframe id="report" src="report.html" width="1280" height="4000"></iframe>
<script>
document.getElementById("report").addEventListener("load", () => {
  const page = document.getElementById("report").contentDocument;
  const rows = [...page.querySelectorAll("#coverage tbody tr")].map(row => [...row.cells].map(cell => cell.innerText.trim()));
  const header = [...page.querySelectorAll("#coverage thead th")].map(cell => cell.innerText.trim());
  const keys = [...page.querySelectorAll("#findings td code")].map(cell => cell.innerText);
  const elements = [...new Set([...page.querySelectorAll("*")].map(element => element.localName))];
  const resources = performance.getEntriesByType("resource").map(entry => entry.name);
  document.getElementById("out").textContent = JSON.stringify({title: page.title, header, rows, keys, elements, resources,
    text: page.body.innerText});
});
</script></body></html>
"""


def fail(message):
    print(f"html-report-in-chromium: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def chromium_command():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return [path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                    "--disable-extensions", "--disable-background-networking"]
    return None


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    loccheck = Path(sys.argv[1]).resolve()
    screenshot = Path(sys.argv[2]) if len(sys.argv) == 3 else ROOT / ".build/ci-artifacts/loccheck-report.png"
    chromium = chromium_command()
    if chromium is None:
        print("html-report-in-chromium: skipped: chromium is not installed (apt-get install chromium; .ci/run installs it)")
        return 0
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        shutil.copytree(ROOT / "Resources", work / "tables")
        german = work / "tables/types/de.txt"
        lines = german.read_text(encoding="utf-8").split("\n")
        lines.insert(lines.index("fighting = Kampf"), f"{HOSTILE_KEY} = Böse")
        german.write_text("\n".join(lines), encoding="utf-8")

        run = subprocess.run([str(loccheck), "--tables", "tables", "--format", "html", "--output", "report.html",
                              "--format", "json", "--output", "report.json", "--format", "sarif", "--output", "report.sarif"],
                             cwd=work, capture_output=True, text=True)
        if run.returncode != 1:
            fail(f"loccheck exited {run.returncode}, not 1 (the planted key is an error): {run.stderr}")
        report = json.loads((work / "report.json").read_text(encoding="utf-8"))
        (work / "harness.html").write_text(HARNESS, encoding="utf-8")

        dom = subprocess.run(chromium + ["--allow-file-access-from-files", "--virtual-time-budget=10000", "--dump-dom",
                                         (work / "harness.html").as_uri()], capture_output=True, text=True, timeout=120)
        found = re.search(r'<pre id="out">(.*?)</pre>', dom.stdout, re.S)
        if dom.returncode != 0 or not found or not found.group(1):
            fail(f"chromium rendered nothing (exit {dom.returncode}): {dom.stderr[-2000:]}")
        page = json.loads(html.unescape(found.group(1)))

        def percent(value):
            hundredths = int(value * 100 + 1e-6)
            whole, fraction = divmod(hundredths, 100)
            return f"{whole}%" if fraction == 0 else f"{whole}.{fraction // 10}%" if fraction % 10 == 0 else f"{whole}.{fraction:02d}%"

        expected = [[locale["locale"], percent(locale["percent"]), str(locale["present"]), str(locale["expected"]),
                     str(locale["expected"] - locale["present"]), "none" if locale["minimum"] is None else percent(locale["minimum"]),
                     str(sum(1 for finding in report["findings"] if finding["locale"] == locale["locale"]))]
                    for locale in report["summary"]["locales"]]
        if page["header"] != ["Locale", "Coverage", "Present", "Expected", "Missing", "Minimum", "Open findings"]:
            fail(f"the coverage table's headers read {page['header']}")
        if page["rows"] != expected:
            fail("the coverage table reads\n" + "\n".join(map(str, page["rows"])) + "\nwhere the JSON report says\n"
                 + "\n".join(map(str, expected)))
        # And in the page's whole rendered text, each row's words in order (a bar renders as white space).
        for row in expected:
            if not re.search(r"\s+".join(re.escape(cell) for cell in row), page["text"]):
                fail(f"the page's text lacks the row {row}")
        if HOSTILE_KEY not in page["keys"]:
            fail(f"the hostile key is not shown as text; the findings' keys read {page['keys']}")
        if page["title"] != "loccheck: tables/":
            fail(f"the page's title is {page['title']!r}: a planted script ran")
        planted = {"script", "img", "b", "iframe", "object", "embed", "link"} & set(page["elements"])
        if planted:
            fail(f"the page has elements it should not: {sorted(planted)}")
        if page["resources"]:
            fail(f"the page fetched {page['resources']}")

        screenshot.parent.mkdir(parents=True, exist_ok=True)
        shot = subprocess.run(chromium + ["--window-size=1280,2200", f"--screenshot={screenshot.resolve()}",
                                          (work / "report.html").as_uri()], capture_output=True, text=True, timeout=120)
        if shot.returncode != 0 or not screenshot.exists() or screenshot.stat().st_size == 0:
            fail(f"no screenshot (exit {shot.returncode}): {shot.stderr[-2000:]}")
        version = subprocess.run(chromium[:1] + ["--version"], capture_output=True, text=True).stdout.strip()
        print(f"html-report-in-chromium: {len(expected)} locales' coverage rows read as the JSON says, the hostile key is text, nothing fetched ({version})")
        print(f"html-report-in-chromium: screenshot of the report: {screenshot.resolve()} ({screenshot.stat().st_size} bytes)")
        print("html-report-in-chromium: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
