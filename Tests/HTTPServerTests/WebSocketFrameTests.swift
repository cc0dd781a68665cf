import TestSupport
import Testing

@testable import HTTPServer

private func decodeAll(
    _ bytes: [UInt8], role: WebSocketFrameDecoder.Role, step: Int = .max, limit: Int = 1 << 20
) throws(WebSocketProtocolError) -> [WebSocketFrame] {
    var decoder = WebSocketFrameDecoder(role: role, maxFrameBytes: limit)
    var frames: [WebSocketFrame] = []
    var offset = 0
    repeat {
        let end = min(bytes.count, offset + max(step, 1))
        decoder.append(bytes[offset..<end])
        offset = end
        while let frame = try decoder.next() { frames.append(frame) }
    } while offset < bytes.count
    return frames
}

@Suite("WebSocket frames: RFC 6455 §5 bit by bit")
struct WebSocketFrameTests {
    @Test(
        "RFC 6455 §5.7 examples encode to the exact bytes and decode back",
        arguments: [
            (
                WebSocketFrame.text("Hello"), [0x81, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f],
                WebSocketFrameDecoder.Role.client
            ),
            (
                .text("Hello", maskingKey: 0x37fa_213d),
                [0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58], .server
            ),
            (
                WebSocketFrame(fin: false, opcode: .text, payload: Array("Hel".utf8)),
                [0x01, 0x03, 0x48, 0x65, 0x6c], .client
            ),
            (
                WebSocketFrame(opcode: .continuation, payload: Array("lo".utf8)), [0x80, 0x02, 0x6c, 0x6f],
                .client
            ),
            (.ping(Array("Hello".utf8)), [0x89, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f], .client),
            (
                .pong(Array("Hello".utf8), maskingKey: 0x37fa_213d),
                [0x8a, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58], .server
            ),
            (.close(code: .normalClosure, reason: "ok"), [0x88, 0x04, 0x03, 0xe8, 0x6f, 0x6b], .client),
            (.close(code: .noStatusReceived), [0x88, 0x00], .client),
        ] as [(WebSocketFrame, [UInt8], WebSocketFrameDecoder.Role)])
    func rfcExamples(frame: WebSocketFrame, bytes: [UInt8], role: WebSocketFrameDecoder.Role) throws {
        #expect(frame.encoded() == bytes)
        #expect(try decodeAll(bytes, role: role, step: 1) == [frame])
    }

    @Test(
        "lengths use 7, 16 or 64 bits, the shortest that fits",
        arguments: [
            (0, [0x82, 0x00]), (125, [0x82, 125]), (126, [0x82, 126, 0x00, 126]),
            (65535, [0x82, 126, 0xFF, 0xFF]),
            (65536, [0x82, 127, 0, 0, 0, 0, 0, 1, 0, 0]),
        ])
    func lengths(length: Int, header: [UInt8]) throws {
        let frame = WebSocketFrame.binary([UInt8](repeating: 7, count: length))
        let bytes = frame.encoded()
        #expect(Array(bytes.prefix(header.count)) == header)
        #expect(bytes.count == header.count + length)
        #expect(try decodeAll(bytes, role: .client) == [frame])
    }

    @Test(
        "frame-level violations are detected from the header, with their close codes",
        arguments: [
            (
                [0xC1, 0x80, 0, 0, 0, 0], WebSocketFrameDecoder.Role.server,
                WebSocketProtocolError.reservedBitsSet(4), 1002
            ),
            ([0x83, 0x80, 0, 0, 0, 0], .server, .reservedOpcode(3), 1002),
            ([0x8B, 0x80, 0, 0, 0, 0], .server, .reservedOpcode(11), 1002),
            ([0x09, 0x80, 0, 0, 0, 0], .server, .fragmentedControlFrame(.ping), 1002),
            ([0x88, 0xFE, 0, 126], .server, .controlFrameTooLong(.close, length: 126), 1002),
            ([0x81, 0x00], .server, .unmaskedClientFrame, 1002),
            ([0x81, 0x80, 1, 2, 3, 4], .client, .maskedServerFrame, 1002),
            ([0x82, 0x7F, 0x80, 0, 0, 0, 0, 0, 0, 0], .client, .invalidLength, 1002),
            ([0x82, 0x7E, 0x04, 0x01], .client, .frameTooBig(length: 1025, limit: 1024), 1009),
        ] as [([UInt8], WebSocketFrameDecoder.Role, WebSocketProtocolError, UInt16)])
    func violations(
        bytes: [UInt8], role: WebSocketFrameDecoder.Role, error: WebSocketProtocolError, code: UInt16
    ) {
        #expect(throws: error) { try decodeAll(bytes, role: role, limit: 1024) }
        #expect(error.closeCode.rawValue == code)
    }

