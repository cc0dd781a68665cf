package import Foundation

/// The text of `<integer>`, `<real>`, `<date>` and `<data>` read as CoreFoundation reads it
/// (`parseIntegerTag`, `parseRealTag`, `parseDateTag` and `__CFPLDataDecode` in CFPropertyList.c),
/// so that an Info.plist reads here exactly when it reads on the device, to the same value.
extension XMLPropertyListBuilder {
    /// XML's white space, the only white space CoreFoundation skips in a value.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    package static func scalar(_ element: String, _ text: String) -> PropertyListNode.Value? {
        switch element {
        case "string": .string(text)
        case "integer": integer(Array(text.utf8)).map { .integer($0) }
        case "real": real(Array(text.utf8)).map { .real($0) }
        // Not trimmed: CoreFoundation takes no white space around a date.
        case "date": ISO8601Date.parse(text).map { .date($0) }
        case "data": data(Array(text.utf8)).map { .data($0) }
        default: nil
        }
    }

    /// `S*(-|+)?S*[0-9]+` or `S*(-|+)?S*0[xX][0-9a-fA-F]+` and nothing after (S: white space), in
    /// Int64's range. CoreFoundation also reads 2⁶³ … 2⁶⁴ − 1 (as an unsigned number), which a
    /// `PropertyListValue` cannot hold: refused here.
    package static func integer(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        }
        var radix: UInt64 = 10
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0"),
            bytes[index + 1] | 0x20 == UInt8(ascii: "x")
        {
            radix = 16
            index += 2
        }
        guard index < bytes.count else { return nil }
        var magnitude: UInt64 = 0
        while index < bytes.count {
            let byte = bytes[index]
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
                digit = UInt64(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
                digit = UInt64(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            magnitude = sum
            index += 1
        }
        if negative {
            return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    /// Any white space, then a decimal number (`[+-]?(D+(.D*)?|.D+)([eE][+-]?D+)?`) or `inf`,
    /// `infinity` (either with a sign) or `nan` (without), in any case, and nothing after:
    /// CoreFoundation's `__CFStringScanDouble` over the whole text. No hexadecimal (`0x1p3`), no
    /// NaN payload, no trailing white space.
    package static func real(_ bytes: [UInt8]) -> Double? {
        // `__CFStringScanDouble` skips any Unicode white space first (a no-break space too).
        let bytes = Array(String(decoding: bytes, as: UTF8.self).drop(while: \.isWhitespace).utf8)
        let start = 0
        let text = bytes[...]
        let word = String(decoding: text, as: UTF8.self).lowercased()
        switch word {
        case "nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        var index = start
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        var mantissa = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        return Double(String(decoding: text, as: UTF8.self))
    }

    /// Base64 as CoreFoundation decodes it: characters outside the alphabet (white space, `*`, …)
    /// are skipped, `=` counts as a zero digit, every complete group of four digits gives three
    /// bytes less one for each `=` that ends it, and an incomplete last group is dropped. A
    /// character beyond ASCII is refused, as CoreFoundation refuses it.
    package static func data(_ bytes: [UInt8]) -> Data? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 3 / 4)
        var equals = 0
        var accumulator: UInt32 = 0
        var count = 0
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "=") {
                equals += 1
            } else if !(isSpace(byte) || byte == 0x0B || byte == 0x0C) {
                equals = 0  // C's isspace: also vertical tab and form feed
            }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = UInt32(byte - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "+"): digit = 62
            case UInt8(ascii: "/"): digit = 63
            case UInt8(ascii: "="): digit = 0
            default: continue
            }
            count += 1
            accumulator = accumulator << 6 | digit
            if count % 4 == 0 {
                output.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                if equals < 2 { output.append(UInt8(truncatingIfNeeded: accumulator >> 8)) }
                if equals < 1 { output.append(UInt8(truncatingIfNeeded: accumulator)) }
            }
        }
        return Data(output)
    }
}
