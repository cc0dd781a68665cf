import Foundation
import TestSupport
import Testing

@testable import CoreGraphics

/// An asset catalog's vector PDF as the image `UIImage(named:)` sizes and the simulator serves: its
/// page's box in points, its display list drawn y-down at that size, and the SVG the page loads.
@Suite("PDFVectorImage: a vector PDF's size, drawing and SVG")
struct PDFVectorImageTests {
    static func image(_ width: Int, _ height: Int, _ content: String, resources: String = "<< >>") throws
        -> PDFVectorImage
    {
        try PDFVectorImage(
            bytes: [UInt8](
                VectorPDF.page(width: width, height: height, content: content, resources: resources)))
    }

    @Test(
        "A 30 × 24 point icon is 30 × 24, drawn y-down: a square at the PDF's bottom-left lands at the top-left's mirror"
    )
    func sizeAndFlip() throws {
        let image = try Self.image(30, 24, "1 0 0 rg 0 0 10 4 re f")
        #expect(image.size == CGSize(width: 30, height: 24))
        #expect(image.notDrawn.isEmpty)
        guard case .fill(let path, _, let state)? = image.displayList.commands.first else {
            Issue.record("no fill in \(image.displayList.commands)")
            return
        }
        // The PDF's y = 0…4 is UIKit's y = 20…24 (the bottom of a 24-point image).
        let ys = path.flatMap(\.points).map { $0.applying(state.ctm).y }
        #expect(ys.min() == 20)
        #expect(ys.max() == 24)
        #expect(state.fillColor == CGDrawingColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test("The SVG has the page's size as its view box, each fill with its colour, rule and transform")
    func svg() throws {
        let image = try Self.image(30, 24, "0 0 1 rg 0 0 10 4 re f 0.5 g 1 1 m 5 1 l 5 5 l h f*")
        let svg = image.svg
        #expect(
            svg.hasPrefix(
                #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 24" width="30" height="24">"#))
        #expect(
            svg.contains(
                ##"<path d="M0 0L10 0L10 4L0 4Z" transform="matrix(1 0 0 -1 0 24)" fill="#0000ff"/>"##))
        #expect(svg.contains(##"fill="#808080" fill-rule="evenodd""##))
        #expect(svg.hasSuffix("</svg>"))
    }

    @Test("A stroke keeps its width, caps and joins; a clip becomes a clipPath the path is grouped in")
    func strokeAndClip() throws {
        let image = try Self.image(20, 20, "0 0 10 10 re W n 2 w 1 J 1 j 0 0 1 RG 0 0 m 20 20 l S")
        let svg = image.svg
        #expect(
            svg.contains(
                ##"fill="none" stroke="#0000ff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round""##
            ))
        #expect(svg.contains(#"<clipPath id="c0"><path d="M0 20L10 20L10 10L0 10Z"/></clipPath>"#))
        #expect(svg.contains(#"<g clip-path="url(#c0)"><path d="M0 0L20 20""#))
    }

    @Test("Text is reported as not drawn; the paths beside it are still drawn")
    func textNotDrawn() throws {
        let image = try Self.image(
            20, 20, "BT /F1 12 Tf (Hi) Tj ET 0 g 0 0 5 5 re f",
            resources: "<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>")
        #expect(image.notDrawn == ["text"])
        #expect(image.displayList.commands.count == 1)
    }

    @Test("Bytes that are not a PDF, and a missing file, throw with a reason")
    func unreadable() {
        #expect(throws: PDFError.self) { try PDFVectorImage(bytes: Array("PNG, not PDF".utf8)) }
        #expect(throws: PDFError(offset: 0, "the file cannot be read")) {
            try PDFVectorImage(contentsOfFile: "/nonexistent/icon.pdf")
        }
    }
}

/// A tab icon laid out as Quartz (macOS's PDF writer, Sketch's and Xcode's export) writes one: the
/// page's MediaBox on the page tree's /Pages node, colours in an ICC-based space named `/Cs1`.
@Suite("PDFVectorImage: a page that inherits its box and names its colour space")
struct PDFVectorImageQuartzTests {
    static func quartzIcon(profileComponents: Int) -> [UInt8] {
        PDFDocumentReaderTests.pdf([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /MediaBox [0 0 30 30] /Count 1 /Kids [3 0 R] >>",
            "<< /Type /Page /Parent 2 0 R /Resources 5 0 R /Contents 4 0 R >>",
            PDFDocumentReaderTests.stream(Array("/Cs1 cs 0.5 scn 3 3 24 24 re f".utf8)),
            "<< /ProcSet [ /PDF ] /ColorSpace << /Cs1 6 0 R >> >>",
            "[ /ICCBased 7 0 R ]",
            PDFDocumentReaderTests.stream([], "/N \(profileComponents) /Alternate /DeviceGray"),
        ])
    }

    @Test("The page's size is the /Pages node's MediaBox, as the page inherits it")
    func inheritedMediaBox() throws {
        let image = try PDFVectorImage(bytes: Self.quartzIcon(profileComponents: 1))
        #expect(image.size == CGSize(width: 30, height: 30))
        #expect(image.notDrawn.isEmpty)
    }

    @Test("`/Cs1 cs` of a one-component ICC profile takes one number: 0.5 scn is mid-grey")
    func iccGray() throws {
        let image = try PDFVectorImage(bytes: Self.quartzIcon(profileComponents: 1))
        guard case .fill(_, _, let state)? = image.displayList.commands.first else {
            Issue.record("no fill in \(image.displayList.commands)")
            return
        }
        #expect(state.fillColor == CGDrawingColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }
}
