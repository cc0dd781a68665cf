public import Foundation
import Interchange

/// One line of a trace, read.
public enum TraceRecord: Sendable, Hashable {
    /// The header (first line).
    case header(TraceHeader)
    /// A sample.
    case sample(TouchSample)
}

/// Reads a trace line by line, checking each line and the order of lines.
///
/// Feed it lines with `read(line:)` (a file's, or ones arriving one at a time over HTTP); each
/// returns the header or a sample, or throws a `TraceError` naming the line and the field. Beyond
/// each line's own fields it checks what only order shows: the header comes first and only first,
/// time never goes back, a touch begins before it moves, stays, ends or is cancelled, and does not
/// begin again while down. A touch still down when the lines run out is fine (a recording may stop
/// mid-press).
///
/// Sample lines hold `t` (seconds), `id` (integer), `phase` (`began`, `moved`, `stationary`,
/// `ended`, `cancelled`), `x` and `y` (points), `force` (UIKit units, 0…maximumPossibleForce) and
/// optionally `type` (`direct`, `stylus`, `indirectPointer`; default `direct`), and a pen's
/// `altitude` (radians, 0…π/2; default π/2) and `azimuth` (radians, 0…2π; default 0); any other
/// field is an error. The header holds `forcetouch-trace` (the version, 1) and `maximumPossibleForce`, and
/// may hold anything else.
public struct TraceReader: Sendable {
    /// The header, once read.
    public private(set) var header: TraceHeader?
    /// The number of the last line read (0 before the first).
    public private(set) var lineNumber = 0

    private var lastTime: TimeInterval = -.infinity
    private var lastTimeLine = 0
    private var activeTouches: [Int: Int] = [:]
    private var members: [JSONMember] = []

    /// The fields a sample line may have, in the order the writer writes them.
    public static let sampleFields = ["t", "id", "phase", "x", "y", "force", "type", "altitude", "azimuth"]
    /// Every phase and every type, in `knownWords` order.
    static let phases = TouchPhase.allCases
    static let types = TouchType.allCases

    /// The words traces use all the time, in this order: the sample fields (as `sampleFields`),
    /// the phases (as `TouchPhase.allCases`), the types (as `TouchType.allCases`), then the
    /// header's fields. Recognizing them by their bytes spares decoding, validating and comparing
    /// strings on every line.
    static let knownWords = JSONKnownWords(
        sampleFields + TouchPhase.allCases.map(\.rawValue) + TouchType.allCases.map(\.rawValue)
            + ["forcetouch-trace", "maximumPossibleForce"])
    /// Where the phases start in `knownWords`.
    static let firstPhaseWord = 9
    /// Where the touch types start in `knownWords`.
    static let firstTypeWord = 14
    /// Nesting deeper than this is refused (a line is one sample, not a document).
    static let maximumDepth = 32

    /// The header field holding the version.
    public static let versionField = "forcetouch-trace"

    /// A reader expecting a header on its first line.
    public init() {}

    /// A reader continuing after `header` (already read as line `lineNumber`), expecting samples.
    public init(header: TraceHeader, lineNumber: Int = 1) {
        self.header = header
        self.lineNumber = lineNumber
    }

