import Cassowary
import Testing

/// Stories of a screen being laid out, as Auto Layout would hand them to the solver.
@Suite struct SolverTests {
    func expectSound(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(solver.invariantViolations() == [], sourceLocation: sourceLocation)
    }

    @Test func aLabelPinnedToTheSafeAreaMarginsFillsTheWidthBetweenThem() throws {
        // An iPhone 8 in portrait: 375 points wide, a safe area inset 20 at the top, margins 16.
        var solver = Solver()
        let safeLeading = Variable("safeArea.leading"), safeTrailing = Variable("safeArea.trailing")
        let safeTop = Variable("safeArea.top")
        let leading = Variable("label.leading"), width = Variable("label.width")
        let top = Variable("label.top"), height = Variable("label.height")
        try solver.add([
            safeLeading == 0, safeTrailing == 375, safeTop == 20,
            leading == safeLeading + 16, leading + width == safeTrailing - 16,
            top == safeTop + 8, (height == 21).withStrength(.strong),
        ])
        #expect(solver.value(of: leading) == 16)
        #expect(solver.value(of: width) == 343)
        #expect(solver.value(of: top) == 28)
        #expect(solver.value(of: height) == 21)
        expectSound(solver)

        // Rotating to landscape moves the trailing edge; the label follows.
        let landscape = solver.allConstraints.first { $0.description.hasPrefix("safeArea.trailing ==") }!
        try solver.remove(landscape)
        try solver.add(safeTrailing == 667)
        #expect(solver.value(of: width) == 635)
        expectSound(solver)
    }

    @Test func aStackOfThreeViewsWithEqualWidthsSharesTheSpace() throws {
        var solver = Solver()
        let views = (0..<3).map { (left: Variable("v\($0).left"), width: Variable("v\($0).width")) }
        try solver.add(views[0].left == 16)
        for index in 1..<3 {
            try solver.add(views[index].left == views[index - 1].left + views[index - 1].width + 8)
            try solver.add(views[index].width == views[index - 1].width)
        }
        try solver.add(views[2].left + views[2].width == 359)
        for (index, view) in views.enumerated() {
            #expect(abs(solver.value(of: view.width) - 109) < 1e-9)
            #expect(abs(solver.value(of: view.left) - (16 + Double(index) * 117)) < 1e-9)
        }
        expectSound(solver)
    }

    @Test func huggingLosesToCompressionResistanceWhenTheTextDoesNotFit() throws {
        // A label whose text is 200 points wide, in a container 150 wide: hugging (250) wants it
        // no wider than its text, compression resistance (750) no narrower; the container wins
        // (required) and compression gives way, as in UIKit.
        var solver = Solver()
        let width = Variable("label.width")
        let hugging = (width <= 200).withStrength(Strength(layoutPriority: 250))
        let compression = (width >= 200).withStrength(Strength(layoutPriority: 750))
        try solver.add([hugging, compression])
        #expect(solver.value(of: width) == 200)
        let container = width <= 150
        try solver.add(container)
        #expect(solver.value(of: width) == 150)

        // In a wider container with a weak wish to fill it, hugging holds the label at its text.
        try solver.remove(container)
        try solver.add(width <= 300)
        try solver.add((width == 300).withStrength(.weak))
        #expect(solver.value(of: width) == 200)
        // And when the wish to fill is stronger than hugging, the label stretches.
        try solver.add((width == 300).withStrength(Strength(layoutPriority: 251)))
        #expect(solver.value(of: width) == 300)
        expectSound(solver)
    }

