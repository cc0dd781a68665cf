import HTTPServer
import Simulator
import SimulatorLoad
import SimulatorProtocol
import Testing

private func scanAll(_ bytes: [UInt8]) -> (events: [LoadCodec.Event], scan: LoadCodec.Scan) {
    var events: [LoadCodec.Event] = []
    let scan = bytes.withUnsafeBytes { LoadCodec.scan($0) { events.append($0) } }
    return (events, scan)
}

private func classify(_ text: String) -> LoadCodec.Event {
    Array(text.utf8).withUnsafeBytes { LoadCodec.classify($0) }
}

@Suite("The load generator's codec: masked frames out, patches and probes in")
struct LoadCodecTests {
    @Test(
        "a masked text frame is what HTTPServer's decoder reads as the same message",
        arguments: [0, 5, 125, 126, 300, 70_000])
    func maskedFrames(length: Int) throws {
        let payload = (0..<length).map { UInt8(0x61 + $0 % 26) }
        var out: [UInt8] = []
        LoadCodec.appendMaskedText(payload, key: 0x37FA_213D, to: &out)
        var expected = WebSocketFrame.text(String(decoding: payload, as: UTF8.self))
        expected.maskingKey = 0x37FA_213D
        #expect(out == expected.encoded())
    }

    @Test("RFC 6455 §5.7: a masked \"Hello\"")
    func rfcExample() {
        var out: [UInt8] = []
        LoadCodec.appendMaskedText(Array("Hello".utf8), key: 0x37FA_213D, to: &out)
        #expect(out == [0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58])
    }

    @Test("a patch's probe is read from its raw bytes, with or without mutations")
    func probes() {
        #expect(classify(SessionCodec.patch(seq: 3, mutationsJSON: "[]", probe: 17)) == .patch(probe: 17))
        #expect(classify(SessionCodec.patch(seq: 3, mutationsJSON: "[]", probe: nil)) == .patch(probe: nil))
        let mutations = #"[{"op":"text","text":"\"probe\":9, ,\"probe\":8"}]"#
        #expect(
            classify(SessionCodec.patch(seq: 12, mutationsJSON: mutations, probe: 123_456))
                == .patch(probe: 123_456))
    }

    @Test("diagnostics, errors and other messages are told apart")
    func kinds() {
        #expect(classify(#"{"entries":[],"replace":true,"type":"diagnostics"}"#) == .diagnostics)
        #expect(classify(#"{"code":"pointerNotDown","message":"…","type":"error"}"#) == .error)
        #expect(classify(#"{"entries":[],"replace":true,"type":"log"}"#) == .other)
        #expect(classify(#"{"force":0.2,"type":"force"}"#) == .other)
    }

    @Test("frames split anywhere are read whole once complete; the rest waits")
    func partialFrames() {
        let patch = WebSocketFrame.text(SessionCodec.patch(seq: 1, mutationsJSON: "[]", probe: 5)).encoded()
        let long = WebSocketFrame.text(String(repeating: "x", count: 200)).encoded()
        let close = WebSocketFrame.close(code: .goingAway, reason: "bye").encoded()
        let stream = patch + long + close
        for cut in 0...stream.count {
            let (first, scan) = scanAll(Array(stream[..<cut]))
            let (rest, tail) = scanAll(Array(stream[scan.consumed...]))
            #expect(!scan.malformed && !tail.malformed)
            #expect(first + rest == [.patch(probe: 5), .other, .close(code: 1001)], "cut at \(cut)")
            #expect(tail.consumed == stream.count - scan.consumed)
        }
    }

    @Test("a masked or fragmented frame from the server is malformed")
    func malformed() {
        var masked = WebSocketFrame.text("hi")
        masked.maskingKey = 1
        #expect(scanAll(masked.encoded()).scan.malformed)
        let fragment = WebSocketFrame(fin: false, opcode: .text, payload: Array("hi".utf8)).encoded()
        #expect(scanAll(fragment).scan.malformed)
        let ok = WebSocketFrame.text("ok").encoded()
        let (events, scan) = scanAll(ok + masked.encoded())
        #expect(events == [.other] && scan.consumed == ok.count && scan.malformed)
    }
}
