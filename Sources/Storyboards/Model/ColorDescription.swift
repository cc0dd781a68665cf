/// A colour as Interface Builder writes it (`<color key="backgroundColor" …/>`): what a
/// `UIColor` is made from.
public enum ColorDescription: Sendable, Equatable {
    /// A grey, `white="0.5" alpha="1"`: `UIColor(white:alpha:)`.
    case white(Double, alpha: Double, colorSpace: String?)
    /// `red="1" green="0.5" blue="0" alpha="1"`: `UIColor(red:green:blue:alpha:)`, in
    /// `colorSpace` (IB's `calibratedRGB`, `deviceRGB`, or for `colorSpace="custom"` the
    /// `customColorSpace`: `sRGB`, `displayP3`).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: String?)
    /// An iOS 13 semantic colour, `systemColor="systemBackgroundColor"`: `UIColor.systemBackground`
    /// (the document's `<resources>` may say what it looked like when saved).
    case system(String)
    /// A colour before iOS 13's semantic ones, `cocoaTouchSystemColor="darkTextColor"`:
    /// `UIColor.darkText`, `groupTableViewBackgroundColor`, `whiteColor`, `clearColor`, ….
    case cocoaTouchSystem(String)
    /// A colour set in the asset catalog, `name="AccentColor"`: `UIColor(named:)` (the document's
    /// `<resources>` `<namedColor>` may hold its value).
    case named(String)
}

extension ColorDescription {
    /// The colour a `<color>` element describes. Xcode 11 and 12 write a semantic colour with its
    /// older fallback (`systemColor="labelColor" cocoaTouchSystemColor="darkTextColor"`): the
    /// semantic one wins, as on iOS 13 and later.
    static func read(_ element: StoryboardElement) throws(ValueProblem) -> ColorDescription {
        let attributes = element.attributes
        if let name = attributes["systemColor"] { return .system(name) }
        if let name = attributes["name"] { return .named(name) }
        if let name = attributes["cocoaTouchSystemColor"] { return .cocoaTouchSystem(name) }
        var space = attributes["colorSpace"]
        if space == "custom", let custom = attributes["customColorSpace"] { space = custom }
        let alpha = try ValueProblem.number(attributes, "alpha", in: element) ?? 1
        if let white = try ValueProblem.number(attributes, "white", in: element) {
            return .white(white, alpha: alpha, colorSpace: space)
        }
        let red = try ValueProblem.number(attributes, "red", in: element)
        let green = try ValueProblem.number(attributes, "green", in: element)
        let blue = try ValueProblem.number(attributes, "blue", in: element)
        if let red, let green, let blue {
            return .rgb(red: red, green: green, blue: blue, alpha: alpha, colorSpace: space)
        }
        throw ValueProblem(
            element: element.name, attribute: "white", value: "",
            expected: "white=, red= green= blue=, systemColor=, cocoaTouchSystemColor= or name=")
    }
}
