import Foundation

extension JSONScanner {
    /// Reads a JSON number (leading whitespace skipped; `-Infinity` too when non-finite numbers are
    /// allowed); a literal too large for a `Double` reads as an infinity, as `Double(_:)` does.
    ///
    /// Numbers with at most 15 significant digits and a decimal exponent within ±22 (every number
    /// the writer produces for ordinary traces) take Clinger's fast path: the digits as an exact
    /// integer times or divided by an exact power of ten, one correctly rounded operation. Others
    /// go to the standard library's correctly rounded parser. Both give the nearest `Double`.
    public mutating func readNumber() throws(JSONSyntaxError) -> Double {
        skipWhitespace()
        let start = offset
        var negative = false
        if peek() == UInt8(ascii: "-") {
            negative = true
            offset += 1
            if allowsNonFiniteNumbers, peek() == UInt8(ascii: "I") {
                try expectWord("Infinity")
                return -.infinity
            }
        }
        guard let first = peek(), isDigit(first) else { throw error(.invalidNumber(start: start)) }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        offset += 1
        if first == UInt8(ascii: "0") {
            if let next = peek(), isDigit(next) { throw error(.invalidNumber(start: start)) }
        } else {
            mantissa = UInt64(first - UInt8(ascii: "0"))
            digits = 1
            while let byte = peek(), isDigit(byte) {
                accumulate(byte, into: &mantissa, digits: &digits, exponent: &exponent, fraction: false)
                offset += 1
            }
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let digit = peek(), isDigit(digit) else { throw error(.invalidNumber(start: start)) }
            while let byte = peek(), isDigit(byte) {
                accumulate(byte, into: &mantissa, digits: &digits, exponent: &exponent, fraction: true)
                offset += 1
            }
        }
        var exact = digits <= 15
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            offset += 1
            var negativeExponent = false
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                negativeExponent = sign == UInt8(ascii: "-")
                offset += 1
            }
            guard let digit = peek(), isDigit(digit) else { throw error(.invalidNumber(start: start)) }
            var value = 0
            while let byte = peek(), isDigit(byte) {
                if value < 10_000 {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    exact = false
                }
                offset += 1
            }
            exponent += negativeExponent ? -value : value
        }
        if exact, mantissa == 0 {
            return negative ? -0.0 : 0
        }
        if exact, exponent >= -22, exponent <= 22 {
            let scale = Self.powersOfTen[abs(exponent)]
            let magnitude = exponent < 0 ? Double(mantissa) / scale : Double(mantissa) * scale
            return negative ? -magnitude : magnitude
        }
        if digits <= 19, exponent >= -19, exponent <= 19 {
            let magnitude = Self.exactDecimal(mantissa, exponent: exponent)
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text) else {
            throw JSONSyntaxError(offset: start, problem: .invalidNumber(start: start))
        }
        return value
    }

    /// `mantissa × 10^exponent` rounded once to the nearest `Double` (ties to even), for a
    /// mantissa of at most 19 digits and |exponent| ≤ 19: exact 128-bit integer arithmetic, no
    /// string round trip. Full-precision numbers (16–17 digits, what the writer emits for most
    /// recorded values) take this path.
    static func exactDecimal(_ mantissa: UInt64, exponent: Int) -> Double {
        let power = powersOfTenInteger[abs(exponent)]
        if exponent >= 0 {
            return rounded(UInt128(mantissa) * UInt128(power), sticky: false, scale: 0)
        }
        // Normalize the mantissa to 64 significant bits, then divide: the quotient keeps at least
        // 63 bits, and the remainder says whether anything was cut off.
        let shift = mantissa.leadingZeroBitCount
        let dividend = UInt128(mantissa << UInt64(shift)) << 64
        let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: UInt128(power))
        return rounded(quotient, sticky: remainder != 0, scale: -64 - shift)
    }

    /// `value × 2^scale` rounded to 53 bits, nearest, ties to even; `sticky` means bits below
    /// `value` were non-zero.
    private static func rounded(_ value: UInt128, sticky: Bool, scale: Int) -> Double {
        let bits = 128 - value.leadingZeroBitCount
        guard bits > 53 else {
            return Double(
                sign: .plus, exponent: scale, significand: Double(UInt64(truncatingIfNeeded: value)))
        }
        var cut = bits - 53
        var significand = value >> UInt128(cut)
        let rest = value & ((1 << UInt128(cut)) - 1)
        let half: UInt128 = 1 << UInt128(cut - 1)
        if rest > half || (rest == half && (sticky || significand & 1 == 1)) {
            significand += 1
            if significand == 1 << 53 {
                significand >>= 1
                cut += 1
            }
        }
        return Double(
            sign: .plus, exponent: cut + scale, significand: Double(UInt64(truncatingIfNeeded: significand)))
    }

    /// 10⁰ … 10¹⁹ as integers.
    private static let powersOfTenInteger: [UInt64] = (0...19).map { power in
        (0..<power).reduce(UInt64(1)) { value, _ in value * 10 }
    }

    /// Adds one digit to the exact mantissa (up to 19 digits; beyond that the slow path is used
    /// anyway), keeping the decimal exponent right.
    private func accumulate(
        _ byte: UInt8, into mantissa: inout UInt64, digits: inout Int, exponent: inout Int, fraction: Bool
    ) {
        if digits == 0, byte == UInt8(ascii: "0") {
            if fraction { exponent -= 1 }
            return
        }
        if digits < 19 {
            mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            if fraction { exponent -= 1 }
        } else if !fraction {
            exponent += 1
        }
        digits += 1
    }

    /// 10⁰ … 10²², every one exactly representable as a `Double`.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
