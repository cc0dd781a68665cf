/// Line and column bookkeeping over UTF-8 bytes: the one byte offset → line:column map every file
/// reader uses (property lists, `.strings`, JSON files, InkML, the XML pre-checks).
///
/// A line ends at `\n`, `\r\n` or a lone `\r` (as editors count them, and as the XML readers make
/// libxml2 count them with `XMLText.loneCarriageReturnsAsLineFeeds`); a column counts Unicode
/// scalars (UTF-8 bytes that are not continuation bytes), as libxml2 does.
package struct LineIndex: Sendable {
    /// Byte offset where each line starts (line 1 at index 0).
    package private(set) var lineStarts: [Int] = [0]
    /// The indexed bytes.
    package let bytes: [UInt8]

    /// Indexes `bytes`; `\n`, `\r\n` and a lone `\r` each end a line.
    /// - Complexity: O(*n*) in the number of bytes.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
        WorkMeter.count(bytes.count, .lineIndexBytes)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                lineStarts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                lineStarts.append(index + 1)
            }
            index += 1
        }
    }

    /// The position of byte `offset`.
    /// - Complexity: O(log *lines* + *line length*).
    package func position(ofByte offset: Int) -> TextPosition {
        let line = lineIndex(ofByte: offset)
        var column = 1
        var index = lineStarts[line]
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return TextPosition(line: line + 1, column: column)
    }

    /// The byte offset of `position`, clamped to its line; nil when the line does not exist.
    package func byteOffset(of position: TextPosition) -> Int? {
        guard position.line >= 1, position.line <= lineStarts.count else { return nil }
        let start = lineStarts[position.line - 1]
        let end = position.line < lineStarts.count ? lineStarts[position.line] : bytes.count
        var index = start
        var column = 1
        while index < end, column < position.column {
            index += 1
            while index < end, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }

    /// The start of the line holding `offset`.
    package func lineStart(ofByte offset: Int) -> Int {
        lineStarts[lineIndex(ofByte: offset)]
    }

    /// The 0-based index of the line holding `offset` (a binary search of the line starts).
    private func lineIndex(ofByte offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
