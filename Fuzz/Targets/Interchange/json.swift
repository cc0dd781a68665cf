// The one JSON reader (Interchange's JSONScanner: trace lines, String Catalogs, --dynamic files, the
// dynamic item store, asset catalogs, client messages, REST bodies), differential against
// Foundation's JSONSerialization: the same documents accepted, the same values. With
// `allowsNonFiniteNumbers` (how traces are read) it must accept everything the strict scanner
// accepts, with the same value, and more only where a NaN or Infinity token is read.
//
// Deliberate differences, excluded precisely (RELIABILITY.md lists them):
// - Foundation accepts trailing commas (`[1,]`); RFC 8259 and ours do not (see FuzzJSON.compare);
// - a number literal beyond Double's range (`1e400`) reads as ±infinity in ours (a trace then says
//   the field is not finite); Foundation refuses the document: when ours read a non-finite number
//   in strict mode, only ours runs;
// - nesting deeper than the scanner's limit (256) is refused by ours by design: when ours refuses
//   with `nestedTooDeeply`, only ours runs;
// - input Foundation reads as UTF-16/32 (a BOM or a zero among the first four bytes): ours reads
//   UTF-8 only; such inputs run through ours alone.
import Foundation
@testable import Interchange

extension FuzzJSON {
    /// Converts the scanner's value (objects with the last of duplicated keys, as JSONDecoder).
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map { FuzzJSON($0) })
        case .object(let members):
            self = .object(Dictionary(members.map { ($0.key, FuzzJSON($0.value)) }, uniquingKeysWith: { $1 }))
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

/// The scanner's reading of `bytes` as one document.
private func scanJSON(_ bytes: [UInt8], nonFinite: Bool = false) -> Result<FuzzJSON, JSONSyntaxError> {
    bytes.withUnsafeBufferPointer { buffer in
        var scanner = JSONScanner(bytes: buffer, allowsNonFiniteNumbers: nonFinite)
        do throws(JSONSyntaxError) {
            return .success(FuzzJSON(try scanner.readDocument()))
        } catch {
            fuzzCheck(
                error.offset >= 0 && error.offset <= bytes.count,
                "error offset \(error.offset) outside the text")
            return .failure(error)
        }
    }
}

func fuzz_json(_ bytes: [UInt8]) {
    let strict = scanJSON(bytes)
    let lenient = scanJSON(bytes, nonFinite: true)
    switch (strict, lenient) {
    case (.success(let a), .success(let b)):
        fuzzCheck(
            a == b || (a.hasNonFiniteNumber && b.hasNonFiniteNumber), "strict \(a), with NaN/Infinity \(b)")
    case (.success(let a), .failure(let error)):
        fuzzMismatch("strict read \(a); with NaN/Infinity allowed: \(error)")
    case (.failure, .success(let b)):
        fuzzCheck(b.hasNonFiniteNumber, "only the NaN/Infinity scanner read \(b), which has no such number")
    case (.failure, .failure): break
    }
    if FuzzJSON.foundationReadsAsNonUTF8(bytes) { return }
    switch strict {
    case .success(let value) where value.hasNonFiniteNumber: return
    case .failure(let error):
        if case .nestedTooDeeply = error.problem { return }
    default: break
    }
    FuzzJSON.compare(bytes, reader: "JSONScanner") { input in try? scanJSON(input).get() }
}
