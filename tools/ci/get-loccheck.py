#!/usr/bin/env python3
"""For CI: loccheck's path, prebuilt when a release's artifact bundle is named, else built from source.

With LOCCHECK_BUNDLE_URL (a release's loccheck.artifactbundle.zip) and LOCCHECK_BUNDLE_SHA256 (its
SHA-256, as tools/release/artifactbundle.sh --url prints it) set, it downloads the zip, refuses it
unless the checksum matches, unpacks it, takes the binary info.json names for x86_64-unknown-linux-gnu
and runs its --version. Whatever fails there is said, and then loccheck is built from source
(`swift build -c release --product loccheck`), unless --no-build.

The path is printed, and written as LOCCHECK=PATH to $GITHUB_ENV when that is set, so later steps
run "$LOCCHECK". Standard library only: the CI image has python3 but may lack curl and unzip.

Usage: tools/ci/get-loccheck.py [--no-build]
"""
import hashlib
import json
import os
import platform
import stat
import subprocess
import sys
import tempfile
import urllib.request
import zipfile

TRIPLE = "x86_64-unknown-linux-gnu"
LIMIT = 256 * 1024 * 1024  # a bundle larger than this is no loccheck


class Refused(Exception):
    pass


def shown(text):
    """Outside text (a server's reason, a URL, the binary's error) as a log may show it: every
    control or invisible character escaped, so none reaches the CI log as a command or a colour."""
    return "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in str(text))


def prebuilt(url, sha256):
    if not url:
        raise Refused("LOCCHECK_BUNDLE_URL is empty")
    if not sha256:
        raise Refused("LOCCHECK_BUNDLE_SHA256 is empty, and a download is never run unchecked")
    if platform.machine() != "x86_64" or sys.platform != "linux":
        raise Refused(f"the bundle holds {TRIPLE} only, and this is {sys.platform} {platform.machine()}")
    folder = tempfile.mkdtemp(prefix="loccheck-prebuilt-", dir=os.environ.get("RUNNER_TEMP"))
    archive = os.path.join(folder, "loccheck.artifactbundle.zip")
    digest = hashlib.sha256()
    try:
        with urllib.request.urlopen(url, timeout=60) as answer, open(archive, "wb") as out:
            size = 0
            while chunk := answer.read(1 << 20):
                size += len(chunk)
                if size > LIMIT:
                    raise Refused(f"{url} is over {LIMIT >> 20} MiB")
                digest.update(chunk)
                out.write(chunk)
    except OSError as error:
        raise Refused(f"could not download {url}: {error}")
    if digest.hexdigest() != sha256.strip().lower():
        raise Refused(f"{url} has SHA-256 {digest.hexdigest()}, not LOCCHECK_BUNDLE_SHA256 {sha256}")
    try:
        with zipfile.ZipFile(archive) as bundle:
            info = json.loads(bundle.read("loccheck.artifactbundle/info.json"))
            variants = info["artifacts"]["loccheck"]["variants"]
            path = next(v["path"] for v in variants if TRIPLE in v["supportedTriples"])
            member = f"loccheck.artifactbundle/{path}"
            if ".." in path.split("/") or path.startswith("/"):
                raise Refused(f"info.json names {path!r}, outside the bundle")
            bundle.extract(member, folder)
    except (zipfile.BadZipFile, KeyError, StopIteration, ValueError) as error:
        raise Refused(f"the bundle has no {TRIPLE} loccheck that info.json names ({error!r})")
    binary = os.path.join(folder, member)
    os.chmod(binary, os.stat(binary).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    run = subprocess.run([binary, "--version"], capture_output=True, text=True)
    if run.returncode != 0:
        raise Refused(f"the prebuilt loccheck does not run here: {run.stderr.strip()[:500]}")
    print(f"get-loccheck: prebuilt loccheck {shown(run.stdout.strip())} from {shown(url)}", file=sys.stderr)
    return binary


def from_source():
    print("get-loccheck: building loccheck from source: swift build -c release --product loccheck", file=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--product", "loccheck"], check=True, stdout=sys.stderr)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], check=True, capture_output=True, text=True)
    return os.path.join(bin_path.stdout.strip(), "loccheck")


def main():
    arguments = sys.argv[1:]
    if arguments not in ([], ["--no-build"]):
        sys.exit("usage: tools/ci/get-loccheck.py [--no-build]")
    try:
        binary = prebuilt(os.environ.get("LOCCHECK_BUNDLE_URL", ""), os.environ.get("LOCCHECK_BUNDLE_SHA256", ""))
    except Refused as reason:
        print(f"get-loccheck: no prebuilt loccheck: {shown(reason)}", file=sys.stderr)
        if arguments == ["--no-build"]:
            sys.exit(1)
        binary = from_source()
    if os.environ.get("GITHUB_ENV"):
        with open(os.environ["GITHUB_ENV"], "a") as env:
            env.write(f"LOCCHECK={binary}\n")
    print(binary)


if __name__ == "__main__":
    main()