    @Test("a close reason longer than 123 bytes is cut at a character boundary")
    func longReason() throws {
        let frame = WebSocketFrame.close(code: .goingAway, reason: String(repeating: "é", count: 100))
        #expect(frame.payload.count == 2 + 122)
        #expect(
            try WebSocketMessageAssembler.parseClose(frame.payload).reason
                == String(repeating: "é", count: 61))
    }

    @Test(
        "random frames round-trip through encode and decode in random splits (seeds 1…200)",
        arguments: 1...200)
    func roundTrip(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let opcodes: [WebSocketOpcode] = [.continuation, .text, .binary, .close, .ping, .pong]
        var frames: [WebSocketFrame] = []
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            let opcode = opcodes.randomElement(using: &generator)!
            let sizes = opcode.isControl ? [0, 1, 125] : [0, 1, 125, 126, 127, 65535, 65536, 70_000]
            let size =
                Bool.random(using: &generator)
                ? sizes.randomElement(using: &generator)!
                : Int.random(in: 0...(opcode.isControl ? 125 : 3000), using: &generator)
            frames.append(
                WebSocketFrame(
                    fin: opcode.isControl || Bool.random(using: &generator), opcode: opcode,
                    maskingKey: UInt32.random(in: .min ... .max, using: &generator),
                    payload: generator.bytes(size)))
        }
        let wire = frames.flatMap { $0.encoded() }
        let step = Int.random(in: 1...4096, using: &generator)
        #expect(try decodeAll(wire, role: .server, step: step) == frames, "seed \(seed)")
    }

    @Test("random bytes never crash the decoder and assembler (seeds 1…300)", arguments: 1...300)
    func fuzz(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var decoder = WebSocketFrameDecoder(
            role: Bool.random(using: &generator) ? .server : .client, maxFrameBytes: 4096)
        var assembler = WebSocketMessageAssembler(maxMessageBytes: 8192)
        for _ in 0..<30 {
            decoder.append(generator.bytes(Int.random(in: 1...64, using: &generator)))
            do {
                while let frame = try decoder.next() { _ = try assembler.receive(frame) }
            } catch {
                #expect(error.closeCode.isSendable, "seed \(seed)")
                #expect(!error.message.isEmpty)
                return
            }
        }
    }

    @Test("masking 8 bytes at a time equals byte-wise XOR at every length and alignment", arguments: 0...40)
    func mask(length: Int) {
        var generator = SplitMix64(seed: UInt64(length))
        let key = UInt32.random(in: .min ... .max, using: &generator)
        let plain = generator.bytes(length + 3)
        for start in 0..<3 {
            var bytes = plain
            bytes.withUnsafeMutableBytes {
                WebSocketFrame.applyMask(key, to: UnsafeMutableRawBufferPointer(rebasing: $0[start...]))
            }
            let keyBytes = [
                UInt8(key >> 24), UInt8(key >> 16 & 0xFF), UInt8(key >> 8 & 0xFF), UInt8(key & 0xFF),
            ]
            let expected = Array(plain[..<start]) + plain[start...].enumerated().map { $1 ^ keyBytes[$0 % 4] }
            #expect(bytes == expected)
        }
    }
}
