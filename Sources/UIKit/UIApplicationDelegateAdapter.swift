import Foundation
public import QuickActions
public import TouchKit

/// The TouchKit `ApplicationDelegate` that forwards each call to an app delegate written against
/// UIKit, converting the arguments (no logic of its own: the host decides what is called when).
public final class UIApplicationDelegateAdapter: ApplicationDelegate {
    /// The app's own delegate.
    public let delegate: any UIApplicationDelegate

    /// The `UIApplication` handed to `delegate` (one per launch, as this adapter is).
    private var wrapper: UIApplication?

    /// An adapter for `delegate`.
    public init(_ delegate: any UIApplicationDelegate) {
        self.delegate = delegate
    }

    /// The app delegate's `window` (a `UIWindow`; another kind of window is not kept, as the
    /// property's type cannot hold it).
    public var window: Window? {
        get { delegate.window }
        set { delegate.window = newValue as? UIWindow }
    }

    /// The UIKit object for `application`, made once.
    func uiApplication(for application: Application) -> UIApplication {
        if let wrapper, wrapper.application === application { return wrapper }
        let made = UIApplication(application: application)
        wrapper = made
        return made
    }

    /// Forwards `application(_:willFinishLaunchingWithOptions:)`.
    public func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: LaunchOptions?
    )
        -> Bool
    {
        delegate.application(
            uiApplication(for: application), willFinishLaunchingWithOptions: Self.dictionary(launchOptions))
    }

    /// Forwards `application(_:didFinishLaunchingWithOptions:)`.
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    )
        -> Bool
    {
        delegate.application(
            uiApplication(for: application), didFinishLaunchingWithOptions: Self.dictionary(launchOptions))
    }

    /// Forwards `applicationDidBecomeActive(_:)`.
    public func applicationDidBecomeActive(_ application: Application) {
        delegate.applicationDidBecomeActive(uiApplication(for: application))
    }

    /// Forwards `applicationWillResignActive(_:)`.
    public func applicationWillResignActive(_ application: Application) {
        delegate.applicationWillResignActive(uiApplication(for: application))
    }

    /// Forwards `applicationDidEnterBackground(_:)`.
    public func applicationDidEnterBackground(_ application: Application) {
        delegate.applicationDidEnterBackground(uiApplication(for: application))
    }

    /// Forwards `applicationWillEnterForeground(_:)`.
    public func applicationWillEnterForeground(_ application: Application) {
        delegate.applicationWillEnterForeground(uiApplication(for: application))
    }

    /// Forwards `applicationWillTerminate(_:)`.
    public func applicationWillTerminate(_ application: Application) {
        delegate.applicationWillTerminate(uiApplication(for: application))
    }

    /// Forwards `application(_:performActionFor:completionHandler:)` with a `UIApplicationShortcutItem`.
    public func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        delegate.application(
            uiApplication(for: application), performActionFor: UIApplicationShortcutItem(shortcutItem),
            completionHandler: MainActorCompletion.wrap(completionHandler))
    }

    /// Forwards `application(_:configurationForConnecting:options:)`. A configuration whose
    /// `delegateClass` is a `UIResponder` scene delegate makes the scene delegate from that class;
    /// without one, the `AppBundle`'s scene delegate is used.
    public func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        let chosen = delegate.application(
            uiApplication(for: application), configurationForConnecting: connectingSceneSession,
            options: UIScene.ConnectionOptions(
                shortcutItem: options.shortcutItem.map(UIApplicationShortcutItem.init)))
        let configuration = SceneConfiguration(name: chosen.name, sessionRole: chosen.role)
        if let delegateClass = chosen.delegateClass as? any (UIResponder & UIWindowSceneDelegate).Type {
            configuration.makeDelegate = { UIWindowSceneDelegateAdapter(delegateClass.init()) }
        }
        return configuration
    }

    /// UIKit's launch options: `nil` without a reason, else `.shortcutItem` → the item's object.
    static func dictionary(_ options: LaunchOptions?) -> [UIApplication.LaunchOptionsKey: Any]? {
        guard let item = options?.shortcutItem else { return nil }
        return [.shortcutItem: UIApplicationShortcutItem(item)]
    }
}
