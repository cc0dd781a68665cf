public import Foundation
public import TouchKit

/// What the Objective-C runtime gives an iOS app, generated per app by the port pass
/// (`RegistryGenerator`, docs/PortPass.md): its classes by name (storyboards' `customClass`,
/// `NSClassFromString`), each class's outlets by name and its action methods by selector
/// (target–action from controls, bar button items, gesture recognizers and storyboards).
///
/// The app's generated `portPassRegistry` is installed for it (`install(_:forApp:)`) by the
/// `AppBundle` that `forcetouch build` generates, before its delegate is made.
/// Matches iOS: a class is found by its bare or module-qualified name (`ViewController`,
/// `MyApp.ViewController`); an action whose selector no method of the target (or of its app
/// superclasses) names is "unrecognized selector sent to instance". Differs: iOS throws an
/// Objective-C exception there and the app crashes; here `send` returns false, the problem is kept
/// in `unrecognizedSelectors` and reported as the app's `InterfaceMisuse.unrecognizedSelector`
/// diagnostic (the device's log), so one bad connection does not take the device down.
@MainActor
public final class ForceTouchRegistry {
    /// One app class: how to make it, its outlets and its actions.
    public struct Class {
        /// The class's name as written (`ViewController`).
        public var name: String
        /// The first inherited type as written (`UIViewController`).
        public var superclassName: String
        /// The class itself (`ViewController.self`).
        public var type: AnyClass
        /// Makes an instance as a storyboard does (`init(coder:)`) or, for a class that does not
        /// descend from a view or controller, with `init()`.
        public var make: @MainActor (NSCoder) -> AnyObject?
        /// Makes an instance for `init()` called on a metatype value (`portPassInit()`): the class's
        /// `init()`, or `init(nibName: nil, bundle: nil)` for a controller (`init(frame: .zero)` for a
        /// view) whose own initializers hide `init()`, as iOS's `init()` reaches them; nil when the
        /// class has neither (iOS: "use of unimplemented initializer").
        public var makeWithoutArguments: (@MainActor () -> AnyObject)?
        /// Each outlet's setter (`@IBOutlet var name`), by name.
        public var outlets: [String: @MainActor (AnyObject, Any?) -> Void]
        /// Each action's call (`@IBAction`/`@objc` methods), by selector name; the closure gets the
        /// target, the sender and the event, and passes as many as the selector takes.
        public var actions: [String: @MainActor (AnyObject, Any?, Event?) -> Void]

        /// A class entry (the generated registry writes one per app class).
        public init(
            name: String, superclassName: String, type: AnyClass,
            make: @escaping @MainActor (NSCoder) -> AnyObject?,
            makeWithoutArguments: (@MainActor () -> AnyObject)? = nil,
            outlets: [String: @MainActor (AnyObject, Any?) -> Void],
            actions: [String: @MainActor (AnyObject, Any?, Event?) -> Void]
        ) {
            self.name = name
            self.superclassName = superclassName
            self.type = type
            self.make = make
            self.makeWithoutArguments = makeWithoutArguments
            self.outlets = outlets
            self.actions = actions
        }
    }

    /// A selector sent to an object with no method of that name: what iOS would have thrown.
    public struct UnrecognizedSelector: Sendable, Hashable, CustomStringConvertible {
        /// The selector sent.
        public var selector: Selector
        /// The receiver's class name (`ViewController`).
        public var receiver: String

        /// iOS's wording: `-[ViewController save:]: unrecognized selector sent to instance`.
        public var description: String {
            "-[\(receiver) \(selector.name)]: unrecognized selector sent to instance"
        }
    }

    /// The app classes, by name as written.
    public let classes: [String: Class]
    /// The selectors that named no method, oldest first (the newest `maximumRecorded`).
    public private(set) var unrecognizedSelectors: [UnrecognizedSelector] = []
    /// How many unrecognized selectors are kept: 100 (ours).
    public static let maximumRecorded = 100

    /// The registry of the running app: the one installed for it (`install(_:forApp:)`, what
    /// `AppBundle` does for a built app), else the one `install(_:)` made the process's, else an
    /// empty one (every selector sent is then unrecognized, and recorded there). On iOS each app is
    /// its own process with its own runtime; here several apps share one, so each keeps its own.
    public static var current: ForceTouchRegistry {
        if let identifier = Application.current?.bundleIdentifier, let registry = byApp[identifier] {
            return registry
        }
        return processWide
    }

    /// The registry `install(_:)` set.
    private static var processWide = ForceTouchRegistry(classes: [])
    /// The registries `install(_:forApp:)` set, by bundle identifier.
    private static var byApp: [String: ForceTouchRegistry] = [:]

    /// A registry of `classes` (the first entry wins when two share a name).
    public init(classes: [Class]) {
        var byName: [String: Class] = [:]
        for entry in classes where byName[entry.name] == nil { byName[entry.name] = entry }
        self.classes = byName
    }

    /// Drops an action method's result: the generated registry's action closures call methods that
    /// may return a value (as Objective-C ignores it), without the compiler's warning for `_ =` on a
    /// Void result.
    public static func ignoreResult<Result>(_ result: Result) {}

    /// Makes `registry` the process's: the one every app without its own uses (a test or a
    /// program that runs one app's code).
    public static func install(_ registry: ForceTouchRegistry) {
        processWide = registry
    }

