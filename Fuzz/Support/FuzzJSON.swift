// A neutral JSON value for differential targets: each JSON reader's result and Foundation's
// JSONSerialization result are turned into this and compared.
import Foundation

/// A JSON value as the differential targets compare it: numbers as `Double` (every reader under
/// test reads numbers as doubles or keeps the literal), objects with the last of duplicated keys.
indirect enum FuzzJSON: Equatable, CustomStringConvertible {
    /// Equal values; numbers may differ by a relative 1e-14, because Foundation's
    /// JSONSerialization rounds long literals imprecisely (a 67-digit `3333…331` reads as
    /// 3.3333333333333315e+66, nine units in the last place off; the correctly rounded value, which
    /// ours and Swift's `Double(_:)` give, is 3.3333333333333334e+66). Found by fuzzing:
    /// Fuzz/Corpus/json/find-long-integer.
    static func == (a: FuzzJSON, b: FuzzJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y || abs(x - y) <= 1e-14 * max(abs(x), abs(y))
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0 == $1 }
        case (.object(let x), .object(let y)):
            return x.count == y.count && x.allSatisfy { key, value in y[key].map { $0 == value } ?? false }
        default: return false
        }
    }

    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([FuzzJSON])
    case object([String: FuzzJSON])

    /// Foundation's reading of `bytes`, or nil when it refuses them.
    static func foundation(_ bytes: [UInt8]) -> FuzzJSON? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
        else { return nil }
        return FuzzJSON(foundation: object)
    }

    /// Converts what JSONSerialization returned.
    init(foundation object: Any) {
        switch object {
        case is NSNull: self = .null
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" {
                self = .bool(number.boolValue)
            } else {
                self = .number(number.doubleValue)
            }
        case let text as String: self = .string(text)
        case let array as [Any]: self = .array(array.map { FuzzJSON(foundation: $0) })
        case let dictionary as [String: Any]:
            self = .object(dictionary.mapValues { FuzzJSON(foundation: $0) })
        default: fuzzMismatch("JSONSerialization returned a \(type(of: object))")
        }
    }

    /// Whether Foundation reads `bytes` as something other than UTF-8 (it detects UTF-16 and
    /// UTF-32 by a byte-order mark or by zero bytes among the first four); the readers under test
    /// take UTF-8 only, a deliberate difference.
    static func foundationReadsAsNonUTF8(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return true }
        return bytes.prefix(4).contains(0)
    }

    /// The deepest nesting of arrays and objects in `bytes` (outside strings), for inputs one reader
    /// refuses as too deep by design.
    static func nestingDepth(_ bytes: [UInt8]) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// `bytes` without trailing commas (a comma followed, after whitespace, by `]` or `}`) outside
    /// strings, or nil when it has none.
    static func removingTrailingCommas(_ bytes: [UInt8]) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var inString = false
        var escaped = false
        var removed = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                result.append(byte)
                continue
            }
            if byte == UInt8(ascii: "\"") { inString = true }
            if byte == UInt8(ascii: ",") {
                var next = index
                while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "]") || bytes[next] == UInt8(ascii: "}") {
                    removed = true
                    continue
                }
            }
            result.append(byte)
        }
        return removed ? result : nil
    }

    /// Compares a reader under test with JSONSerialization on `bytes`, allowing exactly one
    /// difference: Foundation (swift-corelibs-foundation, Swift 6.3) accepts trailing commas in
    /// arrays and objects, which RFC 8259 and our readers refuse. When ours refused and Foundation
    /// accepted, the input without its trailing commas must read, through ours, to Foundation's
    /// value.
    static func compare(_ bytes: [UInt8], reader: String, ours read: ([UInt8]) -> FuzzJSON?) {
        let ours = read(bytes)
        let theirs = foundation(bytes)
        if ours == theirs { return }
        if ours == nil, let theirs, let stripped = removingTrailingCommas(bytes), read(stripped) == theirs {
            return
        }
        fuzzMismatch(
            "\(reader): \(ours.map(\.description) ?? "refused"); JSONSerialization: \(theirs.map(\.description) ?? "refused")"
        )
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let number): "\(number)"
        case .string(let text): "\(text.debugDescription.prefix(60))"
        case .array(let elements): "[\(elements.prefix(8).map(\.description).joined(separator: ","))]"
        case .object(let members):
            "{\(members.sorted { $0.key < $1.key }.prefix(8).map { "\($0.key.debugDescription.prefix(30)):\($0.value)" }.joined(separator: ","))}"
        }
    }
}
