#!/usr/bin/env python3
"""End to end: `pokedex browse` in a real terminal (tmux), driven with send-keys and read with
capture-pane, against tools/fixture_server.py serving the paged /pokemon list (with random
delays) and PNG artwork this script generates (tools/pngmaker.py). Run by .ci/run.

Checks, each printed as it passes:
  * scrolling with j past three page boundaries, then with PgDn from the first page to the last,
    shows every entry of `pokedex list` once and in order (1,351), and the server saw each page
    of 20 requested exactly once;
  * End loads the list to its end, each page requested once;
  * a card in ko and in ja: the genus, the labels and values `pokedex show` prints (types, size,
    abilities, egg groups) in a column that lines up by display width, its base stats three to
    a line, and the artwork drawn as 24-bit half-blocks in this Pokémon's colours;
  * search by typing ㄱㄹㅍㄷ finds 고라파덕 first, as `pokedex search` does, and its card offline
    says in one line that artwork needs --api or a cached image;
  * parts of a card that fell back to another locale are marked, and named in a legend;
  * a damaged PNG leaves the card without art and says why;
  * a resize redraws the screen at the new size;
  * 20 cards opened cold fetch each image once, and again in a second run, none (server counts);
  * q, Ctrl-C, SIGTERM and SIGSEGV all give the terminal back: main screen, cursor shown, and
    the same `stty -a` as before.
Prints a capture of the list and of a card with its artwork.

Usage: tools/e2e/browse-in-tmux.py [PATH-TO-POKEDEX]     (default .build/debug/pokedex)
Needs tmux and python3; Pillow is not needed. Uses ../shared/pokeapi when it is there (the
20-card runs need its pokemon bodies), else the committed fixtures, and says what it skipped.
"""

import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unicodedata
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import pngmaker  # noqa: E402