    /// Makes `registry` the one of the app `bundleIdentifier` while its code runs (see `current`).
    public static func install(_ registry: ForceTouchRegistry, forApp bundleIdentifier: String) {
        byApp[bundleIdentifier] = registry
    }

    /// The entry for `name`, bare or module-qualified (`MyApp.ViewController`).
    /// - Complexity: O(*n*) in the name's length.
    public func entry(named name: String) -> Class? {
        if let entry = classes[name] { return entry }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return classes[String(name[name.index(after: dot)...])]
    }

    /// `NSClassFromString`: the class registered under `name` (bare or module-qualified) in the
    /// running app, else nil.
    /// - Complexity: O(*n*) in the name's length.
    public static func classFromString(_ name: String) -> AnyClass? {
        current.entry(named: name)?.type
    }

    /// `NSStringFromClass`: the class's name as iOS gives it for a Swift class, module-qualified
    /// (`MyApp.ViewController`).
    public static func stringFromClass(_ type: AnyClass) -> String {
        String(reflecting: type)
    }

    /// Target–action: calls the method `selector` names on `target` with `sender` and `event`, as
    /// `UIApplication.sendAction(_:to:from:for:)` does. Returns false, and records an
    /// `UnrecognizedSelector`, when no method of `target`'s class (or of its app superclasses) has
    /// that selector.
    /// - Complexity: O(*d*) in the depth of the target's app class chain.
    @discardableResult
    public func send(_ selector: Selector, to target: AnyObject, from sender: Any?, for event: Event?) -> Bool
    {
        guard let action = action(selector, for: target) else {
            record(
                UnrecognizedSelector(selector: selector, receiver: Self.className(of: target)),
                near: [sender as AnyObject?, target])
            return false
        }
        action(target, sender, event)
        return true
    }

    /// Whether `target` has a method for `selector` (`responds(to:)`, as the responder chain asks).
    /// - Complexity: O(*d*) in the depth of the target's app class chain.
    public func responds(_ target: AnyObject, to selector: Selector) -> Bool {
        action(selector, for: target) != nil
    }

    /// Target–action with UIKit's nil-target rule: `target` when given, else the first responder
    /// from `responder` up the responder chain (`next`) with a method for `selector`. Returns false
    /// (and records the problem) when nobody handles it.
    /// - Complexity: O(*r* · *d*) in the chain's length and the class depth.
    @discardableResult
    public func sendAction(
        _ selector: Selector, to target: AnyObject?, from sender: Any?, startingAt responder: Responder?,
        for event: Event? = nil
    ) -> Bool {
        if let target { return send(selector, to: target, from: sender, for: event) }
        var current = responder
        while let candidate = current {
            if responds(candidate, to: selector) {
                return send(selector, to: candidate, from: sender, for: event)
            }
            current = candidate.next
        }
        record(
            UnrecognizedSelector(selector: selector, receiver: "nil target (responder chain)"),
            near: [sender as AnyObject?, responder])
        return false
    }

    /// Sets the outlet `name` of `object` to `value` (a storyboard connection). Returns false when
    /// the object's class has no such outlet (iOS: "this class is not key value coding-compliant for
    /// the key …").
    @discardableResult
    public func setOutlet(_ name: String, of object: AnyObject, to value: Any?) -> Bool {
        var className: String? = Self.className(of: object)
        var seen: Set<String> = []
        while let current = className, seen.insert(current).inserted, let entry = entry(named: current) {
            if let setter = entry.outlets[name] {
                setter(object, value)
                return true
            }
            className = entry.superclassName
        }
        return false
    }

    private func action(_ selector: Selector, for target: AnyObject) -> (
        @MainActor (AnyObject, Any?, Event?) -> Void
    )? {
        var className: String? = Self.className(of: target)
        var seen: Set<String> = []
        while let current = className, seen.insert(current).inserted, let entry = entry(named: current) {
            if let action = entry.actions[selector.name] { return action }
            className = entry.superclassName
        }
        return nil
    }

    /// Keeps the problem (the newest `maximumRecorded`) and reports it as the app's diagnostic, as
    /// TouchKit reports other interface misuse (standard error outside a running app).
    private func record(_ problem: UnrecognizedSelector, near objects: [AnyObject?]) {
        if unrecognizedSelectors.count == Self.maximumRecorded { unrecognizedSelectors.removeFirst() }
        unrecognizedSelectors.append(problem)
        let misuse = InterfaceMisuse.unrecognizedSelector(
            selector: problem.selector.name, receiver: problem.receiver)
        if let application = objects.lazy.compactMap(Self.application(of:)).first ?? Application.current {
            application.report(.interfaceMisuse(misuse))
        } else {
            Window.reportUnhosted(misuse)
        }
    }

    /// The application whose window shows `object` (a view, a recognizer's view, a controller's
    /// loaded view), if any.
    private static func application(of object: AnyObject?) -> Application? {
        switch object {
        case let view as View: view.window?.application
        case let recognizer as GestureRecognizer: recognizer.view?.window?.application
        case let controller as ViewController: controller.viewIfLoaded?.window?.application
        default: nil
        }
    }

    /// The class name of an object as the registry keys it (`ViewController`, not
    /// `MyApp.ViewController`).
    static func className(of object: AnyObject) -> String {
        String(describing: type(of: object))
    }
}
