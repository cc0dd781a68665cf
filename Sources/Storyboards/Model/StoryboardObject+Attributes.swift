public import Foundation

/// How a view lays out its content when its bounds change (`contentMode="scaleAspectFit"`):
/// `UIView.ContentMode`, with IB's names as raw values.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// `.scaleToFill`.
    case scaleToFill
    /// `.scaleAspectFit`.
    case scaleAspectFit
    /// `.scaleAspectFill`.
    case scaleAspectFill
    /// `.redraw`.
    case redraw
    /// `.center`.
    case center
    /// `.top`.
    case top
    /// `.bottom`.
    case bottom
    /// `.left`.
    case left
    /// `.right`.
    case right
    /// `.topLeft`.
    case topLeft
    /// `.topRight`.
    case topRight
    /// `.bottomLeft`.
    case bottomLeft
    /// `.bottomRight`.
    case bottomRight
}

/// A text's alignment (`textAlignment="center"`): `NSTextAlignment`.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// `.left`.
    case left
    /// `.center`.
    case center
    /// `.right`.
    case right
    /// `.justified`.
    case justified
    /// `.natural`.
    case natural
}

/// How a label breaks or truncates lines (`lineBreakMode="tailTruncation"`): `NSLineBreakMode`.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    /// `.byWordWrapping`.
    case wordWrap
    /// `.byCharWrapping`.
    case characterWrap
    /// `.byClipping`.
    case clip
    /// `.byTruncatingHead`.
    case headTruncation
    /// `.byTruncatingTail`.
    case tailTruncation
    /// `.byTruncatingMiddle`.
    case middleTruncation
}

/// An axis (`axis="vertical"` of a stack view; content hugging and compression resistance):
/// `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    /// `.horizontal`.
    case horizontal
    /// `.vertical`.
    case vertical
}

extension StoryboardObject {
    // MARK: Geometry

    /// `<rect key="frame">`: the view's frame in its superview, as laid out in IB.
    public var frame: CGRect? { property("rect", key: "frame").flatMap { try? Geometry.rect($0) } }
    /// `<autoresizingMask key="autoresizingMask">`.
    public var autoresizingMask: AutoresizingMask? {
        property("autoresizingMask", key: "autoresizingMask").flatMap { try? AutoresizingMask.read($0) }
    }
    /// `translatesAutoresizingMaskIntoConstraints=`; nil when absent (IB writes `NO` only, for views
    /// laid out with constraints; absent is UIKit's default, true).
    public var translatesAutoresizingMaskIntoConstraints: Bool? {
        flag("translatesAutoresizingMaskIntoConstraints")
    }

    // MARK: Text

    /// The text of a label, text field or text view: `text=`, or `<string key="text">` /
    /// `<mutableString key="text">` inside (IB's form for text with line breaks).
    public var text: String? { attributes["text"] ?? stringProperty("text") }
    /// The title of a button (its normal state's), bar item, navigation item or section: `title=`,
    /// `<string key="title">`, else `<state key="normal" title=…>`.
    public var title: String? { attributes["title"] ?? stringProperty("title") ?? state("normal")?.title }
    /// A text field's `placeholder=` (or `<string key="placeholder">`).
    public var placeholder: String? { attributes["placeholder"] ?? stringProperty("placeholder") }
    /// The `<string key=…>` or `<mutableString key=…>` inside, with key `key`.
    public func stringProperty(_ key: String) -> String? {
        (property("string", key: key) ?? property("mutableString", key: key))?.text
    }

    /// The font with `key` (`fontDescription` is a label's, text field's or button's font).
    public func font(forKey key: String = "fontDescription") -> FontDescription? {
        (property("fontDescription", key: key) ?? property("font", key: key)).flatMap {
            try? FontDescription.read($0)
        }
    }
    /// `<fontDescription key="fontDescription">`.
    public var font: FontDescription? { font(forKey: "fontDescription") }

    // MARK: Colours and images

    /// The colour with `key` (`backgroundColor`, `textColor`, `tintColor`, `highlightedColor`, …).
    public func color(forKey key: String) -> ColorDescription? {
        property("color", key: key).flatMap { try? ColorDescription.read($0) }
    }
    /// `<color key="backgroundColor">`.
    public var backgroundColor: ColorDescription? { color(forKey: "backgroundColor") }
    /// `<color key="textColor">`.
    public var textColor: ColorDescription? { color(forKey: "textColor") }
    /// `<color key="tintColor">`.
    public var tintColor: ColorDescription? { color(forKey: "tintColor") }
    /// `image=` of an image view, bar item or tab bar item (an asset catalog image's name); else an
    /// `<imageReference key="image" image=…>`'s.
    public var image: String? {
        attributes["image"] ?? property("imageReference", key: "image")?.attributes["image"]
    }
    /// A button's `<state>`s, in document order.
    public var states: [ButtonState] { properties.filter { $0.name == "state" }.map(ButtonState.read) }
    /// A button's iOS 15 configuration (`<buttonConfiguration key="configuration">`), if it has one.
    public var buttonConfiguration: ButtonConfigurationDescription? {
        property("buttonConfiguration", key: "configuration").map(ButtonConfigurationDescription.read)
    }
    /// The button state named `name` (`normal`, `highlighted`, `selected`, `disabled`).
    public func state(_ name: String) -> ButtonState? {
        property("state", key: name).map(ButtonState.read)
    }

