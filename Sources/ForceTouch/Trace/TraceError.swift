public import Interchange

/// Why a trace (or one line of it) cannot be read, and where: the line, and the field when one is
/// to blame. `message` words it (see `TraceError+Message.swift`, the only place with wording).
public struct TraceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Sendable, Hashable {
        /// The trace has no lines at all.
        case emptyTrace
        /// A line holds nothing (blank or only whitespace).
        case emptyLine
        /// The line is not JSON.
        case notJSON(JSONSyntaxError)
        /// The line is JSON but not an object; the associated value names what it is.
        case notAnObject(found: String)
        /// The first line is not a header (it lacks `forcetouch-trace`).
        case missingHeader
        /// A header after the first line.
        case headerNotFirst
        /// The header's version is not one this reader knows.
        case unsupportedVersion(Int)
        /// A required field is absent.
        case missingField
        /// A field has the wrong kind of value: expected (e.g. "a number"), found (e.g. "a string").
        case wrongType(expected: String, found: String)
        /// A field this version of the format does not have; `suggestion` is the nearest one.
        case unknownField(suggestion: String?)
        /// The same field twice on one line.
        case duplicateField
        /// A number that is NaN or infinite.
        case notFinite(Double)
        /// A negative force.
        case negativeForce(Double)
        /// A force above the header's `maximumPossibleForce`.
        case forceAboveMaximum(Double, maximum: Double)
        /// A `maximumPossibleForce` that is 0 or less.
        case notPositive(Double)
        /// A sample earlier than the one before it.
        case timeGoesBackwards(Double, previous: Double, previousLine: Int)
        /// A phase that is not one of `TouchPhase`'s; `suggestion` is the nearest one.
        case unknownPhase(String, suggestion: String?)
        /// A type that is not one of `TouchType`'s; `suggestion` is the nearest one.
        case unknownType(String, suggestion: String?)
        /// A touch that moves, stays, ends or is cancelled before it began.
        case notBegun(id: Int, phase: TouchPhase)
        /// A touch that begins while it is still down since `since`.
        case beganTwice(id: Int, since: Int)
    }

    /// The 1-based line number in the trace.
    public var line: Int
    /// The field to blame (`force`, `t`, `forcetouch-trace`), if one is.
    public var field: String?
    /// What was wrong.
    public var problem: Problem

    /// Creates an error.
    public init(line: Int, field: String? = nil, problem: Problem) {
        self.line = line
        self.field = field
        self.problem = problem
    }

    /// The one-line message: `line N[, column C][, field 'F']: what; what to do`.
    public var description: String { message }
}
