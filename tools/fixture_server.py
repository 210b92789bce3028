#!/usr/bin/env python3
"""Serve recorded PokeAPI bodies over HTTP on 127.0.0.1, the way the live API answers.

Start:  python3 tools/fixture_server.py [--root DIR] [--add DIR] [--port 0] [--fault SPEC] [--artwork DIR]
                                        [--list ENDPOINT=FILE]... [--lifetime SECONDS] [--stop-on-eof]

The first line on stdout is the server's URL, e.g. ``http://127.0.0.1:54321`` (no trailing
slash); the API lives under ``/api/v2/`` below it. ``--port 0`` (the default) picks a free port.

Data: ``--root DIR`` holds ``api/v2/<resource>/index.json`` (the full list) and
``api/v2/<resource>/<id>/index.json`` (one body), the layout of PokeAPI's static api-data.
The default root is ``Tests/Fixtures/pokeapi`` of this package; ``../shared/pokeapi`` has the full corpus
(PokeAPI's responses: the api/v2 tree of github.com/PokeAPI/api-data).

A newer server (``--add DIR``): DIR is laid out as ROOT and holds what a server newer than the
recorded one adds (``Tests/Fixtures/pokeapi-newer``: a species No.1026 and an ability the bundled
snapshot lacks). Its bodies are served where ROOT has none, and each of its lists' entries is added
to ROOT's list of that resource (or the ``--list`` one), in id order as the server orders them.

Lists from a snapshot (``--list ENDPOINT=FILE``, repeatable): ``/api/v2/ENDPOINT/`` serves the
list of FILE, a snapshot file of ``id = slug`` lines (``#`` comments skipped), such as
``--list ability=Resources/snapshot/abilities.txt``: each entry ``{"name": slug, "url":
"/api/v2/ENDPOINT/id/"}``, paged as below. Only where ROOT has no ``api/v2/ENDPOINT/index.json``:
recorded responses win. The bodies of single entries are not served (404). The tests derive the
pairs from each key list's declared endpoint (KeyListKind.apiEndpoint), so none is written by hand.

Behaviour, as the live API:
  * ``/api/v2/<resource>/?limit=&offset=`` slices the full list (default limit 20) and writes
    absolute ``next``/``previous`` URLs; every ``"url": "/api/v2/..."`` in a body is rewritten to
    an absolute URL on this server (``--urls path`` keeps the recorded paths).
  * ``/api/v2/pokemon/25`` answers 301 to ``/api/v2/pokemon/25/`` (query kept).
  * ``/api/v2/pokemon/pikachu/`` serves the body of the id whose list entry has that name.
  * Unknown ids, names or resources answer 404 with ``{"detail": "Not found."}``.
  * Every 200 carries an ETag; a matching ``If-None-Match`` answers 304 without a body.
  * A ``/pokemon-species/<id>/`` body lists its ``egg_groups`` by egg group id, as the server
    does; the recorded api-data keeps the CSV's row order (Woobat's ground before flying).

Artwork (``--artwork DIR``): ``/artwork/NAME.png`` serves ``DIR/NAME.png`` as ``image/png``, with an
ETag and 304s as above (404 when there is no such file), and every official-artwork URL in a body
(``https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork/``)
is rewritten to this server's ``/artwork/`` (under the request's fault prefix, so the images get the
same faults). ``tools/pngmaker.py artwork DIR 1-25`` makes such a folder. Without ``--artwork`` the
bodies keep PokeAPI's URLs.

Fault modes. Either for every request (``--fault SPEC``) or per request with a path prefix,
``/_fault/SPEC/api/v2/...``, so a test picks one by its client's base URL. SPEC is
``KIND[:VALUE][@N]``; ``@N`` makes only the first N requests for each path faulty, later ones
answer normally (for retry tests). Kinds:
  * ``500``            500 with ``{"detail": "Injected server error."}``
  * ``429[:S]``        429 with ``Retry-After: S`` (seconds, default 1)
  * ``slow[:MS]``      wait MS milliseconds (default 5000) before answering, to pass a client timeout
  * ``drip[:MS]``      answer 200 with the full Content-Length at once, then the body one byte every MS
                       milliseconds (default 1000): never idle long enough for a timeout between
                       bytes, so only a deadline for the whole answer ends it
  * ``delay[:MS]``     wait a random 0..MS milliseconds (default 200), for out-of-order arrivals
  * ``hold``           keep the request, unanswered, until ``/_release`` lets it through: a test
                       decides when and in which order answers go out, by counting requests, not
                       by racing a clock
  * ``truncated``      promise the full Content-Length, send half the body, close the connection
  * ``invalid-json``   200 with a body that is not JSON
  * ``redirect-loop``  302 to the same URL, forever
  * ``huge[:BYTES]``   200 with a valid JSON body of BYTES bytes (default 16 MiB), sent chunked with no
                       Content-Length, so a client has to count the bytes to refuse it
  * ``huge-header[:BYTES]`` 200 with a normal body and, before it, one header line (``X-Padding``)
                       BYTES long (default 200000): past libcurl's 100 KB per line, or (between 64 KiB and
                       100 KB) past the client's own limit on an answer's headers
  * ``endless``        200 with a chunked body that never ends, written as fast as the client takes it,
                       until the client hangs up: a client must stop at its limit, not at the end
  * ``height:N``, ``weight:N``, ``count:N``  the recorded body with its top-level ``height``, ``weight``
                       or (on a list page) ``count`` set to the integer N, which may be negative or
                       past 64 bits (default -1): a server that sends values no Pokemon or list has
  * ``base-stat:N``    a ``/pokemon/<id>/`` body whose first stat's ``base_stat`` is N (default -1)
  * ``list-links``     a list page with its ``next`` and ``previous`` swapped: the first page names a
                       previous page and no next one, the last a next page and no previous one
  * ``list-shape``     a list page whose ``results`` is an object of its entries by name, not an array
                       (a server of another API, or a broken one)
Example: ``/_fault/500@2/api/v2/pokemon/1/`` fails twice, then serves Bulbasaur;
``/_fault/weight:9223372036854775807/api/v2/pokemon/25/`` serves Pikachu weighing Int64.max hg.

Escape faults (hostile text for a client that prints what a server sends; ``@N`` works as above).
Each puts ``ESCAPES`` into one part of an answer: the text ``\\x1b]52;c;cG9rZWRleA==\\x07`` (OSC 52,
which writes the clipboard), ``\\x1b[2J`` (CSI that erases the screen), the C1 controls ``\\x9b2J``
(CSI) and ``\\x9d0;title\\x9c`` (OSC … ST), a DEL (``\\x7f``) and the bidirectional controls
U+202E (right-to-left override) and U+2067 (right-to-left isolate); without its control characters it
reads ``]52;c;cG9rZWRleA==[2J2J0;title``. Kinds:
  * ``escape-type``     a ``/pokemon/<id>/`` body whose first type's name ends in ESCAPES (an unknown type slug)
  * ``escape-ability``  a ``/pokemon/<id>/`` body whose first ability's name ends in ESCAPES (an unknown ability slug)
  * ``escape-egg-group`` a ``/pokemon-species/<id>/`` body whose first egg group's name ends in ESCAPES
  * ``escape-name``     a ``/pokemon/`` list page whose every entry's name ends in ESCAPES
  * ``escape-artwork``  a ``/pokemon/<id>/`` body whose official-artwork URL ends in ESCAPES
  * ``escape-detail``   every answer a 404 whose ``detail`` is ``Not found.`` and ESCAPES
  * ``escape-names``    a ``/pokemon-species/<id>/`` or ``/type/<id>/`` body whose every localized name
                        (``names[].name``) ends in ESCAPES, then a right-to-left override (U+202E), a
                        bidi isolate (U+2066), a line feed with a GitHub workflow command after it
                        (``::error file=README.md,line=1::injected``) and a line separator (U+2028)

Bookkeeping (not part of PokeAPI):
  * ``GET /_stats`` → ``{"total": N, "paths": {"/api/v2/pokemon/1/": 2, ...}, "statuses": {...},
    "peakInFlight": N, "connections": N}``; paths include the query string and exclude any fault
    prefix; ``/_stats`` itself is not counted. ``peakInFlight`` is the most requests the server was
    answering at once (from their arrival to their last byte, fault waits included), for checking a
    client's concurrency limit. ``connections`` is how many TCP connections carried a counted
    request (one that keeps its connection alive sends all its requests on one), for checking that
    a client reuses its connections; a connection that only asked for ``/_stats`` is not counted.
  * ``GET /_stats/reset`` sets the counters to zero (the peak to the requests in flight now).
  * ``"held"`` in ``/_stats``: the paths (with query) of the requests a ``hold`` fault keeps now,
    in the order they arrived.
  * ``GET /_release?path=P`` lets the oldest held request for P (URL-encoded, as ``held`` lists it)
    through and answers once its answer is written, so answers released one after the other go
    out in that order; 404 when none is held for P. ``GET /_release`` lets every held one through.

Stopping: the process runs until killed (SIGTERM). ``--lifetime S`` stops it after S seconds and
``--stop-on-eof`` stops it when stdin closes, so a crashed test runner does not leave it behind.
Python standard library only.
"""

