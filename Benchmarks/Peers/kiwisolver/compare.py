"""Joins forcetouch-bench's JSON (--filter cassowary) and bench.py's into one JSON document: for
each case both medians (ns per operation) and kiwi ÷ ours (above 1: ours is faster). Run by
run.sh; reads the two files named on the command line."""
import json
import sys

ours = {b["name"].removeprefix("cassowary."): b for b in json.load(open(sys.argv[1]))["benchmarks"]}
kiwi = json.load(open(sys.argv[2]))
# Our cases and the kiwi case on the same system (setConstant has no kiwi counterpart: kiwi animates
# constants with edit variables, so it is compared with kiwi's edit-variable animation).
pairs = {name: name for name in ours if name in kiwi}
if "animate60x100.setConstant" in ours and "animate60x100.edit" in kiwi:
    pairs["animate60x100.setConstant"] = "animate60x100.edit"
cases = {}
for name, peer in pairs.items():
    mine, theirs = ours[name], kiwi[peer]
    cases[name] = {
        "oursNanoseconds": round(mine["medianNanoseconds"], 1),
        "kiwiNanoseconds": round(theirs["medianNanoseconds"], 1),
        "kiwiCase": peer,
        "kiwiOverOurs": round(theirs["medianNanoseconds"] / mine["medianNanoseconds"], 3),
        # forcetouch-bench sums the checksum over its 3 warm-up and timed batches; per batch it is
        # the peer's number when both solved the same system to the same answer.
        "checksums": [mine["checksum"] // (mine["batches"] + 3), theirs["checksum"]],
        "unit": mine["unit"],
    }
print(json.dumps({"kiwisolver": kiwi["kiwisolver"], "python": kiwi["python"],
                  "pythonCallOverheadNanoseconds": round(kiwi["pythonCallOverhead"]["medianNanoseconds"], 1),
                  "cases": cases}, indent=2, sort_keys=True))
