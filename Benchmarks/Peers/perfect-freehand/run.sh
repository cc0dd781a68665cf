#!/bin/sh
# The side-by-side run of BENCHMARKS.md's ink sections: our ink.outline.points and perfect-freehand's
# getStroke on the same 10,000 input points, back to back, both as CPU time a point.
#
#   Benchmarks/Peers/perfect-freehand/run.sh [FORCETOUCH_BENCH]
#
# FORCETOUCH_BENCH defaults to .build/release/forcetouch-bench (swift build -c release --product
# forcetouch-bench). Needs `perf` (linux-perf) and `node`, and perfect-freehand as a CommonJS file at
# $PERFECT_FREEHAND (see README.md). Ours: the CPU time of `--filter ink.outline --seconds 3` minus the
# set-up (`--filter none-matches`, least of three), over batches × 10,000 points.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bench=${1:-.build/release/forcetouch-bench}
uptime
for i in 1 2 3; do perf stat -x, -e task-clock "$bench" --filter none-matches 2>&1 >/dev/null | tail -1; done
perf stat -x, -e task-clock "$bench" --filter ink.outline --seconds 3 2>&1 \
    | grep -E "task-clock|batches\"|operationsPerSecond\""
node "$here/bench.cjs" 3
uptime