import argparse
import hashlib
import json
import os
import random
import re
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

DEFAULT_LIMIT = 20
ARTWORK_PREFIX = b"https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork/"
NOT_FOUND = b'{"detail": "Not found."}'
FAULT_PATTERN = re.compile(
    r"^(500|429|slow|drip|delay|hold|truncated|invalid-json|redirect-loop|huge-header|huge|endless|height|weight|count|base-stat|list-links|list-shape)(?::(-?\d+))?(?:@(\d+))?$")
# Kinds whose VALUE may be negative; the others take a count of something.
SIGNED_KINDS = ("height", "weight", "count", "base-stat")
HUGE_DEFAULT = 16 * 1024 * 1024


class Fault:
    """One parsed fault SPEC: KIND[:VALUE][@N]."""

    def __init__(self, spec):
        match = FAULT_PATTERN.match(spec) or ESCAPE_FAULT_PATTERN.match(spec)
        if not match or (match.group(2) or "").startswith("-") and match.group(1) not in SIGNED_KINDS:
            raise ValueError(
                f"Unknown fault '{spec}'. Use KIND[:VALUE][@N] with KIND one of 500, 429, slow, "
                "drip, delay, hold, truncated, invalid-json, redirect-loop, huge-header, huge, endless, height, weight, count, "
                "base-stat, list-links, list-shape (only height, weight, count and base-stat take a negative VALUE)."
            )
        self.spec = spec
        self.kind = match.group(1)
        self.value = int(match.group(2)) if match.group(2) else None
        self.first = int(match.group(3)) if match.group(3) else None


