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
                    "settings": .object(["sensitivity": .string("firm"), "capability": .string("available")]),
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
