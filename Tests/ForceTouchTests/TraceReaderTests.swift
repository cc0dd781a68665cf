import Foundation
import Testing

@testable import ForceTouch

@Suite("TraceReader: every bad trace gets one exact line naming the line and the field")
struct TraceReaderTests {
    static let header = #"{"forcetouch-trace":1,"maximumPossibleForce":6.666667}"#
    static let began = #"{"t":0.048,"id":1,"phase":"began","x":120.5,"y":300,"force":0.5}"#
    static let example = TraceError.exampleHeader

    /// One bad trace and its exact message.
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var trace: String
        var message: String
        init(_ trace: String, _ message: String) {
            self.trace = trace
            self.message = message
        }
        var testDescription: String { message }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase("", "line 1: the trace is empty; its first line must be a header such as \(example)"),
        ErrorCase(
            "\(header)\nhello",
            "line 2, column 1: not JSON: unexpected 'h', expected a value"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1",
            "line 2, column 14: not JSON: the line ends in the middle of a value"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0} x",
            "line 2, column 9: not JSON: more text after the JSON value; put one object on each line"
        ),
        ErrorCase(
            "\(header)\n{\"t", "line 2, column 2: not JSON: a string is not closed; add the closing '\"'"),
        ErrorCase(
            "\(header)\n{\"t\" 0}", "line 2, column 6: not JSON: unexpected '0', expected ':' after the key"),
        ErrorCase("\(header)\n{\"t\":01}", "line 2, column 7: not JSON: invalid number"),
        ErrorCase(
            "\(header)\n{\"t\":0,}",
            "line 2, column 8: not JSON: unexpected '}', expected a string key or '}'"),
        ErrorCase(
            "\(header)\n{\"t\":[1 2]}", "line 2, column 9: not JSON: unexpected '2', expected ',' or ']'"),
        ErrorCase(
            "\(header)\n{\"t\":\"\\x\"}",
            "line 2, column 8: not JSON: invalid escape in a string; "
                + #"JSON escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#),
        ErrorCase("\(header)\n[1,2]", "line 2: expected a JSON object, found an array"),
        ErrorCase(
            "\(header)\n\n\(began)",
            "line 2: empty line; every line of a trace is one JSON object (remove the blank line)"),
        ErrorCase(
            began,
            "line 1, field 'forcetouch-trace': missing; the first line must be a header such as \(example)"
        ),
        ErrorCase(
            #"{"forcetouch-trace":2,"maximumPossibleForce":6.666667}"#,
            "line 1, field 'forcetouch-trace': unsupported trace version 2; this reader reads version 1"
        ),
        ErrorCase(
            #"{"forcetouch-trace":"1","maximumPossibleForce":6.666667}"#,
            "line 1, field 'forcetouch-trace': expected an integer, found a string"
        ),
        ErrorCase(
            #"{"forcetouch-trace":1}"#,
            "line 1, field 'maximumPossibleForce': missing; the header must give the input source's most force, "
                + "e.g. 6.666667"
        ),
        ErrorCase(
            #"{"forcetouch-trace":1,"maximumPossibleForce":0}"#,
            "line 1, field 'maximumPossibleForce': 0 is not positive; write the input source's most force, "
                + "e.g. 6.666667"
        ),
        ErrorCase(
            "\(header)\n\(began)\n\(header)",
            "line 3, field 'forcetouch-trace': a header may only be the first line; split concatenated traces "
                + "into separate files"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2}",
            "line 2, field 'force': missing; every sample needs t, id, phase, x, y and force"
        ),
        ErrorCase(
            "\(header)\n{\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":0}",
            "line 2, field 't': missing; every sample needs t, id, phase, x, y and force"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":\"hard\"}",
            "line 2, field 'force': expected a number, found a string"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1.5,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":0}",
            "line 2, field 'id': expected an integer, found the number 1.5"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":7,\"x\":1,\"y\":2,\"force\":0}",
            "line 2, field 'phase': expected a string, found a number"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":null,\"y\":2,\"force\":0}",
            "line 2, field 'x': expected a number, found null"
        ),
        ErrorCase(
            "\(header)\n\(began)\n{\"t\":0.032,\"id\":1,\"phase\":\"moved\",\"x\":1,\"y\":2,\"force\":1}",
            "line 3, field 't': time goes backwards (0.032 after 0.048 on line 2); samples must be in time order"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":NaN}",
            "line 2, field 'force': NaN is not a valid number; write a finite number"
        ),
        ErrorCase(
            "\(header)\n{\"t\":-Infinity,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":0}",
            "line 2, field 't': an infinite value is not a valid number; write a finite number"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":-0.5}",
            "line 2, field 'force': -0.5 is negative; force is 0 or more"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":7.5}",
            "line 2, field 'force': 7.5 is above the header's maximumPossibleForce 6.666667"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"pressed\",\"x\":1,\"y\":2,\"force\":0}",
            "line 2, field 'phase': unknown phase 'pressed'; use one of began, moved, stationary, ended, cancelled"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"begun\",\"x\":1,\"y\":2,\"force\":0}",
            "line 2, field 'phase': unknown phase 'begun'; did you mean 'began'?"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":0,\"type\":\"finger\"}",
            "line 2, field 'type': unknown type 'finger'; use one of direct, stylus, indirectPointer"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"moved\",\"x\":1,\"y\":2,\"force\":0}",
            "line 2, field 'phase': touch 1 is 'moved' before it began; its first sample must be 'began'"
        ),
        ErrorCase(
            "\(header)\n\(began)\n{\"t\":0.1,\"id\":1,\"phase\":\"ended\",\"x\":1,\"y\":2,\"force\":0}\n"
                + "{\"t\":0.2,\"id\":1,\"phase\":\"stationary\",\"x\":1,\"y\":2,\"force\":0}",
            "line 4, field 'phase': touch 1 is 'stationary' before it began; its first sample must be 'began'"
        ),
        ErrorCase(
            "\(header)\n\(began)\n{\"t\":0.1,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":0}",
            "line 3, field 'phase': touch 1 began again while still down since line 2; end it ('ended' or "
                + "'cancelled') first"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"forse\":0}",
            "line 2, field 'forse': unknown field; did you mean 'force'?"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":0,\"pressure\":0.5}",
            "line 2, field 'pressure': unknown field; a sample has t, id, phase, x, y, force and optionally type, altitude and azimuth"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":0,\"altitude\":1.6}",
            "line 2, field 'altitude': 1.6 radians is outside 0…π/2; write the pen's angle in radians within it"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":0,\"azimuth\":-0.1}",
            "line 2, field 'azimuth': -0.1 radians is outside 0…2π; write the pen's angle in radians within it"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":0,\"azimut\":1}",
            "line 2, field 'azimut': unknown field; did you mean 'azimuth'?"
        ),
        ErrorCase(
            "\(header)\n{\"t\":0,\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":0}",
            "line 2, field 't': given twice; give each field once"
        ),
    ]

    @Test("error messages", arguments: errorCases)
    func errorMessages(_ errorCase: ErrorCase) {
        #expect(throws: TraceError.self) { try Trace(jsonLines: errorCase.trace) }
        do {
            _ = try Trace(jsonLines: errorCase.trace)
        } catch {
            #expect(error.message == errorCase.message)
            #expect("\(error)" == errorCase.message)
        }
    }

    @Test("an error carries its line and field as data")
    func errorData() {
        do {
            _ = try Trace(
                jsonLines:
                    "\(Self.header)\n\(Self.began)\n{\"t\":1,\"id\":1,\"phase\":\"moved\",\"x\":1,\"y\":2}")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 3)
            #expect(error.field == "force")
            #expect(error.problem == .missingField)
        }
    }

    @Test(
        "a well-formed trace reads: CRLF line breaks, optional final newline, optional type, extra header fields"
    )
    func reads() throws {
        let text =
            #"{"maximumPossibleForce":4.17,"forcetouch-trace":1,"device":"iPad Pro","pencil":{"generation":2}}"#
            + "\r\n"
            + #"{"t":0,"id":7,"phase":"began","x":120.5,"y":300,"force":0.25,"type":"stylus"}"# + "\r\n"
            + #"{"force":2.4,"y":301,"x":121,"phase":"moved","id":7,"t":0.016}"# + "\n"
            + #"{"t":0.032,"id":7,"phase":"ended","x":121,"y":301,"force":0}"#
        let trace = try Trace(jsonLines: text)
        #expect(trace.header.maximumPossibleForce == 4.17)
        #expect(
            trace.header.extraFields == [
                "device": .string("iPad Pro"), "pencil": ["generation": .number(2)],
            ])
        #expect(trace.samples.count == 3)
        #expect(trace.samples[0].type == .stylus)
        #expect(trace.samples[1].type == .direct)
        #expect(trace.samples[1].location == CGPoint(x: 121, y: 301))
        #expect(trace.samples[1].force == 2.4)
        #expect(trace.samples.allSatisfy { $0.maximumPossibleForce == 4.17 })
    }

    @Test("hostile megabytes in a phase, a type or a field name are quoted by their first 40 characters")
    func shortQuotes() {
        let long = String(repeating: "é", count: 1 << 19)
        let quoted = String(repeating: "é", count: 40) + "…"
        let cases = [
            (#"{"t":0,"id":1,"phase":""# + long + #"","x":1,"y":2,"force":0}"#, "unknown phase '\(quoted)'"),
            (
                #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"force":0,"type":""# + long + #""}"#,
                "unknown type '\(quoted)'"
            ),
            (
                #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"force":0,""# + long + #"":1}"#,
                "field '\(quoted)'"
            ),
        ]
        for (line, expected) in cases {
            do {
                _ = try Trace(jsonLines: "\(Self.header)\n\(line)")
                Issue.record("accepted")
            } catch {
                #expect(error.message.contains(expected), "\(error.message.prefix(200))")
                #expect(error.message.utf8.count < 300)
            }
        }
    }

    @Test("a byte order mark before the header is not part of it")
    func byteOrderMark() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("\(Self.header)\n\(Self.began)\n".utf8)
        #expect(try Trace(data: data).samples.count == 1)
    }

    @Test("strings with escapes and non-ASCII text read back exactly")
    func escapes() throws {
        let text =
            #"{"forcetouch-trace":1,"maximumPossibleForce":6.666667,"note":"a \"quote\", \\ \n \u00e9 \ud83d\ude00 中文"}"#
        let header = try TraceReader.parseHeader(line: text)
        #expect(header.extraFields["note"] == .string("a \"quote\", \\ \n é 😀 中文"))
        #expect(try TraceReader.parseHeader(line: TraceWriter.line(for: header)) == header)
    }

    @Test("a single line parses on its own, as the simulator receives lines over HTTP")
    func singleLine() throws {
        let sample = try TraceReader.parseSample(line: Self.began, lineNumber: 12)
        #expect(sample.phase == .began && sample.timestamp == 0.048 && sample.location.x == 120.5)
        #expect(throws: TraceError(line: 12, field: "force", problem: .negativeForce(-1))) {
            try TraceReader.parseSample(
                line: #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"force":-1}"#, lineNumber: 12)
        }
        #expect(throws: TraceError(line: 3, problem: .emptyLine)) {
            try TraceReader.parseSample(line: "  ", lineNumber: 3)
        }
    }

    @Test("a reader continuing after a header checks order line by line")
    func continuingReader() throws {
        var reader = TraceReader(header: TraceHeader())
        #expect(
            try reader.read(line: Self.began)
                == .sample(.fixture(.began, t: 0.048, force: 0.5, x: 120.5, y: 300)))
        #expect(reader.lineNumber == 2)
        #expect(throws: TraceError.self) {
            try reader.read(line: #"{"t":0.01,"id":1,"phase":"moved","x":1,"y":2,"force":0}"#)
        }
        #expect(reader.lineNumber == 3)
    }

    @Test("deep nesting in a header field is refused, not a crash")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let text = #"{"forcetouch-trace":1,"maximumPossibleForce":6.666667,"x":"# + deep + "}"
        #expect(throws: TraceError.self) { try TraceReader.parseHeader(line: text) }
    }

    /// Found by fuzzing (the trace-line reader against JSONSerialization; the input is
    /// Fuzz/Corpus/json/find-invalid-utf8): a string that is not valid Unicode (bytes that are not
    /// UTF-8, a lone surrogate escape) was read with U+FFFD in its place instead of being refused.
    /// Interchange's scanner (branch house) refuses them.
    @Test(
        "a trace line whose string is not valid Unicode is refused",
        arguments: [
            Array(#"{"forcetouch-trace":1,"maximumPossibleForce":6.666667,"device":""#.utf8) + [
                0xBD, 0x22, 0x7D,
            ],
            Array(#"{"forcetouch-trace":1,"maximumPossibleForce":6.666667,"device":"\ud800"}"#.utf8),
        ])
    func invalidUnicode(line: [UInt8]) {
        #expect(throws: TraceError.self) { try Trace(data: Data(line)) }
    }
}
