public import ForceTouch
public import Foundation

/// The body of `POST /api/devices/{id}/touches`: trace lines in ForceTouch's format
/// (docs/ForceInput.md), with or without the header line.
///
/// Without a header, samples are read against the device's `maximumPossibleForce`. Every line is
/// checked as `forcetouch replay` checks it (fields, time order, each touch's life); the first bad
/// line is the error, with its number.
public enum TouchScript {
    /// Reads the samples of `text`.
    /// - Throws: `APIError.invalidTrace` naming the line, or when there are no samples.
    /// - Complexity: O(n) in the text's length.
    public static func samples(in text: String, maximumPossibleForce: CGFloat) throws(APIError)
        -> [TouchSample]
    {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == true { lines.removeLast() }
        var reader =
            lines.first?.contains("\"\(TraceReader.versionField)\"") == true
            ? TraceReader()
            : TraceReader(header: TraceHeader(maximumPossibleForce: maximumPossibleForce), lineNumber: 0)
        var samples: [TouchSample] = []
        for line in lines {
            do {
                if case .sample(let sample) = try reader.read(line: line) { samples.append(sample) }
            } catch {
                throw .invalidTrace(error.message)
            }
        }
        guard !samples.isEmpty else { throw .invalidTrace(Wording.traceEmpty) }
        return samples
    }
}
