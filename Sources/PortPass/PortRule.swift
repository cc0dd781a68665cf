/// One mechanical rewrite of the port pass.
public enum PortRule: String, Sendable, CaseIterable {
    /// `@IBOutlet`, `@IBInspectable`, `@IBDesignable`, `@IBAction`, `@IBSegueAction`: removed (the registry reads them from the original).
    case interfaceBuilderAttribute = "interface-builder-attribute"
    /// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`: removed.
    case objectiveCAttribute = "objc-attribute"
    /// The `dynamic` declaration modifier: removed.
    case dynamicModifier = "dynamic-modifier"
    /// `@UIApplicationMain` → `@main` (UIKit's `UIApplicationDelegate.main()`).
    case applicationMain = "application-main"
    /// `#selector(…)` → `Selector("…")` spelled as Objective-C would.
    case selector = "selector"
    /// `import UIKit.UIImage` → `import UIKit`.
    case submoduleImport = "submodule-import"
    /// `#available(iOS …)`/`#unavailable(iOS …)` → a check of the simulated device's iOS version.
    case availability = "availability"
    /// `NSClassFromString`/`NSStringFromClass` → the app's registry.
    case classRegistry = "class-registry"
}
