// Interface Builder documents (StoryboardReader: storyboards and xibs through XMLPreflight and
// Foundation's XMLParser): any bytes read as a document or fail with a StoryboardReadError at a
// line and column inside the input, in one line of at most 600 bytes. What reads has its
// diagnostics in order, each inside the input and one short line; every object id finds, through
// the index, the first object of the document with that id; and a second reading of the same bytes
// is the same document.
import Foundation
@testable import Storyboards

func fuzz_storyboard(_ bytes: [UInt8]) {
    let lines = storyboardLineCount(bytes)
    let document: StoryboardDocument
    do {
        document = try StoryboardReader.read(data: Data(bytes), name: "fuzz.storyboard")
    } catch {
        fuzzCheck(error.line >= 1 && error.column >= 1, "an error at \(error.line):\(error.column)")
        fuzzCheck(error.line <= lines, "an error on line \(error.line) of \(lines)")
        checkMessage(error.message)
        return
    }
    var previous = StoryboardPosition(line: 1, column: 1)
    for diagnostic in document.diagnostics {
        let position = diagnostic.position
        fuzzCheck(!(position < previous), "diagnostics out of order: \(position) after \(previous)")
        fuzzCheck(position.line >= 1 && position.column >= 1, "a diagnostic at \(position)")
        fuzzCheck(position.line <= lines, "a diagnostic on line \(position.line) of \(lines)")
        checkMessage(diagnostic.message)
        previous = position
    }
    var first: [String: StoryboardObject] = [:]
    for object in document.allObjects {
        guard let id = object.id else { continue }
        if first[id] == nil { first[id] = object }
    }
    for (id, object) in first {
        fuzzCheck(
            document.object(withID: id) == object, "object(withID: \(id)) is not the first with that id")
    }
    do {
        let again = try StoryboardReader.read(data: Data(bytes), name: "fuzz.storyboard")
        fuzzCheck(again == document, "a second reading of the same bytes is a different document")
    } catch {
        fuzzMismatch("a document that read refused the second time: \(error)")
    }
}

/// One line, at most 600 bytes.
private func checkMessage(_ message: String) {
    fuzzCheck(!message.isEmpty, "a message without words")
    fuzzCheck(message.utf8.count <= 600, "a message of \(message.utf8.count) bytes")
    fuzzCheck(
        !message.contains(where: \.isNewline), "a message of more than one line: \(message.prefix(200))")
}

/// The lines of `bytes` as the reader counts them (LF, CR LF and a lone CR end a line).
private func storyboardLineCount(_ bytes: [UInt8]) -> Int {
    var count = 1
    for (index, byte) in bytes.enumerated() {
        if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            count += 1
        }
    }
    return count
}
