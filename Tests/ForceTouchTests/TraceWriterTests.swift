import Foundation
import TestSupport
import Testing

@testable import ForceTouch

@Suite("TraceWriter: stable key order, shortest numbers, exact round trip")
struct TraceWriterTests {
    @Test("a trace is written with a stable key order")
    func exactText() {
        let trace = Trace(
            header: TraceHeader(
                maximumPossibleForce: 6.666667,
                extraFields: [
                    "zeta": .array([.number(1), .bool(true), .null]), "device": .string("iPhone 6s"),
                    "settings": ["sensitivity": .string("firm"), "capability": .string("available")],
                ]),
            samples: [
                .fixture(.began, t: 0, force: 0.5, x: 120.5, y: 300),
                .fixture(.moved, t: 0.016, force: 2.4, x: 120.5, y: 300),
                .fixture(.ended, t: 0.5, force: 0, x: 121, y: 300.25, type: .stylus),
            ])
        #expect(
            trace.jsonLines == """
                {"forcetouch-trace":1,"maximumPossibleForce":6.666667,"device":"iPhone 6s",\
                "settings":{"capability":"available","sensitivity":"firm"},"zeta":[1,true,null]}
                {"t":0,"id":1,"phase":"began","x":120.5,"y":300,"force":0.5}
                {"t":0.016,"id":1,"phase":"moved","x":120.5,"y":300,"force":2.4}
                {"t":0.5,"id":1,"phase":"ended","x":121,"y":300.25,"force":0,"type":"stylus"}

                """)
    }

    @Test("extra fields are written back sorted, nested duplicates once with their last value, NaN as NaN")
    func extraFieldsRoundTrip() throws {
        let header =
            #"{"forcetouch-trace":1,"maximumPossibleForce":4,"z":{"b":1,"a":[2,NaN],"b":{"y":3,"x":-Infinity}},"#
            + #""a":null}"#
        let trace = try Trace(jsonLines: header + "\n")
        #expect(trace.header.extraFields["z"]?["b"]?["x"] == .number(-.infinity))
        #expect(
            TraceWriter.line(for: trace.header)
                == #"{"forcetouch-trace":1,"maximumPossibleForce":4,"a":null,"#
                + #""z":{"a":[2,NaN],"b":{"x":-Infinity,"y":3}}}"#)
    }

    @Test(
        "numbers: integers without a fraction, others in the shortest form that reads back",
        arguments: [
            (300.0, "300"), (-2.0, "-2"), (120.5, "120.5"), (0.016, "0.016"),
            (20.0 / 3.0, "6.666666666666667"),
            (1e-7, "1e-07"), (1e20, "1e+20"), (Double.nan, "NaN"), (-Double.infinity, "-Infinity"),
        ])
    func numbers(value: Double, text: String) {
        #expect(TraceWriter.number(value) == text)
    }

    @Test("every number written reads back to the same Double")
    func numbersRoundTrip() throws {
        var random = SplitMix64(seed: 0xD0_0B1E)
        for _ in 0..<2000 {
            let value = Double(bitPattern: random.next() >> 2)  // positive, finite
            let line = #"{"forcetouch-trace":1,"maximumPossibleForce":"# + TraceWriter.number(value) + "}"
            let header = try TraceReader.parseHeader(line: line)
            #expect(Double(header.maximumPossibleForce) == value, "seed d00b1e, value \(value)")
        }
    }

    @Test("a pen's tilt is written only when tilted, and reads back exactly (seed 0x7117)")
    func tilt() throws {
        let upright = TouchSample(
            id: 1, phase: .began, location: CGPoint(x: 1, y: 2), timestamp: 0, force: 1, type: .stylus)
        #expect(
            TraceWriter.line(for: upright)
                == #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"force":1,"type":"stylus"}"#)
        var tilted = upright
        tilted.altitudeAngle = 0.9
        tilted.azimuthAngle = 2.5
        let line = TraceWriter.line(for: tilted)
        #expect(
            line
                == #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"force":1,"type":"stylus","altitude":0.9,"azimuth":2.5}"#
        )
        #expect(try TraceReader.parseSample(line: line, lineNumber: 2) == tilted)
        var random = SplitMix64(seed: 0x7117)
        for index in 0..<500 {
            var sample = upright
            sample.timestamp = Double(index)
            sample.altitudeAngle = CGFloat(random.double(in: 0...(Double.pi / 2)))
            sample.azimuthAngle = CGFloat(random.double(in: 0...(2 * Double.pi)))
            #expect(try TraceReader.parseSample(line: TraceWriter.line(for: sample), lineNumber: 2) == sample)
        }
    }

    @Test("a sample's Codable form leaves the pen and estimation fields out unless set, and reads old JSON")
    func codable() throws {
        let plain = TouchSample(id: 3, phase: .moved, location: CGPoint(x: 4, y: 5), timestamp: 0.5, force: 2)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(plain), as: UTF8.self)
        #expect(!text.contains("altitude") && !text.contains("estimat"))
        #expect(try JSONDecoder().decode(TouchSample.self, from: Data(text.utf8)) == plain)
        var pen = plain
        pen.type = .stylus
        pen.altitudeAngle = 0.4
        pen.azimuthAngle = 1
        pen.estimatedProperties = [.force, .azimuth]
        pen.estimatedPropertiesExpectingUpdates = [.force]
        pen.estimationUpdateIndex = 12
        #expect(try JSONDecoder().decode(TouchSample.self, from: encoder.encode(pen)) == pen)
        #expect(pen.estimatedProperties.names == ["force", "azimuth"])
    }

    @Test("control characters in strings are escaped")
    func strings() {
        #expect(TraceWriter.string("a\"b\\c\nd\te\u{1}") == #""a\"b\\c\nd\te\u0001""#)
    }
}

@Suite("JSON numbers: the fast path agrees with the standard library on every decimal")
struct JSONNumberTests {
    @Test(
        "random decimals with up to 21 digits and exponents ±30 parse to the same Double",
        arguments: [UInt64(0xF457)])
    func fastPathAgrees(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<40_000 {
            let digits = Int.random(in: 1...21, using: &random)
            var text = String(UInt64.random(in: 1...UInt64(9), using: &random))
            for _ in 1..<digits { text += String(UInt64.random(in: 0...9, using: &random)) }
            let point = Int.random(in: 0...digits, using: &random)
            if point >= 1, point < digits {
                text.insert(".", at: text.index(text.startIndex, offsetBy: point))
            }
            if Bool.random(using: &random) { text += "e\(Int.random(in: -30...30, using: &random))" }
            if Bool.random(using: &random) { text = "-" + text }
            if Bool.random(using: &random) { text = "0.000" + text.filter { $0.isNumber } }
            let line = #"{"forcetouch-trace":1,"maximumPossibleForce":1,"n":"# + text + "}"
            let header = try TraceReader.parseHeader(line: line)
            #expect(header.extraFields["n"] == .number(Double(text)!), "seed f457: \(text)")
        }
    }
}
