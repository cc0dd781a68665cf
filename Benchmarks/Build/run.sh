#!/usr/bin/env bash
# The `forcetouch build` benchmark of BENCHMARKS.md ("forcetouch build"): a 20-file iOS app
# (Benchmarks/Build/make-app.py) built from nothing, again with nothing changed, and again after
# one file changed, each timed on the wall clock; one JSON document on stdout.
#
#   Benchmarks/Build/run.sh [FORCETOUCH] [RUNS]
#
# FORCETOUCH defaults to .build/debug/forcetouch (`swift build --product forcetouch`), the binary
# `swift run forcetouch` runs. Each of RUNS rounds (default 1) starts with an empty cache
# (XDG_CACHE_HOME in a fresh temporary folder): the cold build compiles ForceTouchKit's frameworks
# into the app's cache as a user's first build does. The app is generated in a temporary folder
# and removed afterwards, with the caches.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
forcetouch=${1:-$root/.build/debug/forcetouch}
runs=${2:-1}
[ -x "$forcetouch" ] || { echo "run.sh: no forcetouch at $forcetouch (swift build --product forcetouch)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/make-app.py" "$work/app" >&2

# Runs `forcetouch build` with the round's cache; prints the wall-clock seconds; fails loudly.
timed_build() {
    local cache=$1 log=$2 started ended
    started=$(date +%s.%N)
    if ! FORCETOUCHKIT_PATH=$root XDG_CACHE_HOME=$cache "$forcetouch" build "$work/app" >"$log" 2>&1; then
        cat "$log" >&2
        echo "run.sh: forcetouch build failed (log above)" >&2
        exit 1
    fi
    ended=$(date +%s.%N)
    awk -v a="$started" -v b="$ended" 'BEGIN { printf "%.1f", b - a }'
}

results=()
for round in $(seq 1 "$runs"); do
    cache="$work/cache-$round"
    cold=$(timed_build "$cache" "$work/cold.log")
    warm=$(timed_build "$cache" "$work/warm.log")
    if grep -q "Compiling" "$work/warm.log"; then
        echo "run.sh: the build with nothing changed compiled again" >&2
        exit 1
    fi
    # One file changed, as an edit does: a new method in one detail view controller.
    printf 'extension BooksDetailViewController {\n    func editedInRound%s() -> Int { return %s }\n}\n' \
        "$round" "$round" >>"$work/app/Shelf/BooksDetailViewController.swift"
    edit=$(timed_build "$cache" "$work/edit.log")
    if ! grep -q "Compiling" "$work/edit.log"; then
        echo "run.sh: the build after an edit compiled nothing" >&2
        exit 1
    fi
    results+=("{\"round\":$round,\"coldSeconds\":$cold,\"warmSeconds\":$warm,\"oneFileChangedSeconds\":$edit}")
    rm -rf "$cache"
done
load=$(cut -d' ' -f1-3 /proc/loadavg)
joined=$(IFS=,; echo "${results[*]}")
printf '{"benchmark":"forcetouch-build","app":"20 Swift files (Benchmarks/Build/make-app.py)","cores":%s,"loadAverage":"%s","runs":[%s]}\n' \
    "$(nproc)" "$load" "$joined"
