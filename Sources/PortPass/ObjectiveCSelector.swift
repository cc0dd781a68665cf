/// How Swift spells a method's Objective-C selector, the rule Apple's compiler applies to an
/// `@objc` method with no explicit `@objc(name)`.
///
/// No parameters: the base name (`refresh`). The first parameter adds a colon; if it has an
/// argument label, the label is appended to the base name capitalised, joined by `With` unless
/// the label's first word is already `with` (`doThing(with:)` → `doThingWith:`,
/// `init(frame:)` → `initWithFrame:`); an unlabelled first
/// parameter adds only the colon (`tapped(_:)` → `tapped:`). Each later parameter adds its label
/// and a colon, or a bare colon when unlabelled (`doThing(_:with:)` → `doThing:with:`).
public enum ObjectiveCSelector {
    /// The selector for a method named `baseName` with argument `labels` (`"_"` for none).
    public static func name(baseName: String, labels: [String]) -> String {
        guard let first = labels.first else { return baseName }
        var result = baseName
        if first != "_" {
            let capitalised = first.prefix(1).uppercased() + first.dropFirst()
            let startsWithWith =
                capitalised.hasPrefix("With") && !(capitalised.dropFirst(4).first?.isLowercase ?? false)
            result += startsWithWith ? capitalised : "With" + capitalised
        }
        result += ":"
        for label in labels.dropFirst() {
            result += (label == "_" ? "" : label) + ":"
        }
        return result
    }

    /// The selector of a property's getter (`getter: isOn` → `isOn`).
    public static func getter(property: String) -> String { property }

    /// The selector of a property's setter (`setter: title` → `setTitle:`).
    public static func setter(property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    }

    /// The number of arguments a selector takes: its colons.
    public static func arity(of selector: String) -> Int {
        selector.reduce(0) { $1 == ":" ? $0 + 1 : $0 }
    }
}
