public import ForceTouch
public import Foundation

/// The body of `POST /api/devices/{id}/touches`: trace lines in ForceTouch's format
/// (docs/ForceInput.md), with or without the header line.
///
/// Without a header, samples are read against the device's `maximumPossibleForce`. Every line is
/// checked as `forcetouch replay` checks it (fields, time order, each touch's life), and the text is
/// split into lines the same way (`TraceReader.read(lines:)`: a UTF-8 byte order mark, CRLF line
/// ends and a missing final line break are all fine); the first bad line is the error, with its
/// number.
public enum TouchScript {
    /// Reads the samples of `text`.
    /// - Throws: `APIError.invalidTrace` naming the line, or when there are no samples.
    /// - Complexity: O(n) in the text's length.
    public static func samples(in text: String, maximumPossibleForce: CGFloat) throws(APIError)
        -> [TouchSample]
    {
        var reader =
            TraceReader.startsWithHeader(text)
            ? TraceReader()
            : TraceReader(header: TraceHeader(maximumPossibleForce: maximumPossibleForce), lineNumber: 0)
        var samples: [TouchSample] = []
        do {
            for case .sample(let sample) in try reader.read(lines: text) { samples.append(sample) }
        } catch {
            throw .invalidTrace(error.message)
        }
        guard !samples.isEmpty else { throw .invalidTrace(Wording.traceEmpty) }
        return samples
    }
}
