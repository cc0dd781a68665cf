"""kiwisolver on the systems of Benchmarks/ForceTouchBench/Benchmarks+Cassowary.swift.

Prints one JSON document: each case's median nanoseconds per operation over repeated runs, and
the Python call overhead measured on the same solver (a loop of `solver.hasConstraint(c)`, the
cheapest call that crosses into C++ with an argument), so the comparison can be made like for
like. Run by run.sh; never committed with kiwisolver itself.
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi


class Screen:
    def __init__(self, views=500, fixed_inset=True):
        V = kiwi.Variable
        self.inset = V("inset")
        self.left = [V(f"v{i}.left") for i in range(views)]
        self.top = [V(f"v{i}.top") for i in range(views)]
        self.width = [V(f"v{i}.width") for i in range(views)]
        self.height = [V(f"v{i}.height") for i in range(views)]
        c = []
        if fixed_inset:
            c.append(self.inset == 16)
        L, T, W, H = self.left, self.top, self.width, self.height
        for i in range(views):
            column = i % 5
            if column == 0:
                c.append(L[i] == self.inset)
                c.append((W[i] == 200) | "weak")
            else:
                c.append(L[i] == L[i - 1] + W[i - 1] + 8)
                c.append((W[i] == W[i - 1]) | "strong")
            if column == 4:
                c.append(L[i] + W[i] <= 359)
            if i < 5:
                c.append(T[i] == 20)
            else:
                c.append(T[i] == T[i - 5] + H[i - 5] + 8)
            c.append((H[i] == 44) | "medium")
        self.constraints = c

    def solved(self):
        solver = kiwi.Solver()
        for constraint in self.constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        return solver

    def checksum(self):
        total = self.inset.value()
        for variables in (self.left, self.top, self.width, self.height):
            for v in variables:
                total += v.value()
        return round(total)


def timed(body, operations, seconds):
    """Median ns per operation over runs of `body` for about `seconds` (at least 5 runs)."""
    for _ in range(2):
        body()
    samples = []
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline or len(samples) < 5:
        start = time.perf_counter_ns()
        result = body()
        samples.append((time.perf_counter_ns() - start) / operations)
    return statistics.median(samples), len(samples), result


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    screen = Screen()
    extras = [screen.height[k * 5] >= 50 + k % 7 for k in range(100)]
    results = {"kiwisolver": kiwi.__version__, "python": sys.version.split()[0]}

    def build():
        fresh = Screen()
        fresh.solved()
        return fresh.checksum()

    def solve():
        screen.solved()
        return screen.checksum()

    built = screen.solved()

    def add_remove():
        for c in extras:
            built.addConstraint(c)
        built.updateVariables()
        total = screen.checksum()
        for c in extras:
            built.removeConstraint(c)
        return total

    edit_screen = Screen(fixed_inset=False)
    editing = edit_screen.solved()
    editing.addEditVariable(edit_screen.inset, "strong")
    frame = [0]

    def edit():
        inset = edit_screen.inset
        for _ in range(1000):
            editing.suggestValue(inset, 16 + frame[0] % 100)
            frame[0] += 1
        editing.updateVariables()
        return edit_screen.checksum()

    probe = screen.constraints[0]

    def overhead():
        has = built.hasConstraint
        for _ in range(100000):
            has(probe)
        return 0

    def constraint_making():
        V = kiwi.Variable
        a, b = V("a"), V("b")
        made = [a == b + 8 for _ in range(2101)]
        return len(made)

    cases = [
        ("screen500.build", build, 1),
        ("screen500.solve", solve, 1),
        ("addRemove100", add_remove, 200),
        ("edit1000", edit, 1000),
        ("pythonCallOverhead", overhead, 100000),
        ("constraintExpression", constraint_making, 2101),
    ]
    for name, body, operations in cases:
        median, runs, checksum = timed(body, operations, seconds)
        results[name] = {"medianNanoseconds": median, "runs": runs, "operations": operations,
                         "checksum": checksum}
    print(json.dumps(results, indent=2, sort_keys=True))


main()
