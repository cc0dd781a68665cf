import Foundation
import Testing

@testable import CoreGraphics

/// A vector PDF from an asset catalog (an icon: one page, paths, colours, sometimes a form or a
/// clip) read and drawn into a recording context: its display list is what the browser replays.
/// The PDFs are written here, as Illustrator and Sketch lay theirs out (a cross-reference table,
/// FlateDecode content, object streams), with their bytes known exactly.
@Suite("PDFDocumentReader: single-page vector PDFs drawn into a display list")
struct PDFDocumentReaderTests {
    /// A PDF of `objects` (number 1 is the catalog), with a correct cross-reference table unless
    /// `brokenXref`.
    static func pdf(_ objects: [String], brokenXref: Bool = false) -> [UInt8] {
        var out = Array("%PDF-1.7\n%\u{e2}\u{e3}\n".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(out.count)
            out +=
                Array("\(index + 1) 0 obj\n".utf8)
                + object.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
                + Array("\nendobj\n".utf8)
        }
        let xref = out.count
        out += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets {
            out += Array(String(format: "%010d 00000 n \n", brokenXref ? 7 : offset).utf8)
        }
        out += Array(
            "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }

    /// `text` as a zlib stream of stored blocks (what a FlateDecode stream may hold).
    static func flate(_ text: String) -> [UInt8] {
        let data = Array(text.utf8)
        let length = UInt16(data.count)
        let adler = Inflate.adler32(data)
        return [
            0x78, 0x01, 1, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
            UInt8(~length >> 8),
        ]
            + data + [
                UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF),
            ]
    }

    /// An object whose stream holds `data` (Latin-1 in the test's string, byte for byte).
    static func stream(_ data: [UInt8], _ entries: String = "") -> String {
        "<< /Length \(data.count) \(entries) >>\nstream\n"
            + Self.latin1(data)
            + "\nendstream"
    }

    /// Bytes as the characters of the same code points (Latin-1), so a test can splice text.
    static func latin1(_ bytes: [UInt8]) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    /// Records a failure (for `guard … else { return fail(…) }`).
    func fail(_ message: String) { Issue.record(Comment(rawValue: message)) }

    static func page(
        _ content: String, resources: String = "<< >>", flate: Bool = false, box: String = "[0 0 10 10]"
    )
        -> [UInt8]
    {
        pdf([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox \(box) /Resources \(resources) /Contents 4 0 R >>",
            flate ? stream(Self.flate(content), "/Filter /FlateDecode") : stream(Array(content.utf8)),
        ])
    }

    /// The display list of `bytes`' page drawn into a 100 × 100 point rect.
    static func drawn(_ bytes: [UInt8]) throws -> (commands: [CGDrawingCommand], unsupported: Set<String>) {
        let reader = try PDFDocumentReader(bytes: bytes)
        let context = CGContext(recordingSize: CGSize(width: 100, height: 100))
        let unsupported = try reader.draw(
            try reader.firstPage(), in: context, rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        return (context.displayList.commands, unsupported)
    }

    /// The device-space bounds of a recorded path.
    static func bounds(_ path: [CGPathElement], _ state: CGGraphicsState) -> CGRect {
        let points = path.flatMap(\.points).map { $0.applying(state.ctm) }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            .integral
    }

    @Test(
        "a red square in the page's top-left quarter (PDF y up) fills the top-left quarter of the rect (y down)"
    )
    func square() throws {
        for flate in [false, true] {
            let (commands, unsupported) = try Self.drawn(Self.page("1 0 0 rg 0 5 5 5 re f", flate: flate))
            #expect(unsupported.isEmpty)
            guard case .fill(let path, .winding, let state)? = commands.first, commands.count == 1 else {
                Issue.record("one fill expected, got \(commands)")
                continue
            }
            #expect(Self.bounds(path, state) == CGRect(x: 0, y: 0, width: 50, height: 50))
            #expect(state.fillColor == CGDrawingColor(red: 1, green: 0, blue: 0, alpha: 1))
        }
    }

    @Test("curves (c v y), an even-odd fill, a stroke with its width, cap and join, CMYK and gray colours")
    func pathsAndColours() throws {
        let content = """
            q 2 w 1 J 1 j 0 0 0 1 K 0 0 m 10 10 l S Q
            0.5 g 1 1 m 9 1 9 9 5 9 c 1 9 1 5 v 1 3 1 1 y h f*
            0 1 1 0 k 2 2 6 6 re f
            """
        let (commands, _) = try Self.drawn(Self.page(content))
        #expect(commands.count == 3)
        guard case .stroke(let line, let stroke) = commands[0] else { return fail("a stroke first") }
        #expect(stroke.lineWidth == 2 && stroke.lineCap == .round && stroke.lineJoin == .round)
        #expect(stroke.strokeColor == CGDrawingColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(Self.bounds(line, stroke) == CGRect(x: 0, y: 0, width: 100, height: 100))
        guard case .fill(let curve, .evenOdd, let gray) = commands[1] else {
            return fail("an even-odd fill")
        }
        #expect(curve.filter { $0.type == .addCurveToPoint }.count == 3)
        #expect(gray.fillColor == CGDrawingColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        guard case .fill(_, _, let red) = commands[2] else { return fail("a CMYK fill") }
        #expect(red.fillColor == CGDrawingColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test(
        "a clip (W n) limits what follows; a form XObject (Do) draws its own content; gs sets the fill opacity"
    )
    func clipFormAndOpacity() throws {
        let form = Self.stream(
            Array("0 0 1 rg 0 0 4 4 re f".utf8),
            "/Type /XObject /Subtype /Form /BBox [0 0 4 4] /Matrix [1 0 0 1 5 5]")
        let bytes = Self.pdf([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Resources << /XObject << /Fm1 5 0 R >> /ExtGState << /GS1 6 0 R >> >> /Contents 4 0 R >>",
            Self.stream(Array("0 0 5 5 re W n /GS1 gs 1 0 0 rg 0 0 10 10 re f /Fm1 Do".utf8)),
            form,
            "<< /Type /ExtGState /ca 0.5 >>",
        ])
        let (commands, unsupported) = try Self.drawn(bytes)
        #expect(unsupported.isEmpty)
        #expect(commands.count == 2)
        guard case .fill(_, _, let clipped) = commands[0], case .fill(let square, _, let blue) = commands[1]
        else {
            return fail("two fills, got \(commands)")
        }
        #expect(clipped.clip.count == 1 && clipped.alpha == 0.5)
        #expect(blue.fillColor == CGDrawingColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(Self.bounds(square, blue) == CGRect(x: 50, y: 10, width: 40, height: 40))
    }

    @Test("objects found without the cross-reference table, and inside an object stream")
    func recovery() throws {
        let broken = Self.page("0 0 10 10 re f").count
        #expect(broken > 0)
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        ]
        // Object 3 (the page) lives in object stream 5, as PDF 1.5 writers pack dictionaries.
        let packed = "3 0 << /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R >>"
        objects.append("null")
        objects.append(Self.stream(Array("0 0 10 5 re f".utf8)))
        objects.append(Self.stream(Self.flate(packed), "/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode"))
        var bytes = Self.pdf(objects, brokenXref: true)
        // Object 3 is null in the file: the packed one is only used where no object has the number.
        let text = Self.latin1(bytes).replacingOccurrences(
            of: "3 0 obj\nnull", with: "% removed")
        bytes = text.unicodeScalars.map { UInt8($0.value) }
        let (commands, _) = try Self.drawn(bytes)
        guard case .fill(let path, _, let state)? = commands.first else { return fail("a fill") }
        #expect(Self.bounds(path, state) == CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test("text and images are reported as not drawn; bad files and operands are errors saying what")
    func refusals() throws {
        let (_, unsupported) = try Self.drawn(Self.page("BT /F1 12 Tf (Hi) Tj ET 0 0 1 1 re f"))
        #expect(unsupported == ["text"])
        #expect(throws: PDFError(offset: 0, "not a PDF file (no %PDF- header in its first 1024 bytes)")) {
            try PDFDocumentReader(bytes: Array("hello".utf8))
        }
        #expect(throws: PDFError(offset: 0, "the file has no page (/Type /Page)")) {
            try PDFDocumentReader(bytes: Self.pdf(["<< /Type /Catalog >>"])).firstPage()
        }
        let jpeg = Self.pdf([
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] >>",
            "<< /Type /Page /MediaBox [0 0 1 1] /Contents 4 0 R >>",
            Self.stream([1, 2], "/Filter /DCTDecode"),
        ])
        #expect(
            throws: PDFError(offset: 0, "a stream encoded with /DCTDecode, which this reader does not decode")
        ) {
            try PDFDocumentReader(bytes: jpeg).firstPage()
        }
        #expect(throws: PDFError(offset: 4, "the operator re needs 4 numbers")) {
            try Self.drawn(Self.page("1 2 re f"))
        }
    }

    @Test("random bytes and damaged PDFs never crash: they read and draw, or throw (seeds 1…300)")
    func hostile() {
        let base = Self.page("q 1 0 0 rg 0 0 m 5 5 l 10 0 l h f Q 0 0 1 RG 2 w 0 0 m 10 10 l S", flate: true)
        for seed in UInt64(1)...300 {
            var random = SeededBytes(seed: seed)
            var bytes = base
            for _ in 0..<(1 + Int(random.next() % 8)) {
                let index = Int(random.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
            if seed % 3 == 0 { bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count)))) }
            do {
                _ = try Self.drawn(bytes)
            } catch let error as PDFError {
                #expect(!error.message.isEmpty, "seed \(seed)")
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }
}
