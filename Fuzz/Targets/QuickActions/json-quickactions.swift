// QuickActions' JSON reader (JSONParser: String Catalogs, --dynamic files, the dynamic item store,
// asset catalogs), differential against Foundation's JSONSerialization: the same inputs accepted,
// the same values.
//
// Deliberate differences, excluded precisely:
// - Foundation accepts trailing commas (`[1,]`); RFC 8259 and ours do not (see FuzzJSON.compare);
// - input Foundation reads as UTF-16/32 (a BOM or a zero among the first four bytes): ours takes
//   UTF-8 only;
// - nesting deeper than JSONParser.maximumDepth (256): when ours refuses for that, only ours runs.
import Foundation

extension FuzzJSON {
    /// Converts QuickActions' node (numbers keep their literal text; read it as a double).
    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let literal):
            guard let number = Double(literal) else { fuzzMismatch("number literal '\(literal)' is not a Double") }
            self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map { FuzzJSON($0) })
        case .object(let members):
            self = .object(Dictionary(members.map { ($0.key, FuzzJSON($0.value)) }, uniquingKeysWith: { $1 }))
        }
    }
}

func fuzz_json_quickactions(_ bytes: [UInt8]) {
    if FuzzJSON.foundationReadsAsNonUTF8(bytes) {
        _ = try? JSONParser.parse(Data(bytes))
        return
    }
    do {
        _ = try JSONParser.parse(Data(bytes))
    } catch {
        if error.message == Wording.jsonTooDeep(JSONParser.maximumDepth) { return }
    }
    FuzzJSON.compare(bytes, reader: "JSONParser") { input in
        do {
            return FuzzJSON(try JSONParser.parse(Data(input)))
        } catch {
            fuzzCheck(!error.message.isEmpty, "an error without a message")
            return nil
        }
    }
}
