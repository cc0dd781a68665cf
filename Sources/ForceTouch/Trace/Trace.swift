public import Foundation

/// A recorded stream of touch samples: a header and samples in time order.
///
/// Stored as versioned JSON Lines (see `TraceReader` for the fields and `TraceWriter` for the exact
/// output): one header line such as
/// `{"forcetouch-trace":1,"maximumPossibleForce":6.666667}`, then one sample per line such as
/// `{"t":0.016,"id":1,"phase":"moved","x":120.5,"y":300,"force":2.4}`. Writing and reading a trace
/// gives back the same trace; replaying it through a recognizer gives the same events every time.
public struct Trace: Sendable, Hashable {
    /// The header.
    public var header: TraceHeader
    /// The samples, in time order; each has the header's `maximumPossibleForce`.
    public var samples: [TouchSample]

    /// A trace from its parts.
    public init(header: TraceHeader = TraceHeader(), samples: [TouchSample] = []) {
        self.header = header
        self.samples = samples
    }

    /// Reads a whole trace from JSON Lines bytes (UTF-8, with or without a byte order mark; `\n` or
    /// `\r\n` line breaks; a final line break is optional).
    ///
    /// - Throws: `TraceError` for the first bad line, naming it and the field.
    /// - Complexity: O(size of `data`).
    public init(data: Data) throws(TraceError) {
        let result: Result<Trace, TraceError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            do throws(TraceError) {
                return .success(try Trace(bytes: bytes))
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }

    /// Reads a whole trace from JSON Lines text.
    ///
    /// - Throws: `TraceError` for the first bad line, naming it and the field.
    /// - Complexity: O(length of `jsonLines`).
    public init(jsonLines: String) throws(TraceError) {
        try self.init(data: Data(jsonLines.utf8))
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) throws(TraceError) {
        var reader = TraceReader()
        var header: TraceHeader?
        var samples: [TouchSample] = []
        let count = bytes.count
        // A UTF-8 byte order mark (some editors add one) is not part of the first line.
        var start = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while start < count {
            var end = start
            while end < count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            switch try reader.read(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end])) {
            case .header(let read): header = read
            case .sample(let sample): samples.append(sample)
            }
            start = end + 1
        }
        guard let header else { throw TraceError(line: 1, problem: .emptyTrace) }
        self.init(header: header, samples: samples)
    }

    /// The trace as JSON Lines, each line ending in `\n` (see `TraceWriter`).
    ///
    /// - Complexity: O(number of samples).
    public var jsonLines: String { TraceWriter.jsonLines(for: self) }
}
