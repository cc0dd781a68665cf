import Foundation
public import TouchKit

/// UIKit's `UIApplicationDelegate`, with UIKit's Swift signatures: the app's delegate, written as for
/// iOS (`class AppDelegate: UIResponder, UIApplicationDelegate`, `@main` included).
///
/// Every method has UIKit's default. The system calls them as TouchKit's `ApplicationHost` calls
/// `ApplicationDelegate` (docs/TouchKit.md, "The lifecycle and exactly-once delivery"), through an
/// adapter that converts the arguments: launch options become `[UIApplication.LaunchOptionsKey: Any]`
/// with a `UIApplicationShortcutItem` under `.shortcutItem` (`nil` when the launch has no reason, as on
/// iOS), items become `UIApplicationShortcutItem` objects.
///
/// Quick actions: implement `application(_:performActionFor:completionHandler:)` or its `async`
/// form; if neither is implemented, the item is dropped with a `performActionNotImplemented`
/// diagnostic, as TouchKit reports it. `application(_:configurationForConnecting:options:)` is called
/// before a scene connects (apps installed with a scene delegate), with the launching quick action in
/// its options; a returned `delegateClass` makes the scene delegate, else the `AppBundle`'s is used.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window (`window`, UIKit's optional property): declare `var window: UIWindow?` and
    /// a storyboard app's window is put there before `willFinishLaunching`, as `UIApplicationMain`
    /// does. A delegate without the property keeps none.
    var window: UIWindow? { get set }

    /// The launch is under way (`application(_:willFinishLaunchingWithOptions:)`); `false` refuses a
    /// launching quick action's `performActionFor`.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// The launch is done (`application(_:didFinishLaunchingWithOptions:)`); return `false` when you
    /// handled the launching quick action yourself, so it is not delivered again.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// The app became active (`applicationDidBecomeActive(_:)`).
    func applicationDidBecomeActive(_ application: UIApplication)

    /// The app is about to become inactive (`applicationWillResignActive(_:)`).
    func applicationWillResignActive(_ application: UIApplication)

    /// The app went to the background (`applicationDidEnterBackground(_:)`).
    func applicationDidEnterBackground(_ application: UIApplication)

    /// The app is coming back from the background (`applicationWillEnterForeground(_:)`).
    func applicationWillEnterForeground(_ application: UIApplication)

    /// The app is being terminated (`applicationWillTerminate(_:)`; always called here).
    func applicationWillTerminate(_ application: UIApplication)

    /// A quick action was chosen (`application(_:performActionFor:completionHandler:)`): handle it
    /// and call `completionHandler` exactly once. The default calls the `async` form.
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)

    /// The `async` form (`application(_:performActionFor:) async -> Bool`). It starts at once, on the
    /// main actor, within the host's call; what it returns completes the action. The default reports
    /// `performActionNotImplemented` and returns `false`.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem)
        async
        -> Bool

    /// UIKit asks which scene configuration to use (`application(_:configurationForConnecting:options:)`),
    /// before the scene delegate is made; `options.shortcutItem` is the launching quick action. The
    /// default returns a configuration without a delegate class (the `AppBundle`'s scene delegate).
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration

    /// Scenes the user discarded (`application(_:didDiscardSceneSessions:)`); never called here (the
    /// app switcher is not simulated).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// Default (a delegate that does not declare `window`): none is kept.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// UIKit's default: `true`.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// UIKit's default: `true`.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// UIKit's default: nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}

    /// UIKit's default: nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}

    /// UIKit's default: nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}

    /// UIKit's default: nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// UIKit's default: nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// The default runs the `async` form and completes with what it returns.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        AsyncBridge.start {
            await self.application(application, performActionFor: shortcutItem)
        } then: {
            completionHandler($0)
        }
    }

    /// The default: the app does not handle quick actions; reports `performActionNotImplemented`.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem
    )
        async -> Bool
    {
        application.application.report(
            .performActionNotImplemented(shortcutType: shortcutItem.type, scene: false))
        return false
    }

    /// The default configuration for the session's role.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// UIKit's default: nothing.
    public func application(
        _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {
    }

    /// The `@main` entry point UIKit gives an app delegate (`UIApplicationMain`). There is no iOS here to
    /// launch the app: it prints how to run it (`SimulatorMain.run(installing:)` or `TestDevice`) and
    /// exits with status 64.
    public static func main() {
        FileHandle.standardError.write(Data((UIKitMessages.mainCalled("\(Self.self)") + "\n").utf8))
        exit(64)
    }
}
