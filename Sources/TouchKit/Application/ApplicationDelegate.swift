public import QuickActions

/// What an app implements to hear about its life, as UIKit's `UIApplicationDelegate`.
///
/// Method names are UIKit's Swift names. Every method has a default: the launch methods return
/// `true`, the state-change methods do nothing, and the default `performActionFor` reports a
/// diagnostic (the item was lost: a real app that forgets it loses warm-launch actions) and completes
/// with `false`.
///
/// The order of calls and the shortcut rules are SYSTEM.md §2 (see `ApplicationHost`):
/// cold launch `willFinishLaunching` → `didFinishLaunching` → `performActionFor` (only when both
/// returned `true` and an item launched the app) → `applicationDidBecomeActive`; resume from the
/// background `applicationWillEnterForeground` → `performActionFor` → `applicationDidBecomeActive`.
/// An app that uses scenes (`ApplicationConfiguration.makeSceneDelegate`) gets only the launch and
/// termination calls here; its scene delegate gets the rest.
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The app's window (`window`): a storyboard app's is set by the host before
    /// `willFinishLaunching`, as UIKit sets the app delegate's `window`. Default: none kept.
    var window: Window? { get set }

    /// The process has started; the launch is not finished. Return `false` to refuse the launching
    /// shortcut item's `performActionFor` (UIKit's `application(_:willFinishLaunchingWithOptions:)`).
    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: LaunchOptions?)
        -> Bool

    /// The launch is almost done. Return `false` to refuse the launching shortcut item's
    /// `performActionFor` when you handle it yourself (UIKit's `application(_:didFinishLaunchingWithOptions:)`).
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?)
        -> Bool

    /// The app is in the foreground and receives events (UIKit's `applicationDidBecomeActive(_:)`).
    func applicationDidBecomeActive(_ application: Application)

    /// The app is about to stop receiving events (UIKit's `applicationWillResignActive(_:)`).
    func applicationWillResignActive(_ application: Application)

    /// The app went to the background (UIKit's `applicationDidEnterBackground(_:)`).
    func applicationDidEnterBackground(_ application: Application)

    /// The app is coming back from the background (UIKit's `applicationWillEnterForeground(_:)`).
    func applicationWillEnterForeground(_ application: Application)

    /// The process is about to end (UIKit's `applicationWillTerminate(_:)`).
    func applicationWillTerminate(_ application: Application)

    /// The user chose a Home Screen quick action while the app was running, or on a launch whose
    /// `will`/`didFinishLaunching` both returned `true`. Call `completionHandler` exactly once with
    /// whether the action succeeded (UIKit's `application(_:performActionFor:completionHandler:)`).
    func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void)

    /// A scene is about to connect (apps with a scene delegate only): which configuration makes it
    /// (UIKit's `application(_:configurationForConnecting:options:)`). `options` are the ones the
    /// scene delegate then gets in `scene(_:willConnectTo:options:)`, quick action included.
    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration
}

extension ApplicationDelegate {
    /// Default: no window is kept (the application still holds its windows).
    public var window: Window? {
        get { nil }
        set {}
    }

    /// Default: accept the launch (UIKit's behaviour when the method is not implemented).
    public func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool { true }

    /// Default: accept the launch (UIKit's behaviour when the method is not implemented).
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool { true }

    /// Default: nothing.
    public func applicationDidBecomeActive(_ application: Application) {}

    /// Default: nothing.
    public func applicationWillResignActive(_ application: Application) {}

    /// Default: nothing.
    public func applicationDidEnterBackground(_ application: Application) {}

    /// Default: nothing.
    public func applicationWillEnterForeground(_ application: Application) {}

    /// Default: nothing.
    public func applicationWillTerminate(_ application: Application) {}

    /// Default: a configuration named after the session's (`"Default Configuration"`), which makes the
    /// manifest's scene delegate.
    public func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        SceneConfiguration(
            name: connectingSceneSession.configurationName, sessionRole: connectingSceneSession.role)
    }

    /// Default: the item is not handled. Reports `MisuseDiagnostic.Problem.performActionNotImplemented`
    /// and completes with `false` (UIKit would silently drop the item).
    public func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        application.report(.performActionNotImplemented(shortcutType: shortcutItem.type, scene: false))
        completionHandler(false)
    }
}
