/// Base64 (RFC 4648 §4, with padding), for the WebSocket handshake keys.
public enum Base64 {
    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let decodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// The padded Base64 text of `bytes`.
    /// - Complexity: O(n).
    public static func encode(_ bytes: some Collection<UInt8>) -> String {
        let input = Array(bytes)
        var out: [UInt8] = []
        out.reserveCapacity((input.count + 2) / 3 * 4)
        var i = 0
        while i + 3 <= input.count {
            let n = UInt32(input[i]) << 16 | UInt32(input[i + 1]) << 8 | UInt32(input[i + 2])
            out += [
                alphabet[Int(n >> 18)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)],
                alphabet[Int(n & 63)],
            ]
            i += 3
        }
        switch input.count - i {
        case 1:
            let n = UInt32(input[i]) << 16
            out += [
                alphabet[Int(n >> 18)], alphabet[Int(n >> 12 & 63)], UInt8(ascii: "="), UInt8(ascii: "="),
            ]
        case 2:
            let n = UInt32(input[i]) << 16 | UInt32(input[i + 1]) << 8
            out += [
                alphabet[Int(n >> 18)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)],
                UInt8(ascii: "="),
            ]
        default: break
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of padded Base64 `text`, or `nil` when it is not canonical padded Base64.
    /// - Complexity: O(n).
    public static func decode(_ text: String) -> [UInt8]? {
        let input = Array(text.utf8)
        guard input.count % 4 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(input.count / 4 * 3)
        for start in stride(from: 0, to: input.count, by: 4) {
            let isLast = start + 4 == input.count
            var n: UInt32 = 0
            var padding = 0
            for j in 0..<4 {
                let byte = input[start + j]
                if byte == UInt8(ascii: "=") && isLast && j >= 2 {
                    padding += 1
                    n <<= 6
                    continue
                }
                let value = decodeTable[Int(byte)]
                guard value != 0xFF, padding == 0 else { return nil }
                n = n << 6 | UInt32(value)
            }
            out.append(UInt8(n >> 16))
            if padding < 2 { out.append(UInt8(truncatingIfNeeded: n >> 8)) }
            if padding < 1 { out.append(UInt8(truncatingIfNeeded: n)) }
        }
        return out
    }
}
