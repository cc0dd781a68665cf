import Cassowary
import TestSupport
import Testing

/// `setConstant(_:of:)` and incremental changes against solvers built from scratch, on random
/// systems with recorded seeds.
@Suite struct SolverConstantTests {
    let randomized = SolverRandomizedTests()

    /// `constraint` with its expression constant replaced (a new constraint).
    func remade(_ constraint: Constraint, constant: Double) -> Constraint {
        Constraint(
            Expression(constraint.expression.terms, constant: constant), constraint.relation, Expression(0),
            strength: constraint.strength)
    }

    /// A solver holding `constraints` added in order, skipping required ones that conflict; and
    /// the ones it holds.
    func fresh(_ constraints: [Constraint]) -> (Solver, [Constraint]) {
        var solver = Solver()
        let held = constraints.filter { (try? solver.add($0)) != nil }
        return (solver, held)
    }

    @Test func aDrawerSlidesByChangingItsLeadingConstant() throws {
        let left = Variable("drawer.left"), width = Variable("drawer.width")
        let leading = left == -300
        var solver = Solver()
        try solver.add([leading, width == 300, (left >= 0).withStrength(.weak)])
        #expect(solver.value(of: left) == -300)
        for frame in 1...60 {
            let x = -300 + 5 * Double(frame)
            try solver.setConstant(-x, of: leading)
            #expect(solver.value(of: left) == x)
            #expect(solver.constant(of: leading) == -x)
        }
        #expect(solver.invariantViolations() == [])
        #expect(solver.value(of: left + width) == 300)
    }

    @Test func aConflictingConstantIsRefusedAndTheOldOneKept() throws {
        let x = Variable("x")
        let low = x >= 10
        let high = x <= 20
        var solver = Solver()
        try solver.add([low, high, (x == 15).withStrength(.weak)])
        try solver.setConstant(-30, of: high)
        try solver.setConstant(-20, of: high)
        do {
            try solver.setConstant(-5, of: high)
            Issue.record("x <= 5 with x >= 10 was accepted")
        } catch {
            guard case .unsatisfiable(let report) = error else { throw error }
            #expect(report.constraint == high)
            #expect(report.conflicting == [low])
        }
        #expect(solver.constant(of: high) == -20)
        #expect(solver.value(of: x) == 15)
        #expect(solver.invariantViolations() == [])
        try solver.setConstant(-12, of: high)
        #expect(solver.value(of: x) == 12)
        let other = x == 1
        #expect(throws: CassowaryError.unknownConstraint(other)) { try solver.setConstant(3, of: other) }
    }

    @Test func aRedundantEqualityCannotMoveAway() throws {
        let x = Variable("x"), y = Variable("y")
        let first = x == y + 8
        let second = x - y == 8
        var solver = Solver()
        try solver.add([first, second])
        #expect(throws: CassowaryError.self) { try solver.setConstant(-9, of: second) }
        #expect(solver.invariantViolations() == [])
        try solver.setConstant(-8, of: second)
    }

    @Test(arguments: [31, 32, 33, 34, 35, 36, 37, 38] as [UInt64])
    func constantChangesMatchASolverBuiltFromScratch(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]
        for _ in 0..<25 {
            let variables = (0..<(1 + random.below(4))).map { Variable("x\($0)") }
            var constraints = variables.map { ($0 == Double(random.below(21) - 10)).withStrength(.weak) }
            for _ in 0..<(2 + random.below(6)) {
                constraints.append(
                    randomized.randomConstraint(variables, &random, strength: strengths[random.below(5)]))
            }
            var (solver, held) = fresh(constraints)
            // The system as the solver holds it: each constraint with its current constant.
            var current = held
            for _ in 0..<12 {
                let index = random.below(held.count)
                let constant = Double(random.below(41) - 20)
                var proposed = current
                proposed[index] = remade(held[index], constant: constant)
                do {
                    try solver.setConstant(constant, of: held[index])
                    current = proposed
                    let required = current.filter(\.strength.isRequired)
                    #expect(randomized.feasible(required, variables), "seed \(seed): \(current)")
                } catch {
                    guard case .unsatisfiable(let report) = error else { throw error }
                    let required = proposed.filter(\.strength.isRequired)
                    #expect(!randomized.feasible(required, variables), "seed \(seed): refused \(proposed)")
                    #expect(report.constraint == held[index])
                }
                #expect(solver.invariantViolations() == [], "seed \(seed)")
                #expect(solver.constant(of: held[index]) == current[index].expression.constant)
                let value: (Variable) -> Double = { solver.value(of: $0) }
                for constraint in current where constraint.strength.isRequired {
                    #expect(constraint.violation(value) < 1e-6, "seed \(seed): \(constraint)")
                }
                // The same optimum as a solver built with the current constants.
                var scratch = Solver()
                try scratch.add(current)
                let incremental = randomized.cost(current, value)
                let expected = randomized.cost(current) { scratch.value(of: $0) }
                #expect(
                    abs(incremental - expected) <= 1e-6 * max(1, expected),
                    "seed \(seed): \(current) cost \(incremental), from scratch \(expected)")
            }
        }
    }

    @Test(arguments: [41, 42, 43, 44, 45, 46] as [UInt64])
    func addAndRemoveSequencesMatchASolverBuiltFromScratch(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let strengths: [Strength] = [.required, .strong, .medium, .weak, Strength(layoutPriority: 500)]
        for _ in 0..<15 {
            let variables = (0..<(2 + random.below(3))).map { Variable("x\($0)") }
            let anchors = variables.map { ($0 == Double(random.below(21) - 10)).withStrength(.weak) }
            var solver = Solver()
            try solver.add(anchors)
            var held = anchors
            for _ in 0..<30 {
                if held.count > anchors.count, random.chance(40) {
                    let index = anchors.count + random.below(held.count - anchors.count)
                    try solver.remove(held.remove(at: index))
                } else {
                    let constraint = randomized.randomConstraint(
                        variables, &random, strength: strengths[random.below(5)])
                    if (try? solver.add(constraint)) != nil { held.append(constraint) }
                }
                #expect(solver.invariantViolations() == [], "seed \(seed)")
                var scratch = Solver()
                try scratch.add(held)
                let incremental = randomized.cost(held) { solver.value(of: $0) }
                let expected = randomized.cost(held) { scratch.value(of: $0) }
                #expect(
                    abs(incremental - expected) <= 1e-6 * max(1, expected),
                    "seed \(seed): \(held) cost \(incremental), from scratch \(expected)")
            }
        }
    }
}

