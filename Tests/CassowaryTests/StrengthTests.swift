import Cassowary
import Testing

@Suite struct StrengthTests {
    @Test(arguments: [
        (1000.0, Strength.required), (750, .strong), (250, .medium), (50, .weak), (2000, .required),
    ])
    func uiKitsNamedPrioritiesMapOntoTheNamedStrengths(priority: Double, strength: Strength) {
        #expect(abs(Strength(layoutPriority: priority).weight - strength.weight) < 1e-6 * strength.weight)
    }

    @Test func everyPriorityKeepsItsOrderAndStaysBelowRequired() {
        var previous = 0.0
        for priority in 1...999 {
            let weight = Strength(layoutPriority: Double(priority)).weight
            #expect(weight > previous)
            #expect(!Strength(layoutPriority: Double(priority)).isRequired)
            previous = weight
        }
        #expect(previous < Strength.required.weight / 10)
    }

    @Test func kiwisStrengthsAreBuiltFromThreeParts() {
        #expect(Strength(strong: 1, medium: 0, weak: 0) == .strong)
        #expect(Strength(strong: 1000, medium: 1000, weak: 1000) == .required)
        #expect(Strength(weight: 1e12) == .required)
        #expect(Strength.medium.description == "medium")
    }
}
