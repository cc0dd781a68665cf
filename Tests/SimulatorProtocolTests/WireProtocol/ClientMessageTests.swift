import ForceTouch
import Foundation
import TestSupport
import Testing

@testable import SimulatorProtocol

@Suite("Client messages")
struct ClientMessageTests {
    static let pen = PointerMessage(
        event: .move, pointerId: 2, pointerType: .pen, x: 56.98, y: 77.5, pressure: 0.612, webkitForce: nil,
        buttons: 1, timeStamp: 48213.57, probe: 17)

    @Test("The protocol document's pointer example reads as written")
    func pointerExample() throws {
        let text =
            #"{"buttons":1,"event":"move","pointerId":2,"pointerType":"pen","pressure":0.612,"probe":17,"timeStamp":48213.57,"type":"pointer","webkitForce":null,"x":56.98,"y":77.5}"#
        #expect(try ClientMessage(json: text) == .pointer(Self.pen))
        #expect(ClientMessage.pointer(Self.pen).json == text)
    }

    @Test(
        "Every message type round-trips through its JSON",
        arguments: [
            ClientMessage.pointer(pen),
            .pointer(
                PointerMessage(
                    event: .down, pointerId: -1, pointerType: .mouse, x: 0, y: 0, pressure: 0.5,
                    webkitForce: 1.25,
                    buttons: 1, timeStamp: 0)),
            .emulate(.force(4.2)), .emulate(.ramp(.start)), .emulate(.ramp(.stop)),
            .settings(SettingsChange(forceTouchEnabled: false)),
            .settings(SettingsChange(sensitivity: .firm)),
            .settings(SettingsChange(forceTouchEnabled: true, sensitivity: .light, language: "zh-Hans")),
            .button(.home), .dismiss, .resync, .ping(id: 7),
        ])
    func roundTrip(message: ClientMessage) throws {
        #expect(try ClientMessage(json: message.json) == message)
    }