    /// Reads the next line (without its line break; a trailing `\r` is ignored).
    public mutating func read(line: String) throws(TraceError) -> TraceRecord {
        var text = line
        let result: Result<TraceRecord, TraceError> = text.withUTF8 { bytes in
            do throws(TraceError) {
                return .success(try read(bytes: bytes))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Reads the next line from its UTF-8 bytes (without the line break).
    mutating func read(bytes: UnsafeBufferPointer<UInt8>) throws(TraceError) -> TraceRecord {
        lineNumber += 1
        var line = bytes
        if let last = line.last, last == UInt8(ascii: "\r") {
            line = UnsafeBufferPointer(rebasing: line.dropLast())
        }
        try Self.parseObject(line, line: lineNumber, into: &members)
        guard let header else {
            let parsed = try Self.header(from: members, line: lineNumber)
            self.header = parsed
            return .header(parsed)
        }
        if members.contains(where: { $0.key == Self.versionField }) {
            throw TraceError(line: lineNumber, field: Self.versionField, problem: .headerNotFirst)
        }
        let sample = try Self.sample(
            from: members, line: lineNumber, maximumPossibleForce: header.maximumPossibleForce)
        try checkOrder(of: sample)
        return .sample(sample)
    }

    /// Checks time order and the touch's life; records the sample.
    private mutating func checkOrder(of sample: TouchSample) throws(TraceError) {
        if sample.timestamp < lastTime {
            throw TraceError(
                line: lineNumber, field: "t",
                problem: .timeGoesBackwards(sample.timestamp, previous: lastTime, previousLine: lastTimeLine))
        }
        switch sample.phase {
        case .began:
            if let since = activeTouches[sample.id] {
                throw TraceError(
                    line: lineNumber, field: "phase", problem: .beganTwice(id: sample.id, since: since))
            }
            activeTouches[sample.id] = lineNumber
        case .moved, .stationary, .ended, .cancelled:
            guard activeTouches[sample.id] != nil else {
                throw TraceError(
                    line: lineNumber, field: "phase", problem: .notBegun(id: sample.id, phase: sample.phase))
            }
            if sample.phase.isTerminal { activeTouches[sample.id] = nil }
        }
        lastTime = sample.timestamp
        lastTimeLine = lineNumber
    }

    // MARK: Single lines

    /// Parses one header line on its own (no order checks).
    public static func parseHeader(line: String, lineNumber: Int = 1) throws(TraceError) -> TraceHeader {
        var reader = TraceReader()
        reader.lineNumber = lineNumber - 1
        guard case .header(let header) = try reader.read(line: line) else {
            throw TraceError(line: lineNumber, field: versionField, problem: .missingHeader)
        }
        return header
    }

    /// Parses one sample line on its own, for a trace whose header gave `maximumPossibleForce`.
    ///
    /// Checks the line's own fields but not its order relative to other lines (use a reader made
    /// with `init(header:lineNumber:)` for that).
    public static func parseSample(
        line: String, lineNumber: Int,
        maximumPossibleForce: CGFloat = TouchSample.iPhoneMaximumPossibleForce
    ) throws(TraceError) -> TouchSample {
        var text = line
        let result: Result<TouchSample, TraceError> = text.withUTF8 { bytes in
            do throws(TraceError) {
                var members: [JSONMember] = []
                try parseObject(bytes, line: lineNumber, into: &members)
                if members.contains(where: { $0.key == versionField }) {
                    throw TraceError(line: lineNumber, field: versionField, problem: .headerNotFirst)
                }
                return .success(
                    try sample(from: members, line: lineNumber, maximumPossibleForce: maximumPossibleForce))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses a line that must hold one JSON object; its members go to `members`.
    private static func parseObject(
        _ bytes: UnsafeBufferPointer<UInt8>, line: Int, into members: inout [JSONMember]
    ) throws(TraceError) {
        if bytes.allSatisfy({
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
        }) {
            throw TraceError(line: line, problem: .emptyLine)
        }
        var scanner = JSONScanner(
            bytes: bytes, maximumDepth: maximumDepth, allowsNonFiniteNumbers: true, knownWords: knownWords)
        let other: JSONValue?
        do throws(JSONSyntaxError) {
            other = try scanner.readObjectDocument(into: &members)
        } catch {
            throw TraceError(line: line, problem: .notJSON(error))
        }
        if let other {
            throw TraceError(line: line, problem: .notAnObject(found: other.kindDescription))
        }
    }

    // MARK: Fields

    private static func header(from members: [JSONMember], line: Int) throws(TraceError)
        -> TraceHeader
    {
        var version: Int?
        var maximum: Double?
        var extras: [String: TraceValue] = [:]
        var seen = Set<String>()
        for member in members {
            guard seen.insert(member.key).inserted else {
                throw TraceError(line: line, field: member.key, problem: .duplicateField)
            }
            switch member.key {
            case versionField:
                version = try integer(member, line: line)
            case "maximumPossibleForce":
                let value = try finiteNumber(member, line: line)
                guard value > 0 else {
                    throw TraceError(line: line, field: member.key, problem: .notPositive(value))
                }
                maximum = value
            default:
                extras[member.key] = member.value
            }
        }
        guard let version else { throw TraceError(line: line, field: versionField, problem: .missingHeader) }
        guard version == TraceHeader.currentVersion else {
            throw TraceError(line: line, field: versionField, problem: .unsupportedVersion(version))
        }
        guard let maximum else {
            throw TraceError(line: line, field: "maximumPossibleForce", problem: .missingField)
        }
        return TraceHeader(maximumPossibleForce: CGFloat(maximum), extraFields: extras)
    }

    private static func sample(
        from members: [JSONMember], line: Int, maximumPossibleForce: CGFloat
    ) throws(TraceError) -> TouchSample {
        var time: Double?
        var id: Int?
        var phase: TouchPhase?
        var x: Double?
        var y: Double?
        var force: Double?
        var type = TouchType.direct
        var altitude = TouchSample.perpendicularAltitude
        var azimuth: CGFloat = 0
        var seen: UInt16 = 0
        for member in members {
            guard let position = member.keyWord, position < sampleFields.count else {
                throw TraceError(
                    line: line, field: member.key,
                    problem: .unknownField(suggestion: nearestSuggestion(to: member.key, in: sampleFields)))
            }
            let bit: UInt16 = 1 << UInt16(position)
            guard seen & bit == 0 else {
                throw TraceError(line: line, field: member.key, problem: .duplicateField)
            }
            seen |= bit
            switch position {
            case 0: time = try finiteNumber(member, line: line)
            case 1: id = try integer(member, line: line)
            case 2:
                phase = try named(member, line: line, cases: phases, firstWord: firstPhaseWord) {
                    .unknownPhase($0, suggestion: $1)
                }
            case 3: x = try finiteNumber(member, line: line)
            case 4: y = try finiteNumber(member, line: line)
            case 5:
                let value = try finiteNumber(member, line: line)
                guard value >= 0 else {
                    throw TraceError(line: line, field: member.key, problem: .negativeForce(value))
                }
                guard value <= Double(maximumPossibleForce) else {
                    throw TraceError(
                        line: line, field: member.key,
                        problem: .forceAboveMaximum(value, maximum: Double(maximumPossibleForce)))
                }
                force = value
            case 7:
                let value = try finiteNumber(member, line: line)
                guard value >= 0, value <= Double.pi / 2 else {
                    throw TraceError(
                        line: line, field: member.key, problem: .angleOutOfRange(value, range: "0…π/2"))
                }
                altitude = CGFloat(value)
            case 8:
                let value = try finiteNumber(member, line: line)
                guard value >= 0, value <= 2 * Double.pi else {
                    throw TraceError(
                        line: line, field: member.key, problem: .angleOutOfRange(value, range: "0…2π"))
                }
                azimuth = CGFloat(value)
            default:
                type = try named(member, line: line, cases: types, firstWord: firstTypeWord) {
                    .unknownType($0, suggestion: $1)
                }
            }
        }
        guard let time else { throw TraceError(line: line, field: "t", problem: .missingField) }
        guard let id else { throw TraceError(line: line, field: "id", problem: .missingField) }
        guard let phase else { throw TraceError(line: line, field: "phase", problem: .missingField) }
        guard let x else { throw TraceError(line: line, field: "x", problem: .missingField) }
        guard let y else { throw TraceError(line: line, field: "y", problem: .missingField) }
        guard let force else { throw TraceError(line: line, field: "force", problem: .missingField) }
        return TouchSample(
            id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: time, force: CGFloat(force),
            maximumPossibleForce: maximumPossibleForce, type: type, altitudeAngle: altitude,
            azimuthAngle: azimuth)
    }

    private static func finiteNumber(_ member: JSONMember, line: Int) throws(TraceError) -> Double {
        guard case .number(let value) = member.value else {
            throw TraceError(
                line: line, field: member.key,
                problem: .wrongType(expected: "a number", found: member.value.kindDescription))
        }
        guard value.isFinite else {
            throw TraceError(line: line, field: member.key, problem: .notFinite(value))
        }
        return value
    }

    private static func integer(_ member: JSONMember, line: Int) throws(TraceError) -> Int {
        guard case .number(let value) = member.value, value.isFinite, value.rounded() == value,
            abs(value) <= 9_007_199_254_740_992
        else {
            let found: String
            if case .number(let value) = member.value {
                found = "the number \(TraceWriter.number(value))"
            } else {
                found = member.value.kindDescription
            }
            throw TraceError(
                line: line, field: member.key, problem: .wrongType(expected: "an integer", found: found))
        }
        return Int(value)
    }

    /// The case a string member names: by the word the scanner matched (`firstWord` is the word
    /// of `cases[0]`, the rest follow in order), else by its raw value; another name is `unknown`'s
    /// problem, with the nearest case's name as a suggestion.
    private static func named<Value: RawRepresentable>(
        _ member: JSONMember, line: Int, cases: [Value], firstWord: Int,
        unknown: (_ name: String, _ suggestion: String?) -> TraceError.Problem
    ) throws(TraceError) -> Value where Value.RawValue == String {
        let name = try string(member, line: line)
        if let word = member.valueWord, word >= firstWord, word < firstWord + cases.count {
            return cases[word - firstWord]
        }
        guard let value = Value(rawValue: name) else {
            let suggestion = nearestSuggestion(to: name, in: cases.map(\.rawValue))
            throw TraceError(line: line, field: member.key, problem: unknown(name, suggestion))
        }
        return value
    }

    private static func string(_ member: JSONMember, line: Int) throws(TraceError) -> String {
        guard case .string(let value) = member.value else {
            throw TraceError(
                line: line, field: member.key,
                problem: .wrongType(expected: "a string", found: member.value.kindDescription))
        }
        return value
    }
}
