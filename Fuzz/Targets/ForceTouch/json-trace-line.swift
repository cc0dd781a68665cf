// ForceTouch's JSON reader for trace lines (JSONLineParser), differential against Foundation's
// JSONSerialization: the same lines accepted, the same values.
//
// Deliberate differences, excluded precisely:
// - Foundation accepts trailing commas (`[1,]`); RFC 8259 and ours do not (see FuzzJSON.compare);
// - the tokens NaN, Infinity and -Infinity are JSON to ours (so a NaN force gets "NaN is not a
//   number" for its field): when ours read a non-finite number, only ours is checked;
// - nesting deeper than JSONLineParser.maximumDepth (32) is refused by ours by design;
// - KNOWN DEFECT (branch house fixes it; test TraceReaderTests.invalidUnicode): a string that is
//   not valid Unicode is read with U+FFFD instead of refused; see FuzzJSON.compare;
// - input Foundation reads as UTF-16/32 (a BOM or a zero among the first four bytes): a trace is
//   UTF-8.
import Foundation

extension FuzzJSON {
    /// Converts a trace value (objects were read with the last of duplicated keys).
    init(_ value: TraceValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map { FuzzJSON($0) })
        case .object(let members): self = .object(members.mapValues { FuzzJSON($0) })
        }
    }

    /// Whether a number in the value is NaN or infinite.
    var hasNonFiniteNumber: Bool {
        switch self {
        case .number(let number): !number.isFinite
        case .array(let elements): elements.contains { $0.hasNonFiniteNumber }
        case .object(let members): members.values.contains { $0.hasNonFiniteNumber }
        default: false
        }
    }
}

/// Ours on `bytes`: the value, or nil when refused; `tooDeep` when refused for nesting.
private func readTraceLine(_ bytes: [UInt8], tooDeep: inout Bool) -> FuzzJSON? {
    var members: [JSONLineParser.Member] = []
    var ours: FuzzJSON?
    var deep = false
    bytes.withUnsafeBufferPointer { buffer in
        var parser = JSONLineParser(bytes: buffer)
        do throws(JSONSyntaxError) {
            switch try parser.parseLine(into: &members) {
            case .object:
                ours = .object(Dictionary(members.map { ($0.key, FuzzJSON($0.value)) }, uniquingKeysWith: { $1 }))
            case .other(let value):
                ours = FuzzJSON(value)
            }
        } catch {
            deep = error.problem == .nestedTooDeeply
        }
    }
    tooDeep = deep
    return ours
}

func fuzz_json_trace_line(_ bytes: [UInt8]) {
    var tooDeep = false
    let ours = readTraceLine(bytes, tooDeep: &tooDeep)
    if tooDeep || ours?.hasNonFiniteNumber == true || FuzzJSON.foundationReadsAsNonUTF8(bytes) { return }
    FuzzJSON.compare(bytes, reader: "JSONLineParser", replacesInvalidUnicode: true) { input in
        var deep = false
        return readTraceLine(input, tooDeep: &deep)
    }
}
