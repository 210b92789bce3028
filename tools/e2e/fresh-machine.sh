#!/usr/bin/env bash
# End to end: the package as a newcomer meets it on a fresh machine. A minimal Debian 12 (debootstrap
# --variant=minbase bookworm, cached as a clean tarball and unpacked anew each run) gets only the
# packages swift.org lists for the toolchain on Debian 12 plus the prerequisite line the README gives
# (its `apt-get install` line, read from the README at run time and printed); the toolchain is this
# machine's /opt/swift, bound read-only at the same path. A clean clone of this checkout's HEAD then
# runs the README's quick start as written: `swift run loccheck` (and `swift test` with --test). If
# Examples/ci/loccheck.yml exists, each `run:` step of that GitHub Actions workflow runs in the same
# fresh machine, in order, with bash -e (`uses:` steps are skipped, saying so). Prints each phase's
# time. Every other check builds on this machine, where whatever CI installed hides a missing
# prerequisite; this one starts from nothing.
#
# The one difference from a user's machine: Swift packages resolve only through the git mirrors in
# /work/shared/mirrors, bound read-only at the same path. Its use.sh writes /root/.swiftpm's mirrors.json:
# inside, as root with HOME=/root, when the fresh machine has python3 (use.sh is Python); otherwise (the
# packages above bring none) from here, with SWIFTPM_CONFIG_DIR pointing into the rootfs.
#
# Safety: the rootfs holds bind mounts of /opt/swift and /work/shared/mirrors, so the script runs in a
# private mount namespace (unshare --mount; every mount vanishes with the script even on SIGKILL), binds
# both read-only, gives the rootfs a /dev of its own (a tmpfs, not the host's), and on EXIT, INT or TERM
# stops what still runs inside, unmounts everything under the rootfs (deepest first) and deletes the
# rootfs only when /proc/mounts shows nothing mounted under it; otherwise it prints what is and leaves it.
#
# It tests what is committed (a clone), not uncommitted edits. Needs root, debootstrap (installed with
# apt-get when missing) and, for the workflow, PyYAML (python3-yaml, likewise).
# With --bundle ZIP it checks the prebuilt loccheck instead (tools/release/artifactbundle.sh's zip):
# the same fresh Debian 12, but without the toolchain, swift.org's packages or the mirrors, and only the
# packages the bundle's own README.md names in its `apt-get install` line; there the bundled binary
# runs `--version`, then the check of the clone's tables (`loccheck` in its root), which must pass.
#
# With --serve-bundle ZIP, the workflow's steps get the prebuilt loccheck: the zip is served from
# 127.0.0.1 while they run, and the workflow's LOCCHECK_BUNDLE_URL and LOCCHECK_BUNDLE_SHA256 name it.
#
# Usage: tools/e2e/fresh-machine.sh [--test | --bundle ZIP] [--serve-bundle ZIP]
#   --test               also run `swift test` inside (slow: the whole suite, built from scratch)
#   --bundle ZIP         the prebuilt loccheck in a fresh machine with no toolchain (see above)
#   --serve-bundle ZIP   the workflow's steps download the prebuilt loccheck from 127.0.0.1 (see above)
# Environment: FRESH_MACHINE_DIR (default /var/tmp/pokeloc-fresh-machine: rootfs/ and logs/),
#   FRESH_MACHINE_CACHE (default /var/cache/pokeloc-fresh-machine: the clean rootfs tarball, .debs),
#   FRESH_MACHINE_EXTRA_PACKAGES (none by default: packages to try before the README lists them; printed).
set -euo pipefail

