import Foundation

extension TraceReader {
    /// Reads every line of JSON Lines text, as `Trace(data:)`, `forcetouch replay` and
    /// `POST /api/devices/{id}/touches` all do: a UTF-8 byte order mark at the start is skipped,
    /// lines end in `\n` or `\r\n`, the final line break is optional, and whitespace after the last
    /// line break is not a line.
    ///
    /// - Throws: `TraceError` for the first bad line (reading stops there).
    /// - Complexity: O(length of `text`).
    public mutating func read(lines text: String) throws(TraceError) -> [TraceRecord] {
        var text = text
        let result: Result<[TraceRecord], TraceError> = text.withUTF8 { bytes in
            var records: [TraceRecord] = []
            do throws(TraceError) {
                try read(lines: bytes) { records.append($0) }
                return .success(records)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Reads every line of `bytes` (see `read(lines:)`), handing each record to `record`.
    mutating func read(lines bytes: UnsafeBufferPointer<UInt8>, _ record: (TraceRecord) -> Void)
        throws(TraceError)
    {
        let count = bytes.count
        let first = Self.byteOrderMarkLength(bytes)
        var start = first
        while start < count {
            var end = start
            while end < count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if end == count, start > first, line.allSatisfy(Self.isBlank) { return }
            record(try read(bytes: line))
            start = end + 1
        }
    }

    /// 3 when `bytes` start with a UTF-8 byte order mark (some editors add one), else 0.
    static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// Whether `byte` is a space, a tab or a carriage return.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// Whether the first line of `text` (after a byte order mark) is a header: it names the
    /// `forcetouch-trace` field. `POST …/touches` takes samples with or without a header.
    public static func startsWithHeader(_ text: String) -> Bool {
        var utf8 = text.utf8[...]
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { utf8 = utf8.dropFirst(3) }
        let firstLine = utf8.prefix { $0 != UInt8(ascii: "\n") }
        return String(decoding: firstLine, as: UTF8.self).contains("\"\(versionField)\"")
    }
}
