import Foundation
import PropertyLists
import Testing

@testable import Springboard

/// The placeholder app's `key = value` lines: dates in the property-list form PropertyLists owns.
@MainActor
@Suite("A placeholder app describes a quick action's userInfo")
struct PlaceholderDescriptionTests {
    @Test("a date prints as a plist <date>, nested values in property-list text style")
    func dates() {
        let date = ISO8601Date.parse("2015-09-25T12:00:00Z")!
        #expect(
            PlaceholderViewController.describe([
                "when": .date(date), "list": .array([.date(date), .integer(3)]), "name": .string("Trip"),
            ])
                == "list = (2015-09-25T12:00:00Z, 3)\nname = \"Trip\"\nwhen = 2015-09-25T12:00:00Z")
    }
}
