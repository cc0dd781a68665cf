import Testing

@testable import HTTPServer

@Suite("WebSocketMessageAssembler: fragments, control frames in between, UTF-8, close payloads")
struct WebSocketMessageAssemblerTests {
    private func feed(_ frames: [WebSocketFrame], limit: Int = 1000) -> Result<
        [WebSocketMessageAssembler.Event], WebSocketProtocolError
    > {
        var assembler = WebSocketMessageAssembler(maxMessageBytes: limit)
        var events: [WebSocketMessageAssembler.Event] = []
        for frame in frames {
            do {
                if let event = try assembler.receive(frame) { events.append(event) }
            } catch {
                return .failure(error)
            }
        }
        return .success(events)
    }

    @Test("a fragmented text with a ping in between, a code point split across fragments")
    func fragmented() {
        let euro = Array("€".utf8)
        let result = feed([
            WebSocketFrame(fin: false, opcode: .text, payload: Array("a".utf8) + euro.prefix(1)),
            .ping([1]),
            WebSocketFrame(fin: false, opcode: .continuation, payload: Array(euro[1...])),
            WebSocketFrame(fin: true, opcode: .continuation, payload: Array("b".utf8)),
            .binary([9]),
            .pong([]),
            .close(code: WebSocketCloseCode(rawValue: 4000), reason: "app"),
        ])
        #expect(
            result
                == .success([
                    .ping([1]), .message(.text("a€b")), .message(.binary([9])), .pong([]),
                    .close(WebSocketClose(code: WebSocketCloseCode(rawValue: 4000), reason: "app")),
                ]))
    }

    @Test(
        "message-level violations and their close codes",
        arguments: [
            (
                [WebSocketFrame(opcode: .continuation, payload: [])],
                WebSocketProtocolError.unexpectedContinuation, 1002
            ),
            ([WebSocketFrame(fin: false, opcode: .text), .binary([])], .expectedContinuation(.binary), 1002),
            // A surrogate; a byte that fails before FIN; a code point truncated at FIN.
            ([WebSocketFrame(opcode: .text, payload: [0xED, 0xA0, 0x80])], .invalidUTF8, 1007),
            ([WebSocketFrame(fin: false, opcode: .text, payload: [0xF5])], .invalidUTF8, 1007),
            ([WebSocketFrame(opcode: .text, payload: [0xE2, 0x82])], .invalidUTF8, 1007),
            ([WebSocketFrame(opcode: .close, payload: [3])], .closePayloadTooShort, 1002),
            ([WebSocketFrame(opcode: .close, payload: [0x03, 0xEE])], .invalidCloseCode(1006), 1002),
            ([WebSocketFrame(opcode: .close, payload: [0x07, 0xD0])], .invalidCloseCode(2000), 1002),
            ([WebSocketFrame(opcode: .close, payload: [0x03, 0xE8, 0xFF])], .invalidCloseReason, 1007),
            (
                [
                    WebSocketFrame(fin: false, opcode: .binary, payload: [UInt8](repeating: 0, count: 600)),
                    WebSocketFrame(opcode: .continuation, payload: [UInt8](repeating: 0, count: 600)),
                ], .messageTooBig(limit: 1000), 1009
            ),
        ] as [([WebSocketFrame], WebSocketProtocolError, UInt16)])
    func violations(frames: [WebSocketFrame], error: WebSocketProtocolError, code: UInt16) {
        #expect(feed(frames) == .failure(error))
        #expect(error.closeCode.rawValue == code)
    }

    @Test(
        "violation messages, exactly",
        arguments: [
            (
                WebSocketProtocolError.unexpectedContinuation,
                "continuation frame without a message in progress"
            ),
            (
                .expectedContinuation(.text),
                "text frame while a fragmented message is in progress; expected a continuation"
            ),
            (
                .controlFrameTooLong(.ping, length: 126),
                "ping frame payload of 126 bytes; control frames carry at most 125"
            ),
            (.invalidLength, "64-bit payload length with the most significant bit set"),
            (.maskedServerFrame, "masked server frame; servers must not mask frames"),
            (.closePayloadTooShort, "close frame with a 1-byte payload; a close code takes 2 bytes"),
        ])
    func messages(error: WebSocketProtocolError, message: String) {
        #expect(error.message == message)
        #expect(error.message.utf8.count <= 123)
    }

    @Test(
        "close codes that may be sent",
        arguments: [
            (999, false), (1000, true), (1003, true), (1004, false), (1005, false), (1006, false),
            (1007, true), (1014, true), (1015, false), (2999, false), (3000, true), (4999, true),
            (5000, false),
        ])
    func sendable(code: UInt16, expected: Bool) {
        #expect(WebSocketCloseCode(rawValue: code).isSendable == expected)
    }
}