arguments=("$@")
run_tests=0
bundle_zip=""
served_zip=""
while [ $# -gt 0 ]; do
  case "$1" in
    --test) run_tests=1; shift ;;
    --bundle)
      [ $# -ge 2 ] && [ -f "$2" ] || { echo "fresh-machine: --bundle needs the artifact bundle's zip" >&2; exit 64; }
      bundle_zip=$(realpath "$2"); shift 2 ;;
    --serve-bundle)
      [ $# -ge 2 ] && [ -f "$2" ] || { echo "fresh-machine: --serve-bundle needs the artifact bundle's zip" >&2; exit 64; }
      served_zip=$(realpath "$2"); shift 2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "fresh-machine: unknown argument '$1' (usage: $0 [--test | --bundle ZIP] [--serve-bundle ZIP])" >&2; exit 64 ;;
  esac
done
[ -z "$bundle_zip" ] || [ "$run_tests" -eq 0 ] || { echo "fresh-machine: --test and --bundle are two different machines; pass one" >&2; exit 64; }

[ "$(id -u)" -eq 0 ] || { echo "fresh-machine: needs root (debootstrap, chroot, mount)" >&2; exit 1; }

# A private mount namespace: the mounts below are invisible outside this script and die with it.
if [ -z "${POKELOC_FRESH_MACHINE_NS:-}" ] && command -v unshare > /dev/null && unshare --mount true 2> /dev/null; then
  export POKELOC_FRESH_MACHINE_NS=1
  exec unshare --mount --propagation private -- "$0" "${arguments[@]}"
fi

root="$(cd "$(dirname "$0")/../.." && pwd)"
base="${FRESH_MACHINE_DIR:-/var/tmp/pokeloc-fresh-machine}"
cache="${FRESH_MACHINE_CACHE:-/var/cache/pokeloc-fresh-machine}"
dir="$base/rootfs"  # the fresh machine's /
logs="$base/logs"   # outside the rootfs: kept after the run
toolchain=/opt/swift
mirrors=/work/shared/mirrors
repo_in=/root/PokeLocalization  # the clone, as the fresh machine sees it
suite=bookworm
# swift.org's list for the toolchain on Debian 12, as its official image installs it
# (swiftlang/swift-docker, 6.2/debian/12/Dockerfile): libstdc++-12-dev included, which C++ needs.
swift_org_packages=(binutils gcc git libcurl4-openssl-dev libedit-dev libicu-dev libncurses-dev
  libpython3-dev libsqlite3-dev libstdc++-12-dev libxml2-dev pkg-config tzdata uuid-dev)

fail() { echo "fresh-machine: FAILED: $*" >&2; exit 1; }
note() { echo "  $*"; }
say_time() { # label, start, status
  awk -v label="$1" -v start="$2" -v end="$EPOCHREALTIME" -v status="$3" \
    'BEGIN { printf "  %-62s %6.1f s (exit %d)\n", label, end - start, status }'
}
run_start=$EPOCHREALTIME

# ---- cleanup: correct by construction ----------------------------------------------------------------
mounted_under() { # the mount points at or under $dir, in /proc/mounts order (octal escapes as written)
  awk -v d="$dir" '$2 == d || index($2, d "/") == 1 { print $2 }' /proc/mounts
}
chroot_pids() { # processes whose root is the rootfs (they were started by this script or an earlier run)
  local p r
  for p in /proc/[0-9]*; do
    r=$(readlink "$p/root" 2> /dev/null) || continue
    if [ "$r" = "$dir" ] || [ "${r#"$dir"/}" != "$r" ]; then echo "${p#/proc/}"; fi
  done
}
host_child=""  # a host-side background command (debootstrap), in a session of its own
bundle_server=""  # the HTTP server of --serve-bundle
stop_chroot_processes() {
  local pids i
  if [ -n "$host_child" ] && kill -0 "$host_child" 2> /dev/null; then
    echo "  stopping $host_child (debootstrap)"
    kill -TERM -- "-$host_child" 2> /dev/null || kill -TERM "$host_child" 2> /dev/null || true
    sleep 1
  fi
  pids=$(chroot_pids)
  [ -n "$pids" ] || return 0
  echo "  stopping what still runs in the rootfs: $(echo $pids)"
  kill -TERM $pids 2> /dev/null || true
  for i in 1 2 3 4 5 6 7 8 9 10; do
    pids=$(chroot_pids)
    [ -n "$pids" ] || return 0
    sleep 0.5
  done
  kill -KILL $pids 2> /dev/null || true
  sleep 0.5
}
unmount_all() {
  local attempt m left
  for attempt in 1 2 3 4 5; do
    left=$(mounted_under)
    [ -n "$left" ] || return 0
    # Deepest (latest) first: /proc/mounts lists a mount after the one it sits on.
    while read -r m; do
      umount "$(printf '%b' "$m")" 2> /dev/null || true
    done < <(printf '%s\n' "$left" | tac)
    [ -n "$(mounted_under)" ] || return 0
    stop_chroot_processes
    sleep 1
  done
  # Last resort: detach them lazily, so no path under $dir reaches them any more.
  while read -r m; do
    echo "  unmounting lazily (still busy): $m"
    umount -l "$(printf '%b' "$m")" 2> /dev/null || true
  done < <(mounted_under | tac)
}
remove_rootfs() {
  [ -e "$dir" ] || return 0
  stop_chroot_processes
  unmount_all
  local left
  left=$(mounted_under)
  if [ -n "$left" ]; then
    echo "fresh-machine: still mounted under $dir, so it is left in place:" >&2
    printf '  %s\n' $left >&2
    return 1
  fi
  # Nothing is mounted under it (checked just above); --one-file-system is a second guard.
  rm -rf --one-file-system "$dir"
}
cleaned=0
cleanup() {
  local status=$?
  [ "$cleaned" -eq 0 ] || return 0
  cleaned=1
  trap '' INT TERM
  echo "== cleanup"
  local start=$EPOCHREALTIME
  [ -z "$bundle_server" ] || kill "$bundle_server" 2> /dev/null || true
  if remove_rootfs; then note "rootfs removed: $dir"; else status=1; fi
  say_time "cleanup" "$start" 0
  awk -v start="$run_start" -v end="$EPOCHREALTIME" 'BEGIN { printf "== fresh-machine: whole run %.0f s\n", end - start }'
  exit "$status"
}
trap cleanup EXIT
trap 'echo "fresh-machine: interrupted" >&2; exit 130' INT
trap 'echo "fresh-machine: terminated" >&2; exit 143' TERM

# ---- helpers -------------------------------------------------------------------------------------------
chroot_path=$toolchain/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
in_chroot() { # log, script (bash, run as root from / with a login-like environment), [VAR=value...]
  local log=$1 script=$2
  shift 2
  # In the background and waited for, so INT/TERM reach the trap at once, not after the build.
  chroot "$dir" /usr/bin/env -i HOME=/root USER=root LOGNAME=root SHELL=/bin/bash TERM=dumb LANG=C.UTF-8 \
    PATH="$chroot_path" DEBIAN_FRONTEND=noninteractive "$@" /bin/bash -c "$script" > "$log" 2>&1 < /dev/null &
  wait $!
}
phase() { # label, log, script, [VAR=value...]: runs the script in the rootfs, prints its time
  local label=$1 log=$2 script=$3 status=0 start=$EPOCHREALTIME
  shift 3
  in_chroot "$log" "$script" "$@" || status=$?
  say_time "$label" "$start" "$status"
  if [ "$status" -ne 0 ]; then
    echo "--- last 60 lines of $log:" >&2
    tail -60 "$log" >&2
  fi
  return "$status"
}
host_install() { # package...: on this machine, when missing
  echo "  installing on this machine: $*"
  apt-get update -qq > /dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" > /dev/null
}

# ---- prepare -------------------------------------------------------------------------------------------
[ -x "$toolchain/usr/bin/swift" ] || fail "no toolchain at $toolchain (this check binds it into the rootfs)"
echo "== fresh-machine: Debian 12 ($suite, minbase) with $("$toolchain/usr/bin/swift" --version 2> /dev/null | head -1) from $toolchain"
[ -d "$mirrors" ] || fail "no git mirrors at $mirrors"
command -v debootstrap > /dev/null || host_install debootstrap
mkdir -p "$base" "$logs" "$cache/debs"
rm -f "$logs"/*.log "$logs"/step-summary.md
if [ -e "$dir" ]; then
  echo "  a rootfs from an earlier run is still there: removing it"
  remove_rootfs || fail "could not remove the earlier rootfs (see above)"
fi

# The Debian mirror this machine's apt uses (deb822 .sources or one-line lists), for bookworm and security.
read -r mirror security_mirror < <(python3 - "$suite" <<'PY'
import glob, sys
suite = sys.argv[1]
entries = []  # (uri, suites)
for path in sorted(glob.glob("/etc/apt/sources.list.d/*.sources")):
    for stanza in open(path).read().split("\n\n"):
        fields = {}
        for line in stanza.splitlines():
            if line.startswith("#") or ":" not in line or line[:1].isspace():
                continue
            key, value = line.split(":", 1)
            fields[key.strip().lower()] = value.split()
        if "deb" in fields.get("types", []) and fields.get("enabled", ["yes"]) != ["no"]:
            for uri in fields.get("uris", []):
                entries.append((uri, fields.get("suites", [])))
for path in ["/etc/apt/sources.list"] + sorted(glob.glob("/etc/apt/sources.list.d/*.list")):
    try:
        lines = open(path).read().splitlines()
    except OSError:
        continue
    for line in lines:
        words = line.split("#", 1)[0].split()
        if words and words[0] == "deb":
            words = [w for w in words[1:] if not w.startswith("[")]  # drop [options]
            if len(words) >= 2:
                entries.append((words[0], [words[1]]))
main = next((u for u, s in entries if suite in s), "http://deb.debian.org/debian")
security = next((u for u, s in entries if suite + "-security" in s), "http://deb.debian.org/debian-security")
print(main.rstrip("/"), security.rstrip("/"))
PY
)
note "Debian mirror: $mirror (security: $security_mirror)"

# ---- the rootfs: debootstrap once, then a clean copy of it each run ------------------------------------
echo "== rootfs"
key=$(printf '%s\n' "$suite" minbase "$mirror" "$(debootstrap --version)" | sha256sum | cut -c1-12)
tarball="$cache/rootfs-$suite-minbase-$key.tar"
start=$EPOCHREALTIME
# A month-old base is made anew, so the fresh machine stays close to a current Debian 12 install.
if [ -f "$tarball" ] && [ -n "$(find "$tarball" -mtime +30)" ]; then
  note "the cached rootfs is over 30 days old: making it anew"
  rm -f "$tarball"
fi
if [ -f "$tarball" ]; then
  mkdir -p "$dir"
  tar -xpf "$tarball" -C "$dir"
  say_time "unpack the clean rootfs ($(basename "$tarball"))" "$start" 0
else
  status=0
  setsid debootstrap --variant=minbase "$suite" "$dir" "$mirror" > "$logs/debootstrap.log" 2>&1 < /dev/null &
  host_child=$!
  wait "$host_child" || status=$?
  host_child=""
  say_time "debootstrap --variant=minbase $suite (no cached rootfs yet)" "$start" "$status"
  [ "$status" -eq 0 ] || { tail -40 "$logs/debootstrap.log" >&2; fail "debootstrap"; }
  rm -f "$dir"/var/cache/apt/archives/*.deb
  start=$EPOCHREALTIME
  tar -cpf "$tarball.tmp" -C "$dir" . && mv "$tarball.tmp" "$tarball"
  say_time "cache it as $tarball" "$start" 0
fi
# A fresh install's apt sources: the release, its updates and its security fixes.
printf 'deb %s %s main\ndeb %s %s-updates main\ndeb %s %s-security main\n' \
  "$mirror" "$suite" "$mirror" "$suite" "$security_mirror" "$suite" > "$dir/etc/apt/sources.list"
cat /etc/resolv.conf > "$dir/etc/resolv.conf"

# ---- the clone: this checkout's HEAD, without uncommitted files or .build ------------------------------
start=$EPOCHREALTIME
head=$(git -C "$root" rev-parse HEAD)
git clone -q --no-local "$root" "$dir$repo_in"
git -C "$dir$repo_in" reset -q --hard "$head"
say_time "git clone --no-local (HEAD $(git -C "$root" rev-parse --short HEAD))" "$start" 0

# ---- mounts ------------------------------------------------------------------------------------------
start=$EPOCHREALTIME
mount -t proc proc "$dir/proc"
mount -t sysfs -o ro sysfs "$dir/sys"
# A /dev of its own (the host's, bound, would be writable through the rootfs).
mount -t tmpfs -o mode=755,nosuid dev "$dir/dev"
for node in null:1:3 zero:1:5 full:1:7 random:1:8 urandom:1:9 tty:5:0; do
  IFS=: read -r name major minor <<< "$node"
  mknod -m 666 "$dir/dev/$name" c "$major" "$minor"
done
mkdir -p "$dir/dev/pts" "$dir/dev/shm"
mount -t devpts -o newinstance,ptmxmode=0666,mode=620 devpts "$dir/dev/pts"
ln -s pts/ptmx "$dir/dev/ptmx"
mount -t tmpfs -o mode=1777,nosuid,nodev shm "$dir/dev/shm"
ln -s /proc/self/fd "$dir/dev/fd"
ln -s /proc/self/fd/0 "$dir/dev/stdin"
ln -s /proc/self/fd/1 "$dir/dev/stdout"
ln -s /proc/self/fd/2 "$dir/dev/stderr"
bound_paths=("$toolchain" "$mirrors")
[ -z "$bundle_zip" ] || bound_paths=()  # the prebuilt binary's machine has no toolchain
for bound in "${bound_paths[@]}"; do
  mkdir -p "$dir$bound"
  mount --bind "$bound" "$dir$bound"
  mount -o remount,bind,ro "$dir$bound"
  if [ -w "$dir$bound" ]; then fail "$dir$bound is writable after the read-only remount"; fi
done
say_time "mount proc, sys, dev; bind read-only: ${bound_paths[*]:-nothing}" "$start" 0

# ---- packages: swift.org's list, plus the README's prerequisite line -----------------------------------
# The Debian packages a Markdown page's first `apt-get install` line names (printed with the line), or
# with none, those its Prerequisites paragraph names in backquotes.
apt_line_packages() { # markdown file
  local page=$1 page_line line_no span command_text paragraph found p
  page_line=$(grep -m1 -n 'apt-get install' "$page" || true)
  if [ -n "$page_line" ]; then
    line_no=${page_line%%:*}
    # The line, with any backslash-continued lines after it.
    if span=$(printf '%s\n' "${page_line#*:}" | grep -o '`[^`]*apt-get install[^`]*`' | head -1) && [ -n "$span" ]; then
      command_text=$span # prose with the command in backquotes
    else
      command_text=$(awk -v n="$line_no" 'NR >= n { line = $0; cont = sub(/\\[[:space:]]*$/, "", line); printf "%s ", line; if (!cont) exit }' "$page")
    fi
    echo "  the prerequisite line of $(basename "$page"):$line_no:" >&2
    echo "    ${page_line#*:}" >&2
    # The words after `install`, up to the end of that command: no options, no markup.
    found=$(printf '%s\n' "$command_text" | tr -d '`' | sed 's/.*apt-get install//; s/[;&|#)].*//' \
      | tr -s ' \t' '\n' | grep -v '^-' | grep -v '^$' || true)
  else
    # Not a line to copy: the package names the Prerequisites paragraph gives in backquotes.
    paragraph=$(awk '/^Prerequisites/ { on = 1 } on && /^$/ { exit } on' "$page")
    echo "  WARNING: $(basename "$page") has no \`apt-get install\` line; using the Debian packages its Prerequisites paragraph names:" >&2
    printf '%s\n' "$paragraph" | sed 's/^/    /' >&2
    found=$(printf '%s\n' "$paragraph" | grep -o '`[a-z0-9][a-z0-9.+-]*-dev`' | tr -d '`' || true)
  fi
  found=$(printf '%s\n' $found | awk '!seen[$0]++')
  [ -n "$found" ] || fail "found no package names in the prerequisites of $page"
  for p in $found; do
    [[ "$p" =~ ^[a-z0-9][a-z0-9.+:=~-]*$ ]] || fail "'$p' (from the prerequisite line of $page) is not a Debian package name"
  done
  printf '%s\n' $found
}
readme="$dir$repo_in/README.md"
echo "== packages"
extra_packages=${FRESH_MACHINE_EXTRA_PACKAGES:-}
if [ -n "$bundle_zip" ]; then
  # The bundle's own README, as its user reads it: unpacked where the bundle's binary will run from.
  bundle_in=/opt/loccheck
  mkdir -p "$dir$bundle_in"
  unzip -q "$bundle_zip" -d "$dir$bundle_in"
  bundle_readme="$dir$bundle_in/loccheck.artifactbundle/README.md"
  [ -f "$bundle_readme" ] || fail "the bundle has no loccheck.artifactbundle/README.md"
  packages=$(apt_line_packages "$bundle_readme")
  note "the bundle's: $(echo $packages) (nothing else: no toolchain, no swift.org list)"
  install_label="apt-get install (the bundle README's)"