    @Test(
        "The web client's own spellings read",
        arguments: [
            (#"{"type":"emulate","force":4.2}"#, ClientMessage.emulate(.force(4.2))),
            (#"{"type":"emulate","ramp":"start"}"#, .emulate(.ramp(.start))),
            (
                #"{"type":"settings","forceTouchEnabled":false}"#,
                .settings(SettingsChange(forceTouchEnabled: false))
            ),
            (#"{"type":"settings","sensitivity":"firm"}"#, .settings(SettingsChange(sensitivity: .firm))),
            (#"{"type":"button","name":"home"}"#, .button(.home)),
            (#"{"type":"dismiss"}"#, .dismiss),
            (#"{"type":"resync"}"#, .resync),
            (#"{"type":"ping","id":3}"#, .ping(id: 3)),
            (#"{"type":"ping","id":3,"extra":[1,2]}"#, .ping(id: 3)),
        ])
    func readsClientSpellings(text: String, message: ClientMessage) throws {
        #expect(try ClientMessage(json: text) == message)
    }

    @Test(
        "Bad messages get an error that names the message and the field",
        arguments: [
            ("hello", "the message is not valid JSON; send one JSON object per text frame"),
            ("", "the message is not valid JSON; send one JSON object per text frame"),
            (
                "[1,2]",
                "the message is not a JSON object; send one JSON object per text frame, with a string field 'type'"
            ),
            (
                #"{"id":1}"#,
                "the message has no string field 'type'; use one of pointer, emulate, settings, button, dismiss, resync, ping, webElement, text"
            ),
            (
                #"{"type":7}"#,
                "the message has no string field 'type'; use one of pointer, emulate, settings, button, dismiss, resync, ping, webElement, text"
            ),
            (
                #"{"type":"poke"}"#,
                "unknown message type 'poke'; use one of pointer, emulate, settings, button, dismiss, resync, ping, webElement, text"
            ),
            (
                #"{"type":"pointer","event":"down","pointerId":1,"pointerType":"pen","y":1,"pressure":0,"buttons":1,"timeStamp":1}"#,
                "'pointer' message: the field 'x' is missing"
            ),
            (
                #"{"type":"pointer","event":"down","pointerId":1,"pointerType":"pen","x":"1","y":1,"pressure":0,"buttons":1,"timeStamp":1}"#,
                "'pointer' message: the field 'x' must be a number"
            ),
            (
                #"{"type":"pointer","event":"down","pointerId":1.5,"pointerType":"pen","x":1,"y":1,"pressure":0,"buttons":1,"timeStamp":1}"#,
                "'pointer' message: the field 'pointerId' must be an integer"
            ),
            (
                #"{"type":"pointer","event":"press","pointerId":1,"pointerType":"pen","x":1,"y":1,"pressure":0,"buttons":1,"timeStamp":1}"#,
                "'pointer' message: 'event' is 'press'; use one of down, move, up, cancel"
            ),
            (
                #"{"type":"pointer","event":"down","pointerId":1,"pointerType":"finger","x":1,"y":1,"pressure":0,"buttons":1,"timeStamp":1}"#,
                "'pointer' message: 'pointerType' is 'finger'; use one of mouse, pen, touch"
            ),
            (
                #"{"type":"pointer","event":"down","pointerId":1,"pointerType":"pen","x":1,"y":1,"pressure":1.5,"buttons":1,"timeStamp":1}"#,
                "'pointer' message: 'pressure' is 1.5, outside 0…1"
            ),
            (
                #"{"type":"pointer","event":"down","pointerId":1,"pointerType":"mouse","x":1,"y":1,"pressure":0.5,"webkitForce":4,"buttons":1,"timeStamp":1}"#,
                "'pointer' message: 'webkitForce' is 4, outside 0…3"
            ),
            (
                #"{"type":"pointer","event":"down","pointerId":1,"pointerType":"pen","x":1e9,"y":1,"pressure":0,"buttons":1,"timeStamp":1}"#,
                "'pointer' message: 'x' is 1000000000, outside -100000…100000"
            ),
            (
                #"{"type":"pointer","event":"down","pointerId":1,"pointerType":"pen","x":1,"y":1,"pressure":0,"buttons":1,"timeStamp":-1}"#,
                "'pointer' message: 'timeStamp' is -1, outside at least 0"
            ),
            (
                #"{"type":"pointer","event":"down","pointerId":1,"pointerType":"pen","x":1,"y":1,"pressure":0,"buttons":1,"timeStamp":1,"probe":0}"#,
                "'pointer' message: 'probe' is 0, outside at least 1"
            ),
            (
                #"{"type":"emulate"}"#,
                "'emulate' message: give 'force' (a number) or 'ramp' ('start' or 'stop')"
            ),
            (
                #"{"type":"emulate","force":1,"ramp":"stop"}"#,
                "'emulate' message: give either 'force' or 'ramp', not both"
            ),
            (#"{"type":"emulate","force":-1}"#, "'emulate' message: 'force' is -1, outside 0…1000"),
            (#"{"type":"emulate","ramp":"up"}"#, "'emulate' message: 'ramp' is 'up'; use one of start, stop"),
            (
                #"{"type":"settings"}"#,
                "'settings' message: give at least one of 'forceTouchEnabled', 'sensitivity' and 'language'"
            ),
            (
                #"{"type":"settings","forceTouchEnabled":"yes"}"#,
                "'settings' message: the field 'forceTouchEnabled' must be true or false"
            ),
            (
                #"{"type":"settings","sensitivity":"hard"}"#,
                "'settings' message: 'sensitivity' is 'hard'; use one of light, medium, firm"
            ),
            (#"{"type":"button"}"#, "'button' message: the field 'name' is missing"),
            (#"{"type":"button","name":"power"}"#, "'button' message: 'name' is 'power'; use one of home"),
            (#"{"type":"ping"}"#, "'ping' message: the field 'id' is missing"),
            (#"{"type":"ping","id":null}"#, "'ping' message: the field 'id' is missing"),
            (
                #"{"type":"pointer","event":"move","pointerId":1,"pointerType":"pen","x":1,"y":1,"pressure":0,"buttons":1,"timeStamp":1,"altitudeAngle":2}"#,
                "'pointer' message: 'altitudeAngle' is 2, outside 0…1.5707963267948966"
            ),
            (
                #"{"type":"pointer","event":"move","pointerId":1,"pointerType":"pen","x":1,"y":1,"pressure":0,"buttons":1,"timeStamp":1,"coalesced":[1,2,3]}"#,
                "'pointer' message: 'coalesced' has 3 numbers, not a multiple of six; give x, y, pressure, timeStamp, altitudeAngle and azimuthAngle for each sample"
            ),
            (
                #"{"type":"pointer","event":"move","pointerId":1,"pointerType":"pen","x":1,"y":1,"pressure":0,"buttons":1,"timeStamp":1,"predicted":[{"x":1}]}"#,
                "'pointer' message: the field 'predicted' must be an array of numbers, six a sample (x, y, pressure, timeStamp, altitudeAngle, azimuthAngle)"
            ),
            (
                #"{"type":"pointer","event":"move","pointerId":1,"pointerType":"pen","x":1,"y":1,"pressure":0,"buttons":1,"timeStamp":1,"coalesced":[1,2,0.5,1,1,7]}"#,
                "'pointer' message: 'coalesced[0].azimuthAngle' is 7, outside 0…6.283185307179586"
            ),
        ])
    func badMessages(text: String, message: String) {
        #expect(throws: (any Error).self) { try ClientMessage(json: text) }
        do {
            _ = try ClientMessage(json: text)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test("A pen's angles and its coalesced and predicted samples read, and round-trip through the JSON")
    func penSamples() throws {
        var message = Self.pen
        message.altitudeAngle = 0.75
        message.azimuthAngle = 2.5
        message.coalesced = [
            PointerSample(
                x: 50, y: 70, pressure: 0.4, timeStamp: 48205.2, altitudeAngle: 0.8, azimuthAngle: 2.4),
            PointerSample(
                x: 53.5, y: 74, pressure: 0.5, timeStamp: 48209.4, altitudeAngle: 0.78, azimuthAngle: 2.45),
        ]
        message.predicted = [PointerSample(x: 60, y: 81, pressure: 0.65, timeStamp: 48221.9)]
        let text = ClientMessage.pointer(message).json
        #expect(
            text
                == #"{"altitudeAngle":0.75,"azimuthAngle":2.5,"buttons":1,"coalesced":[50,70,0.4,48205.2,0.8,2.4,53.5,74,0.5,48209.4,0.78,2.45],"event":"move","pointerId":2,"pointerType":"pen","predicted":[60,81,0.65,48221.9,1.5707963267948966,0],"pressure":0.612,"probe":17,"timeStamp":48213.57,"type":"pointer","webkitForce":null,"x":56.98,"y":77.5}"#
        )
        #expect(try ClientMessage(json: text) == .pointer(message))
        let encoder = SessionCodec.makeEncoder()
        let encoded = String(decoding: try encoder.encode(message), as: UTF8.self)
        #expect(try JSONDecoder().decode(PointerMessage.self, from: Data(encoded.utf8)) == message)
        let tooMany = PointerMessage(
            event: .move, pointerId: 1, pointerType: .pen, x: 1, y: 1, pressure: 0.5, timeStamp: 1,
            coalesced: Array(repeating: PointerSample(x: 1, y: 1, pressure: 0.5, timeStamp: 1), count: 65))
        #expect(throws: ClientMessageError.self) {
            try ClientMessage(json: ClientMessage.pointer(tooMany).json)
        }
    }

    @Test("Error codes group the problems")
    func codes() {
        #expect(ClientMessageError.notJSON.code == "notJSON")
        #expect(ClientMessageError.unknownType("x").code == "unknownType")
        #expect(ClientMessageError.missingField(message: "ping", field: "id").code == "invalidField")
        #expect(ClientMessageError.binaryMessage.code == "binaryMessage")
    }

    @Test("Damaged messages are read or refused, and what reads round-trips (seed 0x5EED0006)")
    func fuzz() throws {
        var random = SplitMix64(seed: 0x5EED_0006)
        let valid = Array(ClientMessage.pointer(Self.pen).json.utf8)
        for _ in 0..<2000 {
            var bytes = valid
            for _ in 0..<Int(random.next() % 6) + 1 {
                let index = Int(random.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
            guard let text = String(validating: bytes, as: UTF8.self),
                let message = try? ClientMessage(json: text)
            else { continue }
            #expect(try ClientMessage(json: message.json) == message, "seed 0x5EED0006: \(text)")
        }
    }

    @Test(
        "A text message types text, presses Delete, or both; one with neither, or too many deletes, is refused"
    )
    func textMessage() throws {
        #expect(try ClientMessage(json: #"{"type":"text","text":"Hi"}"#) == .text(TextInput(text: "Hi")))
        #expect(try ClientMessage(json: #"{"type":"text","delete":2}"#) == .text(TextInput(delete: 2)))
        let both = ClientMessage.text(TextInput(text: "é\n", delete: 1))
        #expect(try ClientMessage(json: both.json) == both)
        #expect(throws: ClientMessageError.self) { try ClientMessage(json: #"{"type":"text"}"#) }
        #expect(throws: ClientMessageError.self) {
            try ClientMessage(json: #"{"type":"text","delete":5000}"#)
        }
        #expect(throws: ClientMessageError.self) { try ClientMessage(json: #"{"type":"text","text":7}"#) }
        #expect(ClientMessage.types.contains("text"))
    }
}
