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
    /// `import Foundation` → `import UIKit` in a file that imports Foundation but not UIKit and names
    /// a Foundation class swift-corelibs-foundation marks unavailable which the UIKit module provides
    /// in its stead (`PortPass.foundationSubstitutes`: `DateComponentsFormatter`). UIKit re-exports
    /// Foundation, and a name declared in UIKit shadows Foundation's, so the file compiles against
    /// the working class; without the rewrite it sees only Foundation's unavailable one.
    case foundationSubstitute = "foundation-substitute"
    /// `init()` declared in a view controller subclass without `override` → `override init()`. On
    /// iOS `UIViewController` inherits `init()` from `NSObject` as a convenience initializer, so a
    /// subclass declares its own without `override` (Apple's AppChat does); TouchKit's
    /// `ViewController.init()` is designated, which Swift makes the subclass override. The rest of
    /// that line moves 9 columns right.
    case viewControllerInitializer = "view-controller-initializer"
    /// The initializer a table or collection view makes registered cells with, overridden in a cell
    /// class, made `required`: `override init(style:reuseIdentifier:)` in a `UITableViewCell`
    /// subclass, `override init(frame:)` in a `UICollectionViewCell` or `UICollectionReusableView`
    /// subclass. UIKit calls it through the Objective-C runtime on the registered class; without
    /// that runtime, a call on a class value needs a `required` initializer.
    case requiredCellInitializer = "required-cell-initializer"
    /// `init()` called on a metatype *value* (`types[row].init()`, `type(of: x).init()`,
    /// `someType.init()`) → `portPassInit()`, which makes the instance through the app's registry
    /// (the class's own `init()`, or `init(nibName:bundle:)`). Xcode compiles such a call on a UIKit
    /// class because Objective-C initializers dispatch dynamically; Swift here would require a
    /// `required init()`. A call on a type name (`Foo.init()`, `Foo.self.init()`), on `self`,
    /// `super` or `Self`, an implicit member (`.init()`) and a call with arguments stay as written.
    case metatypeInitializer = "metatype-initializer"
    /// `Bundle.main` → `ForceTouchAppBundle.main`, the app's own bundle, when the app shares its
    /// process with other apps (`PortPass.scopesToApp`): Foundation's main bundle is one per process.
    case mainBundle = "main-bundle"
    /// `UserDefaults.standard` → `ForceTouchAppBundle.defaults`, the app's own defaults (its bundle
    /// identifier's domain, kept per device in the simulator's state directory: UIKit's
    /// `ForceTouchDefaults`), in every app built with its launch (`PortPass.ownsDefaults`).
    case standardDefaults = "standard-defaults"
}
