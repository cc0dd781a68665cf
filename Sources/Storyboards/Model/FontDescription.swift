/// A font as Interface Builder writes it (`<fontDescription key="fontDescription" …/>`): what a
/// `UIFont` is made from.
public struct FontDescription: Sendable, Equatable {
    /// Which font.
    public enum Kind: Sendable, Equatable {
        /// `type="system"`: `UIFont.systemFont(ofSize:weight:)`.
        case system
        /// `type="boldSystem"`: `UIFont.boldSystemFont(ofSize:)`.
        case boldSystem
        /// `type="italicSystem"`: `UIFont.italicSystemFont(ofSize:)`.
        case italicSystem
        /// `style="UICTFontTextStyleBody"`: a Dynamic Type style, `UIFont.preferredFont(forTextStyle:)`.
        case textStyle(String)
        /// `name="Avenir-Book" family="Avenir"`: `UIFont(name:size:)`.
        case custom(name: String, family: String?)
        /// Another `type=` (kept as written).
        case other(String)
    }

    /// Which font.
    public var kind: Kind
    /// `pointSize=`, nil for a text style that takes its size from Dynamic Type.
    public var pointSize: Double?
    /// `weight=` of a system font (`light`, `medium`, `semibold`, `bold`, …); nil is regular.
    public var weight: String?

    /// Creates a font description.
    public init(kind: Kind, pointSize: Double?, weight: String? = nil) {
        self.kind = kind
        self.pointSize = pointSize
        self.weight = weight
    }
}

extension FontDescription {
    /// The font a `<fontDescription>` (or an attributed string's `<font>`) describes.
    static func read(_ element: StoryboardElement) throws(ValueProblem) -> FontDescription {
        let attributes = element.attributes
        let size =
            try ValueProblem.number(attributes, "pointSize", in: element)
            ?? attributes["size"].flatMap(Double.init)
        let weight = attributes["weight"]
        if let style = attributes["style"] {
            return FontDescription(kind: .textStyle(style), pointSize: size, weight: weight)
        }
        if let name = attributes["name"] {
            return FontDescription(
                kind: .custom(name: name, family: attributes["family"]), pointSize: size, weight: weight)
        }
        let kind: Kind =
            switch attributes["type"] {
            case "system", nil: .system
            case "boldSystem": .boldSystem
            case "italicSystem": .italicSystem
            case let other?: .other(other)
            }
        if size == nil, attributes["type"] != nil {
            throw ValueProblem(
                element: element.name, attribute: "pointSize", value: "", expected: "a point size")
        }
        return FontDescription(kind: kind, pointSize: size, weight: weight)
    }
}
