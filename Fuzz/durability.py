#!/usr/bin/env python3
"""The durability test: kill -9 during writes to the dynamic-item store, then restart and check.

    Fuzz/durability.py [--kills N] [--seed S] [--max-delay SECONDS] [--dir DIR]

A child process (Fuzz/Tools/store-writer, built by `Fuzz/run.sh --tool store-writer`) saves sets
for three apps into a DynamicShortcutStore in a loop (atomic writes: temporary file, fsync, rename,
fsync of the directory). After a random delay it is killed with SIGKILL; then the store is opened
as a restart opens it and checked: every app shows the last set whose save completed, or the one
whose save was in flight; nothing is reported corrupt; no other file (no temporary file) is left in
the directory. Repeated N times (default 100) in one directory, each writer continuing from the
last generation. The delays come from a seeded generator; the seed is printed so a failure can be
replayed. Bounded: N kills, each after at most --max-delay seconds (default 0.25), each check
within 60 s. The last line is one JSON object; the exit status is 0 only when every check passed.
"""
import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build_writer():
    result = subprocess.run([os.path.join(ROOT, "Fuzz", "run.sh"), "--tool", "store-writer"],
                            stdout=subprocess.PIPE, text=True, check=False)
    if result.returncode != 0:
        sys.exit("durability: building the store writer failed")
    return result.stdout.strip().splitlines()[-1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--max-delay", type=float, default=0.25)
    parser.add_argument("--dir", default=None, help="store directory (default: a new temporary one)")
    options = parser.parse_args()
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(1 << 32)
    generator = random.Random(seed)
    writer = build_writer()
    directory = options.dir or tempfile.mkdtemp(prefix="forcetouch-durability-")
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no", ASAN_OPTIONS="detect_leaks=0")
    print(f"durability: seed {seed}, {options.kills} kills, store {directory}", flush=True)
    done = {0: 0, 1: 0, 2: 0}
    next_generation = 1
    failures = []
    saves = 0
    during_save = 0  # kills that landed between a save's "begin" and its "done"
    landed = 0  # of those, saves that had reached the disk all the same
    started = time.monotonic()
    previous_shown = {}
    for kill in range(1, options.kills + 1):
        child = subprocess.Popen([writer, "write", directory, str(next_generation)], stdout=subprocess.PIPE,
                                 stderr=subprocess.DEVNULL, env=env, text=True)
        first = child.stdout.readline()  # the writer is running and has opened the store
        delay = generator.uniform(0, options.max_delay)
        time.sleep(delay)
        child.send_signal(signal.SIGKILL)
        # Read through the same buffered stream as `first`: `communicate(timeout=)` reads the raw
        # descriptor and would miss lines that `readline` had already buffered.
        rest = child.stdout.read()
        child.wait(timeout=60)
        in_flight = {0: 0, 1: 0, 2: 0}
        for line in (first + rest).splitlines():
            parts = line.split()
            if len(parts) != 3 or parts[0] not in ("begin", "done"):
                failures.append(f"kill {kill}: the writer said {line!r}")
                continue
            app, generation = int(parts[1]), int(parts[2])
            next_generation = max(next_generation, generation + 1)
            if parts[0] == "begin":
                in_flight[app] = generation
            else:
                done[app] = generation
                in_flight[app] = 0
                saves += 1
        if any(in_flight.values()):
            during_save += 1
        expectations = [f"{app}:{done[app]}:{in_flight[app]}" for app in range(3)]
        check = subprocess.run([writer, "check", directory, *expectations], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, env=env, text=True, timeout=60, check=False)
        try:
            report = json.loads(check.stdout.strip().splitlines()[-1])
        except (ValueError, IndexError):
            report = {"ok": False, "failures": [check.stdout.strip()[-300:]], "shown": {}}
        for app, generation in report.get("shown", {}).items():
            if in_flight[int(app)] and generation == in_flight[int(app)]:
                landed += 1
            done[int(app)] = generation  # the in-flight save may have landed
        lines = (first + rest).splitlines()
        if not report["ok"] or check.returncode != 0:
            failures.append(f"kill {kill} after {delay:.3f} s ({' '.join(expectations)}): "
                            + "; ".join(report["failures"])
                            + f"; the writer's first and last lines: {lines[:2]} … {lines[-4:]}; "
                            + f"the check before it showed {previous_shown}")
            print(f"durability: FAILED at kill {kill}: {failures[-1]}", flush=True)
            break
        previous_shown = report.get("shown", {})
    if options.dir is None and not failures:
        shutil.rmtree(directory, ignore_errors=True)
    summary = {"kills": kill, "seed": seed, "saves": saves, "kills_during_a_save": during_save,
               "in_flight_saves_that_landed": landed, "failures": len(failures),
               "seconds": round(time.monotonic() - started, 1)}
    print(json.dumps(summary))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
