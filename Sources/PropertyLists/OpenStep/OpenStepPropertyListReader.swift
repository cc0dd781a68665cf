package import Foundation
import Interchange

/// Reads old-style (OpenStep, "ASCII") property lists, the format of `project.pbxproj`, into the
/// same ``PropertyListDocument`` tree the XML reader makes, with the line and column of every
/// value and key.
///
/// The grammar and escapes are CoreFoundation's (see `OpenStepParser`); the differences, all
/// deliberate, are listed in RELIABILITY.md: nesting is limited to
/// ``PropertyListReader/maximumDepth`` levels (CoreFoundation allows 512), an unclosed `/*`,
/// text after a top-level table, a `\U` without hex digits and a lone UTF-16 surrogate are
/// errors (CoreFoundation ends the comment at the end of the file, ignores the text, reads
/// U+0000 and keeps the surrogate), and the bytes must be UTF-8 or UTF-16 with a byte-order mark
/// (CoreFoundation guesses an encoding).
package enum OpenStepPropertyListReader {
    /// The deepest nesting of arrays and dictionaries read: the XML reader's limit (256).
    package static let maximumDepth = PropertyListReader.maximumDepth

    /// Reads `data` (UTF-8, with or without a byte-order mark, or UTF-16 with one).
    /// - Complexity: O(*n*) in the size of the data.
    package static func read(_ data: Data) throws(OpenStepReadError) -> PropertyListDocument {
        try read(bytes: [UInt8](data))
    }

    /// Reads `bytes` (UTF-8, with or without a byte-order mark, or UTF-16 with one).
    /// - Complexity: O(*n*) in the number of bytes.
    package static func read(bytes: [UInt8]) throws(OpenStepReadError) -> PropertyListDocument {
        let (text, start) = try utf8Text(bytes)
        let result: Result<PropertyListNode, OpenStepReadError> = text.withUnsafeBufferPointer { buffer in
            var parser = OpenStepParser(
                bytes: buffer, start: start, dialect: .propertyList, maximumDepth: maximumDepth)
            do throws(OpenStepReadError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return PropertyListDocument(root: try result.get(), format: .openStep)
    }

    /// The entries of a `.strings` table held in UTF-8 `bytes` (no byte-order mark): the
    /// OpenStep dictionary grammar without braces, string values only, `\u` as well as `\U`.
    /// - Complexity: O(*n*) in the number of bytes.
    package static func readStringsTable(utf8 bytes: [UInt8]) throws(OpenStepReadError) -> [PropertyListNode
        .Entry]
    {
        let result: Result<[PropertyListNode.Entry], OpenStepReadError> = bytes.withUnsafeBufferPointer {
            buffer in
            var parser = OpenStepParser(bytes: buffer, dialect: .strings, maximumDepth: maximumDepth)
            do throws(OpenStepReadError) {
                return .success(try parser.parseTable())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The UTF-8 text of `bytes` and where its first character is (after a UTF-8 byte-order mark).
    private static func utf8Text(_ bytes: [UInt8]) throws(OpenStepReadError) -> ([UInt8], Int) {
        let origin = SourcePosition(line: 1, column: 1)
        guard !bytes.isEmpty else { throw OpenStepReadError(.empty, at: origin) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard bytes.count % 2 == 0 else { throw OpenStepReadError(.invalidEncoding, at: origin) }
            let units = XMLPreflight.utf16Units(bytes, from: 2, littleEndian: bytes[0] == 0xFF)
            var text: [UInt8] = []
            text.reserveCapacity(units.count)
            var iterator = units.makeIterator()
            var codec = UTF16()
            while true {
                switch codec.decode(&iterator) {
                case .scalarValue(let scalar): text.append(contentsOf: String(scalar).utf8)
                case .emptyInput: return (text, 0)
                case .error:
                    // Where the UTF-16 breaks, in the text decoded so far.
                    throw OpenStepReadError(
                        .invalidEncoding,
                        at: LineIndex(bytes: text).position(ofByte: text.count))
                }
            }
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if String(validating: bytes[start...], as: UTF8.self) != nil { return (bytes, start) }
        var iterator = bytes[start...].makeIterator()
        var codec = UTF8()
        var offset = start
        decoding: while true {
            switch codec.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: break decoding
            }
        }
        let prefix = Array(bytes[start..<offset])
        throw OpenStepReadError(
            .invalidEncoding, at: LineIndex(bytes: prefix).position(ofByte: prefix.count))
    }
}
