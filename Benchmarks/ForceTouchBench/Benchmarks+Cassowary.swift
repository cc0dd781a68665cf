import Cassowary

/// A 500-view screen as Auto Layout would give the solver: 100 rows of 5 cells, each cell
/// pinned after its neighbour (8 points apart), equal widths (strong), the first cell wanting
/// 200 points (weak), the last kept inside 359, rows stacked 8 points apart, heights 44
/// (medium): 2,101 constraints over 2,001 variables. The kiwisolver peer
/// (`Benchmarks/Peers/kiwisolver/bench.py`) builds the same system.
struct CassowaryScreen {
    var inset = Variable("inset")
    var left: [Variable] = []
    var top: [Variable] = []
    var width: [Variable] = []
    var height: [Variable] = []
    var constraints: [Constraint] = []

    /// The screen; with `fixedInset`, `inset == 16` is one of its required constraints, else the
    /// inset is left for an edit variable.
    init(views: Int = 500, fixedInset: Bool = true) {
        for i in 0..<views {
            left.append(Variable("v\(i).left"))
            top.append(Variable("v\(i).top"))
            width.append(Variable("v\(i).width"))
            height.append(Variable("v\(i).height"))
        }
        if fixedInset { constraints.append(inset == 16) }
        for i in 0..<views {
            let column = i % 5
            if column == 0 {
                constraints.append(left[i] == inset)
                constraints.append((width[i] == 200).withStrength(.weak))
            } else {
                constraints.append(left[i] == left[i - 1] + width[i - 1] + 8)
                constraints.append((width[i] == width[i - 1]).withStrength(.strong))
            }
            if column == 4 { constraints.append(left[i] + width[i] <= 359) }
            if i < 5 {
                constraints.append(top[i] == 20)
            } else {
                constraints.append(top[i] == top[i - 5] + height[i - 5] + 8)
            }
            constraints.append((height[i] == 44).withStrength(.medium))
        }
    }

    /// A solver holding the screen.
    func solved() -> Solver {
        var solver = Solver()
        try! solver.add(constraints)
        return solver
    }

    /// The sum of every variable's value, rounded: the same number the peer prints.
    func checksum(_ solver: Solver) -> Int {
        var sum = solver.value(of: inset)
        for variables in [left, top, width, height] {
            for variable in variables { sum += solver.value(of: variable) }
        }
        return Int(sum.rounded())
    }
}

/// The 100 constraints added and removed: the first cell of row k at least 50 + k % 7 tall.
func cassowaryExtraConstraints(_ screen: CassowaryScreen) -> [Constraint] {
    (0..<100).map { k in screen.height[k * 5] >= Double(50 + k % 7) }
}

/// The solver benchmarks, side by side with kiwisolver (BENCHMARKS.md "Cassowary").
@MainActor
let cassowaryBenchmarks: [Benchmark] = {
    let screen = CassowaryScreen()
    let extras = cassowaryExtraConstraints(screen)
    var built = screen.solved()
    let editScreen = CassowaryScreen(fixedInset: false)
    var editing = editScreen.solved()
    try! editing.addEditVariable(editScreen.inset, strength: .strong)
    var frame = 0
    return [
        Benchmark(
            name: "cassowary.screen500.build", unit: "screen (2,101 constraints made, added, read)",
            target: "≤ kiwisolver's time in the same run", operationsPerBatch: 1,
            runBatch: {
                let fresh = CassowaryScreen()
                return fresh.checksum(fresh.solved())
            }, meets: { _ in true }),
        Benchmark(
            name: "cassowary.screen500.solve", unit: "screen (2,101 made constraints added, read)",
            target: "≤ kiwisolver's time in the same run", operationsPerBatch: 1,
            runBatch: { screen.checksum(screen.solved()) }, meets: { _ in true }),
        Benchmark(
            name: "cassowary.addRemove100", unit: "constraint added or removed (100 + 100 on the screen)",
            target: "≤ kiwisolver's time in the same run", operationsPerBatch: 200,
            runBatch: {
                // The same solver each batch, as the peer does: the removals undo the additions.
                for constraint in extras { try! built.add(constraint) }
                let sum = screen.checksum(built)
                for constraint in extras { try! built.remove(constraint) }
                return sum
            }, meets: { _ in true }),
        Benchmark(
            name: "cassowary.edit1000", unit: "suggested value (1,000 frames of an animated inset)",
            target: "≤ kiwisolver's time in the same run", operationsPerBatch: 1000,
            runBatch: {
                for _ in 0..<1000 {
                    try! editing.suggestValue(16 + Double(frame % 100), for: editScreen.inset)
                    frame += 1
                }
                return editScreen.checksum(editing)
            }, meets: { _ in true }),
    ]
}()
