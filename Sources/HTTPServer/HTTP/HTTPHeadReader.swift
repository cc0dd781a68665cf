/// Reads a message head (start line and header fields) line by line from a byte buffer,
/// enforcing the size and count limits. Shared by the request and response parsers.
///
/// Lines must end in CRLF; a bare LF, a stray CR or another control character is an error, as
/// is obsolete line folding. Empty lines before the start line are skipped (RFC 9112 §2.2).
struct HTTPHeadReader: Sendable, Hashable {
    /// The most bytes the start line and fields may take, CRLFs included.
    let maxHeadBytes: Int
    /// The most header fields.
    let maxHeaderCount: Int

    /// The start line, once read.
    private(set) var startLine: String?
    /// The fields read so far.
    private(set) var headers = HTTPHeaders()
    /// Bytes of the head consumed so far.
    private(set) var headBytes = 0
    /// The number of the next line (1 is the start line).
    private var lineNumber = 1
    /// How far the buffer has been scanned for LF without finding one (avoids rescanning).
    private var scanned = 0

    /// Creates a reader with limits.
    init(maxHeadBytes: Int, maxHeaderCount: Int) {
        self.maxHeadBytes = maxHeadBytes
        self.maxHeaderCount = maxHeaderCount
    }

    /// Consumes complete lines from `buffer`; returns `true` once the empty line ending the head
    /// has been consumed, `false` when more bytes are needed.
    /// - Complexity: O(n) in the number of new bytes.
    mutating func read(from buffer: inout ByteBuffer) throws(HTTPParseError) -> Bool {
        while true {
            let bytes = buffer.readable
            let searchStart = bytes.startIndex + scanned
            let found = bytes.withUnsafeBufferPointer { pointer in
                pointer[scanned...].firstIndex(of: 10)
            }
            guard let offset = found else {
                scanned = bytes.count
                if headBytes + bytes.count > maxHeadBytes { throw .headTooLarge(limit: maxHeadBytes) }
                return false
            }
            let lf = searchStart - scanned + offset
            scanned = 0
            let lineLength = lf - bytes.startIndex + 1
            if headBytes + lineLength > maxHeadBytes { throw .headTooLarge(limit: maxHeadBytes) }
            guard lf > bytes.startIndex, bytes[lf - 1] == 13 else { throw .bareLineFeed(line: lineNumber) }
            let line = bytes[bytes.startIndex..<(lf - 1)]
            buffer.consume(lineLength)
            headBytes += lineLength
            if line.isEmpty {
                if startLine == nil { continue }  // leading empty lines are ignored
                return true
            }
            if let bad = line.withUnsafeBufferPointer({
                $0.first(where: { ($0 < 32 && $0 != 9) || $0 == 127 })
            }) {
                throw .controlCharacter(line: lineNumber, byte: bad)
            }
            if startLine == nil {
                startLine = HTTPSyntax.decodeFieldValue(line)
            } else {
                try readField(line)
            }
            lineNumber += 1
        }
    }

    private mutating func readField(_ line: ArraySlice<UInt8>) throws(HTTPParseError) {
        if line.first == 32 || line.first == 9 { throw .obsoleteLineFolding(line: lineNumber) }
        guard let colon = line.firstIndex(of: 58) else { throw .headerWithoutColon(line: lineNumber) }
        let nameBytes = line[line.startIndex..<colon]
        let name = String(decoding: nameBytes, as: UTF8.self)
        if nameBytes.last == 32 || nameBytes.last == 9 {
            throw .whitespaceBeforeColon(line: lineNumber, name: name.trimmingCharacters())
        }
        let table = HTTPSyntax.tokenTable
        guard !nameBytes.isEmpty, nameBytes.allSatisfy({ table[Int($0)] }) else {
            throw .invalidHeaderName(line: lineNumber, name: name)
        }
        guard headers.count < maxHeaderCount else { throw .tooManyHeaders(limit: maxHeaderCount) }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 32 || first == 9 { value = value.dropFirst() }
        while let last = value.last, last == 32 || last == 9 { value = value.dropLast() }
        headers.add(name: name, value: HTTPSyntax.decodeFieldValue(value))
    }
}

/// Character classes of RFC 9110.
enum HTTPSyntax {
    /// `tchar`: the bytes allowed in a token (method, field name).
    static let tokenTable: [Bool] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "!#$%&'*+-.^_`|~".utf8.contains(UInt8(byte))
        }
    }

    /// Whether `byte` may appear in a token.
    static func isTokenByte(_ byte: UInt8) -> Bool { tokenTable[Int(byte)] }

    /// Whether `string` is a non-empty token.
    static func isToken(_ string: some StringProtocol) -> Bool {
        !string.isEmpty && string.utf8.allSatisfy(isTokenByte)
    }

    /// Decodes a field value: UTF-8 when valid, otherwise ISO-8859-1 (so no byte is lost).
    static func decodeFieldValue(_ bytes: ArraySlice<UInt8>) -> String {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate func trimmingCharacters() -> String { String(trimmingASCIIWhitespace()) }
}
