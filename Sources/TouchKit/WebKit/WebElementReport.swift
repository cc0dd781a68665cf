public import Foundation

/// What the page found under a finger: the element a press starts on, as the page's own layout knows
/// it (TouchKit's; WebKit asks its web process the same question).
///
/// The renderer lays the page out, so it answers: the simulator's page script reports the element
/// under the pointer when a press begins, and the device hands it to the web view under the finger
/// (`WebView.reportElement(_:)`) before the press's first sample. A test reports elements itself.
public struct WebElementReport: Sendable, Hashable {
    /// Where the finger went down, in the web view's coordinates.
    public var point: CGPoint
    /// The `href` of the link the element is in, as the page wrote it (relative or absolute); nil when
    /// the element is not in a link.
    public var href: String?
    /// The element's rectangle (the link's, when in one), in the web view's coordinates: it stays sharp
    /// during the hint.
    public var rect: CGRect

    /// Creates a report.
    public init(point: CGPoint, href: String?, rect: CGRect) {
        self.point = point
        self.href = href
        self.rect = rect
    }
}
