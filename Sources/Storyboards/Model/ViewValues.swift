public import Foundation

/// A view's `autoresizingMask` (`<autoresizingMask key="autoresizingMask" widthSizable="YES" …/>`),
/// with UIKit's `UIView.AutoresizingMask` raw values.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The UIKit raw value.
    public var rawValue: UInt

    /// The mask with UIKit raw value `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `flexibleMinX`: `.flexibleLeftMargin`.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// `widthSizable`: `.flexibleWidth`.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// `flexibleMaxX`: `.flexibleRightMargin`.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// `flexibleMinY`: `.flexibleTopMargin`.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// `heightSizable`: `.flexibleHeight`.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// `flexibleMaxY`: `.flexibleBottomMargin`.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Interface Builder's attribute names, with the mask each sets.
    static let attributeNames: [(String, AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// The mask an `<autoresizingMask>` element describes.
    static func read(_ element: StoryboardElement) throws(ValueProblem) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        for (name, bit) in attributeNames {
            if try ValueProblem.flag(element.attributes, name, element: element.name) == true {
                mask.insert(bit)
            }
        }
        return mask
    }
}

/// A button's look in one control state (`<state key="normal" title="Done" image="star">`):
/// `setTitle(_:for:)`, `setImage(_:for:)`, `setTitleColor(_:for:)`, `setBackgroundImage(_:for:)`.
public struct ButtonState: Sendable, Equatable {
    /// The state: `normal`, `highlighted`, `selected` or `disabled`.
    public var state: String
    /// `title=`, or a `<string key="title">` inside.
    public var title: String?
    /// `image=`: an image's name.
    public var image: String?
    /// `backgroundImage=`: an image's name.
    public var backgroundImage: String?
    /// `<color key="titleColor">`.
    public var titleColor: ColorDescription?
    /// `<color key="titleShadowColor">`.
    public var titleShadowColor: ColorDescription?

    /// Creates a state.
    public init(
        state: String, title: String? = nil, image: String? = nil, backgroundImage: String? = nil,
        titleColor: ColorDescription? = nil, titleShadowColor: ColorDescription? = nil
    ) {
        self.state = state
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
        self.titleColor = titleColor
        self.titleShadowColor = titleShadowColor
    }

    /// The state a `<state>` element describes.
    static func read(_ element: StoryboardElement) -> ButtonState {
        ButtonState(
            state: element.key ?? "normal",
            title: element.attributes["title"] ?? element.child("string", key: "title")?.text,
            image: element.attributes["image"], backgroundImage: element.attributes["backgroundImage"],
            titleColor: element.child("color", key: "titleColor").flatMap { try? ColorDescription.read($0) },
            titleShadowColor: element.child("color", key: "titleShadowColor").flatMap {
                try? ColorDescription.read($0)
            })
    }
}

/// A user-defined runtime attribute (`<userDefinedRuntimeAttribute type="number"
/// keyPath="layer.cornerRadius">`): a key path set with `setValue(_:forKeyPath:)` after the object
/// is made.
public struct RuntimeAttribute: Sendable, Equatable {
    /// A runtime attribute's value, by its `type=`.
    public enum Value: Sendable, Equatable {
        /// `type="string"`.
        case string(String)
        /// `type="localizedString"` (looked up in the storyboard's strings table).
        case localizedString(String)
        /// `type="number"`: `<integer key="value">` or `<real key="value">`.
        case number(Double)
        /// `type="boolean"`.
        case boolean(Bool)
        /// `type="color"`.
        case color(ColorDescription)
        /// `type="image"`: an image's name.
        case image(String)
        /// `type="point"`.
        case point(CGPoint)
        /// `type="size"`.
        case size(CGSize)
        /// `type="rect"`.
        case rect(CGRect)
        /// `type="range"`: `NSRange(location:length:)`.
        case range(location: Int, length: Int)
        /// `type="nil"`, or a value that is missing.
        case none
    }

    /// The key path (`layer.cornerRadius`).
    public var keyPath: String
    /// The value.
    public var value: Value
    /// Where it is.
    public var position: StoryboardPosition

    /// Creates a runtime attribute.
    public init(keyPath: String, value: Value, position: StoryboardPosition) {
        self.keyPath = keyPath
        self.value = value
        self.position = position
    }

