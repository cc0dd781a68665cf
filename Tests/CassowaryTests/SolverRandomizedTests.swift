import Cassowary
import TestSupport
import Testing

/// Random systems with recorded seeds, checked against exact brute force on small ones.
@Suite struct SolverRandomizedTests {
    /// A random constraint over `variables`: small integer coefficients and constants.
    func randomConstraint(_ variables: [Variable], _ random: inout SplitMix64, strength: Strength)
        -> Constraint
    {
        var expression = Expression(Double(random.below(41) - 20))
        for variable in variables where random.chance(70) {
            let coefficient = Double(random.below(7) - 3)
            if coefficient != 0 { expression = expression + coefficient * variable }
        }
        if expression.terms.isEmpty { expression = expression + variables[random.below(variables.count)] }
        let relation: [Constraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        return Constraint(expression, relation[random.below(3)], Expression(0), strength: strength)
    }

    /// Fourier–Motzkin elimination: whether the required constraints can all hold (exactly, up to
    /// a tolerance on the final constants).
    func feasible(_ constraints: [Constraint], _ variables: [Variable]) -> Bool {
        // Each inequality as (coefficients, constant) meaning Σ a·x + c <= 0.
        var rows: [([Double], Double)] = []
        for constraint in constraints {
            let e = constraint.expression
            var a = [Double](repeating: 0, count: variables.count)
            for term in e.terms { a[variables.firstIndex(of: term.variable)!] += term.coefficient }
            switch constraint.relation {
            case .lessThanOrEqual: rows.append((a, e.constant))
            case .greaterThanOrEqual: rows.append((a.map { -$0 }, -e.constant))
            case .equal:
                rows.append((a, e.constant))
                rows.append((a.map { -$0 }, -e.constant))
            }
        }
        for k in variables.indices {
            let positive = rows.filter { $0.0[k] > 1e-12 }, negative = rows.filter { $0.0[k] < -1e-12 }
            var next = rows.filter { abs($0.0[k]) <= 1e-12 }
            for p in positive {
                for n in negative {
                    let sp = -n.0[k], sn = p.0[k]
                    var a = zip(p.0, n.0).map { $0 * sp + $1 * sn }
                    a[k] = 0
                    next.append((a, p.1 * sp + n.1 * sn))
                }
            }
            rows = next
        }
        return rows.allSatisfy { $0.1 <= 1e-7 }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func requiredSystemsAreAcceptedExactlyWhenTheyAreFeasible(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<40 {
            let variables = (0..<(1 + random.below(3))).map { Variable("x\($0)") }
            var solver = Solver()
            var held: [Constraint] = []
            for _ in 0..<(2 + random.below(6)) {
                let constraint = randomConstraint(variables, &random, strength: .required)
                let expected = feasible(held + [constraint], variables)
                do {
                    try solver.add(constraint)
                    #expect(expected, "seed \(seed): accepted an infeasible \(constraint) after \(held)")
                    held.append(constraint)
                } catch {
                    guard case .unsatisfiable(let report) = error else { throw error }
                    #expect(!expected, "seed \(seed): rejected a feasible \(constraint) after \(held)")
                    #expect(!feasible(report.all, variables), "seed \(seed): \(report.all) is no conflict")
                }
                #expect(solver.invariantViolations() == [], "seed \(seed)")
                for constraint in held {
                    #expect(
                        constraint.violation { solver.value(of: $0) } < 1e-6, "seed \(seed): \(constraint)")
                }
            }
        }
    }

    /// Σ weight × violation of the non-required constraints at `value`.
    func cost(_ constraints: [Constraint], _ value: (Variable) -> Double) -> Double {
        constraints.filter { !$0.strength.isRequired }.reduce(0) {
            $0 + $1.strength.weight * $1.violation(value)
        }
    }

    @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func twoVariableSystemsReachTheBruteForceOptimum(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let strengths: [Strength] = [.required, .strong, .medium, .weak, Strength(layoutPriority: 500)]
        for _ in 0..<40 {
            let x = Variable("x"), y = Variable("y")
            var solver = Solver()
            var held = [
                (x == Double(random.below(21) - 10)).withStrength(.weak),
                (y == Double(random.below(21) - 10)).withStrength(.weak),
            ]
            try solver.add(held)
            for _ in 0..<(1 + random.below(6)) {
                let constraint = randomConstraint([x, y], &random, strength: strengths[random.below(5)])
                if (try? solver.add(constraint)) != nil { held.append(constraint) }
            }
            // Every line's pairwise intersections: the optimum of a piecewise-linear convex cost over
            // a pointed polyhedron lies on one of them.
            var best = Double.infinity
            let lines = held.map { c -> (Double, Double, Double) in
                let e = c.expression
                var a = 0.0, b = 0.0
                for term in e.terms {
                    if term.variable == x { a += term.coefficient } else { b += term.coefficient }
                }
                return (a, b, e.constant)
            }
            for i in lines.indices {
                for j in lines.indices where j > i {
                    let (a1, b1, c1) = lines[i], (a2, b2, c2) = lines[j]
                    let determinant = a1 * b2 - a2 * b1
                    if abs(determinant) < 1e-12 { continue }
                    let px = (-c1 * b2 + c2 * b1) / determinant, py = (-a1 * c2 + a2 * c1) / determinant
                    let value: (Variable) -> Double = { $0 == x ? px : py }
                    if held.allSatisfy({ !$0.strength.isRequired || $0.violation(value) < 1e-7 }) {
                        best = min(best, cost(held, value))
                    }
                }
            }
            let solved = cost(held) { solver.value(of: $0) }
            #expect(
                solved <= best + 1e-6 * max(1, best), "seed \(seed): \(held) cost \(solved), best \(best)")
            #expect(solver.invariantViolations() == [], "seed \(seed)")
            for constraint in held where constraint.strength.isRequired {
                #expect(constraint.violation { solver.value(of: $0) } < 1e-6, "seed \(seed)")
            }
            // Removing in a random order keeps the tableau sound and the rest satisfied.
            var remaining = held
            while !remaining.isEmpty {
                let constraint = remaining.remove(at: random.below(remaining.count))
                try solver.remove(constraint)
                #expect(solver.invariantViolations() == [], "seed \(seed)")
                for left in remaining where left.strength.isRequired {
                    #expect(left.violation { solver.value(of: $0) } < 1e-6, "seed \(seed)")
                }
            }
        }
    }

