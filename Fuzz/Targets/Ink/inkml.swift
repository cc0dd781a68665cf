// InkML import (Drawing(inkML:), Ink's XMLParser-based reader): any bytes read as a drawing or
// fail with an InkMLError that names a line and column from 1 and says what is wrong in words. What
// reads is written back with `Drawing.inkML` and must read again to the same strokes (count, touch,
// points, pen or finger); writing that second reading gives the same text (the writer's rounding
// is a fixed point, so a file survives any number of import/export rounds unchanged).
import Foundation
@testable import Ink

func fuzz_inkml(_ bytes: [UInt8]) {
    let first: Drawing
    do {
        first = try Drawing(inkML: Data(bytes), file: "fuzz.inkml")
    } catch {
        fuzzCheck(error.line >= 1 && error.column >= 1, "an error at \(error.line):\(error.column)")
        fuzzCheck(!error.message.isEmpty, "an error without a message")
        fuzzCheck(error.message.utf8.count <= 600, "an error of \(error.message.utf8.count) bytes")
        return
    }
    let text = first.inkML
    let second: Drawing
    do {
        second = try Drawing(inkML: Data(text.utf8), file: "written.inkml")
    } catch {
        fuzzMismatch(
            "the InkML written from a drawing that was read does not read: \(error)\n\(text.prefix(600))")
    }
    fuzzCheck(
        second.strokes.count == first.strokes.count,
        "\(first.strokes.count) strokes read, \(second.strokes.count) after writing")
    for (a, b) in zip(first.strokes, second.strokes) {
        fuzzCheck(a.touchID == b.touchID, "touch \(a.touchID) written, \(b.touchID) read back")
        let inputsA = a.inputPoints
        let inputsB = b.inputPoints
        fuzzCheck(
            inputsA.count == inputsB.count, "\(inputsA.count) points written, \(inputsB.count) read back")
        for (p, q) in zip(inputsA, inputsB) {
            fuzzCheck(p.type == q.type, "a \(p.type) point read back as \(q.type)")
            fuzzCheck(
                close(p.location.x, q.location.x, 0.001) && close(p.location.y, q.location.y, 0.001),
                "point \(p.location) read back as \(q.location)")
        }
    }
    let again = second.inkML
    fuzzCheck(
        again == text,
        "writing a drawing read from InkML written by this writer changed it:\n\(diff(text, again))")
}

/// Within the writer's rounding (`places` apart, plus the last bits of very large values).
private func close(_ a: CGFloat, _ b: CGFloat, _ places: Double) -> Bool {
    abs(Double(a) - Double(b)) <= places / 2 + 1e-9 * max(abs(Double(a)), abs(Double(b)))
}

/// The first line where two texts differ.
private func diff(_ a: String, _ b: String) -> String {
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, (x, y)) in zip(left, right).enumerated() where x != y {
        return "line \(index + 1): \(x.prefix(200))\n         \(y.prefix(200))"
    }
    return "\(left.count) lines, then \(right.count)"
}
