public import Interchange

/// An XML element of the document kept as it was written: a value Interface Builder attaches to
/// an object (`<rect key="frame" …/>`, `<color key="textColor" …/>`, `<state key="normal" …>`,
/// `<string key="text">…</string>`, `<segments>`, `<variation>`), or an element this reader does
/// not know. Nothing in a document is lost: whatever the typed model does not hold is here.
public struct StoryboardElement: Sendable, Equatable {
    /// The element's name (`rect`, `color`, `fontDescription`, …).
    public var name: String
    /// Every attribute, as written.
    public var attributes: [String: String]
    /// The elements inside it, in document order.
    public var children: [StoryboardElement]
    /// The text inside it (character data and CDATA, entities resolved); whitespace between child
    /// elements is not kept.
    public var text: String
    /// Where its start tag is.
    public var position: StoryboardPosition

    /// Creates an element.
    public init(
        name: String, attributes: [String: String] = [:], children: [StoryboardElement] = [],
        text: String = "", position: StoryboardPosition = StoryboardPosition(line: 1, column: 1)
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.position = position
    }

    /// The `key` attribute: which property of the object the value sets (`frame`, `textColor`).
    public var key: String? { attributes["key"] }

    /// The first child named `name`, with `key` when given.
    public func child(_ name: String, key: String? = nil) -> StoryboardElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }
}
