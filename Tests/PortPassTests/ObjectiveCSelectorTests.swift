import Testing

@testable import PortPass

@Suite("ObjectiveCSelector: Swift names as Objective-C spells them")
struct ObjectiveCSelectorTests {
    @Test(
        "Apple's mapping of an @objc method's Swift name",
        arguments: [
            ("refresh", [String](), "refresh"),
            ("tapped", ["_"], "tapped:"),
            ("doThing", ["_", "with"], "doThing:with:"),
            ("doThing", ["with"], "doThingWith:"),
            ("init", ["frame"], "initWithFrame:"),
            ("buttonPressed", ["_", "forEvent"], "buttonPressed:forEvent:"),
            ("move", ["_", "_"], "move::"),
            ("handle", ["gesture"], "handleWithGesture:"),
            ("present", ["withAnimation"], "presentWithAnimation:"),
            ("fill", ["within"], "fillWithWithin:"),
        ])
    func mapping(base: String, labels: [String], expected: String) {
        #expect(ObjectiveCSelector.name(baseName: base, labels: labels) == expected)
    }

    @Test("getters keep the name, setters are set + capitalised + colon")
    func accessors() {
        #expect(ObjectiveCSelector.getter(property: "isOn") == "isOn")
        #expect(ObjectiveCSelector.setter(property: "title") == "setTitle:")
    }

    @Test("arity is the number of colons")
    func arity() {
        #expect(ObjectiveCSelector.arity(of: "refresh") == 0)
        #expect(ObjectiveCSelector.arity(of: "doThing:with:") == 2)
    }
}