    @Test func anAnimationEditsAConstantFrameByFrame() throws {
        // A drawer slides in: its leading constant animates from -300 to 0 over 30 frames, and the
        // content view pinned after it follows, never leaving the required 320-point screen.
        var solver = Solver()
        let offset = Variable("drawer.offset"), drawerLeft = Variable("drawer.left")
        let drawerWidth = Variable("drawer.width"), contentLeft = Variable("content.left")
        try solver.add([
            drawerLeft == offset, drawerWidth == 300, contentLeft == drawerLeft + drawerWidth,
            contentLeft <= 320, contentLeft >= 0,
        ])
        try solver.addEditVariable(offset, strength: .strong)
        for frame in 0...30 {
            let constant = -300 + Double(frame) * 10
            try solver.suggestValue(constant, for: offset)
            #expect(abs(solver.value(of: drawerLeft) - constant) < 1e-9)
            #expect(abs(solver.value(of: contentLeft) - (constant + 300)) < 1e-9)
            expectSound(solver)
        }
        // Overshooting the screen, the required edge stops the drawer at 20.
        try solver.suggestValue(50, for: offset)
        #expect(solver.value(of: offset) == 20)
        try solver.removeEditVariable(offset)
        #expect(!solver.hasEditVariable(offset))
        expectSound(solver)
    }

    @Test func conflictingRequiredWidthsAreReportedAsUIKitLogsThem() throws {
        var solver = Solver()
        let width = Variable("button.width")
        let fixed = (width == 100).identified("button.width == 100")
        let wider = (width >= 120).identified("button.width >= 120")
        try solver.add(fixed)
        #expect(
            throws: CassowaryError.unsatisfiable(
                UnsatisfiableConstraints(constraint: wider, conflicting: [fixed]))
        ) {
            try solver.add(wider)
        }
        #expect(!solver.contains(wider))
        #expect(solver.value(of: width) == 100)
        let report = try #require(try solver.addRecovering(wider))
        #expect(
            report.log == """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                \tTry this:
                \t\t(1) look at each constraint and try to figure out which you don't expect;
                \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
                (
                    "button.width == 100: button.width == 100 (required)",
                    "button.width >= 120: button.width >= 120 (required)"
                )

                Will attempt to recover by breaking constraint 
                button.width >= 120: button.width >= 120 (required)
                """)
        expectSound(solver)
    }

    @Test func aChainOfEqualitiesThatContradictsItselfNamesEveryLink() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), unrelated = Variable("d")
        let links = [a == 0, b == a + 10, c == b + 10, unrelated == 5]
        try solver.add(links)
        let closing = c == a + 5
        do {
            try solver.add(closing)
            Issue.record("a contradiction was accepted")
        } catch {
            guard case .unsatisfiable(let report) = error else { throw error }
            #expect(report.conflicting == Array(links[0..<3]) || report.conflicting == Array(links[1..<3]))
            #expect(!report.conflicting.contains(links[3]))
        }
        expectSound(solver)
    }

    @Test func errorsSayWhatWentWrong() throws {
        var solver = Solver()
        let x = Variable("x")
        let constraint = x >= 10
        try solver.add(constraint)
        #expect(throws: CassowaryError.duplicateConstraint(constraint)) { try solver.add(constraint) }
        try solver.remove(constraint)
        #expect(throws: CassowaryError.unknownConstraint(constraint)) { try solver.remove(constraint) }
        #expect(throws: CassowaryError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: CassowaryError.requiredEditStrength(x)) {
            try solver.addEditVariable(x, strength: .required)
        }
        try solver.addEditVariable(x)
        #expect(throws: CassowaryError.duplicateEditVariable(x)) { try solver.addEditVariable(x) }
        try solver.removeEditVariable(x)
        #expect(throws: CassowaryError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        #expect(
            CassowaryError.duplicateConstraint(constraint).description
                == "the solver already holds the constraint x >= 10 (required); add each constraint once")
        #expect(
            CassowaryError.unknownEditVariable(x).description
                == "x is not an edit variable; call addEditVariable(_:strength:) first")
        expectSound(solver)
    }

    @Test func removingEveryConstraintLeavesAnEmptyTableau() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let all = [x >= 10, y == x * 2 + 1, (x == 40).withStrength(.weak), (y <= 50).withStrength(.medium)]
        try solver.add(all)
        #expect(solver.value(of: x) == 24.5)
        for constraint in all.reversed() {
            try solver.remove(constraint)
            expectSound(solver)
        }
        #expect(solver.constraintCount == 0)
        #expect(solver.value(of: x) == 0)
    }
}