else
  readme_packages=$(apt_line_packages "$readme")
  note "swift.org's list: ${swift_org_packages[*]}"
  note "the README's:     $(echo $readme_packages)"
  packages="${swift_org_packages[*]} $(echo $readme_packages)"
  install_label="apt-get install (swift.org's list + the README's)"
fi
[ -z "$extra_packages" ] || note "WARNING: and FRESH_MACHINE_EXTRA_PACKAGES, which the README does not list: $extra_packages"
# Downloaded .debs are kept between runs (only the download; every run installs anew).
cp -n "$cache"/debs/*.deb "$dir/var/cache/apt/archives/" 2> /dev/null || true
phase "apt-get update" "$logs/apt-update.log" "apt-get update" || fail "apt-get update in the fresh machine"
phase "$install_label" "$logs/apt-install.log" \
  "apt-get install -y $(echo $packages) $extra_packages" || fail "apt-get install in the fresh machine"
note "$(grep -Eo '^[0-9]+ upgraded, [0-9]+ newly installed.*' "$logs/apt-install.log" | head -1)"
# Only the full machine's .debs are kept: the bundle's few are a subset, and would evict them.
if [ -z "$bundle_zip" ]; then
  rm -f "$cache"/debs/*.deb && cp "$dir"/var/cache/apt/archives/*.deb "$cache/debs/" 2> /dev/null || true
fi

# ---- the prebuilt loccheck (--bundle): run, then end ---------------------------------------------------------
if [ -n "$bundle_zip" ]; then
  echo "== the prebuilt loccheck (in $repo_in)"
  # The binary the bundle's info.json names for this machine's triple.
  variant=$(python3 - "$dir$bundle_in/loccheck.artifactbundle/info.json" << 'PY'
import json, sys
info = json.load(open(sys.argv[1]))
assert info["schemaVersion"] == "1.0", info["schemaVersion"]
for variant in info["artifacts"]["loccheck"]["variants"]:
    if "x86_64-unknown-linux-gnu" in variant["supportedTriples"]:
        print(variant["path"])
        break
else:
    sys.exit("info.json names no x86_64-unknown-linux-gnu variant")
PY
  ) || fail "the bundle's info.json"
  binary="$bundle_in/loccheck.artifactbundle/$variant"
  in_chroot "$logs/bundle-which-swift.log" "command -v swift" && fail "swift is on the fresh machine's PATH; this one must have no toolchain"
  failed=0
  phase "ldd $binary" "$logs/bundle-ldd.log" "ldd $binary && ! ldd $binary | grep 'not found'" || failed=1
  sed 's/^/    /' "$logs/bundle-ldd.log"
  phase "loccheck --version" "$logs/bundle-version.log" "$binary --version" || failed=1
  note "printed: $(cat "$logs/bundle-version.log")"
  phase "loccheck (the clone's tables)" "$logs/bundle-check.log" "cd $repo_in && $binary" || failed=1
  note "last line: $(tail -1 "$logs/bundle-check.log" | grep . || echo "(no output)")"
  echo "  logs: $logs"
  [ "$failed" -eq 0 ] || fail "the prebuilt loccheck, in the fresh machine (above)"
  echo "fresh-machine: passed (the prebuilt loccheck)"
  exit 0
fi

# ---- the git mirrors (the one difference from a user's machine) -----------------------------------------
echo "== SwiftPM mirrors"
if in_chroot "$logs/mirrors-probe.log" "command -v python3"; then
  phase "$mirrors/use.sh (inside, HOME=/root)" "$logs/mirrors.log" "$mirrors/use.sh" || fail "$mirrors/use.sh"
else
  # use.sh is a Python script and the packages above bring no python3: it writes the fresh machine's
  # configuration from here instead (SWIFTPM_CONFIG_DIR), naming the same paths, which are bound inside.
  start=$EPOCHREALTIME
  SWIFTPM_CONFIG_DIR="$dir/root/.swiftpm/configuration" "$mirrors/use.sh" > "$logs/mirrors.log" 2>&1 \
    || { cat "$logs/mirrors.log" >&2; fail "$mirrors/use.sh"; }
  say_time "$mirrors/use.sh (no python3 inside: run here for /root/.swiftpm)" "$start" 0
fi
sed 's/^/  /' "$logs/mirrors.log"

# ---- the README's quick start, as written ----------------------------------------------------------------
echo "== quick start (in $repo_in)"
# The first code block after the "Quick start" heading; its swift commands run as written.
quick_start=$(awk '
  !on && /^#+ *Quick start/ { on = 1; next }
  on && /^```/ { if (inside) exit; inside = 1; next }
  inside { print; next }
  on && /^#/ { exit }
' "$readme")
commands=()
continued=0
while IFS= read -r line; do
  line=${line#\$ }
  # A line a backslash continues belongs to the command above (the prerequisite line, say).
  was_continued=$continued
  case "$line" in *\\) continued=1 ;; *) continued=0 ;; esac
  [ "$was_continued" -eq 0 ] || continue
  case "$line" in
    "swift test"*) if [ "$run_tests" -eq 1 ]; then commands+=("$line"); else note "not run (pass --test): $line"; fi ;;
    swift\ *) commands+=("$line") ;;
    *apt-get\ install*) note "done above: $line" ;;
    "") ;;
    *) note "not run (only the swift commands run here): $line" ;;
  esac
done <<< "$quick_start"
if ! printf '%s\n' "${commands[@]}" | grep -qx 'swift run loccheck'; then
  note "WARNING: the README's quick start has no \`swift run loccheck\` line; running it anyway"
  commands=("swift run loccheck" "${commands[@]}")
fi
failed=0
i=0
for command in "${commands[@]}"; do
  i=$((i + 1))
  log="$logs/quick-start-$i.log"
  status=0
  phase "$command" "$log" "cd $repo_in && $command" || status=$?
  note "last line: $(tail -1 "$log" | grep . || echo "(no output)")"
  if [ "$status" -ne 0 ]; then
    failed=1
    echo "fresh-machine: FAILED in the fresh machine: $command (log: $log)" >&2
  fi
done
# What SwiftPM suggests installing (a system library target's providers), if it suggested anything.
hints=$(cat "$logs"/quick-start-*.log | grep -i 'you may be able to install' | sort -u || true)
if [ -n "$hints" ]; then
  echo "  SwiftPM's install hints:"
  printf '%s\n' "$hints" | sed 's/^/    /'
else
  note "SwiftPM printed no install hint"
fi

# ---- the example CI workflow, step by step ----------------------------------------------------------------
workflow="Examples/ci/loccheck.yml"
echo "== workflow $workflow"
if [ ! -f "$dir$repo_in/$workflow" ]; then
  note "$workflow does not exist in this commit: skipped"
else
  python3 -c 'import yaml' 2> /dev/null || host_install python3-yaml
  overrides=()
  if [ -n "$served_zip" ]; then
    # A free port, then a server on it for the zip's folder (the chroot shares this machine's network).
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    python3 -m http.server --bind 127.0.0.1 --directory "$(dirname "$served_zip")" "$port" > "$logs/bundle-server.log" 2>&1 &
    bundle_server=$!
    for _ in $(seq 50); do (exec 3<> "/dev/tcp/127.0.0.1/$port") 2> /dev/null && break; sleep 0.1; done
    overrides=("LOCCHECK_BUNDLE_URL=http://127.0.0.1:$port/$(basename "$served_zip")"
      "LOCCHECK_BUNDLE_SHA256=$(sha256sum "$served_zip" | cut -d' ' -f1)")
    note "serving $served_zip: ${overrides[*]}"
  fi
  steps_in=/root/fresh-machine-steps
  mkdir -p "$dir$steps_in"
  # Parsed here, run inside: a manifest (job, index, kind, condition, needs, name) and one script per run: step.
  python3 - "$dir$repo_in/$workflow" "$dir$steps_in" "$steps_in" "$repo_in" "${overrides[@]}" <<'PY' > "$logs/workflow-manifest.tsv" || fail "could not read $workflow"
import os, re, shlex, sys, yaml
path, out, out_in, repo = sys.argv[1:5]
overrides = dict(arg.split("=", 1) for arg in sys.argv[5:])
doc = yaml.safe_load(open(path))
known = {"github.workspace": repo, "runner.os": "Linux", "runner.temp": "/tmp"}
def expand(text):
    def sub(m):
        name = m.group(1).strip()
        if name in known:
            return known[name]
        print(f"  note: ${{{{ {name} }}}} is left as written (no GitHub context here)", file=sys.stderr)
        return m.group(0)
    return re.sub(r"\$\{\{(.*?)\}\}", sub, str(text))
def clean(text):
    return " ".join(str(text).split())
workflow_env = doc.get("env") or {}
def with_overrides(env):
    unknown = set(overrides) - set(env) - set(workflow_env) - {k for j in (doc.get("jobs") or {}).values() for k in (j.get("env") or {})}
    if unknown:
        sys.exit(f"the workflow declares no {sorted(unknown)} to set")
    return {**env, **{k: v for k, v in overrides.items() if k in env}}
n = 0
for job_id, job in (doc.get("jobs") or {}).items():
    needs = job.get("needs") or []
    needs = [needs] if isinstance(needs, str) else needs
    job_env = job.get("env") or {}
    for step in job.get("steps") or []:
        n += 1
        name = step.get("name") or step.get("uses") or clean(step.get("run", ""))[:60]
        cond = clean(step.get("if", "")) or "success()"
        if "uses" in step:
            kind = "uses:" + str(step["uses"])
        elif "run" in step:
            kind = "run"
            shell = str(step.get("shell", job.get("defaults", {}).get("run", {}).get("shell", "")) or "")
            runner = "bash --noprofile --norc -eo pipefail" if shell == "bash" else "bash -e"
            if shell not in ("", "bash"):
                kind = "shell:" + shell
            wd = step.get("working-directory") or (job.get("defaults") or {}).get("run", {}).get("working-directory") or "."
            with open(os.path.join(out, f"{n:02d}.body.sh"), "w") as f:
                f.write(expand(step["run"]))
            with open(os.path.join(out, f"{n:02d}.sh"), "w") as f:
                for key, value in with_overrides({**workflow_env, **job_env, **(step.get("env") or {})}).items():
                    f.write(f"export {key}={shlex.quote(expand(value))}\n")
                # What earlier steps wrote to $GITHUB_ENV (NAME=value lines), as Actions exports it.
                f.write('if [ -s "$GITHUB_ENV" ]; then while IFS= read -r line; do [[ "$line" == *=* ]] && export "$line"; done < "$GITHUB_ENV"; fi\n')
                f.write(f"cd {shlex.quote(os.path.join(repo, expand(wd)))}\n")
                f.write(f"exec {runner} {shlex.quote(f'{out_in}/{n:02d}.body.sh')}\n")
        else:
            kind = "none"
        print("\t".join([job_id, f"{n:02d}", kind, cond, ",".join(needs) or "-", clean(name) or "-"]))
PY
  summary_in=/root/github-step-summary.md
  : > "$dir$summary_in"
  : > "$dir/root/github-env" && : > "$dir/root/github-output" && : > "$dir/root/github-path"
  workflow_failed=0
  failed_jobs=" "
  while IFS=$'\t' read -r job n kind cond needs name; do
    job_failed=0
    case "$failed_jobs" in *" $job "*) job_failed=1 ;; esac
    blocked=""
    [ "$needs" != "-" ] || needs=""
    for need in ${needs//,/ }; do
      case "$failed_jobs" in *" $need "*) blocked=$need ;; esac
    done
    label="[$job] $n $name"
    case "$kind" in
      uses:*)
        case "${kind#uses:}" in
          actions/checkout@*) why="the clone is already there" ;;
          actions/cache@*) why="a fresh machine has nothing cached" ;;
          *) why="a GitHub action, which runs only on GitHub" ;;
        esac
        note "skipped $label (${kind}): $why"
        continue
        ;;
      shell:*) note "skipped $label: its shell (${kind#shell:}) is not bash"; workflow_failed=1; continue ;;
      none) note "skipped $label: neither run: nor uses:"; continue ;;
    esac
    if [ -n "$blocked" ]; then note "skipped $label: job $blocked, which it needs, failed"; continue; fi
    case "$cond" in
      "always()" | "!cancelled()" | "\${{ always() }}" | "\${{ !cancelled() }}") ;;
      "failure()" | "\${{ failure() }}") [ "$job_failed" -eq 1 ] || { note "skipped $label: if: $cond, and nothing failed"; continue; } ;;
      "success()" | "\${{ success() }}") [ "$job_failed" -eq 0 ] || { note "skipped $label: an earlier step failed"; continue; } ;;
      *)
        note "if: $cond is not evaluated here; run as if success()"
        [ "$job_failed" -eq 0 ] || { note "skipped $label: an earlier step failed"; continue; }
        ;;
    esac
    if phase "$label" "$logs/workflow-step-$n.log" "bash $steps_in/$n.sh" \
      GITHUB_STEP_SUMMARY="$summary_in" GITHUB_ENV=/root/github-env GITHUB_OUTPUT=/root/github-output \
      GITHUB_PATH=/root/github-path GITHUB_WORKSPACE="$repo_in" GITHUB_ACTIONS=true CI=true RUNNER_OS=Linux \
      RUNNER_TEMP=/tmp; then
      note "last line: $(tail -1 "$logs/workflow-step-$n.log" | grep . || echo "(no output)")"
    else
      workflow_failed=1
      case "$failed_jobs" in *" $job "*) ;; *) failed_jobs="$failed_jobs$job " ;; esac
    fi
  done < "$logs/workflow-manifest.tsv"
  if [ -n "$served_zip" ] && ! grep -q "get-loccheck: prebuilt loccheck" "$logs"/workflow-step-*.log; then
    workflow_failed=1
    echo "fresh-machine: FAILED: the workflow did not take the served prebuilt loccheck (its steps' logs say why)" >&2
  fi
  cp "$dir$summary_in" "$logs/step-summary.md"
  note "GITHUB_STEP_SUMMARY: $(wc -l < "$logs/step-summary.md") lines (kept in $logs/step-summary.md)"
  if [ "$workflow_failed" -ne 0 ]; then
    failed=1
    echo "fresh-machine: FAILED: a step of $workflow failed (above)" >&2
  fi
fi

echo "  logs: $logs"
[ "$failed" -eq 0 ] || exit 1
echo "fresh-machine: passed"