# ---- Escape faults: terminal escape sequences in a server's text (see the docstring) ----------
ESCAPES = "\x1b]52;c;cG9rZWRleA==\x07\x1b[2J\x9b2J\x9d0;title\x9c\x7f\u202e\u2067"
ESCAPE_KINDS = ("escape-type", "escape-ability", "escape-egg-group", "escape-names", "escape-name", "escape-artwork", "escape-detail")
# What escape-names adds to every localized name: ESCAPES, bidi controls, and a line break that
# would start a CI log line of its own.
NAME_ESCAPES = ESCAPES + "\u202e\u2066\n::error file=README.md,line=1::injected\u2028"
# The same groups as FAULT_PATTERN (kind, value, @N); these kinds take no value.
ESCAPE_FAULT_PATTERN = re.compile(r"^(" + "|".join(ESCAPE_KINDS) + r")()(?:@(\d+))?$")


def apply_escape_fault(handler, fault, prefix, path, query):
    """Answers for an escape fault and returns True, or returns False to let the request through."""
    if fault.kind == "escape-detail":
        handler.send_json(404, json.dumps({"detail": "Not found." + ESCAPES}).encode())
        return True
    if not path.endswith("/"):
        return False  # the 301 to the slashed path, which this fault then rewrites
    status, body = handler.resolve(prefix, path, query)
    document = json.loads(body) if status == 200 else None
    if not isinstance(document, dict):
        return False
    if fault.kind == "escape-names" and isinstance(document.get("names"), list):
        for entry in document["names"]:
            entry["name"] = entry["name"] + NAME_ESCAPES
    elif fault.kind == "escape-name" and isinstance(document.get("results"), list):
        for entry in document["results"]:
            entry["name"] = entry["name"] + ESCAPES
    elif fault.kind == "escape-type" and document.get("types"):
        document["types"][0]["type"]["name"] = document["types"][0]["type"]["name"] + ESCAPES
    elif fault.kind == "escape-ability" and document.get("abilities"):
        document["abilities"][0]["ability"]["name"] = document["abilities"][0]["ability"]["name"] + ESCAPES
    elif fault.kind == "escape-egg-group" and document.get("egg_groups"):
        document["egg_groups"][0]["name"] = document["egg_groups"][0]["name"] + ESCAPES
    elif fault.kind == "escape-artwork" and isinstance(document.get("sprites"), dict):
        other = document["sprites"]["other"] = document["sprites"].get("other") or {}
        artwork = other["official-artwork"] = other.get("official-artwork") or {}
        artwork["front_default"] = (artwork.get("front_default") or "https://example.invalid/artwork.png") + ESCAPES
    else:
        return False
    # ensure_ascii=False: the C1 controls and DEL go out as UTF-8, the C0 ones as JSON escapes.
    handler.send_json(200, json.dumps(document, ensure_ascii=False).encode())
    return True