    /// The attribute a `<userDefinedRuntimeAttribute>` element describes.
    static func read(_ element: StoryboardElement) throws(ValueProblem) -> RuntimeAttribute {
        let name = element.name
        guard let keyPath = element.attributes["keyPath"], !keyPath.isEmpty else {
            throw ValueProblem(element: name, attribute: "keyPath", value: "", expected: "a key path")
        }
        let type = element.attributes["type"] ?? ""
        let text = element.attributes["value"]
        let inner = element.children.first { $0.key == "value" }
        func missing() -> ValueProblem {
            ValueProblem(element: name, attribute: "value", value: "", expected: "a \(type) value")
        }
        let value: Value
        switch type {
        case "string": value = .string(text ?? inner?.text ?? "")
        case "localizedString": value = .localizedString(text ?? inner?.text ?? "")
        case "image":
            guard let text else { throw missing() }
            value = .image(text)
        case "boolean":
            guard let flag = try ValueProblem.flag(element.attributes, "value", element: name) else {
                throw missing()
            }
            value = .boolean(flag)
        case "number":
            if let number = try ValueProblem.number(element.attributes, "value", element: name) {
                value = .number(number)
            } else if let inner, let number = try ValueProblem.number(inner.attributes, "value", in: inner) {
                value = .number(number)
            } else {
                throw missing()
            }
        case "color":
            guard let inner else { throw missing() }
            value = .color(try ColorDescription.read(inner))
        case "point":
            guard let inner else { throw missing() }
            value = .point(try Geometry.point(inner))
        case "size":
            guard let inner else { throw missing() }
            value = .size(try Geometry.size(inner))
        case "rect":
            guard let inner else { throw missing() }
            value = .rect(try Geometry.rect(inner))
        case "range":
            guard let inner,
                let location = try ValueProblem.integer(inner.attributes, "location", element: inner.name),
                let length = try ValueProblem.integer(inner.attributes, "length", element: inner.name)
            else { throw missing() }
            value = .range(location: location, length: length)
        case "nil": value = .none
        default:
            throw ValueProblem(
                element: name, attribute: "type", value: type,
                expected:
                    "string, localizedString, number, boolean, color, image, point, size, rect, range or nil")
        }
        return RuntimeAttribute(keyPath: keyPath, value: value, position: element.position)
    }
}

/// Reading IB's geometry elements: `<rect x= y= width= height=>`, `<size width= height=>`,
/// `<point x= y=>`.
enum Geometry {
    /// A `<rect>`: missing coordinates are 0, as IB omits none.
    static func rect(_ element: StoryboardElement) throws(ValueProblem) -> CGRect {
        let a = element.attributes
        return CGRect(
            x: try ValueProblem.number(a, "x", in: element) ?? 0,
            y: try ValueProblem.number(a, "y", in: element) ?? 0,
            width: try ValueProblem.number(a, "width", in: element) ?? 0,
            height: try ValueProblem.number(a, "height", in: element) ?? 0)
    }

    /// A `<size>`.
    static func size(_ element: StoryboardElement) throws(ValueProblem) -> CGSize {
        let a = element.attributes
        return CGSize(
            width: try ValueProblem.number(a, "width", in: element) ?? 0,
            height: try ValueProblem.number(a, "height", in: element) ?? 0)
    }

    /// A `<point>`.
    static func point(_ element: StoryboardElement) throws(ValueProblem) -> CGPoint {
        let a = element.attributes
        return CGPoint(
            x: try ValueProblem.number(a, "x", in: element) ?? 0,
            y: try ValueProblem.number(a, "y", in: element) ?? 0)
    }
}

/// A button's iOS 15 configuration as Interface Builder writes it (`<buttonConfiguration
/// key="configuration" style="filled" title="Go">`): the style, the title and image, the corner style,
/// the size class and the base colours.
public struct ButtonConfigurationDescription: Sendable, Equatable {
    /// `style=`: `plain`, `gray`, `tinted` or `filled` (IB's names; nil when absent).
    public var style: String?
    /// `title=` (or a `<string key="title">`).
    public var title: String?
    /// `subtitle=`.
    public var subtitle: String?
    /// `image=` (an asset catalog or SF Symbol name).
    public var image: String?
    /// `cornerStyle=`: `fixed`, `dynamic`, `small`, `medium`, `large` or `capsule`.
    public var cornerStyle: String?
    /// `buttonSize=`: `mini`, `small`, `medium` or `large`.
    public var buttonSize: String?
    /// `<color key="baseForegroundColor">`.
    public var baseForegroundColor: ColorDescription?
    /// `<color key="baseBackgroundColor">`.
    public var baseBackgroundColor: ColorDescription?

    /// The configuration a `<buttonConfiguration>` element describes.
    static func read(_ element: StoryboardElement) -> ButtonConfigurationDescription {
        ButtonConfigurationDescription(
            style: element.attributes["style"],
            title: element.attributes["title"] ?? element.child("string", key: "title")?.text,
            subtitle: element.attributes["subtitle"], image: element.attributes["image"],
            cornerStyle: element.attributes["cornerStyle"], buttonSize: element.attributes["buttonSize"],
            baseForegroundColor: element.child("color", key: "baseForegroundColor").flatMap {
                try? ColorDescription.read($0)
            },
            baseBackgroundColor: element.child("color", key: "baseBackgroundColor").flatMap {
                try? ColorDescription.read($0)
            })
    }
}
