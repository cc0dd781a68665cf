/// Objective-C's selector, as `#selector(…)` gives it on iOS: a method's Objective-C name
/// (`"handleTap:"`, `"save"`, `"tableView:didSelectRowAtIndexPath:"`).
///
/// Foundation on Linux has no `Selector` (there is no Objective-C runtime); the port pass
/// (docs/PortPass.md) rewrites each `#selector(…)` of an iOS source file to `Selector("name:")`
/// with the name Apple's Swift-to-Objective-C mapping gives, and `ForceTouchRegistry` finds the
/// method by that name. Matches iOS: two selectors are equal when their names are; a string literal
/// converts to one. Differs: a selector is only its name here (no `sel_registerName` uniquing).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C method name (`NSStringFromSelector`).
    public let name: String

    /// The selector named `name` (`Selector("save:")`, `NSSelectorFromString`).
    public init(_ name: String) {
        self.name = name
    }

    /// The selector named by a string literal (`let s: Selector = "save:"`).
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// The number of arguments the method takes: its colons (`"a:b:"` takes two).
    public var argumentCount: Int { name.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }

    /// The name, as `NSStringFromSelector` prints it.
    public var description: String { name }
}

/// Foundation's `NSStringFromSelector`: the selector's name.
public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
}

/// Foundation's `NSSelectorFromString`: the selector of that name.
public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}
