#!/bin/sh
# The side-by-side run of BENCHMARKS.md's Cassowary section: our solver cases and kiwisolver on the
# same systems, one after the other in one run.
#
#   Benchmarks/Peers/kiwisolver/run.sh [FORCETOUCH_BENCH] [SECONDS]
#
# FORCETOUCH_BENCH defaults to .build/release/forcetouch-bench (swift build -c release --product
# forcetouch-bench). kiwisolver comes from PyPI into a virtual environment under .build (made on
# first use, never committed).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
bench=${1:-$root/.build/release/forcetouch-bench}
seconds=${2:-2}
venv=$root/.build/kiwisolver-venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet kiwisolver
fi
uptime
"$bench" --filter cassowary --seconds "$seconds"
"$venv/bin/python" "$here/bench.py" "$seconds"
uptime