# ---- end of escape faults ----------------------------------------------------------------------


class Corpus:
    """Recorded bodies under ROOT/api/v2, read once and kept in memory."""

    def __init__(self, root, lists=None, added=None):
        self.root = root
        # The folder of a newer server's additions (--add), or None.
        self.added = added
        self.lock = threading.Lock()
        self.bodies = {}
        self.slugs = {}
        # ENDPOINT -> the full list made from a snapshot file (--list).
        self.lists = lists or {}

    def read(self, relative):
        with self.lock:
            if relative in self.bodies:
                return self.bodies[relative]
        body = read_file(os.path.join(self.root, relative))
        if self.added is not None:
            addition = read_file(os.path.join(self.added, relative))
            if addition is not None and relative.endswith("/index.json") and relative.count("/") == 3:
                body = merged_list(body, addition, relative.split("/")[2], self.lists)
            elif body is None:
                body = addition
        if body is not None and relative.startswith("api/v2/pokemon-species/"):
            body = egg_groups_by_id(body)
        with self.lock:
            self.bodies[relative] = body
        return body

    def full_list(self, resource):
        body = self.read(f"api/v2/{resource}/index.json")
        if body is None:
            return self.lists.get(resource)
        return json.loads(body)

    def id_for_slug(self, resource, slug):
        with self.lock:
            table = self.slugs.get(resource)
        if table is None:
            listing = self.full_list(resource) or {"results": []}
            table = {}
            for entry in listing["results"]:
                digits = entry["url"].rstrip("/").rsplit("/", 1)[-1]
                table[entry["name"]] = digits
            with self.lock:
                self.slugs[resource] = table
        return table.get(slug)


def read_file(path):
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError:
        return None


def merged_list(body, addition, resource, lists):
    """ROOT's full list of `resource` (or the --list one) with the entries of `addition`, a newer
    server's list, added in id order; an entry whose id ROOT has keeps ROOT's."""
    def number(entry):
        return int(entry["url"].rstrip("/").rsplit("/", 1)[-1])
    base = json.loads(body) if body is not None else lists.get(resource) or {"results": []}
    known = {number(entry) for entry in base["results"]}
    results = base["results"] + [entry for entry in json.loads(addition)["results"] if number(entry) not in known]
    results.sort(key=number)
    return json.dumps({"count": len(results), "next": None, "previous": None, "results": results},
                      ensure_ascii=False).encode()


def egg_groups_by_id(body):
    """A species body with its ``egg_groups`` by egg group id, as PokeAPI's server lists them (it
    orders the relation by primary key). The recorded api-data keeps pokemon_egg_groups.csv's row
    order, which puts 11 species' two groups the other way round (Woobat: ground before flying);
    a body already in id order is served byte for byte as recorded."""
    try:
        document = json.loads(body)
        groups = document.get("egg_groups")
        ids = [int(group["url"].rstrip("/").rsplit("/", 1)[-1]) for group in groups or []]
    except (ValueError, TypeError, KeyError, AttributeError):
        return body
    if ids == sorted(ids):
        return body
    document["egg_groups"] = [group for _, group in sorted(zip(ids, groups), key=lambda pair: pair[0])]
    return json.dumps(document, ensure_ascii=False).encode()