WIDTH, HEIGHT = 100, 30
LIST_ROWS = HEIGHT - 2  # header and footer
PAGE = 20
UTF8 = {"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def columns(text):
    """Terminal columns, as tmux counts them (East Asian wide and fullwidth take two)."""
    width = 0
    for character in text:
        if unicodedata.combining(character) or unicodedata.category(character) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(character) in ("W", "F") else 1
    return width


class FixtureServer:
    def __init__(self, root, artwork):
        self.process = subprocess.Popen(
            [sys.executable, os.path.join(ROOT, "tools/fixture_server.py"), "--root", root,
             "--artwork", artwork, "--stop-on-eof", "--lifetime", "1800"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.url = self.process.stdout.readline().strip()
        check(self.url.startswith("http://"), "the fixture server printed no URL")

    def api(self, fault=None):
        return self.url + (f"/_fault/{fault}" if fault else "") + "/api/v2/"

    def stats(self):
        with urllib.request.urlopen(self.url + "/_stats") as answer:
            return json.load(answer)

    def reset(self):
        urllib.request.urlopen(self.url + "/_stats/reset").read()

    def stop(self):
        self.process.stdin.close()
        self.process.terminate()
        self.process.wait(10)


class Pane:
    """One tmux server (a socket of its own) with one pane running pokedex under sh."""

    def __init__(self, work, name):
        self.socket = f"pokedex-browse-{os.getpid()}-{name}"
        self.work = work
        self.name = name

    def tmux(self, *arguments, check_status=True):
        result = subprocess.run(["tmux", "-u", "-L", self.socket, "-f", "/dev/null", *arguments],
                                capture_output=True, text=True, env={**os.environ, **UTF8})
        if check_status and result.returncode != 0:
            raise Failure(f"tmux {' '.join(arguments)}: {result.stderr.strip()}")
        return result.stdout

    def start(self, pokedex, arguments, environment):
        """Runs `pokedex browse ARGUMENTS` in a fresh pane; its exit status and `stty -a`
        before and after are written to files of this pane."""
        self.before, self.after = (os.path.join(self.work, f"{self.name}-{when}.stty") for when in ("before", "after"))
        variables = {"HOME": self.work, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "screen",
                     "SWIFT_BACKTRACE": "interactive=no", **UTF8, **environment}
        command = " ".join(["env", "-i", *[f"{key}={quote(value)}" for key, value in variables.items()],
                            quote(pokedex), "browse", *map(quote, arguments)])
        script = (f"stty -a > {quote(self.before)}; {command}; echo \"EXIT $?\"; "
                  f"stty -a > {quote(self.after)}; sleep 3600")
        self.tmux("new-session", "-d", "-s", "browse", "-x", str(WIDTH), "-y", str(HEIGHT), "sh", "-c", script)

    def keys(self, *keys, literal=False):
        self.tmux("send-keys", "-t", "browse", *(["-l"] if literal else []), *keys)

    def capture(self, escapes=False):
        return self.tmux("capture-pane", "-p", *(["-e"] if escapes else []), "-t", "browse")

    def lines(self):
        return self.capture().split("\n")[:HEIGHT]

    def wait(self, predicate, what, timeout=30):
        deadline = time.monotonic() + timeout
        while True:
            screen = self.capture()
            if predicate(screen):
                return screen
            if time.monotonic() > deadline:
                raise Failure(f"{self.name}: waited {timeout} s for {what}; the screen is:\n{screen}")
            time.sleep(0.03)

    def value(self, format):
        return self.tmux("display", "-p", "-t", "browse", format).strip()

    def pokedex_pid(self):
        shell = self.value("#{pane_pid}")
        result = subprocess.run(["pgrep", "-P", shell, "pokedex"], capture_output=True, text=True)
        pids = result.stdout.split()
        check(pids, f"{self.name}: no pokedex process under the pane's shell {shell}")
        return int(pids[0])

    def expect_restored(self, status):
        """After pokedex exited: the exit status, the main screen, the cursor, the same stty."""
        screen = self.wait(lambda text: "EXIT " in text, "pokedex to exit")
        found = re.search(r"EXIT (\d+)", screen).group(1)
        check(found == str(status), f"{self.name}: pokedex exited with {found}, not {status}:\n{screen}")
        check(self.value("#{alternate_on}") == "0", f"{self.name}: the alternate screen is still on")
        check(self.value("#{cursor_flag}") == "1", f"{self.name}: the cursor is still hidden")
        deadline = time.monotonic() + 10
        while not os.path.exists(self.after) and time.monotonic() < deadline:
            time.sleep(0.05)
        before, after = (strip_size(open(path).read()) for path in (self.before, self.after))
        check(before == after, f"{self.name}: stty -a differs after exit:\n{before}\n---\n{after}")

    def stop(self):
        self.tmux("kill-server", check_status=False)


def quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def strip_size(stty):
    """stty -a without the window size, which a resize changes."""
    return re.sub(r"rows \d+; columns \d+;", "", stty)


def selected(screen):
    """The entry under the cursor: the line starting with '> '."""
    for line in screen.split("\n"):
        if line.startswith("> "):
            return line[2:].rstrip()
    return None


def entries(screen):
    """The list's entry lines, in order."""
    return [line[2:].rstrip() for line in screen.split("\n")[1:HEIGHT - 1] if line.startswith(("> ", "  No."))]


def header_count(screen):
    match = re.search(r"Pokédex\s+(\d+)/(\d+)", screen)
    return (int(match.group(1)), int(match.group(2))) if match else None


def run(command, **options):
    result = subprocess.run(command, capture_output=True, text=True, env={**os.environ, **UTF8}, **options)
    if result.returncode != 0:
        raise Failure(f"{' '.join(command)} exited {result.returncode}: {result.stderr}")
    return result.stdout


def page_counts(stats):
    return {path: count for path, count in stats["paths"].items() if path.startswith("/api/v2/pokemon/?")}


def expect_each_page_once(server, total, what):
    counts = page_counts(server.stats())
    wanted = {f"/api/v2/pokemon/?offset={offset}&limit={PAGE}" for offset in range(0, total, PAGE)}
    check(set(counts) == wanted, f"{what}: pages requested {sorted(set(counts) ^ wanted)[:5]}… differ from every page once")
    twice = {path: count for path, count in counts.items() if count != 1}
    check(not twice, f"{what}: pages requested more than once: {twice}")
    print(f"  ok: {what}: the server saw each of the {len(wanted)} pages requested once")


def scroll_everything(pokedex, server, expected, work):
    pane = Pane(work, "scroll")
    server.reset()
    pane.start(pokedex, ["--locale", "en", "--api", server.api("delay:120"), "--cache", os.path.join(work, "scroll-cache")],
               {"COLORTERM": "truecolor"})
    try:
        pane.wait(lambda text: selected(text) == expected[0], "the first entry")
        # One entry at a time past three page boundaries (20, 40, 60): each entry in turn.
        for index in range(1, 3 * PAGE + 5):
            pane.keys("j")
            pane.wait(lambda text: selected(text) == expected[index], f"entry {index + 1}, {expected[index]}")
        print(f"  ok: j through entries 1–{3 * PAGE + 5} past three page boundaries, each in turn")
        # Then a screen at a time to the end: every window is a run of the expected list.
        pane.keys("Home")
        list_capture = pane.wait(lambda text: selected(text) == expected[0], "Home")
        covered, start, windows = set(), 0, 0
        while True:
            screen = pane.capture()
            shown = entries(screen)
            count = header_count(screen)
            position = find_run(expected, shown, start)
            check(position is not None, f"the screen shows entries that are not a run of `pokedex list`:\n{screen}")
            covered.update(range(position, position + len(shown)))
            start, windows = position, windows + 1
            if count and count[0] == count[1] and selected(screen) == expected[-1]:
                break
            before = selected(screen)
            pane.keys("PageDown")
            # Only the selection's move says PgDn was handled: once the header counts every entry,
            # a wait on it would pass before the key is read, and two PgDns would skip a screen.
            pane.wait(lambda text: selected(text) != before, "PgDn to move")
        check(count == (len(expected), len(expected)), f"the header says {count}, not {len(expected)}/{len(expected)}")
        check(covered == set(range(len(expected))), f"entries never shown: {sorted(set(range(len(expected))) - covered)[:10]}")
        print(f"  ok: PgDn from the first page to the last ({windows} screens) showed all {len(expected)} entries, "
              "each once and in order, with random delays of 0–120 ms per request")
        expect_each_page_once(server, len(expected), "scrolling")
        pane.keys("q")
        pane.expect_restored(0)
        print("  ok: q quits and gives the terminal back (main screen, cursor, stty)")
        return list_capture
    finally:
        pane.stop()


def find_run(expected, shown, start):
    """Where `shown` occurs as a contiguous run of `expected`, at `start` or later."""
    if not shown:
        return None
    for position in range(start, len(expected) - len(shown) + 1):
        if expected[position:position + len(shown)] == shown:
            return position
    return None


def end_key(pokedex, server, expected, work):
    pane = Pane(work, "end")
    server.reset()
    pane.start(pokedex, ["--locale", "en", "--api", server.api("delay:120"), "--cache", os.path.join(work, "end-cache")], {})
    try:
        pane.wait(lambda text: selected(text) == expected[0], "the first entry")
        pane.keys("End")
        screen = pane.wait(lambda text: selected(text) == expected[-1] and header_count(text) == (len(expected),) * 2,
                           "End to reach the last entry", timeout=60)
        check(entries(screen) == expected[-len(entries(screen)):], f"the last screen is not the list's end:\n{screen}")
        print(f"  ok: End loaded the list to its last entry ({expected[-1]})")
        expect_each_page_once(server, len(expected), "End")
        pane.keys("C-c")
        pane.expect_restored(0)
        print("  ok: Ctrl-C quits and gives the terminal back")
    finally:
        pane.stop()


def card_facts(pokedex, server, locale, identifier):
    """`pokedex show`'s lines for the card: the title, the genus, the Pokédex entry (with its game),
    the (label, value) pairs, and each base stat (the indented lines) as "name value"."""
    lines = run([pokedex, "show", str(identifier), "--locale", locale, "--api", server.api()]).strip().split("\n")
    pairs = [tuple(line.split(": ", 1)) for line in lines[3:]
             if ": " in line and not line.startswith(("http", " "))]
    stats = [" ".join(line.strip().split(": ", 1)) for line in lines if line.startswith("  ")]
    return lines[0], lines[1], lines[2], pairs, stats


def words(text):
    """The words of a text that spaces them (U+0020 or U+3000)."""
    return [word for word in re.split(r"[ \u3000]+", text) if word]


def entry_lines(screen, genus):
    """The card's lines of the Pokédex entry: those under the genus, up to the blank line."""
    lines = screen.split("\n")
    start = next((index for index, line in enumerate(lines) if line.strip() == genus), None)
    if start is None:
        return []
    shown = []
    for line in lines[start + 1:]:
        if not line.strip():
            break
        shown.append(line.rstrip())
    return shown


def art_cells(capture):
    """The half-block cells with 24-bit colours: (foreground, background or None) per cell."""
    cells = []
    for line in capture.split("\n"):
        foreground = background = None
        for match in re.finditer(r"\x1b\[([0-9;]*)m|([▀▄])", line):
            if match.group(2):
                if foreground:
                    cells.append((foreground, background))
                continue
            codes = match.group(1).split(";")
            index = 0
            while index < len(codes):
                code = codes[index]
                if code in ("38", "48") and index + 4 < len(codes) + 1 and codes[index + 1] == "2":
                    colour = tuple(int(value) for value in codes[index + 2:index + 5])
                    if code == "38":
                        foreground = colour
                    else:
                        background = colour
                    index += 5
                    continue
                if code in ("0", ""):
                    foreground = background = None
                elif code == "39":
                    foreground = None
                elif code == "49":
                    background = None
                index += 1
    return cells


def open_card_by_search(pane, text, title):
    pane.keys("/")
    pane.wait(lambda screen: "Search:" in screen, "the search line")
    pane.keys(text, literal=True)
    pane.wait(lambda screen: (selected(screen) or "").startswith(title), f"'{title}' to be found by '{text}'")
    pane.keys("Enter")


def cards(pokedex, server, work, artwork):
    captures = {}
    for locale, cursor_steps in (("ko", 24), ("ja", 24)):
        pane = Pane(work, f"card-{locale}")
        pane.start(pokedex, ["--locale", locale, "--api", server.api(), "--cache", os.path.join(work, f"card-{locale}")],
                   {"COLORTERM": "truecolor"})
        try:
            title, genus, entry, facts, stats = card_facts(pokedex, server, locale, 25)
            pane.wait(lambda text: selected(text) is not None, "the list")
            for _ in range(cursor_steps):
                pane.keys("j")
            pane.wait(lambda text: selected(text) == title, f"{title} under the cursor")
            pane.keys("Enter")
            screen = pane.wait(lambda text: "▀" in text, f"the card of {title} with its artwork")
            lines = screen.split("\n")
            check(any(line.strip() == title for line in lines), f"{locale}: no '{title}' on the card:\n{screen}")
            check(any(line.strip() == genus for line in lines), f"{locale}: no genus '{genus}' on the card:\n{screen}")
            check(len(stats) == 6 and all(any(stat in line for line in lines) for stat in stats),
                  f"{locale}: the base stats {stats} are not all on the card:\n{screen}")
            check(sum(1 for line in lines if any(stat in line for stat in stats)) == 2,
                  f"{locale}: the six base stats are not three to a line:\n{screen}")
            value_columns = set()
            for label, value in facts:
                line = next((line for line in lines if line.strip().startswith(label + " ")), None)
                check(line is not None and line.rstrip().endswith(value), f"{locale}: no line '{label} … {value}':\n{screen}")
                value_columns.add(columns(line[:line.rindex(value)]))
            check(len(value_columns) == 1, f"{locale}: the values start at different columns {value_columns}:\n{screen}")
            cells = art_cells(pane.capture(escapes=True))
            colours = {}
            for foreground, background in cells:
                for colour in (foreground, background):
                    if colour:
                        colours[colour] = colours.get(colour, 0) + 1
            inner, outer = pngmaker.artwork_colours(25)
            # The rows under the facts, less the Pokédex entry's line or two above them: 150 cells or more.
            check(len(cells) >= 150, f"{locale}: only {len(cells)} artwork cells drawn")
            top = sorted(colours, key=colours.get, reverse=True)[:2]
            check(all(min(max(abs(a - b) for a, b in zip(colour, wanted)) for wanted in (inner, outer)) <= 2 for colour in top),
                  f"{locale}: the artwork's commonest colours {top} are not this Pokémon's {inner} and {outer}")
            print(f"  ok: {locale} card: '{title}', '{genus}', {', '.join(f'{label} {value}' for label, value in facts)}, the values in one "
                  f"column; base stats {', '.join(stats)} three to a line; {len(cells)} artwork cells in 24-bit colour, "
                  f"commonest {top[0]} and {top[1]} (the PNG's {inner}, {outer})")
            # The entry under the genus, whole, wrapped to the card (between words: ko and ja space them).
            shown = entry_lines(screen, genus)
            check(shown and words(" ".join(shown)) == words(entry) and all(columns(line) <= WIDTH - 2 for line in shown),
                  f"{locale}: the entry '{entry}' is not under the genus:\n{screen}")
            narrow = 40
            pane.tmux("resize-window", "-t", "browse", "-x", str(narrow), "-y", str(HEIGHT))
            resized = pane.wait(lambda text: len(entry_lines(text, genus)) >= 3, f"{locale}: the entry wrapped at {narrow} columns")
            wrapped = entry_lines(resized, genus)
            check(all(columns(line) <= narrow - 2 for line in wrapped) and words(" ".join(wrapped)) == words(entry)
                  and all(line.startswith("  ") and words(line) for line in wrapped),
                  f"{locale}: the entry at {narrow} columns is cut inside a word or too wide:\n{resized}")
            print(f"  ok: {locale} card: the Pokédex entry under the genus, on {len(shown)} line(s) at {WIDTH} columns and "
                  f"{len(wrapped)} at {narrow}, each within the card and broken only between words")
            pane.tmux("resize-window", "-t", "browse", "-x", str(WIDTH), "-y", str(HEIGHT))
            captures[locale] = screen
            pane.keys("q")
            pane.wait(lambda text: selected(text) == title, "back to the list")
            pane.keys("q")
            pane.expect_restored(0)
        finally:
            pane.stop()
    # A damaged image: the card shows without art, and says why in one line.
    pane = Pane(work, "damaged")
    pane.start(pokedex, ["--locale", "en", "--api", server.api(), "--cache", os.path.join(work, "damaged")], {"COLORTERM": "truecolor"})
    try:
        pane.wait(lambda text: selected(text) is not None, "the list")
        open_card_by_search(pane, "ditto", "No.132 Ditto")
        screen = pane.wait(lambda text: "Artwork:" in text and "loading" not in text, "the damaged artwork's line")
        check("fails its CRC check" in screen and "▀" not in screen and "Type" in screen,
              f"the card with a damaged PNG:\n{screen}")
        print("  ok: a PNG with a wrong CRC: the card shows without art and says: "
              + next(line.strip() for line in screen.split("\n") if "Artwork:" in line))
        pane.keys("Escape")
        pane.wait(lambda text: "Search:" in text, "back to the search")
        pane.keys("Escape")
        pane.wait(lambda text: "Pokédex" in text and selected(text) is not None, "back to the list")
        pane.tmux("resize-window", "-t", "browse", "-x", "60", "-y", "20")
        screen = pane.wait(lambda text: len(text.rstrip("\n").split("\n")) == 20
                           and text.split("\n")[19].startswith(" j/k move") and text.split("\n")[19].endswith("…"),
                           "the redraw at 60 × 20, its footer cut to fit")
        check(all(columns(line) <= 60 for line in screen.split("\n")), f"a line is wider than 60 columns:\n{screen}")
        check(len(entries(screen)) == 18, f"not 18 entries at 60 × 20:\n{screen}")
        print("  ok: resized to 60 × 20: redrawn with 18 entries, every line within 60 columns")
        pid = pane.pokedex_pid()
        os.kill(pid, signal.SIGTERM)
        pane.expect_restored(128 + signal.SIGTERM)
        print("  ok: SIGTERM: the terminal is given back and pokedex ends by the signal")
    finally:
        pane.stop()
    return captures


def search_offline(pokedex, work):
    expected = run([pokedex, "search", "ㄱㄹㅍㄷ", "--locale", "ko"]).split("\n")[0].split(" · ")[0]
    pane = Pane(work, "search")
    pane.start(pokedex, ["--locale", "ko", "--cache", os.path.join(work, "empty-cache")], {"COLORTERM": "truecolor"})
    try:
        pane.wait(lambda text: selected(text) is not None, "the list")
        # A romanization is shown with the name it spells, as `pokedex search` shows it.
        pane.keys("/")
        pane.wait(lambda screen: "Search:" in screen, "the search line")
        pane.keys("pikaqiu", literal=True)
        pane.wait(lambda screen: "zh-Hans 皮卡丘 (pikaqiu)" in screen, "'zh-Hans 皮卡丘 (pikaqiu)' beside the result of 'pikaqiu'")
        print("  ok: typing pikaqiu shows the match as zh-Hans 皮卡丘 (pikaqiu)")
        pane.keys("Escape")
        pane.wait(lambda text: selected(text) is not None and "Search:" not in text, "back to the list")
        open_card_by_search(pane, "ㄱㄹㅍㄷ", expected)
        print(f"  ok: typing ㄱㄹㅍㄷ finds {expected} first, as `pokedex search` does")
        screen = pane.wait(lambda text: "Artwork:" in text and "loading" not in text, "the offline card")
        art_lines = [line.strip() for line in screen.split("\n") if "Artwork:" in line]
        check(len(art_lines) == 1 and "needs --api URL or a cached image" in art_lines[0], f"the offline card:\n{screen}")
        print(f"  ok: offline, its card says in one line: {art_lines[0]}")
        pid = pane.pokedex_pid()
        os.kill(pid, signal.SIGSEGV)
        pane.expect_restored(128 + signal.SIGSEGV)
        print("  ok: SIGSEGV: the terminal is given back before the crash goes on")
    finally:
        pane.stop()


def fallbacks_offline(pokedex, work):
    """A card whose parts fall back: ja-Latn (romaji) has no form, genus, entry, type, ability, egg
    group or stat names, so Deoxys's Attack Forme, its genus, Psychic and the rest come from English,
    marked with * and named in the legend."""
    pane = Pane(work, "fallback")
    pane.start(pokedex, ["--locale", "ja-Latn", "--no-art", "--cache", os.path.join(work, "empty-cache")],
               {"COLORTERM": "truecolor"})
    try:
        pane.wait(lambda text: selected(text) is not None, "the list")
        open_card_by_search(pane, "deoxys-attack", "No.386")
        screen = pane.wait(lambda text: "Artwork:" in text, "the card of deoxys-attack")
        lines = [line.strip() for line in screen.split("\n")]
        title = next(line for line in lines if line.startswith("No.386"))
        start = next((index for index, line in enumerate(lines) if line.startswith("* not in ja-Latn")), None)
        # One line, or its opening and then a line for each locale that answered.
        legend = "" if start is None else lines[start] + (" " + lines[start + 1] if lines[start].endswith("shown from") else "")
        check(title.endswith("*") and re.search(r"en \(form name, genus, Pokédex entry, type names, abilities, egg groups, stats\)", legend),
              f"the fallbacks are not marked:\n{screen}")
        check(any(line.startswith("Artwork: https://raw.githubusercontent.com/PokeAPI/") for line in lines),
              f"--no-art does not show the artwork's URL:\n{screen}")
        print(f"  ok: ja-Latn: '{title}' and the legend '{legend}'; --no-art shows the artwork's URL")
        pane.keys("q")
        pane.wait(lambda text: "Search:" in text, "back to the search")
        pane.keys("Escape")
        pane.wait(lambda text: selected(text) is not None and "Search:" not in text, "back to the list")
        pane.keys("q")
        pane.expect_restored(0)
    finally:
        pane.stop()


def twenty_cards(pokedex, server, expected, work):
    cache = os.path.join(work, "twenty")
    counts = []
    for run_name in ("cold", "warm"):
        pane = Pane(work, f"twenty-{run_name}")
        server.reset()
        pane.start(pokedex, ["--locale", "en", "--api", server.api(), "--cache", cache], {"COLORTERM": "truecolor"})
        try:
            pane.wait(lambda text: selected(text) == expected[0], "the list")
            for index in range(20):
                pane.wait(lambda text: selected(text) == expected[index], expected[index])
                pane.keys("Enter")
                pane.wait(lambda text: "▀" in text and expected[index] in text, f"the card of {expected[index]}")
                pane.keys("Escape")
                pane.wait(lambda text: selected(text) == expected[index], "back to the list")
                pane.keys("j")
            pane.keys("q")
            pane.expect_restored(0)
        finally:
            pane.stop()
        stats = server.stats()
        images = {path: count for path, count in stats["paths"].items() if path.startswith("/artwork/")}
        counts.append(images)
    cold, warm = counts
    check(len(cold) == 20 and set(cold.values()) == {1}, f"cold: images requested {cold}")
    check(not warm, f"warm: images requested again: {warm}")
    print("  ok: 20 cards cold fetched each of 20 images once; a second run opening the same 20 fetched none")


def main():
    pokedex = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/pokedex"))
    check(os.access(pokedex, os.X_OK), f"{pokedex} is not built; run `swift build` first")
    check(shutil.which("tmux"), "tmux is missing (Debian package tmux; .ci/run installs it)")
    shared = os.path.join(os.path.dirname(ROOT), "shared", "pokeapi")
    has_shared = os.path.isfile(os.path.join(shared, "api/v2/pokemon/20/index.json"))
    root = shared if has_shared else os.path.join(ROOT, "Tests/Fixtures/pokeapi")
    work = tempfile.mkdtemp(prefix="browse-in-tmux-")
    try:
        artwork = os.path.join(work, "artwork")
        bodies = sorted(int(name) for name in os.listdir(os.path.join(root, "api/v2/pokemon")) if name.isdigit())
        pngmaker.artwork(artwork, [identifier for identifier in bodies if identifier != 132], 96, False)
        pngmaker.hostile(os.path.join(work, "hostile"))
        shutil.copy(os.path.join(work, "hostile", "bad-crc.png"), os.path.join(artwork, "132.png"))
        expected = run([pokedex, "list", "--locale", "en"]).rstrip("\n").split("\n")
        server = FixtureServer(root, artwork)
        try:
            list_capture = scroll_everything(pokedex, server, expected, work)
            end_key(pokedex, server, expected, work)
            captures = cards(pokedex, server, work, artwork)
            search_offline(pokedex, work)
            fallbacks_offline(pokedex, work)
            if has_shared:
                twenty_cards(pokedex, server, expected, work)
            else:
                print("  skipped: 20 cards cold and warm: ../shared/pokeapi (PokeAPI's recorded responses) is absent, "
                      "and the committed fixtures hold 6 pokemon bodies")
        finally:
            server.stop()
        print("\n-- the list (capture-pane) --\n" + list_capture.rstrip())
        print("\n-- a card with its artwork (capture-pane, ko) --\n" + captures["ko"].rstrip())
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    try:
        main()
    except Failure as failure:
        print(f"browse-in-tmux: FAILED: {failure}", file=sys.stderr)
        sys.exit(1)
