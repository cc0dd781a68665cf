/// One mechanical rewrite of the port pass.
public enum PortRule: String, Sendable, CaseIterable {
    /// `@IBOutlet`, `@IBInspectable`, `@IBDesignable`, `@IBAction`, `@IBSegueAction`: removed (the registry reads them from the original).
    case interfaceBuilderAttribute = "interface-builder-attribute"
    /// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`: removed.
    case objectiveCAttribute = "objc-attribute"
    /// The `dynamic` declaration modifier: removed.
    case dynamicModifier = "dynamic-modifier"
    /// `@UIApplicationMain`, and `@main` on a class: removed. The app delegate it marks is the
    /// generated entry point's (`AppClassDeclaration.isEntryPoint`), which launches the app in the
    /// simulator, as `UIApplicationMain` launches it on iOS.
    case applicationMain = "application-main"
    /// `#selector(…)` → `Selector("…")` spelled as Objective-C would.
    case selector = "selector"
    /// `import UIKit.UIImage` → `import UIKit`.
    case submoduleImport = "submodule-import"
    /// `#available(iOS …)`/`#unavailable(iOS …)` → a check of the simulated device's iOS version.
    case availability = "availability"
    /// `NSClassFromString`/`NSStringFromClass` → the app's registry.
    case classRegistry = "class-registry"
    /// `override init(frame:)` in a `UICollectionViewCell` or `UICollectionReusableView` subclass →
    /// `required init(frame:)`: a collection view makes registered classes through that initializer,
    /// which without the Objective-C runtime must be `required`.
    case requiredFrameInitializer = "required-frame-initializer"
    /// `override init(style:reuseIdentifier:)` in a `UITableViewCell` subclass →
    /// `required init(style:reuseIdentifier:)`: a table view makes registered cell classes through
    /// that initializer, which without the Objective-C runtime must be `required`.
    case requiredCellInitializer = "required-cell-initializer"
}