def snapshot_list(endpoint, path):
    """The full list of a snapshot file of `id = slug` lines, as /api/v2/ENDPOINT/index.json has it."""
    results = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            identifier, _, slug = (part.strip() for part in line.partition("="))
            results.append({"name": slug, "url": f"/api/v2/{endpoint}/{identifier}/"})
    return {"count": len(results), "next": None, "previous": None, "results": results}


class Stats:
    """Request counters for /_stats."""

    def __init__(self):
        self.lock = threading.Lock()
        self.in_flight = 0
        # Requests a `hold` fault keeps: [path, release event, answered event], oldest first.
        self.held = []
        self.clear()

    def clear(self):
        self.total = 0
        self.paths = {}
        self.statuses = {}
        self.fault_hits = {}
        self.peak_in_flight = self.in_flight
        self.connections = 0

    def reset(self):
        with self.lock:
            self.clear()

    def count(self, path, new_connection):
        """Counts a request, and its connection when this is the first counted request on it."""
        with self.lock:
            self.total += 1
            self.paths[path] = self.paths.get(path, 0) + 1
            if new_connection:
                self.connections += 1

    def enter(self):
        """A counted request started being answered."""
        with self.lock:
            self.in_flight += 1
            self.peak_in_flight = max(self.peak_in_flight, self.in_flight)

    def leave(self):
        """A counted request was answered (or its client hung up)."""
        with self.lock:
            self.in_flight -= 1

    def status(self, code):
        with self.lock:
            key = str(code)
            self.statuses[key] = self.statuses.get(key, 0) + 1

    def fault_applies(self, fault, path):
        """Whether this request is one of the first N for its path under this fault."""
        if fault.first is None:
            return True
        with self.lock:
            key = (fault.spec, path)
            seen = self.fault_hits.get(key, 0)
            self.fault_hits[key] = seen + 1
            return seen < fault.first

    def hold(self, path):
        """Keeps a request until it is released; returns the event to set once it is answered."""
        release, answered = threading.Event(), threading.Event()
        with self.lock:
            self.held.append((path, release, answered))
        release.wait()
        return answered

    def release(self, path):
        """Lets the oldest held request for `path` (all of them for None) through; the events
        that are set once they are answered."""
        with self.lock:
            chosen = [entry for entry in self.held if path is None or entry[0] == path][: None if path is None else 1]
            self.held = [entry for entry in self.held if entry not in chosen]
        for _, release, _ in chosen:
            release.set()
        return [answered for _, _, answered in chosen]

    def snapshot(self):
        with self.lock:
            return {"total": self.total, "paths": dict(self.paths), "statuses": dict(self.statuses),
                    "peakInFlight": self.peak_in_flight, "held": [entry[0] for entry in self.held],
                    "connections": self.connections}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "PokeAPIFixture/1.0"

    def log_message(self, format, *args):
        if self.server.verbose:
            sys.stderr.write("fixture_server: " + (format % args) + "\n")

    def do_GET(self):
        parts = urlsplit(self.path)
        path, query = parts.path, parts.query
        if path in ("/_stats", "/_stats/"):
            return self.send_json(200, json.dumps(self.server.stats.snapshot()).encode(), counted=False)
        if path == "/_stats/reset":
            self.server.stats.reset()
            return self.send_json(200, b'{"reset": true}', counted=False)
        if path == "/_release":
            wanted = parse_qs(query).get("path", [None])[0]
            answers = self.server.stats.release(wanted)
            if wanted is not None and not answers:
                return self.send_json(404, json.dumps({"detail": f"No request for {wanted} is held."}).encode(), counted=False)
            for answered in answers:
                answered.wait(timeout=60)
            return self.send_json(200, json.dumps({"released": len(answers)}).encode(), counted=False)

        prefix, fault = "", self.server.fault
        match = re.match(r"^/_fault/([^/]+)(/.*)$", path)
        if match:
            try:
                fault = Fault(match.group(1))
            except ValueError as error:
                return self.send_json(400, json.dumps({"detail": str(error)}).encode())
            prefix, path = f"/_fault/{match.group(1)}", match.group(2)

        counted = path + (f"?{query}" if query else "")
        # One handler serves one connection, all its requests: the first counted one counts it.
        new_connection = not getattr(self, "connection_counted", False)
        self.connection_counted = True
        self.server.stats.count(counted, new_connection)
        self.server.stats.enter()
        answered = None
        try:
            if fault is not None and self.server.stats.fault_applies(fault, counted):
                if fault.kind == "hold":
                    answered = self.server.stats.hold(counted)
                elif self.apply_fault(fault, prefix, path, query):
                    return
            self.serve(prefix, path, query)
        finally:
            self.server.stats.leave()
            if answered is not None:
                answered.set()

    def apply_fault(self, fault, prefix, path, query):
        """Answers for the fault and returns True, or returns False to let the request through."""
        if fault.kind in ESCAPE_KINDS:
            return apply_escape_fault(self, fault, prefix, path, query)
        if fault.kind == "500":
            self.send_json(500, b'{"detail": "Injected server error."}')
        elif fault.kind == "429":
            seconds = fault.value if fault.value is not None else 1
            self.send_json(429, b'{"detail": "Request was throttled."}', {"Retry-After": str(seconds)})
        elif fault.kind == "slow":
            time.sleep((fault.value if fault.value is not None else 5000) / 1000)
            return False
        elif fault.kind == "delay":
            time.sleep(random.uniform(0, (fault.value if fault.value is not None else 200) / 1000))
            return False
        elif fault.kind == "invalid-json":
            self.send_json(200, b'{"id": 1, "name": "bulbasaur", this is not JSON')
        elif fault.kind == "redirect-loop":
            target = self.absolute(prefix + path) + (f"?{query}" if query else "")
            self.send_empty(302, {"Location": target})
        elif fault.kind == "huge-header":
            self.send_json(200, b'{"detail": "padded"}', {"X-Padding": "a" * (fault.value if fault.value is not None else 200000)})
        elif fault.kind == "huge":
            self.send_huge(fault.value if fault.value is not None else HUGE_DEFAULT)
        elif fault.kind == "endless":
            self.send_endless()
        elif fault.kind in SIGNED_KINDS or fault.kind in ("list-links", "list-shape"):
            if not path.endswith("/"):
                return False  # the 301 to the slashed path, which this fault then rewrites
            status, body = self.resolve(prefix, path, query)
            document = json.loads(body) if status == 200 else None
            if not isinstance(document, dict):
                return False
            if fault.kind == "list-links":
                document["next"], document["previous"] = document.get("previous"), document.get("next")
            elif fault.kind == "list-shape":
                if not isinstance(document.get("results"), list):
                    return False
                document["results"] = {entry.get("name", ""): entry for entry in document["results"]}
            elif fault.kind == "base-stat":
                if not document.get("stats"):
                    return False
                document["stats"][0]["base_stat"] = fault.value if fault.value is not None else -1
            else:
                document[fault.kind] = fault.value if fault.value is not None else -1
            self.send_json(200, json.dumps(document, ensure_ascii=False).encode())
        elif fault.kind == "drip":
            if not path.endswith("/"):
                return False  # the 301 to the slashed path, which this fault then drips
            status, body = self.resolve(prefix, path, query)
            self.send_drip(status, body, (fault.value if fault.value is not None else 1000) / 1000)
        elif fault.kind == "truncated":
            if path.startswith("/artwork/"):
                body = self.artwork_body(path) or NOT_FOUND
            else:
                body = self.resolve(prefix, path, query)[1] or NOT_FOUND
            self.server.stats.status(200)
            self.send_response(200)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
        return True

    def serve(self, prefix, path, query):
        if path.startswith("/artwork/"):
            return self.serve_artwork(path)
        if not path.endswith("/"):
            target = self.absolute(prefix + path + "/") + (f"?{query}" if query else "")
            return self.send_empty(301, {"Location": target})
        status, body = self.resolve(prefix, path, query)
        if status != 200:
            return self.send_json(status, body)
        etag = '"' + hashlib.sha1(body).hexdigest() + '"'
        if etag in [tag.strip() for tag in self.headers.get("If-None-Match", "").split(",")]:
            return self.send_empty(304, {"ETag": etag})
        self.send_json(200, body, {"ETag": etag})

    def artwork_body(self, path):
        """The bytes of /artwork/NAME.png, or None."""
        name = path[len("/artwork/"):]
        folder = self.server.artwork
        if not folder or not re.fullmatch(r"[A-Za-z0-9_-][A-Za-z0-9_.-]*\.png", name):
            return None
        try:
            with open(os.path.join(folder, name), "rb") as handle:
                return handle.read()
        except OSError:
            return None

    def serve_artwork(self, path):
        body = self.artwork_body(path)
        if body is None:
            return self.send_json(404, NOT_FOUND)
        etag = '"' + hashlib.sha1(body).hexdigest() + '"'
        if etag in [tag.strip() for tag in self.headers.get("If-None-Match", "").split(",")]:
            return self.send_empty(304, {"ETag": etag})
        self.send_json(200, body, {"ETag": etag}, content_type="image/png")

    def resolve(self, prefix, path, query):
        """Returns (status, body) for an /api/v2/ path ending in a slash."""
        segments = [segment for segment in path.split("/") if segment]
        if len(segments) < 3 or segments[:2] != ["api", "v2"] or len(segments) > 4:
            return 404, NOT_FOUND
        resource = segments[2]
        corpus = self.server.corpus
        if len(segments) == 3:
            listing = corpus.full_list(resource)
            if listing is None:
                return 404, NOT_FOUND
            return 200, self.rewrite(prefix, self.slice(prefix, resource, listing, query))
        key = segments[3]
        if not key.isdigit():
            key = corpus.id_for_slug(resource, key)
            if key is None:
                return 404, NOT_FOUND
        body = corpus.read(f"api/v2/{resource}/{key}/index.json")
        if body is None:
            return 404, NOT_FOUND
        return 200, self.rewrite(prefix, body)

    def slice(self, prefix, resource, listing, query):
        arguments = parse_qs(query)

        def number(name, default):
            try:
                return max(0, int(arguments.get(name, [default])[0]))
            except ValueError:
                return default

        limit, offset = number("limit", DEFAULT_LIMIT), number("offset", 0)
        results = listing["results"]
        count = len(results)
        base = self.absolute(f"{prefix}/api/v2/{resource}/")
        following = f"{base}?offset={offset + limit}&limit={limit}" if offset + limit < count else None
        preceding = f"{base}?offset={max(0, offset - limit)}&limit={limit}" if offset > 0 else None
        page = {"count": count, "next": following, "previous": preceding,
                "results": results[offset: offset + limit]}
        return json.dumps(page, ensure_ascii=False).encode()

    def rewrite(self, prefix, body):
        if self.server.artwork:
            body = body.replace(ARTWORK_PREFIX, self.absolute(prefix + "/artwork/").encode())
        if self.server.path_urls:
            return body
        return body.replace(b'"/api/v2/', b'"' + self.absolute(prefix + "/api/v2/").encode())

    def absolute(self, path):
        return f"http://{self.headers.get('Host') or self.server.authority}{path}"

    def send_json(self, status, body, headers=None, counted=True, content_type="application/json; charset=utf-8"):
        if counted:
            self.server.stats.status(status)
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def send_huge(self, size):
        """A 200 whose JSON body is `size` bytes, in chunks; stops quietly when the client hangs up."""
        self.start_chunked(200)
        opening, closing = b'{"id": 1, "name": "bulbasaur", "padding": "', b'"}'
        padding = max(0, size - len(opening) - len(closing))
        block = b"x" * 65536
        pieces = [opening]
        while padding > 0:
            pieces.append(block[: min(padding, len(block))])
            padding -= len(pieces[-1])
        pieces.append(closing)
        try:
            for piece in pieces:
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

    def send_drip(self, status, body, interval):
        """The answer's head at once, then its body a byte at a time, `interval` seconds apart;
        stops quietly when the client hangs up."""
        self.server.stats.status(status)
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.flush()
            for index in range(len(body)):
                time.sleep(interval)
                self.wfile.write(body[index:index + 1])
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def send_endless(self):
        """A 200 whose chunked JSON body never ends; returns when the client hangs up."""
        self.start_chunked(200)
        opening, block = b'{"id": 1, "name": "bulbasaur", "padding": "', b"x" * 65536
        chunk = b"%x\r\n%s\r\n" % (len(block), block)
        try:
            self.wfile.write(b"%x\r\n%s\r\n" % (len(opening), opening))
            while True:
                self.wfile.write(chunk)
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

    def start_chunked(self, status):
        """Sends the status line and headers of a JSON answer whose body follows in chunks."""
        self.server.stats.status(status)
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

    def send_empty(self, status, headers):
        self.server.stats.status(status)
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", "0")
        self.end_headers()


