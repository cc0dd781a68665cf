// Single-page vector PDFs (CoreGraphics' PDFDocumentReader and its page drawing, for asset
// catalogs' PDF images): any bytes read and draw into a recording context, or fail with a PDFError
// whose message is words; what draws records commands whose points are finite numbers, and drawing
// the same page again records the same display list (the interpreter keeps no state between pages).
@testable import CoreGraphics

func fuzz_pdf(_ bytes: [UInt8]) {
    let reader: PDFDocumentReader
    let page: PDFPage
    do {
        reader = try PDFDocumentReader(bytes: bytes)
        page = try reader.firstPage()
    } catch {
        fuzzCheck(
            !error.message.isEmpty && error.message.utf8.count <= 300,
            "an error message of \(error.message.utf8.count) bytes")
        return
    }
    func draw() -> CGDisplayList? {
        let context = CGContext(recordingSize: CGSize(width: 64, height: 64))
        do {
            _ = try reader.draw(page, in: context, rect: CGRect(x: 0, y: 0, width: 64, height: 64))
        } catch {
            fuzzCheck(!error.message.isEmpty, "a drawing error without a message")
            return nil
        }
        return context.displayList
    }
    guard let first = draw() else { return }
    fuzzCheck(first == draw(), "the same page drew two different display lists")
}
