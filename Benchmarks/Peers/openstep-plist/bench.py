"""The Python peers of `openstep.parse-pbxproj`: read one project.pbxproj and print JSON.

    python bench.py PROJECT.pbxproj SECONDS

openstep-plist (Cython; `openstep_plist.loads`), and pbxproj (`XcodeProject.load`, what its users
call: its pure-Python parser, openstep_parser, then its object model) with that parser alone.
Each runs repeatedly for about SECONDS after one warm-up; the median wall and CPU time of one read
is reported, in nanoseconds, with the number of objects read (the check that the file was read).
"""
import json
import statistics
import sys
import time

import openstep_plist
from openstep_parser import OpenStepDecoder
from pbxproj import XcodeProject

path, seconds = sys.argv[1], float(sys.argv[2])
with open(path, encoding="utf-8") as handle:
    text = handle.read()


def measure(name, read, count):
    read()
    walls, cpus = [], []
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline or len(walls) < 3:
        wall, cpu = time.perf_counter_ns(), time.process_time_ns()
        result = read()
        cpus.append(time.process_time_ns() - cpu)
        walls.append(time.perf_counter_ns() - wall)
    return {
        "name": name,
        "runs": len(walls),
        "medianNanoseconds": statistics.median(walls),
        "medianCPUNanoseconds": statistics.median(cpus),
        "objects": count(result),
    }


results = [
    measure("openstep-plist", lambda: openstep_plist.loads(text), lambda r: len(r["objects"])),
    measure("openstep_parser", lambda: OpenStepDecoder.ParseFromString(text), lambda r: len(r["objects"])),
    measure("pbxproj", lambda: XcodeProject.load(path), lambda r: len(r.objects.get_keys())),
]
print(json.dumps({"peers": results}))
