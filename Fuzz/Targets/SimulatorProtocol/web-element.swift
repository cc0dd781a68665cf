// Web element reports (WebElementMessage(json:): what a web view's page script says lies under a
// press; the page is the app's, so anything may arrive): any text decodes or fails with a short error;
// what decodes holds finite numbers in range, a link within its limit and no control character but
// tab and line breaks, and encodes (`json`) to text that decodes to the same report.
import Foundation
@testable import SimulatorProtocol

func fuzz_web_element(_ bytes: [UInt8]) {
    // Bytes that are not UTF-8 never reach this parser (the WebSocket refuses such text frames; the
    // client-message target covers `ClientMessage(json: Data)`), so they are read leniently here to
    // keep every input useful.
    let text = String(decoding: bytes, as: UTF8.self)
    let report: WebElementMessage
    do {
        report = try WebElementMessage(json: text)
    } catch {
        let message = error.message
        fuzzCheck(!message.isEmpty, "an error without a message")
        fuzzCheck(
            message.utf8.count <= fuzzMaximumMessageBytes,
            "a \(message.utf8.count)-byte error message for \(bytes.count) bytes of input: \(message.prefix(120))…"
        )
        return
    }
    let limit = PointerMessage.coordinateLimit
    let page = WebElementMessage.maximumPageDimension
    fuzzCheck(abs(report.x) <= limit && abs(report.y) <= limit, "a point out of range: \(report)")
    fuzzCheck(
        abs(report.rectX) <= limit && abs(report.rectY) <= limit, "a rect origin out of range: \(report)")
    fuzzCheck(
        (0...limit).contains(report.rectWidth) && (0...limit).contains(report.rectHeight),
        "a rect size out of range: \(report)")
    fuzzCheck((report.pageWidth == nil) == (report.pageHeight == nil), "half a page size: \(report)")
    if let width = report.pageWidth, let height = report.pageHeight {
        fuzzCheck(
            (0...page).contains(width) && (0...page).contains(height), "a page size out of range: \(report)")
    }
    if let href = report.href {
        fuzzCheck(href.utf8.count <= WebElementMessage.maximumHrefBytes, "a \(href.utf8.count)-byte href")
        fuzzCheck(
            !href.unicodeScalars.contains(where: WebElementMessage.isRefused),
            "a control character in \(href.debugDescription)")
    }
    let json = report.json
    do {
        let again = try WebElementMessage(json: json)
        fuzzCheck(again == report, "\(report) encoded as \(json) decoded as \(again)")
    } catch {
        fuzzMismatch("\(report) encoded as \(json) does not decode: \(error.message)")
    }
}
