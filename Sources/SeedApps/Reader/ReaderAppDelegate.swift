public import Foundation
public import QuickActions
public import TouchKit

/// Reader's app delegate: handles its quick actions exactly once — on a cold launch from the launch
/// options (returning false so that `performActionFor` is not called too), warm in `performActionFor`.
@MainActor
public final class ReaderAppDelegate: ApplicationDelegate {
    /// Creates the delegate of a new launch.
    public init() {}

    /// Handles a launching quick action; false when there was one (it is handled here).
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        guard let item = launchOptions?.shortcutItem else { return true }
        handle(item, in: application)
        return false
    }

    /// Handles a quick action while running.
    public func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        completionHandler(handle(shortcutItem, in: application))
    }

    /// Reading List shows Safari's reading list; Continue Reading opens the article it names.
    @discardableResult
    func handle(_ item: ShortcutItem, in application: Application) -> Bool {
        // At launch the storyboard's window exists but is not key yet.
        let window = application.keyWindow ?? application.windows.first
        guard let navigation = window?.rootViewController as? NavigationController else {
            return false
        }
        switch item.type {
        case Reader.readingListType:
            navigation.popToRootViewController(animated: false)
            navigation.pushViewController(ReadingListViewController(), animated: false)
            return true
        case Reader.continueReadingType:
            guard case .string(let name)? = item.userInfo?["page"],
                let page = ArticleViewController.page(named: name)
            else {
                application.log(
                    "Continue Reading names no page of Reader's: \(item.userInfo?["page"].map { "\($0)" } ?? "none")"
                )
                return false
            }
            navigation.popToRootViewController(animated: false)
            let settings = ReaderSettings()
            if let root = navigation.viewControllers.first as? ArticleViewController {
                settings.adoptsContextMenus = root.settings.adoptsContextMenus
            }
            navigation.pushViewController(
                ArticleViewController(page: page, settings: settings), animated: false)
            return true
        default:
            return false
        }
    }
}
