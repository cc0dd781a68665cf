import Foundation
public import Interchange

/// Writes traces as JSON Lines with a stable key order, so the same trace is always the same text.
///
/// The header is `forcetouch-trace`, `maximumPossibleForce`, then extra fields sorted by key
/// (nested objects sorted too). A sample is `t`, `id`, `phase`, `x`, `y`, `force`, then `type`
/// only when it is not `direct`, then a pen's `altitude` and `azimuth` only when either differs
/// from a finger's (π/2 and 0). Numbers are written in the shortest form that reads back to the
/// same value (`300`, `120.5`, `0.016`), integers without a fraction. A sample's own
/// `maximumPossibleForce` is not written: a trace has one, in its header. Values JSON cannot hold
/// (NaN, infinities) are written as `NaN`, `Infinity`, `-Infinity`, which `TraceReader` rejects
/// with a message naming the field.
public enum TraceWriter {
    /// The header's line (without a line break).
    public static func line(for header: TraceHeader) -> String {
        var text = "{\"\(TraceReader.versionField)\":\(header.version)"
        text += ",\"maximumPossibleForce\":\(number(Double(header.maximumPossibleForce)))"
        for key in header.extraFields.keys.sorted() {
            text += ",\(string(key)):\(value(header.extraFields[key]!))"
        }
        return text + "}"
    }

    /// A sample's line (without a line break).
    public static func line(for sample: TouchSample) -> String {
        var text = ""
        append(sample, to: &text)
        return text
    }

    /// Appends a sample's line (without a line break) to `text`.
    static func append(_ sample: TouchSample, to text: inout String) {
        text += "{\"t\":"
        appendNumber(sample.timestamp, to: &text)
        text += ",\"id\":"
        text += String(sample.id)
        text += ",\"phase\":\""
        text += sample.phase.rawValue
        text += "\",\"x\":"
        appendNumber(Double(sample.location.x), to: &text)
        text += ",\"y\":"
        appendNumber(Double(sample.location.y), to: &text)
        text += ",\"force\":"
        appendNumber(Double(sample.force), to: &text)
        if sample.type != .direct {
            text += ",\"type\":\""
            text += sample.type.rawValue
            text += "\""
        }
        if sample.hasTilt {
            text += ",\"altitude\":"
            appendNumber(Double(sample.altitudeAngle), to: &text)
            text += ",\"azimuth\":"
            appendNumber(Double(sample.azimuthAngle), to: &text)
        }
        text += "}"
    }

    /// The whole trace, every line ending in `\n`.
    ///
    /// - Complexity: O(number of samples).
    public static func jsonLines(for trace: Trace) -> String {
        var text = line(for: trace.header) + "\n"
        text.reserveCapacity(text.utf8.count + trace.samples.count * 80)
        for sample in trace.samples {
            append(sample, to: &text)
            text += "\n"
        }
        return text
    }

    /// A number in the shortest form that reads back to the same `Double`.
    public static func number(_ value: Double) -> String {
        var text = ""
        appendNumber(value, to: &text)
        return text
    }

    /// Appends `number(value)` to `text`.
    static func appendNumber(_ value: Double, to text: inout String) {
        JSONText.appendNumber(value, to: &text, allowsNonFiniteNumbers: true)
    }

    /// A JSON string literal, escaped as every ForceTouchKit writer escapes (`JSONText`).
    ///
    /// - Complexity: O(length of `text`).
    public static func string(_ text: String) -> String { JSONText.string(text) }

    /// Any value, objects with sorted keys (a key given twice once, with its last value), by
    /// Interchange's one JSON writer (`JSONText.value`).
    ///
    /// - Complexity: O(*n* log *n*) in the size of `value`.
    public static func value(_ value: TraceValue) -> String {
        JSONText.value(value, sortingKeys: true, allowsNonFiniteNumbers: true)
    }
}
