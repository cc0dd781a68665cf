// The simulator's fast JSON object reader (JSONFields: client messages and REST bodies),
// differential against Foundation's JSONSerialization: the same texts accepted as one object, the
// same top-level members (arrays of numbers element by element, other nested arrays and objects
// checked, not read: only their kind is compared), non-objects recognised as JSON.
//
// Deliberate differences, each modelled exactly (RELIABILITY.md lists them):
// - Foundation accepts trailing commas (`[1,]`, `{"a":1,}`); RFC 8259 and JSONFields refuse them.
//   When ours refuses and Foundation accepts, the text without its trailing commas must read,
//   through ours, to what Foundation read (as the `json` target's FuzzJSON.compare);
// - Foundation rounds long number literals imprecisely; numbers agree within a relative 1e-14
//   (FuzzJSON's ==);
// - nesting deeper than 64 levels is refused by JSONFields by design (Foundation allows 512);
// - input Foundation reads as UTF-16/32 (a BOM or a zero among the first four bytes): frames are
//   UTF-8 text.
import Foundation
@testable import SimulatorProtocol

/// What JSONFields made of a text, in the terms the comparison uses.
private enum FieldsOutcome {
    case object([String: JSONFields.Value])
    case notAnObject
    case refused

    init(_ text: String) {
        do {
            var members: [String: JSONFields.Value] = [:]
            for (key, value) in try JSONFields(text).members { members[key] = value }  // the last wins
            self = .object(members)
        } catch .notAnObject {
            self = .notAnObject
        } catch {
            self = .refused
        }
    }

    var description: String {
        switch self {
        case .object(let members): "an object of \(members.count) members"
        case .notAnObject: "not an object"
        case .refused: "refused"
        }
    }

    /// Whether this is what JSONSerialization's reading `theirs` says JSONFields must read.
    func agrees(with theirs: FuzzJSON?) -> Bool {
        switch (self, theirs) {
        case (.refused, nil): return true
        case (.notAnObject, .object?), (.notAnObject, nil): return false
        case (.notAnObject, _?): return true
        case (.object(let ours), .object(let members)?):
            return ours.count == members.count
                && members.allSatisfy { key, value in ours[key].map { Self.same($0, value) } ?? false }
        default: return false
        }
    }

    /// One member's value against Foundation's.
    static func same(_ mine: JSONFields.Value, _ theirs: FuzzJSON) -> Bool {
        switch (mine, theirs) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number): FuzzJSON.number(a) == theirs
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.numbers(let numbers), .array(let elements)):
            numbers.count == elements.count && zip(numbers, elements).allSatisfy { FuzzJSON.number($0) == $1 }
        case (.nested, .array(let elements)):
            // JSONFields reads an array of numbers only (possibly empty) as `.numbers`.
            !elements.allSatisfy { if case .number = $0 { true } else { false } }
        case (.nested, .object): true
        default: false
        }
    }
}

func fuzz_json_simulator(_ bytes: [UInt8]) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return }  // frames are UTF-8
    if FuzzJSON.foundationReadsAsNonUTF8(bytes) || FuzzJSON.nestingDepth(bytes) > JSONFields.maximumDepth {
        _ = FieldsOutcome(text)  // ours alone: it must not crash
        return
    }
    let theirs = FuzzJSON.foundation(bytes)
    let ours = FieldsOutcome(text)
    if ours.agrees(with: theirs) { return }
    if case .refused = ours, theirs != nil, let stripped = FuzzJSON.removingTrailingCommas(bytes),
        FieldsOutcome(String(decoding: stripped, as: UTF8.self)).agrees(with: theirs)
    {
        return  // Foundation's trailing commas, and only those
    }
    fuzzMismatch(
        "JSONFields: \(ours.description); JSONSerialization: \(theirs.map(\.description) ?? "refused")")
}
