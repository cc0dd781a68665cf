/// A `JSONValue` from and to JSON text, through the one reader (`JSONScanner`) and the one writer
/// (`JSONText`).
extension JSONValue: CustomStringConvertible {
    /// Reads `text` (UTF-8 bytes, a byte order mark allowed) as one JSON document.
    /// - Throws: `JSONSyntaxError` with the byte offset of the problem when it is not JSON or
    ///   nests deeper than `maximumDepth`.
    /// - Complexity: O(length of `text`).
    public init(
        parsing text: some Sequence<UInt8>, maximumDepth: Int = JSONScanner.defaultMaximumDepth
    ) throws(JSONSyntaxError) {
        let read: (UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue = {
            (buffer) throws(JSONSyntaxError) in
            var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
            scanner.skipByteOrderMark()
            return try scanner.readDocument()
        }
        let result: Result<JSONValue, JSONSyntaxError>? = text.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONSyntaxError) in try read(buffer) }
        }
        switch result {
        case .some(let result): self = try result.get()
        case .none:
            let bytes = Array(text)
            self = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try read(buffer) }
        }
    }

    /// Compact JSON text, members in their order (`JSONText.value(_:)`).
    public var description: String { JSONText.value(self) }
}