class QuietServer(ThreadingHTTPServer):
    """A threading server that does not print a traceback when a client hangs up early."""

    daemon_threads = True

    def handle_error(self, request, client_address):
        if self.verbose:
            super().handle_error(request, client_address)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description="Serve recorded PokeAPI bodies (see the docstring).")
    parser.add_argument("--root", default=os.path.join(here, "..", "Tests", "Fixtures", "pokeapi"),
                        help="folder that holds api/v2/ (default: the package's Tests/Fixtures/pokeapi)")
    parser.add_argument("--add", help="folder laid out as ROOT with what a newer server adds (bodies, list entries)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port (default)")
    parser.add_argument("--fault", help="fault SPEC applied to every request, e.g. 500@2 or delay:100")
    parser.add_argument("--urls", choices=["absolute", "path"], default="absolute",
                        help="write resource URLs as absolute URLs (live API) or as recorded paths")
    parser.add_argument("--artwork", help="folder of NAME.png files served at /artwork/NAME.png; official-artwork "
                        "URLs in bodies then point there")
    parser.add_argument("--list", action="append", default=[], metavar="ENDPOINT=FILE",
                        help="serve /api/v2/ENDPOINT/ from a snapshot file of `id = slug` lines (repeatable)")
    parser.add_argument("--lifetime", type=float, help="stop after this many seconds")
    parser.add_argument("--stop-on-eof", action="store_true", help="stop when stdin closes")
    parser.add_argument("--verbose", action="store_true", help="log each request to stderr")
    options = parser.parse_args()

    if not os.path.isdir(os.path.join(options.root, "api", "v2")):
        parser.exit(64, f"fixture_server: {options.root} has no api/v2 folder. "
                        "Pass --root with a folder laid out like PokeAPI's api-data.\n")
    try:
        fault = Fault(options.fault) if options.fault else None
    except ValueError as error:
        parser.exit(64, f"fixture_server: {error}\n")

    lists = {}
    for pair in options.list:
        endpoint, _, path = pair.partition("=")
        if not re.fullmatch(r"[a-z-]+", endpoint) or not os.path.isfile(path):
            parser.exit(64, f"fixture_server: --list {pair} is not ENDPOINT=FILE with a lower-case endpoint "
                            "and a snapshot file that exists, such as ability=Resources/snapshot/abilities.txt.\n")
        lists[endpoint] = snapshot_list(endpoint, path)

    server = QuietServer((options.host, options.port), Handler)
    if options.add and not os.path.isdir(os.path.join(options.add, "api", "v2")):
        parser.exit(64, f"fixture_server: --add {options.add} has no api/v2 folder; pass a folder laid out as ROOT, "
                        "such as Tests/Fixtures/pokeapi-newer.\n")
    server.corpus = Corpus(os.path.abspath(options.root), lists, os.path.abspath(options.add) if options.add else None)
    server.stats = Stats()
    server.fault = fault
    server.path_urls = options.urls == "path"
    server.artwork = os.path.abspath(options.artwork) if options.artwork else None
    server.verbose = options.verbose
    server.authority = f"{options.host}:{server.server_address[1]}"
    print(f"http://{server.authority}", flush=True)

    if options.lifetime:
        threading.Timer(options.lifetime, lambda: os._exit(0)).start()
    if options.stop_on_eof:
        def wait_for_eof():
            sys.stdin.buffer.read()
            os._exit(0)
        threading.Thread(target=wait_for_eof, daemon=True).start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
