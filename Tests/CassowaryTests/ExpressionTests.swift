import Cassowary
import Testing

@Suite struct ExpressionTests {
    @Test func expressionsReadAsWritten() {
        let x = Variable("x"), y = Variable("y")
        #expect((x + 2 * y - 16).description == "x + 2 * y - 16")
        #expect((-x + 0.5).description == "-x + 0.5")
        #expect((x - y + x).reduced.description == "2 * x - y")
        #expect((x - x + 3).reduced.description == "3")
        #expect((x <= y + 8).withStrength(.strong).description == "x <= y + 8 (strong)")
    }

    @Test func violationsMeasureHowFarASolutionMisses() {
        let x = Variable("x")
        let values: (Variable) -> Double = { _ in 7 }
        #expect((x <= 5).violation(values) == 2)
        #expect((x >= 5).violation(values) == 0)
        #expect((x == 10).violation(values) == 3)
    }
}
