// The simulator's fast JSON object reader (JSONFields: client messages and REST bodies),
// differential against Foundation's JSONSerialization: the same texts accepted as one object, the
// same top-level members (nested arrays and objects are checked, not read: only their kind is
// compared), non-objects recognised as JSON.
//
// Deliberate differences, excluded precisely:
// - nesting deeper than 64 levels is refused by JSONFields by design (Foundation allows 512);
// - input Foundation reads as UTF-16/32 (a BOM or a zero among the first four bytes): frames are
//   UTF-8 text.
import Foundation

func fuzz_json_simulator(_ bytes: [UInt8]) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return }  // frames are UTF-8
    if FuzzJSON.foundationReadsAsNonUTF8(bytes) || FuzzJSON.nestingDepth(bytes) > 64 { return }
    let theirs = FuzzJSON.foundation(bytes)
    do {
        let fields = try JSONFields(text)
        guard case .object(let members)? = theirs else {
            fuzzMismatch("JSONFields read an object; JSONSerialization: \(theirs.map(\.description) ?? "refused")")
        }
        var ours: [String: JSONFields.Value] = [:]
        for (key, value) in fields.members { ours[key] = value }
        fuzzCheck(ours.count == members.count, "JSONFields: \(ours.count) members; JSONSerialization: \(members.count)")
        for (key, value) in members {
            let mine = ours[key]
            let same: Bool
            switch (mine, value) {
            case (.string(let a)?, .string(let b)): same = a == b
            case (.number(let a)?, .number(let b)): same = a == b
            case (.bool(let a)?, .bool(let b)): same = a == b
            case (.null?, .null): same = true
            case (.nested?, .array), (.nested?, .object): same = true
            default: same = false
            }
            fuzzCheck(same, "member \(key.debugDescription): JSONFields \(String(describing: mine)); JSONSerialization \(value)")
        }
    } catch .notAnObject {
        fuzzCheck(
            theirs != nil && { if case .object = theirs! { false } else { true } }(),
            "JSONFields: not an object; JSONSerialization: \(theirs.map(\.description) ?? "refused")")
    } catch {
        fuzzCheck(theirs == nil, "JSONFields refused; JSONSerialization: \(theirs!.description)")
    }
}
