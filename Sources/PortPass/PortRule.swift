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
    /// The initializer a table or collection view makes registered cells with, overridden in a cell
    /// class, made `required`: `override init(style:reuseIdentifier:)` in a `UITableViewCell`
    /// subclass, `override init(frame:)` in a `UICollectionViewCell` or `UICollectionReusableView`
    /// subclass. UIKit calls it through the Objective-C runtime on the registered class; without
    /// that runtime, a call on a class value needs a `required` initializer.
    case requiredCellInitializer = "required-cell-initializer"
    /// `Bundle.main` → `ForceTouchAppBundle.main`, the app's own bundle, when the app shares its
    /// process with other apps (`PortPass.scopesToApp`): Foundation's main bundle is one per process.
    case mainBundle = "main-bundle"
    /// `UserDefaults.standard` → `ForceTouchAppBundle.defaults`, the app's own defaults (its bundle
    /// identifier's domain, kept per device in the simulator's state directory: UIKit's
    /// `ForceTouchDefaults`), in every app built with its launch (`PortPass.ownsDefaults`).
    case standardDefaults = "standard-defaults"
}
