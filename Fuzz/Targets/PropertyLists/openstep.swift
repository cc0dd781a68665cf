// Old-style (OpenStep) property lists (OpenStepPropertyListReader: project.pbxproj's format),
// differential against Foundation's PropertyListSerialization, which reads the format through
// CoreFoundation's CFOldStylePList.c: the same documents accepted and the same values. Every value
// ours reads has a position that points at the first byte of that value's token.
//
// Deliberate differences, excluded precisely (each is documented in RELIABILITY.md):
// - inputs Foundation reads in another format (`bplist…`, an XML plist: anything starting with `<`
//   that Foundation does not read as OpenStep data) and inputs that are not UTF-8 (CF guesses an
//   encoding; ours requires UTF-8 or UTF-16 with a BOM) run through ours alone, and so do inputs
//   with a NUL in their first two bytes (CF guesses UTF-16 without a BOM from them and fails);
// - an unclosed `/*`: CF ends the comment at the end of the file; then the input with `*/`
//   appended must read, through ours, to Foundation's value;
// - text after a braceless top-level table: CF stops at the first token that cannot start a key
//   and ignores the rest; then the input cut where ours stopped must read, through ours, to
//   Foundation's value;
// - CF's recovery: a value that fails where CF's grammar makes one optional (an array's element,
//   a dictionary's key) is dropped and CF reads on; ours refuses: only ours is checked;
// - `\U` without hex digits (CF: U+0000), a lone UTF-16 surrogate (CF keeps it; Swift strings
//   cannot), `\376`/`\377` (undefined in NeXTSTEP; CF makes U+0000 on Linux), and nesting deeper
//   than 256 (CF allows 512): ours refuses, and only ours is checked.
import Foundation
import Interchange
@testable import PropertyLists

func fuzz_openstep(_ bytes: [UInt8]) {
    var ours: PropertyListNode?
    var oursError: OpenStepReadError?
    do {
        let document = try OpenStepPropertyListReader.read(bytes: bytes)
        fuzzCheck(document.format == .openStep, "an OpenStep document read as \(document.format)")
        ours = document.root
    } catch {
        fuzzCheck(!error.message.isEmpty, "an error without a message")
        fuzzCheck(error.position.line >= 1 && error.position.column >= 1, "an error at \(error.position)")
        oursError = error
    }
    let isUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    if let ours, !isUTF16 { openStepCheckPositions(ours, in: LineIndex(bytes: body)) }
    guard !isUTF16, !bytes.starts(with: Array("bplist".utf8)), String(validating: bytes, as: UTF8.self) != nil,
        !bytes.prefix(2).contains(0)
    else { return }
    let theirs = openStepFoundationValue(bytes)
    if let ours {
        fuzzCheck(
            theirs == ours.propertyListValue,
            "ours \(ours.propertyListValue), Foundation \(String(describing: theirs))")
        return
    }
    guard let oursError, let theirs else { return }
    switch oursError.problem {
    case .unterminatedComment:
        let closed = try? OpenStepPropertyListReader.read(bytes: bytes + Array("*/".utf8)).root
            .propertyListValue
        fuzzCheck(
            closed == theirs, "with */ appended ours read \(String(describing: closed)), Foundation \(theirs)"
        )
    case .unexpected(_, .key):
        guard let cut = LineIndex(bytes: body).byteOffset(of: oursError.position) else {
            fuzzMismatch("an error at \(oursError.position), past the end")
        }
        let prefix = Array(bytes[..<(cut + bytes.count - body.count)])
        let read = try? OpenStepPropertyListReader.read(bytes: prefix).root.propertyListValue
        fuzzCheck(
            read == theirs,
            "cut at \(oursError.position) ours read \(String(describing: read)), Foundation \(theirs)")
    case .invalidEscape, .nestedTooDeeply:
        return
    default:
        // CF drops a value that fails to parse where its grammar makes one optional (an array's
        // element, a dictionary's key: `(")` reads as `()`, `( {)` too) and reads on from where that
        // parse stopped; ours refuses the broken token. Only ours is checked (it has a message).
        return
    }
}

/// Foundation's value for `bytes`, or nil when it refuses them.
private func openStepFoundationValue(_ bytes: [UInt8]) -> PropertyListValue? {
    guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) else {
        return nil
    }
    return try? PropertyListValue(any: object)
}

private func openStepIsTrivia(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

/// Every node's position is the first byte of its token: `{`, `(`, `<`, a quote or an unquoted
/// character (a key-only entry's value sits at its key).
private func openStepCheckPositions(_ node: PropertyListNode, in lines: LineIndex) {
    var stack = [node]
    while let next = stack.popLast() {
        guard let position = next.position, let offset = lines.byteOffset(of: position),
            offset <= lines.bytes.count
        else { fuzzMismatch("a value without a position in the file") }
        let first: UInt8 = offset < lines.bytes.count ? lines.bytes[offset] : 0
        switch next.value {
        case .dictionary(let entries):
            fuzzCheck(
                first == UInt8(ascii: "{") || offset == 0 || OpenStepParser.isStringStart(first)
                    || openStepIsTrivia(first)
                    || first == UInt8(ascii: "/") || first == 0,
                "a dictionary at \(position) starts with \(first)")
            for entry in entries {
                guard let keyPosition = entry.keyPosition, let keyOffset = lines.byteOffset(of: keyPosition),
                    keyOffset < lines.bytes.count, OpenStepParser.isStringStart(lines.bytes[keyOffset])
                else { fuzzMismatch("the key \(entry.key.debugDescription) has no position at its token") }
                stack.append(entry.value)
            }
        case .array(let elements):
            fuzzCheck(first == UInt8(ascii: "("), "an array at \(position) starts with \(first)")
            stack.append(contentsOf: elements)
        case .data:
            fuzzCheck(first == UInt8(ascii: "<"), "data at \(position) starts with \(first)")
        case .string:
            fuzzCheck(OpenStepParser.isStringStart(first), "a string at \(position) starts with \(first)")
        default:
            fuzzMismatch("an OpenStep plist holding a \(next.typeName)")
        }
    }
}
