package import Foundation
import Interchange

extension JSONNode {
    /// Nesting deeper than this is refused, so hostile input cannot exhaust the stack.
    package static let maximumDepth = 256

    /// Reads a whole file with Interchange's `JSONScanner` (strict RFC 8259; a UTF-8 byte order
    /// mark is skipped), keeping every value's and key's position for messages.
    /// - Complexity: O(size of `data`).
    package static func parse(_ data: Data) throws(JSONFileError) -> JSONNode {
        let bytes = [UInt8](data)
        let lines = LineIndex(bytes: bytes)
        let result: Result<JSONNode, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
            scanner.skipByteOrderMark()
            do throws(JSONSyntaxError) {
                scanner.skipWhitespace()
                if scanner.isAtEnd { throw JSONSyntaxError(offset: scanner.offset, problem: .empty) }
                let node = try read(&scanner, lines)
                try scanner.expectEnd()
                return .success(node)
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let node): return node
        case .failure(let error): throw fileError(error, bytes: bytes, lines: lines)
        }
    }

    /// One value and what it holds.
    private static func read(_ scanner: inout JSONScanner, _ lines: LineIndex) throws(JSONSyntaxError)
        -> JSONNode
    {
        scanner.skipWhitespace()
        let here = lines.position(ofByte: scanner.offset)
        switch scanner.peek() {
        case UInt8(ascii: "{"):
            var members: [Member] = []
            try scanner.readObject { (scanner, key, keyOffset) throws(JSONSyntaxError) in
                let value = try read(&scanner, lines)
                members.append(
                    Member(
                        key: key, keyPosition: lines.position(ofByte: keyOffset), value: value
                    ))
            }
            return JSONNode(value: .object(members), position: here)
        case UInt8(ascii: "["):
            var elements: [JSONNode] = []
            try scanner.readArray { (scanner) throws(JSONSyntaxError) in
                elements.append(try read(&scanner, lines))
            }
            return JSONNode(value: .array(elements), position: here)
        default:
            let start = scanner.offset
            switch try scanner.readScalar() {
            case .null: return JSONNode(value: .null, position: here)
            case .bool(let flag): return JSONNode(value: .bool(flag), position: here)
            case .number: return JSONNode(value: .number(scanner.text(from: start)), position: here)
            case .string(let text): return JSONNode(value: .string(text), position: here)
            }
        }
    }

    /// The scanner's error in the module's words, at the place a person should look.
    private static func fileError(_ error: JSONSyntaxError, bytes: [UInt8], lines: LineIndex) -> JSONFileError
    {
        var found = Wording.endOfFile
        if error.offset < bytes.count, case .unexpectedCharacter(let character, _) = error.problem {
            found = "'\(character)'"
        } else if error.offset < bytes.count {
            var end = error.offset + 1
            while end < bytes.count, end < error.offset + 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
            found = "'" + String(decoding: bytes[error.offset..<end], as: UTF8.self) + "'"
        }
        let (message, offset): (String, Int) =
            switch error.problem {
            case .empty: (Wording.jsonEmpty, error.offset)
            case .unexpectedEnd(let expectation), .unexpectedCharacter(_, let expectation):
                switch expectation {
                case .value: (Wording.jsonExpectedValue(found), error.offset)
                case .key: (Wording.jsonExpectedKey(found), error.offset)
                case .colon: (Wording.jsonExpectedColon(found), error.offset)
                case .commaOrClosingBrace: (Wording.jsonExpectedCommaOr("}", found), error.offset)
                case .commaOrClosingBracket: (Wording.jsonExpectedCommaOr("]", found), error.offset)
                }
            case .unclosed(let opener, let openedAt):
                (
                    Wording.jsonUnclosed(String(opener), lines.position(ofByte: openedAt)),
                    error.offset
                )
            case .unterminatedString: (Wording.jsonUnterminatedString, error.offset)
            case .invalidEscape(let escapeOffset): (Wording.jsonBadEscape, escapeOffset)
            case .controlCharacterInString: (Wording.jsonControlCharacter, error.offset)
            case .invalidNumber(let start): (Wording.jsonBadNumber, start)
            case .invalidUTF8: (Wording.invalidUTF8, error.offset)
            case .trailingCharacters: (Wording.jsonTrailing(found), error.offset)
            case .nestedTooDeeply(let limit): (Wording.jsonTooDeep(limit), error.offset)
            }
        return JSONFileError(message: message, position: lines.position(ofByte: offset))
    }
}