    @Test(arguments: [21, 22, 23] as [UInt64])
    func suggestionsMatchASolverBuiltFromScratch(seed: UInt64) throws {
        // An edit is the same as a fresh solve with `variable == value` at the edit's strength.
        var random = SplitMix64(seed: seed)
        for _ in 0..<20 {
            let x = Variable("x"), y = Variable("y")
            var base: [Constraint] = [(x == 0).withStrength(.weak), (y == 0).withStrength(.weak)]
            for _ in 0..<4 {
                base.append(
                    randomConstraint([x, y], &random, strength: [.required, .medium][random.below(2)]))
            }
            var solver = Solver()
            base = base.filter { (try? solver.add($0)) != nil }
            try solver.addEditVariable(x, strength: .strong)
            for _ in 0..<10 {
                let value = Double(random.below(61) - 30)
                try solver.suggestValue(value, for: x)
                #expect(solver.invariantViolations() == [], "seed \(seed)")
                var fresh = Solver()
                try fresh.add(base + [(x == value).withStrength(.strong)])
                let all = base + [(x == value).withStrength(.strong)]
                let editCost = cost(all) { solver.value(of: $0) }
                let freshCost = cost(all) { fresh.value(of: $0) }
                #expect(abs(editCost - freshCost) <= 1e-6 * max(1, freshCost), "seed \(seed)")
            }
        }
    }
}
