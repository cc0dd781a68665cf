public import Foundation
import PropertyLists
import QuickActions
public import TouchKit

/// UIKit's `UIApplication`: the running app, as its code sees it, forwarding to TouchKit's
/// `Application`.
///
/// `UIApplication.shared` is the application whose code is running: the host makes an application
/// current while it calls that app's delegates, runs its touches and timers (`Application.current`).
/// Unlike UIKit, where `shared` is one object for the whole process, a process here may run many apps
/// on many devices; code that runs outside such a call (a `Task` resumed later, a
/// `DispatchQueue.main` block, a unit test calling the app's code directly) has no current app, and
/// `shared` stops the program with a message saying so. Keep the `UIApplication` handed to the
/// delegate, or read `shared` inside the delegate call, as most apps do.
public final class UIApplication: Responder {
    /// UIKit's `UIApplication.State`: TouchKit's `ApplicationState` (UIKit's raw values).
    public typealias State = ApplicationState

    /// The TouchKit application this object forwards to.
    public let application: Application

    /// The object for `application` (one per launch: the delegate adapter keeps it).
    init(application: Application) {
        self.application = application
    }

    /// The application whose code is running now (UIKit's `UIApplication.shared`; see the type's
    /// notes for where that differs).
    public static var shared: UIApplication {
        guard let application = Application.current else {
            fatalError(UIKitMessages.noCurrentApplication)
        }
        return wrapping(application)
    }

    /// The UIKit object for a TouchKit application: the one its delegate adapter keeps, so the
    /// object the delegate is handed is `UIApplication.shared`.
    static func wrapping(_ application: Application) -> UIApplication {
        if let adapter = application.delegate as? UIApplicationDelegateAdapter {
            return adapter.uiApplication(for: application)
        }
        return UIApplication(application: application)
    }

    /// The app's delegate (`delegate`): the object written against `UIApplicationDelegate`, or `nil`
    /// for an app written against TouchKit.
    public var delegate: (any UIApplicationDelegate)? {
        (application.delegate as? UIApplicationDelegateAdapter)?.delegate
    }

    /// The app's dynamic quick actions (`shortcutItems`); `nil` reads as none, as on iOS.
    ///
    /// Setting replaces all of them and is saved, as on iOS. Matches UIKit except: an item whose
    /// `userInfo` holds a value no property list can store makes the whole assignment refused with
    /// an `invalidShortcutItems` diagnostic (UIKit raises); the previous items stay.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { application.shortcutItems.map(UIApplicationShortcutItem.init) }
        set {
            var items: [ShortcutItem] = []
            for (index, item) in (newValue ?? []).enumerated() {
                do {
                    items.append(try item.shortcutItem())
                } catch {
                    application.reportRefusedShortcutItems(
                        .userInfoNotPropertyList(
                            index: index, type: item.type, keyPath: error.keyPath,
                            problem: .notPropertyListValue(error.message)))
                    return
                }
            }
            application.shortcutItems = items
        }
    }

    /// Active, inactive or background (`applicationState`).
    public var applicationState: State { application.applicationState }

    /// The app's windows (`windows`).
    public var windows: [Window] { application.windows }

    /// The key window (`keyWindow`, deprecated in iOS 13 but common).
    public var keyWindow: Window? { application.keyWindow }

    /// The connected scenes (`connectedScenes`): at most one here.
    public var connectedScenes: Set<UIScene> {
        Set(
            application.connectedScenes.compactMap { scene in
                (scene.delegate as? UIWindowSceneDelegateAdapter)?.uiScene(for: scene)
            })
    }

    /// Whether the app may have more than one scene (`supportsMultipleScenes`): never here.
    public var supportsMultipleScenes: Bool { false }

    /// UIKit's `open(_:options:completionHandler:)`: there are no other apps to open URLs in here.
    @available(*, unavailable, message: "opening URLs is not simulated here")
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {}
}