    // MARK: View attributes

    /// `contentMode=`.
    public var contentMode: ContentMode? { attributes["contentMode"].flatMap(ContentMode.init(rawValue:)) }
    /// `hidden="YES"`: `isHidden`.
    public var isHidden: Bool { flag("hidden") ?? false }
    /// `alpha=`; nil when absent (1).
    public var alpha: Double? { number("alpha") }
    /// `userInteractionEnabled=`: `isUserInteractionEnabled`; nil when absent, which an archive
    /// decodes as YES (UIView's `init(coder:)`), whatever the class's own default.
    public var isUserInteractionEnabled: Bool? { flag("userInteractionEnabled") }
    /// `opaque=`: `isOpaque`; nil when absent.
    public var isOpaque: Bool? { flag("opaque") }
    /// `clipsSubviews=`: `clipsToBounds`; nil when absent.
    public var clipsToBounds: Bool? { flag("clipsSubviews") }
    /// `tag=`; 0 when absent.
    public var tag: Int { integer("tag") ?? 0 }
    /// `textAlignment=`.
    public var textAlignment: TextAlignment? {
        attributes["textAlignment"].flatMap(TextAlignment.init(rawValue:))
    }
    /// `numberOfLines=`; nil when absent (a label's default, 1).
    public var numberOfLines: Int? { integer("numberOfLines") }
    /// `lineBreakMode=`.
    public var lineBreakMode: LineBreakMode? {
        attributes["lineBreakMode"].flatMap(LineBreakMode.init(rawValue:))
    }
    /// `enabled=`: a control's `isEnabled`; nil when absent (true).
    public var isEnabled: Bool? { flag("enabled") }
    /// `on=` of a switch (`isOn`), `selected=` is `isSelected`'s own attribute.
    public var isOn: Bool? { flag("on") }
    /// `value=` of a slider, stepper or progress view (`progress=`).
    public var value: Double? { number("value") ?? number("progress") }
    /// `selectedSegmentIndex=` of a segmented control.
    public var selectedSegmentIndex: Int? { integer("selectedSegmentIndex") }
    /// The titles of a segmented control's `<segments>`, in order.
    public var segmentTitles: [String] {
        property("segments")?.children.filter { $0.name == "segment" }.map { $0.attributes["title"] ?? "" }
            ?? []
    }

    // MARK: Tables

    /// `style=`: a table view's `plain`, `grouped` or `insetGrouped`; a cell's
    /// `IBUITableViewCellStyleDefault`, `…Value1`, `…Value2`, `…Subtitle`; as written.
    public var style: String? { attributes["style"] }
    /// `dataMode=` of a table view: `prototypes` (cells from a data source) or `static`.
    public var dataMode: String? { attributes["dataMode"] }
    /// `rowHeight=` of a table view or cell.
    public var rowHeight: Double? { number("rowHeight") }
    /// `headerTitle=` of a static section.
    public var headerTitle: String? { attributes["headerTitle"] }
    /// `footerTitle=` of a static section.
    public var footerTitle: String? { attributes["footerTitle"] }
    /// `accessoryType=` of a cell (`disclosureIndicator`, `checkmark`, …).
    public var accessoryType: String? { attributes["accessoryType"] }

    // MARK: Stack views and Auto Layout

    /// `axis=` of a stack view; `horizontal` when absent.
    public var axis: LayoutAxis { attributes["axis"].flatMap(LayoutAxis.init(rawValue:)) ?? .horizontal }
    /// `distribution=` of a stack view (`fill` when absent; `fillEqually`, `fillProportionally`,
    /// `equalSpacing`, `equalCentering`).
    public var distribution: String { attributes["distribution"] ?? "fill" }
    /// `alignment=` of a stack view (`fill` when absent; `top`, `leading`, `firstBaseline`,
    /// `center`, `bottom`, `trailing`, `lastBaseline`).
    public var alignment: String { attributes["alignment"] ?? "fill" }
    /// `spacing=` of a stack view; 0 when absent.
    public var spacing: Double { number("spacing") ?? 0 }
    /// `horizontalHuggingPriority=` / `verticalHuggingPriority=`: the content hugging priority;
    /// nil when absent (UIKit's 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> Double? {
        number(axis == .horizontal ? "horizontalHuggingPriority" : "verticalHuggingPriority")
    }
    /// `horizontalCompressionResistancePriority=` / `vertical…`: the compression resistance
    /// priority; nil when absent (UIKit's 750).
    public func compressionResistancePriority(for axis: LayoutAxis) -> Double? {
        number(
            axis == .horizontal
                ? "horizontalCompressionResistancePriority" : "verticalCompressionResistancePriority")
    }

    // MARK: Reading attributes

    /// The attribute `name` as IB's `YES`/`NO`; nil when absent or neither.
    public func flag(_ name: String) -> Bool? {
        switch attributes[name] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }
    /// The attribute `name` as a finite number; nil when absent or not one.
    public func number(_ name: String) -> Double? {
        try? ValueProblem.number(attributes, name, element: element.rawValue)
    }
    /// The attribute `name` as an integer; nil when absent or not one.
    public func integer(_ name: String) -> Int? { attributes[name].flatMap { Int($0) } }
}
