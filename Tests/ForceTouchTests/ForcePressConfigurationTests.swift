import Foundation
import Testing

@testable import ForceTouch

@Suite("ForcePressConfiguration: the numbers and where they come from")
struct ForcePressConfigurationTests {
    @Test("the defaults are SYSTEM.md §1's numbers")
    func defaults() {
        let configuration = ForcePressConfiguration.standard
        #expect(configuration.hintLevel == 1.0)
        #expect(configuration.peekLevel == 4.0)
        #expect(configuration.popLevel == 5.333)
        #expect(configuration.lightMultiplier == 0.75)
        #expect(configuration.mediumMultiplier == 1.0)
        #expect(configuration.firmMultiplier == 1.2)
        #expect(configuration.smoothingFactor == 0.4)
        #expect(configuration.revealDelay == 0.1)
        #expect(configuration.revealSlop == 15)
        #expect(configuration.minimumHintDuration == 0.2)
        #expect(configuration.minimumPeekDuration == 0.075)
        #expect(configuration.adaptivePopOffset == 0.75)
        #expect(configuration.adaptivePopDecay == 0.5)
        #expect(configuration.longPressDuration == 0.5)
        #expect(configuration.longPressAllowableMovement == 10)
        #expect(abs(configuration.referenceMaximumPossibleForce - 20.0 / 3.0) < 1e-12)
    }

    @Test(
        "levels scale with an input source's maximumPossibleForce, unless scaling is off or the maximum is bad"
    )
    func scaling() {
        var configuration = ForcePressConfiguration()
        #expect(configuration.levelScale(maximumPossibleForce: 20.0 / 3.0) == 1)
        #expect(abs(configuration.levelScale(maximumPossibleForce: 10.0 / 3.0) - 0.5) < 1e-12)
        #expect(configuration.levelScale(maximumPossibleForce: 0) == 1)
        #expect(configuration.levelScale(maximumPossibleForce: .nan) == 1)
        #expect(abs(configuration.levels(for: .firm, maximumPossibleForce: 10.0 / 3.0).peek - 2.4) < 1e-12)
        configuration.scalesLevelsToMaximumPossibleForce = false
        #expect(configuration.levels(for: .medium, maximumPossibleForce: 10.0 / 3.0).peek == 4)
    }

    @Test("a configuration survives Codable (so Springboard can keep it in its settings)")
    func codable() throws {
        var configuration = ForcePressConfiguration()
        configuration.revealDelay = 0.12
        configuration.firmMultiplier = 1.3
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(ForcePressConfiguration.self, from: data) == configuration)
    }

    @Test("capability raw values and names are UIKit's; sensitivity names parse")
    func capabilityAndSensitivity() {
        #expect(ForceTouchCapability.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(ForceTouchCapability(name: "available") == .available)
        #expect(ForceTouchCapability(name: "unavailable") == .unavailable)
        #expect(ForceTouchCapability(name: "unknown") == .unknown)
        #expect(ForceTouchCapability(name: "on") == nil)
        #expect(Sensitivity(rawValue: "firm") == .firm)
        #expect(Sensitivity.allCases.map(\.description) == ["light", "medium", "firm"])
    }
}