/// Rows of views as a screen gives them, changed at random: constants in place, constraints
/// taken out and put back, strengths changed; the optimum must stay that of a fresh solve.
@Suite struct SolverScreenChangeTests {
    @Test(arguments: [51, 52, 53, 54, 55, 56, 57, 58] as [UInt64])
    func aChangingRowOfViewsKeepsTheOptimumOfAFreshSolve(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let count = 3 + random.below(4)
        let left = (0..<count).map { Variable("v\($0).left") }
        let width = (0..<count).map { Variable("v\($0).width") }
        var held: [Constraint] = []
        var changeable: [Int] = []
        for i in 0..<count {
            held.append(
                i == 0 ? left[i] == Double(random.below(12)) : left[i] == left[i - 1] + width[i - 1] + 8)
            held.append(width[i] >= Double(20 + random.below(20)))
            held.append(
                (width[i] == Double(20 + random.below(20))).withStrength(Strength(layoutPriority: 100)))
            changeable.append(held.count)
            held.append(
                (width[i] == Double(40 + random.below(80)))
                    .withStrength(Strength(layoutPriority: 750 - Double(i))))
            changeable.append(held.count)
            held.append((left[i] + width[i] <= 367).withStrength(Strength(layoutPriority: 900)))
            if i > 0 {
                changeable.append(held.count)
                held.append((width[i] == width[i - 1]).withStrength(Strength(layoutPriority: 300)))
            }
        }
        var solver = Solver()
        try solver.add(held)
        var active = Array(repeating: true, count: held.count)
        // The system as the solver holds it (constants moved in place).
        var current = held
        let randomized = SolverRandomizedTests()
        var operations: [String] = []
        for step in 0..<40 {
            let index = changeable[random.below(changeable.count)]
            let operation = random.below(3)
            operations.append("\(operation)@\(index)")
            switch operation {
            case 0 where active[index]:
                let constant = (solver.constant(of: held[index]) ?? 0) + Double(random.below(21) - 10)
                try solver.setConstant(constant, of: held[index])
                current[index] = SolverConstantTests().remade(held[index], constant: constant)
            case 1:
                if active[index] {
                    try solver.remove(held[index])
                } else {
                    // Back with the constant it had when taken out.
                    held[index] = current[index]
                    try solver.add(held[index])
                }
                active[index].toggle()
            default:
                guard active[index] else { continue }
                try solver.remove(held[index])
                held[index] = current[index].withStrength(
                    Strength(layoutPriority: Double(301 + random.below(598)) + 0.5))
                current[index] = held[index]
                try solver.add(held[index])
            }
            let system = zip(current, active).filter(\.1).map(\.0)
            #expect(solver.invariantViolations() == [], "seed \(seed), step \(step)")
            var scratch = Solver()
            try scratch.add(system)
            let incremental = randomized.cost(system) { solver.value(of: $0) }
            let expected = randomized.cost(system) { scratch.value(of: $0) }
            #expect(
                abs(incremental - expected) <= 1e-6 * max(1, expected),
                "seed \(seed), step \(step): cost \(incremental), from scratch \(expected), \(operations)")
        }
    }
}
