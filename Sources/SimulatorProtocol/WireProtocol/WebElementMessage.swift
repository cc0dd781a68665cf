public import Foundation
import Interchange

/// What a web view's page found under a press that is going down (docs/PROTOCOL.md, `webElement`):
/// the web client asks the page's frame, then sends this just before the press's first `pointer`
/// sample. The device hands it to the web view under the point (`Device.reportWebElement`,
/// `Device.reportWebPageSize`), whose previewing rules decide what the press does.
///
/// The page is the app's and its script could say anything, so every field is checked strictly:
/// finite numbers in range, the link at most `maximumHrefBytes`, the page size at most
/// `maximumPageDimension` a side.
public struct WebElementMessage: Sendable, Hashable {
    /// Where the press goes down, in screen points (as the `pointer` message's `x`, `y`).
    public var x: Double
    /// See `x`.
    public var y: Double
    /// The `href` of the link under the point, as the page wrote it; nil when not on a link.
    public var href: String?
    /// The element's (the link's) rectangle in the web view's coordinates: x, y, width, height.
    public var rectX: Double
    /// See `rectX`.
    public var rectY: Double
    /// See `rectX`.
    public var rectWidth: Double
    /// See `rectX`.
    public var rectHeight: Double
    /// The page's size in points (its scroll view's content size), when the page reported it.
    public var pageWidth: Double?
    /// See `pageWidth`.
    public var pageHeight: Double?

    /// The longest `href` accepted, in UTF-8 bytes (8 KiB, what TouchKit resolves; a longer link is
    /// refused, not cut).
    public static let maximumHrefBytes = 8192
    /// The largest page side accepted, in points (our choice; the page script clamps to it).
    public static let maximumPageDimension: Double = 1_000_000

    /// Creates a report.
    public init(
        x: Double, y: Double, href: String?, rectX: Double, rectY: Double, rectWidth: Double,
        rectHeight: Double, pageWidth: Double? = nil, pageHeight: Double? = nil
    ) {
        self.x = x
        self.y = y
        self.href = href
        self.rectX = rectX
        self.rectY = rectY
        self.rectWidth = rectWidth
        self.rectHeight = rectHeight
        self.pageWidth = pageWidth
        self.pageHeight = pageHeight
    }

    /// Reads one `webElement` message (a whole text frame).
    /// - Throws: `ClientMessageError` naming the field that was wrong; `invalidValue` for `type` when
    ///   the frame is another message.
    /// - Complexity: O(n) in the text's length.
    public init(json text: String) throws(ClientMessageError) {
        let message = try ClientMessage(json: text)
        guard case .webElement(let report) = message else {
            throw .invalidValue(
                message: message.type, field: "type", value: message.type, allowed: [Self.type])
        }
        self = report
    }

    /// The message's `type`.
    public static let type = "webElement"

    /// Where the press goes down.
    public var point: CGPoint { CGPoint(x: x, y: y) }
    /// The element's rectangle in the web view's coordinates.
    public var rect: CGRect { CGRect(x: rectX, y: rectY, width: rectWidth, height: rectHeight) }
    /// The page's size, when reported.
    public var pageSize: CGSize? {
        guard let pageWidth, let pageHeight else { return nil }
        return CGSize(width: pageWidth, height: pageHeight)
    }

    /// The message as one JSON object, keys sorted (what the web client sends).
    /// - Complexity: O(n) in the length of `href`.
    public var json: String {
        var out = #"{"href":"#
        if let href { JSONText.appendString(href, to: &out) } else { out += "null" }
        if let pageWidth, let pageHeight {
            out += #","pageSize":[\#(SessionCodec.number(pageWidth)),\#(SessionCodec.number(pageHeight))]"#
        }
        let rect = [rectX, rectY, rectWidth, rectHeight].map(SessionCodec.number).joined(separator: ",")
        out +=
            #","rect":[\#(rect)],"type":"webElement","x":\#(SessionCodec.number(x)),"y":\#(SessionCodec.number(y))}"#
        return out
    }
}

extension WebElementMessage {
    /// Reads and checks a `webElement` message's fields.
    package init(_ fields: FieldReader) throws(ClientMessageError) {
        let limit = PointerMessage.coordinateLimit
        let href = try fields.optionalString("href", maximumBytes: Self.maximumHrefBytes)
        if let href, let bad = href.unicodeScalars.first(where: Self.isRefused) {
            throw .invalidCombination(
                message: fields.message, detail: Wording.hrefControlCharacter(bad))
        }
        let rect = try fields.numberArray(
            "rect", names: ["x", "y", "width", "height"],
            ranges: [-limit...limit, -limit...limit, 0...limit, 0...limit])
        let page = try fields.optionalNumberArray(
            "pageSize", names: ["width", "height"],
            ranges: [0...Self.maximumPageDimension, 0...Self.maximumPageDimension])
        self.init(
            x: try fields.number("x", in: -limit...limit), y: try fields.number("y", in: -limit...limit),
            href: href, rectX: rect[0], rectY: rect[1], rectWidth: rect[2], rectHeight: rect[3],
            pageWidth: page?[0], pageHeight: page?[1])
    }

    /// Control characters other than tab, line feed and carriage return (which HTML allows in an
    /// attribute and URL parsing strips) have no place in a link.
    package static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0x7F
    }
}
