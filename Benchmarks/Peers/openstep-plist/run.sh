#!/bin/sh
# The side-by-side run of BENCHMARKS.md's "Reading a project.pbxproj" section: our
# openstep.parse-pbxproj and Foundation's PropertyListSerialization (forcetouch-bench), then
# PyPI's openstep-plist (Cython), pbxproj and its parser openstep_parser (bench.py), on the same
# generated file, back to back; prints every figure and the ratios.
#
#   Benchmarks/Peers/openstep-plist/run.sh [FORCETOUCH_BENCH] [SECONDS]
#
# FORCETOUCH_BENCH defaults to .build/release/forcetouch-bench (swift build -c release --product
# forcetouch-bench). The Python peers are installed by this script, once, into a virtual
# environment at $OPENSTEP_PEERS_VENV (default .build/peers/openstep-venv): nothing else needs them.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
bench=${1:-$root/.build/release/forcetouch-bench}
seconds=${2:-3}
venv=${OPENSTEP_PEERS_VENV:-$root/.build/peers/openstep-venv}
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import openstep_plist, pbxproj" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "openstep-plist==0.5.2" "pbxproj==4.3.3"
fi
work=$root/.build/peers
mkdir -p "$work"
"$bench" --write-openstep-project "$work/project.pbxproj"
echo "project: $(wc -l < "$work/project.pbxproj") lines, $(wc -c < "$work/project.pbxproj") bytes"
uptime
"$bench" --filter openstep.parse-pbxproj --seconds "$seconds" > "$work/ours.json"
"$venv/bin/python" "$here/bench.py" "$work/project.pbxproj" "$seconds" > "$work/peers.json"
uptime
python3 - "$work/ours.json" "$work/peers.json" <<'PY'
import json, sys
ours = {r["name"]: r for r in json.load(open(sys.argv[1]))["benchmarks"]}
peers = {r["name"]: r for r in json.load(open(sys.argv[2]))["peers"]}
mine = ours["openstep.parse-pbxproj"]["medianNanoseconds"]
print(f"ours (positions): {mine / 1e6:.2f} ms, {ours['openstep.parse-pbxproj']['batches']} runs, objects {ours['openstep.parse-pbxproj']['checksum'] // max(1, ours['openstep.parse-pbxproj']['batches'] + 3)}")
foundation = ours["openstep.parse-pbxproj.foundation"]["medianNanoseconds"]
print(f"Foundation PropertyListSerialization: {foundation / 1e6:.2f} ms  -> ours is {foundation / mine:.1f}x")
for name, peer in peers.items():
    print(f"{name}: {peer['medianNanoseconds'] / 1e6:.2f} ms (CPU {peer['medianCPUNanoseconds'] / 1e6:.2f} ms), {peer['runs']} runs, {peer['objects']} objects  -> ours is {peer['medianNanoseconds'] / mine:.1f}x")
PY
