public import TouchKit

extension Responder {
    /// `init()` called on a metatype value (`viewControllers[row].init()`,
    /// `type(of: controller).init()`): the port pass writes `portPassInit()` there
    /// (`PortRule.metatypeInitializer`), and this makes the instance through the running app's
    /// registry (`ForceTouchRegistry.Class.makeWithoutArguments`: the class's `init()`, or its
    /// `init(nibName: nil, bundle: nil)` / `init(frame: .zero)` as iOS's `init()` reaches them).
    ///
    /// Matches iOS: the dynamic class is made (a subclass's initializer runs, not the static
    /// type's); UIKit's own controllers and views are made with `init()`, `UIResponder` subclasses
    /// (app delegates) with their `required init()`. Differs: iOS sends `init` through the
    /// Objective-C runtime; here only those and the app's registered classes can be made. A class with neither `init()` nor a reachable
    /// `init(nibName:bundle:)` is, as on iOS, "use of unimplemented initializer": the app's
    /// diagnostic (`InterfaceMisuse.unimplementedInitializer`) is reported first, then the app
    /// stops, as iOS's does, because Swift has no instance of `Self` to give back.
    @MainActor
    public class func portPassInit() -> Self {
        if let made = ForceTouchRegistry.current.makeWithoutArguments(self) as? Self { return made }
        // `UIResponder` (app and scene delegates) has a `required init()`.
        if let responderType = self as? UIResponder.Type, let made = responderType.init() as? Self {
            return made
        }
        let name = String(describing: self)
        let misuse = InterfaceMisuse.unimplementedInitializer(type: name, initializer: "init()")
        if let application = Application.current {
            application.report(.interfaceMisuse(misuse))
        } else {
            Window.reportUnhosted(misuse)
        }
        fatalError("use of unimplemented initializer 'init()' for class '\(name)'")
    }
}

extension ForceTouchRegistry {
    /// UIKit's classes a metatype value's `init()` makes without a registry entry.
    private static let uikitFactories: [ObjectIdentifier: @MainActor () -> AnyObject] = [
        ObjectIdentifier(UIViewController.self): { UIViewController() },
        ObjectIdentifier(UITableViewController.self): { UITableViewController() },
        ObjectIdentifier(UICollectionViewController.self): { UICollectionViewController() },
        ObjectIdentifier(UINavigationController.self): { UINavigationController() },
        ObjectIdentifier(UITabBarController.self): { UITabBarController() },
        ObjectIdentifier(UIView.self): { UIView() },
    ]

    /// A new instance of `type` for `init()` called on a metatype value: the registered class's
    /// `makeWithoutArguments` (looked up by the class's name and checked to be `type` itself), or
    /// one of UIKit's controllers and views; nil when neither can make it.
    public func makeWithoutArguments(_ type: AnyClass) -> AnyObject? {
        if let entry = entry(named: String(describing: type)),
            ObjectIdentifier(entry.type) == ObjectIdentifier(type),
            let make = entry.makeWithoutArguments
        {
            return make()
        }
        return Self.uikitFactories[ObjectIdentifier(type)]?()
    }
}
