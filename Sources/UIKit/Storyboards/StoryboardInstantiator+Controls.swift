import Foundation
import Storyboards
import TouchKit

// The archived attributes of IB's controls: text fields, switches, sliders, stack views and
// segmented controls (the instantiator's `apply(_:to:frame:)` calls these by the view's class).

extension StoryboardInstantiator {
    /// A text field's archived text, placeholder, style and keyboard traits (IB's default border
    /// is the rounded rectangle; code's is none).
    func applyTextField(_ object: StoryboardObject, to field: TextField) {
        field.borderStyle =
            switch object.attributes["borderStyle"] {
            case "line": .line
            case "bezel": .bezel
            case "roundedRect": .roundedRect
            default: .none
            }
        if let text = object.text { field.text = text }
        if let placeholder = object.placeholder { field.placeholder = placeholder }
        if let font = object.font.flatMap(font) { field.font = font }
        if let color = object.textColor.flatMap(color) { field.textColor = color }
        if let alignment = object.textAlignment.flatMap({ Label.TextAlignment(rawValue: $0.rawValue) }) {
            field.textAlignment = alignment
        }
        if object.attributes["clearsOnBeginEditing"] == "YES" { field.clearsOnBeginEditing = true }
        if let mode = object.attributes["clearButtonMode"] {
            field.clearButtonMode =
                switch mode {
                case "whileEditing": .whileEditing
                case "unlessEditing": .unlessEditing
                case "always": .always
                default: .never
                }
        }
        if object.attributes["enabled"] == "NO" { field.isEnabled = false }
        guard let traits = object.property("textInputTraits")?.attributes else { return }
        if traits["secureTextEntry"] == "YES" { field.isSecureTextEntry = true }
        if let type = traits["keyboardType"] {
            let names: [String: TextField.KeyboardType] = [
                "alphabet": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL,
                "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad,
                "emailAddress": .emailAddress, "decimalPad": .decimalPad, "twitter": .twitter,
                "webSearch": .webSearch, "asciiCapableNumberPad": .asciiCapableNumberPad,
            ]
            field.keyboardType = names[type] ?? .default
        }
        if let key = traits["returnKeyType"] {
            let names: [String: TextField.ReturnKeyType] = [
                "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
                "search": .search,
                "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall,
                "continue": .continue,
            ]
            field.returnKeyType = names[key] ?? .default
        }
        if let capitalization = traits["autocapitalizationType"] {
            field.autocapitalizationType =
                switch capitalization {
                case "words": .words
                case "allCharacters": .allCharacters
                case "no": .none
                default: .sentences
                }
        }
        if let correction = traits["autocorrectionType"] {
            field.autocorrectionType = correction == "no" ? .no : correction == "yes" ? .yes : .default
        }
    }

    /// A switch's `on=` and `onTintColor`.
    func applySwitch(_ object: StoryboardObject, to toggle: Switch) {
        if object.attributes["on"] == "YES" { toggle.isOn = true }
        if let color = object.color(forKey: "onTintColor").flatMap(color) { toggle.onTintColor = color }
    }

    /// A slider's `minValue=`, `maxValue=`, `value=` and `continuous=`.
    func applySlider(_ object: StoryboardObject, to slider: Slider) {
        if let minimum = object.attributes["minValue"].flatMap(Float.init) {
            slider.minimumValue = minimum
        }
        if let maximum = object.attributes["maxValue"].flatMap(Float.init) {
            slider.maximumValue = maximum
        }
        if let value = object.attributes["value"].flatMap(Float.init) { slider.value = value }
        if object.attributes["continuous"] == "NO" { slider.isContinuous = false }
    }

    /// A stack view's `axis=`, `spacing=`, `distribution=` and `alignment=` (its subviews are
    /// arranged by `makeView`).
    func applyStackView(_ object: StoryboardObject, to stack: StackView) {
        if object.attributes["axis"] == "vertical" { stack.axis = .vertical }
        if let spacing = object.attributes["spacing"].flatMap(Double.init) {
            stack.spacing = CGFloat(spacing)
        }
        let distributions: [String: StackView.Distribution] = [
            "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        if let name = object.attributes["distribution"] {
            stack.distribution = distributions[name] ?? .fill
        }
        let alignments: [String: StackView.Alignment] = [
            "top": .top, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
            "bottom": .bottom, "trailing": .trailing, "lastBaseline": .lastBaseline,
        ]
        if let name = object.attributes["alignment"] { stack.alignment = alignments[name] ?? .fill }
    }

    /// A segmented control's `<segments>`, `selectedSegmentIndex=` and `momentary=`.
    func applySegmentedControl(_ object: StoryboardObject, to segmented: SegmentedControl) {
        let segments = object.property("segments")?.children.filter { $0.name == "segment" } ?? []
        for (index, segment) in segments.enumerated() {
            segmented.insertSegment(withTitle: segment.attributes["title"], at: index, animated: false)
        }
        if let index = object.attributes["selectedSegmentIndex"].flatMap(Int.init) {
            segmented.selectedSegmentIndex = index
        }
        if object.attributes["momentary"] == "YES" { segmented.isMomentary = true }
    }

    /// A button's iOS 15 configuration as archived: IB's style, title, image, corner style, size and
    /// base colours (an unknown style is `plain`, as IB reads it).
    func buttonConfiguration(_ archived: ButtonConfigurationDescription) -> Button.Configuration {
        var configuration = Button.Configuration(
            style: archived.style.flatMap(Button.Configuration.Style.init(rawValue:)) ?? .plain)
        configuration.title = archived.title
        configuration.subtitle = archived.subtitle
        configuration.image = archived.image.map(Self.image(named:))
        switch archived.buttonSize {
        case "mini": configuration.buttonSize = .mini
        case "small": configuration.buttonSize = .small
        case "large": configuration.buttonSize = .large
        default: break
        }
        switch archived.cornerStyle {
        case "fixed": configuration.cornerStyle = .fixed
        case "small": configuration.cornerStyle = .small
        case "medium": configuration.cornerStyle = .medium
        case "large": configuration.cornerStyle = .large
        case "capsule": configuration.cornerStyle = .capsule
        default: break
        }
        configuration.baseForegroundColor = archived.baseForegroundColor.flatMap(color)
        configuration.baseBackgroundColor = archived.baseBackgroundColor.flatMap(color)
        return configuration
    }
}
