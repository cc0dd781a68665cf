extension WebSocketFrame {
    /// The frame on the wire: header, length (7, 16 or 64 bits, the shortest that fits), masking
    /// key and the payload masked with it.
    /// - Complexity: O(n) in the payload size.
    public func encoded() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(payload.count + 14)
        encode(into: &out)
        return out
    }

    /// Appends the frame's wire bytes to `out`.
    /// - Complexity: O(n) in the payload size.
    public func encode(into out: inout [UInt8]) {
        Self.appendHeader(
            fin: fin, reservedBits: reservedBits, opcode: opcode, length: payload.count,
            maskingKey: maskingKey,
            to: &out)
        Self.appendPayload(payload, maskingKey: maskingKey, to: &out)
    }

    /// Appends a frame's header: the first byte, the length (7, 16 or 64 bits, the shortest that
    /// fits) and the masking key, if any.
    /// - Complexity: O(1).
    public static func appendHeader(
        fin: Bool = true, reservedBits: UInt8 = 0, opcode: WebSocketOpcode, length: Int, maskingKey: UInt32?,
        to out: inout [UInt8]
    ) {
        out.append((fin ? 0x80 : 0) | (reservedBits & 0x07) << 4 | opcode.rawValue)
        let maskBit: UInt8 = maskingKey == nil ? 0 : 0x80
        if length < 126 {
            out.append(maskBit | UInt8(length))
        } else if length <= 0xFFFF {
            out.append(maskBit | 126)
            out.append(UInt8(length >> 8))
            out.append(UInt8(length & 0xFF))
        } else {
            out.append(maskBit | 127)
            for shift in stride(from: 56, through: 0, by: -8) {
                out.append(UInt8(truncatingIfNeeded: UInt64(length) >> UInt64(shift)))
            }
        }
        if let key = maskingKey {
            out.append(UInt8(key >> 24))
            out.append(UInt8(truncatingIfNeeded: key >> 16))
            out.append(UInt8(truncatingIfNeeded: key >> 8))
            out.append(UInt8(truncatingIfNeeded: key))
        }
    }

    /// Appends a payload after its header, masked with `maskingKey` when there is one.
    /// - Complexity: O(n) in the payload size.
    public static func appendPayload(
        _ payload: some Collection<UInt8>, maskingKey: UInt32?, to out: inout [UInt8]
    ) {
        let start = out.count
        out.append(contentsOf: payload)
        guard let key = maskingKey else { return }
        out.withUnsafeMutableBytes { raw in
            Self.applyMask(key, to: UnsafeMutableRawBufferPointer(rebasing: raw[start...]))
        }
    }

    /// XORs `bytes` with the 4-byte masking key (which is its own inverse), 8 bytes at a time.
    /// - Complexity: O(n).
    static func applyMask(_ key: UInt32, to bytes: UnsafeMutableRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        let keyBytes = [
            UInt8(key >> 24), UInt8(truncatingIfNeeded: key >> 16), UInt8(truncatingIfNeeded: key >> 8),
            UInt8(truncatingIfNeeded: key),
        ]
        var wide: UInt64 = 0
        withUnsafeMutableBytes(of: &wide) { word in
            for i in 0..<8 { word[i] = keyBytes[i & 3] }
        }
        var i = 0
        while i + 8 <= count {
            let value = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            base.storeBytes(of: value ^ wide, toByteOffset: i, as: UInt64.self)
            i += 8
        }
        while i < count {
            base.storeBytes(
                of: base.load(fromByteOffset: i, as: UInt8.self) ^ keyBytes[i & 3], toByteOffset: i,
                as: UInt8.self)
            i += 1
        }
    }
}
