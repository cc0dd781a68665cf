/// A class of the app as the registry needs it: its name, its superclass, its outlets and actions.
public struct AppClassDeclaration: Sendable, Equatable {
    /// An `@IBOutlet` property.
    public struct Outlet: Sendable, Equatable {
        /// The property's name.
        public var name: String
        /// Its declared type as written, without `!`/`?` (`UILabel`).
        public var type: String
    }

    /// An `@IBAction` or `@objc` method a selector can name.
    public struct Action: Sendable, Equatable {
        /// The method's base name (`doThing`).
        public var baseName: String
        /// Its argument labels, `"_"` where none.
        public var labels: [String]
        /// Its parameters' types as written (`Any`, `UIButton`).
        public var parameterTypes: [String]
        /// The selector, from `@objc(name)` or Apple's mapping of the Swift name.
        public var selector: String
    }

    /// The class's name.
    public var name: String
    /// The first type it inherits from as written (its superclass for a class), nil when none.
    public var superclassName: String?
    /// Its outlets, in source order (extensions included).
    public var outlets: [Outlet]
    /// Its action methods, in source order (extensions included).
    public var actions: [Action]
    /// Whether it carries `@UIApplicationMain` or `@main`: the app delegate UIKit launches.
    public var isEntryPoint = false
    /// Whether its body declares a designated initializer (an `init` that is not `convenience`):
    /// then, as Swift's rule says, it inherits none of its superclass's, `init()` included.
    public var declaresDesignatedInitializer = false
    /// Whether its body declares `init()` (designated or convenience).
    public var declaresNoArgumentInitializer = false

    /// The first argument label of each designated initializer its body declares (`nibName`,
    /// `frame`, `style`; `_` for an unlabelled first argument), in source order; `init()` is not
    /// listed (see `declaresNoArgumentInitializer`).
    public var designatedInitializerLabels: [String] = []

    /// Whether its `init?(coder:)` is marked `@available(*, unavailable)` (code-only controllers and
    /// views): nothing can call it, so the registry cannot make the class from a storyboard.
    public var isCoderInitializerUnavailable = false

    /// Whether it is declared `private` or `fileprivate` at the top of its file: then only that file
    /// can name it, so its registry entry is written into that file (`RegistryGenerator.fileSource`).
    public var isFilePrivate = false

    /// Whether `init()` can make it: declared, or inherited because no designated initializer is.
    public var hasNoArgumentInitializer: Bool {
        declaresNoArgumentInitializer || !declaresDesignatedInitializer
    }
}
